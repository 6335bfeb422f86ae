// Every view's main action with the settings a person starts with, in the main window on the bundled model,
// while a watchdog thread measures the GUI thread (issue 27): the event loop never stalls for more than
// 250 ms (image exports, synchronous by design, within kMaxImageExportMs), the process never holds more than
// kMemoryBoundMiB, and once the work is done the status bar no longer says "Working…". The first Start of the
// training view with its default smoothing froze the window (the GUI thread laid out an endless list of axis
// ticks, growing by 130 MB a second) while 474 tests passed: those tests changed settings first or never drew
// the charts.
//
// Each test function is one action; init() and cleanup() measure it. Prints a table of the figures.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QFileInfo>
#include <QLineEdit>
#include <QLineSeries>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <memory>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "event_loop_watchdog.h"
#include "isolated_settings.h"  // test mode: the user's real settings and cache stay untouched
#include "shell/main_window.h"
#include "views/attention_view.h"
#include "views/complexity_view.h"
#include "views/head_lab_view.h"
#include "views/heads_view.h"
#include "views/probe_view.h"
#include "views/training_view.h"
#include "views/translate_view.h"
#include "views/walkthrough_view.h"
#include "widgets/chart_live_plot.h"

using namespace studio;

namespace {

// What a person notices as a frozen window.
constexpr double kMaxStallMs = 250;
// An image export renders the view and encodes it on the GUI thread by design (the person has just chosen
// the file and waits for it). Measured on a 2-core machine at load 9: PNG 70-360 ms; SVG mostly under
// 100 ms, but the positional-encoding view's 0.8-1.1 s (its heatmaps are vector cells in SVG, one rectangle
// per value; reported in issue 27). Bounded here so that such an export cannot become a freeze unnoticed.
constexpr double kMaxImageExportMs = 3000;
// The app with the bundled model, every view's results, two training runs and an imported model held at
// once peaked at 1.2 GiB (measured); the freeze of issue 27 passed 8 GiB within a minute. Room for another
// machine's thread pools and allocator arenas, far below a leak.
constexpr double kMemoryBoundMiB = 2048;
constexpr int kJobTimeoutMs = 60000;

const QString kSentence = QStringLiteral("A dog is running in the snow.");

template <typename T>
T* child(const QWidget* parent, const char* name) {
  T* w = parent->findChild<T*>(QString::fromLatin1(name));
  if (!w) qFatal("no child %s", name);
  return w;
}

// Answers the modal dialogs File ▸ Import opens: each file dialog gets the next folder of `folders`, message
// boxes are acknowledged.
class DialogAnswerer : public QObject {
 public:
  explicit DialogAnswerer(QStringList folders) : folders_(std::move(folders)) {
    timer_.setInterval(20);
    connect(&timer_, &QTimer::timeout, this, [this] {
      QWidget* modal = QApplication::activeModalWidget();
      auto* dialog = qobject_cast<QFileDialog*>(modal);
      if (dialog && dialog == answered_) {
        // Still open after its answer (its file system model was loading when it was accepted, as in a CI
        // run): give the same answer again, not the next folder.
        if (since_answer_.elapsed() > 500) answer(dialog, pending_);
      } else if (dialog && !folders_.isEmpty()) {
        const QString folder = folders_.takeFirst();
        answered_ = dialog;
        pending_ = folder;
        connect(dialog, &QDialog::finished, this, [this] { answered_ = nullptr; });
        // A folder to open must exist; a new folder is named in a save dialog and must not exist yet.
        if (dialog->acceptMode() == QFileDialog::AcceptOpen) QDir().mkpath(folder);
        answer(dialog, folder);
      } else if (auto* box = qobject_cast<QMessageBox*>(modal)) {
        messages_ << box->text();
        box->accept();
      }
    });
    timer_.start();
  }
  // Every folder given to a dialog that then closed.
  bool answeredAll() const { return folders_.isEmpty() && answered_ == nullptr; }
  QStringList messages() const { return messages_; }

