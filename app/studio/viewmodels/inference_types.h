// What a view asks of one sentence (jobs/inference_job.h) and what comes back.
#pragma once

#include <QString>
#include <QVector>
#include <cstdint>
#include <memory>
#include <vector>

#include "attention/decode_steps.h"
#include "attention/translator.h"
#include "viewmodels/attribution_types.h"

namespace studio {

struct InferenceRequest {
  QString source;
  QString forced_target;  // empty: inspect the model's own (best) translation
  // The forced target's token ids when they are known (a hypothesis of the n-best list): its text could
  // re-encode to other pieces than the ones the beam produced.
  std::vector<std::int32_t> forced_target_ids;
  QString target_origin;  // where a forced target not typed came from (the status line says so), else empty
  int beam_size = 1;      // 1 = greedy
  float length_penalty = 0.6f;
  int n_best = 1;
  bool explain_steps = false;  // also fill InferenceResult::steps (the Translate view's step panel)
  // "What if the model had said X at step k?": keep the first force_step tokens of force_base, put
  // force_token (or the first piece of force_word) next and continue greedily. force_step < 0: off.
  int force_step = -1;
  int force_token = -1;
  QString force_word;
  QString force_base;
  // > 0: forced_target is the n-best list's hypothesis of this rank (0-based) and the result shows it
  // under the list of the model's own translation.
  int shown_candidate = 0;
};

struct InferenceCandidate {
  QString text;
  std::vector<std::int32_t> ids;  // the pieces decoding produced (no BOS/EOS)
  double log_prob = 0, score = 0;
};

struct InferenceResult {
  InferenceRequest request;
  QVector<InferenceCandidate> candidates;  // best first; empty for empty input
  attn::Inspection inspection;             // attention of candidates[0] (or of the forced target)
  bool has_inspection = false;
  std::vector<attn::DecodeStep> steps;  // one per output piece, when explain_steps was asked for
  QString forced_piece;                 // what was forced (a what-if result), else empty
  double milliseconds = 0;
  QString backend, device;
};

using InferenceResultPtr = std::shared_ptr<const InferenceResult>;

}  // namespace studio
