// What the training view's scrubber replays: a run's attention snapshots (attention/attention_snapshots.h),
// when the task's alignment emerged in them (attention/alignment_emergence.h) and the run's loss curve.
// Immutable once built, so figures can be painted from it on any thread.
#pragma once

#include <QPointF>
#include <QString>
#include <memory>
#include <vector>

#include "attention/alignment_emergence.h"
#include "attention/attention_snapshots.h"

namespace studio {

enum class SnapshotKind { kCross, kEncoderSelf, kDecoderSelf };

struct SnapshotReplay {
  attn::AttentionSnapshotSeries series;
  attn::AlignmentEmergence emergence;  // per_snapshot empty when the probe has no expected alignment
  std::vector<QPointF> loss;           // (step, training loss), by step
  QString run_dir;

  int size() const { return int(series.snapshots.size()); }
  bool hasAlignment() const { return !emergence.per_snapshot.empty(); }
  // The snapshot at or before `step` (the first when `step` precedes them all).
  int indexAtStep(qint64 step) const;
  // The maps of one kind at snapshot `index`: layers, each heads x rows x cols.
  const std::vector<std::vector<float>>& maps(int index, SnapshotKind kind) const;
  int rows(SnapshotKind kind) const;
  int columns(SnapshotKind kind) const;
  int layers(SnapshotKind kind) const;
  // Labels of a kind's queries and keys: the probe's pieces, with </s> (and <s> for decoder inputs).
  QStringList rowLabels(SnapshotKind kind) const;
  QStringList columnLabels(SnapshotKind kind) const;
  // The head whose growth the contact sheet follows: the best-aligned head of the last snapshot, else
  // layer 0 head 0.
  attn::HeadAlignment trackedHead() const;
  // The tracked head with its own score at snapshot `index` (not the best head's score there, which may
  // belong to another head). Score 0 when the probe has no expected alignment.
  attn::HeadAlignment trackedHeadAt(int index) const;
};

// Builds a replay (engine work: for a worker thread): the series with its emergence and the loss.
std::shared_ptr<const SnapshotReplay> makeSnapshotReplay(attn::AttentionSnapshotSeries series,
                                                         std::vector<QPointF> loss, const QString& run_dir);
// Reads a run folder's snapshots and loss log (for a worker thread). Sets `error` and returns null when the
// folder has none or they cannot be read.
std::shared_ptr<const SnapshotReplay> loadSnapshotReplay(const QString& run_dir, QString* error);

}  // namespace studio
