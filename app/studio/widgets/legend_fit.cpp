#include "widgets/legend_fit.h"

#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>

namespace studio {

namespace {

// Widest entry: marker square, gaps and the name.
double entryWidth(const QFontMetricsF& metrics, const QString& label) {
  return metrics.horizontalAdvance(label) + metrics.height() + 2 * metrics.averageCharWidth() + 8;
}

void fitLegend(QChart* chart) {
  QLegend* legend = chart->legend();
  if (!legend->isVisible() || !legend->isAttachedToChart()) return;
  const QFontMetricsF metrics(legend->font());
  double widest = 0;
  for (QLegendMarker* marker : legend->markers())
    if (marker->isVisible() && !marker->label().isEmpty())
      widest = std::max(widest, entryWidth(metrics, marker->label()));
  // The legend keeps a few pixels of padding inside the chart's margins.
  const double width = chart->size().width() - chart->margins().left() - chart->margins().right() - 16;
  // Beside the plot only when that leaves the plot nearly half the width; else below, where Qt elides.
  const bool fits_below = oneRowLegendWidth(chart) <= width;
  const Qt::Alignment wanted = fits_below || widest > 0.55 * width ? Qt::AlignBottom : Qt::AlignRight;
  if (legend->alignment() != wanted) legend->setAlignment(wanted);
}

}  // namespace

double oneRowLegendWidth(const QChart* chart) {
  const QLegend* legend = chart->legend();
  const QFontMetricsF metrics(legend->font());
  double width = 0;
  for (QLegendMarker* marker : legend->markers())
    if (marker->isVisible() && !marker->label().isEmpty()) width += entryWidth(metrics, marker->label());
  return width;
}

void keepLegendWhole(QChart* chart) {
  // The plot area changes with the chart's size and whenever the legend's entries change. Queued: the
  // alignment is changed outside the chart's own layout pass.
  QObject::connect(
      chart, &QChart::plotAreaChanged, chart, [chart] { fitLegend(chart); }, Qt::QueuedConnection);
}

}  // namespace studio
