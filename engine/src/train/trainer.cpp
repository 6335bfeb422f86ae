#include "attention/trainer.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <numeric>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/attention_snapshot_recorder.h"
#include "attention/error.h"
#include "attention/metrics.h"
#include "attention/safetensors.h"
#include "attention/train_state.h"
#include "attention/training_budget.h"
#include "util/folder_lock.h"
#include "util/kill_point.h"
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
    d.source.push_back(tokenizer.encode_source(train.source[i]));
    d.target.push_back(tokenizer.encode_target(train.target[i]));
  }
  if (valid) {
    if (valid->source.size() != valid->target.size()) throw Error("validation corpus sides differ in length");
    for (std::size_t i = 0; i < valid->source.size(); ++i) {
      d.valid_source.push_back(tokenizer.encode_source(valid->source[i]));
      d.valid_target.push_back(tokenizer.encode_target(valid->target[i]));
      d.valid_references.push_back(valid->target[i]);
    }
  }
  return d;
}

namespace {

// What the run computes in and why, for its log.
std::string precision_note(TrainingPrecision used, TrainingPrecision asked, const std::string& backend) {
  if (used == TrainingPrecision::kBf16)
    return cpu_has_native_bf16() ? "precision: bf16 mixed precision (bf16 matmul inputs, fp32 accumulation, "
                                   "weights and optimizer; oneDNN on this CPU's bf16 instructions)"
                                 : "precision: bf16 mixed precision, emulated (this CPU has no bf16 "
                                   "instructions: the numbers of a bf16 run, at fp32 speed or below)";
  if (asked == TrainingPrecision::kAuto)
    return "precision: fp32 (auto: " +
           std::string(backend == "cpu" ? "this CPU has no bf16 instructions" : "bf16 is CPU-only") + ")";
  return "precision: fp32";
}

}  // namespace

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
  if (options_.batch_tokens < kMinBatchTokens || options_.batch_tokens > kMaxBatchTokens)
    throw Error("batch tokens must be between " + std::to_string(kMinBatchTokens) + " and " +
                std::to_string(kMaxBatchTokens));
  if (options_.warmup_steps < 0 || options_.warmup_steps > kMaxWarmupSteps)
    throw Error("warmup steps must be at least 1 (or 0 to derive them), at most " +
                std::to_string(kMaxWarmupSteps));
  if (!(options_.lr_factor >= 0) || !(options_.lr_factor <= kMaxLrFactor))
    throw Error("the learning-rate factor must be a positive number (or 0 to derive it), at most 1e6");
  if (!(options_.clip_norm >= 0) || !(options_.clip_norm <= kMaxClipNorm))
    throw Error("the clipping norm must be between 0 (off) and 1e6");
  if (options_.max_length < 1 || options_.max_length > kMaxTrainingLength)
    throw Error("the maximum training length must be between 1 and " + std::to_string(kMaxTrainingLength));
  if (options_.max_steps < 0 || options_.max_steps > kMaxTrainSteps)
    throw Error("the step limit must be between 0 (none) and " + std::to_string(kMaxTrainSteps));
  const AdamSettings& adam = options_.adam;
  if (!(adam.beta1 >= 0 && adam.beta1 < 1) || !(adam.beta2 >= 0 && adam.beta2 < 1) ||
      !(adam.eps > 0 && adam.eps <= 1) || !(adam.weight_decay >= 0 && adam.weight_decay <= 1))
    throw Error("Adam settings out of range (betas in [0, 1), eps in (0, 1], weight decay in [0, 1])");
  if (data_.source.empty()) throw Error("no training data");
  if (options_.snapshot_every < 0) throw Error("the attention snapshot interval must be 0 (none) or more");
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
  precision_ = backend_.set_training_precision(options_.precision);
  // Fails early (with a clear message) when no pair fits the length limit.
  if (epoch_batches(0).empty())
    throw Error("no training pair is shorter than the maximum length (" +
                std::to_string(options_.max_length) + ")");
}

Trainer::~Trainer() = default;

void Trainer::set_attention_probe(AttentionProbe probe) {
  if (options_.snapshot_every > 0)
    snapshots_ =
        std::make_unique<AttentionSnapshotRecorder>(std::move(probe), model_.config, options_.snapshot_every);
}

