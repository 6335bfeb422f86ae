// The complexity lab (section 4 and Table 1 of "Attention Is All You Need"): self-attention costs O(n²·d) per
// layer, the position-wise feed-forward network O(n·d·d_ff). These functions time both on a device of the
// engine itself, as the sequence length n grows with d fixed, and fit the slopes of the log-log curves.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "attention/head_importance.h"  // AnalysisControl

namespace attn {

// One sequence length: the median seconds of one call and its arithmetic.
struct LayerCost {
  int n = 0;
  double attention_seconds = 0;  // attention_forward over one n x n block, all heads
  double ffn_seconds = 0;        // ffn_up (with its activation) and the down projection, n rows
  double attention_flops = 0;    // 4·n²·d: Q·Kᵀ and P·V
  double ffn_flops = 0;          // 4·n·d·d_ff: the two matrix products
};

struct LayerCosts {
  std::string device;  // the device's description
  int d_model = 0, heads = 0, d_ff = 0, repeats = 0;
  std::vector<LayerCost> points;  // in the order of `lengths`
};

// Times self-attention and the FFN at each length on `backend` ("cpu", "vulkan" or "vulkan:N"), `repeats`
// times after one warm-up call each, with a fixed pseudo-random input. Reports progress per length; a
// cancelled run throws attn::Error("cancelled"). Throws attn::Error on bad arguments or an unusable backend.
LayerCosts measure_layer_costs(std::string_view backend, int d_model, int heads, int d_ff,
                               const std::vector<int>& lengths, int repeats,
                               const AnalysisControl& control = {});

// The least-squares slope of log y against log x (the exponent of a power law y = c·x^k). Pairs with a
// non-positive x or y are left out; returns 0 with fewer than two usable pairs or no spread in x.
double fit_loglog_slope(const std::vector<double>& xs, const std::vector<double>& ys);

// The length where attention starts to cost more time than the FFN, interpolated on log-log axes between
// the two measured lengths around the first sign change; 0 when attention never costs more, points[0].n when
// it always does.
double attention_crossover(const std::vector<LayerCost>& points);

}  // namespace attn
