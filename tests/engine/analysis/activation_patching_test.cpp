// Activation patching (attention/activation_patch.h, attention/activation_patching.h): the graph writes
// recorded head contexts and residual rows over a pass's own, on every backend; the analysis reads the
// pronoun step's logit difference from patched runs.
#include "attention/activation_patching.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <tuple>
#include <vector>

#include "attention/activation_patch.h"
#include "attention/backend.h"
#include "bundled_model_checks.h"
#include "test_support.h"

namespace attn {
namespace {

// Two sources of the same length that differ in one token (the "antecedent"), one target prefix.
const std::vector<std::int32_t> kClean{5, 6, 7, 8, 9, 10}, kCorrupted{5, 17, 7, 8, 9, 10},
    kPrefix{11, 12, 13};
constexpr int kStep = 3;  // the row after the prefix: what the step after "13" predicts

class ActivationPatching : public ::testing::TestWithParam<std::tuple<bool, std::string>> {
 protected:
  void SetUp() override {
    config_ = test::small_model_config();
    config_.d_model = 32;
    config_.n_heads = 4;
    if (std::get<0>(GetParam())) config_.norm_position = NormPosition::kPre;
    backend_ = make_backend(std::get<1>(GetParam()), config_);
    backend_->set_parameters(test::noisy_parameters(config_, 7, 0.3f));
  }
  Batch batch(const std::vector<std::int32_t>& source) const {
    Batch b(config_.vocabulary());
    b.add(source, kPrefix);
    return b;
  }
  std::vector<float> logits(const std::vector<std::int32_t>& source, const ActivationPatch& patch = {}) {
    return backend_->patched_logits(batch(source), kStep, patch);
  }
  // Every head of every kind and layer (or of the listed kinds), copied from a trace of a run.
  ActivationPatch heads_from(const std::vector<TracedTensor>& trace, std::vector<AttentionKind> kinds) const {
    const int dh = config_.head_dim(), d = config_.d_model;
    ActivationPatch patch;
    for (AttentionKind kind : kinds) {
      const int layers =
          kind == AttentionKind::kEncoderSelf ? config_.encoder_layers : config_.decoder_layers;
      for (int l = 0; l < layers; ++l) {
        const std::string name = (kind == AttentionKind::kEncoderSelf ? "encoder." : "decoder.") +
                                 std::to_string(l) + (kind == AttentionKind::kCross ? ".cross" : ".self") +
                                 ".context";
        const auto t =
            std::find_if(trace.begin(), trace.end(), [&](const auto& x) { return x.name == name; });
        EXPECT_NE(t, trace.end()) << name;
        if (t == trace.end()) continue;
        for (int h = 0; h < config_.n_heads; ++h) {
          ActivationPatch::Head head{kind, l, h, {}};
          for (int r = 0; r < t->rows; ++r)
            head.values.insert(head.values.end(), t->values.begin() + r * d + h * dh,
                               t->values.begin() + r * d + (h + 1) * dh);
          patch.heads.push_back(std::move(head));
        }
      }
    }
    return patch;
  }
  static constexpr std::initializer_list<AttentionKind> kAllKinds = {
      AttentionKind::kEncoderSelf, AttentionKind::kDecoderSelf, AttentionKind::kCross};

