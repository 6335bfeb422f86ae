#include <algorithm>
#include <numeric>
#include <tuple>

#include "attention/batch.h"
#include "attention/vocab.h"
#include "util/random.h"

namespace attn {

void Batch::add(const std::vector<std::int32_t>& src, const std::vector<std::int32_t>& tgt) {
  source.insert(source.end(), src.begin(), src.end());
  source.push_back(vocabulary.eos);
  source_offsets.push_back(int(source.size()));
  target_in.push_back(vocabulary.decoder_start);
  target_in.insert(target_in.end(), tgt.begin(), tgt.end());
  target_out.insert(target_out.end(), tgt.begin(), tgt.end());
  target_out.push_back(vocabulary.eos);
  target_offsets.push_back(int(target_in.size()));
}

std::vector<std::vector<int>> make_token_batches(const std::vector<std::vector<std::int32_t>>& source,
                                                 const std::vector<std::vector<std::int32_t>>& target,
                                                 const BatchingOptions& options) {
  Rng rng(options.seed);
  std::vector<std::tuple<int, int, std::uint64_t, int>> keys;
  keys.reserve(source.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    const int s = int(source[i].size()) + 1, t = int(target[i].size()) + 1;
    if (s > options.max_length || t > options.max_length) continue;
    keys.emplace_back(t, s, options.shuffle ? rng.next() : i, int(i));
  }
  std::sort(keys.begin(), keys.end());
  std::vector<std::vector<int>> batches;
  std::vector<int> current;
  int longest = 0;
  for (const auto& [t, s, r, i] : keys) {
    (void)s;
    (void)r;
    const int longest_if_added = std::max(longest, t);
    if (!current.empty() && longest_if_added * int(current.size() + 1) > options.max_tokens) {
      batches.push_back(std::move(current));
      current.clear();
      longest = 0;
    }
    current.push_back(i);
    longest = std::max(longest, t);
  }
  if (!current.empty()) batches.push_back(std::move(current));
  if (options.shuffle) {
    for (std::size_t i = batches.size(); i > 1; --i) std::swap(batches[i - 1], batches[rng.below(i)]);
  }
  return batches;
}

Batch collate(const std::vector<std::vector<std::int32_t>>& source,
              const std::vector<std::vector<std::int32_t>>& target, const std::vector<int>& indices,
              const VocabularyInfo& vocabulary) {
  Batch b(vocabulary);
  for (int i : indices) b.add(source[std::size_t(i)], target[std::size_t(i)]);
  return b;
}

}  // namespace attn
