// The kernel with AVX2 (the engine's baseline flags): both operands sign-extended to 16 bits, and
// vpmaddwd adds each pair of products into an int32 lane, exactly (a pair is at most 2 * 127 * 127). Not
// vpmaddubsw: its 16-bit sums saturate, which would make this variant's result differ from the others'.
#if defined(__AVX2__)
#include <immintrin.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <vector>

#include "backend/cpu/int8_linear/int8_linear_isa.h"

namespace attn::cpu {
namespace {

// quantize_int8_row's bytes and scale, 8 values at a time. Clamping before rounding gives what rounding
// before clamping does (the bounds are integers), and keeps an infinite quotient (a row of denormals) in
// range.
float quantize_row(const float* x, int in, std::int8_t* q) {
  const __m256 sign = _mm256_set1_ps(-0.0f);
  __m256 m = _mm256_setzero_ps();
  int i = 0;
  for (; i + 8 <= in; i += 8) m = _mm256_max_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(x + i)), m);
  alignas(32) float lanes[8];
  _mm256_store_ps(lanes, m);
  float max_abs = 0.0f;
  for (const float v : lanes) max_abs = std::max(max_abs, v);
  for (; i < in; ++i) max_abs = std::max(max_abs, std::fabs(x[i]));
  if (max_abs == 0.0f) {
    std::fill_n(q, in, std::int8_t(0));
    return 0.0f;
  }
  const float scale = max_abs / 127.0f;
  const __m256 s = _mm256_set1_ps(scale), hi = _mm256_set1_ps(127.0f), lo = _mm256_set1_ps(-127.0f);
  i = 0;
  for (; i + 8 <= in; i += 8) {
    const __m256 v = _mm256_max_ps(_mm256_min_ps(_mm256_div_ps(_mm256_loadu_ps(x + i), s), hi), lo);
    const __m256i v32 = _mm256_cvtps_epi32(v);  // to nearest even, as nearbyint
    const __m128i v16 = _mm_packs_epi32(_mm256_castsi256_si128(v32), _mm256_extracti128_si256(v32, 1));
    _mm_storel_epi64(reinterpret_cast<__m128i*>(q + i), _mm_packs_epi16(v16, v16));
  }
  for (; i < in; ++i) q[i] = std::int8_t(int(std::clamp(std::nearbyint(x[i] / scale), -127.0f, 127.0f)));
  return scale;
}

__m256i widen16(const std::int8_t* p) {
  return _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)));
}

std::int32_t horizontal_sum(__m256i v) {
  __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(1, 0, 3, 2)));
  s = _mm_add_epi32(s, _mm_shuffle_epi32(s, _MM_SHUFFLE(2, 3, 0, 1)));
  return _mm_cvtsi128_si32(s);
}

// Weight rows [o, o + O) against input rows [r, r + R): 8 accumulators and 5 operands fit 16 ymm registers.
template <int O, int R>
void block(const QuantisedRows<std::int8_t>& x, const Int8LinearWeights& weights, int in, int out, int o,
           int r, const Int8Output& y) {
  const std::int8_t* w = weights.rows.values.data();
  __m256i a[O][R];
  for (int i = 0; i < O; ++i)
    for (int j = 0; j < R; ++j) a[i][j] = _mm256_setzero_si256();
  int k = 0;
  for (; k + 16 <= in; k += 16) {
    __m256i wv[O];
    for (int i = 0; i < O; ++i) wv[i] = widen16(w + std::size_t(o + i) * in + k);
    for (int j = 0; j < R; ++j) {
      const __m256i xv = widen16(x.q + std::size_t(r + j) * in + k);
      for (int i = 0; i < O; ++i) a[i][j] = _mm256_add_epi32(a[i][j], _mm256_madd_epi16(wv[i], xv));
    }
  }
  for (int i = 0; i < O; ++i)
    for (int j = 0; j < R; ++j) {
      std::int32_t s = horizontal_sum(a[i][j]);
      const std::int8_t* wr = w + std::size_t(o + i) * in;
      const std::int8_t* xr = x.q + std::size_t(r + j) * in;
      for (int t = k; t < in; ++t) s += std::int32_t(wr[t]) * std::int32_t(xr[t]);
      int8_store(y, std::size_t(r + j) * out + o + i,
                 int8_output(s, x.scales[r + j], weights.rows.scales[std::size_t(o + i)], y.bias, o + i));
    }
}

template <int O>
void all_rows(const QuantisedRows<std::int8_t>& x, int n, const Int8LinearWeights& w, int in, int out, int o,
              const Int8Output& y) {
  int r = 0;
  for (; r + 2 <= n; r += 2) block<O, 2>(x, w, in, out, o, r, y);
  if (r < n) block<O, 1>(x, w, in, out, o, r, y);
}

}  // namespace

void int8_linear_avx2(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y) {
  const int out = w.rows.rows, in = w.rows.cols;
  const QuantisedRows<std::int8_t> rows = quantise_rows<std::int8_t>(
      x, n, in, in, [in](const float* row, std::int8_t* q) { return quantize_row(row, in, q); });
  constexpr int O = 4;
  const int blocks = out / O;
  const bool parallel = std::int64_t(n) * out * in >= kInt8ParallelMultiplyAdds && omp_get_max_threads() > 1;
#pragma omp parallel for schedule(static) if (parallel)
  for (int blk = 0; blk < blocks; ++blk) all_rows<O>(rows, n, w, in, out, blk * O, y);
  for (int o = blocks * O; o < out; ++o) all_rows<1>(rows, n, w, in, out, o, y);
}

}  // namespace attn::cpu
#endif
