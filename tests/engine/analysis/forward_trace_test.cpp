// The classroom walkthrough's numbers on every backend: the traced tensors are the ones the model used. Their
// softmax rows equal the engine's attention output, the input is embedding · scale + positional encoding, a
// block is LayerNorm(x + sub-layer output), and the logits give forced decoding's log-probabilities.
#include "attention/forward_trace.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/translator.h"
#include "test_support.h"

namespace attn {
namespace {

class ForwardTraceTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    ToyTaskOptions toy;
    const Tokenizer tokenizer = make_toy_tokenizer(toy);
    ModelConfig config = preset_config("toy");
    config.vocab_size = tokenizer.vocab_size();
    translator_ =
        std::make_unique<Translator>(make_model(config, tokenizer, 5), make_backend(GetParam(), config));
  }
  std::unique_ptr<Translator> translator_;
  const char* source_ = "s1 s2 s3 s4 s5";
  const char* target_ = "s5 s4 s3";
};

TEST_P(ForwardTraceTest, SoftmaxOfTheScoresIsTheEnginesAttention) {
  const ForwardTrace trace = trace_forward(*translator_, source_, target_);
  const Inspection inspection = translator_->inspect(source_, std::string(target_));
  const int H = trace.heads, S = int(trace.source_pieces.size()), T = int(trace.target_pieces.size());
  struct Site {
    const char* name;
    const std::vector<float>* engine;
    int tq, tk;
  };
  const Site sites[] = {{"encoder.1.self", &inspection.attention.encoder_self[1], S, S},
                        {"decoder.0.self", &inspection.attention.decoder_self[0], T, T},
                        {"decoder.1.cross", &inspection.attention.cross[1], T, S}};
  for (const Site& site : sites) {
    const TracedTensor* scores = trace.find(std::string(site.name) + ".scores");
    const TracedTensor* probs = trace.find(std::string(site.name) + ".probs");
    ASSERT_TRUE(scores && probs) << site.name;
    ASSERT_EQ(scores->rows, H * site.tq);
    ASSERT_EQ(scores->cols, site.tk);
    for (int row = 0; row < H * site.tq; ++row) {
      double max = -INFINITY, sum = 0;
      for (int j = 0; j < site.tk; ++j)
        max = std::max(max, double(scores->values[std::size_t(row) * site.tk + j]));
      for (int j = 0; j < site.tk; ++j) sum += std::exp(scores->values[std::size_t(row) * site.tk + j] - max);
      for (int j = 0; j < site.tk; ++j) {
        const std::size_t i = std::size_t(row) * site.tk + j;
        const double softmax = std::exp(scores->values[i] - max) / sum;
        EXPECT_NEAR(softmax, (*site.engine)[i], 1e-5) << site.name << " row " << row << " key " << j;
        EXPECT_NEAR(probs->values[i], (*site.engine)[i], 1e-6) << site.name;
      }
    }
  }
  // The decoder's causal mask hides the future.
  const TracedTensor* dec = trace.find("decoder.1.self.scores");
  ASSERT_TRUE(dec);
  EXPECT_TRUE(std::isinf(dec->values[1]) && dec->values[1] < 0) << "query 0 may not see key 1";
}

TEST_P(ForwardTraceTest, InputsBlocksAndLogitsAreWhatTheModelComputed) {
  const ForwardTrace trace = trace_forward(*translator_, source_, target_);
  const int d = translator_->model().config.d_model;
  // encoder.input = embedding · scale + positional encoding.
  const auto *input = trace.find("encoder.input"), *emb = trace.find("encoder.embedding"),
             *pe = trace.find("encoder.positional");
  ASSERT_TRUE(input && emb && pe);
  for (std::size_t i = 0; i < input->values.size(); ++i)
    EXPECT_NEAR(input->values[i], emb->values[i] + pe->values[i], 1e-5);
  // A post-LN block is LayerNorm(x + F(x)): with the initial gain 1 and bias 0, each row has mean 0 and
  // variance 1.
  const TracedTensor* block = trace.find("encoder.0.self.block");
  ASSERT_TRUE(block);
  for (int r = 0; r < block->rows; ++r) {
    double mean = 0, var = 0;
    for (int i = 0; i < d; ++i) mean += block->values[std::size_t(r) * d + i] / d;
    for (int i = 0; i < d; ++i) var += std::pow(block->values[std::size_t(r) * d + i] - mean, 2) / d;
    EXPECT_NEAR(mean, 0.0, 1e-4);
    EXPECT_NEAR(var, 1.0, 1e-2);
  }
  // The logits' log-softmax at the reference tokens are forced decoding's log-probabilities.
  const TracedTensor* logits = trace.find("decoder.logits");
  ASSERT_TRUE(logits);
  const auto inspection = translator_->inspect(source_, std::string(target_));
  ASSERT_EQ(logits->rows, int(inspection.token_log_probs.size()));
  for (int r = 0; r < logits->rows; ++r) {
    const float* z = logits->values.data() + std::size_t(r) * logits->cols;
    double max = -INFINITY, sum = 0;
    for (int j = 0; j < logits->cols; ++j) max = std::max(max, double(z[j]));
    for (int j = 0; j < logits->cols; ++j) sum += std::exp(z[j] - max);
    const double log_p = z[trace.output_ids[std::size_t(r)]] - max - std::log(sum);
    EXPECT_NEAR(log_p, inspection.token_log_probs[std::size_t(r)], 1e-4) << "position " << r;
  }
}

INSTANTIATE_TEST_SUITE_P(Backends, ForwardTraceTest, ::testing::ValuesIn(test::test_backends()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

}  // namespace
}  // namespace attn
