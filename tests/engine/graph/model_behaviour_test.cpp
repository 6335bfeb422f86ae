// Whole-model properties of every backend and the search algorithms, on small random models (post-LN and a
// pre-LN variant): causality, padding-free packing, cached incremental decoding against full recomputation,
// beam search against greedy search, attention-map invariants, and the Translator's input checks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <ostream>
#include <random>
#include <string>
#include <tuple>
#include <vector>

#include "attention/backend.h"
#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/float16.h"
#include "attention/model.h"
#include "attention/parameters.h"
#include "attention/toy_tasks.h"
#include "attention/translator.h"
#include "attention/vocab.h"
#include "test_support.h"

namespace attn {
namespace {

using test::error_of;

using Tokens = std::vector<std::int32_t>;

struct Variant {
  const char* name;
  bool pre_ln;
  float eos_bias;     // chosen so that greedy hypotheses of this random model end at varied lengths
  bool half_weights;  // weights rounded to F16 (as stored models are): decoding takes the F16-weight path
};

void PrintTo(const Variant& v, std::ostream* os) { *os << v.name; }

ModelConfig make_config(bool pre_ln) {
  ModelConfig c;
  c.vocab_size = 50;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.d_model = 32;
  c.n_heads = 4;
  c.d_ff = 64;
  c.dropout = 0.0f;
  c.max_positions = 64;
  c.output_bias = true;  // lets the tests give EOS a realistic probability
  if (pre_ln) {
    c.norm_position = NormPosition::kPre;
    c.tie_embeddings = false;
    c.positional_encoding = PositionalEncoding::kSinusoidalConcat;
    c.activation = Activation::kGelu;
  }
  return c;
}

// Paper initialisation plus noise on everything (norm gains and biases included), and an EOS bias so that
// some random hypotheses end with EOS rather than all running to the length limit.
std::vector<float> random_parameters(const ModelConfig& c, std::uint64_t seed, float eos_bias) {
  const ParameterLayout layout(c);
  std::vector<float> p;
  initialize_parameters(c, layout, seed, p);
  std::mt19937 gen(std::uint32_t(seed) * 7 + 1);
  std::normal_distribution<float> noise(0.0f, 0.15f);
  for (const auto& info : layout.parameters())
    for (std::size_t i = 0; i < info.size; ++i) p[info.offset + i] += noise(gen);
  if (c.output_bias) p[layout.output_bias + kEosId] += eos_bias;
  return p;
}

Tokens random_tokens(std::mt19937& gen, int min_len, int max_len, int vocab) {
  const int n = min_len + int(gen() % std::uint32_t(max_len - min_len + 1));
  Tokens t(static_cast<std::size_t>(n));
  for (auto& x : t) x = std::int32_t(4 + gen() % std::uint32_t(vocab - 4));  // no specials
  return t;
}

::testing::AssertionResult all_close(const std::vector<float>& a, const std::vector<float>& b, double tol) {
  if (a.size() != b.size()) return ::testing::AssertionFailure() << "size " << a.size() << " vs " << b.size();
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(std::abs(double(a[i]) - b[i]) <= tol))
      return ::testing::AssertionFailure() << "index " << i << ": " << a[i] << " vs " << b[i];
  return ::testing::AssertionSuccess();
}

// Every property holds on every backend: each test runs once per variant and backend.
class ModelBehaviour : public ::testing::TestWithParam<std::tuple<Variant, std::string>> {
 protected:
  static const Variant& variant() { return std::get<0>(GetParam()); }
  void SetUp() override {
    config_ = make_config(variant().pre_ln);
    backend_ = make_backend(std::get<1>(GetParam()), config_);
    auto params = random_parameters(config_, 11, variant().eos_bias);
    if (variant().half_weights) params = half_to_floats(floats_to_half(params));
    backend_->set_parameters(params);
  }
  ForcedResult forced_one(const Tokens& src, const Tokens& tgt, bool attention = true) {
    Batch b;
    b.add(src, tgt);
    return backend_->forced_decode(b, attention).front();
  }

