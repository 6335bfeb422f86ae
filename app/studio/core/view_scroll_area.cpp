#include "core/view_scroll_area.h"

#include <QEvent>
#include <QScrollBar>

namespace studio {

ViewScrollArea::ViewScrollArea(QWidget* view, QWidget* parent) : QScrollArea(parent) {
  setFrameShape(QFrame::NoFrame);
  setWidgetResizable(false);  // sized by fitView()
  setWidget(view);
  view->installEventFilter(this);
}

void ViewScrollArea::fitView() {
  QWidget* view = widget();
  if (!view) return;
  const QSize minimum = view->minimumSizeHint().expandedTo(view->minimumSize());
  QSize room = maximumViewportSize();
  // A scroll bar in one direction takes its room from the other.
  const bool scrolls_down = minimum.height() > room.height();
  const bool scrolls_across = minimum.width() > room.width();
  if (scrolls_down) room.rwidth() -= verticalScrollBar()->sizeHint().width();
  if (scrolls_across) room.rheight() -= horizontalScrollBar()->sizeHint().height();
  view->resize(room.expandedTo(minimum));
}

void ViewScrollArea::resizeEvent(QResizeEvent* event) {
  QScrollArea::resizeEvent(event);
  fitView();
}

bool ViewScrollArea::eventFilter(QObject* watched, QEvent* event) {
  // The view's minimum size changes with its contents (a longer label, text size in presenter mode).
  if (watched == widget() && event->type() == QEvent::LayoutRequest) fitView();
  return QScrollArea::eventFilter(watched, event);
}

}  // namespace studio
