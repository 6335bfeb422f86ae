// The training defaults derived from a budget: the schedule for a planned number of steps, the batch size for
// a corpus, explicit values kept as given, and the trainer using (and reporting) what was derived.
#include "attention/training_budget.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "attention/backend.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/schedule.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"

namespace attn {
namespace {

TEST(TrainingBudget, LongRunsKeepThePapersSchedule) {
  // 100,000 steps: the paper's 4,000 warm-up steps and factor 1 (the base model's peak is under the cap).
  const BudgetSchedule s = schedule_for_budget(100000, 512);
  EXPECT_EQ(s.warmup_steps, 4000);
  EXPECT_DOUBLE_EQ(s.lr_factor, 1.0);
  EXPECT_NEAR(s.peak_learning_rate, std::pow(512.0, -0.5) * std::pow(4000.0, -0.5), 1e-12);
}

TEST(TrainingBudget, ShortRunsWarmUpForAFractionOfTheirStepsWithACappedPeak) {
  // 1,000 planned steps at d_model 256: warm-up 8% = 80 steps. The factor-1 peak there would be
  // 256^-0.5 * 80^-0.5 = 6.99e-3, above the 1.0e-3 cap, so the factor is lowered (rounded down to 1e-3).
  const BudgetSchedule s = schedule_for_budget(1000, 256);
  EXPECT_EQ(s.warmup_steps, 80);
  const double unit_peak = 1.0 / 16.0 / std::sqrt(80.0);
  EXPECT_NEAR(s.lr_factor, std::floor(1.0e-3 / unit_peak * 1000.0) / 1000.0, 1e-12);
  EXPECT_LE(s.peak_learning_rate, 1.0e-3);
  EXPECT_GT(s.peak_learning_rate, 0.9e-3);
  EXPECT_NE(s.explanation.find("warm-up 80 steps"), std::string::npos) << s.explanation;
  // Very short runs still warm up for the minimum.
  EXPECT_EQ(schedule_for_budget(100, 256).warmup_steps, 50);
}

TEST(TrainingBudget, ExplicitValuesAreKeptAsGiven) {
  const BudgetSchedule both = schedule_for_budget(1000, 256, 4000, 1.0);
  EXPECT_EQ(both.warmup_steps, 4000);
  EXPECT_DOUBLE_EQ(both.lr_factor, 1.0);
  EXPECT_NE(both.explanation.find("(given)"), std::string::npos);
  // A given warm-up: only the factor is derived around it (4,000 steps have a peak under the cap: factor 1).
  const BudgetSchedule warmup_only = schedule_for_budget(1000, 256, 4000, 0);
  EXPECT_EQ(warmup_only.warmup_steps, 4000);
  EXPECT_DOUBLE_EQ(warmup_only.lr_factor, 1.0);
  const BudgetSchedule factor_only = schedule_for_budget(1000, 256, 0, 2.0);
  EXPECT_EQ(factor_only.warmup_steps, 80);
  EXPECT_DOUBLE_EQ(factor_only.lr_factor, 2.0);
}

TEST(TrainingBudget, SmallCorporaGetSmallerBatches) {
  EXPECT_EQ(batch_tokens_for_corpus(10'000'000), 4096);
  EXPECT_EQ(batch_tokens_for_corpus(819'200), 4096);  // exactly 200 batches
  EXPECT_EQ(batch_tokens_for_corpus(819'199), 2048);
  EXPECT_EQ(batch_tokens_for_corpus(464'000), 2048);  // Multi30k's 29,000 captions
  EXPECT_EQ(batch_tokens_for_corpus(120'000), 512);   // a 20,000-pair toy corpus
  EXPECT_EQ(batch_tokens_for_corpus(1'000), 512);     // never below 512
  EXPECT_EQ(total_tokens({{1, 2, 3}, {}, {4}}), 4);
}

class ScheduleRecorder : public TrainingObserver {
 public:
  void on_schedule(const ScheduleReport& r) override { reports.push_back(r); }
  std::vector<ScheduleReport> reports;
};

TrainingData toy_data() {
  ToyTaskOptions toy;
  toy.max_length = 6;
  const auto corpus = generate_toy_corpus(ToyTask::kReverse, 300, toy);
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  return encode_training_data(tokenizer, {corpus.source, corpus.target}, nullptr);
}

Model toy_model() {
  ToyTaskOptions toy;
  ModelConfig config = preset_config("toy");
  config.vocab_size = make_toy_tokenizer(toy).vocab_size();
  return make_model(config, make_toy_tokenizer(toy), 1);
}

TEST(TrainingBudget, TrainerDerivesAndReportsTheScheduleForAStepBudget) {
  Model model = toy_model();
  auto backend = make_cpu_backend(model.config);
  TrainingOptions o;
  o.max_steps = 20;
  o.validate_every = 0;
  o.checkpoint_every = 1000;
  const auto dir = std::filesystem::temp_directory_path() / "attn_budget_steps";
  std::filesystem::remove_all(dir);
  Trainer trainer(model, *backend, toy_data(), o, dir);
  // Known before the run: 20 planned steps give the minimum warm-up; the corpus gives the batch size.
  EXPECT_EQ(trainer.options().warmup_steps, 50);
  EXPECT_EQ(trainer.options().batch_tokens, 512);
  ScheduleRecorder recorder;
  trainer.run(&recorder);
  ASSERT_EQ(recorder.reports.size(), 1u);
  EXPECT_EQ(recorder.reports[0].planned_steps, 20);
  EXPECT_EQ(recorder.reports[0].warmup_steps, 50);
  EXPECT_GT(recorder.reports[0].lr_factor, 0.0);
  std::filesystem::remove_all(dir);
}

TEST(TrainingBudget, TrainerTurnsATimeBudgetIntoStepsAfterTimingTheFirstSteps) {
  Model model = toy_model();
  auto backend = make_cpu_backend(model.config);
  TrainingOptions o;
  o.max_minutes = 0.05;  // 3 seconds
  o.validate_every = 0;
  o.checkpoint_every = 100000;
  const auto dir = std::filesystem::temp_directory_path() / "attn_budget_minutes";
  std::filesystem::remove_all(dir);
  Trainer trainer(model, *backend, toy_data(), o, dir);
  ScheduleRecorder recorder;
  const TrainingResult result = trainer.run(&recorder);
  ASSERT_EQ(recorder.reports.size(), 1u) << "the schedule is chosen once, after the probe steps";
  const ScheduleReport& r = recorder.reports[0];
  // The estimate is of the same order as the steps the run actually took (timing noise aside).
  EXPECT_GT(r.planned_steps, result.steps / 4);
  EXPECT_LT(r.planned_steps, result.steps * 4);
  EXPECT_EQ(r.warmup_steps, schedule_for_budget(r.planned_steps, model.config.d_model).warmup_steps);
  EXPECT_EQ(trainer.options().warmup_steps, r.warmup_steps);
  EXPECT_NE(r.explanation.find("s per step measured"), std::string::npos) << r.explanation;
  std::filesystem::remove_all(dir);
}

TEST(TrainingBudget, CooldownFactorIsALinearRampOverTheLastPart) {
  // fraction 0.2: full rate up to 80% of the budget, then (1 - done) / 0.2 down to zero.
  EXPECT_DOUBLE_EQ(cooldown_factor(0.5, 0.2), 1.0);
  EXPECT_DOUBLE_EQ(cooldown_factor(0.8, 0.2), 1.0);
  EXPECT_NEAR(cooldown_factor(0.9, 0.2), 0.5, 1e-12);
  EXPECT_NEAR(cooldown_factor(0.95, 0.2), 0.25, 1e-12);
  EXPECT_DOUBLE_EQ(cooldown_factor(1.0, 0.2), 0.0);
  EXPECT_DOUBLE_EQ(cooldown_factor(1.5, 0.2), 0.0);
  EXPECT_DOUBLE_EQ(cooldown_factor(0.99, 0.0), 1.0) << "fraction 0 is no cool-down";
}

// Records the learning rate of every step.
class RateRecorder : public TrainingObserver {
 public:
  void on_step(const StepReport& r) override { rates.push_back(r.learning_rate); }
  std::vector<double> rates;
};

TrainingOptions options_for_steps(std::int64_t steps) {
  TrainingOptions o;
  o.max_steps = steps;
  o.log_every = 1;
  o.validate_every = 0;
  o.checkpoint_every = 1000;
  return o;
}

TEST(TrainingBudget, ADerivedScheduleAnnealsToZeroOverTheLastFifthOfAStepBudget) {
  Model model = toy_model();
  auto backend = make_cpu_backend(model.config);
  const auto dir = std::filesystem::temp_directory_path() / "attn_budget_cooldown";
  std::filesystem::remove_all(dir);
  Trainer trainer(model, *backend, toy_data(), options_for_steps(20), dir);
  EXPECT_DOUBLE_EQ(trainer.options().cooldown_fraction, 0.2);
  RateRecorder recorder;
  trainer.run(&recorder);
  ASSERT_EQ(recorder.rates.size(), 20u);
  const NoamSchedule noam{model.config.d_model, trainer.options().warmup_steps, trainer.options().lr_factor};
  // Steps 1..16 at the Noam rate; step 18 is 90% through (half the rate); step 20 at zero.
  EXPECT_DOUBLE_EQ(recorder.rates[15], noam(16));
  EXPECT_NEAR(recorder.rates[17], noam(18) * 0.5, noam(18) * 1e-9);
  EXPECT_EQ(recorder.rates[19], 0.0);
  std::filesystem::remove_all(dir);
}

TEST(TrainingBudget, AGivenScheduleHasNoCooldownUnlessAskedFor) {
  const auto dir = std::filesystem::temp_directory_path() / "attn_budget_no_cooldown";
  TrainingOptions o = options_for_steps(10);
  o.warmup_steps = 4;
  o.lr_factor = 0.5;
  const NoamSchedule noam{toy_model().config.d_model, 4, 0.5};
  {
    Model model = toy_model();
    auto backend = make_cpu_backend(model.config);
    std::filesystem::remove_all(dir);
    Trainer given(model, *backend, toy_data(), o, dir);
    EXPECT_DOUBLE_EQ(given.options().cooldown_fraction, 0.0);
    RateRecorder plain;
    given.run(&plain);
    EXPECT_DOUBLE_EQ(plain.rates.back(), noam(10));
  }
  {
    o.cooldown_fraction = 0.5;  // steps 6..10 anneal: step 8 is 80% through, (1 - 0.8) / 0.5 = 0.4
    Model model = toy_model();
    auto backend = make_cpu_backend(model.config);
    std::filesystem::remove_all(dir);
    Trainer asked(model, *backend, toy_data(), o, dir);
    RateRecorder annealed;
    asked.run(&annealed);
    ASSERT_EQ(annealed.rates.size(), 10u);
    EXPECT_NEAR(annealed.rates[7], noam(8) * 0.4, noam(8) * 1e-9);
    EXPECT_EQ(annealed.rates.back(), 0.0);
  }
  std::filesystem::remove_all(dir);
}

TEST(TrainingBudget, ACooldownOfTheWholeRunIsRefused) {
  Model model = toy_model();
  auto backend = make_cpu_backend(model.config);
  TrainingOptions o = options_for_steps(10);
  o.cooldown_fraction = 1.0;
  EXPECT_THROW(Trainer(model, *backend, toy_data(), o, std::filesystem::temp_directory_path() / "attn_x"),
               Error);
}

}  // namespace
}  // namespace attn