  // A hypothesis' log P(Y|X) is the sum of forced decoding's token log-probabilities: with the EOS term when
  // it ended with EOS (shorter than the 20-token cap), without it when it was cut at the cap.
  void expect_log_prob_consistent(const Tokens& src, const Hypothesis& h) {
    const auto f = forced_one(src, h.tokens, false);
    const double with_eos = std::accumulate(f.token_log_probs.begin(), f.token_log_probs.end(), 0.0);
    const double without_eos = with_eos - f.token_log_probs.back();
    if (h.tokens.size() < 20)
      EXPECT_NEAR(h.log_prob, with_eos, 1e-3);
    else
      EXPECT_TRUE(std::abs(h.log_prob - with_eos) < 1e-3 || std::abs(h.log_prob - without_eos) < 1e-3)
          << h.log_prob << " vs " << with_eos << " / " << without_eos;
  }

  ModelConfig config_;
  std::unique_ptr<Backend> backend_;
};

// (a) Changing the target from token k on leaves the predictions at positions < k untouched.
TEST_P(ModelBehaviour, DecoderIsCausal) {
  std::mt19937 gen(1);
  for (int trial = 0; trial < 6; ++trial) {
    const Tokens src = random_tokens(gen, 2, 12, config_.vocab_size);
    const Tokens tgt = random_tokens(gen, 4, 12, config_.vocab_size);
    const int k = 1 + int(gen() % std::uint32_t(tgt.size() - 1));  // keep y_1..y_k
    Tokens changed(tgt.begin(), tgt.begin() + k);
    const Tokens tail = random_tokens(gen, 1, 10, config_.vocab_size);
    changed.insert(changed.end(), tail.begin(), tail.end());
    if (changed[std::size_t(k)] == tgt[std::size_t(k)])
      changed[std::size_t(k)] = 4 + (changed[std::size_t(k)] - 4 + 1) % (config_.vocab_size - 4);
    const ForcedResult a = forced_one(src, tgt), b = forced_one(src, changed);
    // Position t predicts y_{t+1} from BOS y_1..y_t: positions 0..k-1 see and predict only kept tokens.
    for (int t = 0; t < k; ++t)
      EXPECT_NEAR(a.token_log_probs[std::size_t(t)], b.token_log_probs[std::size_t(t)], 1e-5)
          << "trial " << trial << " position " << t << " (tokens changed from " << k << ")";
    EXPECT_GT(std::abs(a.token_log_probs[std::size_t(k)] - b.token_log_probs[std::size_t(k)]), 1e-6)
        << "position k predicts a changed token";
    // The attention rows of the kept queries are unchanged too.
    const int H = config_.n_heads, S = int(src.size()) + 1;
    const int Ta = int(tgt.size()) + 1, Tb = int(changed.size()) + 1;
    for (std::size_t l = 0; l < a.attention.decoder_self.size(); ++l)
      for (int h = 0; h < H; ++h)
        for (int q = 0; q < k; ++q) {
          for (int j = 0; j <= q; ++j)
            EXPECT_NEAR(a.attention.decoder_self[l][std::size_t((h * Ta + q) * Ta + j)],
                        b.attention.decoder_self[l][std::size_t((h * Tb + q) * Tb + j)], 1e-5);
          for (int j = 0; j < S; ++j)
            EXPECT_NEAR(a.attention.cross[l][std::size_t((h * Ta + q) * S + j)],
                        b.attention.cross[l][std::size_t((h * Tb + q) * S + j)], 1e-5);
        }
  }
}

// (b) A sentence's results do not depend on what else is packed into its batch.
TEST_P(ModelBehaviour, PackingDoesNotChangeResults) {
  std::mt19937 gen(2);
  const Tokens src = random_tokens(gen, 5, 5, config_.vocab_size),
               tgt = random_tokens(gen, 6, 6, config_.vocab_size);
  const Tokens long_src = random_tokens(gen, 15, 15, config_.vocab_size),
               long_tgt = random_tokens(gen, 14, 14, config_.vocab_size);
  const Tokens short_src = random_tokens(gen, 1, 1, config_.vocab_size);
  const ForcedResult alone = forced_one(src, tgt);
  for (int arrangement = 0; arrangement < 3; ++arrangement) {
    Batch b;
    int index = 0;
    if (arrangement == 0) {
      b.add(long_src, long_tgt);
      b.add(src, tgt);
      b.add(short_src, {});
      index = 1;
    } else if (arrangement == 1) {
      b.add(short_src, {});
      b.add(long_src, long_tgt);
      b.add(src, tgt);
      index = 2;
    } else {
      b.add(src, tgt);
      for (int i = 0; i < 9; ++i)
        b.add(random_tokens(gen, 1, 20, config_.vocab_size), random_tokens(gen, 0, 20, config_.vocab_size));
      index = 0;
    }
    const auto all = backend_->forced_decode(b, true);
    ASSERT_EQ(all.size(), std::size_t(b.size()));
    const ForcedResult& r = all[std::size_t(index)];
    SCOPED_TRACE("arrangement " + std::to_string(arrangement));
    EXPECT_TRUE(all_close(r.token_log_probs, alone.token_log_probs, 1e-5));
    ASSERT_EQ(r.attention.encoder_self.size(), alone.attention.encoder_self.size());
    ASSERT_EQ(r.attention.decoder_self.size(), alone.attention.decoder_self.size());
    for (std::size_t l = 0; l < r.attention.encoder_self.size(); ++l)
      EXPECT_TRUE(all_close(r.attention.encoder_self[l], alone.attention.encoder_self[l], 1e-5))
          << "encoder " << l;
    for (std::size_t l = 0; l < r.attention.decoder_self.size(); ++l) {
      EXPECT_TRUE(all_close(r.attention.decoder_self[l], alone.attention.decoder_self[l], 1e-5))
          << "decoder " << l;
      EXPECT_TRUE(all_close(r.attention.cross[l], alone.attention.cross[l], 1e-5)) << "cross " << l;
    }
  }
}

// (c) Cached incremental decoding gives the log-probabilities of full recomputation, also across reorder().
TEST_P(ModelBehaviour, IncrementalDecodingMatchesForcedDecoding) {
  std::mt19937 gen(3);
  const int n = 5, V = config_.vocab_size;
  std::vector<Tokens> sources, targets;
  for (int i = 0; i < n; ++i) {
    sources.push_back(random_tokens(gen, 1, 14, V));
    targets.push_back(random_tokens(gen, 6, 12, V));
  }
  std::vector<std::vector<float>> expected;  // forced log P of target_out[t], each sentence alone
  for (int i = 0; i < n; ++i)
    expected.push_back(forced_one(sources[std::size_t(i)], targets[std::size_t(i)], false).token_log_probs);
  auto target_in = [&](int sent, int t) {
    return t == 0 ? kBosId : targets[std::size_t(sent)][std::size_t(t - 1)];
  };
  auto target_len = [&](int sent) { return int(targets[std::size_t(sent)].size()) + 1; };  // with EOS
  auto target_out = [&](int sent, int t) {
    return t + 1 < target_len(sent) ? targets[std::size_t(sent)][std::size_t(t)] : kEosId;
  };
  const int max_len = 13;

  // Steps every row of `rows` (row -> sentence) at position t and compares with the forced results.
  auto check_step = [&](DecodeSession& session, const std::vector<int>& rows, int t) {
    ASSERT_EQ(session.rows(), int(rows.size()));
    Tokens last;
    for (int s : rows) last.push_back(t < target_len(s) ? target_in(s, t) : kEosId);
    std::vector<float> lp(rows.size() * std::size_t(V));
    session.step(last, t, lp);
    for (std::size_t r = 0; r < rows.size(); ++r) {
      double total = 0;
      for (int v = 0; v < V; ++v) total += std::exp(double(lp[r * std::size_t(V) + std::size_t(v)]));
      EXPECT_NEAR(total, 1.0, 1e-4) << "row " << r << " is a log-distribution";
      const int s = rows[r];
      if (t >= target_len(s)) continue;
      EXPECT_NEAR(lp[r * std::size_t(V) + std::size_t(target_out(s, t))],
                  expected[std::size_t(s)][std::size_t(t)], 1e-4)
          << "row " << r << " (sentence " << s << ") position " << t;
    }
  };

  {  // Plain: one row per sentence.
    std::vector<int> rows(static_cast<std::size_t>(n));
    std::iota(rows.begin(), rows.end(), 0);
    auto session = backend_->start_decoding(sources, rows, max_len);
    for (int t = 0; t < max_len; ++t) check_step(*session, rows, t);
  }
  {  // Rows that are not in sentence order from the start, then reorders that duplicate, drop and permute.
    std::vector<int> rows = {3, 0, 4, 1, 2, 0};
    auto session = backend_->start_decoding(sources, rows, max_len);
    int t = 0;
    for (; t < 3; ++t) check_step(*session, rows, t);
    const std::vector<std::vector<int>> reorders = {{2, 1, 1, 5, 0}, {4, 4, 0}, {2, 1, 0, 0, 1, 2, 2}};
    for (const auto& parents : reorders) {
      std::vector<int> next;
      for (int p : parents) next.push_back(rows[std::size_t(p)]);
      session->reorder(parents);
      rows = next;
      for (int k = 0; k < 3; ++k, ++t) check_step(*session, rows, t);
    }
  }
}

// (d) Beam search with a beam of 1 is greedy search.
TEST_P(ModelBehaviour, BeamOfOneIsGreedy) {
  std::mt19937 gen(4);
  std::vector<Tokens> sources;
  for (int i = 0; i < 20; ++i) sources.push_back(random_tokens(gen, 1, 15, config_.vocab_size));
  DecodeOptions o;
  o.beam_size = 1;
  o.max_length = 20;
  const auto greedy = greedy_search(*backend_, config_, sources, o);
  const auto beam = beam_search(*backend_, config_, sources, o);
  ASSERT_EQ(greedy.size(), sources.size());
  ASSERT_EQ(beam.size(), sources.size());
  int ended = 0;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    ASSERT_EQ(beam[i].size(), 1u) << "sentence " << i;
    EXPECT_EQ(beam[i][0].tokens, greedy[i].tokens) << "sentence " << i;
    EXPECT_NEAR(beam[i][0].log_prob, greedy[i].log_prob, 1e-4) << "sentence " << i;
    ended += greedy[i].tokens.size() < 20;
  }
  EXPECT_GE(ended, 5) << "the test model should end some hypotheses with EOS";
  EXPECT_LT(ended, 20) << "and let others run to the limit";
  // Greedy decoding sentence by sentence gives the same as batched.
  for (std::size_t i = 0; i < sources.size(); i += 5) {
    const auto single = greedy_search(*backend_, config_, {sources[i]}, o);
    EXPECT_EQ(single[0].tokens, greedy[i].tokens) << "sentence " << i;
  }
}

