// One trip per inspected sentence (issue 31, part 2): translate_and_inspect decodes once and hands back the
// translation, its attention and its step explanations; each must equal what the three separate passes
// (translate, inspect_ids, explain_decode_steps) give, on every backend, greedy and beam, post- and pre-LN.
#include "attention/inspected_decoding.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string>
#include <tuple>

#include "attention/error.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

double max_abs_difference(const std::vector<std::vector<float>>& a,
                          const std::vector<std::vector<float>>& b) {
  EXPECT_EQ(a.size(), b.size());
  double worst = 0;
  for (std::size_t l = 0; l < std::min(a.size(), b.size()); ++l) {
    EXPECT_EQ(a[l].size(), b[l].size()) << "layer " << l;
    for (std::size_t i = 0; i < std::min(a[l].size(), b[l].size()); ++i)
      worst = std::max(worst, std::abs(double(a[l][i]) - double(b[l][i])));
  }
  return worst;
}

// The three separate passes against the one trip, for one sentence.
void expect_one_trip_equals_three(Translator& translator, const std::string& source,
                                  const DecodeOptions& options) {
  SCOPED_TRACE(source + " beam " + std::to_string(options.beam_size));
  const InspectedTranslation one = translate_and_inspect(translator, source, options, 10);
  const Translation reference = translator.translate({source}, options).front();
  ASSERT_EQ(one.candidates.size(), reference.candidates.size());
  for (std::size_t i = 0; i < one.candidates.size(); ++i) {
    EXPECT_EQ(one.candidates[i].ids, reference.candidates[i].ids) << "candidate " << i;
    EXPECT_EQ(one.candidates[i].text, reference.candidates[i].text);
    EXPECT_NEAR(one.candidates[i].log_prob, reference.candidates[i].log_prob, 1e-5);
    EXPECT_NEAR(one.candidates[i].score, reference.candidates[i].score, 1e-5);
  }
  const auto& ids = reference.candidates.front().ids;
  const Inspection forced = translator.inspect_ids(source, ids);
  const Inspection& got = one.inspection;
  EXPECT_EQ(got.source_pieces, forced.source_pieces);
  EXPECT_EQ(got.target_pieces, forced.target_pieces);
  EXPECT_EQ(got.output_pieces, forced.output_pieces);
  EXPECT_EQ(got.output_ids, forced.output_ids);
  EXPECT_EQ(got.target_text, forced.target_text);
  ASSERT_EQ(got.token_log_probs.size(), forced.token_log_probs.size());
  for (std::size_t t = 0; t < got.token_log_probs.size(); ++t)
    EXPECT_NEAR(got.token_log_probs[t], forced.token_log_probs[t], 1e-4) << "step " << t;
  EXPECT_EQ(got.attention.heads, forced.attention.heads);
  EXPECT_EQ(got.attention.source_length, forced.attention.source_length);
  EXPECT_EQ(got.attention.target_length, forced.attention.target_length);
  EXPECT_LT(max_abs_difference(got.attention.encoder_self, forced.attention.encoder_self), 1e-5);
  EXPECT_LT(max_abs_difference(got.attention.decoder_self, forced.attention.decoder_self), 1e-5);
  EXPECT_LT(max_abs_difference(got.attention.cross, forced.attention.cross), 1e-5);

  const auto steps = explain_decode_steps(translator, source, ids, 10);
  ASSERT_EQ(one.steps.size(), steps.size());
  for (std::size_t t = 0; t < steps.size(); ++t) {
    EXPECT_EQ(one.steps[t].chosen, steps[t].chosen) << "step " << t;
    EXPECT_NEAR(one.steps[t].chosen_probability, steps[t].chosen_probability, 1e-5) << "step " << t;
    EXPECT_NEAR(one.steps[t].entropy_bits, steps[t].entropy_bits, 1e-4) << "step " << t;
    ASSERT_EQ(one.steps[t].top.size(), steps[t].top.size());
    for (std::size_t i = 0; i < steps[t].top.size(); ++i)
      EXPECT_NEAR(one.steps[t].top[i].probability, steps[t].top[i].probability, 1e-5) << "step " << t;
    EXPECT_EQ(one.steps[t].top.front().id, steps[t].top.front().id) << "step " << t;
  }
}

class InspectedDecoding : public ::testing::TestWithParam<std::string> {};

TEST_P(InspectedDecoding, BundledModelGreedyAndBeamEqualTheSeparatePasses) {
  const Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de");
  Translator translator(model, make_backend(GetParam(), model.config));
  for (const std::string source : {"A dog runs in the park.", "Two men are playing football on the beach.",
                                   "A little girl climbing into a wooden playhouse."}) {
    expect_one_trip_equals_three(translator, source, {});
    DecodeOptions beam;
    beam.beam_size = 4;
    beam.n_best = 3;
    expect_one_trip_equals_three(translator, source, beam);
  }
}

// A random pre-LN model decodes to its length limit (the last step is EOS by rule, not by choice), and its
// beam reorders rows at every step.
TEST_P(InspectedDecoding, RandomPreLnModelAtTheLengthLimit) {
  ToyTaskOptions toy;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  ModelConfig config = preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  config.norm_position = NormPosition::kPre;
  Model model = make_model(config, tokenizer, 5);
  model.parameters = test::noisy_parameters(config, 5, 0.3f);
  Translator translator(model, make_backend(GetParam(), config));
  DecodeOptions greedy;
  greedy.max_length = 6;
  expect_one_trip_equals_three(translator, "s1 s2 s3 s4", greedy);
  DecodeOptions beam = greedy;
  beam.beam_size = 5;
  beam.n_best = 5;
  expect_one_trip_equals_three(translator, "s1 s2 s3 s4", beam);
}

TEST_P(InspectedDecoding, AnEmptySourceIsAClearError) {
  const Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de");
  Translator translator(model, make_backend(GetParam(), model.config));
  EXPECT_NE(test::error_of([&] { translate_and_inspect(translator, "", {}); }).find("empty"),
            std::string::npos);
}

INSTANTIATE_TEST_SUITE_P(Backends, InspectedDecoding, ::testing::ValuesIn(test::test_backends()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace attn
