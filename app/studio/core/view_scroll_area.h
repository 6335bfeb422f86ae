// Holds one view in a main-window tab: the view fills the tab and scrolls only where the tab is smaller
// than the view's minimum size (a 1024×640 window, or large text in presenter mode). A plain resizable
// QScrollArea gives a view whose layout has word-wrapped labels its preferred height for the width, so
// views that fit at their minimum size scrolled all the same, their charts stretched past the window.
#pragma once

#include <QScrollArea>

namespace studio {

class ViewScrollArea : public QScrollArea {
  Q_OBJECT
 public:
  explicit ViewScrollArea(QWidget* view, QWidget* parent = nullptr);

 protected:
  void resizeEvent(QResizeEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  void fitView();
};

}  // namespace studio
