// The GUI-thread side of a HeadFinderWorker: owns the worker thread, follows the ModelSession's model and
// backend, starts and cancels runs, and forwards progress and the newest run's result. A new model, backend
// or run stops the one in progress.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <atomic>
#include <memory>

#include "workers/head_finder_types.h"

namespace studio {

class HeadFinderWorker;
class ModelSession;

class HeadFinderClient : public QObject {
  Q_OBJECT
 public:
  explicit HeadFinderClient(ModelSession* session, QObject* parent = nullptr);
  ~HeadFinderClient() override;

  // Starts a run (stopping any other). Fails with failed() when no model is loaded.
  void start(const QString& file, int limit);
  // Stops the run after its current sentence; the result, marked cancelled, still arrives.
  void cancel();

  bool isBusy() const { return busy_; }

 signals:
  void progress(int done, int total);
  void resultReady(studio::HeadFinderResultPtr result);
  void failed(const QString& message);
  void busyChanged(bool busy);
  // The model or backend changed: results from before no longer describe the model.
  void modelChanged();

 private:
  void onModelChanged();
  void onWorkerFinished(const HeadFinderResultPtr& result);
  void setBusy(bool busy);

  QPointer<ModelSession> session_;
  QThread thread_;
  HeadFinderWorker* worker_ = nullptr;
  int generation_ = 0;
  std::shared_ptr<std::atomic<int>> stop_below_;
  bool busy_ = false;
};

}  // namespace studio
