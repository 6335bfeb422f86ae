// The small-batch kernel with AVX-512 (this file alone is compiled with -mavx512f, see engine/CMakeLists.txt;
// small_batch_linear.cpp calls it only when the CPU has AVX-512; its results are the AVX2 code's, bit for
// bit). Twice the lanes of AVX2 and 32 registers: beam search's 4 rows became compute-bound with AVX2 (11
// GB/s of F16 weights on 2 cores against 30 for one row); here 4 weight rows x 4 input rows stay in
// registers. GCC 12 reports its own avx512fintrin.h (_mm512_undefined_ps inside the conversions) as
// uninitialised.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>

#include "backend/cpu/small_batch/small_batch_isa.h"
#include "backend/cpu/small_batch/small_batch_kernel.h"

namespace attn::cpu {
namespace {

struct Avx512 {
  using V = __m512;
  static constexpr int kLanes = 16;
  static constexpr int kAccumulators = 16;  // of 32 zmm registers
  static constexpr int kAccumulatorsFourRows = 16;
  static V zero() { return _mm512_setzero_ps(); }
  static V load(const float* p) { return _mm512_loadu_ps(p); }
  static V load(const std::uint16_t* p) {
    return _mm512_cvtph_ps(_mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)));
  }
  static V load(const std::int8_t* p) {
    return _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))));
  }
  static V fma(V a, V b, V c) { return _mm512_fmadd_ps(a, b, c); }
  // sum16_tree's order, written out (not _mm512_reduce_add_ps, whose order is the compiler's to choose):
  // (j, j + 8), (j, j + 4), (j, j + 2), then the last two; the same as the AVX2 and portable code.
  static float sum(V v) {
    const __m256 lo = _mm512_castps512_ps256(v);
    const __m256 hi = _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(v), 1));
    const __m256 s8 = _mm256_add_ps(lo, hi);
    const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(s8), _mm256_extractf128_ps(s8, 1));
    const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
    return _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
  }
};

}  // namespace

void small_batch_avx512(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  small_batch<Avx512>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_avx512(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                        int out) {
  small_batch<Avx512>(x, w, nullptr, b, y, n, in, out);
}
void small_batch_avx512(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                        int n, int in, int out) {
  small_batch<Avx512>(x, w, scales, b, y, n, in, out);
}

}  // namespace attn::cpu
