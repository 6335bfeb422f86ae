#include <algorithm>
#include <cmath>
#include <numeric>

#include "attention/batch.h"
#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/vocab.h"
#include "decode/block_max.h"

namespace attn {

std::vector<int> max_decode_lengths(const std::vector<std::vector<std::int32_t>>& sources,
                                    const DecodeOptions& options, int max_positions, int* longest) {
  std::vector<int> lengths;
  *longest = 1;
  for (const auto& s : sources) {
    lengths.push_back(max_decode_length(int(s.size()), options, max_positions));
    *longest = std::max(*longest, lengths.back());
  }
  return lengths;
}

int max_decode_length(int source_length, const DecodeOptions& options, int max_positions) {
  // 64-bit sums: source_length + 1 + offset overflows int for offsets near INT_MAX.
  std::int64_t length =
      std::min<std::int64_t>(std::int64_t(source_length) + 1 + options.max_length_offset, max_positions);
  if (options.max_length > 0)
    length = std::min<std::int64_t>(length, std::int64_t(options.max_length) + 1);  // + 1 for EOS
  return int(std::max<std::int64_t>(1, length));
}

namespace {

SessionStarter starter(Backend& backend) {
  return [&backend](const std::vector<std::vector<std::int32_t>>& sources, std::span<const int> rows,
                    int max_length) { return backend.start_decoding(sources, rows, max_length); };
}

}  // namespace

std::vector<Hypothesis> greedy_search(Backend& backend, const ModelConfig& config,
                                      const std::vector<std::vector<std::int32_t>>& sources,
                                      const DecodeOptions& options) {
  return greedy_search(starter(backend), config, sources, options);
}

std::vector<std::vector<Hypothesis>> beam_search(Backend& backend, const ModelConfig& config,
                                                 const std::vector<std::vector<std::int32_t>>& sources,
                                                 const DecodeOptions& options) {
  return beam_search(starter(backend), config, sources, options);
}

std::vector<std::vector<Hypothesis>> decode(Backend& backend, const ModelConfig& config,
                                            const std::vector<std::vector<std::int32_t>>& sources,
                                            const DecodeOptions& options) {
  return decode(starter(backend), config, sources, options);
}

std::vector<Hypothesis> greedy_search(const SessionStarter& start, const ModelConfig& config,
                                      const std::vector<std::vector<std::int32_t>>& sources,
                                      const DecodeOptions& options) {
  const int n = int(sources.size());
  std::vector<Hypothesis> out(static_cast<std::size_t>(n));
  if (n == 0) return out;
  int longest = 0;
  const std::vector<int> max_len = max_decode_lengths(sources, options, config.max_positions, &longest);
  std::vector<int> rows(static_cast<std::size_t>(n));  // sentence of each live row
  std::iota(rows.begin(), rows.end(), 0);
  const VocabularyInfo vocab = config.vocabulary();
  const auto session = start(sources, rows, longest);
  const int V = config.vocab_size;
  std::vector<std::int32_t> last(static_cast<std::size_t>(n), vocab.decoder_start);
  std::vector<float> log_probs;
  for (int t = 0; t < longest && !rows.empty(); ++t) {
    log_probs.resize(rows.size() * std::size_t(V));
    session->step(last, t, log_probs);
    std::vector<int> keep;
    std::vector<std::int32_t> next;
    for (std::size_t r = 0; r < rows.size(); ++r) {
      const float* lp = log_probs.data() + r * std::size_t(V);
      std::int32_t best = vocab.eos;  // never padding or BOS, as in beam search
      for (std::int32_t first = 0; first < V; first += kScanBlock) {
        const std::int32_t end = std::min(V, first + kScanBlock);
        if (!(block_max(lp + first, end - first) > lp[best])) continue;  // nothing here beats best
        for (std::int32_t tok = first; tok < end; ++tok)
          if (vocab.producible(tok) && lp[tok] > lp[best]) best = tok;
      }
      Hypothesis& h = out[std::size_t(rows[r])];
      // The last position allowed is always EOS, so that BOS + output fits the model's positions.
      const bool at_limit = t + 1 >= max_len[std::size_t(rows[r])];
      if (best == vocab.eos || at_limit) {
        h.log_prob += lp[vocab.eos];
        continue;
      }
      h.log_prob += lp[best];
      h.tokens.push_back(best);
      keep.push_back(int(r));
      next.push_back(best);
    }
    if (keep.size() != rows.size()) {  // drop finished rows so they cost nothing
      std::vector<int> kept_rows;
      for (int r : keep) kept_rows.push_back(rows[std::size_t(r)]);
      rows = std::move(kept_rows);
      if (!rows.empty()) session->reorder(keep);
    }
    last = std::move(next);
  }
  for (auto& h : out) h.score = h.log_prob;
  return out;
}

std::vector<std::vector<Hypothesis>> decode(const SessionStarter& start, const ModelConfig& config,
                                            const std::vector<std::vector<std::int32_t>>& sources,
                                            const DecodeOptions& options) {
  if (options.beam_size < 1 || options.beam_size > kMaxBeamSize)
    throw Error("beam size must be between 1 and " + std::to_string(kMaxBeamSize));
  if (options.n_best < 1 || options.n_best > options.beam_size)
    throw Error("n-best must be between 1 and the beam size");
  // A negative offset would cut every translation short, down to nothing, without a word.
  if (options.max_length_offset < 0 || options.max_length_offset > kMaxLengthOffset)
    throw Error("max length offset must be between 0 and " + std::to_string(kMaxLengthOffset) + ", got " +
                std::to_string(options.max_length_offset));
  if (options.max_length < 0)
    throw Error("max length must be 0 (no cap) or positive, got " + std::to_string(options.max_length));
  if (!std::isfinite(options.length_penalty) || options.length_penalty < 0)
    throw Error("length penalty (alpha) must be a finite number >= 0");
  if (options.beam_size == 1) {
    std::vector<std::vector<Hypothesis>> result;
    for (auto& h : greedy_search(start, config, sources, options)) result.push_back({std::move(h)});
    return result;
  }
  return beam_search(start, config, sources, options);
}

}  // namespace attn
