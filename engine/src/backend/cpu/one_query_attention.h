// Attention for a single query per (row, head), decoding's case: each step's query against its cached keys
// and values (tens of them) or its sentence's source. Eigen's products go through its general matrix-vector
// code twice per head, whose setup costs more than the arithmetic at these sizes; here the 64 values of a
// head (the width every preset has) stay in registers, and eight keys are scored at a time.
//
// The result is the softmax-weighted sum that attention_forward computes, with the dot products summed in
// another order: equal within float rounding, the same on every x86-64 CPU (one AVX2 code path, the engine's
// baseline; plain C++ elsewhere), and a row's result depends on that row alone.
#pragma once

namespace attn::cpu {

inline constexpr int kOneQueryHeadDim = 64;

// q[kOneQueryHeadDim]; keys and values rows of kOneQueryHeadDim at k_stride / v_stride apart; tk >= 1.
// probs[tk] = softmax(scale * q k^T); out[kOneQueryHeadDim] = probs v.
void one_query_attention(const float* q, const float* k, int k_stride, const float* v, int v_stride, int tk,
                         float scale, float* probs, float* out);

}  // namespace attn::cpu
