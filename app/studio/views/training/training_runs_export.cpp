#include "views/training/training_runs_export.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <cmath>

#include "attention/config.h"
#include "widgets/chart_export.h"

namespace studio {

bool exportTrainingRuns(const TrainingRunsModel& runs_model, const QString& path, QString* error) {
  if (!runs_model.anyPoints()) {
    if (error)
      *error =
          QCoreApplication::translate("studio::TrainingView", "No training curves yet: start a run first.");
    return false;
  }
  QByteArray out;
  if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
    QJsonArray runs;
    for (int i = 0; i < runs_model.size(); ++i) {
      const TrainingRun* run = &runs_model.at(i);
      const TrainingRequest& r = run->request;
      // The model as config.json states it (every field of the engine's table), then the run's schedule and
      // limits.
      QJsonObject settings =
          QJsonDocument::fromJson(QByteArray::fromStdString(attn::to_json(r.config))).object();
      settings.insert(QStringLiteral("warmup_steps"), r.options.warmup_steps);
      settings.insert(QStringLiteral("lr_factor"), r.options.lr_factor);
      settings.insert(QStringLiteral("batch_tokens"), r.options.batch_tokens);
      settings.insert(QStringLiteral("max_steps"), qint64(r.options.max_steps));
      settings.insert(QStringLiteral("seed"), qint64(r.options.seed));
      QJsonArray points;
      for (const auto& [step, row] : run->rows) {
        QJsonObject p{{QStringLiteral("step"), step}};
        auto put = [&p](const char* key, double v) {
          if (!std::isnan(v)) p[QString::fromLatin1(key)] = v;
        };
        put("train_loss", row.loss);
        put("train_nll", row.nll);
        put("learning_rate", row.learning_rate);
        put("planned_learning_rate", row.planned_learning_rate);
        put("grad_norm", row.grad_norm);
        put("tokens_per_second", row.tokens_per_second);
        put("elapsed_seconds", row.elapsed_seconds);
        put("valid_loss", row.valid_loss);
        put("valid_perplexity", row.valid_perplexity);
        if (row.valid_bleu >= 0) put("valid_bleu", row.valid_bleu);
        points.append(p);
      }
      runs.append(QJsonObject{{QStringLiteral("run"), run->number},
                              {QStringLiteral("label"), run->label.text()},
                              {QStringLiteral("state"), run->state.text()},
                              {QStringLiteral("output_dir"), run->output_dir},
                              {QStringLiteral("settings"), settings},
                              {QStringLiteral("points"), points}});
    }
    out = QJsonDocument(QJsonObject{{QStringLiteral("runs"), runs}}).toJson(QJsonDocument::Indented);
  } else {
    out =
        "run,step,train_loss,train_nll,learning_rate,planned_learning_rate,grad_norm,tokens_per_second,"
        "elapsed_seconds,valid_loss,valid_perplexity,valid_bleu\n";
    for (int i = 0; i < runs_model.size(); ++i) {
      const TrainingRun* run = &runs_model.at(i);
      for (const auto& [step, row] : run->rows) {
        const QStringList fields{QString::number(run->number),
                                 QString::number(step),
                                 chartNumber(row.loss),
                                 chartNumber(row.nll),
                                 chartNumber(row.learning_rate),
                                 chartNumber(row.planned_learning_rate),
                                 chartNumber(row.grad_norm),
                                 chartNumber(row.tokens_per_second),
                                 chartNumber(row.elapsed_seconds),
                                 chartNumber(row.valid_loss),
                                 chartNumber(row.valid_perplexity),
                                 row.valid_bleu >= 0 ? chartNumber(row.valid_bleu) : QString()};
        out += fields.join(QLatin1Char(',')).toUtf8() + '\n';
      }
    }
  }
  return writeChartFileAtomically(path, out, error);
}

}  // namespace studio
