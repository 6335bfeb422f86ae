// The Attention view's analyses as engine jobs: the value-weighted and ALTI+ contributions of the sentence
// shown, the head roles over a set of pairs, and the alignment error of every cross-attention head against
// gold alignments. Stopped, the set analyses return `cancelled`; failures come back as readable messages.
#pragma once

#include <string>
#include <vector>

#include "jobs/engine_jobs.h"
#include "viewmodels/attention_analysis_types.h"

namespace studio {

ContributionsOutcome traceContributions(JobContext& job, const InferenceResultPtr& result);
RolesOutcome measureHeadRoles(JobContext& job, const std::vector<std::string>& sources,
                              const std::vector<std::string>& references);
AlignmentOutcome alignEveryHead(JobContext& job, const std::vector<std::string>& sources,
                                const std::vector<std::string>& targets,
                                const std::vector<attn::GoldAlignment>& gold);

}  // namespace studio
