// A corpus run in the training view (issue 27): several file pairs make one corpus, a folder's
// NAME.train.LANG sets are found and added together (data/general's README advises training on its three),
// and the form says before Start how long the run will take, and from what speed.
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

#include "attention/config.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "training_run_folder.h"
#include "views/training/corpus_folder.h"
#include "views/training_view.h"

using studio::TrainingView;

namespace {

template <typename T>
T* child(const QWidget& view, const char* name) {
  T* w = view.findChild<T*>(QString::fromLatin1(name));
  if (!w) qFatal("no child %s", name);
  return w;
}

// `lines` made-up sentence pairs in NAME.en and NAME.de under `dir`.
void writePair(const QString& dir, const QString& name, int lines) {
  static const char* english[] = {"the",   "dog",   "cat", "sees", "a",
                                  "house", "small", "big", "runs", "sleeps"};
  static const char* german[] = {"der",  "Hund",  "Katze", "sieht", "ein",
                                 "Haus", "klein", "groß",  "läuft", "schläft"};
  QFile en(dir + QLatin1Char('/') + name + QStringLiteral(".en"));
  QFile de(dir + QLatin1Char('/') + name + QStringLiteral(".de"));
  QVERIFY(en.open(QIODevice::WriteOnly) && de.open(QIODevice::WriteOnly));
  for (int i = 0; i < lines; ++i) {
    QByteArray src, tgt;
    for (int k = 0; k < 3 + i % 4; ++k) {
      const int w = (i * 7 + k * 3 + name.size()) % 10;
      src += QByteArray(english[w]) + ' ';
      tgt += QByteArray(german[w]) + ' ';
    }
    en.write(src.trimmed() + '\n');
    de.write(tgt.trimmed() + '\n');
  }
}

using gui_test::writeRunFolder;

}  // namespace

class TrainingCorpusTest : public QObject {
  Q_OBJECT
 private slots:
  void findsAFoldersTrainingSets() {
    QTemporaryDir dir;
    for (const char* name : {"tatoeba.train", "news.train", "europarl.train", "tatoeba.dev"})
      writePair(dir.path(), QString::fromLatin1(name), 5);
    QFile lonely(dir.filePath(QStringLiteral("extra.train.en")));  // no German twin: left out
    QVERIFY(lonely.open(QIODevice::WriteOnly));
    lonely.close();
    const QList<studio::CorpusFilePair> pairs = studio::findTrainingSets(dir.path());
    QCOMPARE(pairs.size(), 3);
    QCOMPARE(pairs[0].source, dir.filePath(QStringLiteral("europarl.train.en")));
    QCOMPARE(pairs[0].target, dir.filePath(QStringLiteral("europarl.train.de")));
    QCOMPARE(pairs[2].source, dir.filePath(QStringLiteral("tatoeba.train.en")));
    // The other direction when the chosen source file is German.
    QCOMPARE(studio::findTrainingSets(dir.path(), QStringLiteral("de")).first().source,
             dir.filePath(QStringLiteral("europarl.train.de")));
    QCOMPARE(studio::corpusFileLanguage(QStringLiteral("/d/news.train.en.gz")), QStringLiteral("en"));
    // The shared data folder the README describes: its three sets, gzip.
    const QString shared = QStringLiteral("/work/shared/data/general");
    if (QFileInfo::exists(shared)) {
      const QList<studio::CorpusFilePair> general = studio::findTrainingSets(shared);
      QCOMPARE(general.size(), 3);
      QVERIFY(general[1].source.endsWith(QStringLiteral("news.train.en.gz")));
      QVERIFY(general[1].target.endsWith(QStringLiteral("news.train.de.gz")));
    }
  }

