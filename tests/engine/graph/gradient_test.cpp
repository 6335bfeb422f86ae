// Finite-difference checks of the CPU backend's explicit backward pass, for the whole model and for every
// configuration variant, tensor by tensor (a wrong gradient in any one parameter fails its own case).
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

#include "attention/backend.h"
#include "attention/parameters.h"

namespace attn {
namespace {

ModelConfig tiny_config() {
  ModelConfig c;
  c.vocab_size = 13;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.d_model = 8;
  c.n_heads = 2;
  c.d_ff = 12;
  c.dropout = 0.0f;
  c.max_positions = 32;
  return c;
}

Batch tiny_batch() {
  Batch b;
  b.add({4, 5, 6, 7}, {8, 9, 10});
  b.add({11, 4}, {5, 6, 7, 12, 4});
  b.add({9, 9, 9, 8, 7, 6}, {});
  return b;
}

struct Case {
  const char* name;
  void (*tweak)(ModelConfig&);
};

class GradientCheck : public ::testing::TestWithParam<Case> {};

TEST_P(GradientCheck, EveryTensorMatchesFiniteDifferences) {
  ModelConfig cfg = tiny_config();
  GetParam().tweak(cfg);
  ParameterLayout layout(cfg);
  std::vector<float> params;
  initialize_parameters(cfg, layout, 7, params);
  // Non-trivial norms and biases, so that their gradients are exercised away from the identity.
  std::mt19937 gen(3);
  std::normal_distribution<float> noise(0.0f, 0.1f);
  for (auto& p : params) p += noise(gen);
  auto backend = make_cpu_backend(cfg);
  const Batch batch = tiny_batch();
  const std::uint64_t seed = 42;  // same dropout masks in every evaluation
  backend->set_parameters(params);
  const LossStats base = backend->forward_backward(batch, seed);
  ASSERT_TRUE(base.finite());
  std::vector<float> grads(params.size());
  backend->get_gradients(grads);

  auto loss_at = [&](const std::vector<float>& p) {
    backend->set_parameters(p);
    const LossStats s = backend->forward_backward(batch, seed);
    return s.loss_sum / double(s.tokens);
  };
  for (const auto& info : layout.parameters()) {
    // A random direction inside this tensor: checks the whole tensor's gradient at once.
    std::vector<float> dir(info.size);
    double analytic = 0, norm = 0;
    for (std::size_t i = 0; i < info.size; ++i) {
      dir[i] = noise(gen);
      analytic += double(dir[i]) * grads[info.offset + i];
      norm += double(dir[i]) * dir[i];
    }
    const float h = 2e-3f / float(std::sqrt(norm));
    std::vector<float> plus = params, minus = params;
    for (std::size_t i = 0; i < info.size; ++i) {
      plus[info.offset + i] += h * dir[i];
      minus[info.offset + i] -= h * dir[i];
    }
    const double numeric = (loss_at(plus) - loss_at(minus)) / (2.0 * h);
    const double tolerance = 2e-3 + 2e-2 * std::abs(numeric);
    EXPECT_NEAR(analytic, numeric, tolerance) << GetParam().name << ": " << info.name;
  }
}

// Training is reproducible: the backend keeps every buffer SIMD-aligned, so two fresh backends given the same
// parameters, batch and dropout seed produce bit-identical losses and gradients.
TEST(Determinism, FreshBackendsGiveBitIdenticalGradients) {
  ModelConfig cfg = tiny_config();
  cfg.dropout = 0.1f;
  cfg.attention_dropout = 0.1f;
  ParameterLayout layout(cfg);
  std::vector<float> params;
  initialize_parameters(cfg, layout, 5, params);
  std::vector<std::vector<float>> grads;
  std::vector<double> losses;
  for (int run = 0; run < 2; ++run) {
    std::vector<float> padding(std::size_t(run) * 3 + 1);  // shift the heap between the runs
    auto backend = make_cpu_backend(cfg);
    backend->set_parameters(params);
    losses.push_back(backend->forward_backward(tiny_batch(), 9).loss_sum);
    grads.emplace_back(params.size());
    backend->get_gradients(grads.back());
  }
  EXPECT_EQ(losses[0], losses[1]);
  EXPECT_EQ(0, std::memcmp(grads[0].data(), grads[1].data(), grads[0].size() * sizeof(float)));
}

INSTANTIATE_TEST_SUITE_P(
    Variants, GradientCheck,
    ::testing::Values(Case{"post_ln", [](ModelConfig&) {}},
                      Case{"pre_ln", [](ModelConfig& c) { c.norm_position = NormPosition::kPre; }},
                      Case{"untied_learned_bias",
                           [](ModelConfig& c) {
                             c.tie_embeddings = false;
                             c.positional_encoding = PositionalEncoding::kLearned;
                             c.output_bias = true;
                           }},
                      Case{"swish_concat_pe",
                           [](ModelConfig& c) {
                             c.activation = Activation::kSwish;
                             c.positional_encoding = PositionalEncoding::kSinusoidalConcat;
                           }},
                      Case{"gelu", [](ModelConfig& c) { c.activation = Activation::kGelu; }},
                      Case{"all_dropouts",
                           [](ModelConfig& c) {
                             c.dropout = 0.2f;
                             c.attention_dropout = 0.2f;
                             c.activation_dropout = 0.2f;
                           }}),
    [](const ::testing::TestParamInfo<Case>& info) { return std::string(info.param.name); });

}  // namespace
}  // namespace attn
