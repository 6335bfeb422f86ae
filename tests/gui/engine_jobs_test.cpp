// The engine-job layer (issue 31): a job runs off the GUI thread with the session's translator and its result
// comes back on the GUI thread; a newer request, a cancel or a model switch drops older results; busy covers
// a request until its result; exceptions and a missing model become failed(); debounced requests run once;
// progress is forwarded.
#include "jobs/engine_jobs.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QtTest>
#include <atomic>
#include <stdexcept>

#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "jobs/translator_pool.h"
#include "toy_model.h"

using studio::EngineJobs;
using studio::JobContext;

namespace {

// A job that waits until cancelled (or 10 s), then returns `value`.
std::function<int(JobContext&)> slowJob(int value) {
  return [value](JobContext& job) {
    for (int i = 0; i < 1000 && !job.cancelled(); ++i) QThread::msleep(10);
    return value;
  };
}

// Starts a slow job whose result would go to `results`, and waits until it runs.
void startSlowJob(EngineJobs& jobs, QList<int>* results) {
  auto started = std::make_shared<std::atomic<bool>>(false);
  jobs.run<int>(
      [started](JobContext& job) {
        *started = true;
        return slowJob(1)(job);
      },
      [results](int value) { *results << value; });
  QTRY_VERIFY_WITH_TIMEOUT(started->load(), 30000);
}

}  // namespace

class EngineJobsTest : public QObject {
  Q_OBJECT
 private slots:
  void init() {
    session_ = std::make_unique<studio::ModelSession>();
    session_->setBackendSpec(QStringLiteral("cpu"));
    session_->setModel(gui_test::toyModel(1), QStringLiteral("toy"));
  }

  void aJobRunsOffTheGuiThreadAndItsResultComesBackOnIt() {
    EngineJobs jobs(session_.get());
    QSignalSpy busy(&jobs, &EngineJobs::busyChanged);
    QThread* job_thread = nullptr;
    QThread* done_thread = nullptr;
    std::string translation;
    jobs.run<std::string>(
        [&](JobContext& job) {
          job_thread = QThread::currentThread();
          return job.translator.translate({"s1 s2 s3"}, {}).front().text();
        },
        [&](std::string text) {
          done_thread = QThread::currentThread();
          translation = std::move(text);
        });
    QVERIFY(jobs.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QVERIFY(job_thread && job_thread != QThread::currentThread());
    QCOMPARE(done_thread, QThread::currentThread());
    QVERIFY(!translation.empty());
    QCOMPARE(busy.count(), 2);  // true, then false
  }

  void aNewerRequestDropsTheOlderResult() {
    EngineJobs jobs(session_.get());
    QSignalSpy busy(&jobs, &EngineJobs::busyChanged);
    QList<int> results;
    auto done = [&](int value) { results << value; };
    jobs.run<int>(slowJob(1), done);
    jobs.run<int>(slowJob(2), done);  // supersedes: the first is told to stop, its result dropped
    jobs.run<int>([](JobContext&) { return 3; }, done);
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QTest::qWait(50);
    QCOMPARE(results, QList<int>{3});
    QCOMPARE(busy.count(), 2);  // one busy period for the burst
  }

  void cancelDropsTheRunningJob() {
    EngineJobs jobs(session_.get());
    QList<int> results;
    startSlowJob(jobs, &results);
    jobs.cancel();
    QVERIFY(!jobs.isBusy());
    QTest::qWait(200);
    QVERIFY(results.isEmpty());
  }

  void anExceptionAndAMissingModelAreFailures() {
    EngineJobs jobs(session_.get());
    QSignalSpy failed(&jobs, &EngineJobs::failed);
    jobs.run<int>([](JobContext&) -> int { throw std::runtime_error("the sentence is too long"); },
                  [](int) {});
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 30000);
    QCOMPARE(failed.first().first().toString(), QStringLiteral("the sentence is too long"));
    QVERIFY(!jobs.isBusy());

    studio::ModelSession empty;
    EngineJobs without(&empty);
    QSignalSpy no_model(&without, &EngineJobs::failed);
    without.run<int>([](JobContext&) { return 1; }, [](int) {});
    QCOMPARE(no_model.count(), 1);
    QVERIFY(no_model.first().first().toString().contains(QStringLiteral("No model")));
    QVERIFY(!without.isBusy());
  }

