// The output-length limit and the checks on DecodeOptions: extreme option values neither overflow nor
// silently produce empty translations (issue 15, finding 6).
#include <gtest/gtest.h>

#include <climits>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/decoding.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/translator.h"
#include "test_support.h"

namespace attn {
namespace {

using test::error_of;

// Regression: source_length + 1 + INT_MAX overflowed int, and the limit came out as 1 (an empty translation).
TEST(DecodeLimits, HugeOffsetIsCappedByTheModelsPositionsWithoutOverflow) {
  DecodeOptions o;
  o.max_length_offset = INT_MAX;
  EXPECT_EQ(max_decode_length(10, o, 1024), 1024);
  EXPECT_EQ(max_decode_length(INT_MAX, o, 1024), 1024);
  o.max_length = INT_MAX;
  EXPECT_EQ(max_decode_length(10, o, 1024), 1024);
  o.max_length = 5;
  EXPECT_EQ(max_decode_length(10, o, 1024), 6);  // 5 tokens + EOS
  o = DecodeOptions{};
  EXPECT_EQ(max_decode_length(10, o, 1024), 61);  // the paper: input length + 50, plus EOS
}

class DecodeOptionsCheck : public ::testing::Test {
 protected:
  void SetUp() override {
    ToyTaskOptions toy;
    toy.alphabet_size = 10;
    Tokenizer tokenizer = make_toy_tokenizer(toy);
    ModelConfig c = preset_config("toy");
    c.vocab_size = tokenizer.vocab_size();
    c.encoder_layers = c.decoder_layers = 1;
    translator_ = std::make_unique<Translator>(make_model(c, tokenizer, 1), make_cpu_backend(c));
  }
  std::string translate_error(const DecodeOptions& o) {
    return error_of([&] { translator_->translate({"s1 s2 s3"}, o); });
  }
  std::unique_ptr<Translator> translator_;
};

// Regression: a negative offset gave every sentence an empty translation, and the CLI exited 0.
TEST_F(DecodeOptionsCheck, NegativeOrHugeOffsetsAreErrors) {
  DecodeOptions o;
  o.max_length_offset = -100;
  EXPECT_NE(translate_error(o).find("max length offset"), std::string::npos) << translate_error(o);
  o.max_length_offset = INT_MAX;
  EXPECT_NE(translate_error(o).find("max length offset"), std::string::npos) << translate_error(o);
  o.max_length_offset = kMaxLengthOffset;
  EXPECT_EQ(translate_error(o), "<no error>");
}

TEST_F(DecodeOptionsCheck, OtherOptionsAreChecked) {
  DecodeOptions o;
  o.max_length = -1;
  EXPECT_NE(translate_error(o).find("max length"), std::string::npos) << translate_error(o);
  o = DecodeOptions{};
  o.length_penalty = -1.0f;
  EXPECT_NE(translate_error(o).find("length penalty"), std::string::npos) << translate_error(o);
  o = DecodeOptions{};
  o.beam_size = kMaxBeamSize + 1;
  EXPECT_NE(translate_error(o).find("beam size"), std::string::npos) << translate_error(o);
  o = DecodeOptions{};
  o.beam_size = 2;
  o.n_best = 3;
  EXPECT_NE(translate_error(o).find("n-best"), std::string::npos) << translate_error(o);
}

}  // namespace
}  // namespace attn
