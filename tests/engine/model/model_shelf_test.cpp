// The model shelf: model folders under one or more roots listed by name with their cards' title and summary,
// the first root winning a name, and --model specs resolved as folders or bundled names with errors that
// list what is available.
#include "attention/model_shelf.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "attention/error.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

class ModelShelfTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ =
        fs::temp_directory_path() /
        ("attn_model_shelf_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }

  static void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
  }
  // Only config.json matters to the shelf; loading is load_model's job.
  fs::path add_model(const fs::path& root, const std::string& name, const std::string& card = {}) {
    write(root / name / "config.json", "{}");
    if (!card.empty()) write(root / name / "README.md", card);
    return root / name;
  }

  fs::path root_;
};

TEST_F(ModelShelfTest, ListsModelFoldersByNameWithTheirCards) {
  const fs::path bundled = root_ / "models";
  add_model(bundled, "multi30k-en-de",
            "# Multi30k English→German\n\nTrained on **image captions**: short,\nliteral sentences.\n\n"
            "## Details\nMore text.\n");
  add_model(bundled, "en-de");                                // no card
  write(bundled / "notes" / "README.md", "# Not a model\n");  // no config.json
  write(bundled / "stray.txt", "x");

  const std::vector<ShelfModel> shelf = list_models({bundled});
  ASSERT_EQ(shelf.size(), 2u);
  EXPECT_EQ(shelf[0].name, "en-de");
  EXPECT_EQ(shelf[0].path, bundled / "en-de");
  EXPECT_TRUE(shelf[0].card.title.empty());
  EXPECT_TRUE(shelf[0].card.summary.empty());
  EXPECT_EQ(shelf[1].name, "multi30k-en-de");
  EXPECT_EQ(shelf[1].card.title, "Multi30k English→German");
  EXPECT_EQ(shelf[1].card.summary, "Trained on image captions: short, literal sentences.");
}

TEST_F(ModelShelfTest, CardsReadAsPlainText) {
  write(root_ / "a.md",
        "\xEF\xBB\xBF# `tiny` model\r\n\r\n<!-- edit me -->\r\nSee [the paper](https://x.y/z) "
        "and ![logo](logo.png).\r\n");
  const ModelCard a = read_model_card(root_ / "a.md");
  EXPECT_EQ(a.title, "tiny model");
  EXPECT_EQ(a.summary, "See the paper and logo.");
  // No heading: the first paragraph is the summary; a later heading is not the title.
  write(root_ / "b.md", "Just a sentence.\n\n# Later heading\n");
  const ModelCard b = read_model_card(root_ / "b.md");
  EXPECT_TRUE(b.title.empty());
  EXPECT_EQ(b.summary, "Just a sentence.");
  write(root_ / "c.md", "###\n");
  EXPECT_TRUE(read_model_card(root_ / "c.md").title.empty());
  const ModelCard missing = read_model_card(root_ / "missing.md");
  EXPECT_TRUE(missing.title.empty() && missing.summary.empty());
}

TEST_F(ModelShelfTest, EarlierRootsWinAndMissingRootsAreSkipped) {
  const fs::path installed = root_ / "installed", source = root_ / "source";
  add_model(installed, "en-de", "# Installed\n");
  add_model(source, "en-de", "# Source tree\n");
  add_model(source, "multi30k-en-de");
  const std::vector<ShelfModel> shelf = list_models({root_ / "nowhere", installed, source});
  ASSERT_EQ(shelf.size(), 2u);
  EXPECT_EQ(shelf[0].card.title, "Installed");
  EXPECT_EQ(shelf[0].path, installed / "en-de");
  EXPECT_EQ(shelf[1].path, source / "multi30k-en-de");
  // A file where a root should be is no root.
  write(root_ / "file-root", "x");
  EXPECT_TRUE(list_models({root_ / "file-root", root_ / "nowhere"}).empty());
}

TEST_F(ModelShelfTest, DefaultIsEnDeElseTheFirstModel) {
  const fs::path bundled = root_ / "models";
  add_model(bundled, "multi30k-en-de");
  add_model(bundled, "zz-model");
  ASSERT_TRUE(default_model(list_models({bundled})));
  EXPECT_EQ(default_model(list_models({bundled}))->name, "multi30k-en-de");
  add_model(bundled, "en-de");
  EXPECT_EQ(default_model(list_models({bundled}))->name, std::string(kDefaultModelName));
  EXPECT_FALSE(default_model(list_models({root_ / "nowhere"})));
}

TEST_F(ModelShelfTest, ResolvesFoldersFirstThenBundledNames) {
  const fs::path bundled = root_ / "models";
  const fs::path multi30k = add_model(bundled, "multi30k-en-de");
  add_model(bundled, "en-de");
  // A folder path wins, whether or not it is on the shelf.
  const fs::path elsewhere = add_model(root_ / "mine", "trained");
  EXPECT_EQ(resolve_model_path(elsewhere.string(), {bundled}), elsewhere);
  EXPECT_EQ(resolve_model_path("multi30k-en-de", {bundled}), multi30k);
  EXPECT_EQ(resolve_model_path("en-de", {root_ / "nowhere", bundled}), bundled / "en-de");
  // A folder of that name in the working directory is a path, and wins over the bundled name.
  const fs::path cwd = fs::current_path();
  fs::current_path(root_ / "mine");
  EXPECT_EQ(resolve_model_path("trained", {bundled}), fs::path("trained"));
  fs::current_path(cwd);
}

TEST_F(ModelShelfTest, UnknownNamesListTheAvailableModels) {
  const fs::path bundled = root_ / "models";
  add_model(bundled, "multi30k-en-de");
  add_model(bundled, "en-de");
  try {
    resolve_model_path("en-fr", {bundled});
    FAIL() << "an unknown name must throw";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("'en-fr'"), std::string::npos) << what;
    EXPECT_NE(what.find("en-de, multi30k-en-de"), std::string::npos) << what;
  }
  try {
    resolve_model_path((root_ / "no" / "such").string(), {bundled});
    FAIL() << "a missing folder must throw";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("does not exist"), std::string::npos) << what;
    EXPECT_NE(what.find("multi30k-en-de"), std::string::npos) << what;
  }
  try {
    resolve_model_path("en-de", {root_ / "nowhere"});
    FAIL() << "an empty shelf must throw";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("no bundled models"), std::string::npos) << e.what();
  }
  EXPECT_THROW(resolve_model_path("", {bundled}), Error);
}

// The repository's own shelf: whatever else is bundled, the Multi30k model is there with a usable default.
TEST(BundledShelf, ListsTheRepositoryModels) {
  const std::vector<fs::path> roots{fs::path(ATTN_SOURCE_DIR) / "resources/models"};
  const std::vector<ShelfModel> shelf = list_models(roots);
  const auto multi30k = std::find_if(shelf.begin(), shelf.end(),
                                     [](const ShelfModel& m) { return m.name == "multi30k-en-de"; });
  ASSERT_NE(multi30k, shelf.end());
  EXPECT_TRUE(fs::exists(multi30k->path / "model.safetensors"));
  ASSERT_TRUE(default_model(shelf));
  const bool has_en_de = fs::exists(roots[0] / "en-de" / "config.json");
  EXPECT_EQ(default_model(shelf)->name, has_en_de ? "en-de" : shelf.front().name);
  EXPECT_EQ(resolve_model_path("multi30k-en-de", roots), multi30k->path);
}

}  // namespace
}  // namespace attn