  void aModelSwitchDropsResultsAndIsAnnounced() {
    EngineJobs jobs(session_.get());
    QSignalSpy switched(&jobs, &EngineJobs::modelChanged);
    QList<int> results;
    startSlowJob(jobs, &results);
    session_->setModel(gui_test::toyModel(2), QStringLiteral("toy 2"));
    QCOMPARE(switched.count(), 1);
    QVERIFY(!jobs.isBusy());
    QTest::qWait(200);
    QVERIFY(results.isEmpty());
    // The next job reads the new model.
    const attn::Model* seen = nullptr;
    jobs.run<int>(
        [&](JobContext& job) {
          seen = &job.translator.model();
          return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QCOMPARE(seen, session_->model().get());
  }

  void aRequestMadeDuringTheSwitchIsOfTheNewModelAndStays() {
    // A view that starts a job on one EngineJobs from another's modelChanged (the head lab's export starts
    // head importance when its live sentence hears of the model) must not see it dropped by the same switch.
    EngineJobs first(session_.get());
    EngineJobs second(session_.get());
    QList<int> results;
    connect(&first, &EngineJobs::modelChanged, this,
            [&] { second.run<int>([](JobContext&) { return 7; }, [&](int value) { results << value; }); });
    session_->setModel(gui_test::toyModel(2), QStringLiteral("toy 2"));
    QTRY_COMPARE_WITH_TIMEOUT(results, QList<int>{7}, 30000);
    QVERIFY(!second.isBusy());
  }

  void jobsInARowShareTheTranslatorAtRest() {
    // The pool (and its idle translator) lives between jobs: building a translator per job cost the time of a
    // backend and, as freed memory is not returned at once, 90 MiB of resident memory in the app.
    EngineJobs jobs(session_.get());
    for (int i = 0; i < 3; ++i) {
      jobs.run<int>([](JobContext&) { return 0; }, [](int) {});
      QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    }
    QCOMPARE(studio::TranslatorPool::forModel(session_->model(), session_->backendSpec())->builtCount(), 1);
  }

  void debouncedRequestsRunOnceAfterAPause() {
    EngineJobs jobs(session_.get());
    std::atomic<int> runs{0};
    QList<int> results;
    for (int i = 1; i <= 5; ++i)
      jobs.runDebounced<int>(
          [&, i](JobContext&) {
            ++runs;
            return i;
          },
          [&](int value) { results << value; }, 100);
    QTRY_VERIFY_WITH_TIMEOUT(!results.isEmpty(), 30000);
    QTest::qWait(200);
    QCOMPARE(runs.load(), 1);
    QCOMPARE(results, QList<int>{5});
  }

  void progressIsForwardedAtMostEvery40Ms() {
    EngineJobs jobs(session_.get());
    QSignalSpy progress(&jobs, &EngineJobs::progress);
    jobs.run<int>(
        [](JobContext& job) {
          // A burst (the first and the last get through), then a report after a pause (it gets through).
          for (std::size_t i = 1; i <= 50; ++i) job.control.progress(i, 100);
          QThread::msleep(60);
          job.control.progress(51, 100);
          for (std::size_t i = 52; i <= 100; ++i) job.control.progress(i, 100);
          return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QCOMPARE(progress.count(), 3);
    QCOMPARE(progress.at(0).at(0).toInt(), 1);
    QCOMPARE(progress.at(1).at(0).toInt(), 51);
    QCOMPARE(progress.at(2).at(0).toInt(), 100);
    QCOMPARE(progress.at(2).at(1).toInt(), 100);
  }

  void stopKeepsThePartialResultAndBusyEndsAfterIt() {
    EngineJobs jobs(session_.get());
    QList<int> results;
    bool busy_when_done = false;
    auto started = std::make_shared<std::atomic<bool>>(false);
    jobs.run<int>(
        [started](JobContext& job) {
          *started = true;
          int done = 0;
          for (; done < 1000 && !job.cancelled(); ++done) QThread::msleep(10);
          return done;  // how far it got
        },
        [&](int done) {
          results << done;
          busy_when_done = jobs.isBusy();
        });
    QTRY_VERIFY_WITH_TIMEOUT(started->load(), 30000);
    jobs.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QCOMPARE(results.size(), 1);
    QVERIFY(results.first() < 1000);
    QVERIFY(busy_when_done);  // the view is updated before busy ends (headless export waits for busy)

    // A stopped job that ends by exception (the engine's analyses do) is neither a result nor a failure.
    QSignalSpy failed(&jobs, &EngineJobs::failed);
    started->store(false);
    jobs.run<int>(
        [started](JobContext& job) -> int {
          *started = true;
          while (!job.cancelled()) QThread::msleep(10);
          throw std::runtime_error("cancelled");
        },
        [&](int value) { results << value; });
    QTRY_VERIFY_WITH_TIMEOUT(started->load(), 30000);
    jobs.stop();
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 30000);
    QCOMPARE(failed.count(), 0);
    QCOMPARE(results.size(), 1);
  }

  void aRequestMadeWhileLoadingRunsOnTheLoadedModel() {
    studio::ModelSession loading;
    EngineJobs jobs(&loading);
    loading.openFolder(studio::ModelSession::bundledModelDir());
    QVERIFY(loading.isLoading());
    const attn::Model* seen = nullptr;
    jobs.run<int>(
        [&](JobContext& job) {
          seen = &job.translator.model();
          return 0;
        },
        [](int) {});
    QVERIFY(jobs.isBusy());  // waiting for the model, not failed
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 60000);
    QVERIFY(loading.model());
    QCOMPARE(seen, loading.model().get());
  }

  void aFailedLoadEndsTheWaitingRequest() {
    studio::ModelSession loading;
    EngineJobs jobs(&loading);
    QSignalSpy failed(&jobs, &EngineJobs::failed);
    QTemporaryDir empty;  // a folder without a model
    loading.openFolder(empty.path());
    if (!loading.isLoading()) QSKIP("the session refused the folder before loading");
    bool ran = false;
    jobs.run<int>(
        [&](JobContext&) {
          ran = true;
          return 0;
        },
        [](int) {});
    QTRY_VERIFY_WITH_TIMEOUT(!jobs.isBusy(), 60000);
    QCOMPARE(failed.count(), 1);
    QVERIFY(failed.first().first().toString().contains(QStringLiteral("could not be loaded")));
    QVERIFY(!ran);
  }

 private:
  std::unique_ptr<studio::ModelSession> session_;
};

QTEST_MAIN(EngineJobsTest)
#include "engine_jobs_test.moc"
