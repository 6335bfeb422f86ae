// The Heads view's two engine jobs, functions of a request run through EngineJobs: the antecedent head finder
// over a WinoMT-format file, and activation patching of every head over a pair file. Both stop early when the
// job is stopped (after the current sentence or pair) and return what they measured so far.
#pragma once

#include "jobs/engine_jobs.h"
#include "viewmodels/head_finder_types.h"

namespace studio {

// Throws attn::Error (readable) when the file cannot be read or the engine fails.
HeadFinderResultPtr findAntecedentHeads(JobContext& job, const HeadFinderRequest& request);
// A pair the engine refuses (different token counts, a word not in the translation) is listed in `skipped`
// and the others are patched; `cancelled` says the run was stopped before its last pair.
CausalHeadsResultPtr patchEveryHead(JobContext& job, const CausalHeadsRequest& request);

}  // namespace studio
