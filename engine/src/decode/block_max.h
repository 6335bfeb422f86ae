// Decoding scans the whole vocabulary once per row and step for the best tokens; most blocks of it cannot
// change the result, and their maximum, taken in 8 lanes, says so without the per-token test.
#pragma once

#include <cstring>
#include <limits>

namespace attn {

// Tokens per block: short enough to skip most of a vocabulary, long enough to pay for the lanes' reduction.
inline constexpr int kScanBlock = 64;

// The largest of base + x[i] for i in [0, count); NaNs are passed over, as the scans'
// `value > best` tests pass over them, so "block max <= best" means no element of the block beats best.
inline float block_max(const float* x, int count, float base = 0.0f) {
  // GCC's vector extension: `v > m ? v : m` per lane is exactly MAXPS (what the scalar loop does not become).
  using Lanes = float __attribute__((vector_size(32)));
  constexpr int kWidth = 8;
  Lanes m = {};
  m -= std::numeric_limits<float>::infinity();
  int i = 0;
  for (; i + kWidth <= count; i += kWidth) {
    Lanes v;
    std::memcpy(&v, x + i, sizeof v);
    v += base;
    m = v > m ? v : m;
  }
  float best = m[0];
  for (int j = 1; j < kWidth; ++j) best = m[j] > best ? m[j] : best;
  for (; i < count; ++i) {
    const float v = base + x[i];
    best = v > best ? v : best;
  }
  return best;
}

}  // namespace attn
