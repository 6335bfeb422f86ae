#include "workers/head_finder_client.h"

#include "core/model_session.h"
#include "workers/head_finder_worker.h"

namespace studio {

HeadFinderClient::HeadFinderClient(ModelSession* session, QObject* parent)
    : QObject(parent), session_(session), stop_below_(std::make_shared<std::atomic<int>>(0)) {
  qRegisterMetaType<HeadFinderResultPtr>();
  qRegisterMetaType<CausalHeadsResultPtr>();
  thread_.setObjectName(QStringLiteral("head-finder"));
  worker_ = new HeadFinderWorker(stop_below_);
  worker_->moveToThread(&thread_);
  connect(worker_, &HeadFinderWorker::finished, this, &HeadFinderClient::onWorkerFinished,
          Qt::QueuedConnection);
  connect(worker_, &HeadFinderWorker::patchingFinished, this, &HeadFinderClient::onPatchingFinished,
          Qt::QueuedConnection);
  connect(
      worker_, &HeadFinderWorker::progress, this,
      [this](int generation, int done, int total) {
        if (generation == generation_ && busy_) emit progress(done, total);
      },
      Qt::QueuedConnection);
  thread_.start();
  if (session_) {
    connect(session_, &ModelSession::modelChanged, this, &HeadFinderClient::onModelChanged);
    connect(session_, &ModelSession::backendChanged, this, &HeadFinderClient::onModelChanged);
    if (session_->model()) onModelChanged();
  }
}

HeadFinderClient::~HeadFinderClient() {
  stop_below_->store(generation_ + 1);  // a running finder stops after its current sentence
  thread_.quit();
  thread_.wait();
  delete worker_;  // its thread has finished, so nothing runs on it any more
}

void HeadFinderClient::onModelChanged() {
  if (!session_) return;
  // What runs now measures the old model: stop it and drop its result.
  stop_below_->store(++generation_);
  auto model = session_->model();
  const QString backend = session_->backendSpec();
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, model, backend] { worker->setModel(model, backend); },
      Qt::QueuedConnection);
  setBusy(false);
  emit modelChanged();
}

void HeadFinderClient::start(const QString& file, int limit) {
  if (!session_ || !session_->model()) {
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  HeadFinderRequest request;
  request.generation = ++generation_;
  request.file = file;
  request.limit = limit;
  stop_below_->store(request.generation);  // older runs stop
  if (busy_ && job_ != Job::kHeadFinder) setBusy(false);
  job_ = Job::kHeadFinder;
  setBusy(true);
  emit progress(0, 0);
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, request] { worker->run(request); }, Qt::QueuedConnection);
}

void HeadFinderClient::startPatching(const QString& file, int limit, double min_effect) {
  if (!session_ || !session_->model()) {
    emit failed(tr("No model is loaded. Open a model folder first (File ▸ Open model folder…)."));
    return;
  }
  CausalHeadsRequest request;
  request.generation = ++generation_;
  request.file = file;
  request.limit = limit;
  request.min_effect = min_effect;
  stop_below_->store(request.generation);  // older runs stop
  // A job switch while busy: the views read job() on busyChanged, so pass through idle.
  if (busy_ && job_ != Job::kPatching) setBusy(false);
  job_ = Job::kPatching;
  setBusy(true);
  emit progress(0, 0);
  QMetaObject::invokeMethod(
      worker_, [worker = worker_, request] { worker->runPatching(request); }, Qt::QueuedConnection);
}

void HeadFinderClient::cancel() {
  if (!busy_) return;
  // The running generation stops but still reports, so the sentences done so far can be shown.
  stop_below_->store(generation_ + 1);
}

void HeadFinderClient::onWorkerFinished(const HeadFinderResultPtr& result) {
  if (result->generation != generation_) return;  // superseded
  // Views update first, then busy turns false: --export renders on busyChanged(false).
  if (!result->error.isEmpty())
    emit failed(result->error);
  else if (result->report)
    emit resultReady(result);
  setBusy(false);
}

void HeadFinderClient::onPatchingFinished(const CausalHeadsResultPtr& result) {
  if (result->generation != generation_) return;  // superseded
  if (!result->error.isEmpty())
    emit failed(result->error);
  else
    emit patchingReady(result);
  setBusy(false);
}

void HeadFinderClient::setBusy(bool busy) {
  if (busy_ == busy) return;
  busy_ = busy;
  emit busyChanged(busy);
}

}  // namespace studio
