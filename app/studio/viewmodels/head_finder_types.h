// What the GUI asks the head finder and activation patching for, and what comes back
// (jobs/head_finder_jobs.h).
#pragma once

#include <QString>
#include <memory>
#include <vector>

#include "attention/activation_patching.h"
#include "attention/antecedent_heads.h"
#include "attention/causal_head_ranking.h"

namespace studio {

struct HeadFinderRequest {
  QString file;   // WinoMT format
  int limit = 0;  // the first `limit` sentences; 0: all of them
};

struct HeadFinderResult {
  QString file;
  int sentences_in_file = 0;                // before the limit, without the skipped ones
  std::vector<attn::AntecedentItem> items;  // the sentences run, in the report's item order
  std::shared_ptr<const attn::AntecedentReport> report;
  double seconds = 0;
  QString backend;
};

using HeadFinderResultPtr = std::shared_ptr<const HeadFinderResult>;

// Activation patching over a pair file (attention-cli patch's format), for the causal grid.
struct CausalHeadsRequest {
  QString file;
  int limit = 0;             // the first `limit` pairs; 0: all of them
  double min_effect = 0.05;  // as attention-cli patch --min-effect
};

struct CausalHeadsResult {
  QString file;
  int pairs_in_file = 0;
  std::vector<attn::PatchingPair> pairs;  // those patched, in file order (results[i] is pairs[i])
  std::vector<attn::PatchingResult> results;
  std::vector<QString> skipped;     // pairs the engine refused: "line N: why"
  attn::CausalHeadRanking ranking;  // over `results`
  bool cancelled = false;
  double seconds = 0;
  QString backend;
};

using CausalHeadsResultPtr = std::shared_ptr<const CausalHeadsResult>;

}  // namespace studio
