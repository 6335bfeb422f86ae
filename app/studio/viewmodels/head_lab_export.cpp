#include "viewmodels/head_lab_export.h"

#include <QString>

#include "viewmodels/attention_math.h"

namespace studio {

QJsonObject maskedTranslationJson(const MaskedTranslationResult& result) {
  return QJsonObject{{QStringLiteral("source"), result.source},
                     {QStringLiteral("unmasked"), result.unmasked},
                     {QStringLiteral("masked"), result.masked},
                     {QStringLiteral("log_prob_unmasked"), result.log_prob_unmasked},
                     {QStringLiteral("log_prob_masked"), result.log_prob_masked}};
}

QJsonObject devSetJson(const HeadLabJobResult& result) {
  return QJsonObject{{QStringLiteral("mask"), QString::fromStdString(result.request.mask.to_string())},
                     {QStringLiteral("pairs"), result.sentences},
                     {QStringLiteral("bleu_before"), result.bleu_before},
                     {QStringLiteral("bleu_after"), result.bleu_after},
                     {QStringLiteral("chrf_before"), result.chrf_before},
                     {QStringLiteral("chrf_after"), result.chrf_after}};
}

QJsonObject contrastSetJson(const HeadLabJobResult& result) {
  return QJsonObject{{QStringLiteral("mask"), QString::fromStdString(result.request.mask.to_string())},
                     {QStringLiteral("items"), result.sentences},
                     {QStringLiteral("correct_before"), result.correct_before},
                     {QStringLiteral("correct_after"), result.correct_after}};
}

QJsonArray headImportanceJson(const attn::HeadImportance& importance) {
  QJsonArray heads;
  for (std::size_t k = 0; k < 3; ++k)
    for (int l = 0; l < importance.layers[k]; ++l)
      for (int h = 0; h < importance.heads; ++h)
        heads.append(QJsonObject{
            {QStringLiteral("kind"), attentionKindShort(AttentionKind(k))},
            {QStringLiteral("layer"), l},
            {QStringLiteral("head"), h},
            {QStringLiteral("importance"), importance.raw[k][std::size_t(l)][std::size_t(h)]},
            {QStringLiteral("normalised"), importance.normalised[k][std::size_t(l)][std::size_t(h)]}});
  return heads;
}

QJsonArray pruningCurveJson(const std::vector<attn::PruningPoint>& curve) {
  QJsonArray points;
  for (const auto& p : curve)
    points.append(QJsonObject{{QStringLiteral("fraction_off"), p.fraction},
                              {QStringLiteral("heads_off"), p.heads_off},
                              {QStringLiteral("bleu_by_importance"), p.bleu_by_importance},
                              {QStringLiteral("bleu_random"), p.bleu_random},
                              {QStringLiteral("chrf_by_importance"), p.chrf_by_importance},
                              {QStringLiteral("chrf_random"), p.chrf_random}});
  return points;
}

}  // namespace studio
