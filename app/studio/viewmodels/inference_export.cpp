#include "viewmodels/inference_export.h"

#include "core/atomic_write.h"
#include "viewmodels/attention_math.h"

namespace studio {

QJsonArray candidatesJson(const InferenceResult& result) {
  QJsonArray candidates;
  for (const InferenceCandidate& c : result.candidates)
    candidates.append(QJsonObject{{QStringLiteral("text"), c.text},
                                  {QStringLiteral("score"), c.score},
                                  {QStringLiteral("log_prob"), c.log_prob}});
  return candidates;
}

QJsonArray decodeStepsJson(const InferenceResult& result) {
  QJsonArray steps;
  const QStringList pieces = displayPieces(result.inspection.output_pieces);
  for (std::size_t t = 0; t < result.steps.size(); ++t) {
    const attn::DecodeStep& step = result.steps[t];
    QJsonArray top;
    for (const attn::NextTokenChoice& c : step.top)
      top.append(QJsonObject{{QStringLiteral("token"), displayPieces({c.piece}).value(0)},
                             {QStringLiteral("p"), static_cast<double>(c.probability)}});
    steps.append(QJsonObject{{QStringLiteral("step"), int(t) + 1},
                             {QStringLiteral("token"), pieces.value(int(t))},
                             {QStringLiteral("p"), static_cast<double>(step.chosen_probability)},
                             {QStringLiteral("entropy_bits"), step.entropy_bits},
                             {QStringLiteral("top"), top}});
  }
  return steps;
}

QJsonObject whatIfJson(const InferenceResult& result) {
  if (result.forced_piece.isEmpty()) return {};
  return QJsonObject{
      {QStringLiteral("step"), result.request.force_step + 1},
      {QStringLiteral("forced_token"), displayPieces({result.forced_piece.toStdString()}).value(0)},
      {QStringLiteral("based_on"), result.request.force_base}};
}

QString labelledMatrixCsv(const QString& corner, const QStringList& row_labels,
                          const QStringList& column_labels, int rows, int columns,
                          const std::vector<float>& values) {
  QString csv = csvRow(QStringList{corner} + column_labels);
  for (int r = 0; r < rows; ++r) {
    QStringList fields{row_labels.value(r)};
    for (int c = 0; c < columns; ++c) {
      const std::size_t i = std::size_t(r) * std::size_t(columns) + std::size_t(c);
      fields << (i < values.size() ? QString::number(values[i], 'g', 6) : QString());
    }
    csv += csvRow(fields);
  }
  return csv;
}

QJsonArray matrixJson(int rows, int columns, const std::vector<float>& values) {
  QJsonArray out;
  for (int r = 0; r < rows; ++r) {
    QJsonArray row;
    for (int c = 0; c < columns; ++c) {
      const std::size_t i = std::size_t(r) * std::size_t(columns) + std::size_t(c);
      row.append(i < values.size() ? static_cast<double>(values[i]) : 0.0);
    }
    out.append(row);
  }
  return out;
}

}  // namespace studio
