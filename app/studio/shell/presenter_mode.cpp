#include "shell/presenter_mode.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMenu>
#include <cmath>

#include "core/font_scale.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/theme.h"
#include "shell/main_window.h"

namespace studio {

PresenterMode::PresenterMode(MainWindow* window, StudioSettings* settings)
    : QObject(window), window_(window), settings_(settings) {
  if (settings_->textScale() != 1.0) applyFontScale(settings_->textScale());
}

double PresenterMode::textScale() const {
  return active_ ? settings_->presenterTextScale() : settings_->textScale();
}

void PresenterMode::setTextScale(double scale) {
  if (active_)
    settings_->setPresenterTextScale(scale);
  else
    settings_->setTextScale(scale);
  applyFontScale(scale);
  updateTextSizeChecks();
}

void PresenterMode::setActive(bool active, bool full_screen) {
  if (active == active_) return;
  active_ = active;
  if (active) {
    was_maximized_ = window_->isMaximized();
    applyApplicationPalette(highContrastPalette());
    applyFontScale(settings_->presenterTextScale());
    if (full_screen) window_->showFullScreen();
  } else {
    applyTheme(themeFromName(settings_->theme()));
    applyFontScale(settings_->textScale());
    if (window_->isFullScreen()) was_maximized_ ? window_->showMaximized() : window_->showNormal();
  }
  if (leave_) leave_->setEnabled(active);
  // A clicker's keys must step whatever has the focus (the view tabs, a text box), and a widget that takes
  // Page Down for itself, or a shortcut map that does not see the key, would lose them: while presenting, the
  // application's key presses pass through this filter first.
  if (active)
    qApp->installEventFilter(this);
  else
    qApp->removeEventFilter(this);
  for (QAction* clicker : {clicker_next_, clicker_previous_})
    if (clicker) clicker->setEnabled(active);
  if (toggle_) toggle_->setChecked(active);
  updateTextSizeChecks();
  emit activeChanged(active);
}

void PresenterMode::addToMenu(QMenu* view_menu) {
  toggle_ = view_menu->addAction(tr("&Presenter mode"));
  toggle_->setCheckable(true);
  toggle_->setShortcut(QKeySequence(Qt::Key_F11));
  toggle_->setToolTip(tr("Full screen, large text and a high-contrast palette, for teaching on a projector"));
  connect(toggle_, &QAction::toggled, this, [this](bool on) { setActive(on); });
  // Escape leaves presenter mode (only while presenting, so Escape keeps its meaning elsewhere).
  leave_ = new QAction(tr("Leave presenter mode"), window_);
  leave_->setShortcut(QKeySequence(Qt::Key_Escape));
  leave_->setEnabled(false);
  connect(leave_, &QAction::triggered, this, [this] { setActive(false); });
  window_->addAction(leave_);

  QMenu* sizes = view_menu->addMenu(tr("&Text size"));
  sizes_ = new QActionGroup(this);
  for (double scale : textScales()) {
    QAction* a = sizes->addAction(tr("%1 %").arg(std::lround(scale * 100)), this,
                                  [this, scale] { setTextScale(scale); });
    a->setCheckable(true);
    a->setData(scale);
    sizes_->addAction(a);
  }
  updateTextSizeChecks();

  next_ = view_menu->addAction(tr("&Next view"), this, [this] { stepView(1); });
  next_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
  previous_ = view_menu->addAction(tr("P&revious view"), this, [this] { stepView(-1); });
  previous_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
  // A clicker sends Page Down / Page Up: while presenting they step through the view (the walkthrough's
  // steps), or to the next one. Items of their own, not more shortcuts of Next view, so that a view can take
  // them first; in the menu, where (unlike actions added to the window) their shortcuts also fire in tests.
  clicker_next_ = view_menu->addAction(tr("Next step or view (clicker)"), this, [this] { clickerStep(1); });
  clicker_next_->setShortcut(QKeySequence(Qt::Key_PageDown));
  clicker_previous_ =
      view_menu->addAction(tr("Previous step or view (clicker)"), this, [this] { clickerStep(-1); });
  clicker_previous_->setShortcut(QKeySequence(Qt::Key_PageUp));
  for (QAction* clicker : {clicker_next_, clicker_previous_}) clicker->setEnabled(false);
}

void PresenterMode::stepView(int delta) {
  const QList<StudioView*> views = window_->views();
  if (views.isEmpty()) return;
  const int i = std::max(0, int(views.indexOf(window_->currentView())));
  const int n = int(views.size());
  window_->showView(views[((i + delta) % n + n) % n]->viewId());
}

bool PresenterMode::eventFilter(QObject* watched, QEvent* event) {
  if (!active_ || event->type() != QEvent::KeyPress || !watched->isWidgetType()) return false;
  const auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() != Qt::NoModifier) return false;
  if (key->key() != Qt::Key_PageDown && key->key() != Qt::Key_PageUp) return false;
  if (static_cast<QWidget*>(watched)->window() != window_) return false;  // a dialog keeps its keys
  clickerStep(key->key() == Qt::Key_PageDown ? 1 : -1);
  return true;
}

void PresenterMode::clickerStep(int delta) {
  StudioView* view = window_->currentView();
  if (view && view->presentationStep(delta)) return;
  stepView(delta);
}

void PresenterMode::updateTextSizeChecks() {
  if (!sizes_) return;
  const double current = textScale();
  for (QAction* a : sizes_->actions()) a->setChecked(std::abs(a->data().toDouble() - current) < 1e-6);
}

}  // namespace studio
