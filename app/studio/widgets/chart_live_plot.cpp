#include "widgets/chart_live_plot.h"

#include <QChart>
#include <QEvent>
#include <QFont>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLogValueAxis>
#include <QMouseEvent>
#include <QPalette>
#include <QResizeEvent>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "core/ui_language.h"
#include "widgets/axis_ticks.h"
#include "widgets/chart_hover_readout.h"
#include "widgets/legend_fit.h"

namespace studio {

namespace {
constexpr int kFlushIntervalMs = 100;  // ≤ 10 repaints a second however fast points arrive
constexpr double kInfinity = std::numeric_limits<double>::infinity();
// y values closer than this (relative to their size) are one value: a debiased EMA's first point is the raw
// value give or take one rounding, and their "range" would ask for ticks finer than a double can count.
constexpr double kSameValueTolerance = 1e-9;
constexpr double kTinyRange = 1e-200;  // below it, tick intervals underflow

QString formatDuration(double seconds) {
  const qint64 s = qint64(std::llround(seconds));
  return QStringLiteral("%1:%2:%3")
      .arg(s / 3600)
      .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString formatValue(double value) { return QString::number(value, 'g', 4); }

QPen twinPen(const QPen& pen) {
  QColor faint = pen.color();
  faint.setAlphaF(0.25);
  return QPen(faint, std::max(1.0, pen.widthF() * 0.75));
}
}  // namespace

LivePlot::LivePlot(const QString& title, const QString& x_title, const QString& y_title, QWidget* parent)
    : QChartView(parent), step_title_(x_title) {
  auto* chart = new QChart;
  QFont title_font = chart->titleFont();
  title_font.setBold(true);
  title_font.setPointSizeF(title_font.pointSizeF() * 1.1);
  chart->setTitleFont(title_font);
  title_ = title;
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->legend()->setShowToolTips(true);
  x_axis_ = new QValueAxis;
  x_axis_->setTitleText(x_title);
  x_axis_->setLabelFormat(QStringLiteral("%.0f"));
  y_axis_ = new QValueAxis;
  y_axis_->setTitleText(y_title);
  y_axis_->setLabelFormat(QStringLiteral("%.3g"));
  log_y_axis_ = new QLogValueAxis(this);  // owned by the plot while not on the chart
  log_y_axis_->setTitleText(y_title);
  log_y_axis_->setLabelFormat(QStringLiteral("%.3g"));
  log_y_axis_->setBase(10.0);
  log_y_axis_->setMinorTickCount(8);  // 2 … 9 between the powers of ten
  QFont axis_font = x_axis_->titleFont();
  axis_font.setBold(false);
  x_axis_->setTitleFont(axis_font);
  y_axis_->setTitleFont(axis_font);
  log_y_axis_->setTitleFont(axis_font);
  chart->addAxis(x_axis_, Qt::AlignBottom);
  chart->addAxis(y_axis_, Qt::AlignLeft);

  x_axis_->setRange(0, 1);
  y_axis_->setRange(0, 1);
  setChart(chart);
  keepLegendWhole(chart);
  layoutTitle();
  placeholder_ = new QGraphicsSimpleTextItem(chart);
  placeholder_->setBrush(palette().color(QPalette::PlaceholderText));
  placeholder_->setVisible(false);
  readout_ = new ChartHoverReadout(chart);
  connect(chart, &QChart::plotAreaChanged, this, [this] {
    placePlaceholder();
    readout_->hide();  // its place no longer matches the cursor
  });
  applyPalette();
  setRenderHint(QPainter::Antialiasing);
  setMinimumSize(200, 130);  // four of them side by side in a 1024×640 window
  setMouseTracking(true);
  viewport()->setMouseTracking(true);

  flush_timer_.setSingleShot(true);
  flush_timer_.setInterval(kFlushIntervalMs);
  connect(&flush_timer_, &QTimer::timeout, this, &LivePlot::flush);
}

LivePlot::~LivePlot() { delete readout_; }

void LivePlot::changeEvent(QEvent* event) {
  QChartView::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) applyPalette();
  if (event->type() == QEvent::LanguageChange) {
    // The chart shows the title wrapped into lines: translate the text it was given, then wrap it again.
    for (QString* text : {&title_, &step_title_})
      if (const QString again = retranslateShownText(*text); !again.isNull()) *text = again;
    layoutTitle();
    if (const QString again = retranslateShownText(placeholder_->text()); !again.isNull()) {
      placeholder_->setText(again);
      placePlaceholder();
    }
  }
}

void LivePlot::applyPalette() {
  const QPalette pal = palette();
  const QColor text = pal.color(QPalette::WindowText);
  QColor grid = text;
  grid.setAlpha(40);
  QColor minor_grid = text;
  minor_grid.setAlpha(18);
  chart()->setBackgroundBrush(pal.base());
  chart()->setTitleBrush(text);
  chart()->legend()->setLabelColor(text);
  label_color_ = text;
  for (QAbstractAxis* axis : {static_cast<QAbstractAxis*>(x_axis_), static_cast<QAbstractAxis*>(y_axis_),
                              static_cast<QAbstractAxis*>(log_y_axis_)}) {
    axis->setTitleBrush(text);
    axis->setGridLineColor(grid);
    axis->setMinorGridLineColor(minor_grid);
    axis->setLinePenColor(grid);
  }
  placeholder_->setBrush(pal.color(QPalette::PlaceholderText));
  rescale();  // re-applies the label colour (transparent while empty)
}

// ---- series ------------------------------------------------------------------------------------------

void LivePlot::attachToAxes(QLineSeries* series) {
  series->attachAxis(x_axis_);
  if (log_y_)
    series->attachAxis(log_y_axis_);
  else
    series->attachAxis(y_axis_);
}

QLineSeries* LivePlot::addSeries(const QString& name, const QPen& pen) {
  // The raw twin first, so the smoothed curve is painted over it.
  auto* twin = new QLineSeries;
  twin->setPen(twinPen(pen));
  twin->setVisible(false);
  chart()->addSeries(twin);
  attachToAxes(twin);
  auto* series = new QLineSeries;
  series->setName(name);
  series->setPen(pen);
  chart()->addSeries(series);
  attachToAxes(series);
  series_.append(series);
  Track& track = tracks_[series];
  track.raw_twin = twin;
  track.ema = DebiasedEma(smoothing_);
  updateTwinVisibility(series);
  return series;
}

void LivePlot::removeSeries(QLineSeries* series) {
  if (!series_.removeOne(series)) return;
  pending_.remove(series);
  QLineSeries* twin = tracks_.take(series).raw_twin;
  chart()->removeSeries(series);
  delete series;
  if (twin) {
    chart()->removeSeries(twin);
    delete twin;
  }
  readout_->hide();
  rescale();
}

void LivePlot::raiseSeries(QLineSeries* series) {
  if (!series_.contains(series)) return;
  // Qt Charts paints series in the order they were added.
  chart()->removeSeries(series);
  chart()->addSeries(series);
  attachToAxes(series);
}

void LivePlot::queuePoint(QLineSeries* series, double x, double y, double seconds) {
  if (!std::isfinite(x) || !std::isfinite(y)) return;  // a diverged step has no point to draw
  pending_[series].append(Sample{x, seconds, y});
  if (!flush_timer_.isActive()) flush_timer_.start();
}

void LivePlot::replacePoints(QLineSeries* series, const QList<QPointF>& points) {
  pending_.remove(series);
  if (!tracks_.contains(series)) return;
  Track& track = tracks_[series];
  track.samples.clear();
  track.smoothed.clear();
  track.ema = DebiasedEma(smoothing_);
  track.samples.reserve(points.size());
  track.smoothed.reserve(points.size());
  for (const QPointF& p : points) {
    track.samples.append(Sample{p.x(), std::numeric_limits<double>::quiet_NaN(), p.y()});
    track.smoothed.append(track.ema.next(p.y()));
  }
  redraw(series);
  rescale();
}

void LivePlot::setSeriesVisible(QLineSeries* series, bool visible) {
  series->setVisible(visible);
  // Hidden runs also leave the legend, so the legend lists only what is drawn.
  for (QLegendMarker* marker : chart()->legend()->markers(series)) marker->setVisible(visible);
  updateTwinVisibility(series);
  readout_->hide();
  rescale();
}

void LivePlot::setSeriesSmoothed(QLineSeries* series, bool smoothed) {
  if (!tracks_.contains(series)) return;
  tracks_[series].smoothable = smoothed;
  redraw(series);
  rescale();
}

void LivePlot::setSeriesMarkers(QLineSeries* series, bool markers) {
  if (!tracks_.contains(series)) return;
  tracks_[series].markers = markers;
  updateMarkers(series);
}

QList<QPointF> LivePlot::rawPoints(const QLineSeries* series) const {
  QList<QPointF> points;
  const auto it = tracks_.constFind(const_cast<QLineSeries*>(series));  // the key type; nothing changes
  if (it == tracks_.cend()) return points;
  for (const Sample& s : it->samples) points.append(QPointF(s.step, s.value));
  return points;
}

void LivePlot::updateMarkers(QLineSeries* series) {
  const Track& track = tracks_[series];
  // A line needs two points: a single validation would otherwise be drawn as nothing at all.
  series->setPointsVisible(track.markers || series->count() == 1);
  series->setMarkerSize(std::max(5.0, series->pen().widthF() * 2.5));
}

void LivePlot::updateTwinVisibility(QLineSeries* series) {
  const Track& track = tracks_[series];
  if (!track.raw_twin) return;
  track.raw_twin->setVisible(series->isVisible() && smoothingShown(track));
  for (QLegendMarker* marker : chart()->legend()->markers(track.raw_twin)) marker->setVisible(false);
}

// ---- what is drawn -----------------------------------------------------------------------------------

bool LivePlot::displayX(const Sample& sample, double* x) const {
  *x = x_mode_ == XAxisMode::kStep ? sample.step : sample.seconds / time_unit_;
  return std::isfinite(*x);
}

bool LivePlot::displayY(double y) const { return std::isfinite(y) && (!log_y_ || y > 0); }

void LivePlot::appendSamples(QLineSeries* series, const QList<Sample>& samples) {
  Track& track = tracks_[series];
  const qsizetype first = track.samples.size();
  for (const Sample& s : samples) {
    track.samples.append(s);
    track.smoothed.append(track.ema.next(s.value));
  }
  const double old_unit = time_unit_;
  if (x_mode_ == XAxisMode::kTrainingTime && chooseTimeUnit() != old_unit) {
    redrawAll();  // every x changes with the unit
    return;
  }
  const bool smoothed = smoothingShown(track);
  QList<QPointF> shown, raw;
  for (qsizetype i = first; i < track.samples.size(); ++i) {
    double x = 0;
    if (!displayX(track.samples[i], &x)) continue;
    const double y = smoothed ? track.smoothed[i] : track.samples[i].value;
    if (displayY(y)) shown.append(QPointF(x, y));
    if (smoothed && displayY(track.samples[i].value)) raw.append(QPointF(x, track.samples[i].value));
  }
  series->append(shown);  // one repaint per series
  if (smoothed) track.raw_twin->append(raw);
  updateMarkers(series);
}

void LivePlot::redraw(QLineSeries* series) {
  Track& track = tracks_[series];
  const bool smoothed = smoothingShown(track);
  QList<QPointF> shown, raw;
  shown.reserve(track.samples.size());
  for (qsizetype i = 0; i < track.samples.size(); ++i) {
    double x = 0;
    if (!displayX(track.samples[i], &x)) continue;
    const double y = smoothed ? track.smoothed[i] : track.samples[i].value;
    if (displayY(y)) shown.append(QPointF(x, y));
    if (smoothed && displayY(track.samples[i].value)) raw.append(QPointF(x, track.samples[i].value));
  }
  series->replace(shown);
  track.raw_twin->replace(raw);
  updateTwinVisibility(series);
  updateMarkers(series);
}

void LivePlot::redrawAll() {
  if (x_mode_ == XAxisMode::kTrainingTime) chooseTimeUnit();
  for (QLineSeries* series : series_) redraw(series);
}

double LivePlot::chooseTimeUnit() {
  double longest = 0;
  for (const Track& track : tracks_)
    for (const Sample& s : track.samples)
      if (std::isfinite(s.seconds)) longest = std::max(longest, s.seconds);
  if (longest > 3 * 3600.0) {
    time_unit_ = 3600.0;
    x_axis_->setTitleText(tr("training time (hours, pauses excluded)"));
  } else if (longest > 600.0) {
    time_unit_ = 60.0;
    x_axis_->setTitleText(tr("training time (minutes, pauses excluded)"));
  } else {
    time_unit_ = 1.0;
    x_axis_->setTitleText(tr("training time (seconds, pauses excluded)"));
  }
  return time_unit_;
}

void LivePlot::flush() {
  flush_timer_.stop();
  if (pending_.isEmpty()) return;
  const auto pending = std::exchange(pending_, {});
  for (auto it = pending.cbegin(); it != pending.cend(); ++it)
    if (series_.contains(it.key())) appendSamples(it.key(), it.value());
  rescale();
}

// ---- TensorBoard's controls --------------------------------------------------------------------------

void LivePlot::setSmoothing(double weight) {
  weight = std::clamp(weight, 0.0, 0.999);
  if (weight == smoothing_) return;
  flush();
  smoothing_ = weight;
  for (Track& track : tracks_) {
    track.ema = DebiasedEma(weight);
    for (qsizetype i = 0; i < track.samples.size(); ++i)
      track.smoothed[i] = track.ema.next(track.samples[i].value);
  }
  redrawAll();
  readout_->hide();
  rescale();
}

void LivePlot::setLogScaleY(bool log_scale) {
  if (log_scale == log_y_) return;
  flush();
  log_y_ = log_scale;
  if (log_scale) redrawAll();  // points ≤ 0 leave before the log axis sees them
  QAbstractAxis* from = log_scale ? static_cast<QAbstractAxis*>(y_axis_) : log_y_axis_;
  QAbstractAxis* to = log_scale ? static_cast<QAbstractAxis*>(log_y_axis_) : y_axis_;
  const QList<QAbstractSeries*> all = chart()->series();
  for (QAbstractSeries* series : all) series->detachAxis(from);
  chart()->removeAxis(from);
  from->setParent(this);  // removeAxis hands it back
  chart()->addAxis(to, Qt::AlignLeft);
  for (QAbstractSeries* series : all) series->attachAxis(to);
  if (!log_scale) redrawAll();  // and come back
  readout_->hide();
  rescale();
}

void LivePlot::setXAxisMode(XAxisMode mode) {
  if (mode == x_mode_) return;
  flush();
  x_mode_ = mode;
  if (mode == XAxisMode::kStep) {
    x_axis_->setTitleText(step_title_);
    x_axis_->setLabelFormat(QStringLiteral("%.0f"));
  } else {
    x_axis_->setLabelFormat(QStringLiteral("%.4g"));
  }
  redrawAll();
  readout_->hide();
  rescale();
}

// ---- axes --------------------------------------------------------------------------------------------

void LivePlot::rescale() {
  double x_min = kInfinity, x_max = -kInfinity;
  double y_min = kInfinity, y_max = -kInfinity;
  const bool step_axis = x_mode_ == XAxisMode::kStep;
  const double x_limit = step_axis ? x_max_limit_ : 0.0;
  const double x_hint = step_axis ? x_hint_ : 0.0;
  for (QLineSeries* series : series_) {
    if (!series->isVisible()) continue;
    const QLineSeries* twin = tracks_.value(series).raw_twin;
    for (const QLineSeries* drawn : {static_cast<const QLineSeries*>(series), twin}) {
      if (!drawn || !drawn->isVisible()) continue;
      for (const QPointF& p : drawn->points()) {
        if (x_limit > 0 && p.x() > x_limit) continue;  // outside the window: not fitted
        x_min = std::min(x_min, p.x());
        x_max = std::max(x_max, p.x());
        y_min = std::min(y_min, p.y());
        y_max = std::max(y_max, p.y());
      }
    }
  }
  const bool empty = !std::isfinite(x_min);
  // Without data, tick labels would be meaningless numbers; the placeholder explains instead.
  // (Transparent rather than hidden: hidden labels make Qt Charts elide the axis titles.)
  const QColor labels = empty ? QColor(Qt::transparent) : label_color_;
  x_axis_->setLabelsColor(labels);
  y_axis_->setLabelsColor(labels);
  log_y_axis_->setLabelsColor(labels);
  placeholder_->setVisible(empty && !placeholder_->text().isEmpty());
  if (empty) {
    x_min = 0;
    x_max = std::max(1.0, x_hint);
  }
  x_max = std::max(x_max, x_hint);
  x_min = std::min(x_min, 0.0);  // steps and positions start at 0; a plot starting at 40 misleads
  if (x_limit > 0) x_max = std::max(x_min + 1, std::min(x_max, x_limit));
  if (x_max <= x_min) x_max = x_min + 1;
  // The x range is the data's; ticks sit on round steps (0, 25, 50 rather than 0, 24.75, 49.5).
  setAxisTicks(x_axis_, x_min, x_max, niceTickInterval(x_max - x_min, xTickCount(x_max)));
  rescaleY(y_min, y_max, empty);
}

int LivePlot::xTickCount(double x_max) const {
  // As many ticks as whole labels fit across a narrow plot (Qt elides labels that overlap: "10…").
  const QFontMetricsF metrics(x_axis_->labelsFont());
  const double label =
      metrics.horizontalAdvance(QString::number(x_max, 'f', 0)) + metrics.averageCharWidth() * 3;
  const double plot_width = std::max(1.0, double(viewport()->width()) - 90.0);  // minus the y axis
  return std::clamp(int(plot_width / label), 2, 6);
}

void LivePlot::rescaleY(double y_min, double y_max, bool empty) {
  if (log_y_) {
    // Whole decades: QLogValueAxis labels only the powers of the base.
    if (empty || !(y_min > 0)) {
      y_min = 0.1;
      y_max = 1.0;
    }
    double low = std::pow(10.0, std::floor(std::log10(y_min)));
    double high = std::pow(10.0, std::ceil(std::log10(y_max)));
    if (high <= low) high = low * 10.0;
    log_y_axis_->setRange(low, high);
    return;
  }
  if (fixed_y_) return;
  if (empty) {
    y_min = 0;
    y_max = std::max(1.0, y_min_top_);
  }
  if (y_min_top_ > 0) {
    y_min = std::min(0.0, y_min);
    y_max = std::max(y_max, y_min_top_);
  }
  const double magnitude = std::max(std::abs(y_min), std::abs(y_max));
  if (y_max - y_min <= std::max(magnitude * kSameValueTolerance, kTinyRange)) {
    const double pad = std::max(1e-12, magnitude * 0.1);
    y_min -= pad;
    y_max += pad;
  }
  // Headroom of 5 %, then out to the next round tick; never below 0 for data that is not, never above the
  // ceiling (BLEU stops at 100).
  const double margin = (y_max - y_min) * 0.05;
  double low = y_min >= 0 && y_min - margin < 0 ? 0.0 : y_min - margin;
  double high = y_max + margin;
  const double interval = niceTickInterval(high - low, 5);
  low = std::floor(low / interval) * interval;
  high = std::ceil(high / interval) * interval;
  if (y_ceiling_ > 0) high = std::min(high, std::max(y_ceiling_, y_max));
  if (high <= low) high = low + interval;
  setAxisTicks(y_axis_, low, high, interval);
}

void LivePlot::setFixedYRange(double min, double max, double tick_interval) {
  fixed_y_ = true;
  setAxisTicks(y_axis_, min, max, tick_interval);
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

void LivePlot::setTitle(const QString& title) {
  title_ = title;
  layoutTitle();
}

// The chart's title is rich text: lines break where <br> says. Greedy, at spaces, to the plot's width.
void LivePlot::layoutTitle() {
  const QFontMetricsF metrics(chart()->titleFont());
  const double width = std::max(80.0, double(viewport()->width()) - 24.0);
  QStringList lines;
  QString line;
  for (const QString& word : title_.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
    const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
    if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
      lines.append(line.toHtmlEscaped());
      line = word;
    } else {
      line = longer;
    }
  }
  if (!line.isEmpty()) lines.append(line.toHtmlEscaped());
  chart()->setTitle(lines.join(QStringLiteral("<br>")));
}

void LivePlot::resizeEvent(QResizeEvent* event) {
  QChartView::resizeEvent(event);
  layoutTitle();
  if (event->size().width() != event->oldSize().width()) rescale();  // tick spacing follows the width
}

void LivePlot::setYLabelFormat(const QString& format) {
  y_axis_->setLabelFormat(format);
  log_y_axis_->setLabelFormat(format);
}

void LivePlot::setXLimit(double max_x) {
  if (max_x == x_max_limit_) return;
  x_max_limit_ = max_x;
  if (!flush_timer_.isActive()) rescale();  // else the pending flush rescales
}

void LivePlot::setXHint(double max_x) {
  x_hint_ = max_x;
  rescale();
}

// ---- hover readout -----------------------------------------------------------------------------------

QString LivePlot::readoutAt(double x) const {
  QStringList lines;
  for (QLineSeries* series : series_) {
    if (!series->isVisible()) continue;
    const Track& track = tracks_[series];
    const bool smoothed = smoothingShown(track);
    qsizetype nearest = -1;
    double nearest_distance = kInfinity;
    for (qsizetype i = 0; i < track.samples.size(); ++i) {
      double sx = 0;
      if (!displayX(track.samples[i], &sx)) continue;
      if (!displayY(smoothed ? track.smoothed[i] : track.samples[i].value)) continue;
      if (x_mode_ == XAxisMode::kStep && x_max_limit_ > 0 && sx > x_max_limit_) continue;
      const double distance = std::abs(sx - x);
      if (distance < nearest_distance) {
        nearest_distance = distance;
        nearest = i;
      }
    }
    if (nearest < 0) continue;
    const Sample& sample = track.samples[nearest];
    const QString value =
        smoothed ? tr("%1 (raw %2)").arg(formatValue(track.smoothed[nearest]), formatValue(sample.value))
                 : formatValue(sample.value);
    QString where = QStringLiteral("%1 %2").arg(step_title_, formatValue(sample.step));
    if (std::isfinite(sample.seconds)) where += QStringLiteral(" · ") + formatDuration(sample.seconds);
    lines.append(QStringLiteral("%1: %2 · %3").arg(series->name(), value, where));
  }
  return lines.join(QLatin1Char('\n'));
}

QString LivePlot::showReadoutAt(const QPoint& pos) {
  const QPointF at = chart()->mapFromScene(mapToScene(pos));
  const QList<QAbstractSeries*> all = chart()->series();
  if (all.isEmpty() || !chart()->plotArea().contains(at)) {
    readout_->hide();
    return QString();
  }
  const double x = chart()->mapToValue(at, all.first()).x();
  readout_->show(chart()->plotArea(), at, readoutAt(x), palette());
  return readout_->text();
}

QString LivePlot::readoutText() const { return readout_->text(); }

void LivePlot::mouseMoveEvent(QMouseEvent* event) {
  QChartView::mouseMoveEvent(event);
  showReadoutAt(event->position().toPoint());
}

void LivePlot::leaveEvent(QEvent* event) {
  QChartView::leaveEvent(event);
  readout_->hide();
}

}  // namespace studio
