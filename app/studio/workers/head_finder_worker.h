// Runs the antecedent head finder on its own QThread with its own attn::Translator (not thread-safe, so one
// per thread). A run blocks the worker thread for up to minutes; the GUI stops it by raising the shared stop
// generation, which the finder's progress callback checks after every sentence.
#pragma once

#include <QObject>
#include <atomic>
#include <memory>

#include "attention/translator.h"
#include "viewmodels/head_finder_types.h"
#include "workers/worker_translator.h"

namespace studio {

class HeadFinderWorker : public QObject {
  Q_OBJECT
 public:
  // A run whose generation is below `*stop_below` stops after its current sentence.
  explicit HeadFinderWorker(std::shared_ptr<std::atomic<int>> stop_below);
  ~HeadFinderWorker() override;

  // Both run on the worker thread (invoked through queued calls).
  void setModel(std::shared_ptr<const attn::Model> model, const QString& backend_spec);
  void run(const HeadFinderRequest& request);
  // Patches every head of each pair of the request's file; progress after each pair, which is also where
  // a cancel takes effect.
  void runPatching(const CausalHeadsRequest& request);

 signals:
  void progress(int generation, int done, int total);
  void finished(studio::HeadFinderResultPtr result);
  void patchingFinished(studio::CausalHeadsResultPtr result);

 private:
  std::shared_ptr<std::atomic<int>> stop_below_;
  WorkerTranslator translator_;  // built lazily from the model on first use
};

}  // namespace studio
