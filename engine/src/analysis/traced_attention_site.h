// One attention block of a traced forward pass with everything the contribution methods read: the value
// vectors, the weights, W^O's per-head transform of the values, the residual stream, the block's output and
// its norm. Shared by value_weighted_attention.cpp and alti_contributions.cpp.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attention/forward_trace.h"
#include "attention/model.h"

namespace attn::contributions {

enum class Site { kEncoderSelf, kDecoderSelf, kCross };

struct TracedSite {
  int heads = 0, queries = 0, keys = 0, d = 0;
  std::span<const float> probs;     // heads x queries x keys
  std::vector<float> transformed;   // heads x keys x d: f_h(x_j), a head switched off by a mask all zero
  std::span<const float> residual;  // queries x d
  std::span<const float> output;    // queries x d
  std::span<const float> y;         // queries x d
  std::span<const float> gamma;     // empty for pre-LN
};

// Reads layer `layer` of a site from the trace; throws attn::Error naming a missing or misshapen tensor.
TracedSite traced_site(const ForwardTrace& trace, const Model& model, Site site, int layer);

}  // namespace attn::contributions
