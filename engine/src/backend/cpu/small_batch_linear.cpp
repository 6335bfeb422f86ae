#include "backend/cpu/small_batch_linear.h"

#include <cstdlib>
#include <string>
#include <type_traits>

#include "attention/error.h"
#include "backend/cpu/cpu_features.h"
#include "backend/cpu/small_batch/small_batch_isa.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

#if defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
constexpr bool kHaveAvx2Kernel = true;
#else
constexpr bool kHaveAvx2Kernel = false;
#endif
#if defined(ATTN_HAVE_AVX512_KERNELS)
constexpr bool kHaveAvx512Kernel = true;
#else
constexpr bool kHaveAvx512Kernel = false;
#endif

bool runs_on_this_cpu(SmallBatchIsa isa) {
  const CpuFeatures& f = cpu_features();
  switch (isa) {
    case SmallBatchIsa::kPortable:
      return true;
    case SmallBatchIsa::kAvx2:
      return kHaveAvx2Kernel && f.avx2 && f.fma && f.f16c;
    case SmallBatchIsa::kAvx512:
      return kHaveAvx512Kernel && f.avx512f && runs_on_this_cpu(SmallBatchIsa::kAvx2);
  }
  return false;
}

// `s`: int8 weights' row scales (null for F32 and F16 weights). Every variant gives the same result, so the
// choice is one of speed only: AVX-512 streamed one to four rows faster than AVX2 on the Zen 4 machines.
template <typename W>
void dispatch(SmallBatchIsa isa, const float* x, const W* w, const float* s, const float* b, float* y, int n,
              int in, int out) {
  if (!runs_on_this_cpu(isa))
    throw Error("small-batch kernel " + std::string(to_string(isa)) + " cannot run here");
  switch (isa) {
    case SmallBatchIsa::kAvx512:
      if constexpr (kHaveAvx512Kernel) {
        if constexpr (std::is_same_v<W, std::int8_t>)
          return small_batch_avx512(x, w, s, b, y, n, in, out);
        else
          return small_batch_avx512(x, w, b, y, n, in, out);
      }
      break;
    case SmallBatchIsa::kAvx2:
      if constexpr (kHaveAvx2Kernel) {
        if constexpr (std::is_same_v<W, std::int8_t>)
          return small_batch_avx2(x, w, s, b, y, n, in, out);
        else
          return small_batch_avx2(x, w, b, y, n, in, out);
      }
      break;
    case SmallBatchIsa::kPortable:
      break;
  }
  if constexpr (std::is_same_v<W, std::int8_t>)
    small_batch_portable(x, w, s, b, y, n, in, out);
  else
    small_batch_portable(x, w, b, y, n, in, out);
}

}  // namespace

std::string_view to_string(SmallBatchIsa isa) {
  switch (isa) {
    case SmallBatchIsa::kPortable:
      return "portable";
    case SmallBatchIsa::kAvx2:
      return "avx2";
    case SmallBatchIsa::kAvx512:
      return "avx512";
  }
  return "?";
}

std::vector<SmallBatchIsa> small_batch_isas_on_this_cpu() {
  std::vector<SmallBatchIsa> isas;
  for (const SmallBatchIsa isa : {SmallBatchIsa::kPortable, SmallBatchIsa::kAvx2, SmallBatchIsa::kAvx512})
    if (runs_on_this_cpu(isa)) isas.push_back(isa);
  return isas;
}

SmallBatchIsa small_batch_isa() {
  static const SmallBatchIsa chosen = [] {
    const std::vector<SmallBatchIsa> isas = small_batch_isas_on_this_cpu();
    SmallBatchIsa widest = isas.back();
    if (!avx512_kernels_allowed() && widest == SmallBatchIsa::kAvx512) widest = SmallBatchIsa::kAvx2;
    if (const char* wanted = std::getenv("ATTN_CPU_KERNELS"))
      for (const SmallBatchIsa isa : isas)
        if (to_string(isa) == wanted && isa <= widest) return isa;
    return widest;
  }();
  return chosen;
}

bool small_batch_serves_many_rows() { return small_batch_isa() == SmallBatchIsa::kAvx512; }

void small_batch_linear(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  ProfileScope profile("linear_small");
  dispatch(small_batch_isa(), x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_f16(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                            int out) {
  ProfileScope profile("linear_small_f16");
  dispatch(small_batch_isa(), x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_int8(const float* x, const std::int8_t* w, const float* w_scales, const float* b,
                             float* y, int n, int in, int out) {
  ProfileScope profile("linear_small_int8");
  dispatch(small_batch_isa(), x, w, w_scales, b, y, n, in, out);
}

void small_batch_linear(SmallBatchIsa isa, const float* x, const float* w, const float* b, float* y, int n,
                        int in, int out) {
  dispatch(isa, x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_f16(SmallBatchIsa isa, const float* x, const std::uint16_t* w, const float* b,
                            float* y, int n, int in, int out) {
  dispatch(isa, x, w, nullptr, b, y, n, in, out);
}

void small_batch_linear_int8(SmallBatchIsa isa, const float* x, const std::int8_t* w, const float* w_scales,
                             const float* b, float* y, int n, int in, int out) {
  dispatch(isa, x, w, w_scales, b, y, n, in, out);
}

}  // namespace attn::cpu
