// Shows one sentence pair in the Attention view with one head selected (the head finder's "open this
// sentence"). The view builds its grid only when its inference is back, so the head is selected again once
// the view goes idle.
#pragma once

#include <QString>

#include "viewmodels/attention_math.h"

namespace studio {

class AttentionView;

void openInAttentionView(AttentionView* view, const QString& source, const QString& target,
                         AttentionKind kind, int layer, int head);

}  // namespace studio
