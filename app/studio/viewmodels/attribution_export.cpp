#include "viewmodels/attribution_export.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include "core/atomic_write.h"

namespace studio {

namespace {

QJsonArray positionsJson(const std::vector<std::string>& pieces, const std::vector<double>& values,
                         const std::vector<double>& l2) {
  QJsonArray out;
  for (std::size_t j = 0; j < pieces.size() && j < values.size(); ++j)
    out.append(QJsonObject{{QStringLiteral("piece"), QString::fromStdString(pieces[j])},
                           {QStringLiteral("attribution"), values[j]},
                           {QStringLiteral("l2"), j < l2.size() ? l2[j] : 0.0}});
  return out;
}

}  // namespace

QString attributedFunction(const attn::AttributionResult& r) {
  const QString token = QString::fromStdString(r.token_piece);
  if (r.contrast_id < 0) return QStringLiteral("log P(%1)").arg(token);
  return QStringLiteral("log P(%1) − log P(%2)").arg(token, QString::fromStdString(r.contrast_piece));
}

QString attributionBaseline() {
  return QStringLiteral("every token embedding zero, positional encodings kept");
}

QJsonObject attributionJson(const AttributionOutcome& outcome) {
  const attn::AttributionResult& r = outcome.result;
  const attn::StepAttribution& a = r.attribution;
  QJsonObject j;
  j[QStringLiteral("method")] = QString::fromStdString(attn::method_name(a.method));
  j[QStringLiteral("aggregation")] =
      a.method == attn::AttributionMethod::kSaliency
          ? QStringLiteral("L2 norm of the gradient over the embedding dimension")
          : QStringLiteral("signed sum over the embedding dimension");
  j[QStringLiteral("f")] = attributedFunction(r);
  j[QStringLiteral("source_text")] = QString::fromStdString(outcome.request.source);
  j[QStringLiteral("target")] = QString::fromStdString(r.target_text);
  j[QStringLiteral("step")] = r.step;
  j[QStringLiteral("token")] = QString::fromStdString(r.token_piece);
  j[QStringLiteral("log_p_token")] = r.log_p_token;
  if (r.contrast_id >= 0) {
    j[QStringLiteral("contrast")] = QString::fromStdString(r.contrast_piece);
    j[QStringLiteral("log_p_contrast")] = r.log_p_contrast;
  }
  j[QStringLiteral("top")] = QString::fromStdString(r.top_piece);
  j[QStringLiteral("log_p_top")] = r.log_p_top;
  j[QStringLiteral("f_input")] = a.f_input;
  j[QStringLiteral("source")] = positionsJson(r.source_pieces, a.source, a.source_l2);
  j[QStringLiteral("prefix")] = positionsJson(r.prefix_pieces, a.prefix, a.prefix_l2);
  if (a.method != attn::AttributionMethod::kSaliency) j[QStringLiteral("sum")] = a.sum;
  if (a.method == attn::AttributionMethod::kIntegratedGradients) {
    j[QStringLiteral("steps")] = a.steps;
    j[QStringLiteral("rule")] = QString::fromStdString(attn::rule_name(a.rule));
    j[QStringLiteral("baseline")] = attributionBaseline();
    j[QStringLiteral("f_baseline")] = a.f_baseline;
    j[QStringLiteral("completeness_gap")] = a.sum - (a.f_input - a.f_baseline);
  }
  j[QStringLiteral("passes")] = a.passes;
  j[QStringLiteral("seconds")] = r.seconds;
  return j;
}

QString attributionCsv(const AttributionOutcome& outcome) {
  const attn::AttributionResult& r = outcome.result;
  const attn::StepAttribution& a = r.attribution;
  const QString method = QString::fromStdString(attn::method_name(a.method));
  const QString f = attributedFunction(r);
  QString csv = csvRow({QStringLiteral("part"), QStringLiteral("position"), QStringLiteral("piece"),
                        QStringLiteral("attribution"), QStringLiteral("l2"), QStringLiteral("method"),
                        QStringLiteral("f")});
  const auto rows = [&](const QString& part, const std::vector<std::string>& pieces,
                        const std::vector<double>& values, const std::vector<double>& l2) {
    for (std::size_t j = 0; j < pieces.size() && j < values.size(); ++j)
      csv += csvRow({part, QString::number(j), QString::fromStdString(pieces[j]),
                     QString::number(values[j], 'g', 10),
                     QString::number(j < l2.size() ? l2[j] : 0.0, 'g', 10), method, f});
  };
  rows(QStringLiteral("source"), r.source_pieces, a.source, a.source_l2);
  rows(QStringLiteral("prefix"), r.prefix_pieces, a.prefix, a.prefix_l2);
  return csv;
}

bool writeAttribution(const AttributionOutcome& outcome, const QString& path, QString* error) {
  const bool json = QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0;
  const QByteArray data = json ? QJsonDocument(attributionJson(outcome)).toJson(QJsonDocument::Indented)
                               : attributionCsv(outcome).toUtf8();
  return writeFileAtomically(path, data, error);
}

}  // namespace studio