double gnmt_penalty(std::size_t tokens_with_eos, double alpha) {
  return std::pow((5.0 + double(tokens_with_eos)) / 6.0, alpha);
}

// (e) A beam of 4 finds hypotheses at least as good as greedy's (length-normalised), n-best lists are sorted,
// and every reported log-probability is what forced decoding assigns to the hypothesis.
TEST_P(ModelBehaviour, BeamSearchBeatsGreedyAndScoresAreConsistent) {
  std::mt19937 gen(5);
  std::vector<Tokens> sources;
  for (int i = 0; i < 20; ++i) sources.push_back(random_tokens(gen, 1, 15, config_.vocab_size));
  DecodeOptions o;
  o.max_length = 20;
  o.length_penalty = 0.6f;
  const auto greedy = greedy_search(*backend_, config_, sources, o);
  o.beam_size = 4;
  o.n_best = 4;
  const auto beam = beam_search(*backend_, config_, sources, o);
  const auto via_decode = decode(*backend_, config_, sources, o);
  ASSERT_EQ(beam.size(), sources.size());
  int at_least_as_good = 0;
  for (std::size_t i = 0; i < sources.size(); ++i) {
    SCOPED_TRACE("sentence " + std::to_string(i));
    ASSERT_FALSE(beam[i].empty());
    ASSERT_LE(beam[i].size(), 4u);
    ASSERT_EQ(via_decode[i].size(), beam[i].size());
    for (std::size_t j = 0; j < beam[i].size(); ++j) {
      const Hypothesis& h = beam[i][j];
      EXPECT_EQ(via_decode[i][j].tokens, h.tokens);
      if (j > 0) {
        EXPECT_GE(beam[i][j - 1].score, h.score) << "n-best list not sorted";
      }
      EXPECT_NEAR(h.score, h.log_prob / gnmt_penalty(h.tokens.size() + 1, 0.6), 1e-4);
      for (auto tok : h.tokens) {
        EXPECT_NE(tok, kPadId);
        EXPECT_NE(tok, kBosId);
        EXPECT_NE(tok, kEosId);
      }
      expect_log_prob_consistent(sources[i], h);
    }
    const double greedy_norm = greedy[i].log_prob / gnmt_penalty(greedy[i].tokens.size() + 1, 0.6);
    if (beam[i][0].score >= greedy_norm - 1e-5) ++at_least_as_good;
    expect_log_prob_consistent(sources[i], greedy[i]);
  }
  EXPECT_GE(at_least_as_good, 17) << "beam 4 should match or beat greedy on nearly every sentence";
}

