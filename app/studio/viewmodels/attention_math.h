// Small numeric helpers over attn::AttentionMaps: pick one head or the mean over heads, and the per-head
// summaries the attention view prints (entropy, peak weight, mean attended offset).
#pragma once

#include <QStringList>
#include <string>
#include <vector>

#include "attention/backend.h"

namespace studio {

// The engine's kinds (attention/attention_kind.h): one enum from the engine to the views, and its two
// spellings: "encoder_self" in data files, "enc" in head masks and head names.
using AttentionKind = attn::AttentionKind;
QString attentionKindKey(AttentionKind kind);
QString attentionKindShort(AttentionKind kind);

struct AttentionShape {
  int layers = 0, heads = 0, queries = 0, keys = 0;
};

const std::vector<std::vector<float>>& mapsOf(const attn::AttentionMaps& maps, AttentionKind kind);
AttentionShape shapeOf(const attn::AttentionMaps& maps, AttentionKind kind);

// queries x keys, row-major. head < 0: the mean over heads.
std::vector<float> headMatrix(const attn::AttentionMaps& maps, AttentionKind kind, int layer, int head);
// One head's queries x keys weights where they lie in `maps`, without a copy; null where `maps` lacks them.
const float* headWeights(const attn::AttentionMaps& maps, AttentionKind kind, int layer, int head);

struct HeadStats {
  double entropy = 0;      // mean over queries of -Σ a log a (nats); low = focused
  double max_weight = 0;   // mean over queries of the largest weight
  double mean_offset = 0;  // mean over queries of Σ a·(key − query): <0 looks back, >0 looks ahead
};
// `matrix`: queries x keys, row-major (a head's weights where they lie, so the worker copies nothing).
HeadStats headStats(const float* matrix, int queries, int keys);
HeadStats headStats(const std::vector<float>& matrix, int queries, int keys);

// Display text for SentencePiece pieces: "▁" word starts become a visible "▁" kept, empty → "∅".
QStringList displayPieces(const std::vector<std::string>& pieces);

}  // namespace studio
