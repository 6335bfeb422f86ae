#include "views/head_report_export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "core/atomic_write.h"
#include "views/head_observations_model.h"

namespace studio {

namespace {

QJsonArray interval(const attn::Proportion& p) { return QJsonArray{p.low(), p.high()}; }

QJsonObject scoreJson(const attn::HeadScore& s) {
  return QJsonObject{{QStringLiteral("kind"), QString::fromLatin1(attn::head_kind_name(s.kind))},
                     {QStringLiteral("layer"), s.layer},
                     {QStringLiteral("head"), s.head},
                     {QStringLiteral("accuracy"), s.accuracy.value()},
                     {QStringLiteral("accuracy_ci95"), interval(s.accuracy)},
                     {QStringLiteral("correct"), s.accuracy.successes},
                     {QStringLiteral("items"), s.accuracy.trials},
                     {QStringLiteral("mean_antecedent_weight"), s.mean_antecedent_weight},
                     {QStringLiteral("mean_distractor_weight"), s.mean_distractor_weight}};
}

QJsonArray floats(const std::vector<float>& values) {
  QJsonArray out;
  for (float v : values) out.append(double(v));
  return out;
}

QString number(double v) { return QString::number(v, 'g', 8); }

QStringList scoreRow(const QString& kind, const QString& layer, const QString& head,
                     const attn::Proportion& p, const QString& mean_antecedent,
                     const QString& mean_distractor) {
  return {kind,
          layer,
          head,
          number(p.value()),
          number(p.low()),
          number(p.high()),
          QString::number(p.successes),
          QString::number(p.trials),
          mean_antecedent,
          mean_distractor};
}

QStringList headRow(const attn::HeadScore& s) {
  return scoreRow(QString::fromLatin1(attn::head_kind_name(s.kind)), QString::number(s.layer),
                  QString::number(s.head), s.accuracy, number(s.mean_antecedent_weight),
                  number(s.mean_distractor_weight));
}

}  // namespace

QByteArray headReportJson(const attn::AntecedentReport& report,
                          const std::vector<attn::AntecedentItem>& items, const QString& file,
                          int sentences_in_file) {
  QJsonArray heads;
  for (const auto& s : report.encoder_heads) heads.append(scoreJson(s));
  for (const auto& s : report.cross_heads) heads.append(scoreJson(s));
  const attn::Proportion& nearest = report.nearest_preceding;
  const QJsonObject baselines{
      {QStringLiteral("encoder_mean"), scoreJson(report.encoder_mean)},
      {QStringLiteral("cross_mean"), scoreJson(report.cross_mean)},
      {QStringLiteral("nearest_preceding"), QJsonObject{{QStringLiteral("accuracy"), nearest.value()},
                                                        {QStringLiteral("accuracy_ci95"), interval(nearest)},
                                                        {QStringLiteral("correct"), nearest.successes},
                                                        {QStringLiteral("items"), nearest.trials}}}};
  QJsonArray observations;
  for (const auto& o : report.observations) {
    QJsonObject j{{QStringLiteral("item"), o.item},
                  {QStringLiteral("translation"), QString::fromStdString(o.translation)},
                  {QStringLiteral("target_pronoun_word"), o.target_pronoun_word},
                  {QStringLiteral("encoder_antecedent"), floats(o.encoder_antecedent)},
                  {QStringLiteral("encoder_distractor"), floats(o.encoder_distractor)},
                  {QStringLiteral("cross_antecedent"), floats(o.cross_antecedent)},
                  {QStringLiteral("cross_distractor"), floats(o.cross_distractor)}};
    if (o.item >= 0 && o.item < int(items.size())) {
      const attn::AntecedentItem& item = items[std::size_t(o.item)];
      j[QStringLiteral("line")] = item.line;
      j[QStringLiteral("gender")] = QString::fromStdString(item.gender);
      j[QStringLiteral("sentence")] = QString::fromStdString(item.sentence);
      j[QStringLiteral("antecedent_word")] = item.antecedent_word;
      j[QStringLiteral("antecedent")] = sentenceWord(item.sentence, item.antecedent_word);
      j[QStringLiteral("pronoun_word")] = item.pronoun_word;
      j[QStringLiteral("distractor_word")] = item.distractor_word;
      j[QStringLiteral("distractor")] = sentenceWord(item.sentence, item.distractor_word);
    }
    observations.append(j);
  }
  const QJsonObject root{{QStringLiteral("antecedents_file"), file},
                         {QStringLiteral("sentences_in_file"), sentences_in_file},
                         {QStringLiteral("items"), report.items},
                         {QStringLiteral("items_with_distractor"), report.items_with_distractor},
                         {QStringLiteral("items_with_target_pronoun"), report.items_with_target_pronoun},
                         {QStringLiteral("cancelled"), report.cancelled},
                         {QStringLiteral("numbering"),
                          QStringLiteral("layers and heads from 0; weights are [layer * heads + head]")},
                         {QStringLiteral("heads"), heads},
                         {QStringLiteral("baselines"), baselines},
                         {QStringLiteral("observations"), observations}};
  return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QString headReportCsv(const attn::AntecedentReport& report) {
  QString csv = csvRow({QStringLiteral("kind"), QStringLiteral("layer"), QStringLiteral("head"),
                        QStringLiteral("accuracy"), QStringLiteral("low"), QStringLiteral("high"),
                        QStringLiteral("correct"), QStringLiteral("n"),
                        QStringLiteral("mean_antecedent_weight"), QStringLiteral("mean_distractor_weight")});
  for (const auto& s : report.encoder_heads) csv += csvRow(headRow(s));
  for (const auto& s : report.cross_heads) csv += csvRow(headRow(s));
  // Baselines: no layer or head.
  auto baseline = [&](const QString& name, const attn::HeadScore& s) {
    csv += csvRow(scoreRow(name, {}, {}, s.accuracy, number(s.mean_antecedent_weight),
                           number(s.mean_distractor_weight)));
  };
  baseline(QStringLiteral("encoder_mean_over_heads"), report.encoder_mean);
  baseline(QStringLiteral("cross_mean_over_heads"), report.cross_mean);
  csv +=
      csvRow(scoreRow(QStringLiteral("nearest_preceding_person"), {}, {}, report.nearest_preceding, {}, {}));
  return csv;
}

}  // namespace studio
