#include "jobs/engine_jobs.h"

#include <QCoreApplication>
#include <exception>

#include "core/model_session.h"
#include "jobs/translator_pool.h"

namespace studio {

EngineJobs::EngineJobs(ModelSession* session, QObject* parent) : QObject(parent), session_(session) {
  thread_.setMaxThreadCount(1);
  debounce_.setSingleShot(true);
  connect(&debounce_, &QTimer::timeout, this, [this] {
    if (debounced_) std::exchange(debounced_, nullptr)();
  });
  if (session_) {
    auto switched = [this] {
      supersede();
      setBusy(false);
      emit modelChanged();
    };
    connect(session_, &ModelSession::modelChanged, this, switched);
    connect(session_, &ModelSession::backendChanged, this, switched);
  }
}

EngineJobs::~EngineJobs() {
  cancel_->store(true);
  latest_->store(-1);
  thread_.waitForDone();
}

void EngineJobs::cancel() {
  debounce_.stop();
  debounced_ = nullptr;
  supersede();
  setBusy(false);
}

void EngineJobs::supersede() {
  ++generation_;
  latest_->store(generation_);
  cancel_->store(true);  // tells the running job; the next one gets a fresh flag
  cancel_ = std::make_shared<std::atomic<bool>>(false);
}

void EngineJobs::submit(ErasedJob job, ErasedDone done) {
  debounce_.stop();
  debounced_ = nullptr;
  const auto model = session_ ? session_->model() : nullptr;
  supersede();
  const int generation = generation_;
  if (!model) {
    setBusy(false);
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  setBusy(true);
  auto pool = TranslatorPool::forModel(model, session_->backendSpec());
  QPointer<EngineJobs> self(this);
  // The outcome of one job, back on the GUI thread: applied only when nothing newer was asked for since.
  auto report = [self, generation](std::shared_ptr<void> result, QString error) {
    QMetaObject::invokeMethod(
        self.data(),
        [self, generation, result = std::move(result), error = std::move(error)] {
          if (!self || generation != self->generation_) return;  // superseded: its result is dropped
          self->setBusy(false);
          if (!error.isEmpty())
            emit self->failed(error);
          else if (result)
            self->done_(result);
        },
        Qt::QueuedConnection);
  };
  done_ = std::move(done);
  thread_.start([pool = std::move(pool), job = std::move(job), report, self, generation, latest = latest_,
                 cancel = cancel_] {
    if (latest->load() != generation) return;  // superseded while queued: never run
    try {
      const TranslatorPool::Lease lease = pool->acquireOrThrow();
      JobContext context{*lease, {}};
      context.control.cancel = cancel.get();
      context.control.progress = [self, generation](std::size_t done, std::size_t total) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, done, total] {
              if (self && generation == self->generation_) emit self->progress(int(done), int(total));
            },
            Qt::QueuedConnection);
      };
      std::shared_ptr<void> result = job(context);
      if (cancel->load()) return;
      report(std::move(result), {});
    } catch (const std::exception& e) {
      if (!cancel->load()) report(nullptr, QString::fromUtf8(e.what()));
    }
  });
}

void EngineJobs::setBusy(bool busy) {
  if (busy == busy_) return;
  busy_ = busy;
  emit busyChanged(busy);
}

}  // namespace studio
