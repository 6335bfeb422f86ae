// The GUI-thread side of the head lab's two HeadLabWorkers: one thread re-translates the sentence as heads
// are switched on and off (rapid clicks coalesce into one request, older requests are dropped), the other
// runs the long jobs over a set, so a job never holds up the live translation. Follows the ModelSession's
// model and backend; a new model stops everything in progress.
#pragma once

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QTimer>
#include <atomic>
#include <memory>

#include "viewmodels/head_lab_types.h"

namespace studio {

class HeadLabWorker;
class ModelSession;

class HeadLabClient : public QObject {
  Q_OBJECT
 public:
  explicit HeadLabClient(ModelSession* session, QObject* parent = nullptr);
  ~HeadLabClient() override;

  // Quiet time after a click before the sentence is re-translated: clicks in quick succession send once.
  static constexpr int kCoalesceMs = 120;

  void translateSoon(const QString& source, const attn::HeadMask& mask);
  void translateNow(const QString& source, const attn::HeadMask& mask);

  // Starts a job (stopping any other); fails with jobFailed() when no model is loaded.
  void startJob(HeadLabJobRequest request);
  // Stops the job at its next check; the result, marked cancelled, still arrives.
  void cancelJob();

  bool isTranslating() const { return translating_; }
  bool isJobRunning() const { return job_running_; }
  bool isBusy() const { return translating_ || job_running_; }

 signals:
  void translated(studio::MaskedTranslationResultPtr result);
  void translationFailed(const QString& message);
  void jobProgress(int phase, int done, int total);
  void jobFinished(studio::HeadLabJobResultPtr result);
  void jobFailed(const QString& message);
  void busyChanged(bool busy);
  // The model or backend changed: results from before no longer describe the model.
  void modelChanged();

 private:
  void onModelChanged();
  void sendPending();
  void setState(bool translating, bool job_running);

  QPointer<ModelSession> session_;
  QThread live_thread_, job_thread_;
  HeadLabWorker* live_worker_ = nullptr;
  HeadLabWorker* job_worker_ = nullptr;
  QTimer coalesce_;
  MaskedTranslationRequest pending_;
  int translation_generation_ = 0, job_generation_ = 0;
  std::shared_ptr<std::atomic<int>> latest_translation_;
  std::shared_ptr<std::atomic<bool>> job_cancel_;
  bool translating_ = false, job_running_ = false;
};

}  // namespace studio
