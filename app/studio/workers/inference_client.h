// The GUI-thread side of an InferenceWorker: owns the worker thread, follows the ModelSession's model and
// backend, debounces requests while the user types, numbers them, and forwards only the newest result.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <memory>

#include "viewmodels/inference_types.h"

namespace studio {

class InferenceWorker;
class ModelSession;

class InferenceClient : public QObject {
  Q_OBJECT
 public:
  explicit InferenceClient(ModelSession* session, QObject* parent = nullptr);
  ~InferenceClient() override;

  static constexpr int kDebounceMs = 300;

  // Sends after kDebounceMs of quiet; each call restarts the wait.
  void requestDebounced(const InferenceRequest& request);
  // Sends now (supersedes anything pending or running).
  void requestNow(const InferenceRequest& request);
  // Re-sends the last request (model or backend changed).
  void repeatLast();

  // The attribution of one decoding step (issue 28), run on the same worker thread. A newer attribution,
  // cancelAttribution() or a new translation request supersedes it: busy ends at once, the result is dropped,
  // and a running one stops at its next batch of integrated-gradients path points.
  void requestAttribution(const attn::AttributionRequest& request);
  void cancelAttribution();
  bool isAttributionBusy() const { return attribution_busy_; }

  bool isBusy() const { return busy_; }
  InferenceResultPtr lastResult() const { return last_result_; }

 signals:
  void resultReady(studio::InferenceResultPtr result);
  void failed(const QString& message);
  void busyChanged(bool busy);
  void attributionReady(studio::AttributionOutcomePtr outcome);  // a failure has outcome->error set
  void attributionBusyChanged(bool busy);

 private:
  void onModelChanged();
  void onWorkerFinished(const InferenceResultPtr& result);
  void setBusy(bool busy);
  void setAttributionBusy(bool busy);

  QPointer<ModelSession> session_;
  QThread thread_;
  InferenceWorker* worker_ = nullptr;
  QTimer debounce_;
  InferenceRequest pending_;
  bool has_request_ = false;
  int generation_ = 0;
  std::shared_ptr<std::atomic<int>> latest_generation_;
  bool busy_ = false;
  InferenceResultPtr last_result_;
  std::shared_ptr<std::atomic<int>> latest_attribution_;
  int attribution_generation_ = 0;
  bool attribution_busy_ = false;
};

}  // namespace studio
