#include "viewmodels/attribution_types.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

#include "attention/translator.h"

namespace studio {

QString attributionRequestKey(const attn::AttributionRequest& request) {
  return QStringLiteral("%1\n%2\n%3\n%4\n%5\n%6")
      .arg(QString::fromStdString(request.source),
           QString::fromStdString(request.target.value_or(std::string())))
      .arg(request.step.value_or(-1))
      .arg(QString::fromStdString(request.contrast))
      .arg(int(request.options.method))
      .arg(request.options.steps);
}

AttributionOutcomePtr runAttribution(attn::Translator& translator, const AttributionJob& job,
                                     const std::atomic<int>& latest_generation) {
  auto outcome = std::make_shared<AttributionOutcome>();
  outcome->generation = job.generation;
  outcome->request = job.request;
  QElapsedTimer timer;
  timer.start();
  try {
    std::atomic<bool> superseded{false};
    attn::AnalysisControl control;
    control.cancel = &superseded;
    control.progress = [&](std::size_t, std::size_t) {
      superseded.store(latest_generation.load() != job.generation);
    };
    outcome->result = attn::attribute(translator, job.request, control);
  } catch (const std::exception& e) {
    outcome->error =
        QCoreApplication::translate("studio", "Could not attribute: %1").arg(QString::fromUtf8(e.what()));
  }
  outcome->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return outcome;
}

}  // namespace studio
