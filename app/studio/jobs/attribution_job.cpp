#include "jobs/attribution_job.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <exception>

namespace studio {

AttributionOutcomePtr attributeStep(JobContext& job, const attn::AttributionRequest& request) {
  auto outcome = std::make_shared<AttributionOutcome>();
  outcome->request = request;
  QElapsedTimer timer;
  timer.start();
  try {
    outcome->result = attn::attribute(job.translator, request, job.control);
  } catch (const std::exception& e) {
    if (job.cancelled()) throw;  // stopped: nobody waits for the message
    outcome->error =
        QCoreApplication::translate("studio", "Could not attribute: %1").arg(QString::fromUtf8(e.what()));
  }
  outcome->milliseconds = static_cast<double>(timer.nsecsElapsed()) / 1e6;
  return outcome;
}

}  // namespace studio
