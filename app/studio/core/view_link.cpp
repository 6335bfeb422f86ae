#include "core/view_link.h"

#include <QUrlQuery>
#include <algorithm>
#include <memory>

#include "core/main_window.h"
#include "views/attention_math.h"
#include "views/attention_view.h"
#include "views/illustrations_view.h"
#include "views/walkthrough_view.h"

namespace studio {

namespace {

const QString kScheme = QStringLiteral("studio");

QString kindName(int kind) {
  switch (AttentionKind(kind)) {
    case AttentionKind::kEncoderSelf:
      return QStringLiteral("encoder");
    case AttentionKind::kDecoderSelf:
      return QStringLiteral("decoder");
    case AttentionKind::kCross:
      return QStringLiteral("cross");
  }
  return {};
}

int kindFromName(const QString& name) {
  if (name == QLatin1String("encoder")) return int(AttentionKind::kEncoderSelf);
  if (name == QLatin1String("decoder")) return int(AttentionKind::kDecoderSelf);
  if (name == QLatin1String("cross")) return int(AttentionKind::kCross);
  return -1;
}

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

QUrl ViewLink::toUrl() const {
  QUrl url;
  url.setScheme(kScheme);
  url.setPath(QLatin1Char('/') + view);
  QUrlQuery query;
  if (!panel.isEmpty()) query.addQueryItem(QStringLiteral("panel"), panel);
  if (attention_kind >= 0) {
    query.addQueryItem(QStringLiteral("kind"), kindName(attention_kind));
    query.addQueryItem(QStringLiteral("layer"), QString::number(layer + 1));
  }
  if (walkthrough_step >= 0) {
    query.addQueryItem(QStringLiteral("step"), QString::number(walkthrough_step + 1));
    if (attention_kind < 0) query.addQueryItem(QStringLiteral("layer"), QString::number(layer + 1));
  }
  if (!text.isEmpty()) query.addQueryItem(QStringLiteral("text"), text);
  url.setQuery(query);
  return url;
}

ViewLink ViewLink::fromUrl(const QUrl& url) {
  ViewLink link;
  if (url.scheme() != kScheme) return link;
  const QUrlQuery query(url);
  link.view = url.path().mid(1);
  link.panel = query.queryItemValue(QStringLiteral("panel"));
  link.attention_kind = kindFromName(query.queryItemValue(QStringLiteral("kind")));
  link.layer = std::max(0, query.queryItemValue(QStringLiteral("layer")).toInt() - 1);
  if (query.hasQueryItem(QStringLiteral("step")))
    link.walkthrough_step = std::max(0, query.queryItemValue(QStringLiteral("step")).toInt() - 1);
  link.text = query.queryItemValue(QStringLiteral("text"), QUrl::FullyDecoded);
  return link;
}

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
