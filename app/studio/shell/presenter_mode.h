// Presenter mode for teaching on a projector: full screen, a larger text size (its own setting) and a
// high-contrast palette; keys move between the views (a presentation clicker's Page Up / Page Down too) and
// Escape leaves. Also the View ▸ Text size setting, remembered separately for normal and presenter mode.
#pragma once

#include <QList>
#include <QObject>

class QAction;
class QActionGroup;
class QMenu;

namespace studio {

class MainWindow;
class StudioSettings;

class PresenterMode : public QObject {
  Q_OBJECT
 public:
  // Applies the remembered normal text size at once.
  PresenterMode(MainWindow* window, StudioSettings* settings);

  static QList<double> textScales() { return {1.0, 1.25, 1.5, 1.75, 2.0, 2.5}; }

  bool isActive() const { return active_; }
  // `full_screen` false keeps the window's size (headless exports at a chosen size).
  void setActive(bool active, bool full_screen = true);
  // The text size of the mode in use, remembered for it.
  double textScale() const;
  void setTextScale(double scale);

  // View ▸ Presenter mode, View ▸ Text size, Next / Previous view, and Escape while presenting.
  void addToMenu(QMenu* view_menu);
  QAction* toggleAction() const { return toggle_; }

 protected:
  // While presenting, a clicker's Page Down / Page Up anywhere in the window (see clickerStep).
  bool eventFilter(QObject* watched, QEvent* event) override;

 signals:
  void activeChanged(bool active);

 private:
  void stepView(int delta);
  // A clicker's key: the current view's own next step if it has one, else the next view.
  void clickerStep(int delta);
  void updateTextSizeChecks();

  MainWindow* window_;
  StudioSettings* settings_;
  bool active_ = false;
  bool was_maximized_ = false;
  QAction* toggle_ = nullptr;
  QAction* next_ = nullptr;
  QAction* previous_ = nullptr;
  QAction* leave_ = nullptr;
  QAction* clicker_next_ = nullptr;
  QAction* clicker_previous_ = nullptr;
  QActionGroup* sizes_ = nullptr;
};

}  // namespace studio
