// The head finder's report as data files, with the same field names as `attention-cli heads --json` (layers
// and heads numbered from 0, as there; the app's labels count from 1).
//   .json: every head's accuracy, interval and mean weights, the baselines, and every sentence's observation;
//   .csv:  one row per head (best first within each kind), then one row per baseline.
#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

#include "attention/antecedent_heads.h"

namespace studio {

QByteArray headReportJson(const attn::AntecedentReport& report,
                          const std::vector<attn::AntecedentItem>& items, const QString& file,
                          int sentences_in_file);
QString headReportCsv(const attn::AntecedentReport& report);

}  // namespace studio
