// A Qt Charts line plot with labelled axes that accepts points faster than it repaints: points queued with
// queuePoint() are coalesced and appended at most ten times a second, so a trainer reporting hundreds of
// steps per second never floods the GUI thread. Used by the training and positional-encoding views.
//
// It keeps every point as received (step, training time, value) and draws them the way the user asks, as
// TensorBoard does: smoothed (debiased EMA, the raw curve faint behind it), on a log or linear y axis, over
// steps or training time; hovering shows each curve's value at the cursor.
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
#include <limits>

#include "widgets/chart_smoothing.h"

class QLogValueAxis;

namespace studio {

class ChartHoverReadout;

class LivePlot : public QChartView {
  Q_OBJECT
 public:
  enum class XAxisMode { kStep, kTrainingTime };

  LivePlot(const QString& title, const QString& x_title, const QString& y_title, QWidget* parent = nullptr);
  ~LivePlot() override;

  // A new series on both axes; the plot owns it.
  QLineSeries* addSeries(const QString& name, const QPen& pen);
  void removeSeries(QLineSeries* series);
  // Draws the series above all others (e.g. a dashed reference curve over the runs).
  void raiseSeries(QLineSeries* series);
  // Buffered: appears with the next repaint (≤ 10 Hz). `seconds` is the training time at the point (NaN when
  // unknown: the point then has no place on a time axis).
  void queuePoint(QLineSeries* series, double x, double y,
                  double seconds = std::numeric_limits<double>::quiet_NaN());
  // Immediate: replaces all points of the series (previews, recomputed curves).
  void replacePoints(QLineSeries* series, const QList<QPointF>& points);
  void setSeriesVisible(QLineSeries* series, bool visible);
  // Whether the smoothing applies to the series (default: yes). Off for exact curves such as a schedule.
  void setSeriesSmoothed(QLineSeries* series, bool smoothed);
  // A marker on every point, for sparse curves (validation); a curve of one point always gets one.
  void setSeriesMarkers(QLineSeries* series, bool markers);
  // Appends every queued point now (tests, end of a run).
  void flush();
  // Fits the axes to the visible series (with "nice" tick values).
  void rescale();

  // TensorBoard's controls. Smoothing weight in [0, 1): 0 draws the points as they are.
  void setSmoothing(double weight);
  double smoothing() const { return smoothing_; }
  // Log y: points ≤ 0 have no place on it and are left out.
  void setLogScaleY(bool log_scale);
  bool logScaleY() const { return log_y_; }
  void setXAxisMode(XAxisMode mode);
  XAxisMode xAxisMode() const { return x_mode_; }

  // Wrapped onto more lines where the plot is too narrow for it, rather than cut off.
  void setTitle(const QString& title);
  QString title() const { return title_; }
  // Shown in the middle of the plot while no series has a point (e.g. "Curves appear when training starts").
  void setPlaceholderText(const QString& text);
  void setYLabelFormat(const QString& format);  // printf style, e.g. "%.1e"
  // The y axis never shrinks below [0, min_top] (keeps an empty BLEU plot readable).
  void setYFloor(double min_top) { y_min_top_ = min_top; }
  // The y axis never goes above `max` (BLEU is at most 100); 0: no ceiling.
  void setYCeiling(double max) { y_ceiling_ = max; }
  // A y range that rescale() leaves alone (e.g. −1.1 … 1.1 for sinusoids), ticks every `tick_interval`.
  void setFixedYRange(double min, double max, double tick_interval);
  // Shows x only up to `max_x` (0: everything), e.g. the steps trained so far of a long planned schedule.
  void setXLimit(double max_x);
  // Extra x range, e.g. the planned number of steps, so that a run draws into a fixed frame.
  void setXHint(double max_x);

  QValueAxis* xAxis() const { return x_axis_; }
  QValueAxis* yAxis() const { return y_axis_; }
  QLogValueAxis* logYAxis() const { return log_y_axis_; }
  QList<QLineSeries*> allSeries() const { return series_; }
  // The points of `series` as received (x, value), before smoothing.
  QList<QPointF> rawPoints(const QLineSeries* series) const;

  // The hover readout at `x` in axis units: per visible curve, the point nearest `x` with its value (and the
  // raw value while smoothing), step and training time. Empty when there is no point.
  QString readoutAt(double x) const;
  // As a mouse move to `pos` (viewport coordinates) does: shows the readout there. Returns its text.
  QString showReadoutAt(const QPoint& pos);
  QString readoutText() const;  // what the hover box shows now; empty while hidden

 protected:
  void changeEvent(QEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  struct Sample {
    double step, seconds, value;
  };
  // One curve's points as received, their smoothed values, and its faint raw twin shown while smoothing.
  struct Track {
    QList<Sample> samples;
    QList<double> smoothed;
    DebiasedEma ema;
    QLineSeries* raw_twin = nullptr;
    bool smoothable = true;
    bool markers = false;
  };

  // Chart colours from the widget palette (the app's light or dark theme). QChart::setTheme would also
  // repaint the series in the theme's colours, which carry meaning here.
  void applyPalette();
  void placePlaceholder();
  void layoutTitle();
  // Intervals on the x axis that leave room for whole labels up to `x_max` at the current width.
  int xTickCount(double x_max) const;
  void appendSamples(QLineSeries* series, const QList<Sample>& samples);
  bool smoothingShown(const Track& track) const { return smoothing_ > 0 && track.smoothable; }
  // Where a sample goes in the current x mode, or false when it has no place there.
  bool displayX(const Sample& sample, double* x) const;
  bool displayY(double y) const;
  // Redraws the series (and its raw twin) from its samples.
  void redraw(QLineSeries* series);
  void redrawAll();
  void updateMarkers(QLineSeries* series);
  void updateTwinVisibility(QLineSeries* series);
  // The unit the time axis counts in (1, 60 or 3600 seconds) for the longest run; updates the axis title.
  double chooseTimeUnit();
  void attachToAxes(QLineSeries* series);
  void rescaleY(double y_min, double y_max, bool empty);

  QList<QLineSeries*> series_;
  QHash<QLineSeries*, Track> tracks_;
  QHash<QLineSeries*, QList<Sample>> pending_;
  QGraphicsSimpleTextItem* placeholder_ = nullptr;
  ChartHoverReadout* readout_ = nullptr;
  QColor label_color_;
  QString step_title_;
  QString title_;
  QValueAxis* x_axis_ = nullptr;
  QValueAxis* y_axis_ = nullptr;
  QLogValueAxis* log_y_axis_ = nullptr;
  QTimer flush_timer_;
  double y_min_top_ = 0.0;
  double y_ceiling_ = 0.0;
  double x_hint_ = 0.0;
  double x_max_limit_ = 0.0;
  bool fixed_y_ = false;
  double smoothing_ = 0.0;
  bool log_y_ = false;
  XAxisMode x_mode_ = XAxisMode::kStep;
  double time_unit_ = 1.0;  // seconds per x unit on the time axis
};

}  // namespace studio
