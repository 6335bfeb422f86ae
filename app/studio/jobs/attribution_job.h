// One decoding step's attribution (issue 28) as an engine job, for the Translate and Probe views. A newer
// request or a cancel stops it between its batches of integrated-gradients path points.
#pragma once

#include "jobs/engine_jobs.h"
#include "viewmodels/attribution_types.h"

namespace studio {

// A failure is not thrown: the outcome carries the readable message (the panel shows it in place).
AttributionOutcomePtr attributeStep(JobContext& job, const attn::AttributionRequest& request);

}  // namespace studio
