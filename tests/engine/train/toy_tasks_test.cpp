#include "attention/toy_tasks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {
namespace {

constexpr ToyTask kAllTasks[] = {ToyTask::kCopy, ToyTask::kReverse, ToyTask::kSort, ToyTask::kShift};

int index_of(const std::string& symbol) { return std::stoi(symbol.substr(1)); }

TEST(ToyTasksTest, NamesRoundTrip) {
  for (const ToyTask task : kAllTasks) EXPECT_EQ(parse_toy_task(toy_task_name(task)), task);
  EXPECT_EQ(parse_toy_task("Reverse"), ToyTask::kReverse);
  EXPECT_EQ(parse_toy_task("SORT"), ToyTask::kSort);
  EXPECT_EQ(parse_toy_task("rev"), std::nullopt);
  EXPECT_EQ(parse_toy_task(""), std::nullopt);
  EXPECT_EQ(parse_toy_task("copyy"), std::nullopt);
}

TEST(ToyTasksTest, AlphabetSpelling) {
  ToyTaskOptions options;
  options.alphabet_size = 12;
  const auto alphabet = toy_alphabet(options);
  ASSERT_EQ(alphabet.size(), 12u);
  EXPECT_EQ(alphabet.front(), "s0");
  EXPECT_EQ(alphabet.back(), "s11");
}

TEST(ToyTasksTest, ShiftWrapsAround) {
  ToyTaskOptions options;
  options.alphabet_size = 1;
  options.min_length = options.max_length = 3;
  const auto shifted = generate_toy_corpus(ToyTask::kShift, 1, options);
  EXPECT_EQ(shifted.source[0], "s0 s0 s0");
  EXPECT_EQ(shifted.target[0], "s0 s0 s0");  // (0 + 1) mod 1
}

TEST(ToyTasksTest, DeterministicForASeed) {
  ToyTaskOptions options;
  for (const ToyTask task : kAllTasks) {
    const ToyCorpus a = generate_toy_corpus(task, 200, options);
    const ToyCorpus b = generate_toy_corpus(task, 200, options);
    EXPECT_EQ(a.source, b.source);
    EXPECT_EQ(a.target, b.target);
    options.seed = 2;
    const ToyCorpus c = generate_toy_corpus(task, 200, options);
    EXPECT_NE(a.source, c.source);
    options.seed = 1;
  }
}

TEST(ToyTasksTest, SameOnEveryPlatform) {
  // std::mt19937_64 is fully specified and the mapping to ranges is our own, so this is fixed everywhere.
  const ToyCorpus corpus = generate_toy_corpus(ToyTask::kReverse, 3, ToyTaskOptions{});
  EXPECT_EQ(corpus.source,
            (std::vector<std::string>{"s2 s0 s6 s4 s9 s8 s5 s8 s4 s6 s3", "s7 s0 s3 s9 s0 s3 s0 s3 s7 s8",
                                      "s7 s4 s9 s7 s0 s0 s3 s5 s7 s8"}));
  EXPECT_EQ(corpus.target[0], "s3 s6 s4 s8 s5 s8 s9 s4 s6 s0 s2");
}

TEST(ToyTasksTest, LengthsAndSymbolsInRange) {
  ToyTaskOptions options;
  options.alphabet_size = 7;
  options.min_length = 2;
  options.max_length = 5;
  const ToyCorpus corpus = generate_toy_corpus(ToyTask::kCopy, 2000, options);
  ASSERT_EQ(corpus.source.size(), 2000u);
  ASSERT_EQ(corpus.target.size(), 2000u);
  std::vector<int> length_seen(6, 0), symbol_seen(7, 0);
  for (const std::string& line : corpus.source) {
    const auto symbols = split_toy_symbols(line);
    ASSERT_GE(symbols.size(), 2u);
    ASSERT_LE(symbols.size(), 5u);
    ++length_seen[symbols.size()];
    for (const std::string& s : symbols) {
      const int k = index_of(s);
      ASSERT_GE(k, 0);
      ASSERT_LT(k, 7);
      ++symbol_seen[std::size_t(k)];
    }
  }
  for (int n = 2; n <= 5; ++n) EXPECT_GT(length_seen[std::size_t(n)], 300) << "length " << n;
  for (int k = 0; k < 7; ++k) EXPECT_GT(symbol_seen[std::size_t(k)], 500) << "symbol " << k;
}

TEST(ToyTasksTest, TargetsAreCorrect) {
  ToyTaskOptions options;
  options.alphabet_size = 13;
  for (const ToyTask task : kAllTasks) {
    const ToyCorpus corpus = generate_toy_corpus(task, 300, options);
    for (std::size_t i = 0; i < corpus.source.size(); ++i) {
      std::vector<int> source, target;
      for (const auto& s : split_toy_symbols(corpus.source[i])) source.push_back(index_of(s));
      for (const auto& s : split_toy_symbols(corpus.target[i])) target.push_back(index_of(s));
      std::vector<int> expected = source;
      switch (task) {
        case ToyTask::kCopy:
          break;
        case ToyTask::kReverse:
          std::reverse(expected.begin(), expected.end());
          break;
        case ToyTask::kSort:
          std::sort(expected.begin(), expected.end());
          break;
        case ToyTask::kShift:
          for (int& k : expected) k = (k + 1) % 13;
          break;
      }
      ASSERT_EQ(target, expected) << toy_task_name(task) << ": " << corpus.source[i];
    }
  }
}

TEST(ToyTasksTest, AlignmentExamples) {
  const std::vector<std::string> source = {"s2", "s10", "s2", "s0"};
  EXPECT_EQ(toy_alignment(ToyTask::kCopy, source), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(toy_alignment(ToyTask::kShift, source), (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(toy_alignment(ToyTask::kReverse, source), (std::vector<int>{3, 2, 1, 0}));
  // Numeric order (s2 < s10) and stable among the equal s2s.
  EXPECT_EQ(toy_alignment(ToyTask::kSort, source), (std::vector<int>{3, 0, 2, 1}));
  EXPECT_TRUE(toy_alignment(ToyTask::kSort, {}).empty());
  EXPECT_THROW(toy_alignment(ToyTask::kSort, {"s1", "x"}), Error);
  EXPECT_THROW(toy_alignment(ToyTask::kSort, {"s01"}), Error);
}

TEST(ToyTasksTest, AlignmentPointsAtTheSourceOfEachTargetSymbol) {
  ToyTaskOptions options;
  options.alphabet_size = 5;  // small, so sort sees many ties
  for (const ToyTask task : kAllTasks) {
    const ToyCorpus corpus = generate_toy_corpus(task, 300, options);
    for (std::size_t i = 0; i < corpus.source.size(); ++i) {
      const auto source = split_toy_symbols(corpus.source[i]);
      const auto target = split_toy_symbols(corpus.target[i]);
      const auto alignment = toy_alignment(task, source);
      ASSERT_EQ(alignment.size(), target.size());
      std::vector<int> sorted = alignment;
      std::sort(sorted.begin(), sorted.end());
      for (std::size_t j = 0; j < sorted.size(); ++j) ASSERT_EQ(sorted[j], int(j));  // a permutation
      for (std::size_t j = 0; j < target.size(); ++j) {
        const int from = index_of(source[std::size_t(alignment[j])]);
        const int expected = task == ToyTask::kShift ? (from + 1) % 5 : from;
        ASSERT_EQ(index_of(target[j]), expected) << toy_task_name(task) << ": " << corpus.source[i];
      }
      if (task == ToyTask::kSort) {  // stable: equal symbols keep their source order
        for (std::size_t j = 1; j < target.size(); ++j) {
          if (target[j] == target[j - 1]) {
            ASSERT_LT(alignment[j - 1], alignment[j]);
          }
        }
      }
    }
  }
}

TEST(ToyTasksTest, SplitSymbols) {
  EXPECT_EQ(split_toy_symbols("s3 s1  s4 "), (std::vector<std::string>{"s3", "s1", "s4"}));
  EXPECT_TRUE(split_toy_symbols("").empty());
}

TEST(ToyTasksTest, TokenizerHasOneIdPerSymbol) {
  ToyTaskOptions options;
  options.alphabet_size = 12;
  const Tokenizer tok = make_toy_tokenizer(options);
  EXPECT_EQ(tok.vocab_size(), 4 + 12);
  EXPECT_EQ(tok.piece(kPadId), "<pad>");
  EXPECT_EQ(tok.piece(kEosId), "</s>");
  for (int k = 0; k < 12; ++k) EXPECT_EQ(tok.piece(4 + k), "\u2581s" + std::to_string(k));

  const ToyCorpus corpus = generate_toy_corpus(ToyTask::kSort, 100, options);
  for (const auto* side : {&corpus.source, &corpus.target}) {
    for (const std::string& line : *side) {
      const auto symbols = split_toy_symbols(line);
      const auto ids = tok.encode(line);
      ASSERT_EQ(ids.size(), symbols.size()) << line;
      for (std::size_t j = 0; j < ids.size(); ++j) EXPECT_EQ(ids[j], 4 + index_of(symbols[j]));
      EXPECT_EQ(tok.decode(ids), line);
    }
  }
  EXPECT_EQ(tok.encode("s12"), (std::vector<std::int32_t>{kUnkId}));  // outside the alphabet
}

TEST(ToyTasksTest, TokenizerIsDeterministic) {
  ToyTaskOptions options;
  options.alphabet_size = 30;
  EXPECT_EQ(make_toy_tokenizer(options).serialized(), make_toy_tokenizer(options).serialized());
}

TEST(ToyTasksTest, LargestAlphabetTokenizer) {
  ToyTaskOptions options;
  options.alphabet_size = 1000;
  const Tokenizer tok = make_toy_tokenizer(options);
  EXPECT_EQ(tok.vocab_size(), 1004);
  EXPECT_EQ(tok.encode("s999 s0"), (std::vector<std::int32_t>{1003, 4}));
}

TEST(ToyTasksTest, InvalidOptionsThrow) {
  ToyTaskOptions options;
  options.alphabet_size = 0;
  EXPECT_THROW(generate_toy_corpus(ToyTask::kCopy, 1, options), Error);
  EXPECT_THROW(toy_alphabet(options), Error);
  EXPECT_THROW(make_toy_tokenizer(options), Error);
  options = {};
  options.min_length = 0;
  EXPECT_THROW(generate_toy_corpus(ToyTask::kCopy, 1, options), Error);
  options = {};
  options.min_length = 5;
  options.max_length = 4;
  EXPECT_THROW(generate_toy_corpus(ToyTask::kCopy, 1, options), Error);
  EXPECT_THROW(generate_toy_corpus(ToyTask::kCopy, -1, ToyTaskOptions{}), Error);
  EXPECT_TRUE(generate_toy_corpus(ToyTask::kCopy, 0, ToyTaskOptions{}).source.empty());
}

}  // namespace
}  // namespace attn
