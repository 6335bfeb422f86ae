// Text fields claim some Ctrl shortcuts for themselves (on X11 Ctrl+E moves to the end of the line), so a
// window action such as File ▸ Export never fired while a line edit had focus. Installed on the
// application, this filter keeps the given key sequences for the window's actions, whatever has focus.
#pragma once

#include <QKeySequence>
#include <QList>
#include <QObject>

namespace studio {

class ShortcutPriority : public QObject {
  Q_OBJECT
 public:
  ShortcutPriority(QList<QKeySequence> sequences, QObject* parent = nullptr);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  QList<QKeySequence> sequences_;
};

}  // namespace studio
