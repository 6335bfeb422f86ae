// The kernel with AVX2 (the engine's baseline flags): both operands sign-extended to 16 bits, and
// vpmaddwd adds each pair of products into an int32 lane, exactly (a pair is at most 2 * 127 * 127). Not
// vpmaddubsw: its 16-bit sums saturate, which would make this variant's result differ from the others'.
#if defined(__AVX2__)
#include <immintrin.h>
#include <omp.h>

#include <cstddef>

#include "backend/cpu/int8_linear/int8_linear_isa.h"

namespace attn::cpu {
namespace {

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
void block(const std::int8_t* xq, int x_stride, const Int8LinearWeights& weights, int in, int out, int o,
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
      const __m256i xv = widen16(xq + std::size_t(r + j) * x_stride + k);
      for (int i = 0; i < O; ++i) a[i][j] = _mm256_add_epi32(a[i][j], _mm256_madd_epi16(wv[i], xv));
    }
  }
  for (int i = 0; i < O; ++i)
    for (int j = 0; j < R; ++j) {
      std::int32_t s = horizontal_sum(a[i][j]);
      const std::int8_t* wr = w + std::size_t(o + i) * in;
      const std::int8_t* xr = xq + std::size_t(r + j) * x_stride;
      for (int t = k; t < in; ++t) s += std::int32_t(wr[t]) * std::int32_t(xr[t]);
      y.y[std::size_t(r + j) * out + o + i] =
          int8_output(s, y.x_scales[r + j], weights.rows.scales[std::size_t(o + i)], y.bias, o + i);
    }
}

template <int O>
void all_rows(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w, int in, int out, int o,
              const Int8Output& y) {
  int r = 0;
  for (; r + 2 <= n; r += 2) block<O, 2>(xq, x_stride, w, in, out, o, r, y);
  if (r < n) block<O, 1>(xq, x_stride, w, in, out, o, r, y);
}

}  // namespace

void int8_linear_avx2(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w,
                      const Int8Output& y) {
  const int out = w.rows.rows, in = w.rows.cols;
  constexpr int O = 4;
  const int blocks = out / O;
  const bool parallel = std::int64_t(n) * out * in >= kInt8ParallelMultiplyAdds && omp_get_max_threads() > 1;
#pragma omp parallel for schedule(static) if (parallel)
  for (int blk = 0; blk < blocks; ++blk) all_rows<O>(xq, x_stride, n, w, in, out, blk * O, y);
  for (int o = blocks * O; o < out; ++o) all_rows<1>(xq, x_stride, n, w, in, out, o, y);
}

}  // namespace attn::cpu
#endif
