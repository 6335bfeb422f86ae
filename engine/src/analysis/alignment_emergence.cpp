#include "attention/alignment_emergence.h"

#include "attention/error.h"

namespace attn {

double alignment_score(const AttentionMaps& maps, int layer, int head, const std::vector<int>& expected) {
  const int T = maps.target_length, S = maps.source_length;
  if (layer < 0 || layer >= int(maps.cross.size()) || head < 0 || head >= maps.heads)
    throw Error("alignment_score: no cross-attention head " + std::to_string(layer) + ":" +
                std::to_string(head));
  if (expected.empty() || int(expected.size()) > T) return 0;
  const float* map = maps.cross[std::size_t(layer)].data() + std::size_t(head) * std::size_t(T * S);
  double sum = 0;
  for (std::size_t t = 0; t < expected.size(); ++t) {
    if (expected[t] < 0 || expected[t] >= S) throw Error("alignment_score: expected position out of range");
    sum += map[t * std::size_t(S) + std::size_t(expected[t])];
  }
  return sum / double(expected.size());
}

HeadAlignment best_aligned_head(const AttentionMaps& maps, const std::vector<int>& expected) {
  HeadAlignment best;
  if (expected.empty()) return best;
  for (int layer = 0; layer < int(maps.cross.size()); ++layer)
    for (int head = 0; head < maps.heads; ++head) {
      const double score = alignment_score(maps, layer, head, expected);
      if (best.layer < 0 || score > best.score) best = {score, layer, head};
    }
  return best;
}

AlignmentEmergence find_alignment_emergence(const AttentionSnapshotSeries& series, double threshold) {
  AlignmentEmergence out;
  out.threshold = threshold;
  if (series.probe.expected_alignment.empty()) return out;
  for (std::size_t i = 0; i < series.snapshots.size(); ++i) {
    out.per_snapshot.push_back(
        best_aligned_head(series.snapshots[i].attention, series.probe.expected_alignment));
    if (out.first_snapshot < 0 && out.per_snapshot.back().score >= threshold) {
      out.first_snapshot = int(i);
      out.step = series.snapshots[i].step;
    }
  }
  return out;
}

}  // namespace attn
