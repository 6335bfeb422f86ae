// Contrastive items: the file format (groups, comments, errors with line numbers), and the scores, margins
// and accuracies computed from the model's own log P on a tiny model.
#include "attention/contrast.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "attention/error.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "test_support.h"

namespace attn {
namespace {

TEST(ContrastItems, GroupsCommentsAndBlankLinesAreRead) {
  const auto items = parse_contrast_items(
      "# a comment\n"
      "a b\tA B\tA C\n"
      "\n"
      "# group: er\n"
      "c\tC\tD\tE\r\n"
      "# group: sie\n"
      "d\tD\tC\n",
      "items.tsv");
  ASSERT_EQ(items.size(), 3u);
  EXPECT_EQ(items[0].group, "");
  EXPECT_EQ(items[0].source, "a b");
  EXPECT_EQ(items[0].candidates, (std::vector<std::string>{"A B", "A C"}));
  EXPECT_EQ(items[0].line, 2);
  EXPECT_EQ(items[1].group, "er");
  EXPECT_EQ(items[1].candidates, (std::vector<std::string>{"C", "D", "E"}));
  EXPECT_EQ(items[2].group, "sie");
  EXPECT_EQ(items[2].line, 7);
}

TEST(ContrastItems, MalformedLinesNameTheFileAndLine) {
  auto error_of = [](const std::string& text) {
    return test::error_of([&] { parse_contrast_items(text, "items.tsv"); });
  };
  EXPECT_NE(error_of("# c\na\tA\n").find("items.tsv line 2"), std::string::npos);
  EXPECT_NE(error_of("a\tA\t\n").find("translation 2 is empty"), std::string::npos);
  EXPECT_NE(error_of(" \tA\tB\n").find("source is empty"), std::string::npos);
  EXPECT_NE(error_of("# only comments\n\n").find("no items"), std::string::npos);
}

TEST(ContrastItems, TheBundledPronounSetParses) {
  const auto items =
      read_contrast_items(std::string(ATTN_SOURCE_DIR) + "/resources/contrast/pronouns-en-de.tsv");
  EXPECT_GE(items.size(), 20u);
  for (const auto& item : items) EXPECT_GE(item.candidates.size(), 2u) << "line " << item.line;
  EXPECT_TRUE(std::any_of(items.begin(), items.end(), [](const auto& i) { return !i.group.empty(); }));
}

TEST(ContrastItems, TheBundledFamilySetHasEveryFamilyAndThreePronounsPerItem) {
  const auto items =
      read_contrast_items(std::string(ATTN_SOURCE_DIR) + "/resources/contrast/it-families-en-de.tsv");
  EXPECT_GE(items.size(), 50u);
  std::set<std::string> groups;
  for (const auto& item : items) {
    groups.insert(item.group);
    // The correct translation and the two with the other pronouns, all different.
    ASSERT_EQ(item.candidates.size(), 3u) << "line " << item.line;
    EXPECT_EQ(std::set<std::string>(item.candidates.begin(), item.candidates.end()).size(), 3u)
        << "line " << item.line;
  }
  for (const char* family : {"pleonastic", "gender", "world knowledge", "entity swap"})
    EXPECT_TRUE(std::any_of(groups.begin(), groups.end(), [&](const auto& g) {
      return g.starts_with(family);
    })) << family;
}

TEST(ContrastScoring, MarginsAndAccuracyFollowTheModelsOwnLogProbabilities) {
  ToyTaskOptions toy;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  ModelConfig config = preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  Model model = make_model(config, tokenizer, 7);
  Translator translator(std::move(model), make_cpu_backend(config));

  const auto items = parse_contrast_items(
      "# group: g1\n"
      "s1 s2 s3\ts3 s2 s1\ts3 s2 s4\ts4 s2 s1\n"
      "s5 s6\ts6 s5\ts6 s6\n"
      "# group: g2\n"
      "s7 s8 s9\ts9 s8 s7\ts9 s9 s9\n",
      "toy.tsv");
  const auto scores = score_contrast_items(translator, items);
  ASSERT_EQ(scores.size(), 3u);
  int correct = 0, correct_g1 = 0;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const auto& lp = scores[i].log_probs;
    ASSERT_EQ(lp.size(), items[i].candidates.size());
    // Each log P is the model's score of that pair alone.
    for (std::size_t c = 0; c < lp.size(); ++c)
      EXPECT_NEAR(lp[c], translator.score({items[i].source}, {items[i].candidates[c]})[0], 1e-4);
    // By hand: margin = log P(correct) - the best wrong log P; the preferred candidate is the argmax.
    const double best_wrong = *std::max_element(lp.begin() + 1, lp.end());
    EXPECT_DOUBLE_EQ(scores[i].margin, lp[0] - best_wrong);
    EXPECT_EQ(scores[i].preferred, int(std::max_element(lp.begin(), lp.end()) - lp.begin()));
    EXPECT_EQ(scores[i].correct(), lp[0] > best_wrong);
    correct += scores[i].correct();
    if (i < 2) correct_g1 += scores[i].correct();
  }
  const auto summary = summarize_contrast(items, scores);
  ASSERT_EQ(summary.size(), 3u);
  EXPECT_EQ(summary[0].group, "");
  EXPECT_EQ(summary[0].items, 3);
  EXPECT_EQ(summary[0].correct, correct);
  EXPECT_EQ(summary[1].group, "g1");
  EXPECT_EQ(summary[1].items, 2);
  EXPECT_EQ(summary[1].correct, correct_g1);
  EXPECT_EQ(summary[2].group, "g2");
  EXPECT_EQ(summary[2].items, 1);
}

}  // namespace
}  // namespace attn
