// "Heads specialising" in the training view: a hand-made series of snapshots is replayed with the scores and
// emergence step computed by hand, exports its numbers (CSV/JSON), contact sheet (PNG/SVG) and animation
// (an animated GIF, or numbered PNG frames) and cancels an export; a copy-task run trained by the engine is
// replayed from its folder (the diagonal emerges) and exported through `attention-studio --view training
// --export`. Saves screenshots of the scrubber in English and Korean.
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPainter>
#include <QProcess>
#include <QSignalSpy>
#include <QSlider>
#include <QTemporaryDir>
#include <QtTest>

#include "attention/attention_snapshots.h"
#include "attention/training_run.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/training/gif_encoder.h"
#include "views/training/snapshot_exports.h"
#include "views/training/snapshot_figures.h"
#include "views/training/snapshot_scrubber.h"
#include "views/training_view.h"

using namespace studio;

namespace {

// One decoder layer of 2 heads; the probe has 2 source and 2 target tokens (S = T = 3 with EOS).
attn::AttentionMaps maps(float head0_diagonal) {
  attn::AttentionMaps m;
  m.heads = 2;
  m.source_length = 3;
  m.target_length = 3;
  const float off = (1.0f - head0_diagonal) / 2;
  m.encoder_self = {std::vector<float>(18, 1.0f / 3)};
  m.decoder_self = {std::vector<float>(18, 1.0f / 3)};
  m.cross = {{head0_diagonal, off, off, off, head0_diagonal, off, 0.2f, 0.4f, 0.4f,  // head 0
              0.1f, 0.1f, 0.8f, 0.1f, 0.1f, 0.8f, 0.5f, 0.25f, 0.25f}};              // head 1: on </s>
  return m;
}

std::shared_ptr<const SnapshotReplay> handMadeReplay() {
  attn::AttentionSnapshotSeries s;
  s.probe.source = {4, 5};
  s.probe.target = {4, 5};
  s.probe.source_pieces = {"s0", "s1"};
  s.probe.target_pieces = {"s0", "s1"};
  s.probe.expected_alignment = {0, 1};
  s.encoder_layers = s.decoder_layers = 1;
  s.heads = 2;
  s.every = 10;
  s.snapshots = {{0, maps(0.3f)}, {10, maps(0.4f)}, {20, maps(0.7f)}, {30, maps(0.9f)}};
  return makeSnapshotReplay(std::move(s), {{0, 2.0}, {10, 1.5}, {20, 0.8}, {30, 0.5}}, QStringLiteral("run"));
}

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TrainingScrubberTest : public QObject {
  Q_OBJECT

 private slots:
  void initTestCase() { QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR)); }

  void scoresAndEmergenceAreTheHandComputedOnes() {
    const auto replay = handMadeReplay();
    // Head 0 puts d on each diagonal cell; head 1 puts 0.1: the best head is 0 with score d.
    QCOMPARE(replay->emergence.per_snapshot.size(), std::size_t(4));
    QCOMPARE(replay->emergence.per_snapshot[0].head, 0);
    QVERIFY(std::abs(replay->emergence.per_snapshot[0].score - 0.3) < 1e-6);
    QVERIFY(std::abs(replay->emergence.per_snapshot[2].score - 0.7) < 1e-6);
    QCOMPARE(replay->emergence.step, qint64(20));  // the first at or above 0.5
    QCOMPARE(alignmentPatternName(*replay), QStringLiteral("diagonal"));
    QCOMPARE(replay->indexAtStep(25), 2);
    QCOMPARE(replay->rowLabels(SnapshotKind::kCross), (QStringList{"<s>", "s0", "s1"}));
    QCOMPARE(replay->columnLabels(SnapshotKind::kCross), (QStringList{"s0", "s1", "</s>"}));

    SnapshotScrubber scrubber;
    scrubber.resize(1000, 600);
    scrubber.setReplay(replay);
    QCOMPARE(scrubber.slider()->maximum(), 3);
    QCOMPARE(scrubber.index(), 3);  // a new replay shows its newest snapshot
    scrubber.setIndex(1);
    QVERIFY2(scrubber.summaryText().contains(QStringLiteral("0.40")), qPrintable(scrubber.summaryText()));
    QVERIFY(scrubber.summaryText().contains(QStringLiteral("step 20")));
    QVERIFY(scrubber.findChild<QLabel*>(QStringLiteral("snapshotStep"))
                ->text()
                .contains(QStringLiteral("step 10")));
    // Play runs to the end and stops.
    scrubber.setPlaying(true);
    QTRY_VERIFY_WITH_TIMEOUT(!scrubber.isPlaying(), 5000);
    QCOMPARE(scrubber.index(), 3);
  }

  // The contact sheet outlines the head that ends best (head 1 here); at step 0 head 2 is the best one, with
  // 0.10, but the row's label names the outlined head and gives that head's own score, 0.05.
  void contactSheetLabelsGiveTheOutlinedHeadsScore() {
    attn::AttentionSnapshotSeries s = handMadeReplay()->series;
    s.snapshots.front().attention = maps(0.05f);
    const auto replay = makeSnapshotReplay(std::move(s), {}, QStringLiteral("run"));
    QCOMPARE(replay->trackedHead().head, 0);
    QCOMPARE(replay->emergence.per_snapshot[0].head, 1);
    QVERIFY(std::abs(replay->trackedHeadAt(0).score - 0.05) < 1e-6);
    QCOMPARE(replay->trackedHeadAt(0).head, 0);
    const QString first = contactSheetRowLabel(*replay, 0, SnapshotKind::kCross);
    QCOMPARE(first, QStringLiteral("step 0\nhead 1 (outlined)\ndiagonal: 0.05"));
    QVERIFY(
        contactSheetRowLabel(*replay, 3, SnapshotKind::kCross).endsWith(QStringLiteral("diagonal: 0.90")));
    // Self-attention has no alignment score: the step alone.
    QCOMPARE(contactSheetRowLabel(*replay, 0, SnapshotKind::kEncoderSelf), QStringLiteral("step 0"));
  }

  void exportsNumbersContactSheetAndAnimation() {
    const auto replay = handMadeReplay();
    QTemporaryDir dir;
    QString error;
    QVERIFY2(exportSnapshotData(*replay, dir.filePath(QStringLiteral("s.csv")), &error), qPrintable(error));
    const QStringList lines =
        QString::fromUtf8(readAll(dir.filePath(QStringLiteral("s.csv")))).trimmed().split('\n');
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines[0],
             QStringLiteral("step,training_loss,best_layer,best_head,alignment_score,above_threshold"));
    QCOMPARE(lines[3], QStringLiteral("20,0.8,1,1,0.700000,1"));
    QVERIFY(lines[2].endsWith(QStringLiteral(",0")));
    QVERIFY(exportSnapshotData(*replay, dir.filePath(QStringLiteral("s.json")), &error));
    const QJsonObject json =
        QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("s.json")))).object();
    QCOMPARE(json[QStringLiteral("emergence_step")].toInt(), 20);
    QCOMPARE(json[QStringLiteral("snapshots")].toArray().size(), 4);

    SnapshotScrubber scrubber;
    scrubber.setReplay(replay);
    ContactSheetFigure* sheet = scrubber.contactSheet();
    QCOMPARE(contactSheetSnapshots(*replay), (std::vector<int>{0, 1, 2, 3}));
    QImage image(sheet->figureSize(), QImage::Format_RGB32);
    {
      QPainter p(&image);
      sheet->paintFigure(p, image.size());
    }
    QVERIFY(image.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_contact_sheet_hand.png")));

    // The animation: an animated GIF of one frame per snapshot (or numbered PNG frames without giflib).
    bool finished = false;
    AnimationResult result;
    scrubber.setAnimationFinished([&](const AnimationResult& r) {
      result = r;
      finished = true;
    });
    scrubber.exportAnimation(dir.filePath(QStringLiteral("heads.gif")));
    QVERIFY(scrubber.isExportingAnimation());
    QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    if (gifSupported()) {
      QCOMPARE(result.files, QStringList{dir.filePath(QStringLiteral("heads.gif"))});
      QVERIFY(readAll(result.files.first()).startsWith("GIF89a"));
      QImageReader reader(result.files.first());
      QCOMPARE(reader.imageCount(), 4);
      QCOMPARE(reader.size(), snapshotFrameSize());
    } else {
      QCOMPARE(result.files.size(), 4);
    }
    // Numbered PNG frames on request.
    finished = false;
    scrubber.exportAnimation(dir.filePath(QStringLiteral("frames.png")));
    QTRY_VERIFY_WITH_TIMEOUT(finished, 60000);
    QCOMPARE(result.files.size(), 4);
    QVERIFY(QFile::exists(dir.filePath(QStringLiteral("frames-0004.png"))));
    // A cancelled export leaves nothing behind.
    const AnimationResult cancelled = writeSnapshotAnimation(
        *replay, SnapshotKind::kCross, dir.filePath(QStringLiteral("c.png")), scrubber.palette(),
        scrubber.font(), [](int done_frames, int) { return done_frames < 2; });
    QVERIFY(cancelled.cancelled);
    QVERIFY(cancelled.files.isEmpty());
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("c-0001.png"))));
  }

  // A copy-task run trained by the engine: the diagonal of cross-attention emerges, the view replays the
  // run's folder, and the command line exports it.
  void replaysACopyTaskRunAndExportsItFromTheCommandLine() {
    QTemporaryDir dir;
    const QString run = dir.filePath(QStringLiteral("copy-run"));
    attn::TrainingRunSpec spec;
    spec.task = attn::ToyTask::kCopy;
    spec.toy.max_length = 10;
    spec.toy_pairs = 4000;
    spec.toy_valid_pairs = 20;
    spec.config = attn::preset_config("toy");
    spec.backend = "cpu";
    spec.options.max_steps = 500;
    spec.options.batch_tokens = 512;
    spec.options.warmup_steps = 100;
    spec.options.lr_factor = 1.0;
    spec.options.adam.beta2 = 0.999f;
    spec.options.cooldown_fraction = 0;
    spec.options.validate_every = 0;
    spec.options.bleu_sentences = 0;
    spec.options.checkpoint_every = 100000;
    spec.options.log_every = 10;
    spec.options.snapshot_every = 20;
    spec.output_dir = run.toStdString();
    QCOMPARE(attn::run_training(spec).steps, std::int64_t(500));

    TrainingView view(nullptr);
    view.resize(1500, 950);
    view.show();
    QSignalSpy busy(&view, &StudioView::busyChanged);
    view.openSnapshotReplay(run);
    QVERIFY(view.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
    SnapshotScrubber* scrubber = view.snapshotScrubber();
    QVERIFY(scrubber->replay());
    const SnapshotReplay& replay = *scrubber->replay();
    QCOMPARE(replay.size(), 500 / 20 + 1);
    QVERIFY(replay.hasAlignment());
    QVERIFY2(replay.emergence.step > 0, "the diagonal must emerge during training, not before");
    QVERIFY(replay.emergence.per_snapshot.front().score < 0.5);
    QVERIFY(replay.emergence.per_snapshot.back().score > 0.8);
    QCOMPARE(view.exportWidget(), static_cast<QWidget*>(scrubber->contactSheet()));

    // At the emergence step, in English and in Korean.
    scrubber->setIndex(replay.emergence.first_snapshot);
    QVERIFY(
        scrubber->summaryText().contains(QStringLiteral("emerged at step %1").arg(replay.emergence.step)));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_scrubber_en.png")));
    installUiLanguage(QStringLiteral("ko"));
    QCoreApplication::processEvents();
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_scrubber_ko.png")));
    installUiLanguage(QStringLiteral("en"));

    // attention-studio --model RUN --view training --export FILE, for every format.
    for (const QString& suffix :
         {QStringLiteral("png"), QStringLiteral("svg"), QStringLiteral("csv"), QStringLiteral("json")}) {
      const QString out = dir.filePath(QStringLiteral("training.") + suffix);
      QProcess app;
      app.setProcessEnvironment(gui_test::isolatedEnvironment(dir.path()));
      app.start(QStringLiteral(ATTN_STUDIO_EXE),
                {QStringLiteral("--model"), run, QStringLiteral("--view"), QStringLiteral("training"),
                 QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--export"), out});
      QVERIFY(app.waitForFinished(180000));
      QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
      QVERIFY(QFileInfo(out).size() > 0);
    }
    const QStringList csv =
        QString::fromUtf8(readAll(dir.filePath(QStringLiteral("training.csv")))).trimmed().split('\n');
    QCOMPARE(csv.size(), replay.size() + 1);
    QVERIFY(csv[0].startsWith(QStringLiteral("step,training_loss")));
    const QJsonObject json =
        QJsonDocument::fromJson(readAll(dir.filePath(QStringLiteral("training.json")))).object();
    QCOMPARE(json[QStringLiteral("emergence_step")].toInteger(), replay.emergence.step);
    QVERIFY(readAll(dir.filePath(QStringLiteral("training.svg"))).contains("<svg"));
    const QImage png(dir.filePath(QStringLiteral("training.png")));
    QCOMPARE(png.size(), contactSheetSize(replay, SnapshotKind::kCross) * 2);  // exported at pixel ratio 2
    QFile::copy(dir.filePath(QStringLiteral("training.png")),
                QStringLiteral(ATTN_SCREENSHOT_DIR "/training_contact_sheet_copy.png"));

    // An earlier run opened with its curves shown replays its snapshots too.
    TrainingView reopened(nullptr);
    QSignalSpy loaded(&reopened, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    reopened.openSavedRuns({run}, true);
    QTRY_VERIFY_WITH_TIMEOUT(reopened.snapshotScrubber()->replay() != nullptr, 30000);
  }
};

QTEST_MAIN(TrainingScrubberTest)
#include "training_scrubber_test.moc"
