// The training loop end to end on procedural toy tasks: it learns the reverse task (and the attention shows
// the anti-diagonal), stops cleanly on divergence without touching the last good checkpoint, resumes where it
// left off, obeys stop/pause from another thread, reports progress faithfully and writes its log and state
// files.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "attention/backend.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/schedule.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "attention/translator.h"
#include "test_support.h"

namespace attn {
namespace {

using test::slurp;
using test::snapshot;

namespace fs = std::filesystem;

class TrainingTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    toy_.alphabet_size = 10;
    toy_.min_length = 3;
    toy_.max_length = 10;
    tokenizer_ = new Tokenizer(make_toy_tokenizer(toy_));
  }
  static void TearDownTestSuite() {
    delete tokenizer_;
    tokenizer_ = nullptr;
  }
  void SetUp() override {
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    root_ = fs::temp_directory_path() / ("attn_training_test_" + std::to_string(now) + "_" +
                                         ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(root_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  static ModelConfig toy_config() {
    ModelConfig c = preset_config("toy");
    c.vocab_size = tokenizer_->vocab_size();
    return c;
  }
  static TrainingData toy_data(ToyTask task, int pairs, std::uint64_t seed) {
    ToyTaskOptions o = toy_;
    o.seed = seed;
    const ToyCorpus corpus = generate_toy_corpus(task, pairs, o);
    const ParallelCorpus train{corpus.source, corpus.target};
    return encode_training_data(*tokenizer_, train, nullptr);
  }
  // Quick settings for the mechanics tests: small batches, no validation, no checkpoints unless asked.
  static TrainingOptions quick_options(std::int64_t steps) {
    TrainingOptions o;
    o.max_steps = steps;
    o.batch_tokens = 200;
    o.warmup_steps = 50;
    o.log_every = 1;
    o.validate_every = 0;
    o.bleu_sentences = 0;
    o.checkpoint_every = 100000;
    o.seed = 3;
    // No cool-down: a run of N steps and the first N steps of a longer run must take the same steps.
    o.cooldown_fraction = 0;
    return o;
  }

  fs::path root_;
  static ToyTaskOptions toy_;
  static Tokenizer* tokenizer_;
};
ToyTaskOptions TrainingTest::toy_;
Tokenizer* TrainingTest::tokenizer_ = nullptr;

struct Recorder : TrainingObserver {
  std::mutex mutex;
  std::vector<StepReport> steps;
  std::vector<std::int64_t> checkpoints;
  std::vector<std::string> messages;
  std::atomic<std::int64_t> last_step{0};
  // Blocks (at most 30 s) until the trainer on another thread has logged `step`.
  void wait_for_step(std::int64_t step) const {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (last_step < step && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  void on_step(const StepReport& r) override {
    {
      std::lock_guard lock(mutex);
      steps.push_back(r);
    }
    last_step = r.step;
  }
  void on_checkpoint(const fs::path&, std::int64_t step) override {
    std::lock_guard lock(mutex);
    checkpoints.push_back(step);
  }
  void on_message(const std::string& text) override {
    std::lock_guard lock(mutex);
    messages.push_back(text);
  }
};

// ---- (a) the reverse task is learned
// -----------------------------------------------------------------------

// Settings (found on seeds 1-5, each at 200/200 held-out exact match by step ~1600; 2000 steps leave margin):
// the "toy" preset (2+2 layers, d_model 64, 4 heads, d_ff 128, dropout 0, label smoothing 0.1), alphabet 10,
// lengths 3..10, 20k training pairs, 512-token batches, warm-up 300, Noam factor 1.0 (peak lr 7.2e-3),
// Adam beta2 0.999 (the paper's 0.98 made held-out accuracy oscillate between 85% and 99% on this task).
TEST_F(TrainingTest, LearnsTheReverseTaskAndAttendsAntiDiagonally) {
  const auto start = std::chrono::steady_clock::now();
  const ToyTask task = ToyTask::kReverse;
  const std::uint64_t seed = 2;
  Model model = make_model(toy_config(), *tokenizer_, seed);
  auto backend = make_cpu_backend(model.config);
  TrainingOptions o;
  o.max_steps = 2000;
  o.batch_tokens = 512;
  o.warmup_steps = 300;
  o.lr_factor = 1.0;
  o.adam.beta2 = 0.999f;
  o.seed = seed;
  o.log_every = 100;
  o.validate_every = 0;
  o.bleu_sentences = 0;
  o.checkpoint_every = 100000;
  Trainer trainer(model, *backend, toy_data(task, 20000, seed), o, root_ / "reverse");
  Recorder rec;
  const TrainingResult result = trainer.run(&rec);
  ASSERT_EQ(result.outcome, TrainingOutcome::kFinished) << result.message;
  EXPECT_EQ(result.steps, 2000);
  ASSERT_FALSE(rec.steps.empty());
  const double train_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  // Held-out sources (another generator seed), translated greedily through the front door.
  ToyTaskOptions held = toy_;
  held.seed = seed + 7777;
  const ToyCorpus test = generate_toy_corpus(task, 200, held);
  Translator translator(model, make_cpu_backend(model.config));
  const auto out = translator.translate(test.source, DecodeOptions{});
  int exact = 0;
  std::string first_miss;
  for (std::size_t i = 0; i < out.size(); ++i) {
    // The expected output, written independently of the corpus generator.
    auto symbols = split_toy_symbols(test.source[i]);
    std::string want;
    for (auto it = symbols.rbegin(); it != symbols.rend(); ++it) want += (want.empty() ? "" : " ") + *it;
    ASSERT_EQ(want, test.target[i]);
    if (out[i].text() == want)
      ++exact;
    else if (first_miss.empty())
      first_miss = test.source[i] + " -> " + out[i].text();
  }
  EXPECT_GE(exact, 198) << "exact matches out of 200; first miss: " << first_miss << "; last training loss "
                        << rec.steps.back().loss;

  // Cross-attention of the last decoder layer, averaged over heads: the query that predicts target token i
  // looks hardest at the source token it copies (reverse: n-1-i), for most positions.
  int on_alignment = 0, positions = 0;
  for (int i = 0; i < 50; ++i) {
    const Inspection in =
        translator.inspect(test.source[std::size_t(i)], std::string_view(test.target[std::size_t(i)]));
    const auto alignment = toy_alignment(task, split_toy_symbols(test.source[std::size_t(i)]));
    const auto& map = in.attention.cross.back();
    const int H = in.attention.heads, S = in.attention.source_length, T = in.attention.target_length;
    ASSERT_EQ(std::size_t(T), alignment.size() + 1);  // + the query that predicts EOS
    for (int q = 0; q + 1 < T; ++q) {
      int best = -1;
      double best_mass = -1;
      for (int k = 0; k < S; ++k) {
        double mass = 0;
        for (int h = 0; h < H; ++h) mass += map[std::size_t((h * T + q) * S + k)];
        if (mass > best_mass) {
          best_mass = mass;
          best = k;
        }
      }
      on_alignment += best == alignment[std::size_t(q)];
      ++positions;
    }
  }
  EXPECT_GE(on_alignment, positions * 8 / 10) << "of " << positions << " target positions";
  const double total_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "reverse task: %d/200 exact, %d/%d positions on the anti-diagonal, training %.1f s, total %.1f s\n",
      exact, on_alignment, positions, train_seconds, total_seconds);
}

// ---- (b) divergence
// ----------------------------------------------------------------------------------------

// The trainer's mechanics (failure handling, resume, stop and pause, the observer, its files) on every
// backend.
class TrainingMechanics : public TrainingTest, public ::testing::WithParamInterface<std::string> {};
INSTANTIATE_TEST_SUITE_P(Backends, TrainingMechanics, ::testing::ValuesIn(test::test_backends()),
                         [](const ::testing::TestParamInfo<std::string>& info) { return info.param; });

TEST_P(TrainingMechanics, NanParametersStopTrainingAndKeepTheLastCheckpoint) {
  const fs::path dir = root_ / "nan";
  {
    Model model = make_model(toy_config(), *tokenizer_, 1);
    auto backend = make_backend(GetParam(), model.config);
    TrainingOptions o = quick_options(4);
    o.checkpoint_every = 2;
    Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, dir);
    ASSERT_EQ(t.run().outcome, TrainingOutcome::kFinished);
  }
  const auto before = snapshot(dir);
  ASSERT_TRUE(before.count("checkpoints/step-4.safetensors"));
  ASSERT_TRUE(before.count("model.safetensors"));

  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  TrainingOptions o = quick_options(10);
  o.checkpoint_every = 1;  // would write at every step, if a step succeeded
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, dir);
  t.resume();
  ASSERT_EQ(t.step(), 4);
  std::vector<float> params(model.parameters.size());
  backend->get_parameters(params);
  params[params.size() / 2] = NAN;  // somewhere inside the encoder/decoder weights
  params[7] = NAN;                  // and in the embedding
  backend->set_parameters(params);
  Recorder rec;
  const TrainingResult r = t.run(&rec);
  EXPECT_EQ(r.outcome, TrainingOutcome::kDiverged);
  EXPECT_EQ(r.steps, 4);
  EXPECT_NE(r.message.find("step 5"), std::string::npos) << r.message;
  EXPECT_NE(r.message.find("step 4"), std::string::npos) << "names the kept checkpoint: " << r.message;
  EXPECT_TRUE(rec.steps.empty());
  EXPECT_TRUE(rec.checkpoints.empty());
  EXPECT_EQ(snapshot(dir), before) << "no file may change when training diverges";
}

TEST_P(TrainingMechanics, AbsurdLearningRateDivergesWithoutOverwritingCheckpoints) {
  const fs::path dir = root_ / "lr";
  {
    Model model = make_model(toy_config(), *tokenizer_, 1);
    auto backend = make_backend(GetParam(), model.config);
    TrainingOptions o = quick_options(3);
    o.checkpoint_every = 3;
    Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, dir);
    ASSERT_EQ(t.run().outcome, TrainingOutcome::kFinished);
  }
  const auto before = snapshot(dir);
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  TrainingOptions o = quick_options(200);
  o.lr_factor = 1e6;
  o.warmup_steps = 1;
  o.checkpoint_every = 1000;
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, dir);
  ResumePolicy change_the_schedule;
  change_the_schedule.allow_option_changes = true;
  t.resume(change_the_schedule);
  Recorder rec;
  const TrainingResult r = t.run(&rec);
  ASSERT_EQ(r.outcome, TrainingOutcome::kDiverged) << "after " << r.steps << " steps";
  EXPECT_LT(r.steps, 200);
  EXPECT_NE(r.message.find("step " + std::to_string(r.steps + 1)), std::string::npos) << r.message;
  ASSERT_FALSE(rec.messages.empty());
  EXPECT_EQ(rec.messages.back(), r.message);
  EXPECT_EQ(snapshot(dir), before);
}

