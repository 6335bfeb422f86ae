#include "views/training/snapshot_figures.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

QString tr(const char* text) { return QCoreApplication::translate("studio", text); }

const QColor kLossColor(0x1f77b4);
const QColor kScoreColor(0xd62728);
const QColor kEmergenceColor(0x2ca02c);

// Row-major rows x cols values in [0, 1] as viridis cells.
void paintMatrix(QPainter& p, const QRectF& r, const float* values, int rows, int cols) {
  const double w = r.width() / cols, h = r.height() / rows;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j)
      p.fillRect(QRectF(r.left() + j * w, r.top() + i * h, w + 0.3, h + 0.3),
                 color_maps::viridis(std::clamp(double(values[i * cols + j]), 0.0, 1.0)));
}

// A square area for a rows x cols matrix, centred in `space`.
QRectF fitted(const QRectF& space, int rows, int cols) {
  const double cell = std::min(space.width() / cols, space.height() / rows);
  const QSizeF size(cell * cols, cell * rows);
  return QRectF(space.center() - QPointF(size.width() / 2, size.height() / 2), size);
}

double niceStep(double range, int ticks) {
  const double raw = range / std::max(1, ticks);
  const double magnitude = std::pow(10.0, std::floor(std::log10(std::max(raw, 1e-12))));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (raw <= m * magnitude) return m * magnitude;
  return 10 * magnitude;
}

QString number(double v) { return QString::number(v, 'g', 4); }

}  // namespace

QString snapshotKindName(SnapshotKind kind) {
  switch (kind) {
    case SnapshotKind::kEncoderSelf:
      return tr("Encoder self-attention");
    case SnapshotKind::kDecoderSelf:
      return tr("Decoder self-attention");
    case SnapshotKind::kCross:
      break;
  }
  return tr("Cross-attention");
}

QString alignmentPatternName(const SnapshotReplay& replay) {
  const std::vector<int>& a = replay.series.probe.expected_alignment;
  const int n = int(a.size());
  bool diagonal = n > 0, anti = n > 0;
  for (int i = 0; i < n; ++i) {
    diagonal = diagonal && a[std::size_t(i)] == i;
    anti = anti && a[std::size_t(i)] == n - 1 - i;
  }
  if (diagonal) return tr("diagonal");
  if (anti) return tr("anti-diagonal");
  return tr("alignment");
}

QString alignmentSummary(const SnapshotReplay& replay, int index) {
  if (!replay.hasAlignment() || index < 0 || index >= replay.size())
    return tr("This run's probe has no known alignment (a corpus): watch the heads change.");
  const attn::HeadAlignment& h = replay.emergence.per_snapshot[std::size_t(index)];
  const QString score = tr("Weight on the %1 (best cross-attention head, layer %2 head %3): %4")
                            .arg(alignmentPatternName(replay))
                            .arg(h.layer + 1)
                            .arg(h.head + 1)
                            .arg(h.score, 0, 'f', 2);
  const QString emerged =
      replay.emergence.step >= 0
          ? tr("emerged at step %1 (first ≥ %2)").arg(replay.emergence.step).arg(replay.emergence.threshold)
          : tr("not yet emerged (threshold %1)").arg(replay.emergence.threshold);
  return score + QStringLiteral(" · ") + emerged;
}

