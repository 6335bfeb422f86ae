// Decoding on the device: greedy and beam search through the backend-agnostic search algorithms give the
// same tokens as the CPU backend on the bundled English->German model, and the log-probabilities of one step
// agree closely.
#include <gtest/gtest.h>

#include <filesystem>

#include "attention/decoding.h"
#include "attention/model.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

const std::filesystem::path kModelDir =
    std::filesystem::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de";

const std::vector<std::string> kSentences = {
    "A man is riding a bicycle down the street.",        "Two dogs are playing in the snow.",
    "A woman in a red dress is singing on a stage.",     "Children are playing soccer in a park.",
    "An old man sits on a bench and reads a newspaper.",
};

class VulkanDecode : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    model_ = new Model(load_model(kModelDir));
    cpu_ = make_cpu_backend(model_->config).release();
    gpu_ = make_vulkan_backend(model_->config, vktest::vulkan_device_index()).release();
    cpu_->set_parameters(model_->parameters);
    gpu_->set_parameters(model_->parameters);
    for (const auto& s : kSentences) sources_.push_back(model_->tokenizer.encode(s));
  }
  static void TearDownTestSuite() {
    delete gpu_;
    delete cpu_;
    delete model_;
    sources_.clear();
  }
  static Model* model_;
  static Backend *cpu_, *gpu_;
  static std::vector<std::vector<std::int32_t>> sources_;
};
Model* VulkanDecode::model_ = nullptr;
Backend* VulkanDecode::cpu_ = nullptr;
Backend* VulkanDecode::gpu_ = nullptr;
std::vector<std::vector<std::int32_t>> VulkanDecode::sources_;

TEST_F(VulkanDecode, StepLogProbabilitiesMatchCpu) {
  const std::vector<int> rows = {0, 1, 1};
  const std::vector<std::vector<std::int32_t>> src = {sources_[0], sources_[1]};
  auto a = cpu_->start_decoding(src, rows, 8), b = gpu_->start_decoding(src, rows, 8);
  const int V = model_->config.vocab_size;
  std::vector<float> la(std::size_t(3) * V), lb(la.size());
  std::vector<std::int32_t> tokens = {1, 1, 1};  // BOS
  for (int pos = 0; pos < 4; ++pos) {
    a->step(tokens, pos, la);
    b->step(tokens, pos, lb);
    EXPECT_LE(vktest::nmse(la, lb), 1e-8) << "position " << pos;
    tokens = {std::int32_t(10 + pos), std::int32_t(20 + pos), std::int32_t(30 + pos)};
    if (pos == 1) {  // a beam reorder that duplicates one row and drops another
      const std::vector<int> parents = {2, 2, 0};
      a->reorder(parents);
      b->reorder(parents);
    }
  }
}

TEST_F(VulkanDecode, GreedyOutputsEqualCpu) {
  DecodeOptions o;
  o.beam_size = 1;
  const auto a = decode(*cpu_, model_->config, sources_, o), b = decode(*gpu_, model_->config, sources_, o);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i][0].tokens, b[i][0].tokens) << kSentences[i];
    EXPECT_NEAR(a[i][0].log_prob, b[i][0].log_prob, 1e-3);
  }
}

TEST_F(VulkanDecode, BeamOutputsEqualCpu) {
  DecodeOptions o;
  o.beam_size = 4;
  const auto a = decode(*cpu_, model_->config, sources_, o), b = decode(*gpu_, model_->config, sources_, o);
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i][0].tokens, b[i][0].tokens) << kSentences[i];
    EXPECT_NEAR(a[i][0].score, b[i][0].score, 1e-3);
  }
}

}  // namespace
}  // namespace attn