// The output length caps: DecodeOptions::max_length says "cap the output at this many tokens", and the
// paper's limit is "input length + 50" (max_length_offset).
//
// Regression: the search once appended the token chosen at the last allowed position even when it was not
// EOS, returning max_length + 1 tokens; the last allowed position is now always EOS.
TEST_P(ModelBehaviour, MaxLengthCapsTheOutput) {
  // A model that never wants to stop: EOS strongly penalised.
  backend_->set_parameters(random_parameters(config_, 11, -30.0f));
  std::mt19937 gen(6);
  std::vector<Tokens> sources;
  for (int i = 0; i < 4; ++i) sources.push_back(random_tokens(gen, 1, 8, config_.vocab_size));
  for (int beam : {1, 3}) {
    DecodeOptions o;
    o.beam_size = beam;
    o.max_length = 5;
    const auto out = decode(*backend_, config_, sources, o);
    for (std::size_t i = 0; i < out.size(); ++i) {
      ASSERT_FALSE(out[i].empty());
      EXPECT_LE(out[i][0].tokens.size(), 5u) << "beam " << beam << " sentence " << i;
      EXPECT_GE(out[i][0].tokens.size(), 5u) << "EOS is suppressed, so the cap is reached";
    }
    // Without max_length, the paper's limit: source length + 50.
    o.max_length = 0;
    o.max_length_offset = 3;
    const auto out2 = decode(*backend_, config_, sources, o);
    for (std::size_t i = 0; i < out2.size(); ++i)
      EXPECT_LE(out2[i][0].tokens.size(), sources[i].size() + 3) << "beam " << beam << " sentence " << i;
  }
}

