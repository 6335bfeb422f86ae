// Issue 27: while the Training view writes its animation of attention snapshots (on a worker thread, with
// progress and Cancel), the main window says "Working…", and the text goes when the export ends — cancelled
// too. The event loop keeps turning meanwhile (the longest stall is printed, not asserted: a busy machine
// may stretch it).
#include <QApplication>
#include <QFileInfo>
#include <QPointF>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "event_loop_watchdog.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "viewmodels/snapshot_replay.h"
#include "views/training/snapshot_scrubber.h"
#include "views/training_view.h"

using namespace studio;

namespace {

// One decoder layer of 2 heads on a probe of 2 tokens (S = T = 3 with EOS); head 0 puts `d` on the diagonal.
attn::AttentionMaps maps(float d) {
  attn::AttentionMaps m;
  m.heads = 2;
  m.source_length = 3;
  m.target_length = 3;
  const float off = (1.0f - d) / 2;
  m.encoder_self = {std::vector<float>(18, 1.0f / 3)};
  m.decoder_self = {std::vector<float>(18, 1.0f / 3)};
  m.cross = {
      {d, off, off, off, d, off, 0.2f, 0.4f, 0.4f, 0.1f, 0.1f, 0.8f, 0.1f, 0.1f, 0.8f, 0.5f, 0.25f, 0.25f}};
  return m;
}

// 60 snapshots, so that the export takes a while.
std::shared_ptr<const SnapshotReplay> replayOf60Snapshots() {
  attn::AttentionSnapshotSeries s;
  s.probe.source = {4, 5};
  s.probe.target = {4, 5};
  s.probe.source_pieces = {"s0", "s1"};
  s.probe.target_pieces = {"s0", "s1"};
  s.probe.expected_alignment = {0, 1};
  s.encoder_layers = s.decoder_layers = 1;
  s.heads = 2;
  s.every = 10;
  std::vector<QPointF> losses;
  for (int i = 0; i < 60; ++i) {
    s.snapshots.push_back({10 * i, maps(0.3f + 0.6f * float(i) / 59)});
    losses.emplace_back(10.0 * i, 2.0 - i / 40.0);
  }
  return makeSnapshotReplay(std::move(s), losses, QStringLiteral("run"));
}

}  // namespace

class TrainingAnimationActivityTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    window_ = std::make_unique<MainWindow>(&session_, &settings_);
    window_->resize(1280, 800);
    window_->show();
    window_->showView(QStringLiteral("training"));
    training_ = qobject_cast<TrainingView*>(window_->view(QStringLiteral("training")));
    QVERIFY(training_);
    QTRY_VERIFY_WITH_TIMEOUT(!training_->isBusy(), 30000);  // its earlier runs are listed
    QTRY_VERIFY_WITH_TIMEOUT(window_->activityText().isEmpty(), 30000);
    training_->snapshotScrubber()->setReplay(replayOf60Snapshots());
  }

  void animationExportSaysWorking() {
    SnapshotScrubber* scrubber = training_->snapshotScrubber();
    QTemporaryDir dir;
    const QString gif = dir.filePath(QStringLiteral("heads.gif"));
    gui_test::EventLoopWatchdog watchdog;
    watchdog.begin("animation export");
    scrubber->exportAnimation(gif);
    QVERIFY(training_->isBusy());
    QCOMPARE(window_->activityText(), QStringLiteral("Working…"));
    QTRY_VERIFY_WITH_TIMEOUT(!scrubber->isExportingAnimation(), 120000);
    const auto figures = watchdog.end();
    qInfo("longest event-loop stall while exporting: %.0f ms", figures.max_stall_ms);
    QVERIFY(window_->activityText().isEmpty());
    QVERIFY(QFileInfo(gifSupportedPath(gif)).size() > 0);
  }

  void cancelledExportClearsWorking() {
    SnapshotScrubber* scrubber = training_->snapshotScrubber();
    QTemporaryDir dir;
    scrubber->exportAnimation(dir.filePath(QStringLiteral("frames.png")));
    QCOMPARE(window_->activityText(), QStringLiteral("Working…"));
    scrubber->cancelAnimation();
    QTRY_VERIFY_WITH_TIMEOUT(!scrubber->isExportingAnimation(), 60000);
    QVERIFY(window_->activityText().isEmpty());
  }

  void cleanupTestCase() { window_.reset(); }

 private:
  // Without giflib the export writes numbered PNG frames beside the path.
  static QString gifSupportedPath(const QString& gif) {
    if (QFileInfo::exists(gif)) return gif;
    return QString(gif).replace(QStringLiteral(".gif"), QStringLiteral("-0001.png"));
  }

  ModelSession session_;
  StudioSettings settings_;
  std::unique_ptr<MainWindow> window_;
  TrainingView* training_ = nullptr;
};

QTEST_MAIN(TrainingAnimationActivityTest)
#include "training_animation_activity_test.moc"