void Trainer::lock_folder() {
  if (!folder_lock_) folder_lock_ = std::make_unique<FolderLock>(out_dir_);
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
  r.precision = precision_;
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

namespace {

// A file of the run folder that must be a regular file (error_code overloads: a symlink loop or a FIFO is a
// message, never an exception escaping or a read that blocks).
void require_regular_file(const fs::path& file, const std::string& missing_why) {
  std::error_code ec;
  const fs::file_status status = fs::status(file, ec);
  if (status.type() == fs::file_type::not_found) throw Error(file.string() + " " + missing_why);
  if (ec) throw Error("cannot read " + file.string() + ": " + ec.message());
  if (!fs::is_regular_file(status)) throw Error(file.string() + " is not a regular file");
}

// "step-N" + `suffix` -> N; -1 for any other name.
std::int64_t checkpoint_step(const std::string& name, std::string_view suffix) {
  if (!name.starts_with("step-") || !name.ends_with(suffix) || name.size() <= 5 + suffix.size()) return -1;
  const std::string digits = name.substr(5, name.size() - 5 - suffix.size());
  if (digits.size() > 15 || digits.find_first_not_of("0123456789") != std::string::npos) return -1;
  return std::stoll(digits);
}

// write_file_atomic's temporary files: "<name>.tmp<digits>".
bool is_temporary_file(const std::string& name) {
  const auto at = name.rfind(".tmp");
  return at != std::string::npos && at + 4 < name.size() &&
         name.find_first_not_of("0123456789", at + 4) == std::string::npos;
}

std::vector<fs::path> folder_entries(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) out.push_back(it->path());
  return out;
}

std::string joined(const std::vector<std::string>& parts) {
  std::string r;
  for (const auto& p : parts) r += (r.empty() ? "" : ", ") + p;
  return r;
}

}  // namespace

RunOptions Trainer::run_options() const {
  RunOptions o;
  o.batch_tokens = options_.batch_tokens;
  o.warmup_steps = options_.warmup_steps;
  o.lr_factor = options_.lr_factor;
  o.clip_norm = options_.clip_norm;
  o.seed = options_.seed;
  o.max_length = options_.max_length;
  o.cooldown_fraction = options_.cooldown_fraction;
  o.adam = options_.adam;
  return o;
}

void Trainer::remove_uncommitted_files(const TrainState& state) const {
  const fs::path ckpt_dir = out_dir_ / "checkpoints";
  std::vector<fs::path> doomed;
  for (const fs::path& p : folder_entries(out_dir_))
    if (is_temporary_file(p.filename().string())) doomed.push_back(p);
  for (const fs::path& p : folder_entries(ckpt_dir)) {
    const std::string name = p.filename().string();
    const std::int64_t optimizer_step = checkpoint_step(name, ".optimizer.safetensors");
    const std::int64_t parameters_step = checkpoint_step(name, ".safetensors");
    if (is_temporary_file(name) || (optimizer_step >= 0 && optimizer_step != state.step) ||
        (optimizer_step < 0 && parameters_step >= 0 &&
         !std::binary_search(state.checkpoints.begin(), state.checkpoints.end(), parameters_step)))
      doomed.push_back(p);
  }
  // The older layout's optimizer file, once a newer-format checkpoint has replaced it.
  if (state.format != 1 && fs::is_regular_file(out_dir_ / "optimizer.safetensors"))
    doomed.push_back(out_dir_ / "optimizer.safetensors");
  std::error_code ec;
  for (const fs::path& p : doomed) fs::remove(p, ec);
  if (!doomed.empty() && fs::is_directory(ckpt_dir, ec)) sync_directory(ckpt_dir);
}

