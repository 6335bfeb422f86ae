// Attention rollout against hand computations on 2 x 2 and 3 x 3 maps.
#include "attention/attention_rollout.h"

#include <gtest/gtest.h>

#include "attention/error.h"

namespace attn {
namespace {

void expect_near(const std::vector<float>& got, const std::vector<float>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-6) << "at " << i;
}

TEST(AttentionRollout, ResidualMixRenormalisesRows) {
  // Row 0 sums to 0.6: 0.5 * (0.2, 0.2, 0.2) + 0.5 * (1, 0, 0) = (0.6, 0.1, 0.1), sum 0.8 -> (0.75, 0.125,
  // 0.125).
  const std::vector<float> a = {0.2f,     0.2f,     0.2f,  //
                                0.0f,     0.0f,     1.0f,  //
                                1.0f / 3, 1.0f / 3, 1.0f / 3};
  expect_near(with_residual(a, 3, 0.5), {0.75f, 0.125f, 0.125f,  //
                                         0.0f, 0.5f, 0.5f,       //
                                         1.0f / 6, 1.0f / 6, 2.0f / 3});
}

TEST(AttentionRollout, EncoderProductOverTwoLayersOfTwoByTwo) {
  AttentionMaps m;
  m.heads = 2;
  m.source_length = 2;
  m.target_length = 1;
  // Layer 1: heads (1 0; 1 0) and (1 0; 0 1), mean (1 0; .5 .5), with the residual (1 0; .25 .75).
  // Layer 2: both heads (0 1; 1 0), with the residual (.5 .5; .5 .5).
  m.encoder_self = {{1, 0, 1, 0, 1, 0, 0, 1}, {0, 1, 1, 0, 0, 1, 1, 0}};
  const AttentionMaps r = attention_rollout(m);
  ASSERT_EQ(r.heads, 1);
  ASSERT_EQ(r.encoder_self.size(), 2u);
  expect_near(r.encoder_self[0], {1, 0, 0.25f, 0.75f});
  // (.5 .5; .5 .5) · (1 0; .25 .75) = (.625 .375; .625 .375)
  expect_near(r.encoder_self[1], {0.625f, 0.375f, 0.625f, 0.375f});
}

TEST(AttentionRollout, DecoderThroughCrossAttentionAndTheEncoder) {
  AttentionMaps m;
  m.heads = 1;
  m.source_length = 2;
  m.target_length = 2;
  m.encoder_self = {{1, 0, 0.5f, 0.5f}};  // R_enc = (1 0; .25 .75)
  m.decoder_self = {{1, 0, 0.5f, 0.5f}};  // D = (1 0; .25 .75)
  m.cross = {{0, 1, 1, 0}};               // C = (0 1; 1 0)
  const AttentionMaps r = attention_rollout(m);
  // D · C = (0 1; .75 .25); · R_enc = (.25 .75; .75 + .0625, .1875)
  expect_near(r.cross[0], {0.25f, 0.75f, 0.8125f, 0.1875f});
  expect_near(r.decoder_self[0], {1, 0, 0.25f, 0.75f});
}

TEST(AttentionRollout, RowsOfAThreeByThreeStackSumToOne) {
  AttentionMaps m;
  m.heads = 1;
  m.source_length = 3;
  m.target_length = 3;
  const std::vector<float> a = {0.7f, 0.2f, 0.1f, 0.3f, 0.3f, 0.4f, 0.0f, 0.5f, 0.5f};
  const std::vector<float> causal = {1, 0, 0, 0.4f, 0.6f, 0, 0.2f, 0.3f, 0.5f};
  m.encoder_self = {a, a, a};
  m.decoder_self = {causal, causal};
  m.cross = {a, a};
  const AttentionMaps r = attention_rollout(m);
  for (const auto* stack : {&r.encoder_self, &r.decoder_self, &r.cross})
    for (const auto& map : *stack)
      for (int i = 0; i < 3; ++i)
        EXPECT_NEAR(map[std::size_t(3 * i)] + map[std::size_t(3 * i + 1)] + map[std::size_t(3 * i + 2)], 1.0,
                    1e-6);
  // The decoder rollout stays causal.
  EXPECT_EQ(r.decoder_self[1][1], 0.0f);
  EXPECT_EQ(r.decoder_self[1][2], 0.0f);
  // One encoder layer by hand: rownorm(.5 A + .5 I), row 0 = (.85, .1, .05).
  expect_near(std::vector<float>(r.encoder_self[0].begin(), r.encoder_self[0].begin() + 3),
              {0.85f, 0.1f, 0.05f});
}

TEST(AttentionRollout, BadShapesAreErrors) {
  AttentionMaps m;
  m.heads = 1;
  m.source_length = 2;
  m.target_length = 1;
  m.encoder_self = {{1, 0, 1}};
  EXPECT_THROW(attention_rollout(m), Error);
  const std::vector<float> one = {1.0f};
  EXPECT_THROW(with_residual(one, 1, 1.5), Error);
}

}  // namespace
}  // namespace attn
