#include "workers/attribution_types.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

#include "attention/translator.h"

namespace studio {

AttributionOutcomePtr runAttribution(attn::Translator& translator, const AttributionJob& job) {
  auto outcome = std::make_shared<AttributionOutcome>();
  outcome->generation = job.generation;
  outcome->request = job.request;
  QElapsedTimer timer;
  timer.start();
  try {
    outcome->result = attn::attribute(translator, job.request);
  } catch (const std::exception& e) {
    outcome->error =
        QCoreApplication::translate("studio", "Could not attribute: %1").arg(QString::fromUtf8(e.what()));
  }
  outcome->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return outcome;
}

}  // namespace studio
