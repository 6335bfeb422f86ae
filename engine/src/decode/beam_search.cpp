// Beam search with the GNMT length penalty, batched over sentences.
//
// Each step scores every live hypothesis' expansions, and looks at the best 2K candidates of each sentence
// in order: an EOS among the first K ends a hypothesis (kept among the K best finished, with its
// length-normalised score), other candidates fill the K live slots. With K = 1 this is exactly greedy search.
//
// A sentence is done at its maximum length, or once no live hypothesis can beat the finished ones (the
// stopping rule of fairseq and Hugging Face): a live hypothesis' log P only falls as it grows, so with no
// length penalty its log P bounds every completion, and the search stops once the n_best-th finished score
// reaches the best live log P; that is exact. With a length penalty the bound is taken at the current
// length, as those toolkits do (the exact bound, at the maximum length, would decode every sentence to its
// limit), and only once K hypotheses have finished, since that bound can be beaten by a longer hypothesis.
// Stopping at K finished hypotheses alone, as this search used to, missed better translations still live.
#include <algorithm>
#include <cmath>
#include <numeric>

#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/vocab.h"
#include "decode/block_max.h"

namespace attn {

namespace {

float length_penalty(int length, float alpha) { return std::pow((5.0f + float(length)) / 6.0f, alpha); }

// Keeps `done` sorted best first and at most `keep` long.
void add_finished(std::vector<Hypothesis>& done, Hypothesis h, int keep) {
  const auto at = std::upper_bound(done.begin(), done.end(), h.score,
                                   [](float score, const Hypothesis& x) { return score > x.score; });
  done.insert(at, std::move(h));
  if (int(done.size()) > keep) done.resize(std::size_t(keep));
}

struct Live {
  std::vector<std::int32_t> tokens;
  float log_prob = 0;
};

// The stopping rule (see the top of this file), given a sentence's finished hypotheses (best first) and its
// live ones, next_live[first..].
bool cannot_improve(const std::vector<Hypothesis>& done, const std::vector<Live>& next_live,
                    std::size_t first, const DecodeOptions& options, int K) {
  const bool exact = options.length_penalty == 0.0f;
  const int need = exact ? std::max(1, std::min(options.n_best, K)) : K;
  const int compare_with = std::max(1, std::min(options.n_best, K));
  if (int(done.size()) < need) return false;
  const float threshold = done[std::size_t(compare_with - 1)].score;
  for (std::size_t i = first; i < next_live.size(); ++i) {
    const Live& h = next_live[i];
    const float bound =
        exact ? h.log_prob : h.log_prob / length_penalty(int(h.tokens.size()) + 1, options.length_penalty);
    if (bound > threshold) return false;
  }
  return true;
}

}  // namespace

std::vector<std::vector<Hypothesis>> beam_search(const SessionStarter& start, const ModelConfig& config,
                                                 const std::vector<std::vector<std::int32_t>>& sources,
                                                 const DecodeOptions& options) {
  const int n = int(sources.size()), K = options.beam_size, V = config.vocab_size;
  std::vector<std::vector<Hypothesis>> finished(static_cast<std::size_t>(n));
  if (n == 0) return finished;
  int longest = 0;
  const std::vector<int> max_len = max_decode_lengths(sources, options, config.max_positions, &longest);
  // Rows of the session, grouped by sentence: at t = 0 one row per sentence, then up to K.
  std::vector<int> row_sentence(static_cast<std::size_t>(n));
  std::iota(row_sentence.begin(), row_sentence.end(), 0);
  std::vector<Live> live(static_cast<std::size_t>(n));
  const VocabularyInfo vocab = config.vocabulary();
  const auto session = start(sources, row_sentence, longest);
  std::vector<float> log_probs;
  std::vector<std::int32_t> last(static_cast<std::size_t>(n), vocab.decoder_start);
  std::vector<std::pair<float, int>> candidates;  // (log prob, row-local index * V + token)

  for (int t = 0; t < longest && !row_sentence.empty(); ++t) {
    const std::size_t rows = row_sentence.size();
    log_probs.resize(rows * std::size_t(V));
    session->step(last, t, log_probs);
    std::vector<int> parents, next_sentence;
    std::vector<Live> next_live;
    std::vector<std::int32_t> next_last;
    for (std::size_t r0 = 0; r0 < rows;) {
      const int sent = row_sentence[r0];
      std::size_t r1 = r0;
      while (r1 < rows && row_sentence[r1] == sent) ++r1;
      // The best 2K expansions of this sentence's rows.
      candidates.clear();
      const std::size_t want = std::size_t(2 * K);
      for (std::size_t r = r0; r < r1; ++r) {
        const float base = live[r].log_prob;
        const float* lp = log_probs.data() + r * std::size_t(V);
        for (int tok = 0; tok < V; ++tok) {
          // A block whose best cannot enter the full candidate list is passed over whole.
          if (tok % kScanBlock == 0 && candidates.size() == want &&
              !(block_max(lp + tok, std::min(kScanBlock, V - tok), base) > candidates.front().first)) {
            tok += kScanBlock - 1;
            continue;
          }
          if (!vocab.producible(tok)) continue;
          const float s = base + lp[tok];
          if (candidates.size() < want) {
            candidates.emplace_back(s, int(r - r0) * V + tok);
            std::push_heap(candidates.begin(), candidates.end(), std::greater<>());
          } else if (s > candidates.front().first) {
            std::pop_heap(candidates.begin(), candidates.end(), std::greater<>());
            candidates.back() = {s, int(r - r0) * V + tok};
            std::push_heap(candidates.begin(), candidates.end(), std::greater<>());
          }
        }
      }
      std::sort(candidates.begin(), candidates.end(), [](const auto& a, const auto& b) {
        return a.first > b.first || (a.first == b.first && a.second < b.second);
      });
      auto& done = finished[std::size_t(sent)];
      const bool at_limit = t + 1 >= max_len[std::size_t(sent)];
      if (at_limit) {
        // The last position allowed is always EOS, so that BOS + output fits the model's positions.
        for (std::size_t r = r0; r < r1; ++r) {
          Hypothesis h;
          h.tokens = live[r].tokens;
          h.log_prob = live[r].log_prob + log_probs[r * std::size_t(V) + vocab.eos];
          h.score = h.log_prob / length_penalty(int(h.tokens.size()) + 1, options.length_penalty);
          add_finished(done, std::move(h), K);
        }
        r0 = r1;
        continue;
      }
      int taken = 0;
      const std::size_t first_new_live = next_live.size();
      for (std::size_t c = 0; c < candidates.size(); ++c) {
        const auto [score, code] = candidates[c];
        const std::size_t parent = r0 + std::size_t(code / V);
        const auto tok = std::int32_t(code % V);
        if (tok == vocab.eos) {
          if (c < std::size_t(K)) {
            Hypothesis h;
            h.tokens = live[parent].tokens;
            h.log_prob = score;
            h.score = score / length_penalty(int(h.tokens.size()) + 1, options.length_penalty);
            add_finished(done, std::move(h), K);
          }
          continue;
        }
        if (taken == K) continue;
        Live next{live[parent].tokens, score};
        next.tokens.push_back(tok);
        next_live.push_back(std::move(next));
        parents.push_back(int(parent));
        next_sentence.push_back(sent);
        next_last.push_back(tok);
        ++taken;
      }
      if (cannot_improve(done, next_live, first_new_live, options, K)) {  // complete: drop its live rows
        while (!next_sentence.empty() && next_sentence.back() == sent) {
          next_sentence.pop_back();
          parents.pop_back();
          next_live.pop_back();
          next_last.pop_back();
        }
      }
      r0 = r1;
    }
    row_sentence = std::move(next_sentence);
    live = std::move(next_live);
    last = std::move(next_last);
    if (!row_sentence.empty()) session->reorder(parents);
  }
  for (auto& done : finished) {
    std::stable_sort(done.begin(), done.end(),
                     [](const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; });
    if (int(done.size()) > options.n_best) done.resize(std::size_t(options.n_best));
  }
  return finished;
}

}  // namespace attn
