// What the GUI asks the head finder for and what comes back. Plain values: they cross threads through queued
// signals.
#pragma once

#include <QMetaType>
#include <QString>
#include <memory>
#include <vector>

#include "attention/activation_patching.h"
#include "attention/antecedent_heads.h"
#include "attention/causal_head_ranking.h"

namespace studio {

struct HeadFinderRequest {
  int generation = 0;
  QString file;   // WinoMT format
  int limit = 0;  // the first `limit` sentences; 0: all of them
};

struct HeadFinderResult {
  int generation = 0;
  QString file;
  int sentences_in_file = 0;                // before the limit, without the skipped ones
  std::vector<attn::AntecedentItem> items;  // the sentences run, in the report's item order
  std::shared_ptr<const attn::AntecedentReport> report;
  double seconds = 0;
  QString backend;
  QString error;  // non-empty: the run failed (readable message)
};

using HeadFinderResultPtr = std::shared_ptr<const HeadFinderResult>;

// Activation patching over a pair file (attention-cli patch's format), for the causal grid.
struct CausalHeadsRequest {
  int generation = 0;
  QString file;
  int limit = 0;             // the first `limit` pairs; 0: all of them
  double min_effect = 0.05;  // as attention-cli patch --min-effect
};

struct CausalHeadsResult {
  int generation = 0;
  QString file;
  int pairs_in_file = 0;
  std::vector<attn::PatchingPair> pairs;  // those patched, in file order (results[i] is pairs[i])
  std::vector<attn::PatchingResult> results;
  std::vector<QString> skipped;     // pairs the engine refused: "line N: why"
  attn::CausalHeadRanking ranking;  // over `results`
  bool cancelled = false;
  double seconds = 0;
  QString backend;
  QString error;  // non-empty: the run failed (readable message)
};

using CausalHeadsResultPtr = std::shared_ptr<const CausalHeadsResult>;

}  // namespace studio

Q_DECLARE_METATYPE(studio::HeadFinderResultPtr)
Q_DECLARE_METATYPE(studio::CausalHeadsResultPtr)
