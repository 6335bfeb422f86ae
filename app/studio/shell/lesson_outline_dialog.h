// Help ▸ Lesson outline: the teaching order as a page of links (keyboard: Tab to a link, Enter opens it).
// Non-modal, so it stays open beside the window while the class moves through the views.
#pragma once

#include <QDialog>

#include "viewmodels/view_link.h"

class QTextBrowser;

namespace studio {

class LessonOutlineDialog : public QDialog {
  Q_OBJECT
 public:
  explicit LessonOutlineDialog(QWidget* parent = nullptr);
  QTextBrowser* browser() const { return browser_; }

 signals:
  void linkActivated(const studio::ViewLink& link);

 private:
  QTextBrowser* browser_;
};

}  // namespace studio
