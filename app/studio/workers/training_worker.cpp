#include "workers/training_worker.h"

#include <QDir>
#include <exception>
#include <filesystem>
#include <optional>
#include <utility>

#include "attention/backend.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/tokenizer.h"

namespace studio {

namespace {

std::filesystem::path toPath(const QString& s) { return std::filesystem::path(s.toStdString()); }

// Forwards the trainer's callbacks (on the worker thread) as the worker's signals; Qt queues them to the
// receivers in the GUI thread.
class SignalObserver : public attn::TrainingObserver {
 public:
  explicit SignalObserver(TrainingWorker* worker) : worker_(worker) {}
  void on_step(const attn::StepReport& r) override { emit worker_->stepReported(r); }
  void on_schedule(const attn::ScheduleReport& r) override { emit worker_->scheduleChosen(r); }
  void on_validation(const attn::ValidationReport& r) override { emit worker_->validationReported(r); }
  void on_checkpoint(const std::filesystem::path& dir, std::int64_t step) override {
    emit worker_->checkpointWritten(QString::fromStdString(dir.string()), qint64(step));
  }
  void on_message(const std::string& text) override { emit worker_->message(QString::fromStdString(text)); }

 private:
  TrainingWorker* worker_;
};

}  // namespace

TrainingWorker::TrainingWorker(TrainingRequest request, QObject* parent)
    : QObject(parent), request_(std::move(request)) {
  qRegisterMetaType<attn::StepReport>();
  qRegisterMetaType<attn::ScheduleReport>();
  qRegisterMetaType<attn::ValidationReport>();
  qRegisterMetaType<attn::TrainingOutcome>();
  qRegisterMetaType<attn::ModelConfig>();
}

void TrainingWorker::pause() { control_.pause(); }
void TrainingWorker::resume() { control_.resume(); }
void TrainingWorker::requestStop() { control_.request_stop(); }
bool TrainingWorker::isPaused() const { return control_.paused(); }

void TrainingWorker::run() {
  const TrainingRequest& req = request_;
  try {
    // Data.
    attn::ParallelCorpus train, valid;
    bool have_valid = false;
    switch (req.data) {
      case TrainingRequest::DataKind::kToyTask: {
        emit message(tr("Generating %1 pairs of the %2 task…")
                         .arg(req.toy_pairs)
                         .arg(QString::fromUtf8(attn::toy_task_name(req.task).data(),
                                                qsizetype(attn::toy_task_name(req.task).size()))));
        auto corpus = attn::generate_toy_corpus(req.task, req.toy_pairs, req.toy);
        train = {std::move(corpus.source), std::move(corpus.target)};
        attn::ToyTaskOptions valid_options = req.toy;
        valid_options.seed = req.toy.seed + 7777;  // held-out pairs, as the command line does
        auto held_out = attn::generate_toy_corpus(req.task, req.toy_valid_pairs, valid_options);
        valid = {std::move(held_out.source), std::move(held_out.target)};
        have_valid = req.toy_valid_pairs > 0;
        break;
      }
      case TrainingRequest::DataKind::kParallelFiles:
        emit message(tr("Reading %1 and %2…").arg(req.source_file, req.target_file));
        train = attn::read_parallel_corpus(toPath(req.source_file), toPath(req.target_file));
        break;
      case TrainingRequest::DataKind::kTsvFile:
        emit message(tr("Reading %1…").arg(req.tsv_file));
        train = attn::read_tsv_corpus(toPath(req.tsv_file));
        break;
    }
    if (!req.valid_source_file.isEmpty() && !req.valid_target_file.isEmpty()) {
      valid = attn::read_parallel_corpus(toPath(req.valid_source_file), toPath(req.valid_target_file));
      have_valid = true;
    }
    emit message(have_valid
                     ? tr("Training data: %1 pairs, validation: %2 pairs.")
                           .arg(qsizetype(train.source.size()))
                           .arg(qsizetype(valid.source.size()))
                     : tr("Training data: %1 pairs, no validation set.").arg(qsizetype(train.source.size())));
    if (control_.stop_requested()) {
      emit finished(attn::TrainingOutcome::kStopped, 0, QString());
      return;
    }

    // Model: continued from the output folder, or new with a tokenizer made for this data.
    std::optional<attn::Model> model;
    if (req.resume) {
      emit message(tr("Continuing the run in %1…").arg(req.output_dir));
      model = attn::load_model(toPath(req.output_dir));
    } else {
      std::optional<attn::Tokenizer> tokenizer;
      if (req.data == TrainingRequest::DataKind::kToyTask) {
        tokenizer = attn::make_toy_tokenizer(req.toy);
      } else {
        emit message(tr("Training a joint SentencePiece vocabulary of %1 pieces…").arg(req.vocab_size));
        attn::TokenizerTrainOptions t;
        t.vocab_size = req.vocab_size;
        attn::TokenizerTrainReport report;
        tokenizer = attn::Tokenizer::train({&train.source, &train.target}, t, &report);
        if (!report.note.empty()) emit message(QString::fromStdString(report.note));
      }
      attn::ModelConfig config = req.config;
      config.vocab_size = tokenizer->vocab_size();
      config.validate();
      model = attn::make_model(config, *tokenizer, req.options.seed);
    }
    auto backend = attn::make_backend(req.backend_spec.toStdString(), model->config);
    emit modelReady(model->config, qint64(model->parameter_count()),
                    QString::fromStdString(backend->device()));
    auto data = attn::encode_training_data(model->tokenizer, train, have_valid ? &valid : nullptr);
    QDir().mkpath(req.output_dir);
    attn::Trainer trainer(*model, *backend, std::move(data), req.options, toPath(req.output_dir));
    if (req.resume) {
      // The app has no override switch: changed settings belong to a new run.
      attn::ResumePolicy policy;
      policy.how_to_override =
          tr("set them back to the run's, or start a new run with the new settings").toStdString();
      trainer.resume(policy);
    }
    SignalObserver observer(this);
    const attn::TrainingResult result = trainer.run(&observer, &control_);
    emit finished(result.outcome, qint64(result.steps), QString::fromStdString(result.message));
  } catch (const std::exception& e) {
    emit finished(attn::TrainingOutcome::kStopped, 0, QString::fromUtf8(e.what()));
  }
}

}  // namespace studio
