#include "viewmodels/probe_export.h"

#include <algorithm>
#include <numeric>

#include "core/atomic_write.h"

namespace studio {

namespace {

QJsonArray toJson(const std::vector<double>& values) {
  QJsonArray a;
  for (double v : values) a.append(v);
  return a;
}

QJsonArray toJson(const std::vector<std::string>& values) {
  QJsonArray a;
  for (const auto& v : values) a.append(QString::fromStdString(v));
  return a;
}

std::vector<attn::ContrastItem> scoredItems(const ContrastBatch& batch) {
  const std::size_t n = std::min(batch.items.size(), batch.scores.size());
  return {batch.items.begin(), batch.items.begin() + std::ptrdiff_t(n)};
}

}  // namespace

QJsonArray probeCandidatesJson(const ProbeResult& result, const ProbeAnalysis& analysis) {
  QJsonArray candidates;
  for (std::size_t c = 0; c < result.inspections.size(); ++c) {
    const attn::Inspection& in = result.inspections[c];
    QJsonArray log_probs, differs;
    for (float v : in.token_log_probs) log_probs.append(double(v));
    for (bool d : analysis.piece_differs[c]) differs.append(d);
    candidates.append(QJsonObject{{QStringLiteral("text"), result.candidates.value(int(c))},
                                  {QStringLiteral("log_prob"), analysis.log_probs[c]},
                                  {QStringLiteral("tokens"), toJson(in.output_pieces)},
                                  {QStringLiteral("token_log_probs"), log_probs},
                                  {QStringLiteral("differs"), differs}});
  }
  return candidates;
}

QJsonObject probeComparisonJson(const ProbeResult& result, const ProbeAnalysis& analysis) {
  QJsonObject o;
  o[QStringLiteral("preferred")] = analysis.preferred;
  if (analysis.log_probs.size() > 1) {
    o[QStringLiteral("runner_up")] = analysis.runner_up;
    o[QStringLiteral("margin_best_over_second")] = analysis.best_margin;
    // The reference's margin over the best other, and what the reference is (typed first or the model's own).
    o[QStringLiteral("margin")] = analysis.reference_margin;
    o[QStringLiteral("reference")] = analysis.reference;
    o[QStringLiteral("reference_is")] = !result.generated           ? QStringLiteral("expected")
                                        : result.own_candidate >= 0 ? QStringLiteral("model_translation")
                                                                    : QStringLiteral("none");
  }
  return o;
}

QString probeCsv(const ProbeResult& result, const ProbeAnalysis& analysis) {
  QString csv =
      csvRow({QStringLiteral("candidate"), QStringLiteral("text"), QStringLiteral("candidate_log_prob"),
              QStringLiteral("token_index"), QStringLiteral("token"), QStringLiteral("token_log_prob"),
              QStringLiteral("differs")});
  for (std::size_t c = 0; c < result.inspections.size(); ++c) {
    const attn::Inspection& in = result.inspections[c];
    for (std::size_t t = 0; t < in.output_pieces.size(); ++t)
      csv += csvRow({QString::number(c + 1), result.candidates.value(int(c)),
                     QString::number(analysis.log_probs[c], 'g', 8), QString::number(t + 1),
                     QString::fromStdString(in.output_pieces[t]),
                     QString::number(double(in.token_log_probs[t]), 'g', 8),
                     analysis.piece_differs[c][t] ? QStringLiteral("1") : QStringLiteral("0")});
  }
  return csv;
}

QJsonArray headRowsJson(const std::vector<float>& rows, std::size_t columns, std::size_t layers) {
  QJsonArray out;
  if (columns == 0 || rows.empty()) return out;
  const std::size_t heads =
      std::max<std::size_t>(rows.size() / columns / std::max<std::size_t>(layers, 1), 1);
  for (std::size_t r = 0; (r + 1) * columns <= rows.size(); ++r) {
    QJsonArray weights;
    for (std::size_t k = 0; k < columns; ++k) weights.append(double(rows[r * columns + k]));
    out.append(QJsonObject{{QStringLiteral("layer"), int(r / heads) + 1},
                           {QStringLiteral("head"), int(r % heads) + 1},
                           {QStringLiteral("weights"), weights}});
  }
  return out;
}

std::vector<std::size_t> contrastBatchOrder(const ContrastBatch& batch) {
  std::vector<std::size_t> order(std::min(batch.items.size(), batch.scores.size()));
  std::iota(order.begin(), order.end(), std::size_t(0));
  std::stable_sort(order.begin(), order.end(), [&batch](std::size_t a, std::size_t b) {
    return batch.scores[a].margin < batch.scores[b].margin;
  });
  return order;
}

QJsonObject contrastBatchJson(const ContrastBatch& batch) {
  QJsonArray groups, items;
  for (const auto& g : attn::summarize_contrast(scoredItems(batch), batch.scores))
    groups.append(QJsonObject{{QStringLiteral("group"), QString::fromStdString(g.group)},
                              {QStringLiteral("items"), g.items},
                              {QStringLiteral("correct"), g.correct},
                              {QStringLiteral("accuracy"), g.accuracy()}});
  for (const std::size_t i : contrastBatchOrder(batch)) {
    const attn::ContrastItem& item = batch.items[i];
    const attn::ContrastScore& score = batch.scores[i];
    items.append(QJsonObject{{QStringLiteral("line"), item.line},
                             {QStringLiteral("group"), QString::fromStdString(item.group)},
                             {QStringLiteral("source"), QString::fromStdString(item.source)},
                             {QStringLiteral("candidates"), toJson(item.candidates)},
                             {QStringLiteral("log_probs"), toJson(score.log_probs)},
                             {QStringLiteral("preferred"), score.preferred},
                             {QStringLiteral("margin"), score.margin},
                             {QStringLiteral("correct"), score.correct()}});
  }
  return QJsonObject{{QStringLiteral("items_file"), batch.file},
                     {QStringLiteral("cancelled"), batch.cancelled},
                     {QStringLiteral("summary"), groups},
                     {QStringLiteral("items"), items}};
}

QString contrastBatchCsv(const ContrastBatch& batch) {
  QString csv = csvRow({QStringLiteral("rank"), QStringLiteral("line"), QStringLiteral("group"),
                        QStringLiteral("source"), QStringLiteral("margin"), QStringLiteral("correct"),
                        QStringLiteral("preferred"), QStringLiteral("log_probs")});
  int rank = 0;
  for (const std::size_t i : contrastBatchOrder(batch)) {
    const attn::ContrastItem& item = batch.items[i];
    const attn::ContrastScore& score = batch.scores[i];
    QStringList log_probs;
    for (double v : score.log_probs) log_probs << QString::number(v, 'g', 8);
    csv += csvRow({QString::number(++rank), QString::number(item.line), QString::fromStdString(item.group),
                   QString::fromStdString(item.source), QString::number(score.margin, 'g', 8),
                   score.correct() ? QStringLiteral("1") : QStringLiteral("0"),
                   QString::fromStdString(item.candidates[std::size_t(score.preferred)]),
                   log_probs.join(QLatin1Char(' '))});
  }
  return csv;
}

}  // namespace studio