// (f) Attention maps: shapes, rows are distributions, the decoder's self-attention is causal.
TEST_P(ModelBehaviour, AttentionMapsAreDistributions) {
  std::mt19937 gen(7);
  Batch b;
  std::vector<std::pair<int, int>> lengths;
  for (int i = 0; i < 4; ++i) {
    const Tokens s = random_tokens(gen, 1, 12, config_.vocab_size),
                 t = random_tokens(gen, 0, 12, config_.vocab_size);
    b.add(s, t);
    lengths.emplace_back(int(s.size()) + 1, int(t.size()) + 1);
  }
  const auto results = backend_->forced_decode(b, true);
  const int H = config_.n_heads;
  auto check_rows = [&](const std::vector<float>& map, int queries, int keys, bool causal,
                        const std::string& what) {
    ASSERT_EQ(map.size(), std::size_t(H * queries * keys)) << what;
    for (int h = 0; h < H; ++h)
      for (int q = 0; q < queries; ++q) {
        double sum = 0;
        for (int k = 0; k < keys; ++k) {
          const float p = map[std::size_t((h * queries + q) * keys + k)];
          if (causal && k > q) {
            ASSERT_EQ(p, 0.0f) << what << " head " << h << " query " << q << " key " << k;
          } else {
            ASSERT_GE(p, 0.0f) << what;
            ASSERT_LE(p, 1.0f) << what;
          }
          sum += p;
        }
        ASSERT_NEAR(sum, 1.0, 1e-5) << what << " head " << h << " query " << q;
      }
  };
  for (std::size_t i = 0; i < results.size(); ++i) {
    const auto& a = results[i].attention;
    const auto [S, T] = lengths[i];
    EXPECT_EQ(a.heads, H);
    EXPECT_EQ(a.source_length, S);
    EXPECT_EQ(a.target_length, T);
    EXPECT_EQ(results[i].token_log_probs.size(), std::size_t(T));
    ASSERT_EQ(a.encoder_self.size(), std::size_t(config_.encoder_layers));
    ASSERT_EQ(a.decoder_self.size(), std::size_t(config_.decoder_layers));
    ASSERT_EQ(a.cross.size(), std::size_t(config_.decoder_layers));
    for (std::size_t l = 0; l < a.encoder_self.size(); ++l)
      check_rows(a.encoder_self[l], S, S, false, "encoder layer " + std::to_string(l));
    for (std::size_t l = 0; l < a.decoder_self.size(); ++l) {
      check_rows(a.decoder_self[l], T, T, true, "decoder self layer " + std::to_string(l));
      check_rows(a.cross[l], T, S, false, "cross layer " + std::to_string(l));
    }
    for (float lp : results[i].token_log_probs) {
      EXPECT_LE(lp, 0.0f);
      EXPECT_TRUE(std::isfinite(lp));
    }
  }
  // Without capture, no maps.
  const auto plain = backend_->forced_decode(b, false);
  EXPECT_TRUE(plain[0].attention.encoder_self.empty());
  EXPECT_TRUE(all_close(plain[1].token_log_probs, results[1].token_log_probs, 0.0));
}

