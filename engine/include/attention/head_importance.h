// Which heads matter (Michel et al. 2019, "Are Sixteen Heads Really Better than One?"): the importance of
// head h is I_h = E_x |dL(x)/dξ_h|, the expected sensitivity of a sentence's loss to a gate ξ_h = 1 on the
// head's output, normalised per layer by the layer's ℓ2 norm. Pruning the least important heads first and
// measuring BLEU after each step gives the paper's pruning curve, on the user's own model.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "attention/decoding.h"
#include "attention/head_mask.h"

namespace attn {

class Translator;

struct HeadRef {
  AttentionKind kind = AttentionKind::kEncoderSelf;
  int layer = 0, head = 0;  // from 0
};

struct HeadImportance {
  int heads = 0;
  int layers[3] = {0, 0, 0};  // per kind: encoder self, decoder self, cross
  std::size_t sentences = 0;
  // [kind][layer][head]
  std::vector<std::vector<std::vector<double>>> raw;         // E_x |dL(x)/dξ_h|
  std::vector<std::vector<std::vector<double>>> normalised;  // raw / the ℓ2 norm of its layer's raw scores
  // Every head, least important first by the normalised score (the order the pruning curve removes them in).
  std::vector<HeadRef> ascending() const;
};

// Progress (sentences or steps done, total) and cancellation for the long analyses; a cancelled run throws
// attn::Error("cancelled").
struct AnalysisControl {
  std::function<void(std::size_t done, std::size_t total)> progress;
  const std::atomic<bool>* cancel = nullptr;
};

// Over the given source/reference pairs, in batches; the translator's head mask (if any) stays applied.
HeadImportance head_importance(Translator& translator, const std::vector<std::string>& sources,
                               const std::vector<std::string>& references,
                               const AnalysisControl& control = {});

struct PruningPoint {
  double fraction = 0;  // of all heads switched off
  int heads_off = 0;
  double bleu_by_importance = 0, bleu_random = 0;
  double chrf_by_importance = 0, chrf_random = 0;
};

// BLEU and chrF of the translator's translations of `sources` as heads are switched off, by `fractions` of
// all heads: least important first, and in a random order (seeded) for comparison. Restores the mask.
std::vector<PruningPoint> pruning_curve(Translator& translator, const HeadImportance& importance,
                                        const std::vector<std::string>& sources,
                                        const std::vector<std::string>& references,
                                        const std::vector<double>& fractions, const DecodeOptions& decoding,
                                        std::uint64_t seed = 1, const AnalysisControl& control = {});

}  // namespace attn
