// The small-batch linear kernel, written once over a SIMD instruction set `Isa` (a struct with the vector
// type, loads of F32, F16 and int8 (widened, exact), FMA and a horizontal sum) and compiled once per
// instruction set (small_batch_portable.cpp, small_batch_avx2.cpp, small_batch_avx512.cpp). Everything here
// has internal linkage, so the compilations (with different target flags) never merge into one symbol.
//
// Every instruction set computes the same bits (batch translation must equal one sentence at a time on any
// CPU, and a test on one machine must hold on another): each dot product is 16 partial sums, partial sum j
// taking elements j, j + 16, j + 32, ... by fused multiply-add in that order, then added in one fixed tree
// (sum16_tree below); the remainder past the last 16 follows by fused multiply-add. AVX-512 holds the 16
// sums in one register, AVX2 in two, the portable code in an array. A row's result depends neither on the
// other rows of the call nor on the block sizes.
#pragma once

#include <omp.h>

#include <cmath>
#include <cstddef>
#include <cstdint>

#include "attention/float16.h"

namespace attn::cpu {
namespace {

// Splitting W across cores costs a fork/join per call (and, on a busy machine, waiting for a descheduled
// thread). From 128K multiply-adds up (weights x rows: tiny's QKV, FFN and output projections for one row,
// every product of beam search's four) each core streaming its half from its own cache paid back on an idle
// 2-core machine (see the README's decoding figures).
constexpr std::int64_t kParallelMultiplyAdds = std::int64_t(1) << 17;

// Software prefetch this far ahead in every weight row. The hardware streamers alone left beam search's
// 4-row AVX-512 kernel alternating between computing and waiting for memory: on a decode step of `base`
// (50 MB of F16 weights, read from memory) 5.4 -> 3.8 ms with 8 KiB; one row stays at 14 GB/s of the
// machine's 15.
constexpr std::size_t kPrefetchBytes = 8192;

inline float to_float(float v) { return v; }
inline float to_float(std::uint16_t v) { return half_to_float(v); }
inline float to_float(std::int8_t v) { return float(v); }

// Every kernel's dot product has this many partial sums (see the top of this file).
constexpr int kPartialSums = 16;

// The fixed order in which the 16 partial sums are added: pairs (j, j + 8), then (j, j + 4), then (j, j + 2),
// then the last two. It is the natural order of AVX-512 -> AVX -> SSE halving, written out once here for
// the instruction sets that do it in registers to follow, and for the portable code.
inline float sum16_tree(const float (&p)[kPartialSums]) {
  float h8[8], h4[4];
  for (int j = 0; j < 8; ++j) h8[j] = p[j] + p[j + 8];
  for (int j = 0; j < 4; ++j) h4[j] = h8[j] + h8[j + 4];
  return (h4[0] + h4[2]) + (h4[1] + h4[3]);
}

// Dot products of O weight rows with R input rows: acc[o * R + r] = W[o] . x[r].
template <typename Isa, int O, int R, typename W>
inline void dot_block(const W* w, const float* x, int in, float* acc) {
  using V = typename Isa::V;
  static_assert(Isa::kLanes == kPartialSums, "every instruction set keeps 16 partial sums per dot product");
  constexpr int L = Isa::kLanes;
  // O x R independent accumulators: enough FMA chains in flight, and each loaded weight vector is reused R
  // times and each input vector O times (O * R is chosen to fit the instruction set's registers).
  V a[O][R];
  for (int o = 0; o < O; ++o)
    for (int r = 0; r < R; ++r) a[o][r] = Isa::zero();
  constexpr int kLine = int(64 / sizeof(W));  // weights per cache line
  constexpr std::size_t kAhead = kPrefetchBytes / sizeof(W);
  int i = 0;
  for (; i + L <= in; i += L) {
    if (i % kLine == 0)
      for (int o = 0; o < O; ++o) __builtin_prefetch(w + std::size_t(o) * in + i + kAhead, 0, 3);
    V wv[O];
    for (int o = 0; o < O; ++o) wv[o] = Isa::load(w + std::size_t(o) * in + i);
    for (int r = 0; r < R; ++r) {
      const V xv = Isa::load(x + std::size_t(r) * in + i);
      for (int o = 0; o < O; ++o) a[o][r] = Isa::fma(wv[o], xv, a[o][r]);
    }
  }
  for (int o = 0; o < O; ++o)
    for (int r = 0; r < R; ++r) acc[o * R + r] = Isa::sum(a[o][r]);
  // std::fma, not a * b + c: whether the compiler contracts the latter depends on each file's target flags.
  for (; i < in; ++i)
    for (int o = 0; o < O; ++o)
      for (int r = 0; r < R; ++r)
        acc[o * R + r] =
            std::fma(to_float(w[std::size_t(o) * in + i]), x[std::size_t(r) * in + i], acc[o * R + r]);
}

// Rows [r0, r0 + R) of y for O consecutive outputs starting at o. `s`: one scale per weight row (int8
// weights), or null.
template <typename Isa, int O, int R, typename W>
inline void output_block(const float* x, const W* w, const float* s, const float* b, float* y, int r0, int o,
                         int in, int out) {
  float acc[O * R];
  dot_block<Isa, O, R>(w + std::size_t(o) * in, x + std::size_t(r0) * in, in, acc);
  for (int k = 0; k < O; ++k)
    for (int r = 0; r < R; ++r) {
      const float bias = b ? b[o + k] : 0.0f;
      // One rounding for scale and bias, spelled out (see dot_block's remainder).
      y[std::size_t(r0 + r) * out + o + k] =
          s ? std::fma(acc[k * R + r], s[o + k], bias) : acc[k * R + r] + bias;
    }
}

// All rows of y for the O outputs starting at o, rows in chunks of at most 4.
template <typename Isa, int O, typename W>
void output_range(const float* x, const W* w, const float* s, const float* b, float* y, int n, int in,
                  int out, int o) {
  for (int r0 = 0; r0 < n;) {
    switch (n - r0) {
      case 1:
        output_block<Isa, O, 1>(x, w, s, b, y, r0, o, in, out);
        r0 += 1;
        break;
      case 2:
        output_block<Isa, O, 2>(x, w, s, b, y, r0, o, in, out);
        r0 += 2;
        break;
      case 3:
        output_block<Isa, O, 3>(x, w, s, b, y, r0, o, in, out);
        r0 += 3;
        break;
      default:
        output_block<Isa, O, 4>(x, w, s, b, y, r0, o, in, out);
        r0 += 4;
        break;
    }
  }
}

// Blocks of O weight rows, split across cores when W is large; the out % O remainder one row at a time.
template <typename Isa, int O, typename W>
void all_outputs(const float* x, const W* w, const float* s, const float* b, float* y, int n, int in,
                 int out) {
  const int blocks = out / O;
  const bool parallel = std::int64_t(out) * in * n >= kParallelMultiplyAdds && omp_get_max_threads() > 1;
#pragma omp parallel for schedule(static) if (parallel)
  for (int blk = 0; blk < blocks; ++blk) output_range<Isa, O>(x, w, s, b, y, n, in, out, blk * O);
  for (int o = blocks * O; o < out; ++o) output_range<Isa, 1>(x, w, s, b, y, n, in, out, o);
}

// About Isa::kAccumulators accumulators (of 16 partial sums each) for one or two rows: more weight rows per
// block for fewer input rows. From three rows the work is compute and Isa::kAccumulatorsFourRows (more, where
// the registers allow) loads fewer vectors per multiply-add. The block sizes change speed, never the result.
template <typename Isa, typename W>
void small_batch(const float* x, const W* w, const float* s, const float* b, float* y, int n, int in,
                 int out) {
  constexpr int A = Isa::kAccumulators;
  if (n == 1)
    all_outputs<Isa, A>(x, w, s, b, y, n, in, out);
  else if (n == 2)
    all_outputs<Isa, A / 2>(x, w, s, b, y, n, in, out);
  else
    all_outputs<Isa, Isa::kAccumulatorsFourRows / 4>(x, w, s, b, y, n, in, out);
}

}  // namespace
}  // namespace attn::cpu