void Trainer::resume(const ResumePolicy& policy) {
  const fs::path state_file = out_dir_ / "train_state.json";
  require_regular_file(state_file, "does not exist: there is no completed checkpoint to resume from");
  lock_folder();  // before anything is cleaned up: another process may be writing this run
  const TrainState state = parse_train_state(read_file(state_file, 1 << 20), state_file.string());
  const fs::path params_file = out_dir_ / state.parameters.name,
                 optimizer_file = out_dir_ / state.optimizer.name;
  if (state.format == 1) {
    // The older layout overwrote optimizer.safetensors in place: a checkpoint newer than the state means it
    // may already hold the moments of that newer step, and resuming would mix the two.
    for (const fs::path& p : folder_entries(out_dir_ / "checkpoints")) {
      const std::int64_t later = checkpoint_step(p.filename().string(), ".safetensors");
      if (later > state.step)
        throw Error(state_file.string() + " says step " + std::to_string(state.step) + ", but " + p.string() +
                    " is newer: a checkpoint was interrupted in a run folder of the older layout, whose "
                    "optimizer.safetensors may already be of step " +
                    std::to_string(later) +
                    ". It cannot be resumed exactly; start a new run from its model instead (attention-cli "
                    "train --init-from).");
    }
  }
  for (const auto* f : {&state.parameters, &state.optimizer}) {
    const fs::path file = out_dir_ / f->name;
    require_regular_file(
        file, "is missing, but " + state_file.string() + " names it: the checkpoint is incomplete");
    if (state.format == 1) continue;
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(file, ec);
    const CheckpointFile found = !ec && size == f->bytes
                                     ? describe_checkpoint_file(f->name, read_file(file, f->bytes))
                                     : CheckpointFile{f->name, ec ? 0 : size, 0};
    if (found.bytes != f->bytes || found.crc32 != f->crc32)
      throw Error(file.string() + " does not match " + state_file.string() + " (" +
                  std::to_string(found.bytes) + " bytes, CRC-32 " + std::to_string(found.crc32) +
                  "; recorded " + std::to_string(f->bytes) + " bytes, CRC-32 " + std::to_string(f->crc32) +
                  "): the checkpoint is damaged");
  }
  // Validated like a model load: exact tensor set, shapes, finite values.
  std::vector<float> params = load_parameters(params_file, model_.config);
  std::vector<float> m, v;
  load_optimizer_state(optimizer_file, params.size(), m, v);

  // The saved options define the run. A derived schedule was chosen for the whole run when it started, so
  // resuming keeps it; anything asked for explicitly must match, or be overridden on purpose.
  RunOptions requested = run_options();
  if (derive_warmup_) requested.warmup_steps = state.options.warmup_steps;
  if (derive_factor_) requested.lr_factor = state.options.lr_factor;
  const std::vector<std::string> differences = run_option_differences(state.options, requested);
  if (!differences.empty() && !policy.allow_option_changes)
    throw Error(state_file.string() + ": this resume asks for other options than the run was started with (" +
                joined(differences) + "). Resume with the options the run was started with, or " +
                policy.how_to_override + ".");
  if (!differences.empty()) resume_note_ = "resuming with options changed on purpose: " + joined(differences);
  if (derive_warmup_ || derive_factor_) {
    options_.warmup_steps = requested.warmup_steps;
    options_.lr_factor = requested.lr_factor;
    schedule_ = NoamSchedule{model_.config.d_model, options_.warmup_steps, options_.lr_factor};
    schedule_pending_ = false;
    schedule_explanation_ = "schedule: warm-up " + std::to_string(options_.warmup_steps) +
                            " steps, learning-rate factor " + std::to_string(options_.lr_factor) +
                            ", as chosen when this run started";
  }
  step_ = state.step;
  epoch_ = state.epoch;
  batch_in_epoch_ = std::size_t(state.batch_in_epoch);
  elapsed_before_ = state.elapsed_seconds;
  checkpoints_ = state.checkpoints;
  const std::size_t batches = epoch_batches(epoch_).size();
  if (batch_in_epoch_ > batches) {
    if (!policy.allow_option_changes)
      throw Error(state_file.string() + ": field 'batch_in_epoch' is " + std::to_string(batch_in_epoch_) +
                  ", past the " + std::to_string(batches) + " batches of epoch " + std::to_string(epoch_) +
                  ": is this the corpus the run was started on?");
    batch_in_epoch_ = batches;  // overridden: the next epoch starts
  }
  model_.parameters = std::move(params);
  backend_.set_parameters(model_.parameters);
  backend_.set_optimizer_state(m, v);
  remove_uncommitted_files(state);

  // The log up to the resumed step: rows of steps the state never reached are dropped.
  log_lines_.clear();
  const fs::path log_file = out_dir_ / "train_log.csv";
  std::error_code ec;
  if (fs::is_regular_file(log_file, ec)) {
    std::istringstream in(read_file(log_file, 1ull << 30));
    std::string line;
    std::getline(in, line);  // header
    while (std::getline(in, line)) {
      const auto comma = line.find(',');
      const std::string step_text = line.substr(0, comma);
      if (step_text.empty() || step_text.size() > 15 ||
          step_text.find_first_not_of("0123456789") != std::string::npos)
        continue;
      if (std::stoll(step_text) <= step_) log_lines_.push_back(line);
    }
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
    const LossStats s =
        backend_.evaluate(collate(data_.valid_source, data_.valid_target, idx, model_.config.vocabulary()));
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
  kill_point("checkpoint:start");
  backend_.get_parameters(model_.parameters);
  std::vector<float> m(model_.parameters.size()), v(model_.parameters.size());
  backend_.get_optimizer_state(m, v);
  // Every byte is prepared (and checked finite) before the first file is replaced.
  const std::string params_name = checkpoint_parameters_name(step_),
                    optimizer_name = checkpoint_optimizer_name(step_);
  const std::string params_bytes = serialize_parameters(model_.config, model_.parameters);
  const std::string optimizer_bytes = serialize_optimizer_state(m, v);
  std::error_code ec;
  fs::create_directories(out_dir_ / "checkpoints", ec);
  if (ec) throw Error("cannot create " + (out_dir_ / "checkpoints").string() + ": " + ec.message());

  // 1. The model folder's own files (what `translate` loads), then the checkpoint's files, each durable.
  save_model(out_dir_, model_);
  kill_point("checkpoint:model");
  write_file_atomic(out_dir_ / params_name, params_bytes);
  kill_point("checkpoint:parameters");
  write_file_atomic(out_dir_ / optimizer_name, optimizer_bytes);
  kill_point("checkpoint:optimizer");

  // 2. The commit: train_state.json names the new files. Until its rename the previous checkpoint stands.
  std::vector<std::int64_t> kept = checkpoints_;
  if (kept.empty() || kept.back() != step_) kept.push_back(step_);
  const std::size_t keep = std::size_t(std::max({1, options_.keep_checkpoints, options_.average_last}));
  if (kept.size() > keep) kept.erase(kept.begin(), kept.end() - std::ptrdiff_t(keep));
  TrainState state;
  state.step = step_;
  state.epoch = epoch_;
  state.batch_in_epoch = std::int64_t(batch_in_epoch_);
  state.elapsed_seconds = elapsed_seconds;
  state.checkpoints = kept;
  state.parameters = describe_checkpoint_file(params_name, params_bytes);
  state.optimizer = describe_checkpoint_file(optimizer_name, optimizer_bytes);
  state.options = run_options();
  write_file_atomic(out_dir_ / "train_state.json", train_state_to_json(state));
  checkpoints_ = std::move(kept);
  kill_point("checkpoint:state");

  // 3. The log, and only now the checkpoints the new state no longer needs.
  std::string csv = kLogHeader;
  for (const auto& line : log_lines_) csv += line + "\n";
  write_file_atomic(out_dir_ / "train_log.csv", csv);
  kill_point("checkpoint:log");
  if (snapshots_) snapshots_->save(out_dir_);
  remove_uncommitted_files(state);
  kill_point("checkpoint:pruned");
}

TrainingResult Trainer::run(TrainingObserver* observer, TrainingControl* control) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  auto seconds_since = [](Clock::time_point t) {
    return std::chrono::duration<double>(Clock::now() - t).count();
  };
  lock_folder();
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
      schedule_explanation_ += "; cool-down: the last " +
                               std::to_string(int(std::lround(options_.cooldown_fraction * 100))) +
                               "% of the budget anneals the rate linearly to zero (--cooldown).";
    message(schedule_explanation_);
    if (observer) observer->on_schedule(schedule_report());
  };
  if (!resume_note_.empty()) message(resume_note_);
  message(precision_note(precision_, options_.precision, backend_.name()));
  if (!schedule_pending_) announce_schedule();
  auto take_snapshot = [&] {
    snapshots_->record(step_, backend_);
    if (observer) observer->on_attention_snapshot(snapshots_->series());
  };
  if (snapshots_) {
    if (const std::string note = snapshots_->continue_saved(out_dir_, step_); !note.empty()) message(note);
    if (snapshots_->due(step_)) take_snapshot();
  }
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
    const Batch batch =
        collate(data_.source, data_.target, batches[batch_in_epoch_], model_.config.vocabulary());
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
    if (snapshots_ && snapshots_->due(step_)) take_snapshot();
    if (options_.checkpoint_every > 0 && step_ % options_.checkpoint_every == 0) {
      save_checkpoint(elapsed_before_ + seconds_since(start));
      if (observer) observer->on_checkpoint(out_dir_, step_);
    }
  }
  if (snapshots_ && snapshots_->series().snapshots.back().step != step_) take_snapshot();
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
