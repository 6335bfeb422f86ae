// A link to a place in the app: a view, and where in it (a kind of attention and a layer, an illustration
// panel, a sentence). The architecture diagram's blocks and the lesson outline's entries are such links; the
// main window opens them (shell/view_link_opener.h). As a URL: studio:/attention?kind=cross&layer=2&text=… or
// studio:/walkthrough?step=11&layer=1 (step and layer counted from 1)
#pragma once

#include <QString>
#include <QUrl>

namespace studio {

struct ViewLink {
  QString view;               // a view id ("attention", "pe", "illustrations", …)
  QString panel;              // the illustrations' panel ("mask", "smoothing", "noam"), else empty
  int attention_kind = -1;    // an AttentionKind for the Attention view; -1: leave it as it is
  int walkthrough_step = -1;  // a WalkthroughStepId for the walkthrough; -1: leave it as it is
  int layer = 0;              // 0-based, with attention_kind or walkthrough_step
  QString text;               // a sentence for views that take one, when they have none yet

  QUrl toUrl() const;
  static ViewLink fromUrl(const QUrl& url);  // view empty when it is not a studio: link
};

}  // namespace studio
