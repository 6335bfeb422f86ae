// The numbers of one step's attribution (issue 28) as the views export them: a JSON object with the method,
// f, the baseline and completeness of integrated gradients, and every source and target-prefix position; or
// CSV, one row per position. The keys follow `attention-cli attribute --json`.
#pragma once

#include <QJsonObject>
#include <QString>

#include "viewmodels/attribution_types.h"

namespace studio {

QJsonObject attributionJson(const AttributionOutcome& outcome);
QString attributionCsv(const AttributionOutcome& outcome);
// .json or .csv by the suffix; atomic. False with a readable `error` when the write fails.
bool writeAttribution(const AttributionOutcome& outcome, const QString& path, QString* error);

// What f is: "log P(▁es)" or "log P(▁es) − log P(▁sie)".
QString attributedFunction(const attn::AttributionResult& result);
// The zero baseline integrated gradients starts from, as the CLI states it.
QString attributionBaseline();

}  // namespace studio
