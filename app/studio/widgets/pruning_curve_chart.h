// The pruning curve of Michel et al. 2019 as a line chart: BLEU (y) as a growing share of all heads is
// switched off (x, %), least important first against a random order. Its numbers export as CSV.
#pragma once

#include <QChartView>
#include <vector>

#include "attention/head_importance.h"

class QLineSeries;
class QValueAxis;

namespace studio {

class PruningCurveChart : public QChartView {
  Q_OBJECT
 public:
  explicit PruningCurveChart(QWidget* parent = nullptr);

  // Empty clears the chart.
  void setCurve(const std::vector<attn::PruningPoint>& points);
  const std::vector<attn::PruningPoint>& curve() const { return points_; }
  QLineSeries* byImportanceSeries() const { return by_importance_; }
  QLineSeries* randomSeries() const { return random_; }

  // fraction_off, heads_off, BLEU and chrF by importance and at random: one row per point.
  QString csv() const;

 protected:
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  // The title, except in a short chart, where the plot needs its row (the group box names the chart).
  void updateTitle();

  std::vector<attn::PruningPoint> points_;
  QLineSeries* by_importance_ = nullptr;
  QLineSeries* random_ = nullptr;
  QValueAxis* x_axis_ = nullptr;
  QValueAxis* y_axis_ = nullptr;
};

}  // namespace studio
