// A training or scoring batch. Sentences are packed back to back (no padding): every position-wise op
// runs on exactly the real tokens, and attention runs per sentence on its true length, so padding costs
// nothing and needs no mask.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/vocab.h"

namespace attn {

struct Batch {
  Batch() = default;
  explicit Batch(const VocabularyInfo& specials) : vocabulary(specials) {}

  VocabularyInfo
      vocabulary;  // the EOS and decoder start that add() puts in: the model's (vocab.h's by default)
  std::vector<std::int32_t> source;      // per sentence: x_1..x_n EOS
  std::vector<std::int32_t> target_in;   // per sentence: BOS (the decoder start) y_1..y_m
  std::vector<std::int32_t> target_out;  // per sentence: y_1..y_m EOS
  std::vector<int> source_offsets{0};    // size() + 1 entries
  std::vector<int> target_offsets{0};

  int size() const { return int(source_offsets.size()) - 1; }
  int source_length(int i) const { return source_offsets[i + 1] - source_offsets[i]; }
  int target_length(int i) const { return target_offsets[i + 1] - target_offsets[i]; }
  int source_tokens() const { return source_offsets.back(); }
  int target_tokens() const { return target_offsets.back(); }

  // Appends one pair; EOS and the decoder start (`vocabulary`'s) are added here. An empty target is allowed
  // (the model learns to emit EOS).
  void add(const std::vector<std::int32_t>& src, const std::vector<std::int32_t>& tgt);
};

struct BatchingOptions {
  int max_tokens = 4096;  // padded target tokens per batch, as in the paper's ~25k-token batches scaled down
  bool shuffle = true;
  std::uint64_t seed = 1;
  int max_length = 256;  // pairs longer than this on either side are skipped when training
};

// Length-bucketed batches of sentence indices: sorted by (target length, source length, random), cut so that
// sentences * longest target <= max_tokens, then the batch order is shuffled.
std::vector<std::vector<int>> make_token_batches(const std::vector<std::vector<std::int32_t>>& source,
                                                 const std::vector<std::vector<std::int32_t>>& target,
                                                 const BatchingOptions& options);

Batch collate(const std::vector<std::vector<std::int32_t>>& source,
              const std::vector<std::vector<std::int32_t>>& target, const std::vector<int>& indices,
              const VocabularyInfo& vocabulary = {});

}  // namespace attn
