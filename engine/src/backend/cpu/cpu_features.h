// The x86 instruction-set extensions this CPU has, as the kernels that dispatch on them see it.
#pragma once

#include <vector>

namespace attn::cpu {

struct CpuFeatures {
  bool avx2 = false, fma = false, f16c = false;
  bool avx512f = false, avx512bw = false, avx512dq = false, avx512vl = false;
  bool avx512_vnni = false, avx512_bf16 = false;
  bool amx_bf16 = false;
};

// Read once (cpuid through the compiler's __builtin_cpu_supports); all false off x86-64.
const CpuFeatures& cpu_features();

// False under ATTN_NO_AVX512=1 or ATTN_CPU_KERNELS=portable|avx2: the engine's own kernels then keep to their
// copies without AVX-512 (to compare them, or to rule AVX-512 out), whatever the CPU has.
bool avx512_kernels_allowed();

// The copy of a kernel to run, from those this CPU runs listed narrowest first, the last one AVX-512's: the
// widest, or the narrowest where AVX-512 is ruled out.
template <typename Isa>
Isa widest_allowed(const std::vector<Isa>& isas) {
  return avx512_kernels_allowed() ? isas.back() : isas.front();
}

}  // namespace attn::cpu
