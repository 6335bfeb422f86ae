// Runs one training run on its own thread: the engine's run_training (attention/training_run.h) sets it up
// from the request and trains; the worker reports progress as queued signals. It never touches widgets.
// pause()/resume()/requestStop() are safe to call from the GUI thread while run() blocks the worker thread:
// they only flip attn::TrainingControl's atomics, which the trainer checks before every step.
#pragma once

#include <QList>
#include <QMetaType>
#include <QObject>
#include <QString>
#include <cstdint>

#include "attention/config.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "viewmodels/snapshot_replay.h"

namespace studio {

// A source file and its line-aligned target file.
struct CorpusFilePair {
  QString source, target;
  bool operator==(const CorpusFilePair&) const = default;
};

// Everything a run needs, decided on the GUI thread and copied to the worker.
struct TrainingRequest {
  enum class DataKind { kToyTask, kParallelFiles, kTsvFile };
  DataKind data = DataKind::kToyTask;
  attn::ToyTask task = attn::ToyTask::kCopy;
  attn::ToyTaskOptions toy;
  int toy_pairs = 20000;
  int toy_valid_pairs = 200;
  QList<CorpusFilePair> corpus_pairs;  // read one after the other as one corpus
  QString tsv_file;
  QString valid_source_file, valid_target_file;  // optional validation corpus
  int vocab_size = 8000;                         // SentencePiece (corpus only)
  attn::ModelConfig config;                      // vocab_size is set from the tokenizer
  attn::TrainingOptions options;
  QString output_dir;
  bool resume = false;  // continue the run saved in output_dir
  QString backend_spec = QStringLiteral("auto");
};

class TrainingWorker : public QObject {
  Q_OBJECT
 public:
  explicit TrainingWorker(TrainingRequest request, QObject* parent = nullptr);

  // Thread-safe.
  void pause();
  void resume();
  void requestStop();
  bool isPaused() const;

 public slots:
  // Blocks the calling (worker) thread until the run ends; always emits finished() last.
  void run();

 signals:
  // Human-readable progress before training starts (data, tokenizer, model, device) and from the trainer.
  void message(const QString& text);
  // The model's shape once built: parameter count and the device the backend runs on.
  void modelReady(const attn::ModelConfig& config, qint64 parameters, const QString& device);
  void stepReported(const attn::StepReport& report);
  // The warm-up, learning-rate factor and batch size the run uses, once derived from the budget.
  void scheduleChosen(const attn::ScheduleReport& report);
  void validationReported(const attn::ValidationReport& report);
  void checkpointWritten(const QString& dir, qint64 step);
  // The attention snapshots so far, with the loss logged so far, each time one is recorded.
  void snapshotsRecorded(std::shared_ptr<const studio::SnapshotReplay> replay);
  // outcome: finished, stopped or diverged; `error` is non-empty when the run could not start or failed.
  void finished(attn::TrainingOutcome outcome, qint64 steps, const QString& error);

 private:
  TrainingRequest request_;
  attn::TrainingControl control_;
};

}  // namespace studio

Q_DECLARE_METATYPE(attn::StepReport)
Q_DECLARE_METATYPE(attn::ScheduleReport)
Q_DECLARE_METATYPE(attn::ValidationReport)
Q_DECLARE_METATYPE(attn::TrainingOutcome)
Q_DECLARE_METATYPE(attn::ModelConfig)
Q_DECLARE_METATYPE(std::shared_ptr<const studio::SnapshotReplay>)
