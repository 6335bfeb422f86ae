#include "workers/training_worker.h"

#include <exception>
#include <filesystem>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "attention/training_run.h"

namespace studio {

namespace {

std::filesystem::path toPath(const QString& s) { return std::filesystem::path(s.toStdString()); }

// Words the setup's steps as the worker's messages and forwards the trainer's callbacks (on the worker
// thread) as the worker's signals; Qt queues them to the receivers in the GUI thread.
class SignalObserver : public attn::TrainingRunObserver {
 public:
  SignalObserver(TrainingWorker* worker, QString output_dir)
      : worker_(worker), output_dir_(std::move(output_dir)) {}

  void on_generating(attn::ToyTask task, int pairs) override {
    const std::string_view name = attn::toy_task_name(task);
    emit worker_->message(TrainingWorker::tr("Generating %1 pairs of the %2 task…")
                              .arg(pairs)
                              .arg(QString::fromUtf8(name.data(), qsizetype(name.size()))));
  }
  void on_reading(const std::filesystem::path& source, const std::filesystem::path& target) override {
    emit worker_->message(
        target.empty() ? TrainingWorker::tr("Reading %1…").arg(toQString(source))
                       : TrainingWorker::tr("Reading %1 and %2…").arg(toQString(source), toQString(target)));
  }
  void on_data(const attn::TrainingCorpora& d) override {
    emit worker_->message(d.has_validation
                              ? TrainingWorker::tr("Training data: %1 pairs, validation: %2 pairs.")
                                    .arg(qsizetype(d.train.source.size()))
                                    .arg(qsizetype(d.valid.source.size()))
                              : TrainingWorker::tr("Training data: %1 pairs, no validation set.")
                                    .arg(qsizetype(d.train.source.size())));
  }
  void on_resuming(const std::filesystem::path& dir) override {
    emit worker_->message(TrainingWorker::tr("Continuing the run in %1…").arg(toQString(dir)));
  }
  void on_training_tokenizer(const attn::TokenizerTrainOptions& options) override {
    emit worker_->message(TrainingWorker::tr("Training a joint SentencePiece vocabulary of %1 pieces…")
                              .arg(options.vocab_size));
  }
  void on_tokenizer(const attn::Tokenizer&, const attn::TokenizerTrainReport& report) override {
    if (!report.note.empty()) emit worker_->message(QString::fromStdString(report.note));
  }
  void on_model(const attn::Model& model, const attn::Backend& backend) override {
    emit worker_->modelReady(model.config, qint64(model.parameter_count()),
                             QString::fromStdString(backend.device()));
  }

  void on_step(const attn::StepReport& r) override {
    loss_.emplace_back(double(r.step), r.loss);
    emit worker_->stepReported(r);
  }
  // The replay is built here, on the training thread: copying the series is engine-sized work.
  void on_attention_snapshot(const attn::AttentionSnapshotSeries& series) override {
    emit worker_->snapshotsRecorded(makeSnapshotReplay(series, loss_, output_dir_));
  }
  void on_schedule(const attn::ScheduleReport& r) override { emit worker_->scheduleChosen(r); }
  void on_validation(const attn::ValidationReport& r) override { emit worker_->validationReported(r); }
  void on_checkpoint(const std::filesystem::path& dir, std::int64_t step) override {
    emit worker_->checkpointWritten(toQString(dir), qint64(step));
  }
  void on_message(const std::string& text) override { emit worker_->message(QString::fromStdString(text)); }

 private:
  static QString toQString(const std::filesystem::path& p) { return QString::fromStdString(p.string()); }

  TrainingWorker* worker_;
  QString output_dir_;
  std::vector<QPointF> loss_;
};

}  // namespace

TrainingWorker::TrainingWorker(TrainingRequest request, QObject* parent)
    : QObject(parent), request_(std::move(request)) {
  qRegisterMetaType<attn::StepReport>();
  qRegisterMetaType<attn::ScheduleReport>();
  qRegisterMetaType<attn::ValidationReport>();
  qRegisterMetaType<attn::TrainingOutcome>();
  qRegisterMetaType<attn::ModelConfig>();
  qRegisterMetaType<std::shared_ptr<const SnapshotReplay>>();
}

void TrainingWorker::pause() { control_.pause(); }
void TrainingWorker::resume() { control_.resume(); }
void TrainingWorker::requestStop() { control_.request_stop(); }
bool TrainingWorker::isPaused() const { return control_.paused(); }

void TrainingWorker::run() {
  const TrainingRequest& req = request_;
  try {
    // The engine sets the run up as the command line does; the worker fills in the spec from the form.
    attn::TrainingRunSpec spec;
    switch (req.data) {
      case TrainingRequest::DataKind::kToyTask:
        spec.task = req.task;
        break;
      case TrainingRequest::DataKind::kParallelFiles:
        for (const CorpusFilePair& pair : req.corpus_pairs)
          spec.corpora.push_back({toPath(pair.source), toPath(pair.target)});
        break;
      case TrainingRequest::DataKind::kTsvFile:
        spec.tsv = toPath(req.tsv_file);
        break;
    }
    spec.toy = req.toy;
    spec.toy_pairs = req.toy_pairs;
    spec.toy_valid_pairs = req.toy_valid_pairs;
    if (!req.valid_source_file.isEmpty() && !req.valid_target_file.isEmpty())
      spec.valid = attn::CorpusFiles{toPath(req.valid_source_file), toPath(req.valid_target_file)};
    spec.resume = req.resume;
    // The app has no override switch: changed settings belong to a new run.
    spec.resume_policy.how_to_override =
        tr("set them back to the run's, or start a new run with the new settings").toStdString();
    spec.config = req.config;
    spec.vocab_size = req.vocab_size;
    spec.backend = req.backend_spec.toStdString();
    spec.options = req.options;
    spec.output_dir = toPath(req.output_dir);

    SignalObserver observer(this, req.output_dir);
    const attn::TrainingResult result = attn::run_training(std::move(spec), &observer, &control_);
    emit finished(result.outcome, qint64(result.steps), QString::fromStdString(result.message));
  } catch (const std::exception& e) {
    emit finished(attn::TrainingOutcome::kStopped, 0, QString::fromUtf8(e.what()));
  }
}

}  // namespace studio
