#include "workers/probe_client.h"

#include "core/model_session.h"
#include "workers/probe_worker.h"

namespace studio {

ProbeClient::ProbeClient(ModelSession* session, QObject* parent)
    : QObject(parent), session_(session), generations_(std::make_shared<ProbeGenerations>()) {
  qRegisterMetaType<ProbeResultPtr>();
  qRegisterMetaType<ContrastBatchPtr>();
  qRegisterMetaType<AttributionOutcomePtr>();
  thread_.setObjectName(QStringLiteral("probe"));
  worker_ = new ProbeWorker(generations_);
  worker_->moveToThread(&thread_);
  connect(worker_, &ProbeWorker::probeFinished, this, &ProbeClient::onProbeFinished, Qt::QueuedConnection);
  connect(worker_, &ProbeWorker::batchFinished, this, &ProbeClient::onBatchFinished, Qt::QueuedConnection);
  connect(
      worker_, &ProbeWorker::batchProgress, this,
      [this](int generation, int done, int total) {
        if (generation == batch_generation_ && batch_busy_) emit batchProgress(done, total);
      },
      Qt::QueuedConnection);
  connect(
      worker_, &ProbeWorker::attributionFinished, this,
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
    connect(session_, &ModelSession::modelChanged, this, &ProbeClient::onModelChanged);
    connect(session_, &ModelSession::backendChanged, this, &ProbeClient::onModelChanged);
    // Work parked while the model was loading must not stay busy forever when the load fails.
    connect(session_, &ModelSession::loadFailed, this, [this](const QString&, const QString& error) {
      if (!isBusy() || !session_ || session_->model()) return;
      debounce_.stop();
      setBusy(false, false);
      emit failed(tr("The model could not be loaded: %1").arg(error));
    });
    if (session_->model()) onModelChanged();
  }
}

ProbeClient::~ProbeClient() {
  // Let queued work fall through quickly.
  generations_->latest_probe.store(probe_generation_ + 1);
  generations_->latest_batch.store(batch_generation_ + 1);
  generations_->latest_attribution.store(attribution_generation_ + 1);
  thread_.quit();
  thread_.wait();
  delete worker_;  // its thread has finished, so nothing runs on it any more
}

void ProbeClient::onModelChanged() {
  if (!session_) return;
  // Scores from two models must not mix: the running batch is superseded before the model changes.
  if (batch_busy_) generations_->latest_batch.store(++batch_generation_);
  auto model = session_->model();
  const QString backend = session_->backendSpec();
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, model, backend] { worker->setModel(model, backend); },
      Qt::QueuedConnection);
  if (has_request_) requestNow(pending_);
  if (batch_busy_) sendBatch();
}

bool ProbeClient::modelReady(bool* waiting) {
  *waiting = session_ && session_->isLoading();
  return session_ && session_->model();
}

void ProbeClient::requestDebounced(const ProbeRequest& request) {
  cancelAttribution();  // it belongs to the probe being replaced
  pending_ = request;
  has_request_ = true;
  generations_->latest_probe.store(probe_generation_ + 1);  // what runs now is already stale
  setBusy(true, batch_busy_);
  debounce_.start();
}

void ProbeClient::requestNow(const ProbeRequest& request) {
  debounce_.stop();
  cancelAttribution();  // it belongs to the probe being replaced
  pending_ = request;
  has_request_ = true;
  ProbeRequest numbered = request;
  numbered.generation = ++probe_generation_;
  generations_->latest_probe.store(probe_generation_);
  setBusy(true, batch_busy_);
  bool waiting = false;
  if (!modelReady(&waiting)) {
    if (waiting) return;  // repeated once the model arrives
    setBusy(false, batch_busy_);
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, numbered] { worker->probe(numbered); }, Qt::QueuedConnection);
}

void ProbeClient::startBatch(const std::vector<attn::ContrastItem>& items, const QString& file) {
  batch_items_ = items;
  batch_file_ = file;
  generations_->latest_batch.store(++batch_generation_);
  setBusy(probe_busy_, true);
  bool waiting = false;
  if (!modelReady(&waiting)) {
    if (waiting) return;  // sent once the model arrives
    setBusy(probe_busy_, false);
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  sendBatch();
}

void ProbeClient::sendBatch() {
  auto batch = std::make_shared<ContrastBatch>();
  batch->generation = batch_generation_;
  batch->file = batch_file_;
  batch->items = batch_items_;
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, batch] { worker->startBatch(batch); }, Qt::QueuedConnection);
}

void ProbeClient::cancelBatch() {
  if (batch_busy_) generations_->cancelled_batch.store(batch_generation_);
}

void ProbeClient::onProbeFinished(const ProbeResultPtr& result) {
  if (result->generation != probe_generation_ || debounce_.isActive()) return;  // stale
  // The view updates first, then busy turns false: --export renders on busyChanged(false).
  if (!result->error.isEmpty()) emit failed(result->error);
  emit probeReady(result);
  setBusy(false, batch_busy_);
}

void ProbeClient::onBatchFinished(const ContrastBatchPtr& batch) {
  if (batch->generation != batch_generation_ || !batch_busy_) return;  // superseded
  if (!batch->error.isEmpty()) emit failed(batch->error);
  emit batchReady(batch);
  setBusy(probe_busy_, false);
}

void ProbeClient::requestAttribution(const attn::AttributionRequest& request) {
  AttributionJob job;
  job.generation = ++attribution_generation_;
  job.request = request;
  generations_->latest_attribution.store(attribution_generation_);
  setAttributionBusy(true);
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, job] { worker->attribute(job); }, Qt::QueuedConnection);
}

void ProbeClient::cancelAttribution() {
  if (!attribution_busy_) return;
  generations_->latest_attribution.store(++attribution_generation_);
  setAttributionBusy(false);
}

void ProbeClient::setAttributionBusy(bool busy) {
  if (attribution_busy_ == busy) return;
  attribution_busy_ = busy;
  emit attributionBusyChanged(busy);
}

void ProbeClient::setBusy(bool probe, bool batch) {
  const bool was = isBusy();
  probe_busy_ = probe;
  batch_busy_ = batch;
  if (was != isBusy()) emit busyChanged(isBusy());
}

}  // namespace studio
