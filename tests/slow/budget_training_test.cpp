// Issue 10's promise, checked end to end with the real command-line tool: a user who trains a procedural task
// from files with nothing but a preset and a time budget (`--preset tiny --minutes 3`) gets a model that
// solves held-out items. Every other setting (vocabulary, batch size, warm-up, peak rate, cool-down) must be
// derived by the trainer. Slow (three minutes of training), so it runs alone, under the `slow` label.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;

// "c a t" -> "t a c": 3 to 9 letters a–z, space-separated so that every letter is a token.
std::string random_word(std::mt19937& rng) {
  std::uniform_int_distribution<int> length(3, 9), letter(0, 25);
  std::string word;
  for (int n = length(rng), i = 0; i < n; ++i) word += char('a' + letter(rng));
  return word;
}

std::string spaced(const std::string& word) {
  std::string s;
  for (char c : word) {
    if (!s.empty()) s += ' ';
    s += c;
  }
  return s;
}

void write_pairs(const fs::path& stem, const std::vector<std::string>& words) {
  std::ofstream src(stem.string() + ".src"), tgt(stem.string() + ".tgt");
  for (const auto& w : words) {
    src << spaced(w) << '\n';
    tgt << spaced(std::string(w.rbegin(), w.rend())) << '\n';
  }
}

std::vector<std::string> read_lines(const fs::path& file) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

int run(const std::string& command) {
  std::printf("$ %s\n", command.c_str());
  std::fflush(stdout);
  return std::system(command.c_str());
}

TEST(BudgetTraining, ThreeMinutesOfTinyOnFilesReverseHeldOutWordsExactly) {
  const fs::path dir = fs::temp_directory_path() / "attn_budget_training";
  fs::remove_all(dir);
  fs::create_directories(dir);
  // 20,000 training words, 500 validation and 500 test words, none of them seen in training.
  std::mt19937 rng(2017);
  std::set<std::string> seen;
  std::vector<std::string> train, valid, test;
  while (train.size() + valid.size() + test.size() < 21000) {
    const std::string w = random_word(rng);
    if (!seen.insert(w).second) continue;
    (train.size() < 20000 ? train : valid.size() < 500 ? valid : test).push_back(w);
  }
  write_pairs(dir / "train", train);
  write_pairs(dir / "valid", valid);
  write_pairs(dir / "test", test);

  const std::string cli = ATTN_CLI_EXE;
  const std::string d = dir.string();
  ASSERT_EQ(run(cli + " train --src " + d + "/train.src --tgt " + d + "/train.tgt --valid-src " + d +
                "/valid.src --valid-tgt " + d + "/valid.tgt --out " + d +
                "/model --preset tiny --minutes 3 > " + d + "/train.log 2>&1"),
            0)
      << "see " << d << "/train.log";
  for (const auto& line : read_lines(dir / "train.log"))
    if (line.rfind("step", 0) != 0) std::printf("%s\n", line.c_str());  // what was derived, for the record
  ASSERT_EQ(
      run(cli + " translate --model " + d + "/model --beam 1 < " + d + "/test.src > " + d + "/test.hyp"), 0);

  const auto hyp = read_lines(dir / "test.hyp"), ref = read_lines(dir / "test.tgt");
  ASSERT_EQ(hyp.size(), ref.size());
  int exact = 0;
  for (std::size_t i = 0; i < ref.size(); ++i) exact += hyp[i] == ref[i];
  const double accuracy = 100.0 * exact / double(ref.size());
  std::printf("exact match on %zu held-out words: %.1f %%\n", ref.size(), accuracy);
  EXPECT_GE(accuracy, 99.0);
  fs::remove_all(dir);
}

}  // namespace
