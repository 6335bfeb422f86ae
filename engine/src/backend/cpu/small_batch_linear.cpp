#include "backend/cpu/small_batch_linear.h"

#include <cstdlib>
#include <type_traits>

#include "backend/cpu/small_batch/small_batch_isa.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

// AVX-512 where the CPU has it (checked once), AVX2 otherwise. ATTN_NO_AVX512=1 forces AVX2 (to compare).
bool use_avx512() {
  static const bool on = [] {
#if defined(__x86_64__) && defined(ATTN_HAVE_AVX512_KERNELS)
    const char* off = std::getenv("ATTN_NO_AVX512");
    return __builtin_cpu_supports("avx512f") && !(off && *off == '1');
#else
    return false;
#endif
  }();
  return on;
}

// `s`: int8 weights' row scales (null for F32 and F16 weights).
template <typename W>
void dispatch(const float* x, const W* w, const float* s, const float* b, float* y, int n, int in, int out) {
#if defined(ATTN_HAVE_AVX512_KERNELS)
  // One or two rows are bound by memory, and AVX2 (8 weight rows in flight instead of 16) streamed them
  // faster: a `base` decode step with one row took 2.9 ms with AVX2 against 3.6 with AVX-512. From 3 rows
  // on the work is compute, and AVX-512 does it in half the instructions (4 rows: 3.7 ms against 5.0).
  if (n >= 3 && use_avx512()) {
    if constexpr (std::is_same_v<W, std::int8_t>)
      return small_batch_avx512(x, w, s, b, y, n, in, out);
    else
      return small_batch_avx512(x, w, b, y, n, in, out);
  }
#endif
  if constexpr (std::is_same_v<W, std::int8_t>)
    small_batch_avx2(x, w, s, b, y, n, in, out);
  else
    small_batch_avx2(x, w, b, y, n, in, out);
}

}  // namespace

void small_batch_linear(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  ProfileScope profile("linear_small");
  dispatch(x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_f16(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                            int out) {
  ProfileScope profile("linear_small_f16");
  dispatch(x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_int8(const float* x, const std::int8_t* w, const float* w_scales, const float* b,
                             float* y, int n, int in, int out) {
  ProfileScope profile("linear_small_int8");
  dispatch(x, w, w_scales, b, y, n, in, out);
}

}  // namespace attn::cpu
