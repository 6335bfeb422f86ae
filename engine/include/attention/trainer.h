// The training loop: label-smoothed cross-entropy, Adam with the Noam schedule, token-count batches,
// validation loss/BLEU at intervals, checkpoints (with averaging of the last K), resumable, observable.
#pragma once

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/corpus.h"
#include "attention/decoding.h"
#include "attention/model.h"
#include "attention/schedule.h"
#include "attention/train_state.h"
#include "attention/training_precision.h"

namespace attn {

class FolderLock;
class AttentionSnapshotRecorder;
struct AttentionProbe;
struct AttentionSnapshotSeries;

// Ranges of the TrainingOptions that shape a run, checked by the trainer, the CLI and train_state.json.
inline constexpr int kMinBatchTokens = 8;
inline constexpr int kMaxBatchTokens = 1 << 24;
inline constexpr std::int64_t kMaxWarmupSteps = 1'000'000'000;
inline constexpr double kMaxLrFactor = 1e6;
inline constexpr double kMaxClipNorm = 1e6;
inline constexpr int kMaxTrainingLength = 1 << 16;

struct TrainingOptions {
  std::int64_t max_steps = 0;  // 0: no step limit
  double max_minutes = 0;      // 0: no time limit (at least one limit must be set)
  int batch_tokens = 0;        // padded target tokens per batch; 0: from the corpus size (training_budget.h)
  int max_length = 256;        // longer training pairs are skipped
  // The Noam schedule; 0: derived from the budget (max_steps, or max_minutes measured over the first steps).
  int warmup_steps = 0;
  double lr_factor = 0;
  // The last fraction of the budget (steps, or minutes of this run) anneals the rate linearly to zero, as a
  // run of known length should end. -1: 0.2 when the schedule is derived from the budget, else none; 0: none.
  double cooldown_fraction = -1;
  float clip_norm = 0;  // 0: no clipping
  AdamSettings adam;
  std::uint64_t seed = 1;
  int log_every = 10;
  int validate_every = 1000;    // steps; 0: only at the end
  int bleu_sentences = 500;     // validation sentences decoded (greedy) for BLEU; 0: none
  int checkpoint_every = 1000;  // steps
  int keep_checkpoints = 5;     // raw checkpoints kept in checkpoints/
  int average_last = 0;         // >1: model.safetensors is the average of the last N checkpoints at the end
  int snapshot_every = 0;  // steps between attention snapshots of the probe (attention_snapshot_recorder.h)
  // The large matmuls' arithmetic (training_precision.h): auto = bf16 where the CPU has bf16 instructions.
  TrainingPrecision precision = TrainingPrecision::kAuto;
};

// Token ids ready for training (the tokenizer has been applied).
struct TrainingData {
  std::vector<std::vector<std::int32_t>> source, target;
  std::vector<std::vector<std::int32_t>> valid_source, valid_target;
  std::vector<std::string> valid_references;  // validation target text, for BLEU
};
TrainingData encode_training_data(const Tokenizer& tokenizer, const ParallelCorpus& train,
                                  const ParallelCorpus* valid);

struct StepReport {
  std::int64_t step = 0, max_steps = 0;
  int epoch = 0;
  double loss = 0;  // label-smoothed loss per target token (mean over the log window)
  double nll = 0;   // per target token
  double learning_rate = 0;
  double grad_norm = 0;
  double tokens_per_second = 0;  // source + target tokens
  double elapsed_seconds = 0;
  double eta_seconds = -1;  // -1: unknown
  double progress = 0;      // 0..1 of whichever limit comes first
};

// The schedule and batch size a run uses, once known: at the start, or after the first steps when the budget
// is given in minutes and the warm-up follows from it.
struct ScheduleReport {
  int warmup_steps = 0;
  double lr_factor = 0;
  double peak_learning_rate = 0;
  int batch_tokens = 0;
  double cooldown_fraction = 0;    // the last part of the budget that anneals to zero
  std::int64_t planned_steps = 0;  // the steps the schedule was chosen for (estimated for a time budget)
  TrainingPrecision precision = TrainingPrecision::kFp32;  // what the run computes in (never kAuto)
  std::string explanation;
};

struct ValidationReport {
  std::int64_t step = 0;
  double loss = 0, nll = 0, perplexity = 0;
  double bleu = -1, chrf = -1;  // -1: not computed
};

class TrainingObserver {
 public:
  virtual ~TrainingObserver() = default;
  virtual void on_step(const StepReport&) {}
  virtual void on_schedule(const ScheduleReport&) {}
  virtual void on_validation(const ValidationReport&) {}
  virtual void on_checkpoint(const std::filesystem::path& /*dir*/, std::int64_t /*step*/) {}
  virtual void on_message(const std::string& /*text*/) {}
  // A snapshot was recorded: the series so far, the new one last (attention_snapshot_recorder.h).
  virtual void on_attention_snapshot(const AttentionSnapshotSeries& /*series*/) {}
};

// Thread-safe stop/pause switches, checked by the trainer between steps (e.g. from a GUI thread).
class TrainingControl {
 public:
  void request_stop();
  void pause();
  void resume();
  bool stop_requested() const { return stop_.load(); }
  bool paused() const { return paused_.load(); }
  // Blocks while paused; returns false if a stop was requested meanwhile.
  bool wait_while_paused();

