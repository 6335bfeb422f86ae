#include "jobs/engine_jobs.h"

#include <QCoreApplication>
#include <QElapsedTimer>
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
    connect(session_, &ModelSession::modelChanged, this, &EngineJobs::onModelSwitched);
    connect(session_, &ModelSession::backendChanged, this, &EngineJobs::onModelSwitched);
    connect(session_, &ModelSession::loadFailed, this,
            [this](const QString&, const QString& error) { onLoadFailed(error); });
  }
}

void EngineJobs::onModelSwitched() {
  Parked parked = std::exchange(parked_, {});
  const bool waiting = parked.job && parked.generation == generation_;
  // Another receiver of the same switch (a view reacting to another EngineJobs' modelChanged) may have asked
  // this one for work already: that request is of the new model and stays.
  if (!waiting && busy_ && session_ && bound_model_ == session_->model().get() &&
      bound_backend_ == session_->backendSpec()) {
    emit modelChanged();
    return;
  }
  supersede();
  pool_.reset();  // the old model's translators go when their last job ends
  if (!waiting) setBusy(false);
  const int after_switch = generation_;
  emit modelChanged();
  // A request that waited for this model runs now, unless a view asked for another on modelChanged().
  if (waiting && generation_ == after_switch) submit(std::move(parked.job), std::move(parked.done));
}

void EngineJobs::onLoadFailed(const QString& error) {
  Parked parked = std::exchange(parked_, {});
  if (!parked.job || parked.generation != generation_ || (session_ && session_->model())) return;
  setBusy(false);
  emit failed(tr("The model could not be loaded: %1").arg(error));
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

void EngineJobs::stop() {
  if (busy_) cancel_->store(true);
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
  if (!model && session_ && session_->isLoading()) {
    parked_ = {std::move(job), std::move(done), generation};  // runs on the model once it arrives
    setBusy(true);
    return;
  }
  parked_ = {};
  if (!model) {
    setBusy(false);
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  setBusy(true);
  bound_model_ = model.get();
  bound_backend_ = session_->backendSpec();
  // Held between jobs, so that the translator at rest outlives a job (one pool per model and backend, shared
  // by every EngineJobs): without a holder the pool, and its translator, would be built again for each job.
  if (!pool_ || pool_->model() != model || pool_->backendSpec() != session_->backendSpec())
    pool_ = TranslatorPool::forModel(model, session_->backendSpec());
  auto pool = pool_;
  QPointer<EngineJobs> self(this);
  // The outcome of one job, back on the GUI thread: applied only when nothing newer was asked for since. A
  // job that was stopped and threw (an analysis that ends by exception) reports neither result nor error.
  auto report = [self, generation](std::shared_ptr<void> result, QString error) {
    QMetaObject::invokeMethod(
        self.data(),
        [self, generation, result = std::move(result), error = std::move(error)] {
          if (!self || generation != self->generation_) return;  // superseded: its result is dropped
          if (!error.isEmpty())
            emit self->failed(error);
          else if (result)
            self->done_(result);
          // The callback may have asked for the next job; then busy goes on.
          if (self && generation == self->generation_) self->setBusy(false);
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
      // A signal per sentence would flood the GUI thread on a fast backend: one per 40 ms, and the last.
      context.control.progress = [self, generation, since = QElapsedTimer(), started = false](
                                     std::size_t done, std::size_t total) mutable {
        if (started && done < total && since.elapsed() < 40) return;
        started = true;
        since.start();
        QMetaObject::invokeMethod(
            self.data(),
            [self, generation, done, total] {
              if (self && generation == self->generation_) emit self->progress(int(done), int(total));
            },
            Qt::QueuedConnection);
      };
      std::shared_ptr<void> result = job(context);
      if (latest->load() != generation) return;  // superseded while running: nobody waits for it
      report(std::move(result), {});
    } catch (const std::exception& e) {
      report(nullptr, cancel->load() ? QString() : QString::fromUtf8(e.what()));
    }
  });
}

void EngineJobs::setBusy(bool busy) {
  if (busy == busy_) return;
  busy_ = busy;
  emit busyChanged(busy);
}

}  // namespace studio
