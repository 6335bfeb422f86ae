// Search algorithms on top of any backend's DecodeSession: greedy and beam search, batched over sentences.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "attention/backend.h"
#include "attention/vocab.h"

namespace attn {

// Limits of DecodeOptions, checked by decode() (attn::Error naming the option otherwise).
inline constexpr int kMaxBeamSize = 64;
// No model has more positions than this (ModelConfig::max_positions), so a larger offset means nothing.
inline constexpr int kMaxLengthOffset = 65536;

struct DecodeOptions {
  int beam_size = 1;            // 1 = greedy
  float length_penalty = 0.6f;  // GNMT alpha: score = log P / ((5 + |Y|) / 6)^alpha
  int max_length_offset = 50;   // the paper: maximum output length = input length + 50; [0, kMaxLengthOffset]
  int max_length = 0;           // > 0: also cap the output at this many tokens (benchmarks use 64); >= 0
  int n_best = 1;               // hypotheses returned per sentence (<= beam_size)
};

struct Hypothesis {
  std::vector<std::int32_t> tokens;  // without BOS/EOS
  float log_prob = 0;                // log P(Y|X), EOS included when it was produced
  float score = 0;                   // log_prob / length penalty (beam) or log_prob (greedy)
};

// The maximum number of target positions decoded for a source of `source_length` tokens (EOS included).
// Computed in 64 bits, so no option value can overflow it; always in [1, max(1, max_positions)].
int max_decode_length(int source_length, const DecodeOptions& options, int max_positions);
// The same for every source; `longest` receives the largest.
std::vector<int> max_decode_lengths(const std::vector<std::vector<std::int32_t>>& sources,
                                    const DecodeOptions& options, int max_positions, int* longest);

// Sources are token ids without EOS (it is added here). Decoding starts from the config's decoder_start_id,
// stops at its eos_id and never emits pad_id or a BOS (VocabularyInfo::producible). Returns n_best hypotheses
// per sentence, best first.
std::vector<std::vector<Hypothesis>> decode(Backend& backend, const ModelConfig& config,
                                            const std::vector<std::vector<std::int32_t>>& sources,
                                            const DecodeOptions& options);

// Batch mode for many sentences (a file): sorted by length, longest first, cut into batches of at most
// `max_batch_tokens` decoder rows x source tokens (0: the backend's decode_batch_tokens(); beam_size rows per
// sentence, at least one sentence a batch), decoded batch by batch and returned in the given order. Each
// sentence gets the hypotheses it gets decoded alone, up to floating-point rounding (the encoder's batched
// products sum in another order). Empty sources give no hypothesis.
std::vector<std::vector<Hypothesis>> decode_in_batches(Backend& backend, const ModelConfig& config,
                                                       const std::vector<std::vector<std::int32_t>>& sources,
                                                       const DecodeOptions& options,
                                                       int max_batch_tokens = 0);

std::vector<Hypothesis> greedy_search(Backend& backend, const ModelConfig& config,
                                      const std::vector<std::vector<std::int32_t>>& sources,
                                      const DecodeOptions& options);
std::vector<std::vector<Hypothesis>> beam_search(Backend& backend, const ModelConfig& config,
                                                 const std::vector<std::vector<std::int32_t>>& sources,
                                                 const DecodeOptions& options);

// The searches over a session the caller starts (Backend::start_decoding's arguments), e.g. one that records
// what each step computed (attention/inspected_decoding.h).
using SessionStarter =
    std::function<std::unique_ptr<DecodeSession>(const std::vector<std::vector<std::int32_t>>& sources,
                                                 std::span<const int> row_sentence, int max_length)>;
std::vector<std::vector<Hypothesis>> decode(const SessionStarter& start, const ModelConfig& config,
                                            const std::vector<std::vector<std::int32_t>>& sources,
                                            const DecodeOptions& options);
std::vector<Hypothesis> greedy_search(const SessionStarter& start, const ModelConfig& config,
                                      const std::vector<std::vector<std::int32_t>>& sources,
                                      const DecodeOptions& options);
std::vector<std::vector<Hypothesis>> beam_search(const SessionStarter& start, const ModelConfig& config,
                                                 const std::vector<std::vector<std::int32_t>>& sources,
                                                 const DecodeOptions& options);

}  // namespace attn
