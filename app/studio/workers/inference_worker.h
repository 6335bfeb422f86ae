// Lives on its own QThread and owns the attn::Translator (not thread-safe, so exactly one per thread).
// Requests carry a generation id; a request older than the newest one asked for is skipped before it
// starts, which is how typing cancels stale work. Attributions (issue 28) are numbered apart: a newer one, a
// cancel or a new translation makes a queued one fall through.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "attention/translator.h"
#include "viewmodels/inference_types.h"
#include "workers/worker_translator.h"

namespace studio {

class InferenceWorker : public QObject {
  Q_OBJECT
 public:
  InferenceWorker(std::shared_ptr<std::atomic<int>> latest_generation,
                  std::shared_ptr<std::atomic<int>> latest_attribution);
  ~InferenceWorker() override;

  // Both run on the worker thread (invoked through queued calls).
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  void process(const InferenceRequest& request);
  void attribute(const AttributionJob& job);

 signals:
  void finished(studio::InferenceResultPtr result);
  void attributionFinished(studio::AttributionOutcomePtr outcome);

 private:
  std::shared_ptr<std::atomic<int>> latest_generation_;
  std::shared_ptr<std::atomic<int>> latest_attribution_;
  WorkerTranslator translator_;  // built lazily from the model on first use
};

}  // namespace studio
