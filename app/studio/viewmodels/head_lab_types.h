// What the head lab asks its workers for and what comes back: a sentence translated with and without a head
// mask, and the long jobs over a set (a dev file's BLEU/chrF, a contrastive file's accuracy, head importance
// with the pruning curve). Plain values: they cross threads through queued signals.
#pragma once

#include <QMetaType>
#include <QString>
#include <memory>
#include <vector>

#include "attention/head_importance.h"
#include "attention/head_mask.h"

namespace studio {

struct MaskedTranslationRequest {
  int generation = 0;
  QString source;
  attn::HeadMask mask;
};

struct MaskedTranslationResult {
  int generation = 0;
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
  int generation = 0;
  HeadLabJob job = HeadLabJob::kDevSet;
  attn::HeadMask mask;                  // the mask the set jobs compare against no mask
  QString source_file, reference_file;  // dev set and importance (plain or gzip, one sentence a line)
  QString contrast_file;                // the anaphora lab's contrastive items
  int limit = 0;                        // the first `limit` pairs or items; 0: all of them
  bool pruning_curve = true;            // importance: also BLEU as 0..90 % of heads are switched off
};

struct HeadLabJobResult {
  int generation = 0;
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
  QString error;  // non-empty: the job failed (readable message)
};

using HeadLabJobResultPtr = std::shared_ptr<const HeadLabJobResult>;

}  // namespace studio

Q_DECLARE_METATYPE(studio::MaskedTranslationResultPtr)
Q_DECLARE_METATYPE(studio::HeadLabJobResultPtr)
