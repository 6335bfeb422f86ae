// Heads ranked by their causal effect: activation patching's share restored (attention/activation_patching.h)
// per head, averaged over the pairs whose total effect is large enough (as mean_patching does), with a 95 %
// percentile-bootstrap interval over those pairs. The bootstrap draws from its own fixed-seed generator, so
// the same pairs always give the same interval, on every platform.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "attention/activation_patching.h"

namespace attn {

struct MeanInterval {
  double low = 0, high = 0;
};

// The central `level` interval of the mean of `values` over `resamples` bootstrap resamples (the values drawn
// with replacement, as many as there are; percentiles interpolated linearly between order statistics).
// One value, or all equal: [value, value]. Empty: NaN. Throws attn::Error when resamples < 1 or level is
// not in (0, 1).
MeanInterval bootstrap_mean_interval(const std::vector<double>& values, int resamples = 1000,
                                     std::uint64_t seed = 28, double level = 0.95);

struct CausalHeadCell {
  double mean = 0;             // the mean share restored over the pairs used (NaN: no pair)
  MeanInterval interval;       // 95 % bootstrap interval of that mean
  std::vector<double> shares;  // one per pair used, in the order of CausalHeadRanking::used
};

struct CausalHeadGrid {
  std::string name;  // "encoder self", "decoder self", "cross"
  int layers = 0, heads = 0;
  std::vector<CausalHeadCell> cells;  // [layer * heads + head]
  const CausalHeadCell& at(int layer, int head) const { return cells[std::size_t(layer) * heads + head]; }
};

struct CausalHeadRanking {
  int pairs = 0;                 // every pair given
  double min_effect = 0;         // a pair counts when |total effect| > min_effect
  std::vector<int> used;         // indices (into the results) of the pairs that count
  double total_effect = 0;       // mean over every pair, as PatchingMean::total_effect
  double used_total_effect = 0;  // mean over the pairs used (NaN: none)
  int resamples = 0;
  std::uint64_t seed = 0;
  std::vector<CausalHeadGrid> grids;  // encoder self, decoder self, cross (empty without results)
};

// The heads' grids of `results`, aggregated. Every resample draws the same pairs for every head, so the
// intervals of two heads come from the same resampled sets of pairs.
CausalHeadRanking rank_heads_by_patching(const std::vector<PatchingResult>& results, double min_effect = 0.05,
                                         int resamples = 1000, std::uint64_t seed = 28);

}  // namespace attn
