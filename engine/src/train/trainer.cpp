#include "attention/trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <numeric>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/metrics.h"
#include "attention/training_budget.h"
#include "util/random.h"

namespace attn {

namespace fs = std::filesystem;
using nlohmann::json;

// ---- control ---------------------------------------------------------------------------------------------

void TrainingControl::request_stop() {
  {
    std::lock_guard lock(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
}
void TrainingControl::pause() { paused_ = true; }
void TrainingControl::resume() {
  {
    std::lock_guard lock(mutex_);
    paused_ = false;
  }
  cv_.notify_all();
}
bool TrainingControl::wait_while_paused() {
  std::unique_lock lock(mutex_);
  cv_.wait(lock, [&] { return !paused_.load() || stop_.load(); });
  return !stop_.load();
}

// ---- data ------------------------------------------------------------------------------------------------

TrainingData encode_training_data(const Tokenizer& tokenizer, const ParallelCorpus& train,
                                  const ParallelCorpus* valid) {
  TrainingData d;
  if (train.source.size() != train.target.size()) throw Error("training corpus sides differ in length");
  if (train.source.empty()) throw Error("the training corpus is empty");
  for (std::size_t i = 0; i < train.source.size(); ++i) {
    d.source.push_back(tokenizer.encode(train.source[i]));
    d.target.push_back(tokenizer.encode(train.target[i]));
  }
  if (valid) {
    if (valid->source.size() != valid->target.size()) throw Error("validation corpus sides differ in length");
    for (std::size_t i = 0; i < valid->source.size(); ++i) {
      d.valid_source.push_back(tokenizer.encode(valid->source[i]));
      d.valid_target.push_back(tokenizer.encode(valid->target[i]));
      d.valid_references.push_back(valid->target[i]);
    }
  }
  return d;
}

// ---- trainer ---------------------------------------------------------------------------------------------

Trainer::Trainer(Model& model, Backend& backend, TrainingData data, TrainingOptions options, fs::path out_dir)
    : model_(model),
      backend_(backend),
      data_(std::move(data)),
      options_(options),
      out_dir_(std::move(out_dir)) {
  if (options_.max_steps <= 0 && options_.max_minutes <= 0)
    throw Error("training needs a limit: set a number of steps or minutes");
  if (options_.batch_tokens == 0) options_.batch_tokens = batch_tokens_for_corpus(total_tokens(data_.target));
  if (options_.batch_tokens < 8) throw Error("batch tokens must be at least 8");
  if (options_.warmup_steps < 0) throw Error("warmup steps must be at least 1 (or 0 to derive them)");
  if (!(options_.lr_factor >= 0) || !std::isfinite(options_.lr_factor))
    throw Error("the learning-rate factor must be a positive number (or 0 to derive it)");
  if (data_.source.empty()) throw Error("no training data");
  derive_warmup_ = options_.warmup_steps == 0;
  derive_factor_ = options_.lr_factor == 0;
  if (options_.cooldown_fraction < 0)
    options_.cooldown_fraction = derive_warmup_ || derive_factor_ ? BudgetRules{}.cooldown_fraction : 0.0;
  if (!(options_.cooldown_fraction < 1) || !std::isfinite(options_.cooldown_fraction))
    throw Error("the cool-down fraction must be between 0 and 1 (below 1)");
  // A step budget fixes the schedule now; a time budget needs the step time, measured over the first steps.
  // Until then the schedule is one for a long run, whose first steps are at an almost zero rate anyway.
  schedule_pending_ = (derive_warmup_ || derive_factor_) && options_.max_minutes > 0;
  choose_schedule(options_.max_steps > 0 && options_.max_minutes <= 0 ? options_.max_steps : 100000);
  backend_.set_parameters(model_.parameters);
  // Fails early (with a clear message) when no pair fits the length limit.
  if (epoch_batches(0).empty())
    throw Error("no training pair is shorter than the maximum length (" +
                std::to_string(options_.max_length) + ")");
}

void Trainer::choose_schedule(std::int64_t planned_steps) {
  const BudgetSchedule b =
      schedule_for_budget(planned_steps, model_.config.d_model, derive_warmup_ ? 0 : options_.warmup_steps,
                          derive_factor_ ? 0 : options_.lr_factor);
  options_.warmup_steps = b.warmup_steps;
  options_.lr_factor = b.lr_factor;
  planned_steps_ = planned_steps;
  schedule_explanation_ = b.explanation;
  schedule_ = NoamSchedule{model_.config.d_model, options_.warmup_steps, options_.lr_factor};
}

ScheduleReport Trainer::schedule_report() const {
  ScheduleReport r;
  r.warmup_steps = options_.warmup_steps;
  r.lr_factor = options_.lr_factor;
  r.peak_learning_rate = schedule_(options_.warmup_steps);
  r.batch_tokens = options_.batch_tokens;
  r.cooldown_fraction = options_.cooldown_fraction;
  r.planned_steps = planned_steps_;
  r.explanation = schedule_explanation_;
  return r;
}

double Trainer::learning_rate(std::int64_t step, double run_seconds) const {
  // How far through the budget this step is; with both limits, whichever ends first.
  double done = 0;
  if (options_.max_steps > 0) done = double(step) / double(options_.max_steps);
  if (options_.max_minutes > 0) done = std::max(done, run_seconds / (options_.max_minutes * 60.0));
  return schedule_(step) * cooldown_factor(done, options_.cooldown_fraction);
}

std::vector<std::vector<int>> Trainer::epoch_batches(int epoch) const {
  BatchingOptions b;
  b.max_tokens = options_.batch_tokens;
  b.max_length = std::min(options_.max_length, model_.config.max_positions);
  b.seed = splitmix64(options_.seed * 1000003ull + std::uint64_t(epoch));
  return make_token_batches(data_.source, data_.target, b);
}

void Trainer::resume() {
  const fs::path state_file = out_dir_ / "train_state.json";
  if (!fs::exists(state_file)) throw Error("cannot resume: " + state_file.string() + " does not exist");
  json s;
  try {
    s = json::parse(read_file(state_file, 1 << 24));
    step_ = s.at("step").get<std::int64_t>();
    epoch_ = s.at("epoch").get<int>();
    batch_in_epoch_ = s.at("batch_in_epoch").get<std::size_t>();
    elapsed_before_ = s.at("elapsed_seconds").get<double>();
    checkpoints_ = s.at("checkpoints").get<std::vector<std::int64_t>>();
    // A derived schedule was chosen for the whole run when it started; resuming keeps it.
    if (derive_warmup_ || derive_factor_) {
      const auto& saved = s.at("options");
      if (derive_warmup_) options_.warmup_steps = saved.at("warmup_steps").get<int>();
      if (derive_factor_) options_.lr_factor = saved.at("lr_factor").get<double>();
      if (options_.warmup_steps < 1 || !(options_.lr_factor > 0) || !std::isfinite(options_.lr_factor))
        throw Error(state_file.string() + " holds an invalid schedule (warm-up " +
                    std::to_string(options_.warmup_steps) + ", factor " + std::to_string(options_.lr_factor) +
                    ")");
      schedule_ = NoamSchedule{model_.config.d_model, options_.warmup_steps, options_.lr_factor};
      schedule_pending_ = false;
      schedule_explanation_ = "schedule: warm-up " + std::to_string(options_.warmup_steps) +
                              " steps, learning-rate factor " + std::to_string(options_.lr_factor) +
                              ", as chosen when this run started";
    }
    const std::string params_file = s.at("resume_parameters").get<std::string>();
    model_.parameters = load_parameters(out_dir_ / params_file, model_.config);
  } catch (const json::exception& e) {
    throw Error(state_file.string() + " is damaged: " + e.what());
  }
  backend_.set_parameters(model_.parameters);
  std::vector<float> m, v;
  load_optimizer_state(out_dir_ / "optimizer.safetensors", model_.parameters.size(), m, v);
  backend_.set_optimizer_state(m, v);
  if (fs::exists(out_dir_ / "train_log.csv")) {
    std::istringstream in(read_file(out_dir_ / "train_log.csv", 1ull << 30));
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) log_lines_.push_back(line);
  }
}

ValidationReport Trainer::validate(bool with_bleu) {
  ValidationReport r;
  r.step = step_;
  if (data_.valid_source.empty()) return r;
  // Loss over the whole validation set, in token batches without shuffling.
  BatchingOptions b;
  b.max_tokens = options_.batch_tokens;
  b.shuffle = false;
  b.max_length = model_.config.max_positions;
  LossStats total;
  for (const auto& idx : make_token_batches(data_.valid_source, data_.valid_target, b)) {
    const LossStats s = backend_.evaluate(collate(data_.valid_source, data_.valid_target, idx));
    total.loss_sum += s.loss_sum;
    total.nll_sum += s.nll_sum;
    total.tokens += s.tokens;
  }
  if (total.tokens > 0) {
    r.loss = total.loss_sum / double(total.tokens);
    r.nll = total.nll_sum / double(total.tokens);
    r.perplexity = std::exp(r.nll);
  }
  if (with_bleu && options_.bleu_sentences > 0) {
    const std::size_t n =
        std::min<std::size_t>(std::size_t(options_.bleu_sentences), data_.valid_source.size());
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(),
              [&](auto a, auto b) { return data_.valid_source[a].size() < data_.valid_source[b].size(); });
    std::vector<std::string> hyps(n), refs(n);
    DecodeOptions greedy;
    for (std::size_t i0 = 0; i0 < n; i0 += 64) {
      std::vector<std::vector<std::int32_t>> src;
      for (std::size_t i = i0; i < std::min(n, i0 + 64); ++i) src.push_back(data_.valid_source[order[i]]);
      const auto out = greedy_search(backend_, model_.config, src, greedy);
      for (std::size_t i = 0; i < out.size(); ++i)
        hyps[order[i0 + i]] = model_.tokenizer.decode(out[i].tokens);
    }
    for (std::size_t i = 0; i < n; ++i) refs[i] = data_.valid_references[i];
    r.bleu = corpus_bleu(hyps, refs).score;
    r.chrf = corpus_chrf(hyps, refs).score;
  }
  return r;
}

namespace {
std::string csv_number(double v) {
  if (v < 0 || !std::isfinite(v)) return "";
  std::ostringstream o;
  o.precision(6);
  o << v;
  return o.str();
}
constexpr const char* kLogHeader =
    "step,epoch,loss,nll,learning_rate,grad_norm,tokens_per_second,elapsed_seconds,valid_loss,valid_bleu\n";
}  // namespace

void Trainer::save_checkpoint(double elapsed_seconds) {
  std::error_code ec;
  fs::create_directories(out_dir_ / "checkpoints", ec);
  if (ec) throw Error("cannot create " + (out_dir_ / "checkpoints").string() + ": " + ec.message());
  backend_.get_parameters(model_.parameters);
  const std::string ckpt_name = "checkpoints/step-" + std::to_string(step_) + ".safetensors";
  save_parameters(out_dir_ / ckpt_name, model_.config, model_.parameters);
  if (checkpoints_.empty() || checkpoints_.back() != step_) checkpoints_.push_back(step_);
  const std::size_t keep = std::size_t(std::max({1, options_.keep_checkpoints, options_.average_last}));
  while (checkpoints_.size() > keep) {
    fs::remove(out_dir_ / ("checkpoints/step-" + std::to_string(checkpoints_.front()) + ".safetensors"), ec);
    checkpoints_.erase(checkpoints_.begin());
  }
  save_model(out_dir_, model_);
  std::vector<float> m(model_.parameters.size()), v(model_.parameters.size());
  backend_.get_optimizer_state(m, v);
  save_optimizer_state(out_dir_ / "optimizer.safetensors", m, v);
  json s = {{"step", step_},
            {"epoch", epoch_},
            {"batch_in_epoch", batch_in_epoch_},
            {"elapsed_seconds", elapsed_seconds},
            {"checkpoints", checkpoints_},
            {"resume_parameters", ckpt_name},
            {"options",
             {{"batch_tokens", options_.batch_tokens},
              {"warmup_steps", options_.warmup_steps},
              {"lr_factor", options_.lr_factor},
              {"clip_norm", options_.clip_norm},
              {"seed", options_.seed},
              {"max_length", options_.max_length}}}};
  write_file_atomic(out_dir_ / "train_state.json", s.dump(2) + "\n");
  std::string csv = kLogHeader;
  for (const auto& line : log_lines_) csv += line + "\n";
  write_file_atomic(out_dir_ / "train_log.csv", csv);
}

TrainingResult Trainer::run(TrainingObserver* observer, TrainingControl* control) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto seconds_since = [](Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  };
  TrainingResult result;
  auto message = [&](const std::string& text) {
    if (observer) observer->on_message(text);
  };
  std::vector<std::vector<int>> batches = epoch_batches(epoch_);
  double window_loss = 0, window_nll = 0, window_tokens = 0, window_all_tokens = 0, window_norm = 0;
  int window_steps = 0;
  auto window_start = Clock::now();
  const std::int64_t first_step = step_;
  auto limit_reached = [&] {
    if (options_.max_steps > 0 && step_ >= options_.max_steps) return true;
    return options_.max_minutes > 0 && seconds_since(start) >= options_.max_minutes * 60.0;
  };
  auto finish_run = [&] { elapsed_before_ += seconds_since(start); };
  auto announce_schedule = [&] {
    if (options_.cooldown_fraction > 0 && schedule_explanation_.find("cool-down") == std::string::npos)
      schedule_explanation_ += " Cool-down: the last " +
                               std::to_string(int(std::lround(options_.cooldown_fraction * 100))) +
                               "% of the budget anneals the rate linearly to zero (--cooldown).";
    message(schedule_explanation_);
    if (observer) observer->on_schedule(schedule_report());
  };
  if (!schedule_pending_) announce_schedule();
  // A time budget: the step time is measured from the end of the first step (which allocates and compiles)
  // over the next few, then the run's length in steps, and with it the schedule, follows.
  constexpr int kProbeSteps = 8;
  Clock::time_point probe_start;