 private:
  void answer(QFileDialog* dialog, const QString& folder) {
    since_answer_.start();
    // Typed as a user would: the full path in the name field, then the dialog's own accept(), which is
    // protected in QFileDialog (QDialog's is public).
    if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
      name->setText(folder);
    else
      dialog->selectFile(folder);
    QMetaObject::invokeMethod(dialog, "accept", Qt::QueuedConnection);
  }

  QStringList folders_;
  QPointer<QFileDialog> answered_;
  QString pending_;
  QElapsedTimer since_answer_;
  QStringList messages_;
  QTimer timer_;
};

}  // namespace

class DefaultActionsWatchdogTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QSignalSpy changed(&session_, &ModelSession::modelChanged);
    session_.setBackendSpec(QStringLiteral("cpu"));
    session_.openFolder(ModelSession::bundledModelDir());
    QVERIFY(changed.wait(60000));
    window_ = std::make_unique<MainWindow>(&session_, &settings_);
    window_->resize(1280, 800);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    watchdog_ = std::make_unique<gui_test::EventLoopWatchdog>();
    QTest::qWait(200);  // the first layout and paint
  }

  void init() {
    phase_limit_ms_ = kMaxStallMs;
    watchdog_->begin(QTest::currentTestFunction());
  }

  void cleanup() {
    // Done means done: nothing left saying "Working…" (issue 27: it stayed for minutes after a translation).
    QTRY_VERIFY2_WITH_TIMEOUT(window_->activityText().isEmpty(), qPrintable(window_->activityText()), 20000);
    const auto figures = watchdog_->end();
    table_ += QStringLiteral("%1 %2 ms %3 MiB\n")
                  .arg(QString::fromLatin1(QTest::currentTestFunction()), -32)
                  .arg(figures.max_stall_ms, 7, 'f', 0)
                  .arg(figures.peak_rss_mib, 7, 'f', 0);
    QVERIFY2(
        figures.max_stall_ms <= phase_limit_ms_,
        qPrintable(QStringLiteral("the GUI thread stalled for %1 ms").arg(figures.max_stall_ms, 0, 'f', 0)));
    QVERIFY2(figures.peak_rss_mib <= kMemoryBoundMiB,
             qPrintable(QStringLiteral("the process held %1 MiB").arg(figures.peak_rss_mib, 0, 'f', 0)));
  }

  void translateASentence() {
    window_->showView(QStringLiteral("translate"));
    auto* view = qobject_cast<TranslateView*>(window_->currentView());
    QVERIFY(view);
    view->inputEdit()->setFocus();
    view->inputEdit()->selectAll();  // typed over the sentence the session starts with
    QTest::keyClicks(view->inputEdit(), kSentence);
    QTRY_VERIFY_WITH_TIMEOUT(!view->translationText().isEmpty() && !view->isBusy(), kJobTimeoutMs);
  }

  void attentionOnIt() {
    window_->showView(QStringLiteral("attention"));
    auto* view = qobject_cast<AttentionView*>(window_->currentView());
    QVERIFY(view);
    view->setInputText(kSentence);
    QTRY_VERIFY_WITH_TIMEOUT(view->result() && !view->isBusy(), kJobTimeoutMs);
  }

  void probe() {
    window_->showView(QStringLiteral("probe"));
    auto* view = qobject_cast<ProbeView*>(window_->currentView());
    QVERIFY(view);
    view->setCandidates({QStringLiteral("Der Hund aß den Keks. Er war köstlich."),
                         QStringLiteral("Der Hund aß den Keks. Sie war köstlich."),
                         QStringLiteral("Der Hund aß den Keks. Es war köstlich.")});
    view->setInputText(QStringLiteral("The dog ate the cookie. It was delicious."));
    QTRY_VERIFY_WITH_TIMEOUT(view->probeResult() && !view->isBusy(), kJobTimeoutMs);
  }

  void probeBatch() {
    auto* view = qobject_cast<ProbeView*>(window_->view(QStringLiteral("probe")));
    view->showBatchPage(true);
    QVERIFY(view->loadBundledItems());
    QTRY_VERIFY_WITH_TIMEOUT(view->batch() && !view->isBusy(), kJobTimeoutMs);
  }

  void antecedentHeadsOn200Sentences() {
    // Its default sentences are WinoMT's in ../shared, beside the source tree; a clone elsewhere has none.
    if (HeadsView::defaultSentencesFile().isEmpty())
      QSKIP("../shared/data/winomt/en.tsv is not beside the source tree");
    window_->showView(QStringLiteral("heads"));
    auto* view = qobject_cast<HeadsView*>(window_->currentView());
    QVERIFY(view);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), kJobTimeoutMs);  // a quick look may start on the first show
    view->setLimit(200);
    view->run();
    QVERIFY(view->isBusy());
    QTRY_VERIFY2_WITH_TIMEOUT(!view->isBusy() && view->result(),
                              qPrintable(QStringLiteral("busy %1, progress %2 of %3: %4")
                                             .arg(view->isBusy())
                                             .arg(view->progressBar()->value())
                                             .arg(view->progressBar()->maximum())
                                             .arg(window_->statusBar()->currentMessage())),
                              kJobTimeoutMs);
  }

  void headLabImportance() {
    // Importance is measured on tatoeba.dev in ../shared, beside the source tree.
    if (HeadLabView::defaultSourceFile().isEmpty())
      QSKIP("../shared/data/general/tatoeba.dev is not beside the source tree");
    window_->showView(QStringLiteral("headlab"));
    auto* view = qobject_cast<HeadLabView*>(window_->currentView());
    QVERIFY(view);
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), kJobTimeoutMs);
    view->runImportance();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->importanceResult(), kJobTimeoutMs);
  }

  // Every default (the toy copy task, smoothing 0.60) but the length: 100 steps. Start, Pause, Resume and
  // Stop as a person clicks them, then a whole run, with the curves on screen.
  void toyTrainingStartPauseResumeStop() {
    window_->showView(QStringLiteral("training"));
    auto* view = qobject_cast<TrainingView*>(window_->currentView());
    QVERIFY(view);
    QCOMPARE(view->lossPlot()->smoothing(), 0.6);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(100);
    view->setOutputDir(runs_.filePath(QStringLiteral("first")));
    child<QPushButton>(view, "trainStart")->click();
    QTRY_VERIFY_WITH_TIMEOUT(view->trainLossSeries() && view->trainLossSeries()->count() > 0, kJobTimeoutMs);
    QTest::qWait(300);  // the first point drawn (where the window froze)
    child<QPushButton>(view, "trainPause")->click();
    QTRY_VERIFY_WITH_TIMEOUT(view->isPaused(), kJobTimeoutMs);
    QTest::qWait(200);
    child<QPushButton>(view, "trainResume")->click();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isPaused(), kJobTimeoutMs);
    QTest::qWait(200);
    child<QPushButton>(view, "trainStop")->click();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isTraining(), kJobTimeoutMs);

    view->setOutputDir(runs_.filePath(QStringLiteral("second")));
    QSignalSpy finished(view, &TrainingView::trainingFinished);
    child<QPushButton>(view, "trainStart")->click();
    QVERIFY(view->isTraining());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty() && !view->isTraining(), kJobTimeoutMs);
    QVERIFY(view->runCount() >= 2);
  }

  void walkthroughThirteenSteps() {
    window_->showView(QStringLiteral("walkthrough"));
    auto* view = qobject_cast<WalkthroughView*>(window_->currentView());
    QVERIFY(view);
    QTRY_VERIFY_WITH_TIMEOUT(view->trace() != nullptr && !view->isBusy(), kJobTimeoutMs);
    for (int step = 0; step < 13; ++step) {
      view->setStep(step);
      QTest::qWait(60);  // painted, as a person stepping through would see it
    }
    QCOMPARE(view->step(), 12);
  }

  void complexityLab() {
    window_->showView(QStringLiteral("complexity"));
    auto* view = qobject_cast<ComplexityView*>(window_->currentView());
    QVERIFY(view);
    QSignalSpy measured(view, &ComplexityView::measurementFinished);
    // The first show measures with the defaults; Run measures again.
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), kJobTimeoutMs);
    view->run();
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && !measured.isEmpty(), kJobTimeoutMs);
    QVERIFY(measured.last().first().toBool());
  }

  void everyExport() {
    phase_limit_ms_ = kMaxImageExportMs;  // the data exports are held to kMaxStallMs below
    QTemporaryDir dir;
    for (StudioView* v : window_->views()) {
      window_->showView(v->viewId());
      QTRY_VERIFY_WITH_TIMEOUT(!v->isBusy(), kJobTimeoutMs);
      for (const char* suffix : {"png", "svg", "csv", "json"}) {
        const QString path = dir.filePath(v->viewId() + QLatin1Char('.') + QLatin1String(suffix));
        QString error;
        const bool image = QByteArray(suffix) == "png" || QByteArray(suffix) == "svg";
        // Data exports may say there is nothing to export; images always export.
        QElapsedTimer clock;
        clock.start();
        if (!window_->exportCurrentView(path, &error) && image) QFAIL(qPrintable(v->viewId() + error));
        const qint64 ms = clock.elapsed();
        exports_ += QStringLiteral("%1 %2 ms\n").arg(QFileInfo(path).fileName(), -24).arg(ms, 5);
        QVERIFY2(ms <= (image ? kMaxImageExportMs : kMaxStallMs),
                 qPrintable(QStringLiteral("%1 took %2 ms").arg(QFileInfo(path).fileName()).arg(ms)));
        QTest::qWait(20);
      }
    }
  }

  void importTheFixture() {
    const QString out = runs_.filePath(QStringLiteral("imported"));
    QAction* import = nullptr;
    for (QAction* a : window_->findChildren<QAction*>())
      if (a->text().contains(QStringLiteral("MarianMT"))) import = a;
    QVERIFY(import);
    QSignalSpy changed(&session_, &ModelSession::modelChanged);
    DialogAnswerer answers({QStringLiteral(ATTN_SOURCE_DIR "/tests/fixtures/hf_marian/tiny"), out});
    import->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(answers.answeredAll(), 20000);
    // May have come while the dialogs closed. A message box on the way is an import that failed: say which.
    QTRY_VERIFY2_WITH_TIMEOUT(!changed.isEmpty(), qPrintable(answers.messages().join(QLatin1Char('\n'))),
                              kJobTimeoutMs);
    QCOMPARE(QFileInfo(session_.modelDir()).canonicalFilePath(), QFileInfo(out).canonicalFilePath());
    // Every view takes the new model.
    for (StudioView* v : window_->views()) QTRY_VERIFY_WITH_TIMEOUT(!v->isBusy(), kJobTimeoutMs);
  }

  void cleanupTestCase() {
    watchdog_.reset();
    qInfo().noquote() << "\naction                           longest stall   peak memory\n" + table_;
    qInfo().noquote() << "\nexport (on the GUI thread)\n" + exports_;
    window_.reset();
  }

 private:
  ModelSession session_;
  StudioSettings settings_;
  std::unique_ptr<MainWindow> window_;
  std::unique_ptr<gui_test::EventLoopWatchdog> watchdog_;
  QTemporaryDir runs_;
  QString table_;
  QString exports_;
  double phase_limit_ms_ = kMaxStallMs;
};

QTEST_MAIN(DefaultActionsWatchdogTest)
#include "default_actions_watchdog_test.moc"
