#include "views/open_in_attention.h"

#include <memory>

#include "views/attention_view.h"

namespace studio {

void openInAttentionView(AttentionView* view, const QString& source, const QString& target,
                         AttentionKind kind, int layer, int head) {
  if (!view) return;
  view->setKind(kind);       // before the cell: a new kind selects layer 1, head 1
  view->setWordsMode(true);  // the finder measured words, so show the same
  view->setInputText(source);
  view->setForcedTarget(target);
  view->selectCell(layer, head);
  if (!view->isBusy()) return;
  auto once = std::make_shared<QMetaObject::Connection>();
  *once = QObject::connect(view, &StudioView::busyChanged, view, [view, once, layer, head](bool busy) {
    if (busy) return;
    QObject::disconnect(*once);
    view->selectCell(layer, head);
  });
}

}  // namespace studio
