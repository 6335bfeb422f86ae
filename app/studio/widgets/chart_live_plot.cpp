#include "widgets/chart_live_plot.h"

#include <QChart>
#include <QEvent>
#include <QFont>
#include <QLegend>
#include <QLegendMarker>
#include <QPalette>
#include <algorithm>
#include <cmath>
#include <limits>

namespace studio {

namespace {
constexpr int kFlushIntervalMs = 100;  // ≤ 10 repaints a second however fast points arrive

// A tick interval of 1, 2 or 5 times a power of ten giving about `ticks` intervals over `range`.
double niceInterval(double range, int ticks) {
  const double raw = range / std::max(1, ticks);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0})
    if (raw <= m * magnitude) return m * magnitude;
  return 10.0 * magnitude;
}
}  // namespace

LivePlot::LivePlot(const QString& title, const QString& x_title, const QString& y_title, QWidget* parent)
    : QChartView(parent) {
  auto* chart = new QChart;
  QFont title_font = chart->titleFont();
  title_font.setBold(true);
  title_font.setPointSizeF(title_font.pointSizeF() * 1.1);
  chart->setTitleFont(title_font);
  chart->setTitle(title);
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->legend()->setShowToolTips(true);
  x_axis_ = new QValueAxis;
  x_axis_->setTitleText(x_title);
  x_axis_->setLabelFormat(QStringLiteral("%.0f"));
  y_axis_ = new QValueAxis;
  y_axis_->setTitleText(y_title);
  y_axis_->setLabelFormat(QStringLiteral("%.3g"));
  QFont axis_font = x_axis_->titleFont();
  axis_font.setBold(false);
  x_axis_->setTitleFont(axis_font);
  y_axis_->setTitleFont(axis_font);
  chart->addAxis(x_axis_, Qt::AlignBottom);
  chart->addAxis(y_axis_, Qt::AlignLeft);

  x_axis_->setRange(0, 1);
  y_axis_->setRange(0, 1);
  setChart(chart);
  placeholder_ = new QGraphicsSimpleTextItem(chart);
  placeholder_->setBrush(palette().color(QPalette::PlaceholderText));
  placeholder_->setVisible(false);
  connect(chart, &QChart::plotAreaChanged, this, [this] { placePlaceholder(); });
  applyPalette();
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(260, 200);

  flush_timer_.setSingleShot(true);
  flush_timer_.setInterval(kFlushIntervalMs);
  connect(&flush_timer_, &QTimer::timeout, this, &LivePlot::flush);
}

void LivePlot::changeEvent(QEvent* event) {
  QChartView::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) applyPalette();
}

void LivePlot::applyPalette() {
  const QPalette pal = palette();
  const QColor text = pal.color(QPalette::WindowText);
  QColor grid = text;
  grid.setAlpha(40);
  chart()->setBackgroundBrush(pal.base());
  chart()->setTitleBrush(text);
  chart()->legend()->setLabelColor(text);
  label_color_ = text;
  for (QValueAxis* axis : {x_axis_, y_axis_}) {
    axis->setTitleBrush(text);
    axis->setGridLineColor(grid);
    axis->setLinePenColor(grid);
  }
  placeholder_->setBrush(pal.color(QPalette::PlaceholderText));
  rescale();  // re-applies the label colour (transparent while empty)
}

QLineSeries* LivePlot::addSeries(const QString& name, const QPen& pen) {
  auto* series = new QLineSeries;
  series->setName(name);
  series->setPen(pen);
  chart()->addSeries(series);
  series->attachAxis(x_axis_);
  series->attachAxis(y_axis_);
  series_.append(series);
  return series;
}

void LivePlot::removeSeries(QLineSeries* series) {
  if (!series_.removeOne(series)) return;
  pending_.remove(series);
  chart()->removeSeries(series);
  delete series;
  rescale();
}

void LivePlot::raiseSeries(QLineSeries* series) {
  if (!series_.contains(series)) return;
  // Qt Charts paints series in the order they were added.
  chart()->removeSeries(series);
  chart()->addSeries(series);
  series->attachAxis(x_axis_);
  series->attachAxis(y_axis_);
}

void LivePlot::queuePoint(QLineSeries* series, double x, double y) {
  if (!std::isfinite(x) || !std::isfinite(y)) return;  // a diverged step has no point to draw
  pending_[series].append(QPointF(x, y));
  if (!flush_timer_.isActive()) flush_timer_.start();
}

void LivePlot::replacePoints(QLineSeries* series, const QList<QPointF>& points) {
  pending_.remove(series);
  series->replace(points);
  rescale();
}

