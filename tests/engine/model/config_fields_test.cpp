// The config field table (config_fields.h) is the one listing of ModelConfig's fields: config.json holds
// exactly its fields, every field survives a write and read at a non-default value, and bad override values
// name the field.
#include "attention/config_fields.h"

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "attention/error.h"

namespace {

using namespace attn;

template <typename F>
std::string test_error(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

std::set<std::string> table_names() {
  std::set<std::string> names;
  for (const ConfigField& f : config_fields()) names.emplace(f.name);
  return names;
}

// A value for `field` other than `c`'s, in range, as override text.
std::string other_value(const ConfigField& f, const ModelConfig& c) {
  switch (f.kind) {
    case ConfigFieldKind::kInt:
      // The defaults' doubles are in range and keep d_model % h; pad_id's 0 becomes 5.
      return std::to_string(c.*f.int_member == 0 ? 5 : c.*f.int_member * 2);
    case ConfigFieldKind::kFloat:
      if (f.range.max_open && f.range.max == 1) return c.*f.float_member == 0.5f ? "0.25" : "0.5";
      return format_config_value(f, c) + "5";  // positional_base: 10000 -> 100005
    case ConfigFieldKind::kBool:
      return c.*f.bool_member ? "false" : "true";
    case ConfigFieldKind::kEnum:
      return std::string(f.choices[std::size_t(f.get_choice(c) + 1) % f.choices.size()]);
  }
  return {};
}

TEST(ConfigFieldsTest, EveryFieldIsListedOnce) {
  const auto fields = config_fields();
  EXPECT_EQ(table_names().size(), fields.size()) << "a field is listed twice";
  // The writer walks the table, so compare with what a reader of the struct would expect: the key set of
  // the JSON written from a default config, read back with nothing defaulted.
  const nlohmann::json written = nlohmann::json::parse(to_json(ModelConfig{}));
  std::set<std::string> keys;
  for (const auto& [key, value] : written.items()) keys.insert(key);
  EXPECT_EQ(keys, table_names());
  EXPECT_TRUE(read_config_json(to_json(ModelConfig{})).defaulted_fields.empty());
  // C++ cannot list a struct's members: a new ModelConfig member must come with a row and this count.
  EXPECT_EQ(fields.size(), 24u)
      << "ModelConfig gained or lost a field: update config_fields.cpp and this test";
  for (const ConfigField& f : fields) {
    EXPECT_FALSE(f.doc.empty()) << f.name;
    EXPECT_FALSE(f.paper_term.empty()) << f.name;
    EXPECT_EQ(find_config_field(f.name), &f);
    const int paths = (f.int_member != nullptr) + (f.float_member != nullptr) + (f.bool_member != nullptr) +
                      (f.get_choice != nullptr);
    EXPECT_EQ(paths, 1) << f.name;
  }
  EXPECT_EQ(find_config_field("layers"), nullptr);
  EXPECT_EQ(cli_flag(*find_config_field("d_model")), "--d-model");
}

TEST(ConfigFieldsTest, EveryFieldRoundTripsThroughJsonAtANonDefaultValue) {
  const ModelConfig defaults;
  ModelConfig changed;
  for (const ConfigField& f : config_fields()) {
    parse_config_value(f, changed, f.name == "layer_norm_eps" ? "1e-06" : other_value(f, defaults));
  }
  ASSERT_NO_THROW(changed.validate());
  const ModelConfig back = config_from_json(to_json(changed));
  for (const ConfigField& f : config_fields()) {
    SCOPED_TRACE(std::string(f.name));
    EXPECT_NE(format_config_value(f, changed), format_config_value(f, defaults));
    EXPECT_EQ(format_config_value(f, back), format_config_value(f, changed));
  }
  EXPECT_EQ(to_json(back), to_json(changed));
}

// Folders written before the special ids were model-owned have none in config.json: they read as the
// project's ids (vocab.h), silently, while every other network field stays required.
TEST(ConfigFieldsTest, SpecialIdsMayBeLeftOutAndAreChecked) {
  nlohmann::json j = nlohmann::json::parse(to_json(ModelConfig{}));
  for (const char* key : {"pad_id", "unk_id", "bos_id", "eos_id", "decoder_start_id"}) j.erase(key);
  const ConfigFile file = read_config_json(j.dump());
  EXPECT_TRUE(file.defaulted_fields.empty());
  EXPECT_EQ(file.config.vocabulary(), VocabularyInfo{});
  j["eos_id"] = 0;
  j["pad_id"] = 0;
  EXPECT_NE(test_error([&] { read_config_json(j.dump()); }).find("three different ids"), std::string::npos);
  j["pad_id"] = j["vocab_size"];
  EXPECT_NE(test_error([&] { read_config_json(j.dump()); }).find("pad_id"), std::string::npos);
  j["pad_id"] = j["vocab_size"].get<int>() - 1;
  j["bos_id"] = -1;
  j["decoder_start_id"] = j["pad_id"];
  const VocabularyInfo marian = read_config_json(j.dump()).config.vocabulary();
  EXPECT_FALSE(marian.has_bos());
  EXPECT_FALSE(marian.producible(marian.pad));
  EXPECT_TRUE(marian.producible(kBosId)) << "id 2 is an ordinary piece without a BOS";
}

TEST(ConfigFieldsTest, DisplayTextReadsBack) {
  const ModelConfig c;
  EXPECT_EQ(format_config_value(*find_config_field("dropout"), c), "0.1");
  EXPECT_EQ(format_config_value(*find_config_field("layer_norm_eps"), c), "1e-05");
  EXPECT_EQ(format_config_value(*find_config_field("norm_position"), c), "post");
  EXPECT_EQ(format_config_value(*find_config_field("tie_embeddings"), c), "true");
  EXPECT_EQ(format_config_value(*find_config_field("positional_base"), c), "10000");
  for (const ConfigField& f : config_fields()) {
    ModelConfig copy;
    parse_config_value(f, copy, format_config_value(f, c));
    EXPECT_EQ(format_config_value(f, copy), format_config_value(f, c)) << f.name;
  }
}

// Expects attn::Error whose message contains every one of `words`.
template <typename F>
void expect_error(F&& f, const std::vector<std::string>& words) {
  try {
    f();
    ADD_FAILURE() << "no error; expected one naming '" << words.front() << "'";
  } catch (const Error& e) {
    for (const auto& w : words) EXPECT_NE(std::string(e.what()).find(w), std::string::npos) << e.what();
  }
}

TEST(ConfigFieldsTest, BadOverrideValuesNameTheFieldAndWhatIsAccepted) {
  ModelConfig c;
  expect_error([&] { set_config_field(c, "d_model", "wide"); }, {"d_model", "--d-model", "wide", "integer"});
  expect_error([&] { set_config_field(c, "d_model", "511"); }, {"d_model", "even", "[2, 16384]", "511"});
  expect_error([&] { set_config_field(c, "d_model", "64.5"); }, {"d_model", "integer"});
  expect_error([&] { set_config_field(c, "dropout", "1.5"); }, {"dropout", "--dropout", "[0, 1)"});
  expect_error([&] { set_config_field(c, "dropout", "nan"); }, {"dropout", "number"});
  expect_error([&] { set_config_field(c, "positional_base", "1"); }, {"positional_base", "> 1"});
  expect_error([&] { set_config_field(c, "layer_norm_eps", "0"); }, {"layer_norm_eps", "(0, 1)"});
  expect_error([&] { set_config_field(c, "tie_embeddings", "yes"); }, {"tie_embeddings", "true or false"});
  expect_error([&] { set_config_field(c, "activation", "tanh"); },
               {"activation", "tanh", "relu, swish, gelu"});
  expect_error([&] { set_config_field(c, "layers", "0"); }, {"encoder_layers", "[1, 64]"});
  expect_error([&] { set_config_field(c, "heads", "4"); }, {"unknown", "heads"});
  EXPECT_EQ(c.d_model, ModelConfig{}.d_model) << "a rejected value must not stick";
}

// README's Configuration section lists the table, row for row; on a mismatch the expected rows are printed.
TEST(ConfigFieldsTest, ReadmeListsTheTable) {
  std::ifstream in(ATTN_SOURCE_DIR "/README.md");
  ASSERT_TRUE(in) << "README.md not found";
  std::string line;
  while (std::getline(in, line) && line != "### Configuration (`config.json`)") {
  }
  std::vector<std::string> rows;
  while (std::getline(in, line) && !line.starts_with("### "))
    if (line.starts_with("| `")) rows.push_back(line);
  std::vector<std::string> expected;
  std::ostringstream all;
  for (const ConfigField& f : config_fields()) {
    expected.push_back("| `" + std::string(f.name) + "` | " + format_config_value(f, ModelConfig{}) + " | " +
                       accepted_values(f) + " | " + std::string(f.paper_term) + " | " + std::string(f.doc) +
                       " |");
    all << expected.back() << "\n";
  }
  EXPECT_EQ(rows, expected) << "README.md's configuration table should read:\n" << all.str();
}

}  // namespace
