#include "widgets/pruning_curve_chart.h"

#include <QEvent>
#include <QGraphicsLayout>
#include <QLineSeries>
#include <QValueAxis>
#include <algorithm>

#include "widgets/chart_export.h"
#include "widgets/color_maps.h"
#include "widgets/legend_fit.h"
#include "widgets/palette_chart_view.h"

namespace studio {

PruningCurveChart::PruningCurveChart(QWidget* parent) : QChartView(parent) {
  auto* chart = new QChart;
  chart->legend()->setAlignment(Qt::AlignBottom);
  chart->setMargins(QMargins(4, 4, 4, 4));  // small windows: the room goes to the plot
  chart->layout()->setContentsMargins(0, 0, 0, 0);
  by_importance_ = new QLineSeries;
  by_importance_->setName(tr("least important first"));
  by_importance_->setPointsVisible(true);
  by_importance_->setColor(color_maps::categorical(0));
  random_ = new QLineSeries;
  random_->setName(tr("random order"));
  random_->setPointsVisible(true);
  random_->setColor(color_maps::categorical(1));
  x_axis_ = new QValueAxis;
  x_axis_->setTitleText(tr("heads switched off (%)"));
  x_axis_->setLabelFormat(QStringLiteral("%d"));
  x_axis_->setRange(0, 90);
  x_axis_->setTickCount(10);
  y_axis_ = new QValueAxis;
  y_axis_->setTitleText(tr("BLEU"));
  y_axis_->setRange(0, 40);
  chart->addSeries(by_importance_);
  chart->addSeries(random_);
  chart->addAxis(x_axis_, Qt::AlignBottom);
  chart->addAxis(y_axis_, Qt::AlignLeft);
  for (QLineSeries* s : {by_importance_, random_}) {
    s->attachAxis(x_axis_);
    s->attachAxis(y_axis_);
  }
  setChart(chart);
  keepLegendWhole(chart);
  setRenderHint(QPainter::Antialiasing);
  setMinimumHeight(160);  // the head lab must hold in a 1024×640 window
  applyPaletteToChart(chart, palette());
  updateTitle();
}

void PruningCurveChart::updateTitle() {
  constexpr int kShort = 220;
  chart()->setTitle(height() < kShort ? QString() : tr("Pruning curve: BLEU as heads are switched off"));
}

void PruningCurveChart::resizeEvent(QResizeEvent* event) {
  QChartView::resizeEvent(event);
  updateTitle();
}

void PruningCurveChart::changeEvent(QEvent* event) {
  QChartView::changeEvent(event);
  if (event->type() == QEvent::PaletteChange) applyPaletteToChart(chart(), palette());
  if (event->type() == QEvent::LanguageChange) updateTitle();
}

void PruningCurveChart::setCurve(const std::vector<attn::PruningPoint>& points) {
  points_ = points;
  QList<QPointF> importance, random;
  double top = 1;
  for (const auto& p : points) {
    importance.append({100 * p.fraction, p.bleu_by_importance});
    random.append({100 * p.fraction, p.bleu_random});
    top = std::max({top, p.bleu_by_importance, p.bleu_random});
  }
  by_importance_->replace(importance);
  random_->replace(random);
  y_axis_->setRange(0, top * 1.1);
  y_axis_->applyNiceNumbers();
}

QString PruningCurveChart::csv() const {
  QString text = QStringLiteral(
      "fraction_off,heads_off,bleu_by_importance,bleu_random,chrf_by_importance,chrf_random\n");
  for (const auto& p : points_)
    text += QStringList{chartNumber(p.fraction),           QString::number(p.heads_off),
                        chartNumber(p.bleu_by_importance), chartNumber(p.bleu_random),
                        chartNumber(p.chrf_by_importance), chartNumber(p.chrf_random)}
                .join(QLatin1Char(',')) +
            QLatin1Char('\n');
  return text;
}

}  // namespace studio
