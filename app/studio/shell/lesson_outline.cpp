#include "shell/lesson_outline.h"

#include <QCoreApplication>

#include "viewmodels/attention_math.h"

namespace studio {

namespace {

class Text {
  Q_DECLARE_TR_FUNCTIONS(studio::LessonOutline)
};

ViewLink to(const QString& view, const QString& panel = {}, int kind = -1) {
  ViewLink link;
  link.view = view;
  link.panel = panel;
  link.attention_kind = kind;
  return link;
}

}  // namespace

QList<LessonStep> lessonSteps() {
  const QString attention = QStringLiteral("attention"), illustrations = QStringLiteral("illustrations");
  return {
      {Text::tr("Tokens"),
       Text::tr("A sentence is cut into subword pieces from one vocabulary shared by both languages; each "
                "piece is a number, its id."),
       {{Text::tr("Translate a sentence and see its pieces"), to(QStringLiteral("translate"))}}},
      {Text::tr("Embeddings and positional encoding"),
       Text::tr("Each id selects a row of the embedding matrix, multiplied by √d_model; a sinusoidal "
                "positional encoding is added so that word order is known (sections 3.4 and 3.5)."),
       {{Text::tr("Positional encoding"), to(QStringLiteral("pe"))},
        {Text::tr("Where they sit in the model"), to(QStringLiteral("architecture"))}}},
      {Text::tr("Attention"),
       Text::tr("Attention(Q, K, V) = softmax(QKᵀ/√d_k)·V: every query takes a weighted mix of the values, "
                "weighted by how well it matches each key (section 3.2.1)."),
       {{Text::tr("One forward pass, step by step, with real numbers"), to(QStringLiteral("walkthrough"))},
        {Text::tr("Encoder self-attention"), to(attention, {}, int(AttentionKind::kEncoderSelf))}}},
      {Text::tr("Multi-head attention"),
       Text::tr("h heads attend side by side, each in d_k = d_model/h dimensions; their outputs are "
                "concatenated and projected (section 3.2.2). Heads learn different jobs."),
       {{Text::tr("Every head of every layer"), to(attention)},
        {Text::tr("Which head finds a pronoun's antecedent?"), to(QStringLiteral("heads"))}}},
      {Text::tr("Encoder, decoder and cross-attention"),
       Text::tr("N encoder layers read the source. Each decoder layer attends to the target so far (a "
                "causal mask hides later words), then to the encoder's output (cross-attention), then "
                "applies a feed-forward network (sections 3.1 and 3.2.3)."),
       {{Text::tr("The architecture (Figure 1)"), to(QStringLiteral("architecture"))},
        {Text::tr("The causal mask"), to(illustrations, QStringLiteral("mask"))},
        {Text::tr("Decoder self-attention"), to(attention, {}, int(AttentionKind::kDecoderSelf))},
        {Text::tr("Cross-attention"), to(attention, {}, int(AttentionKind::kCross))}}},
      {Text::tr("Training with warm-up and label smoothing"),
       Text::tr("Adam with a learning rate that warms up, then decays with the inverse square root of the "
                "step (section 5.3); targets smoothed with ε = 0.1 (section 5.4)."),
       {{Text::tr("The learning-rate schedule"), to(illustrations, QStringLiteral("noam"))},
        {Text::tr("Label smoothing"), to(illustrations, QStringLiteral("smoothing"))},
        {Text::tr("Train a model"), to(QStringLiteral("training"))}}},
      {Text::tr("Decoding"),
       Text::tr("The decoder writes one token at a time, greedily or with beam search and a length penalty "
                "(section 6.1); each step's choice can be explained."),
       {{Text::tr("Translate and explain each step"), to(QStringLiteral("translate"))},
        {Text::tr("The model and its numbers"), to(QStringLiteral("model"))}}},
  };
}

QString lessonOutlineHtml(const QList<LessonStep>& steps) {
  QString html = QStringLiteral("<h2>%1</h2><ol>").arg(Text::tr("Lesson outline").toHtmlEscaped());
  for (const LessonStep& s : steps) {
    html +=
        QStringLiteral("<li><p><b>%1</b><br>%2</p><p>").arg(s.title.toHtmlEscaped(), s.text.toHtmlEscaped());
    QStringList links;
    for (const LessonLink& l : s.links)
      links << QStringLiteral("<a href=\"%1\">%2</a>")
                   .arg(l.link.toUrl().toString(QUrl::FullyEncoded).toHtmlEscaped(), l.label.toHtmlEscaped());
    html += links.join(QStringLiteral(" · ")) + QStringLiteral("</p></li>");
  }
  return html + QStringLiteral("</ol>");
}

}  // namespace studio