// ---- (c) resume
// --------------------------------------------------------------------------------------------

TEST_P(TrainingMechanics, ResumeContinuesLikeAnUninterruptedRun) {
  const int N = 6, M = 5;
  const TrainingData data = toy_data(ToyTask::kReverse, 60, 4);  // a few batches per epoch
  auto train = [&](const fs::path& dir, std::int64_t steps, bool resume, Recorder* rec) {
    Model model = make_model(toy_config(), *tokenizer_, 9);
    auto backend = make_backend(GetParam(), model.config);
    TrainingOptions o = quick_options(steps);
    o.checkpoint_every = N;
    o.batch_tokens = 150;  // N + M steps cross epoch boundaries
    Trainer t(model, *backend, data, o, dir);
    if (resume) {
      t.resume();
      EXPECT_EQ(t.step(), N);
      // The restored state is exactly what was saved.
      std::vector<float> p(model.parameters.size()), m(p.size()), v(p.size()), m_file, v_file;
      backend->get_parameters(p);
      const auto saved =
          load_parameters(dir / ("checkpoints/step-" + std::to_string(N) + ".safetensors"), model.config);
      EXPECT_EQ(0, std::memcmp(p.data(), saved.data(), p.size() * sizeof(float))) << "parameters restored";
      backend->get_optimizer_state(m, v);
      load_optimizer_state(dir / checkpoint_optimizer_name(N), p.size(), m_file, v_file);
      EXPECT_EQ(0, std::memcmp(m.data(), m_file.data(), m.size() * sizeof(float))) << "Adam m restored";
      EXPECT_EQ(0, std::memcmp(v.data(), v_file.data(), v.size() * sizeof(float))) << "Adam v restored";
    }
    const TrainingResult r = t.run(rec);
    EXPECT_EQ(r.outcome, TrainingOutcome::kFinished);
    std::vector<float> p(model.parameters.size());
    backend->get_parameters(p);
    return p;
  };
  Recorder straight_rec, first_rec, resumed_rec;
  const auto straight = train(root_ / "straight", N + M, false, &straight_rec);
  const auto at_n = train(root_ / "resumed", N, false, &first_rec);
  const auto resumed = train(root_ / "resumed", N + M, true, &resumed_rec);

  // The resumed run reports steps N+1.. with the schedule of those steps and the data of those steps.
  ASSERT_EQ(resumed_rec.steps.size(), std::size_t(M));
  ASSERT_EQ(straight_rec.steps.size(), std::size_t(N + M));
  for (int i = 0; i < M; ++i) {
    const StepReport& a = resumed_rec.steps[std::size_t(i)];
    const StepReport& b = straight_rec.steps[std::size_t(N + i)];
    EXPECT_EQ(a.step, N + 1 + i);
    EXPECT_EQ(a.epoch, b.epoch) << "step " << a.step;
    EXPECT_EQ(a.learning_rate, b.learning_rate) << "step " << a.step;
    EXPECT_NEAR(a.loss, b.loss, 1e-3 * b.loss) << "step " << a.step << ": same batch, same parameters";
  }
  // Parameters. Bit-exact equality is not reachable in one process (see the report: the CPU kernels' Eigen
  // reductions round differently depending on how the heap aligned their buffers, and Adam turns last-bit
  // differences in near-zero gradients into lr-sized steps). So compare the resumed run's distance from the
  // uninterrupted one with how far training moved the parameters in those M steps: a resume that lost the
  // optimizer state, the data position or the step count lands far away (about as far as the M steps moved).
  double diff = 0, moved = 0;
  for (std::size_t i = 0; i < straight.size(); ++i) {
    diff += double(resumed[i] - straight[i]) * (resumed[i] - straight[i]);
    moved += double(straight[i] - at_n[i]) * (straight[i] - at_n[i]);
  }
  diff = std::sqrt(diff);
  moved = std::sqrt(moved);
  std::printf("resume: |resumed - straight| = %.3g, |straight(N+M) - straight(N)| = %.3g\n", diff, moved);
  EXPECT_GT(moved, 0.0);
  EXPECT_LT(diff, 0.05 * moved);
}

