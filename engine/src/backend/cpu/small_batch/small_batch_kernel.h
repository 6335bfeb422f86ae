// The small-batch linear kernel, written once over a SIMD instruction set `Isa` (a struct with the vector
// type, its width, loads of F32, F16 and int8 (widened, exact), FMA and a horizontal sum) and compiled once
// per instruction set (small_batch_avx2.cpp, small_batch_avx512.cpp). Everything here has internal linkage,
// so the two compilations (with different target flags) never merge into one symbol.
#pragma once

#include <omp.h>

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

// Dot products of O weight rows with R input rows: acc[o * R + r] = W[o] . x[r].
template <typename Isa, int O, int R, typename W>
inline void dot_block(const W* w, const float* x, int in, float* acc) {
  using V = typename Isa::V;
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
  for (; i < in; ++i)
    for (int o = 0; o < O; ++o)
      for (int r = 0; r < R; ++r)
        acc[o * R + r] += to_float(w[std::size_t(o) * in + i]) * x[std::size_t(r) * in + i];
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
      const float dot = s ? acc[k * R + r] * s[o + k] : acc[k * R + r];
      y[std::size_t(r0 + r) * out + o + k] = dot + (b ? b[o + k] : 0.0f);
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

// About Isa::kAccumulators accumulators for one or two rows: more weight rows per block for fewer input rows.
// From three rows the work is compute and Isa::kAccumulatorsFourRows (more, where the registers allow) loads
// fewer vectors per multiply-add.
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
