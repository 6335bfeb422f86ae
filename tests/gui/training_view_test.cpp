// The training view end to end on a toy task with a model small enough for one core: loss points arrive
// in the chart while training runs, none arrive while paused, they arrive again after resuming, Stop ends
// the run with trainingFinished() and a model folder on disk; the planned learning-rate curve is the
// paper's formula (section 5.3); corpus problems are shown inline; the curves export as CSV. Saves a
// screenshot for a person to look at.
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
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <cmath>

#include "attention/training_budget.h"
#include "core/model_session.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
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
    configureQuickToyRun(view, out);
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    QSignalSpy inspect(&view, &TrainingView::openModelRequested);
    auto* inspect_button = child<QPushButton>(view, "trainInspect");
    QVERIFY(!inspect_button->isEnabled());

    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTRY_VERIFY_WITH_TIMEOUT(view.trainLossSeries() && view.trainLossSeries()->count() >= 5, 30000);
    const QLineSeries* loss = view.trainLossSeries();

    // Paused: the step in flight may still report; after that nothing arrives.
    view.pause();
    QVERIFY(view.isPaused());
    QTest::qWait(400);
    view.lossPlot()->flush();
    const int paused_count = loss->count();
    QTest::qWait(1000);
    view.lossPlot()->flush();
    QCOMPARE(loss->count(), paused_count);

    view.resume();
    QTRY_VERIFY_WITH_TIMEOUT(loss->count() > paused_count + 2, 20000);

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

    QString error;
    const QString csv_path = dir.filePath(QStringLiteral("curves.csv"));
    QVERIFY2(view.exportData(csv_path, &error), qPrintable(error));
    QFile csv(csv_path);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QVERIFY(lines.size() > 6);
    QVERIFY(lines[0].startsWith("run,step,train_loss"));
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
    // The charts follow the app's dark theme too.
    view.setPalette(studio::paletteFor(studio::Theme::kDark));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_view_dark.png")));
  }
};

QTEST_MAIN(TrainingViewTest)
#include "training_view_test.moc"