// ---- (d) stop and pause from another thread
// ----------------------------------------------------------------

TEST_P(TrainingMechanics, StopRequestFromAnotherThread) {
  const fs::path dir = root_ / "stop";
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), quick_options(100000), dir);
  TrainingControl control;
  Recorder rec;
  TrainingResult result;
  std::thread worker([&] { result = t.run(&rec, &control); });
  rec.wait_for_step(3);
  control.request_stop();
  worker.join();
  EXPECT_TRUE(control.stop_requested());
  EXPECT_EQ(result.outcome, TrainingOutcome::kStopped);
  EXPECT_GE(result.steps, 3);
  EXPECT_LT(result.steps, 100);
  // The stopped run left a complete, resumable checkpoint of its last step.
  const auto state = nlohmann::json::parse(slurp(dir / "train_state.json"));
  EXPECT_EQ(state.at("step").get<std::int64_t>(), result.steps);
  EXPECT_TRUE(fs::exists(dir / ("checkpoints/step-" + std::to_string(result.steps) + ".safetensors")));
  ASSERT_FALSE(rec.checkpoints.empty());
  EXPECT_EQ(rec.checkpoints.back(), result.steps);
  const Model saved = load_model(dir);
  std::vector<float> live(saved.parameters.size());
  backend->get_parameters(live);
  EXPECT_EQ(saved.parameters, live);
}

