#include "workers/inference_client.h"

#include "core/model_session.h"
#include "workers/inference_worker.h"

namespace studio {

InferenceClient::InferenceClient(ModelSession* session, QObject* parent)
    : QObject(parent),
      session_(session),
      latest_generation_(std::make_shared<std::atomic<int>>(0)),
      latest_attribution_(std::make_shared<std::atomic<int>>(0)) {
  qRegisterMetaType<InferenceResultPtr>();
  qRegisterMetaType<AttributionOutcomePtr>();
  thread_.setObjectName(QStringLiteral("inference"));
  worker_ = new InferenceWorker(latest_generation_, latest_attribution_);
  worker_->moveToThread(&thread_);
  connect(worker_, &InferenceWorker::finished, this, &InferenceClient::onWorkerFinished,
          Qt::QueuedConnection);
  connect(
      worker_, &InferenceWorker::attributionFinished, this,
      [this](const AttributionOutcomePtr& outcome) {
        if (outcome->generation != attribution_generation_ || !attribution_busy_) return;  // superseded
        emit attributionReady(outcome);  // the view shows it before busy ends
        setAttributionBusy(false);
      },
      Qt::QueuedConnection);
  thread_.start();

  debounce_.setSingleShot(true);
  debounce_.setInterval(kDebounceMs);
  connect(&debounce_, &QTimer::timeout, this, [this] { requestNow(pending_); });

  if (session_) {
    connect(session_, &ModelSession::modelChanged, this, &InferenceClient::onModelChanged);
    connect(session_, &ModelSession::backendChanged, this, &InferenceClient::onModelChanged);
    // A request parked while the model was loading must not stay busy forever when the load fails.
    connect(session_, &ModelSession::loadFailed, this, [this](const QString&, const QString& error) {
      if (!busy_ || !session_ || session_->model()) return;
      debounce_.stop();
      setBusy(false);
      emit failed(tr("The model could not be loaded: %1").arg(error));
    });
    if (session_->model()) onModelChanged();
  }
}

InferenceClient::~InferenceClient() {
  latest_generation_->store(generation_ + 1);  // let queued requests fall through quickly
  latest_attribution_->store(attribution_generation_ + 1);
  thread_.quit();
  thread_.wait();
  delete worker_;  // its thread has finished, so nothing runs on it any more
}

void InferenceClient::onModelChanged() {
  if (!session_) return;
  auto model = session_->model();
  const QString backend = session_->backendSpec();
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, model, backend] { worker->setModel(model, backend); },
      Qt::QueuedConnection);
  if (has_request_) repeatLast();
}

void InferenceClient::requestDebounced(const InferenceRequest& request) {
  cancelAttribution();  // it belongs to the translation being replaced
  pending_ = request;
  has_request_ = true;
  // Anything running is already stale: mark it so the worker skips queued work.
  latest_generation_->store(generation_ + 1);
  setBusy(true);
  debounce_.start();
}

void InferenceClient::requestNow(const InferenceRequest& request) {
  debounce_.stop();
  cancelAttribution();  // it belongs to the translation being replaced
  pending_ = request;
  has_request_ = true;
  InferenceRequest numbered = request;
  numbered.generation = ++generation_;
  latest_generation_->store(generation_);
  setBusy(true);
  if (!session_ || !session_->model()) {
    // Nothing to run yet; the request is repeated once a model arrives.
    if (session_ && session_->isLoading()) return;
    setBusy(false);
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, numbered] { worker->process(numbered); }, Qt::QueuedConnection);
}

void InferenceClient::repeatLast() {
  if (has_request_) requestNow(pending_);
}

void InferenceClient::onWorkerFinished(const InferenceResultPtr& result) {
  if (result->generation != generation_ || debounce_.isActive()) return;  // stale
  // Views update first, then busy turns false: --export renders on busyChanged(false).
  if (!result->error.isEmpty()) {
    emit failed(result->error);
  } else {
    last_result_ = result;
    emit resultReady(result);
  }
  setBusy(false);
}

void InferenceClient::requestAttribution(const attn::AttributionRequest& request) {
  AttributionJob job;
  job.generation = ++attribution_generation_;
  job.request = request;
  latest_attribution_->store(attribution_generation_);
  setAttributionBusy(true);
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, job] { worker->attribute(job); }, Qt::QueuedConnection);
}

void InferenceClient::cancelAttribution() {
  if (!attribution_busy_) return;
  latest_attribution_->store(++attribution_generation_);
  setAttributionBusy(false);
}

void InferenceClient::setAttributionBusy(bool busy) {
  if (attribution_busy_ == busy) return;
  attribution_busy_ = busy;
  emit attributionBusyChanged(busy);
}

void InferenceClient::setBusy(bool busy) {
  if (busy_ == busy) return;
  busy_ = busy;
  emit busyChanged(busy);
}

}  // namespace studio
