// Decoding explained step by step: the next-token distributions agree with forced decoding and greedy search,
// the entropy is that of the whole distribution, and a forced token continues greedily from there.
#include "attention/decode_steps.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <span>

#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/vocab.h"
#include "test_support.h"

namespace attn {
namespace {

Translator tiny_translator() {
  ToyTaskOptions toy;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  ModelConfig config = preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  return Translator(make_model(config, tokenizer, 11), make_cpu_backend(config));
}

constexpr const char* kSource = "s1 s2 s3 s4";

// A random model rarely says </s>: at the length limit decoding ends with it whatever the model prefers.
bool ends_at_length_limit(const Translator& translator, std::size_t steps, std::size_t t) {
  const int limit = max_decode_length(int(translator.model().tokenizer.encode(kSource).size()), {},
                                      translator.model().config.max_positions);
  return t + 1 == steps && int(steps) == limit;
}

TEST(DecodeSteps, EachStepMatchesForcedDecodingAndTheGreedyChoice) {
  Translator translator = tiny_translator();
  const std::string greedy = translator.translate({kSource}, {})[0].text();
  const Inspection forced = translator.inspect(kSource, greedy);
  const auto steps = explain_decode_steps(translator, kSource, greedy, 10);
  ASSERT_EQ(steps.size(), forced.output_pieces.size());
  for (std::size_t t = 0; t < steps.size(); ++t) {
    const DecodeStep& s = steps[t];
    ASSERT_EQ(s.top.size(), 10u);
    EXPECT_EQ(translator.model().tokenizer.piece(s.chosen), forced.output_pieces[t]);
    // Incremental decoding and forced decoding give the same probability to the same token.
    EXPECT_NEAR(std::log(s.chosen_probability), forced.token_log_probs[t], 1e-4) << "step " << t;
    // Greedy search chose the most probable token, so it heads the list.
    if (!ends_at_length_limit(translator, steps.size(), t)) {
      EXPECT_EQ(s.top[0].id, s.chosen) << "step " << t;
    }
    for (std::size_t i = 1; i < s.top.size(); ++i) EXPECT_GE(s.top[i - 1].probability, s.top[i].probability);
    for (const auto& c : s.top) EXPECT_TRUE(c.id != kPadId && c.id != kBosId);
  }
}

TEST(DecodeSteps, EntropyIsThatOfTheWholeDistribution) {
  Translator translator = tiny_translator();
  const int vocab = translator.model().config.vocab_size;
  const auto steps = explain_decode_steps(translator, kSource, "s4 s3", vocab);
  ASSERT_EQ(steps.size(), 3u);
  for (const DecodeStep& s : steps) {
    ASSERT_EQ(int(s.top.size()), vocab - 2);  // every token but padding and <s>
    double listed_entropy = 0, listed_mass = 0;
    for (const auto& c : s.top) {
      listed_entropy -= c.probability * std::log2(c.probability);
      listed_mass += c.probability;
    }
    // By hand: the two unlisted tokens hold the rest of the mass m and add between 0 and -m log2(m/2) bits.
    const double m = std::max(0.0, 1.0 - listed_mass);
    EXPECT_GE(s.entropy_bits, listed_entropy - 1e-4);
    EXPECT_LE(s.entropy_bits, listed_entropy + (m > 0 ? -m * std::log2(m / 2) : 0.0) + 1e-4);
    EXPECT_LE(s.entropy_bits, std::log2(double(vocab)) + 1e-6);
  }
}

TEST(DecodeSteps, ForcingTheModelsOwnTokenChangesNothing) {
  Translator translator = tiny_translator();
  const Translation greedy = translator.translate({kSource}, {})[0];
  ASSERT_FALSE(greedy.candidates[0].ids.empty());
  const auto same = continue_with_token(translator, kSource, greedy.text(), 0, greedy.candidates[0].ids[0]);
  EXPECT_EQ(same.ids, greedy.candidates[0].ids);
  EXPECT_NEAR(same.log_prob, greedy.candidates[0].log_prob, 1e-4);
}

TEST(DecodeSteps, AForcedTokenIsKeptAndGreedyDecodingContinuesAfterIt) {
  Translator translator = tiny_translator();
  const std::string greedy = translator.translate({kSource}, {})[0].text();
  const auto steps = explain_decode_steps(translator, kSource, greedy, 10);
  const std::int32_t runner_up = steps[0].top[1].id == kEosId ? steps[0].top[2].id : steps[0].top[1].id;
  const auto what_if = continue_with_token(translator, kSource, greedy, 0, runner_up);
  ASSERT_FALSE(what_if.ids.empty());
  EXPECT_EQ(what_if.ids[0], runner_up);
  // Its log P is the model's score of the new translation, EOS included.
  EXPECT_NEAR(what_if.log_prob, translator.score({kSource}, {what_if.text})[0], 1e-4);
  // After the forced step, every token is again the most probable one.
  const auto after = explain_decode_steps(translator, kSource, what_if.text, 3);
  for (std::size_t t = 1; t < after.size(); ++t) {
    if (!ends_at_length_limit(translator, after.size(), t)) {
      EXPECT_EQ(after[t].chosen, after[t].top[0].id) << "step " << t;
    }
  }
  // Forcing </s> ends the translation at that step.
  const auto stopped = continue_with_token(translator, kSource, greedy, 1, kEosId);
  EXPECT_EQ(stopped.ids.size(), 1u);
}

// Issue 27: the front end explains the pieces decoding produced, by id: re-encoding their text can give
// other pieces with the same text ("3" vs "▁3"). inspect_ids and explain_decode_steps over ids keep them.
TEST(DecodeSteps, TokenIdsAreExplainedAsGiven) {
  Translator translator = tiny_translator();
  const std::vector<std::int32_t> ids = translator.translate({kSource}, {})[0].candidates[0].ids;
  const Inspection inspected = translator.inspect_ids(kSource, ids);
  ASSERT_EQ(inspected.output_ids.size(), ids.size() + 1);
  EXPECT_TRUE(std::equal(ids.begin(), ids.end(), inspected.output_ids.begin()));
  EXPECT_EQ(inspected.output_ids.back(), kEosId);
  EXPECT_EQ(inspected.target_text, translator.model().tokenizer.decode(ids));
  const auto steps = explain_decode_steps(translator, kSource, std::span<const std::int32_t>(ids));
  ASSERT_EQ(steps.size(), inspected.output_ids.size());
  for (std::size_t t = 0; t < steps.size(); ++t) {
    EXPECT_EQ(steps[t].chosen, inspected.output_ids[t]) << "step " << t;
    EXPECT_NEAR(std::log(steps[t].chosen_probability), inspected.token_log_probs[t], 1e-4) << "step " << t;
  }
  const std::vector<std::int32_t> padding = {kPadId};
  EXPECT_NE(test::error_of([&] { translator.inspect_ids(kSource, padding); }).find("not a token"),
            std::string::npos);
  EXPECT_NE(test::error_of([&] {
              explain_decode_steps(translator, kSource, std::span<const std::int32_t>(padding));
            }).find("cannot be produced"),
            std::string::npos);
}

TEST(DecodeSteps, BadRequestsAreClearErrors) {
  Translator translator = tiny_translator();
  EXPECT_NE(test::error_of([&] { continue_with_token(translator, kSource, "s1", 3, 5); }).find("outside"),
            std::string::npos);
  EXPECT_NE(test::error_of([&] {
              continue_with_token(translator, kSource, "s1", 0, kPadId);
            }).find("cannot be produced"),
            std::string::npos);
  EXPECT_NE(test::error_of([&] { explain_decode_steps(translator, "", "s1"); }).find("empty"),
            std::string::npos);
}

}  // namespace
}  // namespace attn
