#include "backend/cpu/head64_products.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>

#include <Eigen/Core>
#endif

namespace attn::cpu {

namespace {

constexpr int kDh = kHead64;

#if defined(__AVX2__) && defined(__FMA__)

// Scores of N <= 8 keys: one register of partial sums per key (8 independent chains of multiply-adds), then
// the sums of all N registers at once by horizontal adds. Each key's arithmetic is the same whatever N is.
template <int N>
void score_keys(const float* q, const float* k, int k_stride, float* scores) {
  __m256 a[8];
  for (int i = 0; i < 8; ++i) a[i] = _mm256_setzero_ps();
  for (int c = 0; c < kDh; c += 8) {
    const __m256 qv = _mm256_loadu_ps(q + c);
    for (int i = 0; i < N; ++i)
      a[i] = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k + std::size_t(i) * k_stride + c), a[i]);
  }
  const __m256 s01 = _mm256_hadd_ps(a[0], a[1]), s23 = _mm256_hadd_ps(a[2], a[3]);
  const __m256 s45 = _mm256_hadd_ps(a[4], a[5]), s67 = _mm256_hadd_ps(a[6], a[7]);
  const __m256 s0123 = _mm256_hadd_ps(s01, s23), s4567 = _mm256_hadd_ps(s45, s67);
  // Lane halves: keys 0-3 | 4-7 low, then high; their sum is each key's total, in key order.
  const __m256 sums =
      _mm256_add_ps(_mm256_permute2f128_ps(s0123, s4567, 0x20), _mm256_permute2f128_ps(s0123, s4567, 0x31));
  if constexpr (N == 8) {
    _mm256_storeu_ps(scores, sums);
  } else {
    alignas(32) float all[8];
    _mm256_store_ps(all, sums);
    std::copy_n(all, N, scores);
  }
}

}  // namespace

void dot_rows64(const float* q, const float* k, int k_stride, int tk, float* scores) {
  int j = 0;
  for (; j + 8 <= tk; j += 8) score_keys<8>(q, k + std::size_t(j) * k_stride, k_stride, scores + j);
  const float* rest = k + std::size_t(j) * k_stride;
  switch (tk - j) {
    case 7:
      return score_keys<7>(q, rest, k_stride, scores + j);
    case 6:
      return score_keys<6>(q, rest, k_stride, scores + j);
    case 5:
      return score_keys<5>(q, rest, k_stride, scores + j);
    case 4:
      return score_keys<4>(q, rest, k_stride, scores + j);
    case 3:
      return score_keys<3>(q, rest, k_stride, scores + j);
    case 2:
      return score_keys<2>(q, rest, k_stride, scores + j);
    case 1:
      return score_keys<1>(q, rest, k_stride, scores + j);
    default:
      return;
  }
}

// The 64 outputs in 8 registers, one multiply-add chain each.
void weighted_sum64(const float* weights, int weight_stride, const float* v, int v_stride, int tk, float* out,
                    bool accumulate) {
  __m256 acc[kDh / 8];
  for (int c = 0; c < kDh / 8; ++c) acc[c] = accumulate ? _mm256_loadu_ps(out + 8 * c) : _mm256_setzero_ps();
  for (int j = 0; j < tk; ++j) {
    const __m256 p = _mm256_set1_ps(weights[std::size_t(j) * weight_stride]);
    const float* vj = v + std::size_t(j) * v_stride;
    for (int c = 0; c < kDh / 8; ++c) acc[c] = _mm256_fmadd_ps(p, _mm256_loadu_ps(vj + 8 * c), acc[c]);
  }
  for (int c = 0; c < kDh / 8; ++c) _mm256_storeu_ps(out + 8 * c, acc[c]);
}

namespace {

// Lanes [0, n) of eight set, for the tail of a row.
__m256i lanes_below(int n) {
  return _mm256_cmpgt_epi32(_mm256_set1_epi32(n), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7));
}

float horizontal_max(__m256 v) {
  __m128 m = _mm_max_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  m = _mm_max_ps(m, _mm_movehl_ps(m, m));
  return _mm_cvtss_f32(_mm_max_ss(m, _mm_movehdup_ps(m)));
}

float horizontal_sum(__m256 v) {
  __m128 m = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
  m = _mm_add_ps(m, _mm_movehl_ps(m, m));
  return _mm_cvtss_f32(_mm_add_ss(m, _mm_movehdup_ps(m)));
}

}  // namespace

void softmax_row(float* row, int visible, int width, float scale) {
  const int full = visible & ~7, rest = visible - full;
  const __m256i tail = lanes_below(rest);
  const __m256 minus_inf = _mm256_set1_ps(-INFINITY);
  __m256 mx = minus_inf;
  for (int j = 0; j < full; j += 8) mx = _mm256_max_ps(mx, _mm256_loadu_ps(row + j));
  if (rest)
    mx = _mm256_max_ps(
        mx, _mm256_blendv_ps(minus_inf, _mm256_maskload_ps(row + full, tail), _mm256_castsi256_ps(tail)));
  const __m256 m = _mm256_set1_ps(horizontal_max(mx)), sc = _mm256_set1_ps(scale);
  __m256 sum = _mm256_setzero_ps();
  for (int j = 0; j < full; j += 8) {
    const __m256 e = Eigen::internal::pexp(_mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(row + j), m), sc));
    _mm256_storeu_ps(row + j, e);
    sum = _mm256_add_ps(sum, e);
  }
  if (rest) {
    const __m256 x = _mm256_maskload_ps(row + full, tail);
    const __m256 e = _mm256_and_ps(Eigen::internal::pexp(_mm256_mul_ps(_mm256_sub_ps(x, m), sc)),
                                   _mm256_castsi256_ps(tail));
    _mm256_maskstore_ps(row + full, tail, e);
    sum = _mm256_add_ps(sum, e);
  }
  const __m256 inv = _mm256_set1_ps(1.0f / horizontal_sum(sum));
  for (int j = 0; j < full; j += 8) _mm256_storeu_ps(row + j, _mm256_mul_ps(_mm256_loadu_ps(row + j), inv));
  if (rest) _mm256_maskstore_ps(row + full, tail, _mm256_mul_ps(_mm256_maskload_ps(row + full, tail), inv));
  std::fill(row + visible, row + width, 0.0f);
}

#else  // plain C++ on other processors

}  // namespace

void dot_rows64(const float* q, const float* k, int k_stride, int tk, float* scores) {
  for (int j = 0; j < tk; ++j) {
    const float* kj = k + std::size_t(j) * k_stride;
    float s = 0;
    for (int c = 0; c < kDh; ++c) s += q[c] * kj[c];
    scores[j] = s;
  }
}

void weighted_sum64(const float* weights, int weight_stride, const float* v, int v_stride, int tk, float* out,
                    bool accumulate) {
  float acc[kDh] = {};
  if (accumulate) std::copy_n(out, kDh, acc);
  for (int j = 0; j < tk; ++j)
    for (int c = 0; c < kDh; ++c)
      acc[c] += weights[std::size_t(j) * weight_stride] * v[std::size_t(j) * v_stride + c];
  std::copy_n(acc, kDh, out);
}

void softmax_row(float* row, int visible, int width, float scale) {
  const float mx = *std::max_element(row, row + visible);
  float sum = 0;
  for (int j = 0; j < visible; ++j) sum += row[j] = std::exp((row[j] - mx) * scale);
  for (int j = 0; j < visible; ++j) row[j] *= 1.0f / sum;
  std::fill(row + visible, row + width, 0.0f);
}

#endif

}  // namespace attn::cpu
