#include "widgets/wheel_guard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace studio {

void WheelGuard::install(QWidget* root) {
  auto* guard = new WheelGuard(root);
  QList<QWidget*> guarded;
  for (QWidget* widget : root->findChildren<QWidget*>())
    if (qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QComboBox*>(widget) ||
        qobject_cast<QAbstractSlider*>(widget))
      guarded.append(widget);
  for (QWidget* widget : guarded) {
    // A scroll bar is a slider too, and scrolling is its job.
    if (widget->inherits("QScrollBar")) continue;
    // Strong focus: the wheel alone no longer gives focus, so it cannot turn itself on.
    widget->setFocusPolicy(Qt::StrongFocus);
    widget->installEventFilter(guard);
  }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::Wheel) {
    auto* widget = qobject_cast<QWidget*>(watched);
    if (widget && !widget->hasFocus()) {
      // Not for this widget: ignored, the event goes on to the parents and the scroll area scrolls.
      event->ignore();
      return true;
    }
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace studio
