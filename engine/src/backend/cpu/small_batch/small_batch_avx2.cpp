// The small-batch kernel with AVX2 + FMA + F16C (the engine's baseline flags, ATTN_CPU_FLAGS); without them
// it is not compiled and small_batch_linear.cpp uses the portable code.
#if defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#include <immintrin.h>

#include "backend/cpu/small_batch/small_batch_isa.h"
#include "backend/cpu/small_batch/small_batch_kernel.h"

namespace attn::cpu {
namespace {

// The 16 partial sums of a dot product (small_batch_kernel.h) in two 8-lane registers: `lo` holds sums 0-7,
// `hi` sums 8-15, so every sum sees the same elements in the same order as AVX-512's single register.
struct Avx2 {
  struct V {
    __m256 lo, hi;
  };
  static constexpr int kLanes = 16;
  // Accumulators of two registers each, of 16 ymm registers. Measured on a Zen 4 (AVX2 code): 8 for one row
  // and 8 for four rows (2 weight rows x 4 input rows) were as fast as the 8-lane blocks they replace.
  static constexpr int kAccumulators = 8;
  static constexpr int kAccumulatorsFourRows = 8;
  static V zero() { return {_mm256_setzero_ps(), _mm256_setzero_ps()}; }
  static V load(const float* p) { return {_mm256_loadu_ps(p), _mm256_loadu_ps(p + 8)}; }
  // F16C: 8 halves to 8 floats, exact.
  static __m256 load8(const std::uint16_t* p) {
    return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  // 8 int8 values to 8 floats, exact.
  static __m256 load8(const std::int8_t* p) {
    return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
  }
  static V load(const std::uint16_t* p) { return {load8(p), load8(p + 8)}; }
  static V load(const std::int8_t* p) { return {load8(p), load8(p + 8)}; }
  static V fma(V a, V b, V c) {
    return {_mm256_fmadd_ps(a.lo, b.lo, c.lo), _mm256_fmadd_ps(a.hi, b.hi, c.hi)};
  }
  // sum16_tree's order: (j, j + 8), (j, j + 4), (j, j + 2), then the last two.
  static float sum(V v) {
    const __m256 s8 = _mm256_add_ps(v.lo, v.hi);
    const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(s8), _mm256_extractf128_ps(s8, 1));
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    return _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
  }
};

}  // namespace

void small_batch_avx2(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  small_batch<Avx2>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_avx2(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                      int out) {
  small_batch<Avx2>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_avx2(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                      int n, int in, int out) {
  small_batch<Avx2>(x, w, scales, b, y, n, in, out);
}

}  // namespace attn::cpu

#endif