void LivePlot::setSeriesVisible(QLineSeries* series, bool visible) {
  series->setVisible(visible);
  // Hidden runs also leave the legend, so the legend lists only what is drawn.
  for (QLegendMarker* marker : chart()->legend()->markers(series)) marker->setVisible(visible);
  rescale();
}

void LivePlot::flush() {
  flush_timer_.stop();
  if (pending_.isEmpty()) return;
  for (auto it = pending_.cbegin(); it != pending_.cend(); ++it)
    if (series_.contains(it.key())) it.key()->append(it.value());  // one repaint per series
  pending_.clear();
  rescale();
}

void LivePlot::rescale() {
  double x_min = std::numeric_limits<double>::infinity(), x_max = -x_min;
  double y_min = x_min, y_max = -x_min;
  for (QLineSeries* series : series_) {
    if (!series->isVisible()) continue;
    for (const QPointF& p : series->points()) {
      if (x_max_limit_ > 0 && p.x() > x_max_limit_) continue;  // outside the window: not fitted
      x_min = std::min(x_min, p.x());
      x_max = std::max(x_max, p.x());
      y_min = std::min(y_min, p.y());
      y_max = std::max(y_max, p.y());
    }
  }
  const bool empty = !std::isfinite(x_min);
  // Without data, tick labels would be meaningless numbers; the placeholder explains instead.
  // (Transparent rather than hidden: hidden labels make Qt Charts elide the axis titles.)
  x_axis_->setLabelsColor(empty ? QColor(Qt::transparent) : label_color_);
  y_axis_->setLabelsColor(empty ? QColor(Qt::transparent) : label_color_);
  placeholder_->setVisible(empty && !placeholder_->text().isEmpty());
  if (empty) {
    x_min = 0;
    x_max = std::max(1.0, x_hint_);
    y_min = 0;
    y_max = std::max(1.0, y_min_top_);
  }
  x_max = std::max(x_max, x_hint_);
  x_min = std::min(x_min, 0.0);  // steps and positions start at 0; a plot starting at 40 misleads
  if (x_max_limit_ > 0) x_max = std::max(x_min + 1, std::min(x_max, x_max_limit_));
  if (y_min_top_ > 0) {
    y_min = std::min(0.0, y_min);
    y_max = std::max(y_max, y_min_top_);
  }
  if (x_max <= x_min) x_max = x_min + 1;
  if (y_max <= y_min) {
    const double pad = std::max(1e-12, std::abs(y_max) * 0.1);
    y_min -= pad;
    y_max += pad;
  }
  // The x range is the data's; ticks sit on round steps (0, 25, 50 rather than 0, 24.75, 49.5).
  // Fixed ticks while the range changes: with dynamic ticks, the old interval over a new, far larger range
  // would create (and lay out) hundreds of thousands of tick items for a moment.
  x_axis_->setTickType(QValueAxis::TicksFixed);
  x_axis_->setRange(x_min, x_max);
  x_axis_->setTickAnchor(0.0);
  x_axis_->setTickInterval(niceInterval(x_max - x_min, 6));
  x_axis_->setTickType(QValueAxis::TicksDynamic);
  if (fixed_y_) return;
  const double margin = (y_max - y_min) * 0.05;
  y_axis_->setRange(y_min >= 0 && y_min - margin < 0 ? 0 : y_min - margin, y_max + margin);
  y_axis_->applyNiceNumbers();
}

void LivePlot::setFixedYRange(double min, double max, double tick_interval) {
  fixed_y_ = true;
  y_axis_->setTickType(QValueAxis::TicksFixed);  // see rescale()
  y_axis_->setRange(min, max);
  y_axis_->setTickAnchor(0.0);
  y_axis_->setTickInterval(tick_interval);
  y_axis_->setTickType(QValueAxis::TicksDynamic);
}

void LivePlot::setPlaceholderText(const QString& text) {
  placeholder_->setText(text);
  rescale();
  placePlaceholder();
}

void LivePlot::placePlaceholder() {
  const QRectF area = chart()->plotArea();
  const QRectF box = placeholder_->boundingRect();
  placeholder_->setPos(area.center() - box.center());
}

void LivePlot::setTitle(const QString& title) { chart()->setTitle(title); }

void LivePlot::setYLabelFormat(const QString& format) { y_axis_->setLabelFormat(format); }

void LivePlot::setXLimit(double max_x) {
  if (max_x == x_max_limit_) return;
  x_max_limit_ = max_x;
  if (!flush_timer_.isActive()) rescale();  // else the pending flush rescales
}

void LivePlot::setXHint(double max_x) {
  x_hint_ = max_x;
  rescale();
}

}  // namespace studio
