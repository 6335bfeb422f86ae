#include "workers/head_lab_client.h"

#include "core/model_session.h"
#include "workers/head_lab_worker.h"

namespace studio {

HeadLabClient::HeadLabClient(ModelSession* session, QObject* parent)
    : QObject(parent),
      session_(session),
      latest_translation_(std::make_shared<std::atomic<int>>(0)),
      job_cancel_(std::make_shared<std::atomic<bool>>(false)) {
  qRegisterMetaType<MaskedTranslationResultPtr>();
  qRegisterMetaType<HeadLabJobResultPtr>();
  live_thread_.setObjectName(QStringLiteral("head-lab-live"));
  job_thread_.setObjectName(QStringLiteral("head-lab-jobs"));
  live_worker_ = new HeadLabWorker(latest_translation_);
  job_worker_ = new HeadLabWorker(latest_translation_);
  live_worker_->moveToThread(&live_thread_);
  job_worker_->moveToThread(&job_thread_);

  connect(
      live_worker_, &HeadLabWorker::translated, this,
      [this](const MaskedTranslationResultPtr& result) {
        if (result->generation != translation_generation_) return;  // superseded
        if (!result->error.isEmpty())
          emit translationFailed(result->error);
        else
          emit translated(result);
        setState(coalesce_.isActive(), job_running_);
      },
      Qt::QueuedConnection);
  connect(
      job_worker_, &HeadLabWorker::jobProgress, this,
      [this](int generation, int phase, int done, int total) {
        if (generation == job_generation_ && job_running_) emit jobProgress(phase, done, total);
      },
      Qt::QueuedConnection);
  connect(
      job_worker_, &HeadLabWorker::jobFinished, this,
      [this](const HeadLabJobResultPtr& result) {
        if (result->generation != job_generation_) return;  // superseded
        // Views update first, then busy turns false: --export renders on busyChanged(false).
        if (!result->error.isEmpty())
          emit jobFailed(result->error);
        else
          emit jobFinished(result);
        setState(translating_, false);
      },
      Qt::QueuedConnection);

  coalesce_.setSingleShot(true);
  coalesce_.setInterval(kCoalesceMs);
  connect(&coalesce_, &QTimer::timeout, this, &HeadLabClient::sendPending);
  live_thread_.start();
  job_thread_.start();
  if (session_) {
    connect(session_, &ModelSession::modelChanged, this, &HeadLabClient::onModelChanged);
    connect(session_, &ModelSession::backendChanged, this, &HeadLabClient::onModelChanged);
    if (session_->model()) onModelChanged();
  }
}

HeadLabClient::~HeadLabClient() {
  job_cancel_->store(true);  // a running job stops at its next check
  latest_translation_->store(translation_generation_ + 1);
  live_thread_.quit();
  job_thread_.quit();
  live_thread_.wait();
  job_thread_.wait();
  delete live_worker_;  // their threads have finished, so nothing runs on them any more
  delete job_worker_;
}

void HeadLabClient::onModelChanged() {
  if (!session_) return;
  // What runs now measures the old model: stop it and drop its result.
  job_cancel_->store(true);
  ++job_generation_;
  latest_translation_->store(++translation_generation_);
  coalesce_.stop();
  auto model = session_->model();
  const QString backend = session_->backendSpec();
  for (HeadLabWorker* worker : {live_worker_, job_worker_})
    QMetaObject::invokeMethod(
        worker, [worker, model, backend] { worker->setModel(model, backend); }, Qt::QueuedConnection);
  setState(false, false);
  emit modelChanged();
}

void HeadLabClient::translateSoon(const QString& source, const attn::HeadMask& mask) {
  pending_.source = source;
  pending_.mask = mask;
  // Anything queued or running is out of date already.
  latest_translation_->store(++translation_generation_);
  coalesce_.start();
  setState(true, job_running_);
}

void HeadLabClient::translateNow(const QString& source, const attn::HeadMask& mask) {
  pending_.source = source;
  pending_.mask = mask;
  coalesce_.stop();
  sendPending();
}

void HeadLabClient::sendPending() {
  if (!session_ || !session_->model()) {
    setState(false, job_running_);
    return;
  }
  MaskedTranslationRequest request = pending_;
  request.generation = ++translation_generation_;
  latest_translation_->store(request.generation);
  setState(true, job_running_);
  QMetaObject::invokeMethod(
      live_worker_, [worker = live_worker_, request] { worker->translate(request); }, Qt::QueuedConnection);
}

void HeadLabClient::startJob(HeadLabJobRequest request) {
  if (!session_ || !session_->model()) {
    emit jobFailed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  job_cancel_->store(true);  // an older job stops
  job_cancel_ = std::make_shared<std::atomic<bool>>(false);
  request.generation = ++job_generation_;
  setState(translating_, true);
  emit jobProgress(0, 0, 0);
  QMetaObject::invokeMethod(
      job_worker_, [worker = job_worker_, request, cancel = job_cancel_] { worker->runJob(request, cancel); },
      Qt::QueuedConnection);
}

void HeadLabClient::cancelJob() {
  if (job_running_) job_cancel_->store(true);
}

void HeadLabClient::setState(bool translating, bool job_running) {
  const bool was_busy = isBusy();
  translating_ = translating;
  job_running_ = job_running;
  if (was_busy != isBusy()) emit busyChanged(isBusy());
}

}  // namespace studio
