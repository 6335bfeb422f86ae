#include "backend/cpu/head64_products.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <type_traits>

#include "backend/cpu/cpu_features.h"
#if defined(__AVX2__) && defined(__FMA__)
#include <immintrin.h>

#include <Eigen/Core>
#endif

namespace attn::cpu {

namespace {

constexpr int kDh = kHead64;

#if defined(__AVX2__) && defined(__FMA__)

// Each key's total from its register of eight partial sums, by horizontal adds of all N registers at once.
template <int N>
[[gnu::always_inline]] inline void store_key_sums(const __m256 (&a)[8], float* scores) {
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

// Scores of N <= 8 keys: one register of partial sums per key (8 independent chains of multiply-adds), then
// store_key_sums. Each key's arithmetic is the same whatever N is.
template <int N>
void score_keys(const float* q, const float* k, int k_stride, float* scores) {
  __m256 a[8];
  for (int i = 0; i < 8; ++i) a[i] = _mm256_setzero_ps();
  for (int c = 0; c < kDh; c += 8) {
    const __m256 qv = _mm256_loadu_ps(q + c);
    for (int i = 0; i < N; ++i)
      a[i] = _mm256_fmadd_ps(qv, _mm256_loadu_ps(k + std::size_t(i) * k_stride + c), a[i]);
  }
  store_key_sums<N>(a, scores);
}

// Calls score(keys, N) for the keys in groups of eight and the rest (N a constant of each call).
template <typename Score>
[[gnu::always_inline]] inline void by_groups_of_eight(int count, Score&& score) {
  int j = 0;
  for (; j + 8 <= count; j += 8) score(j, std::integral_constant<int, 8>{});
  switch (count - j) {
    case 7:
      return score(j, std::integral_constant<int, 7>{});
    case 6:
      return score(j, std::integral_constant<int, 6>{});
    case 5:
      return score(j, std::integral_constant<int, 5>{});
    case 4:
      return score(j, std::integral_constant<int, 4>{});
    case 3:
      return score(j, std::integral_constant<int, 3>{});
    case 2:
      return score(j, std::integral_constant<int, 2>{});
    case 1:
      return score(j, std::integral_constant<int, 1>{});
    default:
      return;
  }
}

}  // namespace

void dot_rows64(const float* q, const float* k, int k_stride, int tk, float* scores) {
  by_groups_of_eight(tk, [&](int j, auto n) {
    score_keys<decltype(n)::value>(q, k + std::size_t(j) * k_stride, k_stride, scores + j);
  });
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

// ---- Two rows at once with AVX-512 ------------------------------------------------------------------------
// A zmm register holds the same eight lanes of two rows (the first row's in lanes 0-7, the second's in 8-15),
// so every lane does the AVX2 code's arithmetic above in the same order, and each row loaded from memory
// serves both: the results are two single-row calls', bit for bit.

namespace {

#if defined(__x86_64__)
#define ATTN_HEAD64_AVX512 1
// GCC 12 reports its own avx512fintrin.h (_mm512_undefined_ps inside the casts) as uninitialised.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"

__attribute__((target("avx512f"))) inline __m512 both_halves(const float* lo, const float* hi) {
  return _mm512_castpd_ps(_mm512_insertf64x4(_mm512_castps_pd(_mm512_castps256_ps512(_mm256_loadu_ps(lo))),
                                             _mm256_castps_pd(_mm256_loadu_ps(hi)), 1));
}

__attribute__((target("avx512f"))) inline __m512 twice(const float* p) {
  return _mm512_castpd_ps(_mm512_broadcast_f64x4(_mm256_castps_pd(_mm256_loadu_ps(p))));
}

template <int N>
__attribute__((target("avx512f"))) void score_keys_pair(const float* q0, const float* q1, const float* k,
                                                        int k_stride, float* scores0, float* scores1) {
  __m512 qv[kDh / 8], a[8];
  for (int c = 0; c < kDh / 8; ++c) qv[c] = both_halves(q0 + 8 * c, q1 + 8 * c);
  for (int i = 0; i < 8; ++i) a[i] = _mm512_setzero_ps();
  for (int c = 0; c < kDh / 8; ++c)
    for (int i = 0; i < N; ++i)
      a[i] = _mm512_fmadd_ps(qv[c], twice(k + std::size_t(i) * k_stride + 8 * c), a[i]);
  __m256 lo[8], hi[8];
  for (int i = 0; i < 8; ++i) {
    lo[i] = _mm512_castps512_ps256(a[i]);
    hi[i] = _mm256_castpd_ps(_mm512_extractf64x4_pd(_mm512_castps_pd(a[i]), 1));
  }
  store_key_sums<N>(lo, scores0);
  store_key_sums<N>(hi, scores1);
}

void dot_rows64_pair_avx512(const float* x0, const float* x1, const float* rows, int stride, int count,
                            float* out0, float* out1) {
  by_groups_of_eight(count, [&](int j, auto n) {
    score_keys_pair<decltype(n)::value>(x0, x1, rows + std::size_t(j) * stride, stride, out0 + j, out1 + j);
  });
}

// 64 outputs of each row in four zmm registers; the two rows share each loaded value row.
__attribute__((target("avx512f"))) void weighted_sum64_pair_avx512(const float* w0, const float* w1,
                                                                   int weight_stride, const float* v,
                                                                   int v_stride, int tk, float* out0,
                                                                   float* out1, bool accumulate) {
  __m512 a0[kDh / 16], a1[kDh / 16];
  for (int c = 0; c < kDh / 16; ++c) {
    a0[c] = accumulate ? _mm512_loadu_ps(out0 + 16 * c) : _mm512_setzero_ps();
    a1[c] = accumulate ? _mm512_loadu_ps(out1 + 16 * c) : _mm512_setzero_ps();
  }
  for (int j = 0; j < tk; ++j) {
    const __m512 p0 = _mm512_set1_ps(w0[std::size_t(j) * weight_stride]);
    const __m512 p1 = _mm512_set1_ps(w1[std::size_t(j) * weight_stride]);
    const float* vj = v + std::size_t(j) * v_stride;
    for (int c = 0; c < kDh / 16; ++c) {
      const __m512 r = _mm512_loadu_ps(vj + 16 * c);
      a0[c] = _mm512_fmadd_ps(p0, r, a0[c]);
      a1[c] = _mm512_fmadd_ps(p1, r, a1[c]);
    }
  }
  for (int c = 0; c < kDh / 16; ++c) {
    _mm512_storeu_ps(out0 + 16 * c, a0[c]);
    _mm512_storeu_ps(out1 + 16 * c, a1[c]);
  }
}
#pragma GCC diagnostic pop
#endif

}  // namespace

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

// ---- The pair functions' copies --------------------------------------------------------------------------

std::string to_string(Head64Isa isa) { return isa == Head64Isa::kAvx512 ? "avx512" : "baseline"; }

std::vector<Head64Isa> head64_isas_on_this_cpu() {
  std::vector<Head64Isa> isas{Head64Isa::kBaseline};
#if defined(ATTN_HEAD64_AVX512)
  if (cpu_features().avx512f) isas.push_back(Head64Isa::kAvx512);
#endif
  return isas;
}

Head64Isa head64_isa() {
  static const Head64Isa chosen = widest_allowed(head64_isas_on_this_cpu());
  return chosen;
}

void dot_rows64_pair(Head64Isa isa, const float* x0, const float* x1, const float* rows, int stride,
                     int count, float* out0, float* out1) {
#if defined(ATTN_HEAD64_AVX512)
  if (isa == Head64Isa::kAvx512) return dot_rows64_pair_avx512(x0, x1, rows, stride, count, out0, out1);
#endif
  (void)isa;
  dot_rows64(x0, rows, stride, count, out0);
  dot_rows64(x1, rows, stride, count, out1);
}

void weighted_sum64_pair(Head64Isa isa, const float* weights0, const float* weights1, int weight_stride,
                         const float* rows, int stride, int count, float* out0, float* out1,
                         bool accumulate) {
#if defined(ATTN_HEAD64_AVX512)
  if (isa == Head64Isa::kAvx512)
    return weighted_sum64_pair_avx512(weights0, weights1, weight_stride, rows, stride, count, out0, out1,
                                      accumulate);
#endif
  (void)isa;
  weighted_sum64(weights0, weight_stride, rows, stride, count, out0, accumulate);
  weighted_sum64(weights1, weight_stride, rows, stride, count, out1, accumulate);
}

void dot_rows64_pair(const float* x0, const float* x1, const float* rows, int stride, int count, float* out0,
                     float* out1) {
  dot_rows64_pair(head64_isa(), x0, x1, rows, stride, count, out0, out1);
}

void weighted_sum64_pair(const float* weights0, const float* weights1, int weight_stride, const float* rows,
                         int stride, int count, float* out0, float* out1, bool accumulate) {
  weighted_sum64_pair(head64_isa(), weights0, weights1, weight_stride, rows, stride, count, out0, out1,
                      accumulate);
}

}  // namespace attn::cpu
