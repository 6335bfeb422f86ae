// What a view asks to attribute (one decoding step of one sentence, issue 28; jobs/attribution_job.h) and
// what comes back. The Translate and the Probe views ask for them.
#pragma once

#include <QString>
#include <memory>

#include "attention/attribution.h"

namespace studio {

struct AttributionOutcome {
  attn::AttributionRequest request;
  attn::AttributionResult result;
  QString error;  // non-empty: the request failed (readable message); `result` is then empty
  double milliseconds = 0;
};
using AttributionOutcomePtr = std::shared_ptr<const AttributionOutcome>;

// What makes two requests the same attribution (sentence, target, step, contrast, method, steps): a view asks
// again only when it changes.
QString attributionRequestKey(const attn::AttributionRequest& request);

}  // namespace studio
