// The small-batch kernel in plain C++: the reference the SIMD variants are tested against (bit for bit),
// and the kernel of a build without x86 SIMD flags. Each of the 16 partial sums is a float and std::fma
// rounds once, as the SIMD fused multiply-adds do.
#include "backend/cpu/small_batch/small_batch_isa.h"
#include "backend/cpu/small_batch/small_batch_kernel.h"

namespace attn::cpu {
namespace {

struct Portable {
  struct V {
    float lane[kPartialSums];
  };
  static constexpr int kLanes = kPartialSums;
  static constexpr int kAccumulators = 4;
  static constexpr int kAccumulatorsFourRows = 4;
  static V zero() { return V{}; }
  template <typename W>
  static V load(const W* p) {
    V v;
    for (int j = 0; j < kLanes; ++j) v.lane[j] = to_float(p[j]);
    return v;
  }
  static V fma(V a, V b, V c) {
    for (int j = 0; j < kLanes; ++j) c.lane[j] = std::fma(a.lane[j], b.lane[j], c.lane[j]);
    return c;
  }
  static float sum(const V& v) { return sum16_tree(v.lane); }
};

}  // namespace

void small_batch_portable(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  small_batch<Portable>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_portable(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                          int out) {
  small_batch<Portable>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_portable(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                          int n, int in, int out) {
  small_batch<Portable>(x, w, scales, b, y, n, in, out);
}

}  // namespace attn::cpu
