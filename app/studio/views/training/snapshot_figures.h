// The scrubber's pictures, painted with QPainter from a SnapshotReplay so that the same code draws the
// screen, the PNG/SVG exports and the animation frames (on a worker thread):
// - the timeline: the loss curve, the best head's alignment score on a 0–1 axis with its threshold, a dashed
//   line where the alignment emerged and a marker at the chosen step;
// - the heads grid: every layer and head of one kind of attention at one snapshot, the best-aligned head
//   outlined;
// - a frame (title, timeline, heads grid) and the contact sheet (the timeline over the tracked layer's heads
//   at up to kContactSheetRows snapshots spread over the run, the tracked head outlined and its score in
//   each row's label).
#pragma once

#include <QPalette>
#include <QRectF>
#include <QSize>
#include <QString>

#include "viewmodels/snapshot_replay.h"

class QPainter;

namespace studio {

inline constexpr int kContactSheetRows = 8;

QString snapshotKindName(SnapshotKind kind);
// "diagonal" for copy-like alignments, "anti-diagonal" for reverse, else "alignment": what the score
// measures.
QString alignmentPatternName(const SnapshotReplay& replay);
// One line: the score at snapshot `index`, its head, and where the alignment emerged.
QString alignmentSummary(const SnapshotReplay& replay, int index);

void paintSnapshotTimeline(QPainter& painter, const QRectF& rect, const SnapshotReplay& replay, int index,
                           const QPalette& palette);
void paintSnapshotHeads(QPainter& painter, const QRectF& rect, const SnapshotReplay& replay, int index,
                        SnapshotKind kind, const QPalette& palette);

QSize snapshotFrameSize();
void paintSnapshotFrame(QPainter& painter, const QSize& size, const SnapshotReplay& replay, int index,
                        SnapshotKind kind, const QPalette& palette);

// The snapshots the contact sheet shows: evenly spread, the first, the emergence and the last among them.
std::vector<int> contactSheetSnapshots(const SnapshotReplay& replay);
// A contact-sheet row's label: the step, then, for cross-attention with a known alignment, the outlined
// (tracked) head and its own score at that step.
QString contactSheetRowLabel(const SnapshotReplay& replay, int index, SnapshotKind kind);
QSize contactSheetSize(const SnapshotReplay& replay, SnapshotKind kind);
void paintContactSheet(QPainter& painter, const QSize& size, const SnapshotReplay& replay, SnapshotKind kind,
                       const QPalette& palette);

}  // namespace studio
