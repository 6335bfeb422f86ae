#include "widgets/chart_hover_readout.h"

#include <QBrush>
#include <QChart>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QPen>
#include <algorithm>

namespace studio {

namespace {
constexpr double kPadding = 5.0;
constexpr double kCursorGap = 12.0;  // the box stays clear of the pointer
constexpr double kOnTop = 100.0;     // above the series and the placeholder
}  // namespace

ChartHoverReadout::ChartHoverReadout(QChart* chart)
    : guide_(new QGraphicsLineItem(chart)),
      box_(new QGraphicsRectItem(chart)),
      label_(new QGraphicsSimpleTextItem(box_)) {
  guide_->setZValue(kOnTop);
  box_->setZValue(kOnTop + 1);
  hide();
}

void ChartHoverReadout::show(const QRectF& area, const QPointF& cursor, const QString& text,
                             const QPalette& palette) {
  if (text.isEmpty() || !area.contains(cursor)) {
    hide();
    return;
  }
  QColor guide_color = palette.color(QPalette::WindowText);
  guide_color.setAlpha(110);
  guide_->setPen(QPen(guide_color, 1, Qt::DotLine));
  guide_->setLine(cursor.x(), area.top(), cursor.x(), area.bottom());
  label_->setText(text);
  label_->setBrush(palette.color(QPalette::ToolTipText));
  label_->setPos(kPadding, kPadding);
  const QRectF text_box = label_->boundingRect();
  const QSizeF size(text_box.width() + 2 * kPadding, text_box.height() + 2 * kPadding);
  QColor fill = palette.color(QPalette::ToolTipBase);
  fill.setAlpha(235);
  box_->setBrush(fill);
  box_->setPen(QPen(palette.color(QPalette::Mid), 1));
  box_->setRect(0, 0, size.width(), size.height());
  // Right of the cursor, or left of it where the box would leave the plot; vertically within the plot.
  double x = cursor.x() + kCursorGap;
  if (x + size.width() > area.right()) x = cursor.x() - kCursorGap - size.width();
  x = std::max(x, area.left());
  double y = std::clamp(cursor.y() - size.height() / 2, area.top(),
                        std::max(area.top(), area.bottom() - size.height()));
  box_->setPos(x, y);
  guide_->setVisible(true);
  box_->setVisible(true);
}

void ChartHoverReadout::hide() {
  guide_->setVisible(false);
  box_->setVisible(false);
  label_->setText(QString());
}

bool ChartHoverReadout::isVisible() const { return box_->isVisible(); }

QString ChartHoverReadout::text() const { return isVisible() ? label_->text() : QString(); }

}  // namespace studio
