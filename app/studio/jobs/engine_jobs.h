// The engine-job layer: a view asks for a job, a function of the model's translator returning a result, and
// receives the result on the GUI thread. One rule for every view that uses it:
// - jobs run one at a time on this client's own thread, never on the GUI thread;
// - the translator is leased from the session's pool (jobs/translator_pool.h) for the job's duration;
// - a new request supersedes the older ones: a queued one is dropped unrun, a running one is told to stop
//   (JobContext::cancelled) and its result is dropped; runDebounced waits for a pause first;
// - stop() is the user's Stop button: the newest job is told to stop and its partial result still arrives;
// - a model or backend switch in the session supersedes everything, and modelChanged() says so;
// - a request made while the session loads a model waits for it (busy) and then runs on it; a failed load
// ends
//   it with failed();
// - busy is true from a request until the newest one has reported (busyChanged, after the result's callback,
//   so that a view is up to date when busy ends: headless export renders then);
// - progress is forwarded at most every 40 ms, and always its last report;
// - an exception in the job becomes failed(message) (the engine's messages are readable); so does a request
//   without a loaded model.
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThreadPool>
#include <QTimer>
#include <atomic>
#include <functional>
#include <memory>

#include "attention/head_importance.h"
#include "attention/translator.h"

namespace studio {

class ModelSession;
class TranslatorPool;

// What a job gets: the translator (its own while it runs) and the control to pass to engine analyses that
// report progress and stop when asked (attn::AnalysisControl).
struct JobContext {
  attn::Translator& translator;
  attn::AnalysisControl control;
  bool cancelled() const { return control.cancel && control.cancel->load(); }
};

class EngineJobs : public QObject {
  Q_OBJECT
 public:
  explicit EngineJobs(ModelSession* session, QObject* parent = nullptr);
  ~EngineJobs() override;  // cancels the running job and waits for it

  template <class Result>
  void run(std::function<Result(JobContext&)> job, std::function<void(Result)> done) {
    submit(erase(std::move(job)), eraseDone(std::move(done)));
  }
  // The same once `quiet_ms` pass without another debounced request (typing): only the last one runs. What
  // runs or was asked before is superseded at once, and busy starts now (the view shows "Running…").
  template <class Result>
  void runDebounced(std::function<Result(JobContext&)> job, std::function<void(Result)> done, int quiet_ms) {
    debounced_ = [this, work = erase(std::move(job)), finish = eraseDone(std::move(done))] {
      submit(work, finish);
    };
    supersede();
    setBusy(true);
    debounce_.start(quiet_ms);
  }
  // Drops every request made so far; the running job is told to stop.
  void cancel();
  // Tells the newest job to stop early (JobContext::cancelled turns true) without dropping it: its result,
  // partial, still arrives through its callback. Nothing happens when idle.
  void stop();
  bool isBusy() const { return busy_; }

 signals:
  void busyChanged(bool busy);
  void progress(int done, int total);  // of the newest job, when it reports any
  void failed(const QString& message);
  void modelChanged();  // results from before describe another model or backend

 private:
  using ErasedJob = std::function<std::shared_ptr<void>(JobContext&)>;
  using ErasedDone = std::function<void(const std::shared_ptr<void>&)>;
  template <class Result>
  static ErasedJob erase(std::function<Result(JobContext&)> job) {
    return [job = std::move(job)](JobContext& context) -> std::shared_ptr<void> {
      return std::make_shared<Result>(job(context));
    };
  }
  template <class Result>
  static ErasedDone eraseDone(std::function<void(Result)> done) {
    return [done = std::move(done)](const std::shared_ptr<void>& result) {
      done(std::move(*std::static_pointer_cast<Result>(result)));
    };
  }

  void submit(ErasedJob job, ErasedDone done);
  void onModelSwitched();
  void onLoadFailed(const QString& error);
  void supersede();  // every request so far is stale from now on
  void setBusy(bool busy);

  QPointer<ModelSession> session_;
  QThreadPool thread_;  // one thread: jobs run one at a time, in order
  QTimer debounce_;
  std::function<void()> debounced_;
  ErasedDone done_;  // of the newest request
  // The newest request, while it waits for the model being loaded (generation_ tells whether it still is).
  struct Parked {
    ErasedJob job;
    ErasedDone done;
    int generation = -1;
  } parked_;
  int generation_ = 0;  // of the newest request (GUI thread)
  std::shared_ptr<std::atomic<int>> latest_ = std::make_shared<std::atomic<int>>(0);  // read by the jobs
  std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);  // running job's
  bool busy_ = false;
  std::shared_ptr<TranslatorPool> pool_;      // of the model and backend jobs run on
  const attn::Model* bound_model_ = nullptr;  // what the newest request that ran was asked of
  QString bound_backend_;
};

}  // namespace studio
