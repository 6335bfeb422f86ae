// The kernel with AVX-512 VNNI (this file alone is compiled with -mavx512f -mavx512bw -mavx512vnni, see
// engine/CMakeLists.txt; int8_linear.cpp calls it only on CPUs that have them). vpdpbusd multiplies 4
// unsigned bytes by 4 signed ones and adds them into an int32 lane without saturating: 64 products per
// instruction, against 16 for AVX2's vpmaddwd. x is quantised straight to unsigned bytes (x + 128), and
// Int8LinearWeights::vnni_shift takes 128 * the weight row's sum back out, so the sums are the exact ones the
// other variants compute.
//
// Outputs are computed 16 to a register: for every 4 inputs, the row's 4 bytes are broadcast to all lanes and
// multiplied with the packed 16 x 4 weight bytes, so no sum ever needs a horizontal reduction.
// GCC 12 reports its own avx512fintrin.h (_mm512_undefined_ps inside the masked loads) as uninitialised.
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include <immintrin.h>
#include <omp.h>

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <vector>

#include "backend/cpu/int8_linear/int8_linear_isa.h"

namespace attn::cpu {
namespace {

constexpr int kGroup = 16;  // outputs per register

// quantize_int8_row's bytes, plus 128, and its scale, 16 values at a time (rows padded to `stride` with 128,
// which the zero weights past `in` ignore). Clamping before rounding gives what rounding before clamping does
// (the bounds are integers), and keeps an infinite quotient (a row of denormals) in range.
float quantize_row_unsigned(const float* x, int in, int stride, std::uint8_t* q) {
  __m512 m = _mm512_setzero_ps();
  int i = 0;
  for (; i + 16 <= in; i += 16) m = _mm512_max_ps(_mm512_abs_ps(_mm512_loadu_ps(x + i)), m);
  const __mmask16 tail = __mmask16((1u << (in - i)) - 1u);
  if (tail) m = _mm512_max_ps(_mm512_abs_ps(_mm512_maskz_loadu_ps(tail, x + i)), m);
  const float max_abs = _mm512_reduce_max_ps(m);  // NaNs were passed over, as max_abs_of does
  if (max_abs == 0.0f) {
    std::memset(q, 128, std::size_t(stride));
    return 0.0f;
  }
  const float scale = max_abs / 127.0f;
  const __m512 s = _mm512_set1_ps(scale), hi = _mm512_set1_ps(127.0f), lo = _mm512_set1_ps(-127.0f);
  const __m512i shift = _mm512_set1_epi32(128);
  auto bytes = [&](__m512 v) {  // to nearest even, as nearbyint
    v = _mm512_max_ps(_mm512_min_ps(_mm512_div_ps(v, s), hi), lo);
    return _mm512_add_epi32(_mm512_cvtps_epi32(v), shift);
  };
  for (i = 0; i + 16 <= in; i += 16)
    _mm_storeu_si128(reinterpret_cast<__m128i*>(q + i), _mm512_cvtepi32_epi8(bytes(_mm512_loadu_ps(x + i))));
  if (tail) _mm512_mask_cvtepi32_storeu_epi8(q + i, tail, bytes(_mm512_maskz_loadu_ps(tail, x + i)));
  for (i = in; i < stride; ++i) q[i] = 128;
  return scale;
}

struct Shape {
  const std::uint8_t* xu;  // x + 128
  const float* x_scales;
  int x_stride, n, out, in4;
  const std::int8_t* packed;
  const std::int32_t* shift;
  const float* w_scales;
  Int8Output y;
};

// Input rows [r, r + R) x output groups [g, g + J).
template <int R, int J>
void block(const Shape& s, int r, int g) {
  __m512i a[R][J];
  for (int i = 0; i < R; ++i)
    for (int j = 0; j < J; ++j) a[i][j] = _mm512_setzero_si512();
  const std::int8_t* wg = s.packed + std::size_t(g) * s.in4 * kGroup;
  const std::size_t group_bytes = std::size_t(s.in4) * kGroup;
  for (int k = 0; k < s.in4; k += 4) {
    __m512i wv[J];
    for (int j = 0; j < J; ++j) wv[j] = _mm512_loadu_si512(wg + j * group_bytes + std::size_t(k) * kGroup);
    for (int i = 0; i < R; ++i) {
      std::int32_t four;
      std::memcpy(&four, s.xu + std::size_t(r + i) * s.x_stride + k, 4);
      const __m512i xv = _mm512_set1_epi32(four);
      for (int j = 0; j < J; ++j) a[i][j] = _mm512_dpbusd_epi32(a[i][j], xv, wv[j]);
    }
  }
  for (int j = 0; j < J; ++j) {
    const int o = (g + j) * kGroup;
    if (o >= s.out) break;
    const int valid = std::min(kGroup, s.out - o);
    const __mmask16 mask = __mmask16((1u << valid) - 1u);
    const __m512i shift = _mm512_loadu_si512(s.shift + o);
    const __m512 w_scale = _mm512_maskz_loadu_ps(mask, s.w_scales + o);
    const __m512 bias = s.y.bias ? _mm512_maskz_loadu_ps(mask, s.y.bias + o) : _mm512_setzero_ps();
    for (int i = 0; i < R; ++i) {
      // int8_output's arithmetic, 16 outputs at a time.
      const __m512 sum = _mm512_cvtepi32_ps(_mm512_sub_epi32(a[i][j], shift));
      const __m512 scale = _mm512_mul_ps(_mm512_set1_ps(s.x_scales[r + i]), w_scale);
      const __m512 y = s.y.bias ? _mm512_fmadd_ps(sum, scale, bias) : _mm512_mul_ps(sum, scale);
      const std::size_t at = std::size_t(r + i) * s.out + o;
      if (!s.y.relu) {
        _mm512_mask_storeu_ps(s.y.y + at, mask, y);
        continue;
      }
      if (s.y.pre_activation) _mm512_mask_storeu_ps(s.y.pre_activation + at, mask, y);
      _mm512_mask_storeu_ps(s.y.y + at, mask, _mm512_max_ps(y, _mm512_setzero_ps()));  // relu()'s bits
    }
  }
}

// Every input row against output groups [g, g + J): R x J accumulators stay within 32 zmm registers.
template <int J>
void all_rows(const Shape& s, int g) {
  int r = 0;
  if constexpr (J <= 2)
    for (; r + 8 <= s.n; r += 8) block<8, J>(s, r, g);
  if constexpr (J <= 4)
    for (; r + 4 <= s.n; r += 4) block<4, J>(s, r, g);
  for (; r + 2 <= s.n; r += 2) block<2, J>(s, r, g);
  for (; r < s.n; ++r) block<1, J>(s, r, g);
}

template <int J>
void all_groups(const Shape& s, int groups, bool parallel) {
  const int blocks = groups / J;
#pragma omp parallel for schedule(static) if (parallel)
  for (int blk = 0; blk < blocks; ++blk) all_rows<J>(s, blk * J);
  for (int g = blocks * J; g < groups; ++g) all_rows<1>(s, g);
}

}  // namespace

void int8_linear_avx512_vnni(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y) {
  const int out = w.rows.rows, in = w.rows.cols, in4 = (in + 3) / 4 * 4;
  const QuantisedRows<std::uint8_t> xu = quantise_rows<std::uint8_t>(
      x, n, in, in4,
      [in, in4](const float* row, std::uint8_t* q) { return quantize_row_unsigned(row, in, in4, q); });
  const Shape s{xu.q, xu.scales, in4, n, out, in4, w.vnni.data(), w.vnni_shift.data(), w.rows.scales.data(),
                y};
  const int groups = (out + kGroup - 1) / kGroup;
  const bool parallel = std::int64_t(n) * out * in >= kInt8ParallelMultiplyAdds && omp_get_max_threads() > 1;
  // Fewer rows, more outputs per block: one row streams the weights with 8 independent accumulators.
  if (n == 1)
    all_groups<8>(s, groups, parallel);
  else if (n <= 4)
    all_groups<4>(s, groups, parallel);
  else
    all_groups<2>(s, groups, parallel);
}

}  // namespace attn::cpu
