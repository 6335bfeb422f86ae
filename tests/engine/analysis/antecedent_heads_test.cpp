// The antecedent head finder: reading WinoMT-format sentences (pronoun and distractor found), the Wilson
// interval against a hand computation, and every head's score adding up from the merged attention of the
// model's own translations (the bundled default model, CPU).
#include "attention/antecedent_heads.h"

#include <gtest/gtest.h>

#include "attention/error.h"
#include "attention/words.h"
#include "bundled_model_checks.h"
#include "test_support.h"

namespace attn {
namespace {

// Written for this test, in WinoMT's format: gender, antecedent word index, sentence, antecedent noun.
constexpr const char* kSentences =
    "female\t1\tThe doctor called the nurse because she needed help.\tdoctor\n"
    "male\t4\tThe doctor called the nurse because he was late.\tnurse\n"
    "# a comment line\n"
    "female\t1\tThe baker thanked the driver because her bread arrived.\tbaker\n"
    "male\t4\tThe baker paid a driver for his work.\tdriver\n";

TEST(AntecedentItems, ThePronounAndTheOtherPersonAreFound) {
  const auto items = parse_antecedent_items(kSentences, "s.tsv");
  ASSERT_EQ(items.size(), 4u);
  EXPECT_EQ(items[0].gender, "female");
  EXPECT_EQ(items[0].antecedent_word, 1);
  EXPECT_EQ(items[0].pronoun_word, 6);     // "she"
  EXPECT_EQ(items[0].distractor_word, 4);  // "nurse", an antecedent elsewhere in the file
  EXPECT_EQ(items[1].distractor_word, 1);  // "doctor"
  EXPECT_EQ(items[2].pronoun_word, 6);     // "her"
  EXPECT_EQ(items[2].distractor_word, 4);  // "driver"
  EXPECT_EQ(items[3].pronoun_word, 6);     // "his"
  EXPECT_EQ(items[3].distractor_word, 1);  // "baker"
  EXPECT_EQ(items[3].line, 5);
}

// WinoMT's gender-neutral sentences use singular "they" for the person.
TEST(AntecedentItems, NeutralSentencesUseThey) {
  const auto items = parse_antecedent_items(
      "neutral\t1\tThe developer argued with the designer because they did not like the design.\tdeveloper\n"
      "neutral\t5\tThe developer argued with the designer and praised their style.\tdesigner\n",
      "n.tsv");
  ASSERT_EQ(items.size(), 2u);
  EXPECT_EQ(items[0].pronoun_word, 7);     // "they"
  EXPECT_EQ(items[0].distractor_word, 5);  // "designer", the other antecedent of the file
  EXPECT_EQ(items[1].pronoun_word, 8);     // "their"
  EXPECT_NE(test::error_of([] {
              parse_antecedent_items("neutral\t1\tThe cook said he was ill.\tcook\n", "n.tsv");
            }).find("no pronoun (they, them, their)"),
            std::string::npos);
}

TEST(AntecedentItems, MalformedLinesNameTheLine) {
  auto error_of = [](const std::string& text) {
    return test::error_of([&] { parse_antecedent_items(text, "s.tsv"); });
  };
  EXPECT_NE(error_of("male\t1\tThe cook left.\n").find("s.tsv line 1: expected 4"), std::string::npos);
  EXPECT_NE(error_of("male\tx\tThe cook left because he was ill.\tcook\n").find("not a whole number"),
            std::string::npos);
  EXPECT_NE(error_of("male\t9\tThe cook left because he was ill.\tcook\n").find("outside"),
            std::string::npos);
  EXPECT_NE(error_of("male\t1\tThe cook left early.\tcook\n").find("no pronoun"), std::string::npos);
}

// Issue 26: any gender word was accepted, and a noun absent from the sentence or at another index than
// column 2 says went unnoticed (the scores then measured the wrong word).
TEST(AntecedentItems, GenderAndNounMustAgreeWithTheSentence) {
  auto error_of = [](const std::string& text) {
    return test::error_of([&] { parse_antecedent_items(text, "s.tsv"); });
  };
  const std::string unknown_gender = error_of("fmale\t1\tThe cook left because he was ill.\tcook\n");
  EXPECT_NE(unknown_gender.find("s.tsv line 1"), std::string::npos) << unknown_gender;
  EXPECT_NE(unknown_gender.find("'fmale'"), std::string::npos) << unknown_gender;
  const std::string absent = error_of("male\t1\tThe cook left because he was ill.\tbaker\n");
  EXPECT_NE(absent.find("s.tsv line 1"), std::string::npos) << absent;
  EXPECT_NE(absent.find("'baker' is not in the sentence"), std::string::npos) << absent;
  const std::string elsewhere =
      error_of("male\t1\tThe doctor called the nurse because he was late.\tnurse\n");
  EXPECT_NE(elsewhere.find("s.tsv line 1"), std::string::npos) << elsewhere;
  EXPECT_NE(elsewhere.find("index 1 is 'doctor'"), std::string::npos) << elsewhere;
  EXPECT_NE(elsewhere.find("word 4"), std::string::npos) << elsewhere;
  // WinoMT's nouns of two words start at the index; case and punctuation do not matter.
  EXPECT_EQ(parse_antecedent_items("female\t4\tThe editor called the Construction worker, as she knew.\t"
                                   "construction worker\n",
                                   "s.tsv")
                .size(),
            1u);
  // Words are counted as WinoMT counts them: two spaces are one separator (as in line 1251 of its en.tsv).
  const auto spaced = parse_antecedent_items(
      "male\t4\tThe teacher asked the  physician and believed him.\tphysician\n", "s.tsv");
  ASSERT_EQ(spaced.size(), 1u);
  EXPECT_EQ(spaced[0].pronoun_word, 7);  // "him."
}

TEST(AntecedentHeads, WilsonIntervalMatchesAHandComputation) {
  // 8 of 10, z = 1.96: centre (0.8 + 0.19208) / 1.38416 = 0.71675, half-width
  // 1.96 * sqrt(0.016 + 0.009604) / 1.38416 = 0.22658.
  const Proportion p{8, 10};
  EXPECT_DOUBLE_EQ(p.value(), 0.8);
  EXPECT_NEAR(p.low(), 0.4902, 1e-4);
  EXPECT_NEAR(p.high(), 0.9433, 1e-4);
  EXPECT_DOUBLE_EQ((Proportion{0, 0}).low(), 0.0);
  EXPECT_NEAR((Proportion{10, 10}).high(), 1.0, 1e-12);
}

TEST(AntecedentHeads, ScoresAddUpFromTheMergedAttentionOfEachSentence) {
  Translator translator = bundled::load_bundled_translator("en-de");
  const auto items = parse_antecedent_items(kSentences, "s.tsv");
  int calls = 0;
  const AntecedentReport report = find_antecedent_heads(translator, items, [&](int done, int total) {
    EXPECT_EQ(total, 4);
    EXPECT_EQ(done, ++calls);
    return true;
  });
  const ModelConfig& c = translator.model().config;
  EXPECT_EQ(report.items, 4);
  EXPECT_EQ(report.items_with_distractor, 4);
  ASSERT_EQ(report.encoder_heads.size(), std::size_t(c.encoder_layers * c.n_heads));
  ASSERT_EQ(report.cross_heads.size(), std::size_t(c.decoder_layers * c.n_heads));
  ASSERT_EQ(report.observations.size(), 4u);

  // Item 0, one encoder head, recomputed independently: the pronoun's merged row to the two people.
  const Inspection r =
      translator.inspect(items[0].sentence, std::string_view(report.observations[0].translation));
  const WordSpans src = group_pieces_into_words(r.source_pieces);
  const int S = src.size();
  const auto merged =
      merge_map_to_words(std::span(r.attention.encoder_self[1])
                             .subspan(std::size_t(2 * r.attention.source_length * r.attention.source_length),
                                      std::size_t(r.attention.source_length * r.attention.source_length)),
                         src, src);
  const std::size_t k = std::size_t(1 * c.n_heads + 2);  // layer 1, head 2
  EXPECT_NEAR(report.observations[0].encoder_antecedent[k], merged[std::size_t(6 * S + 1)], 1e-6);
  EXPECT_NEAR(report.observations[0].encoder_distractor[k], merged[std::size_t(6 * S + 4)], 1e-6);
  // The translation is the model's own greedy one.
  DecodeOptions greedy;
  greedy.beam_size = 1;
  EXPECT_EQ(report.observations[0].translation, translator.translate({items[0].sentence}, greedy)[0].text());

  // Every head's accuracy is the count of items where its antecedent weight beat the distractor's.
  for (const auto& h : report.encoder_heads) {
    const std::size_t idx = std::size_t(h.layer * c.n_heads + h.head);
    int right = 0;
    double ante = 0;
    for (const auto& o : report.observations) {
      right += o.encoder_antecedent[idx] > o.encoder_distractor[idx];
      ante += o.encoder_antecedent[idx];
    }
    EXPECT_EQ(h.accuracy.trials, 4);
    EXPECT_EQ(h.accuracy.successes, right);
    EXPECT_NEAR(h.mean_antecedent_weight, ante / 4, 1e-6);
  }
  // Ranked by the interval's lower end.
  for (std::size_t i = 1; i < report.encoder_heads.size(); ++i)
    EXPECT_GE(report.encoder_heads[i - 1].accuracy.low(), report.encoder_heads[i].accuracy.low());
  // The nearest preceding person is the distractor in items 0 and 2 ("nurse", "driver" come right before the
  // pronoun) and the antecedent in items 1 and 3.
  EXPECT_EQ(report.nearest_preceding.trials, 4);
  EXPECT_EQ(report.nearest_preceding.successes, 2);
}

TEST(AntecedentHeads, ProgressCanStopTheRun) {
  Translator translator = bundled::load_bundled_translator("en-de");
  const auto items = parse_antecedent_items(kSentences, "s.tsv");
  const auto report = find_antecedent_heads(translator, items, [](int done, int) { return done < 2; });
  EXPECT_TRUE(report.cancelled);
  EXPECT_EQ(report.items, 2);
}

}  // namespace
}  // namespace attn