TEST_P(TrainingMechanics, PauseAndResumeFromAnotherThread) {
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), quick_options(30), root_ / "pause");
  TrainingControl control;
  Recorder rec;
  TrainingResult result;
  std::thread worker([&] { result = t.run(&rec, &control); });
  rec.wait_for_step(3);
  control.pause();
  EXPECT_TRUE(control.paused());
  // The step in flight finishes: wait until no step has ended for a second (a step on lavapipe, on a machine
  // busy with other tests, took 0.4 s; a fixed 200 ms wait was too short there), at most 20 s.
  std::int64_t at_pause = rec.last_step;
  for (int waited = 0; waited < 20; ++waited) {
    std::this_thread::sleep_for(std::chrono::seconds(1));
    if (rec.last_step == at_pause) break;
    at_pause = rec.last_step;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(600));
  EXPECT_EQ(rec.last_step, at_pause) << "no step while paused";
  EXPECT_LT(at_pause, 30);
  control.resume();
  EXPECT_FALSE(control.paused());
  worker.join();
  EXPECT_EQ(result.outcome, TrainingOutcome::kFinished);
  EXPECT_EQ(result.steps, 30);
  EXPECT_EQ(rec.last_step, 30);
}

TEST_P(TrainingMechanics, StopWhilePaused) {
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), quick_options(100000), root_ / "stop_paused");
  TrainingControl control;
  Recorder rec;
  TrainingResult result;
  std::thread worker([&] { result = t.run(&rec, &control); });
  rec.wait_for_step(2);
  control.pause();
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  control.request_stop();
  worker.join();  // would hang if a stop could not end a pause
  EXPECT_EQ(result.outcome, TrainingOutcome::kStopped);
  EXPECT_TRUE(fs::exists(root_ / "stop_paused" / "train_state.json"));
}

