// Beam search against exhaustive search and against a beam that never stops early, on scripted models whose
// next-token distributions are fixed functions of the prefix: every hypothesis' probability is known, so the
// search's answer can be checked exactly (issue 14: our beam stopped at K finished hypotheses while a live
// one could still score higher).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"
#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {
namespace {

// Vocabulary: pad 0, unk 1, bos 2, eos 3, then ordinary tokens.
constexpr int kVocab = 6;

std::uint64_t mix(std::uint64_t x) {  // splitmix64's finaliser
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

// The seed of a hand-built model (below) on which a beam of 2 finishes two hypotheses while a live one is
// ahead of both: P(a) = .61, P(</s>) = .30; after a, P(b) = .55, P(</s>) = .41; after a b, P(</s>) = .95.
// The best translation is "a b" (log P = -1.143); stopping at two finished hypotheses returned "" (-1.204).
constexpr std::uint64_t kHandBuilt = 7;
constexpr std::int32_t kA = 4, kB = 5;

std::vector<float> hand_built_log_probs(const std::vector<std::int32_t>& prefix) {
  // p[unk], p[eos], p[a], p[b]; pad and bos never occur.
  std::vector<double> p{0.02, 0.02, 0.48, 0.48};
  if (prefix.empty()) p = {0.04, 0.30, 0.61, 0.05};
  if (prefix == std::vector<std::int32_t>{kA}) p = {0.02, 0.41, 0.02, 0.55};
  if (prefix == std::vector<std::int32_t>{kA, kB}) p = {0.01, 0.95, 0.02, 0.02};
  std::vector<float> lp(kVocab, -1e9f);
  lp[kUnkId] = float(std::log(p[0]));
  lp[kEosId] = float(std::log(p[1]));
  lp[kA] = float(std::log(p[2]));
  lp[kB] = float(std::log(p[3]));
  return lp;
}

// log P(next | source seed, prefix) of a scripted model: pseudo-random logits, softmax over the vocabulary.
std::vector<float> scripted_log_probs(std::uint64_t seed, const std::vector<std::int32_t>& prefix,
                                      float spread) {
  if (seed == kHandBuilt) return hand_built_log_probs(prefix);
  std::uint64_t h = mix(seed);
  for (std::int32_t t : prefix) h = mix(h ^ std::uint64_t(t));
  std::vector<float> lp(kVocab);
  float top = -1e30f;
  for (int v = 0; v < kVocab; ++v) {
    lp[std::size_t(v)] = spread * float(mix(h + std::uint64_t(v)) >> 40) / float(1 << 24);
    top = std::max(top, lp[std::size_t(v)]);
  }
  double z = 0;
  for (float x : lp) z += std::exp(double(x - top));
  for (float& x : lp) x = x - top - float(std::log(z));
  return lp;
}

// Rows carry their prefixes; reorder() moves them as a real session moves its caches.
class ScriptedSession : public DecodeSession {
 public:
  ScriptedSession(std::vector<std::uint64_t> seeds, std::span<const int> row_sentence, float spread)
      : seeds_(std::move(seeds)), spread_(spread) {
    for (int s : row_sentence) rows_.push_back({s, {}});
  }
  void step(std::span<const std::int32_t> last, int position, std::span<float> log_probs) override {
    for (std::size_t r = 0; r < rows_.size(); ++r) {
      if (position > 0) rows_[r].prefix.push_back(last[r]);
      const auto lp = scripted_log_probs(seeds_[std::size_t(rows_[r].sentence)], rows_[r].prefix, spread_);
      std::copy(lp.begin(), lp.end(), log_probs.begin() + std::ptrdiff_t(r * kVocab));
    }
  }
  void reorder(std::span<const int> parents) override {
    std::vector<Row> next;
    for (int p : parents) next.push_back(rows_[std::size_t(p)]);
    rows_ = std::move(next);
  }
  int rows() const override { return int(rows_.size()); }

 private:
  struct Row {
    int sentence;
    std::vector<std::int32_t> prefix;
  };
  std::vector<std::uint64_t> seeds_;
  std::vector<Row> rows_;
  float spread_;
};

// A backend that only decodes: the first token of each source is its scripted model's seed.
class ScriptedBackend : public Backend {
 public:
  explicit ScriptedBackend(float spread) : spread_(spread) {}
  std::string name() const override { return "scripted"; }
  std::string device() const override { return "scripted"; }
  void set_parameters(std::span<const float>) override {}
  void get_parameters(std::span<float>) const override {}
  LossStats forward_backward(const Batch&, std::uint64_t) override { throw Error("decoding only"); }
  LossStats evaluate(const Batch&) override { throw Error("decoding only"); }
  double gradient_norm() override { return 0; }
  void get_gradients(std::span<float>) const override {}
  void adam_update(const AdamSettings&, float, float, std::int64_t) override {}
  void get_optimizer_state(std::span<float>, std::span<float>) const override {}
  void set_optimizer_state(std::span<const float>, std::span<const float>) override {}
  std::unique_ptr<DecodeSession> start_decoding(const std::vector<std::vector<std::int32_t>>& sources,
                                                std::span<const int> row_sentence, int) override {
    std::vector<std::uint64_t> seeds;
    for (const auto& s : sources) seeds.push_back(std::uint64_t(s.at(0)));
    return std::make_unique<ScriptedSession>(std::move(seeds), row_sentence, spread_);
  }
  std::vector<ForcedResult> forced_decode(const Batch&, bool) override { throw Error("decoding only"); }
  void set_head_mask(const HeadMask& mask) override { mask_ = mask; }
  const HeadMask& head_mask() const override { return mask_; }
  TrainingPrecision set_training_precision(TrainingPrecision) override { return TrainingPrecision::kFp32; }
  TrainingPrecision training_precision() const override { return TrainingPrecision::kFp32; }
  std::vector<double> head_gate_gradients(const Batch&) override { throw Error("decoding only"); }
  std::vector<TracedTensor> trace_forward(const Batch&) override { throw Error("decoding only"); }

 private:
  float spread_;
  HeadMask mask_;
};

float length_penalty(int length, float alpha) { return std::pow((5.0f + float(length)) / 6.0f, alpha); }

Hypothesis finish(const std::vector<std::int32_t>& tokens, float log_prob, float alpha) {
  return {tokens, log_prob, log_prob / length_penalty(int(tokens.size()) + 1, alpha)};
}

bool better(const Hypothesis& a, const Hypothesis& b) { return a.score > b.score; }

// Every translation of at most max_len positions (EOS included; the last position is always EOS, as in
// beam_search), best first.
std::vector<Hypothesis> exhaustive(std::uint64_t seed, int max_len, float alpha, float spread) {
  const VocabularyInfo vocab;
  std::vector<Hypothesis> all;
  std::function<void(std::vector<std::int32_t>&, float)> grow = [&](std::vector<std::int32_t>& prefix,
                                                                    float lp) {
    const auto next = scripted_log_probs(seed, prefix, spread);
    if (int(prefix.size()) + 1 >= max_len) {
      all.push_back(finish(prefix, lp + next[std::size_t(vocab.eos)], alpha));
      return;
    }
    for (std::int32_t tok = 0; tok < kVocab; ++tok) {
      if (!vocab.producible(tok)) continue;
      if (tok == vocab.eos) {
        all.push_back(finish(prefix, lp + next[std::size_t(tok)], alpha));
        continue;
      }
      prefix.push_back(tok);
      grow(prefix, lp + next[std::size_t(tok)]);
      prefix.pop_back();
    }
  };
  std::vector<std::int32_t> prefix;
  grow(prefix, 0.0f);
  std::stable_sort(all.begin(), all.end(), better);
  return all;
}

// The textbook beam, for one sentence: the same expansion and pruning as beam_search (best 2K candidates, an
// EOS among the first K finishes, K live slots), but it never stops before the length limit.
Hypothesis beam_to_the_limit(std::uint64_t seed, int max_len, int K, float alpha, float spread) {
  const VocabularyInfo vocab;
  struct Live {
    std::vector<std::int32_t> tokens;
    float lp;
  };
  std::vector<Live> live{{{}, 0.0f}};
  std::vector<Hypothesis> done;
  for (int t = 0; t < max_len && !live.empty(); ++t) {
    std::vector<std::pair<float, std::pair<int, int>>> cand;  // (score, (parent, token))
    for (std::size_t r = 0; r < live.size(); ++r) {
      const auto lp = scripted_log_probs(seed, live[r].tokens, spread);
      if (t + 1 >= max_len) {
        done.push_back(finish(live[r].tokens, live[r].lp + lp[std::size_t(vocab.eos)], alpha));
        continue;
      }
      for (int tok = 0; tok < kVocab; ++tok)
        if (vocab.producible(tok)) cand.push_back({live[r].lp + lp[std::size_t(tok)], {int(r), tok}});
    }
    std::stable_sort(cand.begin(), cand.end(), [](const auto& a, const auto& b) {
      return a.first > b.first || (a.first == b.first && a.second.first * kVocab + a.second.second <
                                                             b.second.first * kVocab + b.second.second);
    });
    cand.resize(std::min(cand.size(), std::size_t(2 * K)));
    std::vector<Live> next;
    for (std::size_t c = 0; c < cand.size(); ++c) {
      const auto [score, pt] = cand[c];
      const auto& parent = live[std::size_t(pt.first)];
      if (pt.second == vocab.eos) {
        if (c < std::size_t(K)) done.push_back(finish(parent.tokens, score, alpha));
      } else if (int(next.size()) < K) {
        next.push_back({parent.tokens, score});
        next.back().tokens.push_back(pt.second);
      }
    }
    live = std::move(next);
  }
  std::stable_sort(done.begin(), done.end(), better);
  return done.at(0);
}

std::vector<std::vector<Hypothesis>> run_beam(const std::vector<std::uint64_t>& seeds, int K, float alpha,
                                              int max_tokens, float spread, int n_best = 1) {
  ScriptedBackend backend(spread);
  ModelConfig config;
  config.vocab_size = kVocab;
  DecodeOptions o;
  o.beam_size = K;
  o.length_penalty = alpha;
  o.max_length = max_tokens;
  o.n_best = n_best;
  std::vector<std::vector<std::int32_t>> sources;
  for (std::uint64_t s : seeds) sources.push_back({std::int32_t(s)});
  return beam_search(backend, config, sources, o);
}

std::vector<std::uint64_t> seeds(int n) {
  std::vector<std::uint64_t> out;
  for (int i = 0; i < n; ++i) out.push_back(std::uint64_t(1000 + i));
  return out;
}

// A beam wide enough to keep every prefix is exhaustive search: the same best translations, in the same
// order, with the same scores, with and without a length penalty. With 3 ordinary tokens and 4 positions
// there are at most 9 live prefixes before the last step, 36 candidates: all inside a beam of 64's window.
TEST(BeamSearch, AWideBeamIsExhaustiveSearch) {
  const int max_tokens = 3, max_len = max_tokens + 1;
  for (float alpha : {0.0f, 0.6f, 1.0f}) {
    const auto beams = run_beam(seeds(40), 64, alpha, max_tokens, 4.0f, 5);
    for (std::size_t s = 0; s < beams.size(); ++s) {
      const auto truth = exhaustive(1000 + s, max_len, alpha, 4.0f);
      ASSERT_EQ(beams[s].size(), 5u);
      for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_EQ(beams[s][i].tokens, truth[i].tokens)
            << "alpha " << alpha << " sentence " << s << " rank " << i;
        EXPECT_NEAR(beams[s][i].score, truth[i].score, 1e-5) << "alpha " << alpha << " sentence " << s;
      }
    }
  }
}

// With no length penalty the stopping rule is exact: stopping early never changes the answer of the same beam
// run to its length limit. Stopping at K finished hypotheses did (a flat distribution, where EOS finishes
// early hypotheses while a live one stays ahead, makes it happen on many of these sentences).
TEST(BeamSearch, StoppingEarlyNeverLosesTheBestTranslationWithoutALengthPenalty) {
  const int max_tokens = 8;
  for (int K : {2, 3, 4}) {
    const auto beams = run_beam(seeds(200), K, 0.0f, max_tokens, 2.0f);
    int same = 0;
    for (std::size_t s = 0; s < beams.size(); ++s) {
      const Hypothesis reference = beam_to_the_limit(1000 + s, max_tokens + 1, K, 0.0f, 2.0f);
      EXPECT_EQ(beams[s].at(0).tokens, reference.tokens) << "K " << K << " sentence " << s;
      EXPECT_NEAR(beams[s][0].log_prob, reference.log_prob, 1e-5) << "K " << K << " sentence " << s;
      same += beams[s][0].tokens == reference.tokens;
    }
    EXPECT_EQ(same, 200) << "K " << K;
  }
}

// The case the issue reported: finished hypotheses used to end the search while a live one could still beat
// them. Without a length penalty, a live hypothesis' log P bounds all its completions, so the search must go
// on.
TEST(BeamSearch, AFinishedHypothesisDoesNotEndTheSearchWhileALiveOneIsAhead) {
  const auto beam = run_beam({kHandBuilt}, 2, 0.0f, 4, 0.0f, 2);
  const auto truth = exhaustive(kHandBuilt, 5, 0.0f, 0.0f);
  ASSERT_EQ(truth[0].tokens, (std::vector<std::int32_t>{kA, kB}));
  EXPECT_NEAR(truth[0].log_prob, std::log(0.61) + std::log(0.55) + std::log(0.95), 1e-5);
  ASSERT_EQ(beam.at(0).size(), 2u);
  EXPECT_EQ(beam[0][0].tokens, truth[0].tokens);
  EXPECT_NEAR(beam[0][0].log_prob, truth[0].log_prob, 1e-5);
  EXPECT_EQ(beam[0][1].tokens, std::vector<std::int32_t>{});  // "" (-1.204) is the second best
}

// Beam search never claims a translation better than the best one that exists, and on these small models a
// beam of 4 finds the best one nearly always.
TEST(BeamSearch, ABeamOfFourIsNeverBetterThanExhaustiveAndUsuallyFindsIt) {
  const int max_tokens = 5;
  const auto beams = run_beam(seeds(100), 4, 0.0f, max_tokens, 2.0f);
  int found = 0;
  for (std::size_t s = 0; s < beams.size(); ++s) {
    const Hypothesis best = exhaustive(1000 + s, max_tokens + 1, 0.0f, 2.0f).at(0);
    EXPECT_LE(beams[s][0].score, best.score + 1e-5) << "sentence " << s;
    found += beams[s][0].tokens == best.tokens;
  }
  EXPECT_GE(found, 90);
}

// A beam of one is greedy search, also under the new stopping rule.
TEST(BeamSearch, ABeamOfOneIsGreedy) {
  for (float alpha : {0.0f, 0.6f}) {
    const auto beams = run_beam(seeds(50), 1, alpha, 8, 2.0f);
    for (std::size_t s = 0; s < beams.size(); ++s) {
      std::vector<std::int32_t> tokens;
      float lp = 0;
      for (int t = 0; t < 9; ++t) {
        const auto next = scripted_log_probs(1000 + s, tokens, 2.0f);
        std::int32_t best = -1;
        for (std::int32_t v = 0; v < kVocab; ++v)
          if (VocabularyInfo{}.producible(v) && (best < 0 || next[std::size_t(v)] > next[std::size_t(best)]))
            best = v;
        if (t == 8) best = kEosId;
        lp += next[std::size_t(best)];
        if (best == kEosId) break;
        tokens.push_back(best);
      }
      EXPECT_EQ(beams[s][0].tokens, tokens) << "alpha " << alpha << " sentence " << s;
      EXPECT_NEAR(beams[s][0].log_prob, lp, 1e-5);
    }
  }
}

}  // namespace
}  // namespace attn
