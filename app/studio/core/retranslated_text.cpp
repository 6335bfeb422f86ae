#include "core/retranslated_text.h"

#include <QEvent>
#include <QLabel>

#include "core/ui_language.h"

namespace studio {

namespace {

// Lives as the label's child and watches its language changes.
class RetranslatedText : public QObject {
 public:
  RetranslatedText(QLabel* label, std::function<QString()> compose) : QObject(label), label_(label) {
    label->installEventFilter(this);
    show(std::move(compose));
  }

  void show(std::function<QString()> compose) {
    compose_ = std::move(compose);
    refresh();
  }

  void refresh() {
    shown_ = compose_();
    label_->setText(shown_);
  }

  bool eventFilter(QObject* watched, QEvent* event) override {
    if (watched == label_ && event->type() == QEvent::LanguageChange) {
      // The window may have put a text that was one translation into the new language already (it does
      // that before its children hear of the switch); any other text means the label shows something else
      // now, and this is done.
      const QString text = label_->text();
      if (text == shown_ || text == retranslateShownText(shown_, label_)) {
        refresh();
      } else {
        label_->removeEventFilter(this);
        setParent(nullptr);  // no longer found by showRetranslated()
        deleteLater();
      }
    }
    return false;
  }

 private:
  QLabel* label_;
  std::function<QString()> compose_;
  QString shown_;
};

}  // namespace

void showRetranslated(QLabel* label, std::function<QString()> compose) {
  for (QObject* child : label->children())
    if (auto* existing = dynamic_cast<RetranslatedText*>(child)) {
      existing->show(std::move(compose));
      return;
    }
  new RetranslatedText(label, std::move(compose));
}

}  // namespace studio
