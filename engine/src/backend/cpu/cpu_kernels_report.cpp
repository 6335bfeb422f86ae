#include <cblas.h>
#include <oneapi/dnnl/dnnl.h>

#include <string>
#include <vector>

#include "attention/cpu_kernels.h"
#include "attention/training_precision.h"
#include "backend/cpu/bf16_matmul.h"
#include "backend/cpu/cpu_features.h"
#include "backend/cpu/dropout_keep.h"
#include "backend/cpu/head64_products.h"
#include "backend/cpu/int8_linear.h"
#include "backend/cpu/small_batch_linear.h"

namespace attn {

namespace {

std::string feature_list() {
  const cpu::CpuFeatures& f = cpu::cpu_features();
  std::string out;
  const auto add = [&](bool has, const char* name) {
    if (!has) return;
    if (!out.empty()) out += ' ';
    out += name;
  };
  add(f.avx2, "avx2");
  add(f.fma, "fma");
  add(f.f16c, "f16c");
  add(f.avx512f, "avx512f");
  add(f.avx512_vnni, "avx512_vnni");
  add(f.avx512_bf16, "avx512_bf16");
  add(f.amx_bf16, "amx_bf16");
  return out.empty() ? "none of avx2, fma, f16c, avx512f, avx512_vnni, avx512_bf16, amx_bf16" : out;
}

std::string onednn_isa() {
  switch (dnnl_get_effective_cpu_isa()) {
    case dnnl_cpu_isa_avx512_core_amx:
      return "AMX";
    case dnnl_cpu_isa_avx512_core_bf16:
      return "AVX512_BF16";
    case dnnl_cpu_isa_avx512_core_vnni:
      return "AVX-512 VNNI";
    case dnnl_cpu_isa_avx512_core:
      return "AVX-512";
    case dnnl_cpu_isa_avx2_vnni:
      return "AVX2 VNNI";
    case dnnl_cpu_isa_avx2:
      return "AVX2";
    default:
      return "below AVX2";
  }
}

}  // namespace

std::vector<std::string> describe_cpu_kernels() {
  std::string variants;
  for (const cpu::SmallBatchIsa isa : cpu::small_batch_isas_on_this_cpu())
    variants += (variants.empty() ? "" : ", ") + std::string(cpu::to_string(isa));
  const std::string small = std::string(cpu::to_string(cpu::small_batch_isa()));
  std::string int8_variants;
  for (const cpu::Int8LinearIsa isa : cpu::int8_linear_isas_on_this_cpu())
    int8_variants += (int8_variants.empty() ? "" : ", ") + std::string(cpu::to_string(isa));
  std::string keep_variants;
  for (const cpu::KeepWordsIsa isa : cpu::keep_words_isas_on_this_cpu())
    keep_variants += (keep_variants.empty() ? "" : ", ") + cpu::to_string(isa);
  std::string head64_variants;
  for (const cpu::Head64Isa isa : cpu::head64_isas_on_this_cpu())
    head64_variants += (head64_variants.empty() ? "" : ", ") + cpu::to_string(isa);
  return {
      "CPU features: " + feature_list(),
      "GEMM (training, encoder, more than " + std::to_string(cpu::kSmallBatchRows) + " rows): OpenBLAS, " +
          openblas_get_corename() + " kernels",
      "small batch (decoding steps, up to " + std::to_string(cpu::kSmallBatchRows) +
          " rows, F32/F16 weights): " + small + " (this CPU runs " + variants +
          "; all give identical results)" +
          (cpu::small_batch_serves_many_rows() ? "; also every row count of a model stored in F16" : ""),
      cpu::small_batch_serves_many_rows()
          ? "int8 weights (--compute-type int8): the small-batch kernel, " + small + ", for every row count"
          : "int8 weights (--compute-type int8): the small-batch kernel, " + small + ", for up to " +
                std::to_string(cpu::kSmallBatchRows) + " rows; widened to F32 for the GEMM above that",
      "int8 x int8 (--compute-type w8a8): " + std::string(cpu::to_string(cpu::int8_linear_isa())) +
          " for every linear and row count (this CPU runs " + int8_variants + "; all give identical results)",
      "attention of 64-wide heads, two rows at a time: " + cpu::to_string(cpu::head64_isa()) +
          " (this CPU runs " + head64_variants + "; all give identical results)",
      "dropout's keep test (training): " + cpu::to_string(cpu::keep_words_isa()) + " (this CPU runs " +
          keep_variants + "; all give identical masks)",
      cpu_has_native_bf16()
          ? "bf16 training: oneDNN matmul, " + onednn_isa() + " (native bf16; " +
                (cpu::bf16_rows_at_run_time_by_default() ? "gemm kernels, the token count given at run time)"
                                                         : "brgemm kernels, a primitive per token count)")
          : "bf16 training: emulated (bf16-rounded inputs through the F32 GEMM; this CPU "
            "has no bf16 instructions)",
  };
}

}  // namespace attn
