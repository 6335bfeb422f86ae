// When a head learns the task's alignment: for each attention snapshot of a run (attention_snapshots.h),
// how much of the best cross-attention head's weight lies where the task says each target token comes from
// (the diagonal for copy, the anti-diagonal for reverse), and the first step where it crosses a threshold.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/attention_snapshots.h"
#include "attention/backend.h"

namespace attn {

// Above this mean weight on the expected source token, a head is taken to have found the alignment: a
// head spreading its weight evenly over a 10-token source puts 0.1 there.
inline constexpr double kAlignmentEmergenceThreshold = 0.5;

struct HeadAlignment {
  double score = 0;  // mean over target tokens of the weight on their expected source token, in [0, 1]
  int layer = -1, head = -1;
};

// The mean, over the rows t of `expected` (target token t -> source position), of the cross-attention weight
// of decoder layer `layer`, head `head` at [t][expected[t]]. The EOS row is not scored.
double alignment_score(const AttentionMaps& maps, int layer, int head, const std::vector<int>& expected);
// The cross-attention head with the highest score (the first of equals); layer -1 when nothing is scored.
HeadAlignment best_aligned_head(const AttentionMaps& maps, const std::vector<int>& expected);

struct AlignmentEmergence {
  std::vector<HeadAlignment> per_snapshot;  // one per snapshot of the series
  int first_snapshot = -1;                  // the first snapshot at or above the threshold; -1: none
  std::int64_t step = -1;                   // its step
  double threshold = kAlignmentEmergenceThreshold;
};

// Empty per_snapshot when the series' probe has no expected alignment (a corpus run).
AlignmentEmergence find_alignment_emergence(const AttentionSnapshotSeries& series,
                                            double threshold = kAlignmentEmergenceThreshold);

}  // namespace attn
