// Resuming a run validates everything it reads as strictly as a model load (issue 15, findings 2-4): NaN,
// infinity or an unknown tensor in optimizer.safetensors, a damaged train_state.json and changed options are
// clear errors that change no file; nothing non-finite is ever written over a good file; what an interrupted
// checkpoint left behind is cleaned up; and an older run folder resumes, or is refused when it is mixed.
#include <gtest/gtest.h>

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/safetensors.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "test_support.h"

namespace attn {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using test::slurp;
using test::snapshot;
using test::spit;

class ResumeChecks : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    toy_.alphabet_size = 6;
    toy_.min_length = 3;
    toy_.max_length = 6;
    tokenizer_ = new Tokenizer(make_toy_tokenizer(toy_));
  }
  static void TearDownTestSuite() {
    delete tokenizer_;
    tokenizer_ = nullptr;
  }
  void SetUp() override {
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    dir_ = fs::temp_directory_path() / ("attn_resume_checks_" + std::to_string(now) + "_" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  static ModelConfig config() {
    ModelConfig c = preset_config("toy");
    c.vocab_size = tokenizer_->vocab_size();
    c.d_model = 16;
    c.d_ff = 32;
    c.n_heads = 2;
    c.encoder_layers = c.decoder_layers = 1;
    return c;
  }
  static TrainingData data() {
    ToyTaskOptions o = toy_;
    o.seed = 5;
    const ToyCorpus corpus = generate_toy_corpus(ToyTask::kReverse, 80, o);
    return encode_training_data(*tokenizer_, ParallelCorpus{corpus.source, corpus.target}, nullptr);
  }
  static TrainingOptions options(std::int64_t steps) {
    TrainingOptions o;
    o.max_steps = steps;
    o.batch_tokens = 60;
    o.warmup_steps = 10;
    o.lr_factor = 1.0;
    o.validate_every = 0;
    o.bleu_sentences = 0;
    o.checkpoint_every = 2;
    o.keep_checkpoints = 2;
    o.seed = 3;
    return o;
  }
  // Trains a fresh run of `steps` in dir_.
  void train(std::int64_t steps) {
    Model model = make_model(config(), *tokenizer_, 1);
    auto backend = make_cpu_backend(model.config);
    Trainer t(model, *backend, data(), options(steps), dir_);
    ASSERT_EQ(t.run().outcome, TrainingOutcome::kFinished);
  }
  // The error a resume with `o` gives ("" when it resumes), and the step it resumed at.
  std::string resume_error(const TrainingOptions& o, const ResumePolicy& policy = {},
                           std::int64_t* step = nullptr) {
    Model model = make_model(config(), *tokenizer_, 1);
    auto backend = make_cpu_backend(model.config);
    Trainer t(model, *backend, data(), o, dir_);
    try {
      t.resume(policy);
    } catch (const Error& e) {
      return e.what();
    }
    if (step) *step = t.step();
    return "";
  }
  void rewrite_state(const std::function<void(json&)>& edit) {
    json s = json::parse(slurp(dir_ / "train_state.json"));
    edit(s);
    spit(dir_ / "train_state.json", s.dump(2));
  }
  std::size_t parameter_count() const { return ParameterLayout(config()).total_size(); }

  fs::path dir_;
  static ToyTaskOptions toy_;
  static Tokenizer* tokenizer_;
};
ToyTaskOptions ResumeChecks::toy_;
Tokenizer* ResumeChecks::tokenizer_ = nullptr;

// Finding 2: NaN in optimizer.safetensors used to be accepted and written over the good model.
TEST_F(ResumeChecks, NonFiniteOrForeignOptimizerStateIsRefused) {
  train(4);
  const fs::path file = dir_ / checkpoint_optimizer_name(4);
  const std::size_t n = parameter_count();
  auto write_optimizer = [&](std::vector<Tensor> tensors) {
    write_safetensors(file, tensors);
    // The manifest's checksum is updated too: the values themselves must be what is refused.
    rewrite_state([&](json& s) {
      const CheckpointFile f = describe_checkpoint_file(checkpoint_optimizer_name(4), slurp(file));
      s["optimizer"]["bytes"] = f.bytes;
      s["optimizer"]["crc32"] = f.crc32;
    });
  };
  std::vector<float> m(n, 0.01f), v(n, 0.001f);
  const std::vector<std::pair<std::string, std::vector<Tensor>>> cases = {
      {"'adam.m' contains NaN",
       {make_f32_tensor("adam.m", {std::int64_t(n)},
                        [&] {
                          auto x = m;
                          x[n / 2] = NAN;
                          return x;
                        }()),
        make_f32_tensor("adam.v", {std::int64_t(n)}, v)}},
      {"'adam.v' contains NaN, infinity",
       {make_f32_tensor("adam.m", {std::int64_t(n)}, m), make_f32_tensor("adam.v", {std::int64_t(n)},
                                                                         [&] {
                                                                           auto x = v;
                                                                           x[3] = INFINITY;
                                                                           return x;
                                                                         }())}},
      {"or a negative value",
       {make_f32_tensor("adam.m", {std::int64_t(n)}, m), make_f32_tensor("adam.v", {std::int64_t(n)},
                                                                         [&] {
                                                                           auto x = v;
                                                                           x[0] = -1;
                                                                           return x;
                                                                         }())}},
      {"unexpected tensor 'adam.extra'",
       {make_f32_tensor("adam.m", {std::int64_t(n)}, m), make_f32_tensor("adam.v", {std::int64_t(n)}, v),
        make_f32_tensor("adam.extra", {1}, std::vector<float>{0})}},
      {"must be F32 of shape",
       {make_f32_tensor("adam.m", {1, std::int64_t(n)}, m), make_f32_tensor("adam.v", {std::int64_t(n)}, v)}},
  };
  for (const auto& [expected, tensors] : cases) {
    write_optimizer(tensors);
    const auto before = snapshot(dir_);
    const std::string e = resume_error(options(8));
    EXPECT_NE(e.find(expected), std::string::npos) << e;
    EXPECT_NE(e.find(file.string()), std::string::npos) << e;
    EXPECT_EQ(snapshot(dir_), before) << "a refused resume changes no file";
  }
  EXPECT_NO_THROW(load_model(dir_)) << "the model folder still loads";
}

TEST_F(ResumeChecks, NothingNonFiniteIsEverWritten) {
  train(2);
  const auto before = snapshot(dir_);
  std::vector<float> params(parameter_count(), 0.5f);
  params[10] = NAN;
  EXPECT_THROW(save_parameters(dir_ / "model.safetensors", config(), params), Error);
  std::vector<float> m(params.size(), 0.f), v(params.size(), 0.f);
  v[1] = INFINITY;
  try {
    save_optimizer_state(dir_ / checkpoint_optimizer_name(2), m, v);
    ADD_FAILURE() << "wrote infinity";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("refusing to write"), std::string::npos) << e.what();
  }
  EXPECT_EQ(snapshot(dir_), before);

  // A trainer whose parameters went non-finite refuses its checkpoint and keeps the last good one.
  Model model = make_model(config(), *tokenizer_, 1);
  auto backend = make_cpu_backend(model.config);
  TrainingOptions o = options(2);
  Trainer t(model, *backend, data(), o, dir_);
  t.resume();
  backend->get_parameters(params);
  params[5] = INFINITY;
  backend->set_parameters(params);
  try {
    EXPECT_NE(t.run().outcome, TrainingOutcome::kFinished);  // diverges at the next step...
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("refusing to write"), std::string::npos)
        << e.what();  // ...or refuses
  }
  EXPECT_EQ(snapshot(dir_), before);
  EXPECT_NO_THROW(load_model(dir_));
}

