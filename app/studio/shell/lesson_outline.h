// The lesson outline (Help ▸ Lesson outline): the app's views in the order a class meets the paper —
// tokens, embeddings and positions, attention, multi-head attention, encoder / decoder / cross-attention,
// training with warm-up and label smoothing, decoding — each step with links that open its views.
#pragma once

#include <QList>
#include <QString>

#include "viewmodels/view_link.h"

namespace studio {

struct LessonLink {
  QString label;
  ViewLink link;
};

struct LessonStep {
  QString title;
  QString text;  // one or two sentences, with the paper's section
  QList<LessonLink> links;
};

// Translated; in teaching order.
QList<LessonStep> lessonSteps();
// The outline as HTML, each link a studio: URL (ViewLink::fromUrl reads it back).
QString lessonOutlineHtml(const QList<LessonStep>& steps);

}  // namespace studio
