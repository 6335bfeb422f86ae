// The training view's curves as a figure for PNG/SVG export: the loss, learning-rate, throughput and BLEU
// charts in a 2×2 grid, drawn by Qt Charts into the export's painter, so an SVG holds the curves, axes and
// legends as vectors and text (a screenshot of the view embedded its buttons and fields as bitmaps).
#pragma once

#include <QList>
#include <QWidget>

#include "core/figure.h"

namespace studio {

class LivePlot;

// Not shown: exists to be rendered by exportWidgetImage(). The plots stay the dashboard's.
class TrainingCurvesFigure : public QWidget, public Figure {
 public:
  explicit TrainingCurvesFigure(QList<LivePlot*> plots, QWidget* parent = nullptr);
  QSize figureSize() const override;
  // Each chart is laid out at the size of its cell for the drawing and given its own size back afterwards.
  void paintFigure(QPainter& painter, const QSize& size) const override;

 private:
  QList<LivePlot*> plots_;
};

}  // namespace studio