// Finding 3: a damaged state is an error naming the file and field, never "training diverged".
TEST_F(ResumeChecks, DamagedStateIsAnErrorNotADivergence) {
  train(4);
  const auto before = snapshot(dir_);
  for (const auto& [field, value] :
       std::vector<std::pair<std::string, json>>{{"step", json(std::int64_t(-9223372036854775807LL - 1))},
                                                 {"step", json(1.5)},
                                                 {"epoch", json(2147483647)},
                                                 {"batch_in_epoch", json(1000000000)},
                                                 {"elapsed_seconds", json(-5)},
                                                 {"checkpoints", json::array({-1})}}) {
    spit(dir_ / "train_state.json", before.at("train_state.json"));
    rewrite_state([&](json& s) { s[field] = value; });
    const std::string e = resume_error(options(8));
    EXPECT_NE(e.find("train_state.json: field '" + field + "'"), std::string::npos) << e;
    EXPECT_EQ(e.find("diverged"), std::string::npos) << e;
  }
  // A checkpoint file that does not match the manifest's checksum.
  spit(dir_ / "train_state.json", before.at("train_state.json"));
  std::string bytes = before.at(checkpoint_parameters_name(4));
  bytes[bytes.size() - 3] ^= 1;
  spit(dir_ / checkpoint_parameters_name(4), bytes);
  EXPECT_NE(resume_error(options(8)).find("the checkpoint is damaged"), std::string::npos);
}

