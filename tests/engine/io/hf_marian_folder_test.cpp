// The Hugging Face MarianMT folder reader against the committed tiny fixture (tests/fixtures/hf_marian, made
// by make_fixture.py, which also printed the numbers checked here into expected.json), and its refusals of
// folders it cannot import.
#include "io/hf_marian_folder.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <numeric>
#include <random>

#include "attention/safetensors.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;
using test::error_of;

const fs::path kFixture = fs::path(ATTN_SOURCE_DIR) / "tests/fixtures/hf_marian/tiny";

Json expected_json() { return Json::parse(test::slurp(kFixture / "expected.json")); }

double sum(const HfTensor& t) { return std::accumulate(t.values.begin(), t.values.end(), 0.0); }

void expect_contains(const std::string& message, const std::string& needle) {
  EXPECT_NE(message.find(needle), std::string::npos) << "message: " << message << "\nexpected: " << needle;
}

TEST(HfMarianFolder, ReadsTheConfig) {
  const HfMarianFolder folder = read_hf_marian_folder(kFixture);
  const HfMarianConfig& c = folder.config;
  EXPECT_EQ(c.vocab_size, expected_json()["vocab_size"].get<int>());
  EXPECT_EQ(c.d_model, 16);
  EXPECT_EQ(c.encoder_layers, 2);
  EXPECT_EQ(c.decoder_layers, 2);
  EXPECT_EQ(c.attention_heads, 2);
  EXPECT_EQ(c.ffn_dim, 32);
  EXPECT_EQ(c.max_position_embeddings, 64);
  EXPECT_EQ(c.activation, Activation::kSwish);
  EXPECT_EQ(c.activation_name, "swish");
  EXPECT_TRUE(c.scale_embedding);
  EXPECT_TRUE(c.tie_word_embeddings);
}

TEST(HfMarianFolder, ReadsTheSpecialIdsAndVocabulary) {
  const HfMarianFolder folder = read_hf_marian_folder(kFixture);
  const Json expected = expected_json();
  const HfMarianSpecialIds& ids = folder.special_ids;
  EXPECT_EQ(ids.pad, expected["special_ids"]["pad"].get<int>());
  EXPECT_EQ(ids.pad, folder.config.vocab_size - 1);
  EXPECT_EQ(ids.eos, 0);
  EXPECT_EQ(ids.unk, expected["special_ids"]["unk"].get<int>());
  EXPECT_EQ(ids.decoder_start, ids.pad);
  EXPECT_EQ(ids.forced_eos, std::optional<std::int32_t>(0));
  EXPECT_EQ(ids.banned, std::vector<std::int32_t>{ids.pad});

  ASSERT_EQ(folder.vocab.size(), std::size_t(folder.config.vocab_size));
  EXPECT_EQ(folder.vocab[0], "</s>");
  EXPECT_EQ(folder.vocab[1], "<unk>");
  EXPECT_EQ(folder.vocab.back(), "<pad>");
  for (const Json& c : expected["cases"]) {
    const auto source_ids = c["source_ids"].get<std::vector<int>>();
    const auto source_pieces = c["source_pieces"].get<std::vector<std::string>>();
    ASSERT_EQ(source_ids.size(), source_pieces.size());
    for (std::size_t i = 0; i < source_ids.size(); ++i)
      EXPECT_EQ(folder.vocab[source_ids[i]], source_pieces[i]);
  }
  EXPECT_TRUE(fs::exists(folder.source_spm));
  EXPECT_TRUE(fs::exists(folder.target_spm));
}