  void aRunTrainsOnSeveralFilePairs() {
    QTemporaryDir dir;
    writePair(dir.path(), QStringLiteral("europarl.train"), 100);
    writePair(dir.path(), QStringLiteral("news.train"), 120);
    writePair(dir.path(), QStringLiteral("tatoeba.train"), 80);
    writePair(dir.path(), QStringLiteral("tatoeba.dev"), 20);
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    TrainingView view(&session);
    view.applyPreset(QStringLiteral("toy"));
    child<QComboBox>(view, "trainDataKind")->setCurrentIndex(1);
    QCOMPARE(view.addTrainingSetsOf(dir.path()), 3);
    // The first pair fills the fields, the others are listed under them.
    QCOMPARE(child<QLineEdit>(view, "trainSourceFile")->text(),
             dir.filePath(QStringLiteral("europarl.train.en")));
    QCOMPARE(child<QListWidget>(view, "trainExtraPairs")->count(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(
        child<QLabel>(view, "trainDataStatus")->text().contains(QStringLiteral("300 training pairs from 3")),
        5000);
    view.resize(1024, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(100);  // the settings' scroll area fits its contents on a posted layout request
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_corpus_pairs.png")));
    // Adding the folder again lists nothing twice.
    QCOMPARE(view.addTrainingSetsOf(dir.path()), 3);
    QCOMPARE(child<QListWidget>(view, "trainExtraPairs")->count(), 2);

    child<QSpinBox>(view, "trainDModel")->setValue(32);
    child<QSpinBox>(view, "trainDFF")->setValue(64);
    child<QSpinBox>(view, "trainEncoderLayers")->setValue(1);
    child<QSpinBox>(view, "trainDecoderLayers")->setValue(1);
    child<QSpinBox>(view, "trainVocabSize")->setValue(100);
    child<QSpinBox>(view, "trainBatchTokens")->setValue(256);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(4);
    child<QSpinBox>(view, "trainBleuSentences")->setValue(0);
    child<QSpinBox>(view, "trainSnapshotEvery")->setValue(0);
    view.setOutputDir(dir.filePath(QStringLiteral("run")));
    QSignalSpy finished(&view, &TrainingView::trainingFinished);
    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    QVERIFY2(view.errorText().isEmpty(), qPrintable(view.errorText()));
    const QString log = child<QPlainTextEdit>(view, "trainLog")->toPlainText();
    QVERIFY2(log.contains(QStringLiteral("Training data: 300 pairs")), qPrintable(log));
    QVERIFY(log.contains(QStringLiteral("tatoeba.train.en")));
    // The run is named after its first file and how many more.
    QVERIFY2(log.contains(QStringLiteral("europarl.train.en and 2 more")), qPrintable(log));
  }

  void estimatesTheTimeBeforeStart() {
    TrainingView view(nullptr);
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    view.applyPreset(QStringLiteral("tiny"));
    child<QSpinBox>(view, "trainBatchTokens")->setValue(1024);
    child<QSpinBox>(view, "trainMaxSteps")->setValue(3000);
    child<QDoubleSpinBox>(view, "trainMaxMinutes")->setValue(0);
    // No run of this shape yet: a guess, said to be one.
    QVERIFY2(view.estimateText().contains(QStringLiteral("3000 steps of 1024 tokens")),
             qPrintable(view.estimateText()));
    QVERIFY2(view.estimateText().contains(QStringLiteral("guess")), qPrintable(view.estimateText()));
    QVERIFY(!child<QLabel>(view, "trainEstimate")->isHidden());

    // A run of the same shape measured 1000 and 1100 tokens/s: 3000 · 1024 / 1050 s = 0:48:46.
    QTemporaryDir dir;
    writeRunFolder(dir.filePath(QStringLiteral("measured")));
    view.openSavedRuns({dir.filePath(QStringLiteral("measured"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    QVERIFY2(view.estimateText().contains(QStringLiteral("0:48:46")), qPrintable(view.estimateText()));
    QVERIFY2(view.estimateText().contains(QStringLiteral("1050 tokens/s")), qPrintable(view.estimateText()));
    QVERIFY2(view.estimateText().contains(QStringLiteral("run %1").arg(view.runCount())),
             qPrintable(view.estimateText()));
    view.resize(1024, 640);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(100);
    auto* form = child<QScrollArea>(view, "trainSettings");
    QVERIFY(form->widget()->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_estimate_form.png")));
    // The whole estimate is readable: wrapped, not cut.
    auto* estimate = child<QLabel>(view, "trainEstimate");
    QVERIFY(estimate->height() >= estimate->heightForWidth(estimate->width()));
    // A time limit that ends the run first.
    child<QDoubleSpinBox>(view, "trainMaxMinutes")->setValue(10);
    QVERIFY2(view.estimateText().contains(QStringLiteral("time limit, 0:10:00")),
             qPrintable(view.estimateText()));
    QVERIFY2(view.estimateText().contains(QStringLiteral("about 615 steps")),
             qPrintable(view.estimateText()));
    // Another shape has no measurement.
    child<QSpinBox>(view, "trainDModel")->setValue(128);
    QVERIFY(view.estimateText().contains(QStringLiteral("guess")));
  }
};

QTEST_MAIN(TrainingCorpusTest)
#include "training_corpus_test.moc"