  ModelConfig config_;
  std::unique_ptr<Backend> backend_;
};

double max_difference(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  double m = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) m = std::max(m, std::abs(double(a[i]) - b[i]));
  return m;
}

// The two sentences are far enough apart that "equal to float precision" below says something.
TEST_P(ActivationPatching, CleanAndCorruptedRunsDiffer) {
  EXPECT_GT(max_difference(logits(kClean), logits(kCorrupted)), 1e-2);
}

// The patched pass's logits are the forced decoding's: with no patch, log-softmax of the row gives the same
// log P of the token forced decoding scores there.
TEST_P(ActivationPatching, AnEmptyPatchIsTheForcedDecoding) {
  Batch b(config_.vocabulary());
  b.add(kCorrupted, {11, 12, 13, 14});  // row kStep is forced to 14
  const std::vector<float> z = backend_->patched_logits(b, kStep, {});
  double sum = 0;
  for (float x : z) sum += std::exp(double(x));
  const double log_p = double(z[14]) - std::log(sum);
  EXPECT_NEAR(log_p, backend_->forced_decode(b, false)[0].token_log_probs[kStep], 1e-4);
}

// Patching nothing changes nothing: no item at all, and every head written with the run's own recorded
// values, both give the corrupted run's logits exactly.
TEST_P(ActivationPatching, PatchingNothingChangesNothing) {
  const std::vector<float> corrupted = logits(kCorrupted);
  EXPECT_EQ(logits(kCorrupted, ActivationPatch{}), corrupted);
  const ActivationPatch own = heads_from(backend_->trace_forward(batch(kCorrupted)), kAllKinds);
  EXPECT_LE(max_difference(logits(kCorrupted, own), corrupted), 1e-5);
}

// Patching every head from the clean run restores the clean logits to float precision. Why "every head" is
// enough without the residual stream: the sentences have the same length and the same target prefix, so the
// decoder's embeddings are the same in both runs, and the decoder sees the source only through
// cross-attention's context. With every decoder self- and cross-attention head's context the clean one, every
// input of every decoder block is the clean one, whatever the encoder computed. The encoder's own stream
// still differs (its layer-0 residual carries the corrupted embeddings), which patching its heads cannot
// undo, but it reaches the logits only through the cross contexts that are overwritten. So the decoder's
// heads alone are exact too, while the encoder's heads alone are not.
TEST_P(ActivationPatching, PatchingEveryHeadRestoresTheCleanRun) {
  const std::vector<float> clean = logits(kClean), corrupted = logits(kCorrupted);
  const std::vector<TracedTensor> trace = backend_->trace_forward(batch(kClean));
  EXPECT_LE(max_difference(logits(kCorrupted, heads_from(trace, kAllKinds)), clean), 1e-5);
  EXPECT_LE(
      max_difference(
          logits(kCorrupted, heads_from(trace, {AttentionKind::kDecoderSelf, AttentionKind::kCross})), clean),
      1e-5);
  EXPECT_GT(max_difference(logits(kCorrupted, heads_from(trace, {AttentionKind::kEncoderSelf})), clean),
            1e-3);
  // One head moves the logits, but not all the way.
  ActivationPatch one = heads_from(trace, {AttentionKind::kCross});
  one.heads.resize(1);
  const double moved = max_difference(logits(kCorrupted, one), corrupted);
  EXPECT_GT(moved, 1e-6);
  EXPECT_GT(max_difference(logits(kCorrupted, one), clean), 1e-4);
}

// The residual stream: the encoder's layer-0 input at every position is the whole difference between the
// runs; one position's own value written back changes nothing.
TEST_P(ActivationPatching, PatchingTheResidualStream) {
  const std::vector<TracedTensor> trace = backend_->trace_forward(batch(kClean));
  const auto input =
      std::find_if(trace.begin(), trace.end(), [](const auto& t) { return t.name == "encoder.input"; });
  ASSERT_NE(input, trace.end());
  const int d = config_.d_model;
  ActivationPatch all;
  for (int p = 0; p < input->rows; ++p)
    all.residuals.push_back(
        {false, 0, p,
         std::vector<float>(input->values.begin() + p * d, input->values.begin() + (p + 1) * d)});
  EXPECT_LE(max_difference(logits(kCorrupted, all), logits(kClean)), 1e-5);
  // Only the position where the sentences differ matters at layer 0.
  ActivationPatch differing;
  differing.residuals.push_back(all.residuals[1]);
  EXPECT_LE(max_difference(logits(kCorrupted, differing), logits(kClean)), 1e-5);
  ActivationPatch same;
  same.residuals.push_back(all.residuals[0]);
  EXPECT_LE(max_difference(logits(kCorrupted, same), logits(kCorrupted)), 1e-5);
  // A later layer's stream at the differing position carries some of the difference, not all of it (the
  // other positions' streams have mixed the corrupted token in by then).
  const auto block =
      std::find_if(trace.begin(), trace.end(), [](const auto& t) { return t.name == "encoder.0.ffn.block"; });
  ASSERT_NE(block, trace.end());
  ActivationPatch later;
  later.residuals.push_back(
      {false, 1, 1, std::vector<float>(block->values.begin() + d, block->values.begin() + 2 * d)});
  EXPECT_GT(max_difference(logits(kCorrupted, later), logits(kClean)), 1e-4);
  EXPECT_GT(max_difference(logits(kCorrupted, later), logits(kCorrupted)), 1e-6);
}

// A head masked in both runs records zeros in the clean run, and patching it changes nothing.
TEST_P(ActivationPatching, PatchingAMaskedHeadHasNoEffect) {
  HeadMask mask(config_);
  mask.set(AttentionKind::kEncoderSelf, 0, 1, true);
  mask.set(AttentionKind::kCross, 1, 2, true);
  backend_->set_head_mask(mask);
  const std::vector<float> corrupted = logits(kCorrupted);
  EXPECT_GT(max_difference(corrupted, logits(kClean)), 1e-2);
  const ActivationPatch every = heads_from(backend_->trace_forward(batch(kClean)), kAllKinds);
  for (const auto& head : every.heads) {
    if (!mask.masked(head.kind, head.layer, head.head)) continue;
    EXPECT_TRUE(std::all_of(head.values.begin(), head.values.end(), [](float v) { return v == 0; }));
    ActivationPatch one;
    one.heads.push_back(head);
    EXPECT_EQ(logits(kCorrupted, one), corrupted);
  }
  // A masked head stays off even when non-zero values are written into it.
  ActivationPatch loud;
  loud.heads.push_back({AttentionKind::kCross, 1, 2,
                        std::vector<float>((kPrefix.size() + 1) * std::size_t(config_.head_dim()), 5.0f)});
  EXPECT_EQ(logits(kCorrupted, loud), corrupted);
  backend_->set_head_mask(HeadMask(config_));
}

TEST_P(ActivationPatching, BadPatchesAreClearErrors) {
  ActivationPatch wrong_rows;
  wrong_rows.heads.push_back({AttentionKind::kEncoderSelf, 0, 0, std::vector<float>(5)});
  EXPECT_NE(test::error_of([&] { logits(kCorrupted, wrong_rows); }).find("rows"), std::string::npos);
  ActivationPatch no_layer;
  no_layer.heads.push_back({AttentionKind::kCross, 9, 0, {}});
  EXPECT_NE(test::error_of([&] { logits(kCorrupted, no_layer); }).find("does not exist"), std::string::npos);
  ActivationPatch no_position;
  no_position.residuals.push_back({true, 0, 4, std::vector<float>(std::size_t(config_.d_model))});
  EXPECT_NE(test::error_of([&] { logits(kCorrupted, no_position); }).find("position 4"), std::string::npos);
  EXPECT_NE(test::error_of([&] { backend_->patched_logits(batch(kCorrupted), 4, {}); }).find("outside"),
            std::string::npos);
  Batch two = batch(kClean);
  two.add(kCorrupted, kPrefix);
  EXPECT_NE(test::error_of([&] { backend_->patched_logits(two, 0, {}); }).find("one sentence"),
            std::string::npos);
  // A failed pass leaves no patch behind.
  EXPECT_EQ(logits(kCorrupted), logits(kCorrupted, ActivationPatch{}));
}

INSTANTIATE_TEST_SUITE_P(Backends, ActivationPatching,
                         ::testing::Combine(::testing::Bool(), ::testing::ValuesIn(test::test_backends())),
                         [](const ::testing::TestParamInfo<std::tuple<bool, std::string>>& info) {
                           return std::string(std::get<0>(info.param) ? "pre_ln_" : "post_ln_") +
                                  std::get<1>(info.param);
                         });

// ---- the pair file and the analysis on the bundled model

TEST(PatchingPairs, ParsesFieldsAndRefusesBadLines) {
  const auto pairs = parse_patching_pairs(
      "# comment\n\nA b.\tC b.\tsie\tes\n A c.\tD c.\ter\tes\tDer Prefix, weil \n", "f.tsv");
  ASSERT_EQ(pairs.size(), 2u);
  EXPECT_EQ(pairs[0].clean, "A b.");
  EXPECT_EQ(pairs[0].wrong, "es");
  EXPECT_EQ(pairs[0].line, 3);
  EXPECT_TRUE(pairs[0].target_prefix.empty());
  EXPECT_EQ(pairs[1].clean, "A c.");
  EXPECT_EQ(pairs[1].target_prefix, "Der Prefix, weil");
  EXPECT_NE(test::error_of([] { parse_patching_pairs("a\tb\tc\n", "f.tsv"); }).find("f.tsv line 1"),
            std::string::npos);
  EXPECT_NE(test::error_of([] { parse_patching_pairs("a\tb\tes\tes\n", "f.tsv"); }).find("the same"),
            std::string::npos);
  EXPECT_NE(test::error_of([] { parse_patching_pairs("a\t\tsie\tes\n", "f.tsv"); }).find("counterfactual"),
            std::string::npos);
  EXPECT_NE(test::error_of([] { parse_patching_pairs("# only a comment\n", "f.tsv"); }).find("no pairs"),
            std::string::npos);
}

class BundledPatching : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { translator_ = new Translator(bundled::load_bundled_translator("en-de")); }
  static void TearDownTestSuite() { delete translator_; }
  static Translator* translator_;
};
Translator* BundledPatching::translator_ = nullptr;

