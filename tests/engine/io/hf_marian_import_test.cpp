// The Hugging Face MarianMT import against the committed tiny fixture (tests/fixtures/hf_marian): greedy
// decoding of the imported model gives the reference's tokens exactly and its per-token log-probabilities
// within 1e-4, on every backend; the saved folder reloads to the same results; bad folders are refused.
#include "attention/hf_marian_import.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cmath>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/batch.h"
#include "attention/decoding.h"
#include "attention/trainer.h"
#include "attention/translator.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

const fs::path kFixture = fs::path(ATTN_SOURCE_DIR) / "tests/fixtures/hf_marian/tiny";
constexpr double kTolerance = 1e-4;
constexpr int kMaxNewTokens = 20;  // the reference's max_new_tokens

struct Case {
  std::string source;
  std::vector<std::int32_t> source_ids;  // without the trailing </s>: the engine appends the model's EOS
  std::vector<std::int32_t> output_ids;  // generated tokens, EOS included when generated
  std::vector<std::string> output_pieces;
  bool ended_with_eos = false;
  std::vector<double> logprobs, logprobs_unmasked;
};

std::vector<Case> reference_cases() {
  const Json j = Json::parse(test::slurp(kFixture / "expected.json"));
  std::vector<Case> cases;
  for (const Json& c : j["cases"]) {
    Case k;
    k.source = c["source"].get<std::string>();
    k.source_ids = c["source_ids"].get<std::vector<std::int32_t>>();
    k.source_ids.pop_back();
    k.output_ids = c["output_ids"].get<std::vector<std::int32_t>>();
    k.output_pieces = c["output_pieces"].get<std::vector<std::string>>();
    k.ended_with_eos = c["ended_with_eos"].get<bool>();
    k.logprobs = c["logprobs"].get<std::vector<double>>();
    k.logprobs_unmasked = c["logprobs_unmasked"].get<std::vector<double>>();
    cases.push_back(std::move(k));
  }
  return cases;
}

// The reference's greedy search, step by step on the engine's decode session: pad's logit masked, argmax,
// stop after EOS or 20 tokens. Returns the tokens and their log-probabilities renormalised without pad
// (log p - log(1 - p_pad)), what the reference's `logprobs` hold.
struct Steps {
  std::vector<std::int32_t> tokens;
  std::vector<double> logprobs;
};
Steps greedy_steps(Backend& backend, const ModelConfig& config, const std::vector<std::int32_t>& source) {
  const VocabularyInfo vocab = config.vocabulary();
  const int rows[] = {0};
  const auto session = backend.start_decoding({source}, rows, kMaxNewTokens);
  std::vector<float> lp(std::size_t(config.vocab_size));
  Steps out;
  std::int32_t last = vocab.decoder_start;
  for (int t = 0; t < kMaxNewTokens; ++t) {
    const std::int32_t fed[] = {last};
    session->step(fed, t, lp);
    std::int32_t best = -1;
    for (std::int32_t v = 0; v < config.vocab_size; ++v)
      if (v != vocab.pad && (best < 0 || lp[std::size_t(v)] > lp[std::size_t(best)])) best = v;
    const double pad_mass = std::exp(double(lp[std::size_t(vocab.pad)]));
    out.tokens.push_back(best);
    out.logprobs.push_back(double(lp[std::size_t(best)]) - std::log1p(-pad_mass));
    if (best == vocab.eos) break;
    last = best;
  }
  return out;
}

void expect_near_all(const std::vector<double>& got, const std::vector<double>& want,
                     const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (std::size_t i = 0; i < got.size(); ++i)
    EXPECT_NEAR(got[i], want[i], kTolerance) << what << " token " << i;
}