INSTANTIATE_TEST_SUITE_P(
    Variants, ModelBehaviour,
    ::testing::Combine(::testing::Values(Variant{"post_ln", false, 4.5f, false},
                                         Variant{"pre_ln_untied_gelu", true, 3.0f, false},
                                         Variant{"post_ln_f16_weights", false, 4.5f, true}),
                       ::testing::ValuesIn(test::test_backends())),
    [](const ::testing::TestParamInfo<std::tuple<Variant, std::string>>& info) {
      return std::string(std::get<0>(info.param).name) + "_" + std::get<1>(info.param);
    });

// ---- (g) the Translator's input checks
// ---------------------------------------------------------------------

class TranslatorTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ToyTaskOptions toy;
    toy.alphabet_size = 46;  // vocab 50
    tokenizer_ = new Tokenizer(make_toy_tokenizer(toy));
  }
  static void TearDownTestSuite() {
    delete tokenizer_;
    tokenizer_ = nullptr;
  }
  Translator make_translator(float eos_bias = 4.5f) {
    ModelConfig c = make_config(false);
    c.max_positions = 32;
    Model m = make_model(c, *tokenizer_, 3);
    m.parameters = random_parameters(c, 3, eos_bias);
    return Translator(std::move(m), make_cpu_backend(c));
  }
  static std::string symbols(int n) {
    std::string s;
    for (int i = 0; i < n; ++i) s += (i ? " s" : "s") + std::to_string(i % 46);
    return s;
  }
  static Tokenizer* tokenizer_;
};
Tokenizer* TranslatorTest::tokenizer_ = nullptr;