void paintSnapshotTimeline(QPainter& p, const QRectF& rect, const SnapshotReplay& replay, int index,
                           const QPalette& palette) {
  p.save();
  p.setRenderHint(QPainter::Antialiasing);
  const QFontMetricsF fm(p.font());
  const double lh = fm.height();
  const QRectF plot = rect.adjusted(fm.horizontalAdvance(QStringLiteral("00.00")) + 8, lh * 1.6,
                                    -(fm.horizontalAdvance(QStringLiteral("0.0")) + 10), -lh * 2.4);
  if (plot.width() < 20 || plot.height() < 20 || replay.size() == 0) {
    p.restore();
    return;
  }
  const QColor text = palette.color(QPalette::WindowText);
  QColor grid = text;
  grid.setAlphaF(0.15f);

  double max_step = double(replay.series.snapshots.back().step);
  double max_loss = 0;
  for (const QPointF& pt : replay.loss) {
    max_step = std::max(max_step, pt.x());
    max_loss = std::max(max_loss, pt.y());
  }
  max_step = std::max(max_step, 1.0);
  const double loss_top =
      max_loss > 0 ? niceStep(max_loss, 4) * std::ceil(max_loss / niceStep(max_loss, 4)) : 1;
  auto x_of = [&](double step) { return plot.left() + plot.width() * step / max_step; };
  auto loss_y = [&](double v) { return plot.bottom() - plot.height() * v / loss_top; };
  auto score_y = [&](double v) { return plot.bottom() - plot.height() * v; };

  // Axes and ticks: steps below, loss on the left, the alignment score on the right.
  p.setPen(grid);
  const double step_tick = niceStep(max_step, 6);
  for (double s = 0; s <= max_step + 1e-9; s += step_tick) {
    p.setPen(grid);
    p.drawLine(QPointF(x_of(s), plot.top()), QPointF(x_of(s), plot.bottom()));
    p.setPen(text);
    p.drawText(QRectF(x_of(s) - 40, plot.bottom() + 2, 80, lh), Qt::AlignHCenter | Qt::AlignTop, number(s));
  }
  p.drawText(QRectF(plot.left(), plot.bottom() + lh, plot.width(), lh), Qt::AlignHCenter, tr("step"));
  const double loss_tick = niceStep(loss_top, 4);
  for (double v = 0; v <= loss_top + 1e-9; v += loss_tick) {
    p.setPen(grid);
    p.drawLine(QPointF(plot.left(), loss_y(v)), QPointF(plot.right(), loss_y(v)));
    p.setPen(kLossColor);
    p.drawText(QRectF(rect.left(), loss_y(v) - lh / 2, plot.left() - rect.left() - 4, lh),
               Qt::AlignRight | Qt::AlignVCenter, number(v));
  }
  p.setPen(text);
  p.drawRect(plot);

  // Legend.
  double lx = plot.left();
  auto legend = [&](const QColor& color, const QString& label, Qt::PenStyle style) {
    p.setPen(QPen(color, 2, style));
    p.drawLine(QPointF(lx, rect.top() + lh * 0.7), QPointF(lx + 18, rect.top() + lh * 0.7));
    p.setPen(text);
    p.drawText(QPointF(lx + 22, rect.top() + lh * 0.7 + fm.ascent() / 2 - 1), label);
    lx += 30 + fm.horizontalAdvance(label);
  };
  legend(kLossColor, tr("training loss"), Qt::SolidLine);

  // The loss curve.
  if (replay.loss.size() > 1) {
    QPainterPath path(QPointF(x_of(replay.loss.front().x()), loss_y(replay.loss.front().y())));
    for (const QPointF& pt : replay.loss) path.lineTo(x_of(pt.x()), loss_y(pt.y()));
    p.setPen(QPen(kLossColor, 1.6));
    p.drawPath(path);
  }
  // The best head's alignment score, its threshold and the step where it was first crossed.
  if (replay.hasAlignment()) {
    legend(kScoreColor, tr("weight on the %1 (right axis)").arg(alignmentPatternName(replay)), Qt::SolidLine);
    for (double v : {0.0, 0.5, 1.0}) {
      p.setPen(kScoreColor);
      p.drawText(QRectF(plot.right() + 4, score_y(v) - lh / 2, rect.right() - plot.right(), lh),
                 Qt::AlignLeft | Qt::AlignVCenter, QString::number(v, 'f', 1));
    }
    p.setPen(QPen(kScoreColor, 1, Qt::DotLine));
    p.drawLine(QPointF(plot.left(), score_y(replay.emergence.threshold)),
               QPointF(plot.right(), score_y(replay.emergence.threshold)));
    QPainterPath path;
    for (int i = 0; i < replay.size(); ++i) {
      const QPointF pt(x_of(double(replay.series.snapshots[std::size_t(i)].step)),
                       score_y(replay.emergence.per_snapshot[std::size_t(i)].score));
      if (i == 0)
        path.moveTo(pt);
      else
        path.lineTo(pt);
    }
    p.setPen(QPen(kScoreColor, 2));
    p.drawPath(path);
    if (replay.emergence.step >= 0) {
      const double x = x_of(double(replay.emergence.step));
      p.setPen(QPen(kEmergenceColor, 2, Qt::DashLine));
      p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
      const QString label = tr("emerged: step %1").arg(replay.emergence.step);
      const double w = fm.horizontalAdvance(label) + 6;
      const double left = std::min(x + 4, plot.right() - w);
      p.fillRect(QRectF(left, plot.top() + 2, w, lh), palette.color(QPalette::Base));
      p.setPen(kEmergenceColor);
      p.drawText(QRectF(left, plot.top() + 2, w, lh), Qt::AlignCenter, label);
    }
  }
  // The chosen step.
  if (index >= 0 && index < replay.size()) {
    const double step = double(replay.series.snapshots[std::size_t(index)].step);
    const double x = x_of(step);
    p.setPen(QPen(text, 1.5));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    if (replay.hasAlignment()) {
      p.setBrush(kScoreColor);
      p.drawEllipse(QPointF(x, score_y(replay.emergence.per_snapshot[std::size_t(index)].score)), 4.5, 4.5);
    }
    // The loss at the logged step nearest to the snapshot.
    if (!replay.loss.empty()) {
      const auto it =
          std::min_element(replay.loss.begin(), replay.loss.end(), [&](const QPointF& a, const QPointF& b) {
            return std::abs(a.x() - step) < std::abs(b.x() - step);
          });
      p.setBrush(kLossColor);
      p.drawEllipse(QPointF(x_of(it->x()), loss_y(it->y())), 4, 4);
    }
  }
  p.restore();
}

