// The Probe view's results as data files, functions of the results (testable without widgets):
//   a probe: each candidate with its log P, pieces, per-piece log P and which pieces differ (JSON), or one
//   CSV row per candidate piece; the comparison (preferred, runner-up, margins, what the reference is); a
//   batch of contrastive items: the accuracy per group and every item scored (JSON), or one CSV row per item,
//   worst margin first (the table's order).
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <vector>

#include "viewmodels/probe_analysis.h"
#include "viewmodels/probe_types.h"

namespace studio {

QJsonArray probeCandidatesJson(const ProbeResult& result, const ProbeAnalysis& analysis);
// preferred, and with two candidates or more: runner_up, margin_best_over_second, margin, reference,
// reference_is ("expected", "model_translation" or "none").
QJsonObject probeComparisonJson(const ProbeResult& result, const ProbeAnalysis& analysis);
QString probeCsv(const ProbeResult& result, const ProbeAnalysis& analysis);

// Attention rows (layer-major, `columns` weights each) as [{layer, head, weights}], layers and heads from 1.
QJsonArray headRowsJson(const std::vector<float>& rows, std::size_t columns, std::size_t layers);

// The items scored so far (batch.scores.size() of them), worst margin first.
std::vector<std::size_t> contrastBatchOrder(const ContrastBatch& batch);
QJsonObject contrastBatchJson(const ContrastBatch& batch);
QString contrastBatchCsv(const ContrastBatch& batch);

}  // namespace studio
