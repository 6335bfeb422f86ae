// The Probe view's engine side, living on its own QThread with its own attn::Translator (one per thread).
// Probes carry a generation id and are skipped when a newer one was asked for. A batch of contrastive items
// is scored one item per queued call, so a probe asked for meanwhile runs between two items, and a
// cancelled batch stops after the item in hand.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "attention/translator.h"
#include "viewmodels/probe_types.h"
#include "workers/worker_translator.h"

namespace studio {

// Generation counters the GUI thread writes and the worker reads.
struct ProbeGenerations {
  std::atomic<int> latest_probe{0};
  std::atomic<int> latest_batch{0};
  std::atomic<int> cancelled_batch{-1};    // the batch generation to stop with its partial scores
  std::atomic<int> latest_attribution{0};  // an older attribution falls through (superseded or cancelled)
};

class ProbeWorker : public QObject {
  Q_OBJECT
 public:
  explicit ProbeWorker(std::shared_ptr<ProbeGenerations> generations);
  ~ProbeWorker() override;

  // All run on the worker thread (invoked through queued calls).
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  void probe(const ProbeRequest& request);
  void startBatch(const std::shared_ptr<ContrastBatch>& batch);
  void attribute(const AttributionJob& job);

 signals:
  void probeFinished(studio::ProbeResultPtr result);
  void batchProgress(int generation, int done, int total);
  void batchFinished(studio::ContrastBatchPtr batch);
  void attributionFinished(studio::AttributionOutcomePtr outcome);

 private:
  void scoreNext(const std::shared_ptr<ContrastBatch>& batch);

  std::shared_ptr<ProbeGenerations> generations_;
  WorkerTranslator translator_;  // built lazily from the model on first use
};

}  // namespace studio
