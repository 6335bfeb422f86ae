#include "backend/cpu/small_batch_linear.h"

#include <omp.h>

#include <cstddef>
#include <cstdint>

#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>
#endif

#include "attention/float16.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

// Splitting W across cores costs a fork/join per call (and, on a busy machine, waiting for a descheduled
// thread). From 128K weights up (tiny's QKV, FFN and output projections) each core streaming its half from
// its own cache paid back on an idle 2-core machine: greedy 47 -> 37 ms, beam-4 114 -> 82-101 ms per
// sentence against a 1M threshold.
constexpr std::int64_t kParallelWeights = std::int64_t(1) << 17;

inline float to_float(float v) { return v; }
inline float to_float(std::uint16_t v) { return half_to_float(v); }

#if defined(__AVX2__) && defined(__FMA__)
inline __m256 load8(const float* p) { return _mm256_loadu_ps(p); }
// F16C: 8 halves to 8 floats, exact.
inline __m256 load8(const std::uint16_t* p) {
  return _mm256_cvtph_ps(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}
#endif

// Dot products of O weight rows with R input rows: acc[o * R + r] = W[o] . x[r].
template <int O, int R, typename W>
inline void dot_block(const W* w, const float* x, int in, float* acc) {
  int i = 0;
#if defined(__AVX2__) && defined(__FMA__)
  // O x R independent accumulators: enough FMA chains in flight, and each loaded weight vector is reused R
  // times and each input vector O times (O * R <= 8 keeps everything in the 16 ymm registers).
  __m256 a[O][R];
  for (int o = 0; o < O; ++o)
    for (int r = 0; r < R; ++r) a[o][r] = _mm256_setzero_ps();
  for (; i + 8 <= in; i += 8) {
    __m256 wv[O];
    for (int o = 0; o < O; ++o) wv[o] = load8(w + std::size_t(o) * in + i);
    for (int r = 0; r < R; ++r) {
      const __m256 xv = _mm256_loadu_ps(x + std::size_t(r) * in + i);
      for (int o = 0; o < O; ++o) a[o][r] = _mm256_fmadd_ps(wv[o], xv, a[o][r]);
    }
  }
  for (int o = 0; o < O; ++o)
    for (int r = 0; r < R; ++r) {
      const __m128 s4 = _mm_add_ps(_mm256_castps256_ps128(a[o][r]), _mm256_extractf128_ps(a[o][r], 1));
      const __m128 s2 = _mm_add_ps(s4, _mm_movehl_ps(s4, s4));
      acc[o * R + r] = _mm_cvtss_f32(_mm_add_ss(s2, _mm_movehdup_ps(s2)));
    }
#else
  for (int k = 0; k < O * R; ++k) acc[k] = 0.0f;
#endif
  for (; i < in; ++i)
    for (int o = 0; o < O; ++o)
      for (int r = 0; r < R; ++r)
        acc[o * R + r] += to_float(w[std::size_t(o) * in + i]) * x[std::size_t(r) * in + i];
}

// Rows [r0, r0 + R) of y for O consecutive outputs starting at o.
template <int O, int R, typename W>
inline void output_block(const float* x, const W* w, const float* b, float* y, int r0, int o, int in,
                         int out) {
  float acc[O * R];
  dot_block<O, R>(w + std::size_t(o) * in, x + std::size_t(r0) * in, in, acc);
  for (int k = 0; k < O; ++k)
    for (int r = 0; r < R; ++r) y[std::size_t(r0 + r) * out + o + k] = acc[k * R + r] + (b ? b[o + k] : 0.0f);
}

// All rows of y for the O outputs starting at o, rows in chunks of at most 4.
template <int O, typename W>
void output_range(const float* x, const W* w, const float* b, float* y, int n, int in, int out, int o) {
  for (int r0 = 0; r0 < n;) {
    switch (n - r0) {
      case 1:
        output_block<O, 1>(x, w, b, y, r0, o, in, out);
        r0 += 1;
        break;
      case 2:
        output_block<O, 2>(x, w, b, y, r0, o, in, out);
        r0 += 2;
        break;
      case 3:
        output_block<O, 3>(x, w, b, y, r0, o, in, out);
        r0 += 3;
        break;
      default:
        output_block<O, 4>(x, w, b, y, r0, o, in, out);
        r0 += 4;
        break;
    }
  }
}

// Blocks of O weight rows, split across cores when W is large; the out % O remainder one row at a time.
template <int O, typename W>
void all_outputs(const float* x, const W* w, const float* b, float* y, int n, int in, int out) {
  const int blocks = out / O;
  const bool parallel = std::int64_t(out) * in >= kParallelWeights && omp_get_max_threads() > 1;
#pragma omp parallel for schedule(static) if (parallel)
  for (int blk = 0; blk < blocks; ++blk) output_range<O>(x, w, b, y, n, in, out, blk * O);
  for (int o = blocks * O; o < out; ++o) output_range<1>(x, w, b, y, n, in, out, o);
}

// About 8 accumulators whatever n is: more weight rows per block when there are fewer input rows.
template <typename W>
void small_batch(const float* x, const W* w, const float* b, float* y, int n, int in, int out) {
  if (n == 1)
    all_outputs<8>(x, w, b, y, n, in, out);
  else if (n == 2)
    all_outputs<4>(x, w, b, y, n, in, out);
  else
    all_outputs<2>(x, w, b, y, n, in, out);
}

}  // namespace

void small_batch_linear(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  ProfileScope profile("linear_small");
  small_batch(x, w, b, y, n, in, out);
}

void small_batch_linear_f16(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                            int out) {
  ProfileScope profile("linear_small_f16");
  small_batch(x, w, b, y, n, in, out);
}

}  // namespace attn::cpu
