// The training view end to end on a toy task with a model small enough for one core: loss points arrive
// in the chart while training runs, none arrive while paused (the status says "Paused", the pause adds no
// near-zero throughput point and no elapsed time; F6 pauses and resumes), they arrive again after resuming,
// Stop ends
// the run with trainingFinished() and a model folder on disk; the planned learning-rate curve is the
// paper's formula (section 5.3); corpus problems are shown inline; the curves export as CSV. Saves a
// screenshot for a person to look at. Runs of earlier sessions are listed again from their folders, new ones
// go to <data>/AttentionStudio/runs.
#include "views/training_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "attention/config.h"
#include "attention/training_budget.h"
#include "attention/training_precision.h"
#include "core/model_session.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "training_run_folder.h"
#include "views/training/training_runs_folder.h"
#include "widgets/chart_live_plot.h"

using studio::TrainingView;

namespace {

double noam(double step, double d_model, double warmup, double factor) {
  step = std::max(step, 1.0);
  return factor * std::pow(d_model, -0.5) * std::min(std::pow(step, -0.5), step * std::pow(warmup, -1.5));
}

template <typename T>
T* child(const QWidget& view, const char* name) {
  T* w = view.findChild<T*>(QString::fromLatin1(name));
  if (!w) qFatal("no child %s", name);
  return w;
}

// A toy run that takes a few milliseconds per step on one core.
void configureQuickToyRun(TrainingView& view, const QString& out) {
  view.applyPreset(QStringLiteral("toy"));
  child<QSpinBox>(view, "trainDModel")->setValue(32);
  child<QSpinBox>(view, "trainDFF")->setValue(64);
  child<QSpinBox>(view, "trainEncoderLayers")->setValue(1);
  child<QSpinBox>(view, "trainDecoderLayers")->setValue(1);
  child<QSpinBox>(view, "trainToyPairs")->setValue(2000);
  child<QSpinBox>(view, "trainMaxLength")->setValue(8);
  child<QSpinBox>(view, "trainBatchTokens")->setValue(256);
  child<QSpinBox>(view, "trainMaxSteps")->setValue(100000);
  child<QSpinBox>(view, "trainWarmup")->setValue(100);
  child<QDoubleSpinBox>(view, "trainLrFactor")->setValue(1.0);  // both given: the schedule is not derived
  child<QSpinBox>(view, "trainLogEvery")->setValue(2);
  child<QSpinBox>(view, "trainValidateEvery")->setValue(40);
  child<QSpinBox>(view, "trainBleuSentences")->setValue(20);
  child<QSpinBox>(view, "trainCheckpointEvery")->setValue(40);
  view.setOutputDir(out);
}

using gui_test::writeRunFolder;

// The CSV export of `view` as rows of fields.
QList<QList<QByteArray>> exportedRows(TrainingView& view, const QString& path) {
  QString error;
  if (!view.exportData(path, &error)) qFatal("export failed: %s", qPrintable(error));
  QFile csv(path);
  if (!csv.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  QList<QList<QByteArray>> rows;
  for (const QByteArray& line : csv.readAll().trimmed().split('\n')) rows.append(line.split(','));
  return rows;
}

}  // namespace

class TrainingViewTest : public QObject {
  Q_OBJECT
 private slots:
  void plannedScheduleIsTheFormula() {
    TrainingView view(nullptr);
    child<QSpinBox>(view, "trainDModel")->setValue(128);
    child<QSpinBox>(view, "trainWarmup")->setValue(200);
    child<QDoubleSpinBox>(view, "trainLrFactor")->setValue(2.0);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(1000);
    const QLineSeries* planned = view.plannedLearningRateSeries();
    QVERIFY(planned->count() > 100);
    bool saw_peak = false;
    for (const QPointF& p : planned->points()) {
      QVERIFY2(std::abs(p.y() - noam(p.x(), 128, 200, 2.0)) < 1e-12, qPrintable(QString::number(p.x())));
      saw_peak = saw_peak || p.x() == 200.0;
    }
    QVERIFY(saw_peak);
    QCOMPARE(planned->points().last().x(), 1000.0);
    view.resize(1500, 980);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view_preview.png")));
    // Live: changing warm-up redraws.
    child<QSpinBox>(view, "trainWarmup")->setValue(50);
    QVERIFY(std::abs(planned->at(10).y() - noam(planned->at(10).x(), 128, 50, 2.0)) < 1e-12);
  }

