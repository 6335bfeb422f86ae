#include "viewmodels/snapshot_replay.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>
#include <cmath>
#include <exception>

#include "viewmodels/saved_run_reader.h"

namespace studio {

int SnapshotReplay::indexAtStep(qint64 step) const {
  int found = 0;
  for (int i = 0; i < size(); ++i)
    if (series.snapshots[std::size_t(i)].step <= step) found = i;
  return found;
}

const std::vector<std::vector<float>>& SnapshotReplay::maps(int index, SnapshotKind kind) const {
  const attn::AttentionMaps& m = series.snapshots[std::size_t(index)].attention;
  switch (kind) {
    case SnapshotKind::kEncoderSelf:
      return m.encoder_self;
    case SnapshotKind::kDecoderSelf:
      return m.decoder_self;
    case SnapshotKind::kCross:
      break;
  }
  return m.cross;
}

int SnapshotReplay::rows(SnapshotKind kind) const {
  const int source = int(series.probe.source.size()) + 1, target = int(series.probe.target.size()) + 1;
  return kind == SnapshotKind::kEncoderSelf ? source : target;
}

int SnapshotReplay::columns(SnapshotKind kind) const {
  const int source = int(series.probe.source.size()) + 1, target = int(series.probe.target.size()) + 1;
  return kind == SnapshotKind::kDecoderSelf ? target : source;
}

int SnapshotReplay::layers(SnapshotKind kind) const {
  return kind == SnapshotKind::kEncoderSelf ? series.encoder_layers : series.decoder_layers;
}

namespace {

QStringList pieces(const std::vector<std::string>& text) {
  QStringList out;
  for (const std::string& p : text) out << QString::fromStdString(p);
  return out;
}

}  // namespace

QStringList SnapshotReplay::rowLabels(SnapshotKind kind) const {
  if (kind == SnapshotKind::kEncoderSelf) return pieces(series.probe.source_pieces) << QStringLiteral("</s>");
  // A decoder query at position t reads the previous token and predicts the next.
  return QStringList{QStringLiteral("<s>")} << pieces(series.probe.target_pieces);
}

QStringList SnapshotReplay::columnLabels(SnapshotKind kind) const {
  if (kind == SnapshotKind::kDecoderSelf) return rowLabels(kind);
  return pieces(series.probe.source_pieces) << QStringLiteral("</s>");
}

attn::HeadAlignment SnapshotReplay::trackedHead() const {
  if (hasAlignment()) return emergence.per_snapshot.back();
  return {0, 0, 0};
}

attn::HeadAlignment SnapshotReplay::trackedHeadAt(int index) const {
  attn::HeadAlignment tracked = trackedHead();
  tracked.score = hasAlignment() && index >= 0 && index < size()
                      ? attn::alignment_score(series.snapshots[std::size_t(index)].attention, tracked.layer,
                                              tracked.head, series.probe.expected_alignment)
                      : 0;
  return tracked;
}

std::shared_ptr<const SnapshotReplay> makeSnapshotReplay(attn::AttentionSnapshotSeries series,
                                                         std::vector<QPointF> loss, const QString& run_dir) {
  auto replay = std::make_shared<SnapshotReplay>();
  replay->emergence = attn::find_alignment_emergence(series);
  replay->series = std::move(series);
  replay->loss = std::move(loss);
  replay->run_dir = run_dir;
  return replay;
}

std::shared_ptr<const SnapshotReplay> loadSnapshotReplay(const QString& run_dir, QString* error) {
  try {
    attn::AttentionSnapshotSeries series = attn::load_attention_snapshots(run_dir.toStdString());
    std::vector<QPointF> loss;
    const SavedRun saved = readSavedRun(run_dir);
    for (const auto& [step, row] : saved.rows)
      if (std::isfinite(row.loss)) loss.emplace_back(double(step), row.loss);
    return makeSnapshotReplay(std::move(series), std::move(loss), run_dir);
  } catch (const std::exception& e) {
    if (error)
      *error =
          QCoreApplication::translate("studio::TrainingView", "Cannot replay the attention snapshots: %1")
              .arg(QString::fromUtf8(e.what()));
    return nullptr;
  }
}

}  // namespace studio
