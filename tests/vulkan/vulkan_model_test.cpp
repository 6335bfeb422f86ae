// The whole model on the Vulkan backend against the CPU backend: loss and every gradient of one
// forward+backward (for several model variants, with and without dropout: the device recomputes the CPU's
// dropout masks bit for bit), Adam, forced decoding with attention capture, and a 200-step training run on a
// toy task whose loss curve and greedy outputs must track the CPU's.
#include <gtest/gtest.h>

#include <cmath>

#include "attention/batch.h"
#include "attention/decoding.h"
#include "attention/schedule.h"
#include "attention/toy_tasks.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

using vktest::nmse;

Batch random_batch(const ModelConfig& c, std::uint64_t seed,
                   const std::vector<std::pair<int, int>>& lengths) {
  Rng rng(seed);
  Batch b;
  for (auto [ls, lt] : lengths) {
    std::vector<std::int32_t> s(static_cast<std::size_t>(ls)), t(static_cast<std::size_t>(lt));
    for (auto& x : s) x = 4 + std::int32_t(rng.below(std::uint64_t(c.vocab_size - 4)));
    for (auto& x : t) x = 4 + std::int32_t(rng.below(std::uint64_t(c.vocab_size - 4)));
    b.add(s, t);
  }
  return b;
}

void compare_step(const ModelConfig& config, const std::string& what) {
  SCOPED_TRACE(what);
  std::vector<float> params;
  initialize_parameters(config, ParameterLayout(config), 7, params);
  auto cpu = make_cpu_backend(config);
  auto gpu = make_vulkan_backend(config, vktest::vulkan_device_index());
  cpu->set_parameters(params);
  gpu->set_parameters(params);
  const Batch batch = random_batch(config, 3, {{1, 1}, {7, 5}, {12, 9}, {3, 14}});
  const LossStats a = cpu->forward_backward(batch, 42);
  const LossStats b = gpu->forward_backward(batch, 42);
  ASSERT_TRUE(b.finite());
  EXPECT_EQ(a.tokens, b.tokens);
  EXPECT_NEAR(b.loss_sum, a.loss_sum, 1e-4 * std::abs(a.loss_sum));
  EXPECT_NEAR(b.nll_sum, a.nll_sum, 1e-4 * std::abs(a.nll_sum));
  const ParameterLayout layout(config);
  std::vector<float> ga(layout.total_size()), gb(layout.total_size());
  cpu->get_gradients(ga);
  gpu->get_gradients(gb);
  ASSERT_TRUE(vktest::all_finite(gb));
  for (const auto& p : layout.parameters()) {
    const std::vector<float> x(ga.begin() + std::ptrdiff_t(p.offset),
                               ga.begin() + std::ptrdiff_t(p.offset + p.size));
    const std::vector<float> y(gb.begin() + std::ptrdiff_t(p.offset),
                               gb.begin() + std::ptrdiff_t(p.offset + p.size));
    EXPECT_LE(nmse(x, y), 1e-6) << "gradient of " << p.name;
  }
  EXPECT_NEAR(gpu->gradient_norm(), cpu->gradient_norm(), 1e-4 * cpu->gradient_norm());
  // Evaluation and one Adam step.
  const LossStats ea = cpu->evaluate(batch), eb = gpu->evaluate(batch);
  EXPECT_NEAR(eb.loss_sum, ea.loss_sum, 1e-4 * std::abs(ea.loss_sum));
  cpu->adam_update({}, 1e-3f, 0.7f, 1);
  gpu->adam_update({}, 1e-3f, 0.7f, 1);
  std::vector<float> pa(layout.total_size()), pb(layout.total_size());
  cpu->get_parameters(pa);
  gpu->get_parameters(pb);
  EXPECT_LE(nmse(pa, pb), 1e-6);
  // Forced decoding with attention capture.
  const auto fa = cpu->forced_decode(batch, true), fb = gpu->forced_decode(batch, true);
  ASSERT_EQ(fa.size(), fb.size());
  for (std::size_t s = 0; s < fa.size(); ++s) {
    EXPECT_LE(nmse(fa[s].token_log_probs, fb[s].token_log_probs), 1e-8);
    ASSERT_EQ(fa[s].attention.cross.size(), fb[s].attention.cross.size());
    for (std::size_t l = 0; l < fa[s].attention.cross.size(); ++l) {
      EXPECT_LE(nmse(fa[s].attention.cross[l], fb[s].attention.cross[l]), 1e-8);
      EXPECT_LE(nmse(fa[s].attention.decoder_self[l], fb[s].attention.decoder_self[l]), 1e-8);
    }
    for (std::size_t l = 0; l < fa[s].attention.encoder_self.size(); ++l)
      EXPECT_LE(nmse(fa[s].attention.encoder_self[l], fb[s].attention.encoder_self[l]), 1e-8);
  }
}

TEST(VulkanModel, PostLnForwardBackwardMatchesCpu) {
  compare_step(vktest::small_config(), "post-LN, ReLU, tied");
}