TEST(HfMarianFolder, ReadsTheTensorsThePythonScriptWrote) {
  const HfMarianFolder folder = read_hf_marian_folder(kFixture);
  const Json checks = expected_json()["checks"];
  EXPECT_EQ(folder.tensors.size(), checks["tensor_count"].get<std::size_t>());
  EXPECT_TRUE(folder.has_final_logits_bias);
  EXPECT_TRUE(folder.has_position_tables);
  EXPECT_TRUE(folder.ignored_tensors.empty());

  const HfTensor& shared = folder.tensor("model.shared.weight");
  EXPECT_EQ(shared.shape, checks["model.shared.weight.shape"].get<std::vector<std::int64_t>>());
  EXPECT_NEAR(sum(shared), checks["model.shared.weight.sum"].get<double>(), 1e-4);
  for (int i = 0; i < 16; ++i) EXPECT_EQ(shared.values[std::size_t(folder.special_ids.pad) * 16 + i], 0.0f);

  const HfTensor& q0 = folder.tensor("model.encoder.layers.0.self_attn.q_proj.weight");
  EXPECT_EQ(q0.shape, (std::vector<std::int64_t>{16, 16}));
  EXPECT_NEAR(sum(q0), checks["model.encoder.layers.0.self_attn.q_proj.weight.sum"].get<double>(), 1e-4);
  const auto q0_head =
      checks["model.encoder.layers.0.self_attn.q_proj.weight[0][:4]"].get<std::vector<double>>();
  for (std::size_t i = 0; i < q0_head.size(); ++i) EXPECT_EQ(q0.values[i], float(q0_head[i]));

  EXPECT_NEAR(sum(folder.tensor("model.decoder.layers.1.encoder_attn.v_proj.bias")),
              checks["model.decoder.layers.1.encoder_attn.v_proj.bias.sum"].get<double>(), 1e-5);
  EXPECT_EQ(folder.tensor("model.decoder.layers.0.fc1.weight").shape,
            checks["model.decoder.layers.0.fc1.weight.shape"].get<std::vector<std::int64_t>>());

  const HfTensor& bias = folder.tensor("final_logits_bias");
  EXPECT_EQ(bias.shape, checks["final_logits_bias.shape"].get<std::vector<std::int64_t>>());
  const auto bias_head = checks["final_logits_bias[0][:4]"].get<std::vector<double>>();
  for (std::size_t i = 0; i < bias_head.size(); ++i) EXPECT_EQ(bias.values[i], float(bias_head[i]));

  const auto position_row = checks["model.encoder.embed_positions.weight[3][:4]"].get<std::vector<double>>();
  const HfTensor& positions = folder.tensor("model.encoder.embed_positions.weight");
  for (std::size_t i = 0; i < position_row.size(); ++i)
    EXPECT_NEAR(positions.values[3 * 16 + i], position_row[i], 1e-6);
  EXPECT_NE(error_of([&] { folder.tensor("lm_head.weight"); }).find("lm_head.weight"), std::string::npos);
}

