// The Head lab's engine jobs: the sentence translated with and without a head mask (the live view of a
// click), and the jobs over a set that compare the mask with no mask or measure every head (a dev file's
// BLEU/chrF, a contrastive file's accuracy, head importance with the pruning curve).
#pragma once

#include <atomic>

#include "jobs/engine_jobs.h"
#include "viewmodels/head_lab_types.h"

namespace studio {

// A failure is not thrown: the result carries the readable message (shown under the sentence).
MaskedTranslationResultPtr translateWithMask(JobContext& job, const MaskedTranslationRequest& request);
// `phase` says which of the job's two passes runs (0: without the mask or importance; 1: with the mask or the
// pruning curve), for the progress label. Stopped, the result says `cancelled`; a failure throws attn::Error.
HeadLabJobResultPtr runHeadLabJob(JobContext& job, const HeadLabJobRequest& request, std::atomic<int>& phase);

}  // namespace studio
