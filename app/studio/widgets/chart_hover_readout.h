// The value-at-the-cursor box of a chart, as TensorBoard shows it: a vertical guide at the cursor and a box
// of text lines (one per curve) beside it, kept inside the plot area. Its items are children of the chart.
#pragma once

#include <QPalette>
#include <QPointF>
#include <QRectF>
#include <QString>

class QChart;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace studio {

class ChartHoverReadout {
 public:
  explicit ChartHoverReadout(QChart* chart);

  // Shows `text` beside `cursor` (chart coordinates) inside `plot_area`, with a guide at the cursor's x.
  void show(const QRectF& plot_area, const QPointF& cursor, const QString& text, const QPalette& palette);
  void hide();
  bool isVisible() const;
  QString text() const;  // empty while hidden

 private:
  QGraphicsLineItem* guide_;
  QGraphicsRectItem* box_;
  QGraphicsSimpleTextItem* label_;
};

}  // namespace studio