 private:
  std::atomic<bool> stop_{false}, paused_{false};
  std::mutex mutex_;
  std::condition_variable cv_;
};

// How a resume treats options that differ from those the run was started with (train_state.json's).
struct ResumePolicy {
  bool allow_option_changes = false;  // false: a difference is an error listing what differs
  std::string how_to_override = "allow the change explicitly";  // the front end's words, for that error
};

enum class TrainingOutcome { kFinished, kStopped, kDiverged };

struct TrainingResult {
  TrainingOutcome outcome = TrainingOutcome::kFinished;
  std::int64_t steps = 0;
  std::string message;
  ValidationReport last_validation;
};

class Trainer {
 public:
  // The model's parameters are uploaded to the backend; `out_dir` becomes a model folder.
  Trainer(Model& model, Backend& backend, TrainingData data, TrainingOptions options,
          std::filesystem::path out_dir);
  ~Trainer();

  // Continues from out_dir's train_state.json and the checkpoint it names (see train_state.h), after
  // removing what an interrupted checkpoint left behind (temporary files, checkpoints it never committed).
  // Everything is validated as strictly as a model load; a damaged state or checkpoint is an attn::Error
  // naming the file and field, and options that differ from the saved ones are refused unless `policy`
  // allows them.
  void resume(const ResumePolicy& policy = {});
  // With options.snapshot_every > 0, records the attention of `probe` at the run's first step, every
  // snapshot_every steps and the last, saved with each checkpoint (attention_snapshots.h).
  void set_attention_probe(AttentionProbe probe);
  TrainingResult run(TrainingObserver* observer = nullptr, TrainingControl* control = nullptr);
  ValidationReport validate(bool with_bleu);
  std::int64_t step() const { return step_; }
  // With every derived field filled in (the schedule once it is known).
  const TrainingOptions& options() const { return options_; }

 private:
  // Writes the checkpoint of step_: the files first, train_state.json last (see train_state.h).
  void save_checkpoint(double elapsed_seconds);
  RunOptions run_options() const;
  // Removes temporary files and checkpoint files train_state.json does not name.
  void remove_uncommitted_files(const TrainState& state) const;
  std::vector<std::vector<int>> epoch_batches(int epoch) const;
  // Sets the schedule for a run of about `planned_steps` from the user's fixed values and the budget rules.
  void choose_schedule(std::int64_t planned_steps);
  ScheduleReport schedule_report() const;
  // The Noam rate times the cool-down factor, `run_seconds` into this run.
  double learning_rate(std::int64_t step, double run_seconds) const;

  Model& model_;
  Backend& backend_;
  TrainingData data_;
  TrainingOptions options_;
  std::filesystem::path out_dir_;
  NoamSchedule schedule_;
  // What the user left to be derived, and whether the schedule still waits for a step-time estimate.
  bool derive_warmup_ = false, derive_factor_ = false, schedule_pending_ = false;
  std::int64_t planned_steps_ = 0;
  std::string schedule_explanation_;
  TrainingPrecision precision_ = TrainingPrecision::kFp32;
  std::int64_t step_ = 0;
  int epoch_ = 0;
  std::size_t batch_in_epoch_ = 0;
  double elapsed_before_ = 0;  // seconds trained in earlier runs (resume)
  std::vector<std::string> log_lines_;
  std::vector<std::int64_t> checkpoints_;
  std::string resume_note_;  // said when the run starts (options overridden on resume)
  // Held from resume() or run() on: one trainer per run folder (util/folder_lock.h).
  std::unique_ptr<FolderLock> folder_lock_;
  void lock_folder();
  std::unique_ptr<AttentionSnapshotRecorder> snapshots_;
};

}  // namespace attn
