// The head lab's results as JSON, functions of the results (testable without widgets): the sentence with and
// without the mask, a dev set's BLEU/chrF and a contrastive set's accuracy before and after the mask, every
// head's importance (layers and heads from 0, kinds "enc", "dec", "cross", as `attention-cli importance`) and
// the pruning curve.
#pragma once

#include <QJsonArray>
#include <QJsonObject>

#include "viewmodels/head_lab_types.h"

namespace studio {

QJsonObject maskedTranslationJson(const MaskedTranslationResult& result);
QJsonObject devSetJson(const HeadLabJobResult& result);
QJsonObject contrastSetJson(const HeadLabJobResult& result);
QJsonArray headImportanceJson(const attn::HeadImportance& importance);
QJsonArray pruningCurveJson(const std::vector<attn::PruningPoint>& curve);

}  // namespace studio
