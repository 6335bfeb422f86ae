#include "backend/cpu/int8_linear.h"

#include <omp.h>

#include <cstdlib>
#include <string>

#include "attention/error.h"
#include "backend/cpu/cpu_features.h"
#include "backend/cpu/int8_linear/int8_linear_isa.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

#if defined(__AVX2__)
constexpr bool kHaveAvx2Kernel = true;
#else
constexpr bool kHaveAvx2Kernel = false;
#endif
#if defined(ATTN_HAVE_AVX512_KERNELS)
constexpr bool kHaveVnniKernel = true;
#else
constexpr bool kHaveVnniKernel = false;
#endif

constexpr int kGroup = 16;  // int8_linear_avx512_vnni.cpp's outputs per register

bool runs_on_this_cpu(Int8LinearIsa isa) {
  const CpuFeatures& f = cpu_features();
  switch (isa) {
    case Int8LinearIsa::kPortable:
      return true;
    case Int8LinearIsa::kAvx2:
      return kHaveAvx2Kernel && f.avx2;
    case Int8LinearIsa::kAvx512Vnni:
      return kHaveVnniKernel && f.avx512f && f.avx512bw && f.avx512_vnni;
  }
  return false;
}

int padded_to_4(int in) { return (in + 3) / 4 * 4; }

void pack_for_vnni(Int8LinearWeights& w) {
  const int out = w.rows.rows, in = w.rows.cols, in4 = padded_to_4(in);
  const int groups = (out + kGroup - 1) / kGroup;
  w.vnni.assign(std::size_t(groups) * kGroup * in4, 0);
  w.vnni_shift.assign(std::size_t(groups) * kGroup, 0);
  for (int o = 0; o < out; ++o) {
    const std::int8_t* row = w.rows.values.data() + std::size_t(o) * in;
    std::int8_t* group = w.vnni.data() + std::size_t(o / kGroup) * kGroup * in4;
    std::int32_t sum = 0;
    for (int k = 0; k < in; ++k) {
      group[std::size_t(k / 4) * kGroup * 4 + (o % kGroup) * 4 + k % 4] = row[k];
      sum += row[k];
    }
    w.vnni_shift[std::size_t(o)] = 128 * sum;
  }
}

void run_on(Int8LinearIsa isa, const float* x, int n, const Int8LinearWeights& w, const Int8Output& y) {
  if (!runs_on_this_cpu(isa))
    throw Error("int8 x int8 kernel " + std::string(to_string(isa)) + " cannot run here");
  switch (isa) {
    case Int8LinearIsa::kAvx512Vnni:
      if constexpr (kHaveVnniKernel) {
        if (w.vnni.empty()) throw Error("int8 x int8 kernel: the weights were not packed for AVX-512 VNNI");
        return int8_linear_avx512_vnni(x, n, w, y);
      }
      break;
    case Int8LinearIsa::kAvx2:
      if constexpr (kHaveAvx2Kernel) return int8_linear_avx2(x, n, w, y);
      break;
    case Int8LinearIsa::kPortable:
      break;
  }
  int8_linear_portable(x, n, w, y);
}

}  // namespace

std::string_view to_string(Int8LinearIsa isa) {
  switch (isa) {
    case Int8LinearIsa::kPortable:
      return "portable";
    case Int8LinearIsa::kAvx2:
      return "avx2";
    case Int8LinearIsa::kAvx512Vnni:
      return "avx512-vnni";
  }
  return "?";
}

std::vector<Int8LinearIsa> int8_linear_isas_on_this_cpu() {
  std::vector<Int8LinearIsa> isas;
  for (const Int8LinearIsa isa : {Int8LinearIsa::kPortable, Int8LinearIsa::kAvx2, Int8LinearIsa::kAvx512Vnni})
    if (runs_on_this_cpu(isa)) isas.push_back(isa);
  return isas;
}

Int8LinearIsa int8_linear_isa() {
  static const Int8LinearIsa chosen = [] {
    Int8LinearIsa widest = int8_linear_isas_on_this_cpu().back();
    if (!avx512_kernels_allowed() && widest == Int8LinearIsa::kAvx512Vnni) widest = Int8LinearIsa::kAvx2;
    if (const char* wanted = std::getenv("ATTN_CPU_KERNELS")) {
      const std::string name = wanted;
      if (name == "portable") return Int8LinearIsa::kPortable;
      if (name == "avx2" && widest >= Int8LinearIsa::kAvx2) return Int8LinearIsa::kAvx2;
    }
    return widest;
  }();
  return chosen;
}

Int8LinearWeights prepare_int8_linear(Int8Rows rows) {
  if (rows.rows < 0 || rows.cols < 0 ||
      rows.values.size() != std::size_t(rows.rows) * std::size_t(rows.cols) ||
      rows.scales.size() != std::size_t(rows.rows))
    throw Error("int8 x int8 weights: values and scales do not match the shape");
  Int8LinearWeights w;
  w.rows = std::move(rows);
  if (runs_on_this_cpu(Int8LinearIsa::kAvx512Vnni)) pack_for_vnni(w);
  return w;
}

Int8LinearWeights prepare_int8_linear(const float* weights, int out, int in) {
  return prepare_int8_linear(
      quantize_rows(std::span<const float>(weights, std::size_t(out) * std::size_t(in)), out, in));
}

void int8_linear(Int8LinearIsa isa, const float* x, const Int8LinearWeights& w, const float* b, float* y,
                 int n) {
  run_on(isa, x, n, w, Int8Output{b, y});
}

void int8_linear_relu(Int8LinearIsa isa, const float* x, const Int8LinearWeights& w, const float* b,
                      float* pre_activation, float* y, int n) {
  run_on(isa, x, n, w, Int8Output{b, y, true, pre_activation});
}

void int8_linear(const float* x, const Int8LinearWeights& w, const float* b, float* y, int n) {
  ProfileScope profile("linear_int8x8");
  int8_linear(int8_linear_isa(), x, w, b, y, n);
}

void int8_linear_relu(const float* x, const Int8LinearWeights& w, const float* b, float* pre_activation,
                      float* y, int n) {
  ProfileScope profile("linear_int8x8");
  int8_linear_relu(int8_linear_isa(), x, w, b, pre_activation, y, n);
}

}  // namespace attn::cpu