TEST_F(BundledPatching, GridsAndMetricOfOnePair) {
  const PatchingPair pair{"I opened the door. It was heavy.",
                          "I opened the box. It was heavy.",
                          "Sie",
                          "Es",
                          "Ich öffnete die Tür.",
                          0};
  const PatchingResult r = patch_pair(*translator_, pair);
  const ModelConfig& c = translator_->model().config;
  ASSERT_EQ(r.heads.size(), 3u);
  EXPECT_EQ(r.heads[0].layers, c.encoder_layers);
  EXPECT_EQ(r.heads[1].layers, c.decoder_layers);
  EXPECT_EQ(r.heads[2].layers, c.decoder_layers);
  for (const auto& g : r.heads) EXPECT_EQ(g.metric.size(), std::size_t(g.layers * c.n_heads));
  EXPECT_EQ(r.runs, 3 + (c.encoder_layers + 2 * c.decoder_layers) * c.n_heads);
  EXPECT_EQ(r.step, int(r.prefix_pieces.size()));
  EXPECT_FALSE(r.prefix_from_greedy);
  EXPECT_NE(r.correct_piece, r.wrong_piece);
  EXPECT_NEAR(r.clean, r.clean_log_p_correct - r.clean_log_p_wrong, 1e-9);
  EXPECT_NEAR(r.restored(r.clean), 1.0, 1e-9);
  EXPECT_NEAR(r.restored(r.corrupted), 0.0, 1e-9);
  EXPECT_TRUE(r.residual.empty());
  // The mean of one pair is its own share restored.
  const PatchingMean mean = mean_patching({r});
  EXPECT_EQ(mean.pairs, 1);
  EXPECT_NEAR(mean.total_effect, r.total_effect(), 1e-12);
  if (r.total_effect() != 0) {
    EXPECT_NEAR(mean.heads[2].at(0, 1), r.restored(r.heads[2].at(0, 1)), 1e-12);
  }
}

