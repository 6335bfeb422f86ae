// Switching heads off (Michel et al. 2019) on every backend: an empty mask changes nothing, masking one head
// equals removing its columns from W^O (a hand computation on the weights), masking every cross-attention
// head makes the output independent of the source, and decoding sees the mask as forced decoding does.
#include "attention/head_mask.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/decoding.h"
#include "attention/parameters.h"
#include "test_support.h"

namespace attn {
namespace {

using Tokens = std::vector<std::int32_t>;

std::vector<float> forced_log_probs(Backend& b, const Tokens& src, const Tokens& tgt) {
  Batch batch;
  batch.add(src, tgt);
  return b.forced_decode(batch, false).front().token_log_probs;
}

class HeadMasking : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    config_ = test::small_model_config();
    params_ = test::noisy_parameters(config_, 5);
    backend_ = make_backend(GetParam(), config_);
    backend_->set_parameters(params_);
  }
  ModelConfig config_;
  std::vector<float> params_;
  std::unique_ptr<Backend> backend_;
  const Tokens src_{5, 9, 12, 7, 30}, other_src_{33, 4, 18}, tgt_{8, 14, 21, 6};
};

TEST_P(HeadMasking, EmptyMaskIsBitIdenticalToNoMask) {
  const auto before = forced_log_probs(*backend_, src_, tgt_);
  backend_->set_head_mask(HeadMask(config_));
  const auto after = forced_log_probs(*backend_, src_, tgt_);
  ASSERT_EQ(before.size(), after.size());
  for (std::size_t i = 0; i < before.size(); ++i) EXPECT_EQ(before[i], after[i]) << "token " << i;
}

// Masking head h of a layer multiplies its output by 0 before W^O: the same as zeroing W^O's input columns
// h*dh .. (h+1)*dh on an unmasked model. One head of each kind, each checked against those weights.
TEST_P(HeadMasking, MaskingOneHeadEqualsZeroingItsColumnsOfTheOutputProjection) {
  const ParameterLayout layout(config_);
  const int d = config_.d_model, dh = config_.head_dim();
  struct Case {
    AttentionKind kind;
    int layer, head;
    std::size_t w_out;
  };
  const Case cases[] = {{AttentionKind::kEncoderSelf, 0, 1, layout.encoder[0].attn_out.weight},
                        {AttentionKind::kDecoderSelf, 1, 3, layout.decoder[1].self_out.weight},
                        {AttentionKind::kCross, 1, 0, layout.decoder[1].cross_out.weight}};
  const auto unmasked = forced_log_probs(*backend_, src_, tgt_);
  for (const Case& c : cases) {
    HeadMask mask(config_);
    mask.set(c.kind, c.layer, c.head, true);
    backend_->set_head_mask(mask);
    const auto masked = forced_log_probs(*backend_, src_, tgt_);
    backend_->set_head_mask(HeadMask(config_));

    std::vector<float> edited = params_;
    for (int row = 0; row < d; ++row)
      for (int col = c.head * dh; col < (c.head + 1) * dh; ++col)
        edited[c.w_out + std::size_t(row) * d + col] = 0;
    auto reference = make_backend(GetParam(), config_);
    reference->set_parameters(edited);
    const auto expected = forced_log_probs(*reference, src_, tgt_);

    ASSERT_EQ(masked.size(), expected.size());
    double change = 0;
    for (std::size_t i = 0; i < masked.size(); ++i) {
      EXPECT_NEAR(masked[i], expected[i], 1e-5) << mask.to_string() << " token " << i;
      change += std::abs(double(masked[i]) - unmasked[i]);
    }
    EXPECT_GT(change, 1e-4) << mask.to_string() << " should change the model";
  }
}

