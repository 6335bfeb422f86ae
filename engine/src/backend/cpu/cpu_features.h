// The x86 instruction-set extensions this CPU has, as the kernels that dispatch on them see it.
#pragma once

namespace attn::cpu {

struct CpuFeatures {
  bool avx2 = false, fma = false, f16c = false;
  bool avx512f = false, avx512bw = false, avx512dq = false, avx512vl = false;
  bool avx512_vnni = false, avx512_bf16 = false;
  bool amx_bf16 = false;
};

// Read once (cpuid through the compiler's __builtin_cpu_supports); all false off x86-64.
const CpuFeatures& cpu_features();

}  // namespace attn::cpu
