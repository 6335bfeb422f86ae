// What the Probe view asks its jobs for and what comes back (jobs/probe_jobs.h): one source with its
// candidate translations inspected, or a file of contrastive items scored.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "attention/contrast.h"
#include "attention/translator.h"
#include "viewmodels/attribution_types.h"

namespace studio {

struct ProbeRequest {
  QString source;
  QStringList candidates;  // empty: the model's greedy translation with its first German pronoun swapped
};

struct ProbeResult {
  ProbeRequest request;
  QStringList candidates;                     // what was inspected (typed or generated)
  std::vector<attn::Inspection> inspections;  // one per candidate: per-token log P and every attention map
  bool generated = false;                     // the candidates came from the model's own translation
  QString translation;                        // the greedy translation, when generated
  int own_candidate = -1;  // generated: the candidate that is that translation (the rest swap)
  QString note;            // e.g. why only one candidate could be generated
  QString error;           // non-empty: the request failed (readable message)
  double milliseconds = 0;
};
using ProbeResultPtr = std::shared_ptr<const ProbeResult>;

struct ContrastBatch {
  QString file;  // where the items came from (shown and exported)
  std::vector<attn::ContrastItem> items;
  std::vector<attn::ContrastScore> scores;  // items.size() when complete, fewer when cancelled
  bool cancelled = false;
  QString error;
};
using ContrastBatchPtr = std::shared_ptr<const ContrastBatch>;

}  // namespace studio