TEST_P(HeadMasking, MaskingEveryCrossAttentionHeadMakesTheOutputIndependentOfTheSource) {
  const auto a = forced_log_probs(*backend_, src_, tgt_), b = forced_log_probs(*backend_, other_src_, tgt_);
  double differ = 0;
  for (std::size_t i = 0; i < a.size(); ++i) differ += std::abs(double(a[i]) - b[i]);
  EXPECT_GT(differ, 1e-3) << "unmasked, the source matters";

  backend_->set_head_mask(HeadMask::parse("cross:1.*,cross:2.*", config_));
  const auto ma = forced_log_probs(*backend_, src_, tgt_), mb = forced_log_probs(*backend_, other_src_, tgt_);
  for (std::size_t i = 0; i < ma.size(); ++i) EXPECT_NEAR(ma[i], mb[i], 1e-6) << "token " << i;

  // Incremental decoding sees the same mask: greedy output is then the same for both sources.
  DecodeOptions o;
  o.beam_size = 1;
  o.max_length = 6;  // the same cap for both sources, whatever their lengths
  const auto ga = greedy_search(*backend_, config_, {src_}, o).front();
  const auto gb = greedy_search(*backend_, config_, {other_src_}, o).front();
  EXPECT_EQ(ga.tokens, gb.tokens);
}

TEST_P(HeadMasking, DecodingWithAMaskScoresWhatForcedDecodingWithTheMaskScores) {
  backend_->set_head_mask(HeadMask::parse("enc:1.2,dec:2.1,cross:1.4", config_));
  DecodeOptions o;
  o.beam_size = 1;
  o.max_length_offset = 8;
  const Hypothesis h = greedy_search(*backend_, config_, {src_}, o).front();
  ASSERT_FALSE(h.tokens.empty());
  const auto f = forced_log_probs(*backend_, src_, h.tokens);
  double sum = 0;
  for (float x : f) sum += x;
  const double without_eos = sum - f.back();
  EXPECT_TRUE(std::abs(h.log_prob - sum) < 1e-3 || std::abs(h.log_prob - without_eos) < 1e-3)
      << h.log_prob << " vs " << sum << " / " << without_eos;
}

INSTANTIATE_TEST_SUITE_P(Backends, HeadMasking, ::testing::ValuesIn(test::test_backends()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(HeadMaskSpec, ParsesCountsFromOneAndPrintsBack) {
  const ModelConfig c = test::small_model_config();
  const HeadMask m = HeadMask::parse("enc:1.2, dec:2.4,cross:2.*", c);
  EXPECT_TRUE(m.masked(AttentionKind::kEncoderSelf, 0, 1));
  EXPECT_TRUE(m.masked(AttentionKind::kDecoderSelf, 1, 3));
  EXPECT_EQ(m.masked_heads(AttentionKind::kCross, 1), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_TRUE(m.masked_heads(AttentionKind::kCross, 0).empty());
  EXPECT_EQ(m.to_string(), "enc:1.2,dec:2.4,cross:2.1,cross:2.2,cross:2.3,cross:2.4");
  EXPECT_TRUE(HeadMask::parse("", c).empty());
}

TEST(HeadMaskSpec, BadSpecsSayWhatIsWrong) {
  const ModelConfig c = test::small_model_config();
  using test::error_of;
  EXPECT_NE(error_of([&] { HeadMask::parse("enc:3.1", c); }).find("layer 3 does not exist"),
            std::string::npos);
  EXPECT_NE(error_of([&] { HeadMask::parse("dec:1.5", c); }).find("head 5 does not exist"),
            std::string::npos);
  EXPECT_NE(error_of([&] { HeadMask::parse("self:1.1", c); }).find("unknown kind 'self'"), std::string::npos);
  EXPECT_NE(error_of([&] { HeadMask::parse("enc1.1", c); }).find("KIND:LAYER.HEAD"), std::string::npos);
  EXPECT_NE(error_of([&] { HeadMask::parse("enc:0.1", c); }).find("layer 0 does not exist"),
            std::string::npos);
}

// Issue 26: "-2147483648" parsed as an int and then made 0-based computed INT_MIN - 1 (undefined behaviour).
// Negative numbers are refused as they are read, naming the item.
TEST(HeadMaskSpec, NegativeLayersAndHeadsAreRefusedWhileParsing) {
  const ModelConfig c = test::small_model_config();
  using test::error_of;
  for (const char* spec : {"enc:-2147483648.1", "dec:1.-2147483648", "cross:-1.1", "enc:1.-3"}) {
    const std::string error = error_of([&] { HeadMask::parse(spec, c); });
    EXPECT_NE(error.find("negative"), std::string::npos) << spec << ": " << error;
    EXPECT_NE(error.find(spec), std::string::npos) << spec << ": " << error;
  }
}

}  // namespace
}  // namespace attn
