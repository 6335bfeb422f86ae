#include "shell/lesson_outline_dialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "shell/lesson_outline.h"

namespace studio {

LessonOutlineDialog::LessonOutlineDialog(QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Lesson outline"));
  setObjectName(QStringLiteral("lessonOutline"));
  browser_ = new QTextBrowser(this);
  browser_->setOpenLinks(false);
  browser_->setHtml(lessonOutlineHtml(lessonSteps()));
  connect(browser_, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) {
    const ViewLink link = ViewLink::fromUrl(url);
    if (!link.view.isEmpty()) emit linkActivated(link);
  });
  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(browser_);
  layout->addWidget(buttons);
  resize(620, 640);
}

}  // namespace studio