TEST_F(BundledPatching, GreedyPrefixAndResidualGrids) {
  const PatchingPair pair{"I found a bag. It was empty.", "I found a cup. It was empty.", "Sie", "Es", "", 0};
  PatchingOptions options;
  options.residual = true;
  const PatchingResult r = patch_pair(*translator_, pair, options);
  EXPECT_TRUE(r.prefix_from_greedy);
  EXPECT_FALSE(r.greedy_translation.empty());
  ASSERT_EQ(r.residual.size(), 2u);
  EXPECT_EQ(r.residual[0].columns, int(r.clean_pieces.size()));  // the source's EOS included
  EXPECT_EQ(r.residual[1].columns, r.step + 1);                  // BOS and the prefix
  // The decoder's layer-0 stream is the same in both runs: patching it is no change.
  for (int p = 0; p < r.residual[1].columns; ++p) EXPECT_NEAR(r.residual[1].at(0, p), r.corrupted, 1e-5);
}

TEST_F(BundledPatching, RefusesSentencesOfDifferentLength) {
  const PatchingPair pair{"The dog barked. It was hungry.",
                          "The big dog barked. It was hungry.",
                          "er",
                          "es",
                          "Der Hund bellte.",
                          0};
  const std::string e = test::error_of([&] { patch_pair(*translator_, pair); });
  EXPECT_NE(e.find("same token count"), std::string::npos) << e;
  const PatchingPair same_piece{"The dog barked.", "The cat barked.", "es", "es ist", "", 0};
  EXPECT_NE(test::error_of([&] { patch_pair(*translator_, same_piece); }).find("same piece"),
            std::string::npos);
  // The greedy translation says "Es" (a neuter window): with neither word in it, there is no pronoun step.
  const PatchingPair neither{
      "I opened the window. It was dirty.", "I opened the door. It was dirty.", "Sie", "Er", "", 0};
  EXPECT_NE(test::error_of([&] { patch_pair(*translator_, neither); }).find("contains neither"),
            std::string::npos);
}

// The mean by hand: two pairs with total effects 2 and 1 (shares 0.5 and 1 in the one cell), and a third
// whose total effect (0.01) is below min_effect and stays out.
TEST(PatchingMean, AveragesSharesOverPairsWithAnEffect) {
  auto result = [](double clean, double corrupted, double patched) {
    PatchingResult r;
    r.clean = clean;
    r.corrupted = corrupted;
    r.heads.push_back({"cross", 1, 1, {patched}});
    return r;
  };
  const std::vector<PatchingResult> results{result(1.0, -1.0, 0.0), result(3.0, 2.0, 3.0),
                                            result(0.01, 0.0, 5.0)};
  const PatchingMean mean = mean_patching(results, 0.05);
  EXPECT_EQ(mean.pairs, 3);
  EXPECT_EQ(mean.pairs_with_effect, 2);
  EXPECT_NEAR(mean.total_effect, (2.0 + 1.0 + 0.01) / 3, 1e-12);
  ASSERT_EQ(mean.heads.size(), 1u);
  EXPECT_NEAR(mean.heads[0].at(0, 0), (0.5 + 1.0) / 2, 1e-12);
  EXPECT_TRUE(mean.residual.empty());
  // With no pair above the bar, the share is undefined.
  EXPECT_TRUE(std::isnan(mean_patching(results, 10.0).heads[0].at(0, 0)));
  EXPECT_TRUE(std::isnan(result(1.0, 1.0, 2.0).restored(2.0)));
}

}  // namespace
}  // namespace attn