  void derivedScheduleIsPreviewed() {
    // By default warm-up and factor are "Auto": the preview draws what the engine will derive for the budget.
    TrainingView view(nullptr);
    QCOMPARE(child<QSpinBox>(view, "trainWarmup")->value(), 0);
    QCOMPARE(child<QDoubleSpinBox>(view, "trainLrFactor")->value(), 0.0);
    QCOMPARE(child<QSpinBox>(view, "trainBatchTokens")->value(), 0);
    QCOMPARE(child<QSpinBox>(view, "trainWarmup")->text(), QStringLiteral("Auto (from the budget)"));
    child<QSpinBox>(view, "trainDModel")->setValue(128);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(1000);
    const attn::BudgetSchedule b = attn::schedule_for_budget(1000, 128);
    QCOMPARE(b.warmup_steps, 80);
    const QLineSeries* planned = view.plannedLearningRateSeries();
    bool saw_peak = false;
    bool saw_cooldown = false;
    for (const QPointF& p : planned->points()) {
      // Noam up to 80% of the run, then the cool-down's linear ramp: at step s, (1 - s/1000) / 0.2 of it.
      const double ramp = p.x() <= 800 ? 1.0 : (1.0 - p.x() / 1000.0) / 0.2;
      QVERIFY2(std::abs(p.y() - ramp * noam(p.x(), 128, b.warmup_steps, b.lr_factor)) < 1e-12,
               qPrintable(QString::number(p.x())));
      saw_peak = saw_peak || p.x() == double(b.warmup_steps);
      saw_cooldown = saw_cooldown || (p.x() > 800 && p.x() < 1000);
    }
    QVERIFY(saw_peak);
    QVERIFY(saw_cooldown);
    QCOMPARE(planned->points().last().y(), 0.0);  // the run ends at rest
    // A time budget shorter than the step limit: the preview is for the steps the minutes allow (estimated at
    // one a second until the run times them), with a longer warm-up for the longer run.
    child<QDoubleSpinBox>(view, "trainMaxMinutes")->setValue(10.0);
    QCOMPARE(planned->points().last().x(), 600.0);
    QVERIFY(std::abs(planned->at(5).y() - noam(planned->at(5).x(), 128, 50,
                                               attn::schedule_for_budget(600, 128).lr_factor)) < 1e-12);
    // An explicit warm-up wins; the factor is still derived around it.
    child<QSpinBox>(view, "trainWarmup")->setValue(300);
    const attn::BudgetSchedule fixed = attn::schedule_for_budget(600, 128, 300, 0);
    QVERIFY(std::abs(planned->at(5).y() - noam(planned->at(5).x(), 128, 300, fixed.lr_factor)) < 1e-12);
  }

  void corpusProblemsAreShownInline() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto write = [&](const char* name, const QByteArray& bytes) {
      QFile f(dir.filePath(QString::fromLatin1(name)));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(bytes);
    };
    write("train.en", "a b\nc d\ne f\n");
    write("train.de", "x y\nz w\n");
    write("bad.de", "x y\n\xff\xfe z\nw v\n");
    TrainingView view(nullptr);
    QSignalSpy errors(&view, &TrainingView::errorOccurred);
    child<QComboBox>(view, "trainDataKind")->setCurrentIndex(1);
    child<QLineEdit>(view, "trainSourceFile")->setText(dir.filePath(QStringLiteral("train.en")));
    child<QLineEdit>(view, "trainTargetFile")->setText(dir.filePath(QStringLiteral("train.de")));
    view.checkData();
    QTRY_VERIFY_WITH_TIMEOUT(!view.dataErrorText().isEmpty(), 5000);
    QVERIFY2(view.dataErrorText().contains(QStringLiteral("line counts differ")),
             qPrintable(view.dataErrorText()));
    QCOMPARE(child<QLabel>(view, "trainDataStatus")->text(), view.dataErrorText());

    child<QLineEdit>(view, "trainTargetFile")->setText(dir.filePath(QStringLiteral("bad.de")));
    view.checkData();
    QTRY_VERIFY_WITH_TIMEOUT(view.dataErrorText().contains(QStringLiteral("invalid UTF-8")), 5000);

