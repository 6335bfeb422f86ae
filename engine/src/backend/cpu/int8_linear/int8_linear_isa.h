// The kernel of int8_linear.h compiled per instruction set: for rows of quantised x (`xq`, rows of `x_stride`
// bytes, a multiple of 4, zeros past `in`) the exact int32 sums s = xq[r] . W[o], and from them
// y[r * out + o] = int8_output(s, x_scales[r], W's scale o, bias). All variants compute the same integers and
// the same one rounding from them, so they give the same bits.
#pragma once

#include <cmath>
#include <cstdint>

#include "backend/cpu/int8_linear.h"

namespace attn::cpu {

struct Int8Output {
  const float* x_scales;  // one per row of x
  const float* bias;      // null: none
  float* y;               // n x out
};

// One output from its exact sum: scale and bias in one rounding (std::fma; the vector variants use the same
// fused multiply-add, and int32 -> float conversion rounds to nearest in both).
inline float int8_output(std::int32_t sum, float x_scale, float w_scale, const float* bias, int o) {
  const float scale = x_scale * w_scale;
  return bias ? std::fma(float(sum), scale, bias[o]) : float(sum) * scale;
}

void int8_linear_portable(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w,
                          const Int8Output& y);
void int8_linear_avx2(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w,
                      const Int8Output& y);
void int8_linear_avx512_vnni(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w,
                             const Int8Output& y);

// Work below this many multiply-adds stays on one core (one row of a small layer): waking the second costs
// more than it saves.
inline constexpr std::int64_t kInt8ParallelMultiplyAdds = std::int64_t(1) << 17;

}  // namespace attn::cpu
