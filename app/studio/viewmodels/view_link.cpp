#include "viewmodels/view_link.h"

#include <QUrlQuery>
#include <algorithm>

#include "viewmodels/attention_math.h"

namespace studio {

namespace {

const QString kScheme = QStringLiteral("studio");

// Links spell a kind as head masks do ("enc", "dec", "cross"); "encoder" and "decoder", which links of
// earlier versions wrote (saved lesson outlines), still read.
QString kindName(int kind) { return attentionKindShort(AttentionKind(kind)); }

int kindFromName(const QString& name) {
  for (const AttentionKind kind : attn::kAttentionKinds)
    if (name == attentionKindShort(kind) || name == attentionKindKey(kind)) return int(kind);
  if (name == QLatin1String("encoder")) return int(AttentionKind::kEncoderSelf);
  if (name == QLatin1String("decoder")) return int(AttentionKind::kDecoderSelf);
  return -1;
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

}  // namespace studio
