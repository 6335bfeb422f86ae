// Lives on its own QThread and owns the attn::Translator (not thread-safe, so exactly one per thread).
// Requests carry a generation id; a request older than the newest one asked for is skipped before it
// starts, which is how typing cancels stale work.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "attention/translator.h"
#include "workers/inference_types.h"
#include "workers/worker_translator.h"

namespace studio {

class InferenceWorker : public QObject {
  Q_OBJECT
 public:
  explicit InferenceWorker(std::shared_ptr<std::atomic<int>> latest_generation);
  ~InferenceWorker() override;

  // Both run on the worker thread (invoked through queued calls).
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  void process(const InferenceRequest& request);

 signals:
  void finished(studio::InferenceResultPtr result);

 private:
  std::shared_ptr<std::atomic<int>> latest_generation_;
  WorkerTranslator translator_;  // built lazily from the model on first use
};

}  // namespace studio
