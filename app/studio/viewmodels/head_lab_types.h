// What the head lab asks its jobs for (jobs/head_lab_jobs.h) and what comes back: a sentence translated with
// and without a head mask, and the long jobs over a set (a dev file's BLEU/chrF, a contrastive file's
// accuracy, head importance with the pruning curve).
#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "attention/head_importance.h"
#include "attention/head_mask.h"

namespace studio {

struct MaskedTranslationRequest {
  QString source;
  attn::HeadMask mask;
};

struct MaskedTranslationResult {
  QString source;
  attn::HeadMask mask;
  QString unmasked, masked;  // greedy translations without and with the mask
  // log P(unmasked translation | source), scored without and with the mask.
  double log_prob_unmasked = 0, log_prob_masked = 0;
  double delta_log_prob() const { return log_prob_masked - log_prob_unmasked; }
  double milliseconds = 0;
  QString error;  // non-empty: the request failed (readable message)
};

using MaskedTranslationResultPtr = std::shared_ptr<const MaskedTranslationResult>;

enum class HeadLabJob { kDevSet, kContrast, kImportance };

struct HeadLabJobRequest {
  HeadLabJob job = HeadLabJob::kDevSet;
  attn::HeadMask mask;                  // the mask the set jobs compare against no mask
  QString source_file, reference_file;  // dev set and importance (plain or gzip, one sentence a line)
  QString contrast_file;                // the anaphora lab's contrastive items
  int limit = 0;                        // the first `limit` pairs or items; 0: all of them
  bool pruning_curve = true;            // importance: also BLEU as 0..90 % of heads are switched off
};

struct HeadLabJobResult {
  HeadLabJobRequest request;
  int sentences = 0;  // pairs or items measured
  // kDevSet
  double bleu_before = 0, bleu_after = 0, chrf_before = 0, chrf_after = 0;
  // kContrast
  int correct_before = 0, correct_after = 0;
  // kImportance
  std::shared_ptr<const attn::HeadImportance> importance;
  std::vector<attn::PruningPoint> curve;
  bool cancelled = false;
  double seconds = 0;
  QString backend;
};

using HeadLabJobResultPtr = std::shared_ptr<const HeadLabJobResult>;

}  // namespace studio
