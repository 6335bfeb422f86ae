// The head finder's report as data files, with the same field names as `attention-cli heads --json` (layers
// and heads numbered from 0, as there; the app's labels count from 1).
//   .json: every head's accuracy, interval and mean weights, the baselines, and every sentence's observation;
//   .csv:  one row per head (best first within each kind), then one row per baseline.
// The causal grid (heads ranked by activation patching) likewise:
//   .json: the pairs (line, sentences, words, clean and corrupted metric, total effect, used or not), and per
//          head the mean share restored, its 95 % bootstrap interval and the share of every pair used;
//   .csv:  one row per head: kind, layer, head, mean, low, high, pairs used, the mean total effect of those
//          pairs, then one column per pair used ("line N").
// Numbers the two export formats share are written with 17 significant digits, so they read back exactly.
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <vector>

#include "attention/antecedent_heads.h"
#include "viewmodels/head_finder_types.h"

namespace studio {

QByteArray headReportJson(const attn::AntecedentReport& report,
                          const std::vector<attn::AntecedentItem>& items, const QString& file,
                          int sentences_in_file);
QString headReportCsv(const attn::AntecedentReport& report);

QJsonObject causalHeadsJsonObject(const CausalHeadsResult& result);
QByteArray causalHeadsJson(const CausalHeadsResult& result);
QString causalHeadsCsv(const CausalHeadsResult& result);

}  // namespace studio
