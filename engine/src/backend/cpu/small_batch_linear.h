// y[n,out] = x[n,in] W[out,in]^T + b for the few rows of incremental decoding (n <= 8), where a GEMM library
// spends more time packing than computing. Streams W once: each block of weight rows is dotted with every
// input row while it sits in registers/L1.
#pragma once

#include <cstdint>

namespace attn::cpu {

constexpr int kSmallBatchRows = 8;

void small_batch_linear(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
// The same with W in IEEE half precision (converted exactly to F32 in registers): half the bytes to stream.
void small_batch_linear_f16(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                            int out);
// The same with W in int8 with one scale per output row (attention/int8_quantization.h), widened exactly to
// F32 in registers (a quarter of F32's bytes) and scaled once per output. x stays F32: quantising it too
// (int8 x int8) was faster but changed more translations (README, performance section). A row's result does
// not depend on n or on the other rows, so this serves any number of rows.
void small_batch_linear_int8(const float* x, const std::int8_t* w, const float* w_scales, const float* b,
                             float* y, int n, int in, int out);

}  // namespace attn::cpu
