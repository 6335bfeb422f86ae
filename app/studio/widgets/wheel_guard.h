// Keeps the mouse wheel from changing settings while the user scrolls a form: spin boxes, combo boxes and
// sliders under a root widget take wheel events only once they have focus (a click or Tab gives it, the
// wheel does not); until then the wheel scrolls the form around them.
#pragma once

#include <QObject>

class QWidget;

namespace studio {

class WheelGuard : public QObject {
 public:
  // Guards every spin box, combo box and slider under `root` (existing ones; call after building the form).
  // The guard belongs to `root`.
  static void install(QWidget* root);

 protected:
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  explicit WheelGuard(QObject* parent) : QObject(parent) {}
};

}  // namespace studio
