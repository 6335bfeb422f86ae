// Runs the head lab's engine work on its own QThread with its own attn::Translator (not thread-safe, so one
// per thread): a sentence translated with and without a head mask, and the long jobs over a set. Jobs stop
// when their request's cancel flag is raised; a cancelled job still reports, marked cancelled.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "viewmodels/head_lab_types.h"
#include "workers/worker_translator.h"

namespace studio {

class HeadLabWorker : public QObject {
  Q_OBJECT
 public:
  // A translation whose generation is below `*latest_translation` is dropped unstarted.
  explicit HeadLabWorker(std::shared_ptr<std::atomic<int>> latest_translation);
  ~HeadLabWorker() override;

  // These run on the worker thread (invoked through queued calls).
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  void translate(const MaskedTranslationRequest& request);
  void runJob(const HeadLabJobRequest& request, std::shared_ptr<std::atomic<bool>> cancel);

 signals:
  void translated(studio::MaskedTranslationResultPtr result);
  // `phase`: 0 = without the mask (importance: the gradients), 1 = with the mask (the pruning curve).
  void jobProgress(int generation, int phase, int done, int total);
  void jobFinished(studio::HeadLabJobResultPtr result);

 private:
  void runDevSet(const HeadLabJobRequest& request, const std::atomic<bool>& cancel, HeadLabJobResult* out);
  void runContrast(const HeadLabJobRequest& request, const std::atomic<bool>& cancel, HeadLabJobResult* out);
  void runImportance(const HeadLabJobRequest& request, const std::atomic<bool>& cancel,
                     HeadLabJobResult* out);

  std::shared_ptr<std::atomic<int>> latest_translation_;
  WorkerTranslator translator_;  // built lazily from the model on first use
};

}  // namespace studio
