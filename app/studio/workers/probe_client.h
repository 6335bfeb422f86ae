// The GUI-thread side of a ProbeWorker: owns the worker thread, follows the ModelSession's model and backend,
// debounces probes while the user types, numbers probes and batches, forwards only the newest results, and
// cancels a batch.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <memory>

#include "viewmodels/probe_types.h"

namespace studio {

class ModelSession;
class ProbeWorker;
struct ProbeGenerations;

class ProbeClient : public QObject {
  Q_OBJECT
 public:
  explicit ProbeClient(ModelSession* session, QObject* parent = nullptr);
  ~ProbeClient() override;

  static constexpr int kDebounceMs = 400;

  void requestDebounced(const ProbeRequest& request);
  void requestNow(const ProbeRequest& request);
  // Scores `items` in the background (supersedes a batch that is running); batchProgress() and then
  // batchReady() follow.
  void startBatch(const std::vector<attn::ContrastItem>& items, const QString& file);
  // Stops the running batch after the item in hand; batchReady() then brings the partial scores.
  void cancelBatch();

  // The attribution of one decoding step of a candidate (issue 28), on the same worker thread. A newer
  // attribution, cancelAttribution() or a new probe supersedes it: busy ends at once, the result is dropped,
  // and a running one stops at its next batch of integrated-gradients path points.
  void requestAttribution(const attn::AttributionRequest& request);
  void cancelAttribution();
  bool isAttributionBusy() const { return attribution_busy_; }

  bool isProbeBusy() const { return probe_busy_; }
  bool isBatchBusy() const { return batch_busy_; }
  bool isBusy() const { return probe_busy_ || batch_busy_; }

 signals:
  void probeReady(studio::ProbeResultPtr result);
  void batchProgress(int done, int total);
  void batchReady(studio::ContrastBatchPtr batch);
  void failed(const QString& message);
  void busyChanged(bool busy);
  void attributionReady(studio::AttributionOutcomePtr outcome);  // a failure has outcome->error set
  void attributionBusyChanged(bool busy);

 private:
  void onModelChanged();
  void onProbeFinished(const ProbeResultPtr& result);
  void onBatchFinished(const ContrastBatchPtr& batch);
  void sendBatch();
  void setBusy(bool probe, bool batch);
  bool modelReady(bool* waiting);
  void setAttributionBusy(bool busy);

  QPointer<ModelSession> session_;
  QThread thread_;
  ProbeWorker* worker_ = nullptr;
  std::shared_ptr<ProbeGenerations> generations_;
  QTimer debounce_;
  ProbeRequest pending_;
  bool has_request_ = false;
  int probe_generation_ = 0, batch_generation_ = 0;
  std::vector<attn::ContrastItem> batch_items_;
  QString batch_file_;
  bool probe_busy_ = false, batch_busy_ = false;
  int attribution_generation_ = 0;
  bool attribution_busy_ = false;
};

}  // namespace studio
