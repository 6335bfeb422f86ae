// The small-batch kernel with AVX2 + FMA + F16C (the engine's baseline flags), or plain C++ without them.
#if defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#include <immintrin.h>
#endif

#include "backend/cpu/small_batch/small_batch_isa.h"
#include "backend/cpu/small_batch/small_batch_kernel.h"

namespace attn::cpu {
namespace {

#if defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
struct Avx2 {
  using V = __m256;
  static constexpr int kLanes = 8;
  static constexpr int kAccumulators = 8;  // of 16 ymm registers
  // 3 weight rows x 4 input rows: 12 accumulators and 3 weight vectors; the inputs are FMA memory operands.
  static constexpr int kAccumulatorsFourRows = 12;
  static V zero() { return _mm256_setzero_ps(); }
  static V load(const float* p) { return _mm256_loadu_ps(p); }
  // F16C: 8 halves to 8 floats, exact.
  static V load(const std::uint16_t* p) {
    return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
  }
  // 8 int8 values to 8 floats, exact.
  static V load(const std::int8_t* p) {
    return _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
  }
  static V fma(V a, V b, V c) { return _mm256_fmadd_ps(a, b, c); }
  static float sum(V v) {
    const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    return _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
  }
};
#else
struct Avx2 {  // no SIMD flags: one lane, the compiler's own vectorisation
  using V = float;
  static constexpr int kLanes = 1;
  static constexpr int kAccumulators = 8;
  static constexpr int kAccumulatorsFourRows = 8;
  static V zero() { return 0.0f; }
  static V load(const float* p) { return *p; }
  static V load(const std::uint16_t* p) { return half_to_float(*p); }
  static V load(const std::int8_t* p) { return float(*p); }
  static V fma(V a, V b, V c) { return a * b + c; }
  static float sum(V v) { return v; }
};
#endif

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
