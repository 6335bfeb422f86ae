#include "widgets/palette_chart_view.h"

#include <QAbstractAxis>
#include <QChart>
#include <QEvent>
#include <QLegend>

namespace studio {

void applyPaletteToChart(QChart* chart, const QPalette& palette) {
  const QColor text = palette.color(QPalette::WindowText);
  QColor grid = text;
  grid.setAlpha(40);
  chart->setBackgroundBrush(palette.base());
  chart->setPlotAreaBackgroundVisible(false);
  chart->setTitleBrush(text);
  chart->legend()->setLabelColor(text);
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsBrush(text);
    axis->setTitleBrush(text);
    axis->setGridLineColor(grid);
    axis->setLinePenColor(grid);
  }
}

PaletteChartView::PaletteChartView(QChart* chart, QWidget* parent) : QChartView(chart, parent) {
  setRenderHint(QPainter::Antialiasing);
  applyPalette();
}

void PaletteChartView::applyPalette() {
  if (chart()) applyPaletteToChart(chart(), palette());
}

void PaletteChartView::changeEvent(QEvent* event) {
  QChartView::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) applyPalette();
}

}  // namespace studio
