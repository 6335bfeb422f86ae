// "Heads specialising": replays a run's attention snapshots beside its loss curve. A slider (and Play)
// chooses the snapshot; the heads grid shows every layer and head of the chosen kind of attention at that
// step, the timeline marks the step on the loss curve and, on toy tasks, where the task's alignment (the
// diagonal of copy, the anti-diagonal of reverse) emerged in cross-attention. Exports the contact sheet and
// an animation (in the background, with progress and Cancel). It only paints and never runs the engine: the
// replays come from the training worker or a loader thread.
#pragma once

#include <QCoreApplication>
#include <QFutureWatcher>
#include <QWidget>
#include <atomic>
#include <memory>

#include "core/figure.h"
#include "viewmodels/snapshot_replay.h"
#include "views/training/snapshot_exports.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSlider;
class QTimer;

namespace studio {

class SnapshotScrubber : public QWidget, public Figure {
  Q_DECLARE_TR_FUNCTIONS(studio::TrainingView)

 public:
  explicit SnapshotScrubber(QWidget* parent = nullptr);
  ~SnapshotScrubber() override;  // cancels an animation export and waits for it

  // A new or grown replay. The slider stays where it was, or follows the newest snapshot when it was there.
  void setReplay(std::shared_ptr<const SnapshotReplay> replay);
  std::shared_ptr<const SnapshotReplay> replay() const { return replay_; }
  void setIndex(int index);
  int index() const;
  void setKind(SnapshotKind kind);
  SnapshotKind kind() const { return kind_; }
  void setPlaying(bool playing);
  bool isPlaying() const;

  ContactSheetFigure* contactSheet() const { return sheet_; }
  // Starts writing the animation on a worker thread: the started callback at once, the finished one when it
  // ends (the window's "Working…" spans the two).
  void exportAnimation(const QString& path);
  void cancelAnimation();
  // From the start until the finished callback has run.
  bool isExportingAnimation() const { return exporting_animation_; }
  void setAnimationStarted(std::function<void()> callback);
  void setAnimationFinished(std::function<void(const AnimationResult&)> callback);
  QString summaryText() const;
  QSlider* slider() const { return slider_; }

  // The current frame: title, timeline and heads grid.
  QSize figureSize() const override;
  void paintFigure(QPainter& painter, const QSize& size) const override;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void refresh();
  void retranslate();
  void chooseContactSheetFile();
  void chooseAnimationFile();

  std::shared_ptr<const SnapshotReplay> replay_;
  SnapshotKind kind_ = SnapshotKind::kCross;
  QComboBox* kind_box_ = nullptr;
  QLabel* summary_ = nullptr;
  QLabel* step_label_ = nullptr;
  QLabel* placeholder_ = nullptr;
  QWidget* timeline_ = nullptr;
  QWidget* heads_ = nullptr;
  QSlider* slider_ = nullptr;
  QPushButton* play_ = nullptr;
  QPushButton* sheet_button_ = nullptr;
  QPushButton* animation_button_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QTimer* timer_ = nullptr;
  ContactSheetFigure* sheet_ = nullptr;
  QFutureWatcher<AnimationResult>* animation_ = nullptr;
  std::shared_ptr<std::atomic<bool>> cancel_flag_;
  std::function<void()> animation_started_;
  std::function<void(const AnimationResult&)> animation_finished_;
  bool exporting_animation_ = false;
};

}  // namespace studio
