// The way out: a model exported as a Hugging Face MarianMT folder and imported back decodes as the original.
// Round trips on a tiny random model with the paper's interleaved positions (which the export reorders into
// Marian's [sin | cos]: a wrong reordering changes every log-probability), on the imported fixture (exactly
// the same tensors back) and on the bundled en-de model; models MarianMT cannot express are refused with the
// reason.
#include "attention/hf_marian_export.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/decoding.h"
#include "attention/hf_marian_import.h"
#include "attention/safetensors.h"
#include "attention/translator.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

class ExportFolder : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = fs::temp_directory_path() / ("attn-hf-export-" + std::to_string(::getpid()) + "-" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override { fs::remove_all(root_); }
  fs::path root_;
};

// log P of each (source, target) and the greedy translations, on the CPU reference.
struct Decoded {
  std::vector<double> log_probs;
  std::vector<std::string> greedy;
};

Decoded decode(const Model& model, const std::vector<std::string>& sources,
               const std::vector<std::string>& targets) {
  Translator translator(model, make_backend("cpu", model.config));
  Decoded d;
  d.log_probs = translator.score(sources, targets);
  DecodeOptions greedy;
  greedy.beam_size = 1;
  for (const Translation& t : translator.translate(sources, greedy)) d.greedy.push_back(t.text());
  return d;
}

void expect_same_decoding(const Model& original, const Model& round_trip,
                          const std::vector<std::string>& sources, const std::vector<std::string>& targets) {
  const Decoded a = decode(original, sources, targets), b = decode(round_trip, sources, targets);
  ASSERT_EQ(a.log_probs.size(), b.log_probs.size());
  for (std::size_t i = 0; i < a.log_probs.size(); ++i)
    EXPECT_NEAR(a.log_probs[i], b.log_probs[i], 1e-4 * std::max(1.0, std::fabs(a.log_probs[i])))
        << sources[i];
  EXPECT_EQ(a.greedy, b.greedy);
}

TEST_F(ExportFolder, InterleavedPositionsBecomeMariansLayoutWithTheSameFunction) {
  // A joint tokenizer is needed for text: borrow the bundled classroom model's and give it random weights.
  Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de");
  ModelConfig c = test::small_model_config();
  c.vocab_size = model.config.vocab_size;
  c.output_bias = true;
  ASSERT_EQ(c.positional_encoding, PositionalEncoding::kSinusoidal);
  model.config = c;
  model.parameters = test::noisy_parameters(c, 7);
  export_hf_marian(model, root_ / "hf");
  const Model back = import_hf_marian(root_ / "hf");
  EXPECT_EQ(back.config.positional_encoding, PositionalEncoding::kSinusoidalConcat);
  EXPECT_EQ(back.config.decoder_start_id, c.decoder_start_id);
  expect_same_decoding(model, back, {"A dog runs in the park.", "Two men are talking."},
                       {"Ein Hund rennt im Park.", "Zwei Männer reden."});
}

TEST_F(ExportFolder, TheImportedFixtureComesBackTensorForTensor) {
  const fs::path fixture = fs::path(ATTN_SOURCE_DIR) / "tests/fixtures/hf_marian/tiny";
  const Model imported = import_hf_marian(fixture);
  std::vector<std::string> notes;
  export_hf_marian(imported, root_ / "hf", &notes);
  EXPECT_FALSE(notes.empty());
  const Model back = import_hf_marian(root_ / "hf");
  EXPECT_EQ(back.parameters, imported.parameters);  // [sin | cos] already: nothing is reordered
  EXPECT_EQ(back.config.vocabulary().decoder_start, imported.config.vocabulary().decoder_start);
  // Every tensor of the original file is written, with its shape (the file's own position tables included).
  const SafetensorsFile original = read_safetensors(fixture / "model.safetensors");
  const SafetensorsFile exported = read_safetensors(root_ / "hf/model.safetensors");
  for (const Tensor& t : original.tensors) {
    if (t.name.find("embed_tokens") != std::string::npos) continue;  // tied copies of model.shared
    const Tensor* e = exported.find(t.name);
    ASSERT_NE(e, nullptr) << t.name;
    EXPECT_EQ(e->shape, t.shape) << t.name;
    EXPECT_EQ(e->to_f32(), t.to_f32()) << t.name;
  }
  expect_same_decoding(imported, back, {"A little girl climbing into a wooden playhouse."},
                       {"Ein kleines Mädchen klettert in ein Spielhaus."});
}

TEST_F(ExportFolder, TheBundledModelDecodesTheSameAfterTheRoundTrip) {
  const Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/en-de");
  export_hf_marian(model, root_ / "hf");
  const nlohmann::json config = nlohmann::json::parse(test::slurp(root_ / "hf/config.json"));
  EXPECT_EQ(config["model_type"], "marian");
  EXPECT_EQ(config["decoder_start_token_id"], model.config.decoder_start_id);
  EXPECT_EQ(config["bad_words_ids"],
            nlohmann::json::parse("[[" + std::to_string(model.config.pad_id) + "]]"));
  const Model back = import_hf_marian(root_ / "hf");
  expect_same_decoding(
      model, back,
      {"The animal didn't cross the street because it was too tired.", "Where is the train station?",
       "My sister works as a doctor in a big hospital."},
      {"Das Tier hat die Straße nicht überquert, weil es zu müde war.", "Wo ist der Bahnhof?",
       "Meine Schwester arbeitet als Ärztin in einem großen Krankenhaus."});
}

TEST_F(ExportFolder, ModelsMarianCannotExpressAreRefusedWithTheReason) {
  Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de");
  Model pre = model;
  pre.config.norm_position = NormPosition::kPre;
  pre.parameters.assign(ParameterLayout(pre.config).total_size(), 0.01f);
  EXPECT_NE(test::error_of([&] { export_hf_marian(pre, root_ / "pre"); }).find("pre-LN"), std::string::npos);
  Model learned = model;
  learned.config.positional_encoding = PositionalEncoding::kLearned;
  learned.parameters.assign(ParameterLayout(learned.config).total_size(), 0.01f);
  EXPECT_NE(
      test::error_of([&] { export_hf_marian(learned, root_ / "learned"); }).find("learned its positions"),
      std::string::npos);
  Model untied = model;
  untied.config.tie_embeddings = false;
  untied.parameters = test::noisy_parameters(untied.config, 3);
  EXPECT_NE(
      test::error_of([&] { export_hf_marian(untied, root_ / "untied"); }).find("separate source and target"),
      std::string::npos);
  // Nothing is left behind by a refusal.
  EXPECT_TRUE(fs::is_empty(root_));
}

TEST_F(ExportFolder, AFolderThatHoldsFilesIsNeverOverwritten) {
  const Model model = load_model(fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de");
  fs::create_directories(root_ / "taken");
  test::spit(root_ / "taken/notes.txt", "mine");
  EXPECT_NE(test::error_of([&] { export_hf_marian(model, root_ / "taken"); }).find("not an empty folder"),
            std::string::npos);
  EXPECT_EQ(test::slurp(root_ / "taken/notes.txt"), "mine");
  EXPECT_EQ(std::distance(fs::directory_iterator(root_ / "taken"), fs::directory_iterator()), 1);
}

}  // namespace
}  // namespace attn
