// matmul_ssbo.comp for operands whose contiguous dimension allows 16-byte loads (all offsets, strides and
// the contiguous extent multiples of 4), one variant per layout, chosen by specialization constant:
//   LAYOUT 0 (x W^T):  A contiguous along K, B contiguous along K  -> vec4 along K for both
//   LAYOUT 1 (dy W):   A contiguous along K, B contiguous along N  -> vec4 along K for A, along N for B
//   LAYOUT 2 (dy^T x): A contiguous along M, B contiguous along N  -> vec4 along M for A, along N for B
// Four times fewer load instructions per FMA than scalar loads; llvmpipe runs non-uniform loads lane by lane,
// so this is what its speed depends on. Columns (and for layout 2 rows) of one invocation are contiguous.
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 3) const int WX = 8;
layout(constant_id = 4) const int LAYOUT = 0;
#define TM 8
#define TN 4

layout(std430, binding = 0) readonly buffer BufA { vec4 a4[]; };
layout(std430, binding = 1) readonly buffer BufB { vec4 b4[]; };
layout(std430, binding = 2) buffer BufC { float c[]; };
layout(std430, binding = 3) readonly buffer BufBias { float bias[]; };
layout(std430, binding = 4) buffer BufAux { float aux[]; };

layout(push_constant) uniform PC {
  uint64_t key;
  int oa, ob, oc, obias, oaux;
  int M, N, K, sam, sak, sbk, sbn, ldc;
  int bsa, bsb, bsc;
  uint flags;
  float p;
} pc;

#include "matmul_store.glsl"

void main() {
  const int WY = int(gl_WorkGroupSize.x) / WX;
  const int lid = int(gl_LocalInvocationID.x);
  const int tx = lid % WX, ty = lid / WX;
  const int z = int(gl_WorkGroupID.z);
  int rows[TM];
  int cols[TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    rows[i] = LAYOUT == 2 ? (int(gl_WorkGroupID.y) * WY + ty) * TM + i : int(gl_WorkGroupID.y) * WY * TM + ty + i * WY;
  [[unroll]] for (int j = 0; j < TN; ++j)
    cols[j] = LAYOUT == 0 ? int(gl_WorkGroupID.x) * WX * TN + tx + j * WX : (int(gl_WorkGroupID.x) * WX + tx) * TN + j;
  float acc[TM][TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = 0.0;
  const int abase = pc.oa + z * pc.bsa, bbase = pc.ob + z * pc.bsb;
  if (LAYOUT == 0) {
    int ar[TM];
    int bc[TN];
    [[unroll]] for (int i = 0; i < TM; ++i) ar[i] = (abase + min(rows[i], pc.M - 1) * pc.sam) >> 2;
    [[unroll]] for (int j = 0; j < TN; ++j) bc[j] = (bbase + min(cols[j], pc.N - 1) * pc.sbn) >> 2;
    for (int k4 = 0; k4 < pc.K / 4; ++k4) {
      vec4 av[TM];
      [[unroll]] for (int i = 0; i < TM; ++i) av[i] = a4[ar[i] + k4];
      [[unroll]] for (int j = 0; j < TN; ++j) {
        const vec4 bv = b4[bc[j] + k4];
        [[unroll]] for (int i = 0; i < TM; ++i) acc[i][j] += dot(av[i], bv);
      }
    }
  } else if (LAYOUT == 1) {
    int ar[TM];
    [[unroll]] for (int i = 0; i < TM; ++i) ar[i] = (abase + min(rows[i], pc.M - 1) * pc.sam) >> 2;
    const int bc = (bbase + min(cols[0], pc.N - 4)) >> 2;
    for (int k4 = 0; k4 < pc.K / 4; ++k4) {
      vec4 av[TM];
      [[unroll]] for (int i = 0; i < TM; ++i) av[i] = a4[ar[i] + k4];
      [[unroll]] for (int kk = 0; kk < 4; ++kk) {
        const vec4 bv = b4[bc + (((k4 * 4 + kk) * pc.sbk) >> 2)];
        [[unroll]] for (int i = 0; i < TM; ++i) {
          const float a = av[i][kk];
          acc[i][0] = fma(a, bv.x, acc[i][0]);
          acc[i][1] = fma(a, bv.y, acc[i][1]);
          acc[i][2] = fma(a, bv.z, acc[i][2]);
          acc[i][3] = fma(a, bv.w, acc[i][3]);
        }
      }
    }
  } else {
    const int ar = (abase + min(rows[0], pc.M - TM)) >> 2;
    const int bc = (bbase + min(cols[0], pc.N - 4)) >> 2;
    for (int k = 0; k < pc.K; ++k) {
      const vec4 a0 = a4[ar + ((k * pc.sak) >> 2)], a1 = a4[ar + 1 + ((k * pc.sak) >> 2)];
      const vec4 bv = b4[bc + ((k * pc.sbk) >> 2)];
      [[unroll]] for (int i = 0; i < TM; ++i) {
        const float a = i < 4 ? a0[i] : a1[i - 4];
        acc[i][0] = fma(a, bv.x, acc[i][0]);
        acc[i][1] = fma(a, bv.y, acc[i][1]);
        acc[i][2] = fma(a, bv.z, acc[i][2]);
        acc[i][3] = fma(a, bv.w, acc[i][3]);
      }
    }
  }
  [[unroll]] for (int i = 0; i < TM; ++i) {
    const int m = rows[i];
    if (m >= pc.M) continue;
    [[unroll]] for (int j = 0; j < TN; ++j) {
      const int n = cols[j];
      if (n < pc.N) store_output(acc[i][j], m, n, z);
    }
  }
}
