// The GUI-thread side of a HeadFinderWorker: owns the worker thread, follows the ModelSession's model and
// backend, starts and cancels runs, and forwards progress and the newest run's result. A new model, backend
// or run stops the one in progress.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <atomic>
#include <memory>

#include "viewmodels/head_finder_types.h"

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
  // Starts activation patching over a pair file (stopping any other run; one runs at a time on the worker).
  void startPatching(const QString& file, int limit, double min_effect);
  // Stops the run after its current sentence (or pair); the result, marked cancelled, still arrives.
  void cancel();

  enum class Job { kNone, kHeadFinder, kPatching };
  bool isBusy() const { return busy_; }
  // What the busy worker runs (kNone when idle).
  Job job() const { return busy_ ? job_ : Job::kNone; }

 signals:
  void progress(int done, int total);
  void resultReady(studio::HeadFinderResultPtr result);
  void patchingReady(studio::CausalHeadsResultPtr result);
  void failed(const QString& message);
  void busyChanged(bool busy);
  // The model or backend changed: results from before no longer describe the model.
  void modelChanged();

 private:
  void onModelChanged();
  void onWorkerFinished(const HeadFinderResultPtr& result);
  void onPatchingFinished(const CausalHeadsResultPtr& result);
  void setBusy(bool busy);

  QPointer<ModelSession> session_;
  QThread thread_;
  HeadFinderWorker* worker_ = nullptr;
  int generation_ = 0;
  std::shared_ptr<std::atomic<int>> stop_below_;
  bool busy_ = false;
  Job job_ = Job::kNone;
};

}  // namespace studio
