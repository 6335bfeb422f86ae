// y[n,out] = x[n,in] W[out,in]^T + b for the few rows of incremental decoding (n <= 8), where a GEMM library
// spends more time packing than computing. Streams W once: each block of weight rows is dotted with every
// input row while it sits in registers/L1.
//
// The kernel exists per instruction set (portable C++, AVX2, AVX-512) and every variant gives the same bits
// (small_batch/small_batch_kernel.h says how), so a row's result depends neither on the other rows of the
// call nor on the CPU.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

namespace attn::cpu {

constexpr int kSmallBatchRows = 8;

enum class SmallBatchIsa { kPortable, kAvx2, kAvx512 };

std::string_view to_string(SmallBatchIsa isa);
// The variants compiled into this build that this CPU can run, narrowest first (the portable one always).
std::vector<SmallBatchIsa> small_batch_isas_on_this_cpu();
// The variant the functions below use: the widest one this CPU runs, unless the environment narrows it
// (ATTN_CPU_KERNELS=portable|avx2|avx512, or ATTN_NO_AVX512=1; a variant the CPU lacks is not taken).
// Read once.
SmallBatchIsa small_batch_isa();

// Whether the F16 and int8 kernels also serve batch decoding's many rows (F16 models under auto, and int8):
// the AVX-512 variant streams them faster than the GEMM computes them (and a batch then gets the bits one
// sentence gets); with AVX2 the GEMM is the faster one. The README's performance section has the figures.
bool small_batch_serves_many_rows();

void small_batch_linear(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
// The same with W in IEEE half precision (converted exactly to F32 in registers): half the bytes to stream.
void small_batch_linear_f16(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                            int out);
// The same with W in int8 with one scale per output row (attention/int8_quantization.h), widened exactly to
// F32 in registers (a quarter of F32's bytes) and scaled once per output. x stays F32: quantising it too
// (int8 x int8) was faster but changed more translations (README, performance section).
void small_batch_linear_int8(const float* x, const std::int8_t* w, const float* w_scales, const float* b,
                             float* y, int n, int in, int out);

// The same on a given variant (one of small_batch_isas_on_this_cpu()), for tests and benchmarks.
void small_batch_linear(SmallBatchIsa isa, const float* x, const float* w, const float* b, float* y, int n,
                        int in, int out);
void small_batch_linear_f16(SmallBatchIsa isa, const float* x, const std::uint16_t* w, const float* b,
                            float* y, int n, int in, int out);
void small_batch_linear_int8(SmallBatchIsa isa, const float* x, const std::int8_t* w, const float* w_scales,
                             const float* b, float* y, int n, int in, int out);

}  // namespace attn::cpu
