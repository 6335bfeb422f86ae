// The Probe view's engine jobs: one source with its candidate translations inspected, and a file of
// contrastive items scored one by one (stopping early keeps the scores so far).
#pragma once

#include <QString>
#include <vector>

#include "jobs/engine_jobs.h"
#include "viewmodels/probe_types.h"

namespace studio {

// A failure is not thrown: the result carries the readable message (the view shows it in place).
ProbeResultPtr probeCandidates(JobContext& job, const ProbeRequest& request);
// Scores `items` in order; stopped, the result has the scores so far and `cancelled`; a refused item ends the
// run with `error` set and the scores before it kept.
ContrastBatchPtr scoreContrastBatch(JobContext& job, const std::vector<attn::ContrastItem>& items,
                                    const QString& file);

}  // namespace studio