// ---- (e) observer reports and (f) files
// --------------------------------------------------------------------

TEST_P(TrainingMechanics, ObserverSeesEveryStepWithTheScheduledLearningRate) {
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  TrainingOptions o = quick_options(12);
  o.warmup_steps = 5;  // rises for 5 steps, then decays
  o.lr_factor = 0.7;
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, root_ / "observer");
  Recorder rec;
  const TrainingResult r = t.run(&rec);
  ASSERT_EQ(r.outcome, TrainingOutcome::kFinished);
  ASSERT_EQ(rec.steps.size(), 12u);
  for (std::size_t i = 0; i < rec.steps.size(); ++i) {
    const StepReport& s = rec.steps[i];
    EXPECT_EQ(s.step, std::int64_t(i) + 1);
    EXPECT_EQ(s.max_steps, 12);
    EXPECT_TRUE(std::isfinite(s.loss) && s.loss > 0) << s.loss;
    EXPECT_TRUE(std::isfinite(s.nll) && s.nll > 0) << s.nll;
    EXPECT_TRUE(std::isfinite(s.grad_norm) && s.grad_norm > 0) << s.grad_norm;
    // lr = factor * d^-0.5 * min(step^-0.5, step * warmup^-1.5), written out here.
    const double step = double(s.step);
    const double expect = 0.7 / std::sqrt(64.0) * std::min(1.0 / std::sqrt(step), step / std::pow(5.0, 1.5));
    EXPECT_NEAR(s.learning_rate, expect, 1e-12 * expect) << "step " << s.step;
    EXPECT_NEAR(s.progress, step / 12.0, 1e-9);
    EXPECT_GT(s.tokens_per_second, 0);
    if (i > 0) {
      EXPECT_GE(s.elapsed_seconds, rec.steps[i - 1].elapsed_seconds);
    }
  }
  // Untrained, the first loss is about log(vocab) (plus the smoothing term); it falls from there.
  EXPECT_NEAR(rec.steps.front().nll, std::log(14.0), 1.0);
  EXPECT_LT(rec.steps.back().loss, rec.steps.front().loss);
}