    // Start refuses with the same readable message instead of starting a doomed run.
    view.setOutputDir(dir.filePath(QStringLiteral("out")));
    view.start();
    QVERIFY(!view.isTraining());
    QVERIFY2(view.errorText().contains(QStringLiteral("invalid UTF-8")), qPrintable(view.errorText()));
    QVERIFY(errors.count() >= 1);

    // A good pair of files is accepted.
    child<QLineEdit>(view, "trainTargetFile")->setText(dir.filePath(QStringLiteral("train.en")));
    view.checkData();
    QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(view, "trainDataStatus")->text().contains(QStringLiteral("3")),
                             5000);
    QVERIFY(view.dataErrorText().isEmpty());
  }

  void trainsOnATsvCorpus() {
    // A small made-up corpus: the SentencePiece path (tokenizer trained on the data) end to end.
    QTemporaryDir dir;
    QFile tsv(dir.filePath(QStringLiteral("pairs.tsv")));
    QVERIFY(tsv.open(QIODevice::WriteOnly));
    const char* words[] = {"the", "dog", "cat", "sees", "a", "house", "small", "big", "runs", "sleeps"};
    const char* german[] = {"der",  "Hund",  "Katze", "sieht", "ein",
                            "Haus", "klein", "groß",  "läuft", "schläft"};
    for (int i = 0; i < 300; ++i) {
      QByteArray src, tgt;
      for (int k = 0; k < 3 + i % 4; ++k) {
        const int w = (i * 7 + k * 3) % 10;
        src += QByteArray(words[w]) + ' ';
        tgt += QByteArray(german[w]) + ' ';
      }
      tsv.write(src.trimmed() + '\t' + tgt.trimmed() + '\n');
    }
    tsv.close();
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    TrainingView view(&session);
    configureQuickToyRun(view, dir.filePath(QStringLiteral("run")));
    child<QComboBox>(view, "trainDataKind")->setCurrentIndex(2);
    child<QLineEdit>(view, "trainTsvFile")->setText(tsv.fileName());
    child<QSpinBox>(view, "trainVocabSize")->setValue(100);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(30);
    view.checkData();
    QTRY_VERIFY_WITH_TIMEOUT(child<QLabel>(view, "trainDataStatus")->text().contains(QStringLiteral("300")),
                             5000);
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
    QCOMPARE(view.trainLossSeries()->points().last().x(), 30.0);
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("run/tokenizer.model"))));
  }

  void earlierRunsAreListedFromTheirFolders() {
    // New runs go to <data>/AttentionStudio/runs, not to <data>/AttentionStudio/Attention Studio/runs.
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    QCOMPARE(studio::trainingRunsFolder(), data + QStringLiteral("/AttentionStudio/runs"));
    const QString current = studio::trainingRunsFolder() + QStringLiteral("/run-test-current");
    const QString legacy = data + QStringLiteral("/AttentionStudio/Attention Studio/runs/run-test-legacy");
    QDir(current).removeRecursively();
    QDir(legacy).removeRecursively();
    writeRunFolder(legacy, 5.0);
    writeRunFolder(current, 4.0);
    QFile older(legacy + QStringLiteral("/train_log.csv"));  // the legacy run is the older one
    QVERIFY(older.open(QIODevice::Append));
    QVERIFY(older.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
    older.close();

    TrainingView view(nullptr);
    QVERIFY2(view.outputDir().startsWith(QDir::toNativeSeparators(studio::trainingRunsFolder())),
             qPrintable(view.outputDir()));
    QVERIFY(!view.outputDir().contains(QStringLiteral("Attention Studio")));
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    QCOMPARE(view.runCount(), 2);
    // Listed oldest first, unticked: their curves are there but hidden until ticked.
    auto* runs = child<QListWidget>(view, "trainRuns");
    QVERIFY(runs->item(0)->text().contains(QStringLiteral("run-test-legacy")));
    QVERIFY(runs->item(1)->text().contains(QStringLiteral("run-test-current")));
    QCOMPARE(runs->item(0)->checkState(), Qt::Unchecked);
    view.lossPlot()->flush();
    QLineSeries* train = view.lossPlot()->allSeries().at(2);  // the second run's training loss
    QLineSeries* valid = view.lossPlot()->allSeries().at(3);
    QVERIFY(!train->isVisible());
    QCOMPARE(view.lossPlot()->rawPoints(train), (QList<QPointF>{QPointF(10, 4.0), QPointF(20, 3.0)}));
    QCOMPARE(view.lossPlot()->rawPoints(valid), (QList<QPointF>{QPointF(20, 3.5)}));
    runs->item(1)->setCheckState(Qt::Checked);
    QVERIFY(train->isVisible());
    QVERIFY(valid->pointsVisible());  // one validation: drawn as a marker
    view.bleuPlot()->flush();
    QCOMPARE(view.bleuPlot()->rawPoints(view.bleuPlot()->allSeries().at(1)),
             (QList<QPointF>{QPointF(20, 12.5)}));
    // On the time axis the validation sits at the time of its step.
    child<QComboBox>(view, "trainXAxis")->setCurrentIndex(1);
    QCOMPARE(valid->points(), (QList<QPointF>{QPointF(3.0, 3.5)}));
    child<QComboBox>(view, "trainXAxis")->setCurrentIndex(0);

    // Any run folder can be opened (ticked at once); one that is listed is not listed twice.
    QTemporaryDir dir;
    const QString elsewhere = dir.filePath(QStringLiteral("my-run"));
    writeRunFolder(elsewhere, 6.0);
    view.openSavedRuns({elsewhere, current}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    QCOMPARE(view.runCount(), 3);
    QCOMPARE(runs->item(2)->checkState(), Qt::Checked);
    const QList<QList<QByteArray>> rows = exportedRows(view, dir.filePath(QStringLiteral("runs.csv")));
    QVERIFY(std::any_of(rows.begin(), rows.end(), [](const QList<QByteArray>& row) {
      return row.value(0) == "3" && row.value(2) == "6";
    }));
    // A folder that is not a run says so.
    view.openSavedRuns({dir.path()}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 10000);
    QVERIFY2(view.errorText().contains(QStringLiteral("train_log.csv")), qPrintable(view.errorText()));
    QCOMPARE(view.runCount(), 3);
    QDir(current).removeRecursively();
    QDir(data + QStringLiteral("/AttentionStudio/Attention Studio")).removeRecursively();
  }

  // The precision setting reaches the engine, and the status line says what the run computes in.
  void precisionIsChosenAndShown() {
    QTemporaryDir dir;
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    TrainingView view(&session);
    configureQuickToyRun(view, dir.filePath(QStringLiteral("run")));
    child<QSpinBox>(view, "trainMaxSteps")->setValue(20);
    auto* precision = child<QComboBox>(view, "trainPrecision");
    QCOMPARE(precision->currentData().toInt(), int(attn::TrainingPrecision::kAuto));
    QVERIFY(precision->itemText(0).contains(attn::cpu_has_native_bf16() ? QStringLiteral("bf16")
                                                                        : QStringLiteral("fp32")));
    auto* status = child<QLabel>(view, "trainStatus");
    for (const auto& [choice, shown] : {std::pair{attn::TrainingPrecision::kBf16, QStringLiteral("bf16")},
                                        std::pair{attn::TrainingPrecision::kFp32, QStringLiteral("fp32")}}) {
      precision->setCurrentIndex(precision->findData(int(choice)));
      view.setOutputDir(dir.filePath(QString::fromStdString(attn::to_string(choice))));
      QSignalSpy finished(&view, &TrainingView::trainingFinished);
      view.start();
      QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
      QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(shown), 10000);
      QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
      QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
    }
  }

  void deviceErrorIsShown() {
    QTemporaryDir dir;
    studio::ModelSession session;
    // A backend this build cannot make (probing Vulkan devices can take long on machines without a GPU).
    session.setBackendSpec(QStringLiteral("no-such-device"));
    TrainingView view(&session);
    configureQuickToyRun(view, dir.filePath(QStringLiteral("run")));
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    QSignalSpy errors(&view, &TrainingView::errorOccurred);
    view.start();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
    QVERIFY(!view.isTraining());
    QVERIFY2(view.errorText().contains(QStringLiteral("unknown backend")), qPrintable(view.errorText()));
    QCOMPARE(errors.count(), 1);
  }

  void trainPauseResumeStop() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("run1"));
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    TrainingView view(&session);
    view.resize(1500, 980);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view));  // the keys F5, F6 work in the active window
    configureQuickToyRun(view, out);
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    QSignalSpy inspect(&view, &TrainingView::openModelRequested);
    auto* inspect_button = child<QPushButton>(view, "trainInspect");
    QVERIFY(!inspect_button->isEnabled());

    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTRY_VERIFY_WITH_TIMEOUT(view.trainLossSeries() && view.trainLossSeries()->count() >= 5, 30000);
    const QLineSeries* loss = view.trainLossSeries();

    // F6 pauses: the step in flight may still report; after that nothing arrives, and the status says so.
    auto* status = child<QLabel>(view, "trainStatus");
    QVERIFY(child<QPushButton>(view, "trainPause")->toolTip().contains(QStringLiteral("F6")));
    QVERIFY(child<QPushButton>(view, "trainStart")->toolTip().contains(QStringLiteral("F5")));
    QVERIFY(child<QPushButton>(view, "trainStop")->toolTip().contains(QStringLiteral("Shift+F5")));
    QTest::keyClick(&view, Qt::Key_F6);
    QVERIFY(view.isPaused());
    QTest::qWait(400);
    view.lossPlot()->flush();
    const int paused_count = loss->count();
    QVERIFY2(status->text().startsWith(QStringLiteral("Paused")), qPrintable(status->text()));
    const double last_step_before = view.lossPlot()->rawPoints(loss).last().x();
    QElapsedTimer paused_for;
    paused_for.start();
    QTest::qWait(1000);
    view.lossPlot()->flush();
    QCOMPARE(loss->count(), paused_count);
    QVERIFY2(status->text().startsWith(QStringLiteral("Paused")), qPrintable(status->text()));

    QTest::keyClick(&view, Qt::Key_F6);
    QVERIFY(!view.isPaused());
    const double pause_seconds = double(paused_for.elapsed()) / 1000.0;
    QTRY_VERIFY_WITH_TIMEOUT(loss->count() > paused_count + 2, 20000);
    QVERIFY(!status->text().startsWith(QStringLiteral("Paused")));
    // The first report after the pause measured its throughput over the pause: it is left out rather than
    // drawn as a drop to nearly 0 tokens/s, and the elapsed time does not count the pause.
    view.speedPlot()->flush();
    const QList<QPointF> speed = view.speedPlot()->rawPoints(view.speedPlot()->allSeries().first());
    const QList<QList<QByteArray>> rows = exportedRows(view, dir.filePath(QStringLiteral("paused.csv")));
    QCOMPARE(rows.first().value(7), QByteArrayLiteral("tokens_per_second"));
    QCOMPARE(rows.first().value(8), QByteArrayLiteral("elapsed_seconds"));
    double elapsed_before = -1, elapsed_after = -1;
    qint64 first_step_after = -1;
    for (const QList<QByteArray>& row : rows.mid(1)) {
      const qint64 step = row.value(1).toLongLong();
      if (row.value(8).isEmpty()) continue;
      if (step == qint64(last_step_before)) elapsed_before = row.value(8).toDouble();
      if (step > qint64(last_step_before) && first_step_after < 0) {
        first_step_after = step;
        elapsed_after = row.value(8).toDouble();
        QCOMPARE(row.value(7), QByteArray());  // no throughput for it
      }
    }
    QVERIFY(first_step_after > 0 && elapsed_before >= 0);
    QVERIFY2(elapsed_after - elapsed_before < pause_seconds - 0.5,
             qPrintable(QStringLiteral("%1 s for a step after a %2 s pause")
                            .arg(elapsed_after - elapsed_before)
                            .arg(pause_seconds)));
    for (const QPointF& p : speed) QVERIFY(p.x() != double(first_step_after));
    QVERIFY(speed.last().x() > double(first_step_after));

    // After the first checkpoint the model can be inspected while training continues.
    QTRY_VERIFY_WITH_TIMEOUT(inspect_button->isEnabled(), 30000);
    inspect_button->click();
    QCOMPARE(inspect.count(), 1);
    QCOMPARE(inspect.first().first().toString(), out);
    QVERIFY(view.isTraining());
    QTRY_VERIFY_WITH_TIMEOUT(view.validationLossSeries()->count() >= 1, 30000);

    view.requestStop();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QVERIFY(!view.isTraining());
    QVERIFY(view.errorText().isEmpty());
    for (const char* file : {"config.json", "model.safetensors", "tokenizer.model", "train_state.json"})
      QVERIFY2(QFileInfo::exists(out + QLatin1Char('/') + QLatin1String(file)), file);
    QVERIFY(!QDir(out + QStringLiteral("/checkpoints")).entryList(QDir::Files).isEmpty());

    // The actual learning rate of each step is the planned schedule for this run.
    for (const QPointF& p : view.learningRatePlot()->allSeries().last()->points())
      QVERIFY(std::abs(p.y() - noam(p.x(), 32, 100, 1.0)) < 1e-9);

    // A finished run with attention snapshots shows "Heads specialising"; the curves are exported from their
    // tab.
    child<QTabWidget>(view, "trainChartTabs")->setCurrentIndex(0);
    QString error;
    const QString csv_path = dir.filePath(QStringLiteral("curves.csv"));
    QVERIFY2(view.exportData(csv_path, &error), qPrintable(error));
    QFile csv(csv_path);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QVERIFY(lines.size() > 6);
    QVERIFY2(lines[0].startsWith("run,step,train_loss"), lines[0].constData());
    QVERIFY(lines[1].startsWith("1,"));

    // The folder now holds a model: a new run there is refused until "continue" is ticked.
    view.setOutputDir(out);
    view.start();
    QVERIFY(!view.isTraining());
    QVERIFY(view.errorText().contains(QStringLiteral("already holds a model")));

    // A second run to its step limit, overlaid on the first: the reverse task with a larger LR factor.
    child<QComboBox>(view, "trainTask")->setCurrentIndex(1);
    child<QDoubleSpinBox>(view, "trainLrFactor")->setValue(2.0);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(240);
    const QString out2 = dir.filePath(QStringLiteral("run2"));
    view.setOutputDir(out2);
    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 40000);
    QVERIFY(view.errorText().isEmpty());
    QCOMPARE(view.runCount(), 2);
    QVERIFY(QFileInfo::exists(out2 + QStringLiteral("/model.safetensors")));
    QCOMPARE(view.trainLossSeries()->points().last().x(), 240.0);
    QCOMPARE(child<QProgressBar>(view, "trainProgress")->value(), 1000);
    QCOMPARE(view.lossPlot()->allSeries().size(), 4);  // train + validation per run

    // Runs can be hidden and shown again.
    auto* runs = child<QListWidget>(view, "trainRuns");
    QCOMPARE(runs->count(), 2);
    runs->item(0)->setCheckState(Qt::Unchecked);
    QVERIFY(!view.lossPlot()->allSeries().first()->isVisible());
    runs->item(0)->setCheckState(Qt::Checked);
    QVERIFY(view.lossPlot()->allSeries().first()->isVisible());

    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("curves.json")), &error), qPrintable(error));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("curves.json"))).size() > 100);

    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    const QString shot = QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view.png");
    QVERIFY(view.grab().save(shot));
    QVERIFY(QFileInfo(shot).size() > 10000);
    // A small screen: the charts, controls and buttons still fit.
    view.resize(1024, 640);
    QTest::qWait(100);  // the layout and the charts follow the new size
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view_1024x640.png")));
    view.resize(1500, 980);
    // Log scale over training time, as a person would switch them.
    child<QCheckBox>(view, "trainLogScale")->setChecked(true);
    child<QComboBox>(view, "trainXAxis")->setCurrentIndex(1);
    QVERIFY(view.lossPlot()->logScaleY());
    QVERIFY(view.lossPlot()->xAxis()->titleText().contains(QStringLiteral("time")));
    QTest::qWait(100);  // the charts lay out their new axes
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view_log_time.png")));
    child<QCheckBox>(view, "trainLogScale")->setChecked(false);
    child<QComboBox>(view, "trainXAxis")->setCurrentIndex(0);
    // The charts follow the app's dark theme too.
    view.setPalette(studio::paletteFor(studio::Theme::kDark));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view_dark.png")));
  }
};

QTEST_MAIN(TrainingViewTest)
#include "training_view_test.moc"
