// y[n,out] = x[n,in] W[out,in]^T + b with both operands in int8 (compute type w8a8, what CTranslate2 calls
// int8): each row of x is quantised as it arrives by the weights' own rule (one scale per row, max|row| /
// 127, attention/int8_quantization.h), the products are summed exactly in int32, and y = float(sum) * (x's
// row scale * W's row scale) + b with one rounding.
//
// Integer sums are exact, so every instruction-set variant gives the same bits whatever order it sums in, and
// a row's result depends on that row alone: a batch translates as its sentences do one at a time, on any CPU.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "attention/int8_quantization.h"

namespace attn::cpu {

enum class Int8LinearIsa { kPortable, kAvx2, kAvx512Vnni };

std::string_view to_string(Int8LinearIsa isa);
// The variants compiled into this build that this CPU runs, narrowest first (the portable one always).
std::vector<Int8LinearIsa> int8_linear_isas_on_this_cpu();
// The widest of them, unless ATTN_CPU_KERNELS (portable|avx2|avx512) or ATTN_NO_AVX512=1 narrows it, as for
// the small-batch kernel. Read once.
Int8LinearIsa int8_linear_isa();

// A weight matrix as the kernels read it, built once per matrix (DecodeWeights keeps them).
struct Int8LinearWeights {
  Int8Rows rows;  // out x in, row-major: what the portable and AVX2 variants read
  // What the AVX-512 VNNI variant reads: outputs in groups of 16, and within a group, for every 4 inputs, the
  // 16 x 4 bytes one vpdpbusd multiplies (outputs padded to 16, inputs to 4, with zeros). Empty where that
  // variant cannot run.
  std::vector<std::int8_t> vnni;
  // 128 * (the sum of each weight row): vpdpbusd multiplies unsigned bytes, so x is shifted by 128 and this
  // takes the shift back out. Padded as `vnni`.
  std::vector<std::int32_t> vnni_shift;
};

// Quantises `weights` (out x in) and packs them for every variant this CPU runs.
Int8LinearWeights prepare_int8_linear(const float* weights, int out, int in);
// The same from int8 rows already quantised (a model stored in int8).
Int8LinearWeights prepare_int8_linear(Int8Rows rows);

// `b` may be null. Rows of x are quantised into thread-local scratch.
void int8_linear(const float* x, const Int8LinearWeights& w, const float* b, float* y, int n);
// y = max(x W^T + b, 0), FFN up with ReLU in one pass; the values before the max also go to `pre_activation`
// unless it is null.
void int8_linear_relu(const float* x, const Int8LinearWeights& w, const float* b, float* pre_activation,
                      float* y, int n);
// The same on a given variant (one of int8_linear_isas_on_this_cpu()), for tests and benchmarks.
void int8_linear(Int8LinearIsa isa, const float* x, const Int8LinearWeights& w, const float* b, float* y,
                 int n);
void int8_linear_relu(Int8LinearIsa isa, const float* x, const Int8LinearWeights& w, const float* b,
                      float* pre_activation, float* y, int n);

}  // namespace attn::cpu
