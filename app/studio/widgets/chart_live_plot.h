// A Qt Charts line plot with labelled axes that accepts points faster than it repaints: points queued with
// queuePoint() are coalesced and appended at most ten times a second, so a trainer reporting hundreds of
// steps per second never floods the GUI thread. Used by the training and positional-encoding views.
#pragma once

#include <QChartView>
#include <QColor>
#include <QGraphicsSimpleTextItem>
#include <QHash>
#include <QLineSeries>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QString>
#include <QTimer>
#include <QValueAxis>

namespace studio {

class LivePlot : public QChartView {
  Q_OBJECT
 public:
  LivePlot(const QString& title, const QString& x_title, const QString& y_title, QWidget* parent = nullptr);

  // A new series on both axes; the plot owns it.
  QLineSeries* addSeries(const QString& name, const QPen& pen);
  void removeSeries(QLineSeries* series);
  // Draws the series above all others (e.g. a dashed reference curve over the runs).
  void raiseSeries(QLineSeries* series);
  // Buffered: appears with the next repaint (≤ 10 Hz).
  void queuePoint(QLineSeries* series, double x, double y);
  // Immediate: replaces all points of the series (previews, recomputed curves).
  void replacePoints(QLineSeries* series, const QList<QPointF>& points);
  void setSeriesVisible(QLineSeries* series, bool visible);
  // Appends every queued point now (tests, end of a run).
  void flush();
  // Fits the axes to the visible series (with "nice" tick values).
  void rescale();

  void setTitle(const QString& title);
  // Shown in the middle of the plot while no series has a point (e.g. "Curves appear when training starts").
  void setPlaceholderText(const QString& text);
  void setYLabelFormat(const QString& format);  // printf style, e.g. "%.1e"
  // The y axis never shrinks below [0, min_top] (keeps an empty BLEU plot readable).
  void setYFloor(double min_top) { y_min_top_ = min_top; }
  // A y range that rescale() leaves alone (e.g. −1.1 … 1.1 for sinusoids), ticks every `tick_interval`.
  void setFixedYRange(double min, double max, double tick_interval);
  // Shows x only up to `max_x` (0: everything), e.g. the steps trained so far of a long planned schedule.
  void setXLimit(double max_x);
  // Extra x range, e.g. the planned number of steps, so that a run draws into a fixed frame.
  void setXHint(double max_x);

  QValueAxis* xAxis() const { return x_axis_; }
  QValueAxis* yAxis() const { return y_axis_; }
  QList<QLineSeries*> allSeries() const { return series_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // Chart colours from the widget palette (the app's light or dark theme). QChart::setTheme would also
  // repaint the series in the theme's colours, which carry meaning here.
  void applyPalette();
  void placePlaceholder();

  QList<QLineSeries*> series_;
  QGraphicsSimpleTextItem* placeholder_ = nullptr;
  QColor label_color_;
  QHash<QLineSeries*, QList<QPointF>> pending_;
  QValueAxis* x_axis_ = nullptr;
  QValueAxis* y_axis_ = nullptr;
  QTimer flush_timer_;
  double y_min_top_ = 0.0;
  double x_hint_ = 0.0;
  double x_max_limit_ = 0.0;
  bool fixed_y_ = false;
};

}  // namespace studio