// Checks `model` on `backend_name` against every reference case.
void expect_matches_reference(const Model& model, const std::string& backend_name) {
  auto backend = make_backend(backend_name, model.config);
  backend->set_parameters(model.parameters);
  const VocabularyInfo vocab = model.config.vocabulary();
  for (const Case& c : reference_cases()) {
    SCOPED_TRACE(backend_name + ": " + c.source);
    // Tokenisation: source.spm pieces through vocab.json, as MarianTokenizer; pieces read back the same.
    EXPECT_EQ(model.tokenizer.encode_source(c.source), c.source_ids);
    EXPECT_EQ(model.tokenizer.pieces(c.output_ids), c.output_pieces);

    // Greedy with the pad logit masked, as the reference (OPUS-MT's bad_words_ids [[pad]]).
    const Steps steps = greedy_steps(*backend, model.config, c.source_ids);
    EXPECT_EQ(steps.tokens, c.output_ids);
    if (steps.tokens == c.output_ids) expect_near_all(steps.logprobs, c.logprobs, "masked log-prob");

    // The engine's greedy search: the same tokens; at the 20-token cap it adds an EOS the reference lacks.
    DecodeOptions options;
    options.max_length = kMaxNewTokens;
    const Hypothesis h = greedy_search(*backend, model.config, {c.source_ids}, options).front();
    std::vector<std::int32_t> expected_tokens = c.output_ids;
    if (c.ended_with_eos) expected_tokens.pop_back();
    EXPECT_EQ(h.tokens, expected_tokens);

    // Forced decoding of the reference output: per-token log P over every token, pad included (the
    // reference's logprobs_unmasked). Without an EOS in the reference, the engine's final EOS is extra.
    Batch batch(vocab);
    batch.add(c.source_ids, expected_tokens);
    std::vector<float> forced = backend->forced_decode(batch, false).front().token_log_probs;
    if (!c.ended_with_eos) forced.pop_back();
    expect_near_all(std::vector<double>(forced.begin(), forced.end()), c.logprobs_unmasked,
                    "forced log-prob");
  }
}

class HfMarianImport : public ::testing::TestWithParam<std::string> {};

TEST_P(HfMarianImport, GreedyDecodingMatchesTheReference) {
  const Model model = import_hf_marian(kFixture);
  EXPECT_EQ(model.config.eos_id, 0);
  EXPECT_EQ(model.config.pad_id, model.config.vocab_size - 1);
  EXPECT_EQ(model.config.decoder_start_id, model.config.pad_id);
  EXPECT_FALSE(model.config.vocabulary().has_bos());
  EXPECT_FALSE(model.tokenizer.is_joint());
  expect_matches_reference(model, GetParam());
}

TEST_P(HfMarianImport, TheSavedModelReloadsToTheSameResults) {
  const fs::path out =
      fs::temp_directory_path() / ("hf_marian_import_" + std::to_string(::getpid())) / "model";
  std::vector<std::string> notes;
  save_new_model_folder(out, import_hf_marian(kFixture, &notes));
  EXPECT_FALSE(notes.empty());
  for (const char* f : {"config.json", "model.safetensors", "source.spm", "target.spm", "vocab.json"})
    EXPECT_TRUE(fs::is_regular_file(out / f)) << f;
  EXPECT_FALSE(fs::exists(out / "tokenizer.model"));
  std::vector<std::string> defaulted;
  const Model reloaded = load_model(out, &defaulted);
  EXPECT_TRUE(defaulted.empty());
  EXPECT_EQ(reloaded.config.vocabulary(), import_hf_marian(kFixture).config.vocabulary());
  expect_matches_reference(reloaded, GetParam());

  // The Translator front door: text in, German-looking text out, through target.spm.
  Translator translator(reloaded, make_backend(GetParam(), reloaded.config));
  DecodeOptions options;
  options.max_length = kMaxNewTokens;
  const Case first = reference_cases().front();
  const Translation t = translator.translate({first.source}, options).front();
  EXPECT_EQ(t.source_ids, first.source_ids);
  EXPECT_EQ(t.candidates.front().ids, first.output_ids);
  EXPECT_EQ(t.text(), reloaded.tokenizer.decode(first.output_ids));
  EXPECT_FALSE(t.text().empty());
  fs::remove_all(out.parent_path());
}