TEST(VulkanModel, PreLnVariantsMatchCpu) {
  ModelConfig c = vktest::small_config();
  c.norm_position = NormPosition::kPre;
  c.activation = Activation::kGelu;
  c.positional_encoding = PositionalEncoding::kLearned;
  c.tie_embeddings = false;
  c.output_bias = true;
  c.scale_embeddings = false;
  compare_step(c, "pre-LN, GELU, learned positions, untied, output bias");
  c.activation = Activation::kSwish;
  c.positional_encoding = PositionalEncoding::kSinusoidalConcat;
  c.encoder_layers = 1;
  c.decoder_layers = 3;
  compare_step(c, "pre-LN, swish, concatenated sinusoids, 1+3 layers");
}

TEST(VulkanModel, DropoutMatchesCpuBitForBit) {
  ModelConfig c = vktest::small_config();
  c.dropout = 0.2f;
  c.attention_dropout = 0.1f;
  c.activation_dropout = 0.15f;
  compare_step(c, "post-LN with every dropout");
  c.norm_position = NormPosition::kPre;
  compare_step(c, "pre-LN with every dropout");
}

// 200 training steps on the copy task from the same seed and dropout 0: the loss curve tracks the CPU's, and
// the trained model's greedy outputs are the same tokens on both backends.
TEST(VulkanModel, TrainingTracksCpu) {
  ToyTaskOptions toy;
  toy.alphabet_size = 10;
  toy.min_length = 3;
  toy.max_length = 8;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  ModelConfig config = preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  config.d_model = 32;
  config.d_ff = 64;
  config.dropout = 0.0f;
  const ToyCorpus corpus = generate_toy_corpus(ToyTask::kCopy, 4000, toy);
  std::vector<std::vector<std::int32_t>> src, tgt;
  for (std::size_t i = 0; i < corpus.source.size(); ++i) {
    src.push_back(tokenizer.encode(corpus.source[i]));
    tgt.push_back(tokenizer.encode(corpus.target[i]));
  }
  BatchingOptions bo;
  bo.max_tokens = 256;
  bo.seed = 5;
  const auto batches = make_token_batches(src, tgt, bo);
  std::vector<float> params;
  initialize_parameters(config, ParameterLayout(config), 11, params);
  auto cpu = make_cpu_backend(config);
  auto gpu = make_vulkan_backend(config, vktest::vulkan_device_index());
  cpu->set_parameters(params);
  gpu->set_parameters(params);
  const NoamSchedule schedule{config.d_model, 100, 0.25};
  AdamSettings adam;
  adam.beta2 = 0.999f;
  std::vector<double> la, lb;
  for (int step = 1; step <= 200; ++step) {
    const Batch batch = collate(src, tgt, batches[std::size_t(step - 1) % batches.size()]);
    const LossStats a = cpu->forward_backward(batch, std::uint64_t(step));
    const LossStats b = gpu->forward_backward(batch, std::uint64_t(step));
    ASSERT_TRUE(b.finite()) << "step " << step;
    la.push_back(a.loss_sum / double(a.tokens));
    lb.push_back(b.loss_sum / double(b.tokens));
    cpu->adam_update(adam, float(schedule(step)), 1.0f, step);
    gpu->adam_update(adam, float(schedule(step)), 1.0f, step);
  }
  // The first steps agree to rounding; later, float rounding differences grow as they do between any two
  // BLAS libraries, so the curves are compared as means over windows of 40 steps.
  for (int i = 0; i < 10; ++i) EXPECT_NEAR(lb[std::size_t(i)], la[std::size_t(i)], 1e-3 * la[std::size_t(i)]);
  for (std::size_t w = 0; w < la.size(); w += 40) {
    double ma = 0, mb = 0;
    for (std::size_t i = w; i < w + 40; ++i) ma += la[i] / 40, mb += lb[i] / 40;
    EXPECT_NEAR(mb, ma, 0.05 * ma) << "mean loss of steps " << w + 1 << ".." << w + 40;
  }
  EXPECT_LT(la.back(), 0.5 * la.front()) << "the run should learn something";

  ToyTaskOptions held = toy;
  held.seed = 4242;
  const ToyCorpus test = generate_toy_corpus(ToyTask::kCopy, 8, held);
  std::vector<std::vector<std::int32_t>> sources;
  for (const auto& s : test.source) sources.push_back(tokenizer.encode(s));
  DecodeOptions o;
  // The model trained on the device and the one trained on the CPU translate the held-out sentences into the
  // same tokens (on lavapipe all 8 agree, 6 of them exact copies, after 200 steps).
  const auto cpu_trained = greedy_search(*cpu, config, sources, o);
  const auto device_trained = greedy_search(*gpu, config, sources, o);
  ASSERT_EQ(cpu_trained.size(), device_trained.size());
  for (std::size_t i = 0; i < cpu_trained.size(); ++i)
    EXPECT_EQ(device_trained[i].tokens, cpu_trained[i].tokens) << "held-out sentence " << i;
  // The model trained on the device gives the same greedy tokens on the device as on the CPU.
  std::vector<float> trained(params.size());
  gpu->get_parameters(trained);
  cpu->set_parameters(trained);
  const auto ha = greedy_search(*cpu, config, sources, o), hb = greedy_search(*gpu, config, sources, o);
  ASSERT_EQ(ha.size(), hb.size());
  for (std::size_t i = 0; i < ha.size(); ++i) EXPECT_EQ(ha[i].tokens, hb[i].tokens) << "sentence " << i;
}

}  // namespace
}  // namespace attn