TEST_F(TranslatorTest, EmptyInvalidAndOverlongText) {
  Translator tr = make_translator();
  DecodeOptions greedy;
  // Empty lines translate to empty text, alongside normal ones.
  const auto out = tr.translate({"", "s1 s2 s3", ""}, greedy);
  ASSERT_EQ(out.size(), 3u);
  ASSERT_EQ(out[0].candidates.size(), 1u);
  EXPECT_EQ(out[0].text(), "");
  EXPECT_TRUE(out[0].candidates[0].ids.empty());
  EXPECT_EQ(out[2].text(), "");
  EXPECT_EQ(out[1].source_ids, (Tokens{5, 6, 7}));
  EXPECT_EQ(out[1].text(), tokenizer_->decode(out[1].candidates[0].ids));
  EXPECT_EQ(tr.translate({}, greedy).size(), 0u);
  // Inspecting nothing is an error, not a crash.
  EXPECT_NE(error_of([&] { tr.inspect("", std::nullopt); }), "<no error>");

  // Invalid UTF-8 on either side.
  const std::string bad = "s1 \xff s2";
  EXPECT_NE(error_of([&] { tr.translate({"s1", bad}, greedy); }).find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.inspect(bad, std::nullopt); }).find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.inspect("s1", std::string_view(bad)); }).find("UTF-8"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.score({"s1"}, {"\xc3\x28"}); }).find("UTF-8"), std::string::npos);

  // max_positions 32: at most 31 tokens plus EOS (source) or BOS (target).
  EXPECT_NO_THROW(tr.translate({symbols(31)}, greedy));
  const std::string too_long = error_of([&] { tr.translate({symbols(32)}, greedy); });
  EXPECT_NE(too_long.find("31"), std::string::npos) << too_long;
  EXPECT_NE(too_long.find("32"), std::string::npos) << too_long;
  EXPECT_NE(error_of([&] { tr.inspect(symbols(40), std::nullopt); }).find("31"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.inspect("s1", std::string_view(symbols(40))); }).find("31"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.score({"s1"}, {symbols(33)}); }).find("31"), std::string::npos);
  EXPECT_NE(error_of([&] { tr.score({"s1", "s2"}, {"s1"}); }), "<no error>");
}

TEST_F(TranslatorTest, InspectAndScoreAgreeWithForcedDecoding) {
  Translator tr = make_translator();
  const Inspection in = tr.inspect("s3 s1 s4", std::string_view("s1 s5"));
  EXPECT_EQ(in.source_pieces, (std::vector<std::string>{"\u2581s3", "\u2581s1", "\u2581s4", "</s>"}));
  EXPECT_EQ(in.target_pieces, (std::vector<std::string>{"<s>", "\u2581s1", "\u2581s5"}));
  EXPECT_EQ(in.output_pieces, (std::vector<std::string>{"\u2581s1", "\u2581s5", "</s>"}));
  EXPECT_EQ(in.target_text, "s1 s5");
  ASSERT_EQ(in.token_log_probs.size(), 3u);
  EXPECT_EQ(in.attention.source_length, 4);
  EXPECT_EQ(in.attention.target_length, 3);
  ASSERT_EQ(in.attention.cross.size(), 2u);
  EXPECT_EQ(in.attention.cross[0].size(), std::size_t(4 * 3 * 4));
  const auto scores = tr.score({"s3 s1 s4"}, {"s1 s5"});
  ASSERT_EQ(scores.size(), 1u);
  EXPECT_NEAR(scores[0], double(in.token_log_probs[0]) + in.token_log_probs[1] + in.token_log_probs[2], 1e-5);

  // Without a target, the greedy translation is inspected.
  const Inspection g = tr.inspect("s3 s1 s4", std::nullopt);
  const auto t = tr.translate({"s3 s1 s4"}, DecodeOptions{});
  EXPECT_EQ(g.target_text, t[0].text());
  EXPECT_EQ(g.target_pieces.size(), t[0].candidates[0].ids.size() + 1);
}

