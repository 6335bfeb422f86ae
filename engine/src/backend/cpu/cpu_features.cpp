#include "backend/cpu/cpu_features.h"

#include <cstdlib>
#include <string_view>

namespace attn::cpu {

const CpuFeatures& cpu_features() {
  static const CpuFeatures features = [] {
    CpuFeatures f;
#if defined(__x86_64__)
    __builtin_cpu_init();
    f.avx2 = __builtin_cpu_supports("avx2");
    f.fma = __builtin_cpu_supports("fma");
    f.f16c = __builtin_cpu_supports("f16c");
    f.avx512f = __builtin_cpu_supports("avx512f");
    f.avx512bw = __builtin_cpu_supports("avx512bw");
    f.avx512dq = __builtin_cpu_supports("avx512dq");
    f.avx512vl = __builtin_cpu_supports("avx512vl");
    f.avx512_vnni = __builtin_cpu_supports("avx512vnni");
    f.avx512_bf16 = __builtin_cpu_supports("avx512bf16");
    f.amx_bf16 = __builtin_cpu_supports("amx-bf16");
#endif
    return f;
  }();
  return features;
}

bool avx512_kernels_allowed() {
  static const bool allowed = [] {
    const char* no_avx512 = std::getenv("ATTN_NO_AVX512");
    if (no_avx512 && *no_avx512 == '1') return false;
    const char* wanted = std::getenv("ATTN_CPU_KERNELS");
    return !wanted || (std::string_view(wanted) != "portable" && std::string_view(wanted) != "avx2");
  }();
  return allowed;
}

}  // namespace attn::cpu
