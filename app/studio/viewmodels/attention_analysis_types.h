// What the Attention view's analyses bring back (jobs/attention_analysis_jobs.h): the contributions of one
// translated sentence, the head roles over a set, and every cross-attention head's alignment error.
#pragma once

#include <QString>
#include <memory>

#include "attention/head_roles.h"
#include "attention/word_alignment.h"
#include "viewmodels/inference_types.h"

namespace studio {

struct ContributionsOutcome {
  InferenceResultPtr result;  // what they were computed for
  std::shared_ptr<const attn::AttentionMaps> value_weighted, alti;
  QString error;
};

struct RolesOutcome {
  std::shared_ptr<const attn::HeadRoles> roles;
  QString error;
  bool cancelled = false;
};

struct AlignmentOutcome {
  std::shared_ptr<const attn::AlignmentReport> report;
  QString error;
  bool cancelled = false;
};

}  // namespace studio