TEST_P(TrainingMechanics, LogAndStateFiles) {
  const fs::path dir = root_ / "files";
  Model model = make_model(toy_config(), *tokenizer_, 1);
  auto backend = make_backend(GetParam(), model.config);
  TrainingOptions o = quick_options(10);
  o.log_every = 3;
  o.checkpoint_every = 4;
  o.keep_checkpoints = 2;
  Trainer t(model, *backend, toy_data(ToyTask::kCopy, 500, 1), o, dir);
  Recorder rec;
  ASSERT_EQ(t.run(&rec).outcome, TrainingOutcome::kFinished);

  std::istringstream csv(slurp(dir / "train_log.csv"));
  std::string line;
  ASSERT_TRUE(std::getline(csv, line));
  EXPECT_EQ(
      line,
      "step,epoch,loss,nll,learning_rate,grad_norm,tokens_per_second,elapsed_seconds,valid_loss,valid_bleu");
  std::vector<std::int64_t> logged;
  while (std::getline(csv, line)) {
    std::vector<std::string> fields;
    std::stringstream ss(line);
    std::string f;
    while (std::getline(ss, f, ',')) fields.push_back(f);
    if (!line.empty() && line.back() == ',') fields.push_back("");
    ASSERT_EQ(fields.size(), 10u) << line;
    if (!fields[2].empty()) {  // a training row (validation rows leave the loss empty)
      logged.push_back(std::stoll(fields[0]));
      EXPECT_GT(std::stod(fields[2]), 0.0) << line;
      EXPECT_GT(std::stod(fields[4]), 0.0) << line;
    }
  }
  // Every log_every steps, and the last step.
  EXPECT_EQ(logged, (std::vector<std::int64_t>{3, 6, 9, 10}));
  ASSERT_EQ(rec.steps.size(), 4u);

  ASSERT_TRUE(fs::exists(dir / "train_state.json"));
  const auto state = nlohmann::json::parse(slurp(dir / "train_state.json"));
  EXPECT_EQ(state.at("step").get<std::int64_t>(), 10);
  // Checkpoints at 4, 8 and the final 10; only the last keep_checkpoints = 2 stay.
  EXPECT_EQ(state.at("checkpoints").get<std::vector<std::int64_t>>(), (std::vector<std::int64_t>{8, 10}));
  EXPECT_FALSE(fs::exists(dir / "checkpoints/step-4.safetensors"));
  EXPECT_TRUE(fs::exists(dir / "checkpoints/step-8.safetensors"));
  EXPECT_EQ(state.at("parameters").at("file"), checkpoint_parameters_name(10));
  EXPECT_TRUE(fs::exists(dir / checkpoint_parameters_name(10)));
  EXPECT_TRUE(fs::exists(dir / checkpoint_optimizer_name(10)));
  EXPECT_FALSE(fs::exists(dir / checkpoint_optimizer_name(8))) << "only the latest step's moments are kept";
  EXPECT_EQ(rec.checkpoints, (std::vector<std::int64_t>{4, 8, 10}));
  EXPECT_NO_THROW(load_model(dir));
}

}  // namespace
}  // namespace attn
