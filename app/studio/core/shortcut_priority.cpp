#include "core/shortcut_priority.h"

#include <QEvent>
#include <QKeyEvent>

namespace studio {

ShortcutPriority::ShortcutPriority(QList<QKeySequence> sequences, QObject* parent)
    : QObject(parent), sequences_(std::move(sequences)) {}

bool ShortcutPriority::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::ShortcutOverride) {
    const QKeySequence pressed(static_cast<QKeyEvent*>(event)->keyCombination());
    if (sequences_.contains(pressed)) {
      // Not accepted: no widget overrides it, so the shortcut map delivers it to the action.
      event->ignore();
      return true;
    }
  }
  return QObject::eventFilter(watched, event);
}

}  // namespace studio
