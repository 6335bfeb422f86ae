// Head importance (Michel et al. 2019) on every backend: the gate gradients dL(x)/dξ_h the graph computes
// equal finite differences of each sentence's loss when the head's output is scaled by ξ (done by scaling its
// columns of W^O), a masked head has none, and per-layer normalisation gives unit ℓ2 norms.
#include "attention/head_importance.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/head_mask.h"
#include "attention/parameters.h"
#include "test_support.h"

namespace attn {
namespace {

class HeadImportanceGradients : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    config_ = test::small_model_config();
    config_.label_smoothing = 0.1f;  // the gate gradients use the plain NLL regardless
    params_ = test::noisy_parameters(config_, 7);
    batch_.add({5, 9, 12, 7, 30}, {8, 14, 21, 6});
    batch_.add({33, 4, 18}, {11, 25, 9, 17, 10});
  }
  // Each sentence's summed NLL with head (kind, layer, head)'s output scaled by xi.
  std::vector<double> losses_with_gate(const LinearSlot& out, int head, double xi) {
    std::vector<float> p = params_;
    const int d = config_.d_model, dh = config_.head_dim();
    for (int row = 0; row < d; ++row)
      for (int col = head * dh; col < (head + 1) * dh; ++col)
        p[out.weight + std::size_t(row) * d + col] = float(p[out.weight + std::size_t(row) * d + col] * xi);
    auto b = make_backend(GetParam(), config_);
    b->set_parameters(p);
    std::vector<double> out_losses;
    for (const auto& r : b->forced_decode(batch_, false)) {
      double nll = 0;
      for (float lp : r.token_log_probs) nll -= lp;
      out_losses.push_back(nll);
    }
    return out_losses;
  }
  ModelConfig config_;
  std::vector<float> params_;
  Batch batch_;
};

TEST_P(HeadImportanceGradients, GateGradientsEqualFiniteDifferencesOfEachSentencesLoss) {
  auto backend = make_backend(GetParam(), config_);
  backend->set_parameters(params_);
  const std::vector<double> g = backend->head_gate_gradients(batch_);
  const ParameterLayout layout(config_);
  const int H = config_.n_heads, L = 2;
  struct Case {
    AttentionKind kind;
    int layer, head;
    LinearSlot out;
  };
  const Case cases[] = {{AttentionKind::kEncoderSelf, 0, 2, layout.encoder[0].attn_out},
                        {AttentionKind::kDecoderSelf, 1, 0, layout.decoder[1].self_out},
                        {AttentionKind::kCross, 0, 3, layout.decoder[0].cross_out}};
  // The five-point stencil (error O(eps^4)): eps stays large enough for float losses on every device.
  const double eps = 3e-3;
  for (const Case& c : cases) {
    const auto up = losses_with_gate(c.out, c.head, 1 + eps), down = losses_with_gate(c.out, c.head, 1 - eps);
    const auto up2 = losses_with_gate(c.out, c.head, 1 + 2 * eps),
               down2 = losses_with_gate(c.out, c.head, 1 - 2 * eps);
    for (int s = 0; s < 2; ++s) {
      const std::size_t i = std::size_t(s);
      const double fd = (-up2[i] + 8 * up[i] - 8 * down[i] + down2[i]) / (12 * eps);
      const double analytic =
          g[((std::size_t(s) * 3 + std::size_t(c.kind)) * L + std::size_t(c.layer)) * H + c.head];
      EXPECT_NEAR(analytic, fd, 2e-3 + 2e-2 * std::abs(fd))
          << "sentence " << s << " kind " << int(c.kind) << " layer " << c.layer << " head " << c.head;
    }
  }
}

TEST_P(HeadImportanceGradients, AMaskedHeadHasNoGateGradient) {
  auto backend = make_backend(GetParam(), config_);
  backend->set_parameters(params_);
  backend->set_head_mask(HeadMask::parse("dec:2.1", config_));
  const std::vector<double> g = backend->head_gate_gradients(batch_);
  const int H = config_.n_heads, L = 2;
  for (int s = 0; s < 2; ++s) {
    EXPECT_EQ(g[((std::size_t(s) * 3 + 1) * L + 1) * H + 0], 0.0);
    EXPECT_NE(g[((std::size_t(s) * 3 + 1) * L + 1) * H + 1], 0.0);
  }
}

INSTANTIATE_TEST_SUITE_P(Backends, HeadImportanceGradients, ::testing::ValuesIn(test::test_backends()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(HeadImportanceOrder, AscendingFollowsTheNormalisedScores) {
  HeadImportance imp;
  imp.heads = 2;
  imp.layers[0] = 1;
  imp.layers[1] = 1;
  imp.layers[2] = 1;
  imp.raw = {{{3, 4}}, {{1, 0}}, {{0.5, 0.5}}};
  imp.normalised = {{{0.6, 0.8}}, {{1, 0}}, {{std::sqrt(0.5), std::sqrt(0.5)}}};
  const auto order = imp.ascending();
  ASSERT_EQ(order.size(), 6u);
  EXPECT_EQ(order[0].kind, AttentionKind::kDecoderSelf);
  EXPECT_EQ(order[0].head, 1);
  EXPECT_EQ(order[1].kind, AttentionKind::kEncoderSelf);
  EXPECT_EQ(order[1].head, 0);
  EXPECT_EQ(order.back().kind, AttentionKind::kDecoderSelf);
  EXPECT_EQ(order.back().head, 0);
}

}  // namespace
}  // namespace attn