// Finding 3: the saved options are compared with the requested ones.
TEST_F(ResumeChecks, ChangedOptionsAreRefusedUnlessOverridden) {
  train(4);
  const auto before = snapshot(dir_);
  TrainingOptions changed = options(8);
  changed.batch_tokens = 90;
  changed.warmup_steps = 20;
  ResumePolicy policy;
  policy.how_to_override = "add --override";
  const std::string e = resume_error(changed, policy);
  EXPECT_NE(e.find("batch_tokens 60 -> 90"), std::string::npos) << e;
  EXPECT_NE(e.find("warmup_steps 10 -> 20"), std::string::npos) << e;
  EXPECT_NE(e.find("add --override"), std::string::npos) << e;
  EXPECT_EQ(snapshot(dir_), before);
  // A longer budget is what resuming is for: not a difference.
  std::int64_t step = 0;
  EXPECT_EQ(resume_error(options(100), policy, &step), "");
  EXPECT_EQ(step, 4);
  policy.allow_option_changes = true;
  EXPECT_EQ(resume_error(changed, policy, &step), "");
  EXPECT_EQ(step, 4);
}

// Finding 4: what an interrupted checkpoint leaves is removed at the next start; the committed one stays.
TEST_F(ResumeChecks, LeftoversOfAnInterruptedCheckpointAreRemoved) {
  train(4);
  spit(dir_ / "model.safetensors.tmp123456", "half");
  spit(dir_ / "checkpoints/step-6.safetensors.tmp99", "half");
  fs::copy_file(dir_ / checkpoint_parameters_name(4),
                dir_ / checkpoint_parameters_name(6));  // never committed
  fs::copy_file(dir_ / checkpoint_optimizer_name(4), dir_ / checkpoint_optimizer_name(6));
  spit(dir_ / "notes.txt", "mine");
  EXPECT_EQ(resume_error(options(8)), "");
  const auto after = snapshot(dir_);
  for (const auto& [name, bytes] : after) EXPECT_EQ(name.find(".tmp"), std::string::npos) << name;
  EXPECT_FALSE(after.count(checkpoint_parameters_name(6)));
  EXPECT_FALSE(after.count(checkpoint_optimizer_name(6)));
  EXPECT_TRUE(after.count(checkpoint_parameters_name(2)));
  EXPECT_TRUE(after.count(checkpoint_parameters_name(4)));
  EXPECT_TRUE(after.count(checkpoint_optimizer_name(4)));
  EXPECT_TRUE(after.count("notes.txt")) << "files that are not the run's own are left alone";
}

// Two trainers never write one run: a resume while the run still trains would remove its half-written files.
TEST_F(ResumeChecks, ARunFolderHasOneTrainerAtATime) {
  train(2);
  Model model = make_model(config(), *tokenizer_, 1);
  auto backend = make_cpu_backend(model.config);
  Trainer first(model, *backend, data(), options(4), dir_);
  first.resume();
  spit(dir_ / "model.safetensors.tmp42", "being written by the first trainer");
  const std::string e = resume_error(options(4));
  EXPECT_NE(e.find("in use by another training process"), std::string::npos) << e;
  EXPECT_TRUE(fs::exists(dir_ / "model.safetensors.tmp42")) << "the other trainer's file is left alone";
  fs::remove(dir_ / "model.safetensors.tmp42");
  ASSERT_EQ(first.run().outcome, TrainingOutcome::kFinished);
}

// Run folders of the older layout (format 1) resume when they are consistent, and are refused when an
// interrupted checkpoint may have mixed steps.
TEST_F(ResumeChecks, OlderRunFoldersResumeOrAreRefusedClearly) {
  train(4);
  // Rewrite the run into the older layout: the moments beside the model, the older state file.
  fs::rename(dir_ / checkpoint_optimizer_name(4), dir_ / "optimizer.safetensors");
  rewrite_state([&](json& s) {
    s.erase("format");
    s.erase("parameters");
    s.erase("optimizer");
    s["resume_parameters"] = checkpoint_parameters_name(4);
    s["options"].erase("cooldown_fraction");
    s["options"].erase("adam");
  });
  const auto old_layout = snapshot(dir_);
  std::int64_t step = 0;
  EXPECT_EQ(resume_error(options(8), {}, &step), "");
  EXPECT_EQ(step, 4);
  // A newer checkpoint than the state: the older layout may have overwritten the moments already.
  fs::copy_file(dir_ / checkpoint_parameters_name(4), dir_ / checkpoint_parameters_name(6));
  const std::string e = resume_error(options(8));
  EXPECT_NE(e.find("cannot be resumed exactly"), std::string::npos) << e;
  fs::remove(dir_ / checkpoint_parameters_name(6));
  // Continuing converts it: the next checkpoint is in the new layout and the old moments file goes.
  Model model = make_model(config(), *tokenizer_, 1);
  auto backend = make_cpu_backend(model.config);
  Trainer t(model, *backend, data(), options(6), dir_);
  t.resume();
  ASSERT_EQ(t.run().outcome, TrainingOutcome::kFinished);
  EXPECT_FALSE(fs::exists(dir_ / "optimizer.safetensors"));
  EXPECT_TRUE(fs::exists(dir_ / checkpoint_optimizer_name(6)));
  EXPECT_EQ(json::parse(slurp(dir_ / "train_state.json")).at("format"), kTrainStateFormat);
}

}  // namespace
}  // namespace attn
