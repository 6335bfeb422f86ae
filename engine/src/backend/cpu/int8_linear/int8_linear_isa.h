// The kernel of int8_linear.h compiled per instruction set. Each variant quantises the rows of x itself, to
// the bytes quantize_int8_row gives (the same division, rounding to nearest even and clamp, done 8 or 16
// values at a time), sums s = xq[r] . W[o] exactly in int32, and writes y[r * out + o] = int8_output(s, ...).
// All variants compute the same integers and the same one rounding from them, so they give the same bits.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "backend/cpu/int8_linear.h"

namespace attn::cpu {

struct Int8Output {
  const float* bias;                // null: none
  float* y;                         // n x out
  bool relu = false;                // y = max(y, 0): FFN up's activation, fused into the write
  float* pre_activation = nullptr;  // with relu, also the values before the max (null: not kept)
};

// One output from its exact sum: scale and bias in one rounding (std::fma; the vector variants use the same
// fused multiply-add, and int32 -> float conversion rounds to nearest in both).
inline float int8_output(std::int32_t sum, float x_scale, float w_scale, const float* bias, int o) {
  const float scale = x_scale * w_scale;
  return bias ? std::fma(float(sum), scale, bias[o]) : float(sum) * scale;
}

// activation_forward's ReLU (u > 0 ? u : 0), which the vector variants' max(u, 0) matches bit for bit.
inline float relu(float u) { return u > 0 ? u : 0.0f; }

// Stores output (r, o) as `y` asks.
inline void int8_store(const Int8Output& y, std::size_t at, float value) {
  if (!y.relu) {
    y.y[at] = value;
    return;
  }
  if (y.pre_activation) y.pre_activation[at] = value;
  y.y[at] = relu(value);
}

// x's n rows of `in` values, quantised into thread-local scratch of rows `stride` bytes apart by the
// variant's quantise_row(row, q) -> scale: what the variant multiplies, valid until its next call on this
// thread.
template <typename Byte>
struct QuantisedRows {
  const Byte* q;
  const float* scales;
};
template <typename Byte, typename QuantiseRow>
QuantisedRows<Byte> quantise_rows(const float* x, int n, int in, int stride, QuantiseRow&& quantise_row) {
  thread_local std::vector<Byte> q;
  thread_local std::vector<float> scales;
  q.resize(std::size_t(n) * std::size_t(stride));
  scales.resize(std::size_t(n));
  for (int r = 0; r < n; ++r)
    scales[std::size_t(r)] = quantise_row(x + std::size_t(r) * in, q.data() + std::size_t(r) * stride);
  return {q.data(), scales.data()};
}

void int8_linear_portable(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y);
void int8_linear_avx2(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y);
void int8_linear_avx512_vnni(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y);

// Work below this many multiply-adds stays on one core (one row of a small layer): waking the second costs
// more than it saves.
inline constexpr std::int64_t kInt8ParallelMultiplyAdds = std::int64_t(1) << 17;

}  // namespace attn::cpu
