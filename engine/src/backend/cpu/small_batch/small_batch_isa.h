// The small-batch kernel compiled per instruction set (small_batch_kernel.h): the portable C++ reference,
// AVX2 + FMA + F16C, AVX-512. All give the same bits; small_batch_linear.cpp picks one at run time.
#pragma once

#include <cstdint>

namespace attn::cpu {

void small_batch_portable(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
void small_batch_portable(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                          int out);
// int8 weights with one scale per weight row.
void small_batch_portable(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                          int n, int in, int out);

void small_batch_avx2(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
void small_batch_avx2(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                      int out);
void small_batch_avx2(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                      int n, int in, int out);

void small_batch_avx512(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
void small_batch_avx512(const float* x, const std::uint16_t* w, const float* b, float* y, int n, int in,
                        int out);
void small_batch_avx512(const float* x, const std::int8_t* w, const float* scales, const float* b, float* y,
                        int n, int in, int out);

}  // namespace attn::cpu
