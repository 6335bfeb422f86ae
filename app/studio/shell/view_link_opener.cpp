#include "shell/view_link_opener.h"

#include <memory>

#include "shell/main_window.h"
#include "views/attention_view.h"
#include "views/illustrations_view.h"
#include "views/walkthrough_view.h"

namespace studio {

namespace {

// The Attention view builds its grid when its inference is back: select the layer (mean over heads) then.
void openAttention(AttentionView* view, const ViewLink& link) {
  if (link.attention_kind >= 0) view->setKind(AttentionKind(link.attention_kind));
  if (!link.text.isEmpty() && view->result() == nullptr) view->setInputText(link.text);
  if (link.attention_kind < 0) return;
  const int layer = link.layer;
  view->selectCell(layer, -1);
  if (!view->isBusy()) return;
  auto once = std::make_shared<QMetaObject::Connection>();
  *once = QObject::connect(view, &StudioView::busyChanged, view, [view, once, layer](bool busy) {
    if (busy) return;
    QObject::disconnect(*once);
    view->selectCell(layer, -1);
  });
}

// The walkthrough traces its own sentence: the link's sentence only when it has none yet. The head stays
// the one the class is looking at.
void openWalkthrough(WalkthroughView* view, const ViewLink& link) {
  if (!link.text.isEmpty() && view->trace() == nullptr && !view->isBusy()) view->setInputText(link.text);
  if (link.walkthrough_step < 0) return;
  view->setLayerAndHead(link.layer, view->head());
  view->setStep(link.walkthrough_step);
}

}  // namespace

bool openViewLink(MainWindow* window, const ViewLink& link) {
  StudioView* target = window ? window->view(link.view) : nullptr;
  if (!target) return false;
  window->showView(link.view);
  if (auto* attention = qobject_cast<AttentionView*>(target)) openAttention(attention, link);
  if (auto* illustrations = qobject_cast<IllustrationsView*>(target); illustrations && !link.panel.isEmpty())
    illustrations->showPanel(link.panel);
  if (auto* walkthrough = qobject_cast<WalkthroughView*>(target)) openWalkthrough(walkthrough, link);
  return true;
}

}  // namespace studio
