// What every layers × heads grid of the app shares (the head finder's, the causal grid, the head lab's
// switches): where a cell lies, which cell is under the pointer, how the arrow keys move between cells, and a
// cell's tooltip.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>
#include <functional>

class QEvent;
class QWidget;

namespace studio {

// One block of cells: `layers` rows of `heads` cells from (left, top).
struct LayerHeadBlock {
  double left = 0, top = 0, cell_w = 0, cell_h = 0;
  int layers = 0, heads = 0;

  QRectF cellRect(int layer, int head) const;
  // False outside the block (or when it has no cells).
  bool cellAt(const QPointF& pos, int* layer, int* head) const;
};

// Moves (layer, head) one cell for an arrow key (Up/Down: a layer, Left/Right: a head), unclamped; false for
// any other key.
bool arrowKeyStep(int key, int* layer, int* head);

// For QWidget::event: on a tooltip event, shows `text_at(position)` (hides the tooltip where it is empty) and
// returns true; false for other events.
bool showCellToolTip(QWidget* widget, QEvent* event, const std::function<QString(const QPointF&)>& text_at);

}  // namespace studio
