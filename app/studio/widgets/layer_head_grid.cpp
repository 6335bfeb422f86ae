#include "widgets/layer_head_grid.h"

#include <QHelpEvent>
#include <QToolTip>
#include <QWidget>
#include <cmath>

namespace studio {

QRectF LayerHeadBlock::cellRect(int layer, int head) const {
  return {left + head * cell_w, top + layer * cell_h, cell_w, cell_h};
}

bool LayerHeadBlock::cellAt(const QPointF& pos, int* layer, int* head) const {
  if (cell_w <= 0 || cell_h <= 0 || pos.x() < left || pos.y() < top) return false;
  const int h = int(std::floor((pos.x() - left) / cell_w));
  const int l = int(std::floor((pos.y() - top) / cell_h));
  if (l < 0 || l >= layers || h < 0 || h >= heads) return false;
  *layer = l;
  *head = h;
  return true;
}

bool arrowKeyStep(int key, int* layer, int* head) {
  switch (key) {
    case Qt::Key_Left:
      --*head;
      return true;
    case Qt::Key_Right:
      ++*head;
      return true;
    case Qt::Key_Up:
      --*layer;
      return true;
    case Qt::Key_Down:
      ++*layer;
      return true;
    default:
      return false;
  }
}

bool showCellToolTip(QWidget* widget, QEvent* event, const std::function<QString(const QPointF&)>& text_at) {
  if (event->type() != QEvent::ToolTip) return false;
  auto* help = static_cast<QHelpEvent*>(event);
  const QString text = text_at(QPointF(help->pos()));
  if (text.isEmpty())
    QToolTip::hideText();
  else
    QToolTip::showText(help->globalPos(), text, widget);
  return true;
}

}  // namespace studio
