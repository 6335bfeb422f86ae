#include "views/training/training_curves_figure.h"

#include <QChart>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QResizeEvent>
#include <utility>

#include "widgets/chart_live_plot.h"

namespace studio {

namespace {

// A cell that fits a chart's title, axis titles, tick labels and a two-row legend.
constexpr QSize kCellSize(600, 420);
constexpr int kColumns = 2;

// Lays `plot` out at `size` now. A plot that was never shown (the --export path, a hidden tab) gets its
// resize event only when shown, so it is sent here; the chart's layout would otherwise wait for the event
// loop.
void layOut(LivePlot* plot, const QSize& size) {
  const QSize old = plot->size();
  plot->resize(size);
  if (plot->testAttribute(Qt::WA_PendingResizeEvent) || !plot->isVisible()) {
    QResizeEvent event(size, old);
    QCoreApplication::sendEvent(plot, &event);
  }
  if (QGraphicsLayout* layout = plot->chart()->layout()) layout->activate();
}

}  // namespace

TrainingCurvesFigure::TrainingCurvesFigure(QList<LivePlot*> plots, QWidget* parent)
    : QWidget(parent), plots_(std::move(plots)) {
  setVisible(false);
}

QSize TrainingCurvesFigure::figureSize() const {
  const int rows = (int(plots_.size()) + kColumns - 1) / kColumns;
  return QSize(kCellSize.width() * kColumns, kCellSize.height() * rows);
}

void TrainingCurvesFigure::paintFigure(QPainter& painter, const QSize& size) const {
  painter.fillRect(QRect(QPoint(0, 0), size), palette().color(QPalette::Window));
  painter.setRenderHint(QPainter::Antialiasing);
  for (int i = 0; i < plots_.size(); ++i) {
    LivePlot* plot = plots_[i];
    const QSize on_screen = plot->size();
    layOut(plot, kCellSize);
    const QRectF cell(QPointF((i % kColumns) * kCellSize.width(), (i / kColumns) * kCellSize.height()),
                      QSizeF(kCellSize));
    // The scene, not the view: its items draw into the painter (vectors in an SVG), without the viewport.
    plot->scene()->render(&painter, cell, plot->chart()->geometry(), Qt::KeepAspectRatio);
    layOut(plot, on_screen);
  }
}

}  // namespace studio