// A copy of the fixture in a temporary folder of its own, for the tests that break one thing in it.
class HfMarianFolderErrors : public ::testing::Test {
 protected:
  void SetUp() override {
    std::random_device rd;
    dir_ = fs::temp_directory_path() /
           ("attn_hf_marian_test_" + std::to_string(::getpid()) + "_" + std::to_string(rd()));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  fs::path copy_fixture() {
    const fs::path copy = dir_ / "model";
    fs::copy(kFixture, copy, fs::copy_options::recursive);
    return copy;
  }
  void edit_config(const fs::path& dir, const std::string& key, const Json& value) {
    Json config = Json::parse(test::slurp(dir / "config.json"));
    config[key] = value;
    test::spit(dir / "config.json", config.dump(2));
  }
  // Rewrites model.safetensors through `edit`, which may drop or replace tensors.
  template <typename Edit>
  void edit_tensors(const fs::path& dir, Edit edit) {
    std::vector<Tensor> tensors = read_safetensors(dir / "model.safetensors").tensors;
    edit(tensors);
    write_safetensors(dir / "model.safetensors", tensors, {{"format", "pt"}});
  }
  std::string read_error(const fs::path& dir) {
    return error_of([&] { read_hf_marian_folder(dir); });
  }

  fs::path dir_;
};

TEST_F(HfMarianFolderErrors, MissingFolder) {
  expect_contains(read_error(dir_ / "nowhere"), "does not exist");
}

TEST_F(HfMarianFolderErrors, PytorchBinOnlySaysHowToConvert) {
  const fs::path dir = dir_ / "bin_only";
  fs::create_directories(dir);
  test::spit(dir / "pytorch_model.bin", "not really a pickle");
  const std::string message = read_error(dir);
  expect_contains(message, "pytorch_model.bin");
  expect_contains(message, "no model.safetensors");
  expect_contains(message, "from safetensors.torch import save_file");
}

TEST_F(HfMarianFolderErrors, MissingFilesAreListed) {
  const fs::path dir = copy_fixture();
  fs::remove(dir / "vocab.json");
  fs::remove(dir / "target.spm");
  const std::string message = read_error(dir);
  expect_contains(message, "missing vocab.json, target.spm");
}

TEST_F(HfMarianFolderErrors, TruncatedSafetensors) {
  const fs::path dir = copy_fixture();
  const std::string bytes = test::slurp(dir / "model.safetensors");
  test::spit(dir / "model.safetensors", bytes.substr(0, bytes.size() - 100));
  expect_contains(read_error(dir), "model.safetensors");
}

TEST_F(HfMarianFolderErrors, OtherModelTypes) {
  const fs::path dir = copy_fixture();
  edit_config(dir, "model_type", "bert");
  const std::string message = read_error(dir);
  expect_contains(message, "config.json");
  expect_contains(message, "model_type 'bert' is not supported");
}

TEST_F(HfMarianFolderErrors, UnsupportedOptions) {
  const fs::path dir = copy_fixture();
  edit_config(dir, "normalize_before", true);
  expect_contains(read_error(dir), "normalize_before true is not supported");
  edit_config(dir, "normalize_before", false);
  edit_config(dir, "activation_function", "gelu_new");
  expect_contains(read_error(dir), "activation_function 'gelu_new' is not supported");
  edit_config(dir, "activation_function", "relu");
  EXPECT_EQ(read_hf_marian_folder(dir).config.activation, Activation::kRelu);
  edit_config(dir, "decoder_attention_heads", 4);
  expect_contains(read_error(dir), "decoder_attention_heads differ");
}

TEST_F(HfMarianFolderErrors, ScaleEmbeddingFalseIsRecorded) {
  const fs::path dir = copy_fixture();
  edit_config(dir, "scale_embedding", false);
  EXPECT_FALSE(read_hf_marian_folder(dir).config.scale_embedding);
}

TEST_F(HfMarianFolderErrors, MissingTensor) {
  const fs::path dir = copy_fixture();
  edit_tensors(dir, [](std::vector<Tensor>& tensors) {
    std::erase_if(tensors, [](const Tensor& t) { return t.name == "model.decoder.layers.1.fc2.bias"; });
  });
  const std::string message = read_error(dir);
  expect_contains(message, "has no tensor 'model.decoder.layers.1.fc2.bias'");
  expect_contains(message, "[16]");
}

TEST_F(HfMarianFolderErrors, MisShapedTensor) {
  const fs::path dir = copy_fixture();
  edit_tensors(dir, [](std::vector<Tensor>& tensors) {
    for (Tensor& t : tensors)
      if (t.name == "model.encoder.layers.0.fc1.weight") t = make_f32_tensor(t.name, {16, 32}, t.to_f32());
  });
  const std::string message = read_error(dir);
  expect_contains(message, "'model.encoder.layers.0.fc1.weight' has shape [16, 32], expected [32, 16]");
}

TEST_F(HfMarianFolderErrors, TiedCopiesWithoutSharedAreAccepted) {
  // Some files keep the tied matrix under lm_head or embed_tokens instead of model.shared.
  const fs::path dir = copy_fixture();
  std::vector<float> shared;
  edit_tensors(dir, [&](std::vector<Tensor>& tensors) {
    for (Tensor& t : tensors)
      if (t.name == "model.shared.weight") {
        t.name = "lm_head.weight";
        shared = t.to_f32();
      }
    std::erase_if(tensors,
                  [](const Tensor& t) { return t.name.find("embed_positions") != std::string::npos; });
    std::erase_if(tensors, [](const Tensor& t) { return t.name == "final_logits_bias"; });
  });
  const HfMarianFolder folder = read_hf_marian_folder(dir);
  EXPECT_EQ(folder.tensor("model.shared.weight").values, shared);
  EXPECT_FALSE(folder.has_position_tables);
  EXPECT_FALSE(folder.has_final_logits_bias);
  EXPECT_EQ(sum(folder.tensor("final_logits_bias")), 0.0);
}

TEST_F(HfMarianFolderErrors, PositionTablesMustBeSinCos) {
  const fs::path dir = copy_fixture();
  edit_tensors(dir, [](std::vector<Tensor>& tensors) {
    for (Tensor& t : tensors)
      if (t.name == "model.decoder.embed_positions.weight") {
        std::vector<float> values = t.to_f32();
        values[5 * 16 + 1] += 0.5f;
        t = make_f32_tensor(t.name, t.shape, values);
      }
  });
  expect_contains(read_error(dir), "not Marian's sinusoidal [sin | cos] table (row 5, column 1)");
}

TEST_F(HfMarianFolderErrors, VocabularyMustMatchTheConfig) {
  const fs::path dir = copy_fixture();
  Json vocab = Json::parse(test::slurp(dir / "vocab.json"));
  vocab.erase("<pad>");
  test::spit(dir / "vocab.json", vocab.dump());
  expect_contains(read_error(dir), "pieces but config.json says vocab_size");
}

// Issue 26: max_position_embeddings 67,108,864 cost 4.2 GB and 51 s before the import failed. The config is
// checked against the engine's own limits (max_positions at most 65,536, ...) before anything is read or
// built from it. Just past the limit keeps the test cheap on the code before the check, too.
TEST_F(HfMarianFolderErrors, ConfigBeyondTheEngineLimitsIsRefusedFirst) {
  const fs::path dir = copy_fixture();
  edit_config(dir, "max_position_embeddings", 65537);
  std::string message = read_error(dir);
  expect_contains(message, "config.json");
  expect_contains(message, "max_position_embeddings 65537");
  expect_contains(message, "max_positions must be in [2, 65536]");
  edit_config(dir, "max_position_embeddings", 64);
  edit_config(dir, "encoder_layers", 100000);
  message = read_error(dir);
  expect_contains(message, "encoder_layers 100000");
  expect_contains(message, "encoder_layers must be");
}

}  // namespace
}  // namespace attn
