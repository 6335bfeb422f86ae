// What a view asks its worker to attribute (one decoding step of one sentence, issue 28) and what comes back.
// Plain values: they cross threads through queued signals. Both the Translate and the Probe workers run them.
#pragma once

#include <QMetaType>
#include <QString>
#include <atomic>
#include <memory>

#include "attention/attribution.h"

namespace attn {
class Translator;
}

namespace studio {

struct AttributionJob {
  int generation = 0;
  attn::AttributionRequest request;
};

struct AttributionOutcome {
  int generation = 0;
  attn::AttributionRequest request;
  attn::AttributionResult result;
  QString error;  // non-empty: the request failed (readable message); `result` is then empty
  double milliseconds = 0;
};
using AttributionOutcomePtr = std::shared_ptr<const AttributionOutcome>;

// What makes two requests the same attribution (sentence, target, step, contrast, method, steps): a view asks
// again only when it changes.
QString attributionRequestKey(const attn::AttributionRequest& request);

// Runs on the worker thread that owns `translator`. `latest_generation` is the client's newest attribution:
// once it has moved past `job` (a newer request, or cancelAttribution()), the engine stops between its
// batches of path points instead of finishing a result nobody will see.
AttributionOutcomePtr runAttribution(attn::Translator& translator, const AttributionJob& job,
                                     const std::atomic<int>& latest_generation);

}  // namespace studio

Q_DECLARE_METATYPE(studio::AttributionOutcomePtr)
