// One sentence translated and inspected, as an engine job for the Translate, Attention and Architecture
// views: the model's own translation (greedy or beam, its attention and step explanations from one decoding
// pass), a forced target, or a what-if continuation.
#pragma once

#include "jobs/engine_jobs.h"
#include "viewmodels/inference_types.h"

namespace studio {

// The pause in typing after which the views translate the sentence (EngineJobs::runDebounced).
constexpr int kTypingPauseMs = 300;

// Throws attn::Error ("Could not translate: …") when the engine refuses the sentence or the target.
InferenceResultPtr translateAndInspect(JobContext& job, const InferenceRequest& request);

}  // namespace studio
