// The scrubber's exports: the contact sheet as a figure widget (PNG/SVG through core/image_export.h, also for
// `--view training --export`), the numbers as CSV or JSON, and the animation as an animated GIF (or numbered
// PNG frames where giflib is missing), written on a worker thread with progress and cancel.
#pragma once

#include <QFont>
#include <QPalette>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <functional>
#include <memory>

#include "core/figure.h"
#include "viewmodels/snapshot_replay.h"

namespace studio {

// Not shown: exists to be rendered by exportWidgetImage().
class ContactSheetFigure : public QWidget, public Figure {
 public:
  explicit ContactSheetFigure(QWidget* parent = nullptr);
  void setReplay(std::shared_ptr<const SnapshotReplay> replay, SnapshotKind kind);
  QSize figureSize() const override;
  void paintFigure(QPainter& painter, const QSize& size) const override;

 private:
  std::shared_ptr<const SnapshotReplay> replay_;
  SnapshotKind kind_ = SnapshotKind::kCross;
};

// One row per snapshot: step, the training loss logged nearest to it, the best-aligned cross-attention head
// (layers and heads from 1) and its score, and whether the score is at or above the threshold. JSON adds the
// probe and the emergence step. Atomic.
bool exportSnapshotData(const SnapshotReplay& replay, const QString& path, QString* error);

struct AnimationResult {
  QStringList files;  // what was written: one GIF, or the PNG frames
  QString error;      // empty on success
  bool cancelled = false;
};

// At most this many frames, spread evenly over the snapshots.
inline constexpr int kMaxAnimationFrames = 120;

// A ".gif" path gives an animated GIF when gifSupported(), else numbered PNG frames beside it
// (NAME-0001.png, …), as a ".png" path always does. `progress(done, total)` returning false cancels (files
// written so far are removed). Safe to call on a worker thread.
AnimationResult writeSnapshotAnimation(const SnapshotReplay& replay, SnapshotKind kind, const QString& path,
                                       const QPalette& palette, const QFont& font,
                                       const std::function<bool(int, int)>& progress);

}  // namespace studio
