#include "viewmodels/head_report_export.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

#include "core/atomic_write.h"
#include "viewmodels/head_observations_model.h"

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

namespace {

QString exact(double v) { return std::isfinite(v) ? QString::number(v, 'g', 17) : QString(); }

QJsonValue exactJson(double v) { return std::isfinite(v) ? QJsonValue(v) : QJsonValue(QJsonValue::Null); }

}  // namespace

QJsonObject causalHeadsJsonObject(const CausalHeadsResult& result) {
  const attn::CausalHeadRanking& r = result.ranking;
  QJsonArray pairs;
  for (std::size_t i = 0; i < result.pairs.size() && i < result.results.size(); ++i) {
    const attn::PatchingPair& p = result.pairs[i];
    const attn::PatchingResult& run = result.results[i];
    pairs.append(QJsonObject{
        {QStringLiteral("line"), p.line},
        {QStringLiteral("sentence"), QString::fromStdString(p.clean)},
        {QStringLiteral("counterfactual"), QString::fromStdString(p.corrupted)},
        {QStringLiteral("correct"), QString::fromStdString(p.correct)},
        {QStringLiteral("wrong"), QString::fromStdString(p.wrong)},
        {QStringLiteral("clean"), exactJson(run.clean)},
        {QStringLiteral("corrupted"), exactJson(run.corrupted)},
        {QStringLiteral("total_effect"), exactJson(run.total_effect())},
        {QStringLiteral("used"), std::find(r.used.begin(), r.used.end(), int(i)) != r.used.end()}});
  }
  QJsonArray used_lines;
  for (int i : r.used) used_lines.append(result.pairs[std::size_t(i)].line);
  QJsonArray heads;
  for (const attn::CausalHeadGrid& g : r.grids)
    for (int l = 0; l < g.layers; ++l)
      for (int h = 0; h < g.heads; ++h) {
        const attn::CausalHeadCell& c = g.at(l, h);
        QJsonArray shares;
        for (double v : c.shares) shares.append(exactJson(v));
        heads.append(QJsonObject{
            {QStringLiteral("kind"), QString::fromStdString(g.name)},
            {QStringLiteral("layer"), l},
            {QStringLiteral("head"), h},
            {QStringLiteral("mean_restored"), exactJson(c.mean)},
            {QStringLiteral("ci95"), QJsonArray{exactJson(c.interval.low), exactJson(c.interval.high)}},
            {QStringLiteral("shares"), shares}});
      }
  QJsonArray skipped;
  for (const QString& s : result.skipped) skipped.append(s);
  return QJsonObject{
      {QStringLiteral("pairs_file"), result.file},
      {QStringLiteral("pairs_in_file"), result.pairs_in_file},
      {QStringLiteral("metric"),
       QStringLiteral("log P(first piece of correct) - log P(first piece of wrong) at the pronoun step")},
      {QStringLiteral("restored"), QStringLiteral("(patched - corrupted) / (clean - corrupted)")},
      {QStringLiteral("interval"), QStringLiteral("95 % percentile bootstrap over the pairs used")},
      {QStringLiteral("resamples"), r.resamples},
      {QStringLiteral("seed"), QString::number(r.seed)},
      {QStringLiteral("min_effect"), r.min_effect},
      {QStringLiteral("pairs_used"), int(r.used.size())},
      {QStringLiteral("used_lines"), used_lines},
      {QStringLiteral("total_effect"), exactJson(r.total_effect)},
      {QStringLiteral("used_total_effect"), exactJson(r.used_total_effect)},
      {QStringLiteral("cancelled"), result.cancelled},
      {QStringLiteral("skipped"), skipped},
      {QStringLiteral("numbering"), QStringLiteral("layers and heads from 0; shares in used_lines order")},
      {QStringLiteral("pairs"), pairs},
      {QStringLiteral("heads"), heads}};
}

QByteArray causalHeadsJson(const CausalHeadsResult& result) {
  return QJsonDocument(causalHeadsJsonObject(result)).toJson(QJsonDocument::Compact);
}

QString causalHeadsCsv(const CausalHeadsResult& result) {
  const attn::CausalHeadRanking& r = result.ranking;
  QStringList header{QStringLiteral("kind"),       QStringLiteral("layer"),
                     QStringLiteral("head"),       QStringLiteral("mean_restored"),
                     QStringLiteral("low"),        QStringLiteral("high"),
                     QStringLiteral("pairs_used"), QStringLiteral("used_total_effect")};
  for (int i : r.used) header << QStringLiteral("line %1").arg(result.pairs[std::size_t(i)].line);
  QString csv = csvRow(header);
  for (const attn::CausalHeadGrid& g : r.grids)
    for (int l = 0; l < g.layers; ++l)
      for (int h = 0; h < g.heads; ++h) {
        const attn::CausalHeadCell& c = g.at(l, h);
        QStringList row{QString::fromStdString(g.name),
                        QString::number(l),
                        QString::number(h),
                        exact(c.mean),
                        exact(c.interval.low),
                        exact(c.interval.high),
                        QString::number(r.used.size()),
                        exact(r.used_total_effect)};
        for (double v : c.shares) row << exact(v);
        csv += csvRow(row);
      }
  return csv;
}

}  // namespace studio