  while (!limit_reached()) {
    if (control) {
      if (control->stop_requested() || !control->wait_while_paused()) {
        result.outcome = TrainingOutcome::kStopped;
        break;
      }
    }
    if (batch_in_epoch_ >= batches.size()) {
      ++epoch_;
      batch_in_epoch_ = 0;
      batches = epoch_batches(epoch_);
    }
    const Batch batch = collate(data_.source, data_.target, batches[batch_in_epoch_]);
    const std::int64_t next_step = step_ + 1;
    const LossStats loss =
        backend_.forward_backward(batch, splitmix64(options_.seed ^ std::uint64_t(next_step)));
    const double norm = loss.finite() ? backend_.gradient_norm() : NAN;
    if (!loss.finite() || !std::isfinite(norm)) {
      result.outcome = TrainingOutcome::kDiverged;
      result.message = "training diverged at step " + std::to_string(next_step) + ": the " +
                       (loss.finite() ? std::string("gradient") : std::string("loss")) +
                       " is not a finite number; parameters were not updated and the last good checkpoint" +
                       (checkpoints_.empty() ? std::string(" (none yet)")
                                             : " (step " + std::to_string(checkpoints_.back()) + ")") +
                       " is kept. Try a lower learning rate factor, more warm-up steps or gradient clipping.";
      message(result.message);
      finish_run();
      result.steps = step_;
      return result;  // nothing is saved: the files on disk are the last good state
    }
    const float clip =
        options_.clip_norm > 0 && norm > options_.clip_norm ? float(options_.clip_norm / norm) : 1.0f;
    const double lr = learning_rate(next_step, seconds_since(start));
    backend_.adam_update(options_.adam, float(lr), clip, next_step);
    step_ = next_step;
    ++batch_in_epoch_;
    if (schedule_pending_) {
      const std::int64_t run_steps = step_ - first_step;
      if (run_steps == 1) probe_start = Clock::now();
      if (run_steps == 1 + kProbeSteps) {
        const double per_step = seconds_since(probe_start) / kProbeSteps;
        const double left = std::max(0.0, options_.max_minutes * 60.0 - seconds_since(start));
        std::int64_t planned = step_ + std::int64_t(left / std::max(per_step, 1e-6));
        if (options_.max_steps > 0) planned = std::min(planned, options_.max_steps);
        schedule_pending_ = false;
        choose_schedule(planned);
        char timing[96];
        std::snprintf(timing, sizeof timing, " (%.3g s per step measured, %.3g minutes)", per_step,
                      options_.max_minutes);
        schedule_explanation_ += timing;
        announce_schedule();
      }
    }

    window_loss += loss.loss_sum;
    window_nll += loss.nll_sum;
    window_tokens += double(loss.tokens);
    window_all_tokens += double(batch.source_tokens() + batch.target_tokens());
    window_norm += norm;
    ++window_steps;
    const bool log_now = step_ % std::max(1, options_.log_every) == 0 || limit_reached();
    if (log_now) {
      StepReport r;
      r.step = step_;
      r.max_steps = options_.max_steps;
      r.epoch = epoch_;
      r.loss = window_loss / window_tokens;
      r.nll = window_nll / window_tokens;
      r.learning_rate = lr;
      r.grad_norm = window_norm / window_steps;
      r.tokens_per_second = window_all_tokens / std::max(1e-9, seconds_since(window_start));
      r.elapsed_seconds = elapsed_before_ + seconds_since(start);
      const double run_seconds = seconds_since(start);
      double progress = 0, eta = -1;
      if (options_.max_steps > 0) {
        progress = double(step_) / double(options_.max_steps);
        const double per_step = run_seconds / double(std::max<std::int64_t>(1, step_ - first_step));
        eta = per_step * double(options_.max_steps - step_);
      }
      if (options_.max_minutes > 0) {
        const double p = run_seconds / (options_.max_minutes * 60.0);
        if (p > progress) {
          progress = p;
          eta = std::max(0.0, options_.max_minutes * 60.0 - run_seconds);
        }
      }
      r.progress = std::min(1.0, progress);
      r.eta_seconds = eta;
      log_lines_.push_back(std::to_string(r.step) + "," + std::to_string(r.epoch) + "," + csv_number(r.loss) +
                           "," + csv_number(r.nll) + "," + csv_number(r.learning_rate) + "," +
                           csv_number(r.grad_norm) + "," + csv_number(r.tokens_per_second) + "," +
                           csv_number(r.elapsed_seconds) + ",,");
      if (observer) observer->on_step(r);
      window_loss = window_nll = window_tokens = window_all_tokens = window_norm = 0;
      window_steps = 0;
      window_start = Clock::now();
    }
    if (options_.validate_every > 0 && step_ % options_.validate_every == 0 && !limit_reached()) {
      result.last_validation = validate(true);
      log_lines_.push_back(std::to_string(step_) + "," + std::to_string(epoch_) + ",,,,,,," +
                           csv_number(result.last_validation.loss) + "," +
                           csv_number(result.last_validation.bleu));
      if (observer) observer->on_validation(result.last_validation);
    }
    if (options_.checkpoint_every > 0 && step_ % options_.checkpoint_every == 0) {
      save_checkpoint(elapsed_before_ + seconds_since(start));
      if (observer) observer->on_checkpoint(out_dir_, step_);
    }
  }
  // Final state: a checkpoint, then (optionally) the averaged parameters as the model.
  result.last_validation = validate(true);
  log_lines_.push_back(std::to_string(step_) + "," + std::to_string(epoch_) + ",,,,,,," +
                       csv_number(result.last_validation.loss) + "," +
                       csv_number(result.last_validation.bleu));
  if (observer && !data_.valid_source.empty()) observer->on_validation(result.last_validation);
  finish_run();
  save_checkpoint(elapsed_before_);
  if (options_.average_last > 1 && checkpoints_.size() > 1) {
    std::vector<fs::path> files;
    const std::size_t k = std::min(checkpoints_.size(), std::size_t(options_.average_last));
    for (std::size_t i = checkpoints_.size() - k; i < checkpoints_.size(); ++i)
      files.push_back(out_dir_ / ("checkpoints/step-" + std::to_string(checkpoints_[i]) + ".safetensors"));
    Model averaged{model_.config, average_parameters(files, model_.config), model_.tokenizer};
    save_model(out_dir_, averaged);
    message("model.safetensors is the average of the last " + std::to_string(k) + " checkpoints");
  }
  if (observer) observer->on_checkpoint(out_dir_, step_);
  result.steps = step_;
  return result;
}

}  // namespace attn