INSTANTIATE_TEST_SUITE_P(Backends, HfMarianImport, ::testing::ValuesIn(test::test_backends()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST(HfMarianImportErrors, RefusesBadFoldersAndWritesNothing) {
  const fs::path dir = fs::temp_directory_path() / ("hf_marian_bad_" + std::to_string(::getpid()));
  fs::create_directories(dir / "hf");
  fs::copy_file(kFixture / "config.json", dir / "hf/config.json");
  test::spit(dir / "hf/pytorch_model.bin", "not really a pickle");
  const std::string message = test::error_of([&] { import_hf_marian(dir / "hf"); });
  EXPECT_NE(message.find("pytorch_model.bin"), std::string::npos) << message;
  EXPECT_NE(message.find("model.safetensors"), std::string::npos) << message;

  // An existing non-empty folder is never written into.
  fs::create_directories(dir / "taken");
  test::spit(dir / "taken/notes.txt", "mine");
  const auto before = test::snapshot(dir / "taken");
  EXPECT_NE(test::error_of([&] {
              save_new_model_folder(dir / "taken", import_hf_marian(kFixture));
            }).find("already exists"),
            std::string::npos);
  EXPECT_EQ(test::snapshot(dir / "taken"), before);
  fs::remove_all(dir);
}

// Fine-tuning an imported model (issue 30): Marian's pad is its last id and its EOS is 0, which the loss once
// took for padding. A few steps on two pairs lower their loss, on every backend, and EOS is learned like any
// other target token.
TEST(HfMarianFineTuning, AFewStepsLowerTheLossOnTheTrainingPairs) {
  const std::vector<std::string> sources = {"A little girl climbing into a wooden playhouse.", "A dog runs."};
  const std::vector<std::string> targets = {"Ein kleines Mädchen klettert in ein Spielhaus.",
                                            "Ein Hund rennt."};
  const auto loss = [&](const Model& m) {
    Translator translator(m, make_backend("cpu", m.config));
    double nll = 0;
    for (const double log_p : translator.score(sources, targets)) nll -= log_p;
    return nll;
  };
  for (const std::string& backend_name : test::test_backends()) {
    SCOPED_TRACE(backend_name);
    Model model = import_hf_marian(kFixture);
    ASSERT_NE(model.config.pad_id, 0);
    TrainingData data;
    for (std::size_t i = 0; i < sources.size(); ++i) {
      data.source.push_back(model.tokenizer.encode_source(sources[i]));
      data.target.push_back(model.tokenizer.encode_target(targets[i]));
    }
    const double before = loss(model);
    auto backend = make_backend(backend_name, model.config);
    TrainingOptions options;
    options.max_steps = 20;
    options.batch_tokens = 64;
    options.warmup_steps = 5;
    options.lr_factor =
        0.05;  // a peak rate of about 5e-3 for d_model 16: fine-tuning, not training from scratch
    options.cooldown_fraction = 0;
    options.validate_every = 0;
    options.bleu_sentences = 0;
    options.checkpoint_every = 100000;
    const fs::path dir = fs::temp_directory_path() / ("hf_marian_finetune_" + std::to_string(::getpid()));
    fs::remove_all(dir);
    Trainer trainer(model, *backend, data, options, dir);
    ASSERT_EQ(trainer.run().outcome, TrainingOutcome::kFinished);
    backend->get_parameters(model.parameters);
    fs::remove_all(dir);
    const double after = loss(model);
    EXPECT_LT(after, 0.5 * before) << "before " << before << ", after " << after;
  }
}

// Issue 26: a source.spm that does not belong to vocab.json (the bundled 8,000-piece model beside the
// fixture's 259 pieces) imported with no error and translated into <unk>s. The import refuses it and says
// how little of the SentencePiece model the vocabulary covers.
TEST(HfMarianImportErrors, SentencePieceModelsMustMatchTheVocabulary) {
  const fs::path dir = fs::temp_directory_path() / ("hf_marian_spm_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::copy(kFixture, dir, fs::copy_options::recursive);
  const fs::path foreign = fs::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de/tokenizer.model";
  fs::copy_file(foreign, dir / "source.spm", fs::copy_options::overwrite_existing);
  std::string message = test::error_of([&] { import_hf_marian(dir); });
  EXPECT_NE(message.find("source.spm's pieces are in vocab.json"), std::string::npos) << message;
  EXPECT_NE(message.find("only "), std::string::npos) << message;
  fs::copy_file(kFixture / "source.spm", dir / "source.spm", fs::copy_options::overwrite_existing);
  fs::copy_file(foreign, dir / "target.spm", fs::copy_options::overwrite_existing);
  message = test::error_of([&] { import_hf_marian(dir); });
  EXPECT_NE(message.find("target.spm's pieces are in vocab.json"), std::string::npos) << message;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace attn