// Many pairs in one batch give each pair exactly what inspect() gives it alone (packing changes nothing).
TEST_F(TranslatorTest, InspectPairsEqualsInspectingOneByOne) {
  Translator tr = make_translator();
  std::vector<std::string> sources, targets;
  for (int i = 0; i < 40; ++i) {  // more than one batch of 32
    sources.push_back(symbols(2 + i % 9));
    targets.push_back(symbols(1 + (i * 7) % 5));
  }
  const auto batched = tr.inspect_pairs(sources, targets);
  ASSERT_EQ(batched.size(), sources.size());
  for (std::size_t i = 0; i < sources.size(); ++i) {
    const Inspection one = tr.inspect(sources[i], std::string_view(targets[i]));
    EXPECT_EQ(batched[i].source_pieces, one.source_pieces) << i;
    EXPECT_EQ(batched[i].output_pieces, one.output_pieces) << i;
    EXPECT_EQ(batched[i].target_text, one.target_text) << i;
    ASSERT_EQ(batched[i].token_log_probs.size(), one.token_log_probs.size()) << i;
    for (std::size_t t = 0; t < one.token_log_probs.size(); ++t)
      EXPECT_NEAR(batched[i].token_log_probs[t], one.token_log_probs[t], 1e-5) << i;
    ASSERT_EQ(batched[i].attention.cross.size(), one.attention.cross.size());
    for (std::size_t l = 0; l < one.attention.cross.size(); ++l) {
      ASSERT_EQ(batched[i].attention.cross[l].size(), one.attention.cross[l].size());
      for (std::size_t k = 0; k < one.attention.cross[l].size(); ++k)
        ASSERT_NEAR(batched[i].attention.cross[l][k], one.attention.cross[l][k], 1e-5) << i;
      for (std::size_t k = 0; k < one.attention.encoder_self[l % one.attention.encoder_self.size()].size();
           ++k)
        ASSERT_NEAR(batched[i].attention.encoder_self[l % one.attention.encoder_self.size()][k],
                    one.attention.encoder_self[l % one.attention.encoder_self.size()][k], 1e-5)
            << i;
    }
  }
  EXPECT_NE(error_of([&] { tr.inspect_pairs({"s1"}, {}); }), "<no error>");
}

// Inspecting with no target decodes greedily first; the translation must then fit forced decoding.
//
// Regression: a model that does not emit EOS before the length limit once made greedy_search return
// max_positions tokens, and forced decoding of BOS + those tokens then threw for a valid 20-token input.
TEST_F(TranslatorTest, InspectOfATranslationThatHitsTheLengthLimit) {
  Translator tr = make_translator(-30.0f);  // EOS never wins
  const std::string source = symbols(20);
  const auto t = tr.translate({source}, DecodeOptions{});
  EXPECT_LE(t[0].candidates[0].ids.size(), 31u) << "max_positions 32 leaves room for 31 tokens after BOS";
  Inspection in;
  EXPECT_NO_THROW(in = tr.inspect(source, std::nullopt));
  EXPECT_EQ(in.target_pieces.size(), in.token_log_probs.size());
}

}  // namespace
}  // namespace attn