void paintSnapshotHeads(QPainter& p, const QRectF& rect, const SnapshotReplay& replay, int index,
                        SnapshotKind kind, const QPalette& palette) {
  if (index < 0 || index >= replay.size()) return;
  p.save();
  const QFontMetricsF fm(p.font());
  const double lh = fm.height();
  const int layers = replay.layers(kind), heads = replay.series.heads;
  const int rows = replay.rows(kind), cols = replay.columns(kind);
  const double label_w = fm.horizontalAdvance(tr("layer %1").arg(layers)) + 8;
  const QRectF area = rect.adjusted(label_w, lh + 4, 0, 0);
  const double cell_w = area.width() / heads, cell_h = area.height() / layers;
  const auto& maps = replay.maps(index, kind);
  const attn::HeadAlignment best = kind == SnapshotKind::kCross && replay.hasAlignment()
                                       ? replay.emergence.per_snapshot[std::size_t(index)]
                                       : attn::HeadAlignment{};
  p.setPen(palette.color(QPalette::WindowText));
  for (int h = 0; h < heads; ++h)
    p.drawText(QRectF(area.left() + h * cell_w, rect.top(), cell_w, lh), Qt::AlignCenter,
               tr("head %1").arg(h + 1));
  for (int l = 0; l < layers; ++l) {
    p.setPen(palette.color(QPalette::WindowText));
    p.drawText(QRectF(rect.left(), area.top() + l * cell_h, label_w - 6, cell_h),
               Qt::AlignRight | Qt::AlignVCenter, tr("layer %1").arg(l + 1));
    for (int h = 0; h < heads; ++h) {
      const QRectF space(area.left() + h * cell_w + 3, area.top() + l * cell_h + 3, cell_w - 6, cell_h - 6);
      const QRectF m = fitted(space, rows, cols);
      paintMatrix(p, m, maps[std::size_t(l)].data() + std::size_t(h) * std::size_t(rows * cols), rows, cols);
      if (l == best.layer && h == best.head) {
        p.setPen(QPen(kScoreColor, 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(m.adjusted(-2, -2, 2, 2));
      }
    }
  }
  p.restore();
}

QSize snapshotFrameSize() { return QSize(1100, 820); }

void paintSnapshotFrame(QPainter& p, const QSize& size, const SnapshotReplay& replay, int index,
                        SnapshotKind kind, const QPalette& palette) {
  p.fillRect(QRect(QPoint(0, 0), size), palette.color(QPalette::Base));
  if (replay.size() == 0) return;
  index = std::clamp(index, 0, replay.size() - 1);
  QFont title_font = p.font();
  title_font.setBold(true);
  title_font.setPointSizeF(title_font.pointSizeF() * 1.25);
  const double lh = QFontMetricsF(p.font()).height();
  const double th = QFontMetricsF(title_font).height();
  p.save();
  p.setFont(title_font);
  p.setPen(palette.color(QPalette::WindowText));
  p.drawText(QRectF(12, 8, size.width() - 24, th), Qt::AlignLeft,
             tr("%1 of the probe at step %2")
                 .arg(snapshotKindName(kind))
                 .arg(replay.series.snapshots[std::size_t(index)].step));
  p.restore();
  p.setPen(palette.color(QPalette::WindowText));
  p.drawText(QRectF(12, 10 + th, size.width() - 24, lh), Qt::AlignLeft, alignmentSummary(replay, index));
  const double top = 16 + th + lh;
  const double timeline_h = (size.height() - top) * 0.34;
  paintSnapshotTimeline(p, QRectF(8, top, size.width() - 16, timeline_h), replay, index, palette);
  paintSnapshotHeads(
      p, QRectF(8, top + timeline_h + 8, size.width() - 16, size.height() - top - timeline_h - 16), replay,
      index, kind, palette);
}

std::vector<int> contactSheetSnapshots(const SnapshotReplay& replay) {
  const int n = replay.size();
  std::vector<int> picked;
  if (n == 0) return picked;
  const int rows = std::min(n, kContactSheetRows);
  for (int r = 0; r < rows; ++r)
    picked.push_back(rows == 1 ? 0 : int(std::lround(double(r) * (n - 1) / (rows - 1))));
  // The emergence replaces the pick nearest to it, so the sheet shows the step the timeline marks.
  if (replay.emergence.first_snapshot >= 0 &&
      std::find(picked.begin(), picked.end(), replay.emergence.first_snapshot) == picked.end()) {
    auto nearest = picked.begin() + 1;
    for (auto it = picked.begin() + 1; it + 1 < picked.end(); ++it)
      if (std::abs(*it - replay.emergence.first_snapshot) <
          std::abs(*nearest - replay.emergence.first_snapshot))
        nearest = it;
    if (nearest + 1 < picked.end()) *nearest = replay.emergence.first_snapshot;
    std::sort(picked.begin(), picked.end());
  }
  picked.erase(std::unique(picked.begin(), picked.end()), picked.end());
  return picked;
}

QString contactSheetRowLabel(const SnapshotReplay& replay, int index, SnapshotKind kind) {
  QString label = tr("step %1").arg(replay.series.snapshots[std::size_t(index)].step);
  if (!replay.hasAlignment() || kind != SnapshotKind::kCross) return label;
  // The outlined head's own score: the best head of an early step is often another one, and a label
  // naming a score the outline does not show reads as that head's.
  const attn::HeadAlignment tracked = replay.trackedHeadAt(index);
  return label + QLatin1Char('\n') + tr("head %1 (outlined)").arg(tracked.head + 1) + QLatin1Char('\n') +
         tr("%1: %2").arg(alignmentPatternName(replay)).arg(tracked.score, 0, 'f', 2);
}

namespace {
constexpr int kSheetCell = 92, kSheetLabel = 150, kSheetTimeline = 230, kSheetHeader = 70;
}

QSize contactSheetSize(const SnapshotReplay& replay, SnapshotKind /*kind*/) {
  const int rows = int(contactSheetSnapshots(replay).size());
  return QSize(std::max(760, kSheetLabel + replay.series.heads * kSheetCell + 24),
               kSheetHeader + kSheetTimeline + 30 + rows * kSheetCell + 16);
}

void paintContactSheet(QPainter& p, const QSize& size, const SnapshotReplay& replay, SnapshotKind kind,
                       const QPalette& palette) {
  p.fillRect(QRect(QPoint(0, 0), size), palette.color(QPalette::Base));
  if (replay.size() == 0) return;
  const QColor text = palette.color(QPalette::WindowText);
  const attn::HeadAlignment tracked = replay.trackedHead();
  const int layer = std::clamp(tracked.layer, 0, replay.layers(kind) - 1);
  QFont title_font = p.font();
  title_font.setBold(true);
  title_font.setPointSizeF(title_font.pointSizeF() * 1.25);
  const double lh = QFontMetricsF(p.font()).height();
  p.save();
  p.setFont(title_font);
  p.setPen(text);
  p.drawText(QRectF(12, 8, size.width() - 24, QFontMetricsF(title_font).height()), Qt::AlignLeft,
             tr("Heads specialising: %1, layer %2, over %3 snapshots")
                 .arg(snapshotKindName(kind))
                 .arg(layer + 1)
                 .arg(replay.size()));
  p.restore();
  p.setPen(text);
  const int last = replay.size() - 1;
  p.drawText(QRectF(12, 14 + QFontMetricsF(title_font).height(), size.width() - 24, lh), Qt::AlignLeft,
             alignmentSummary(replay,
                              replay.emergence.first_snapshot >= 0 ? replay.emergence.first_snapshot : last));
  paintSnapshotTimeline(p, QRectF(8, kSheetHeader, size.width() - 16, kSheetTimeline), replay, -1, palette);

  const int rows = replay.rows(kind), cols = replay.columns(kind);
  const double top = kSheetHeader + kSheetTimeline + 4;
  for (int h = 0; h < replay.series.heads; ++h)
    p.drawText(QRectF(kSheetLabel + h * kSheetCell, top, kSheetCell, lh + 4), Qt::AlignCenter,
               tr("head %1").arg(h + 1));
  const std::vector<int> picked = contactSheetSnapshots(replay);
  for (std::size_t r = 0; r < picked.size(); ++r) {
    const int index = picked[r];
    const double y = top + 26 + double(r) * kSheetCell;
    const QString label = contactSheetRowLabel(replay, index, kind);
    const bool emerged_here = index == replay.emergence.first_snapshot;
    p.setPen(emerged_here ? kEmergenceColor : text);
    p.drawText(QRectF(8, y, kSheetLabel - 16, kSheetCell), Qt::AlignRight | Qt::AlignVCenter, label);
    const auto& maps = replay.maps(index, kind);
    for (int h = 0; h < replay.series.heads; ++h) {
      const QRectF m =
          fitted(QRectF(kSheetLabel + h * kSheetCell + 4, y + 4, kSheetCell - 8, kSheetCell - 8), rows, cols);
      paintMatrix(p, m, maps[std::size_t(layer)].data() + std::size_t(h) * std::size_t(rows * cols), rows,
                  cols);
      if (h == tracked.head && replay.hasAlignment() && kind == SnapshotKind::kCross) {
        p.setPen(QPen(emerged_here ? kEmergenceColor : kScoreColor, 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(m.adjusted(-2, -2, 2, 2));
      }
    }
  }
}

}  // namespace studio
