#include <algorithm>

#include "attention/contention_governor.h"
#include "attention/decoding.h"
#include "attention/error.h"

namespace attn {

std::vector<std::vector<Hypothesis>> decode_in_batches(Backend& backend, const ModelConfig& config,
                                                       const std::vector<std::vector<std::int32_t>>& sources,
                                                       const DecodeOptions& options, int max_batch_tokens) {
  if (max_batch_tokens == 0) max_batch_tokens = backend.decode_batch_tokens();
  if (max_batch_tokens < 1) throw Error("batch tokens must be positive");
  std::vector<std::vector<Hypothesis>> out(sources.size());
  std::vector<std::size_t>
      order;  // non-empty sources, longest first: a batch's first sentence is its longest
  for (std::size_t i = 0; i < sources.size(); ++i)
    if (!sources[i].empty()) order.push_back(i);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return sources[a].size() > sources[b].size(); });
  const std::size_t rows_per_sentence = std::size_t(std::max(1, options.beam_size));
  ContentionGovernor governor;  // one thread while other processes want these cores
  for (std::size_t i0 = 0; i0 < order.size();) {
    governor.between_units();
    // Padding to the longest sentence costs nothing here (each sentence is its own attention block), but
    // the decoder's rows do: the budget bounds rows x the longest source, like a batch by token count.
    const std::size_t longest = sources[order[i0]].size();
    const std::size_t fit = std::size_t(max_batch_tokens) / (longest * rows_per_sentence);
    const std::size_t i1 = std::min(order.size(), i0 + std::max<std::size_t>(1, fit));
    std::vector<std::vector<std::int32_t>> batch;
    for (std::size_t i = i0; i < i1; ++i) batch.push_back(sources[order[i]]);
    auto results = decode(backend, config, batch, options);
    for (std::size_t i = i0; i < i1; ++i) out[order[i]] = std::move(results[i - i0]);
    i0 = i1;
  }
  return out;
}

}  // namespace attn
