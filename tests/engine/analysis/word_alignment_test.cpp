// Word alignments from hand-made cross-attention, the Pharaoh format and AER against small gold files
// written for the tests (tests/fixtures/alignment).
#include "attention/word_alignment.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>

#include "attention/corpus.h"
#include "attention/error.h"
#include "test_support.h"

namespace attn {
namespace {

const std::string kFixtures = std::string(ATTN_SOURCE_DIR) + "/tests/fixtures/alignment/";

TEST(WordAlignment, ParsesSureAndPossibleLinks) {
  const auto gold = read_gold_alignments(kFixtures + "small.gold");
  ASSERT_EQ(gold.size(), 3u);
  EXPECT_EQ(gold[0].sure, (Alignment{{0, 0}, {1, 1}}));
  EXPECT_EQ(gold[0].possible, (Alignment{{0, 0}, {1, 1}, {2, 2}}));  // "2?2", and every sure link
  EXPECT_EQ(gold[1].sure, (Alignment{{0, 1}, {1, 0}}));
  EXPECT_EQ(gold[1].possible, (Alignment{{0, 1}, {1, 0}, {1, 1}}));  // "1p1"
  EXPECT_TRUE(gold[2].sure.empty());
  EXPECT_EQ(format_pharaoh(gold[1].possible), "0-1 1-0 1-1");
}

TEST(WordAlignment, AlignmentErrorRateByHand) {
  const auto gold = read_gold_alignments(kFixtures + "small.gold");
  const auto predicted = read_gold_alignments(kFixtures + "small.pred");
  ASSERT_EQ(predicted.size(), gold.size());
  AerCounts counts;
  for (std::size_t i = 0; i < gold.size(); ++i) counts.add(predicted[i].sure, gold[i]);
  // |A| = 6, |S| = 4, |A ∩ S| = 2, |A ∩ P| = 4: AER = 1 - 6 / 10.
  EXPECT_EQ(counts.predicted, 6);
  EXPECT_EQ(counts.sure, 4);
  EXPECT_EQ(counts.predicted_sure, 2);
  EXPECT_EQ(counts.predicted_possible, 4);
  EXPECT_DOUBLE_EQ(counts.aer(), 0.4);
  EXPECT_DOUBLE_EQ(counts.precision(), 4.0 / 6.0);
  EXPECT_DOUBLE_EQ(counts.recall(), 0.5);
  // Predicting exactly the sure links gives 0.
  AerCounts perfect;
  for (const auto& g : gold) perfect.add(g.sure, g);
  EXPECT_DOUBLE_EQ(perfect.aer(), 0.0);
}

TEST(WordAlignment, TheHandMadeSampleParsesAndMatchesItsSentences) {
  const auto gold = read_gold_alignments(kFixtures + "sample.gold");
  EXPECT_EQ(gold.size(), 12u);
  for (const auto& g : gold) {
    EXPECT_FALSE(g.sure.empty());
    for (const auto& link : g.sure)
      EXPECT_TRUE(std::binary_search(g.possible.begin(), g.possible.end(), link));
  }
}

TEST(WordAlignment, MalformedLinksNameTheLine) {
  try {
    parse_gold_alignments("0-0 1-1\n0-x\n", "gold.txt");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("gold.txt:2"), std::string::npos) << e.what();
  }
  EXPECT_THROW(parse_gold_alignments("-1-0\n", "g"), Error);
  EXPECT_THROW(parse_gold_alignments("3\n", "g"), Error);
}

// Issue 26: the gold reader read anything to its end (/dev/zero grew to 4.3 GB, a FIFO blocked for ever). It
// now has the corpus reader's checks: a regular file, bounded size and line length.
TEST(WordAlignment, GoldFilesGetTheCorpusReadersChecks) {
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("attn_gold_" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string folder_error = test::error_of([&] { read_gold_alignments(dir); });
  EXPECT_NE(folder_error.find(dir.string() + ": is a directory"), std::string::npos) << folder_error;
  test::spit(dir / "long.gold", "0-0 1-1\n" + std::string(kMaxCorpusLineBytes + 10, '7') + "\n");
  const std::string long_error = test::error_of([&] { read_gold_alignments(dir / "long.gold"); });
  EXPECT_NE(long_error.find("long.gold:2: line is longer than"), std::string::npos) << long_error;
  std::filesystem::remove_all(dir);
}

// Source "▁the ▁house s </s>" (words: the, houses), target outputs "▁die ▁Häuser </s>" (inputs
// "<s> ▁die ▁Häuser"); one layer, two heads.
Inspection hand_inspection() {
  Inspection r;
  r.source_pieces = {"\xE2\x96\x81the", "\xE2\x96\x81house", "s", "</s>"};
  r.target_pieces = {"<s>",
                     "\xE2\x96\x81"
                     "die",
                     "\xE2\x96\x81H\xC3\xA4user"};
  r.output_pieces = {
      "\xE2\x96\x81"
      "die",
      "\xE2\x96\x81H\xC3\xA4user", "</s>"};
  r.attention.heads = 2;
  r.attention.source_length = 4;
  r.attention.target_length = 3;
  r.attention.cross = {{
      // head 0
      0.6f,
      0.1f,
      0.1f,
      0.2f,  // the .6, houses .2
      0.1f,
      0.1f,
      0.1f,
      0.7f,  // the .1, houses .2 (</s> .7 is no candidate)
      0.1f,
      0.1f,
      0.1f,
      0.7f,  // the row of </s>: no target word
      // head 1
      0.0f,
      0.3f,
      0.3f,
      0.4f,  // houses .6
      0.9f,
      0.0f,
      0.0f,
      0.1f,  // the .9
      0.5f,
      0.2f,
      0.2f,
      0.1f,
  }};
  return r;
}

TEST(WordAlignment, ArgmaxOverSourceWordsWithEosLeftOut) {
  const WordCrossAttention words = word_cross_attention(hand_inspection());
  EXPECT_EQ(words.source_words, (std::vector<std::string>{"the", "houses"}));
  EXPECT_EQ(words.target_words, (std::vector<std::string>{"die", "H\xC3\xA4user"}));
  ASSERT_EQ(words.layers.size(), 1u);
  EXPECT_NEAR(words.layers[0][1], 0.2f, 1e-6);  // head 0, "die" -> "houses": pieces summed
  EXPECT_EQ(head_alignment(words, 0, 0), (Alignment{{0, 0}, {1, 1}}));
  EXPECT_EQ(head_alignment(words, 0, 1), (Alignment{{0, 1}, {1, 0}}));
  // Mean of both heads: "die" (.3, .4) -> houses; "Häuser" (.5, .1) -> the.
  EXPECT_EQ(mean_heads_alignment(words, every_cross_head(1, 2)), (Alignment{{0, 1}, {1, 0}}));
  EXPECT_THROW(head_alignment(words, 1, 0), Error);
  EXPECT_THROW(mean_heads_alignment(words, {}), Error);
}

TEST(WordAlignment, InputStepReadsTheRowThatTakesTheWordAsInput) {
  const WordCrossAttention words = word_cross_attention(hand_inspection(), AlignmentStep::kInput);
  EXPECT_EQ(words.target_words, (std::vector<std::string>{"die", "H\xC3\xA4user"}));
  // "die" is read at row 1 and "Häuser" at row 2 (head 0: the .1 / houses .2, then the .1 / houses .2).
  EXPECT_EQ(head_alignment(words, 0, 0), (Alignment{{1, 0}, {1, 1}}));
}

}  // namespace
}  // namespace attn
