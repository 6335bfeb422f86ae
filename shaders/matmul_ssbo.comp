// The matmul of matmul.comp with its five buffers bound as storage-buffer descriptors (pushed per dispatch
// with VK_KHR_push_descriptor) instead of device addresses; see matmul.comp for the algorithm. Used for
// operands whose strides or offsets rule out the vec4 variant (odd sizes). On llvmpipe it measured the same
// speed as the device-address version.
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(std430, binding = 0) readonly buffer BufA { float a[]; };
layout(std430, binding = 1) readonly buffer BufB { float b[]; };
layout(std430, binding = 2) buffer BufC { float c[]; };
layout(std430, binding = 3) readonly buffer BufBias { float bias[]; };
layout(std430, binding = 4) buffer BufAux { float aux[]; };

layout(local_size_x_id = 0) in;
layout(constant_id = 3) const int WX = 8;  // invocations along N; local size / WX along M
// The register tile is a compile-time constant: with specialization constants the per-invocation arrays
// were not unrolled into registers (measured 4x slower on llvmpipe for 8x8).
#ifndef TM
#define TM 8
#endif
#ifndef TN
#define TN 4
#endif

layout(push_constant) uniform PC {
  uint64_t key;
  int oa, ob, oc, obias, oaux;  // element offsets of the views inside the bound buffers
  int M, N, K, sam, sak, sbk, sbn, ldc;
  int bsa, bsb, bsc;
  uint flags;  // 1 accumulate, 2 bias, 4 dropout, bits 4-5 epilogue (0 none, 1 act, 2 act backward), bits 6-7 act
  float p;
} pc;

#include "matmul_store.glsl"

void main() {
  const int WY = int(gl_WorkGroupSize.x) / WX;
  const int lid = int(gl_LocalInvocationID.x);
  const int tx = lid % WX, ty = lid / WX;
  const int m0 = int(gl_WorkGroupID.y) * WY * TM + ty;
  const int n0 = int(gl_WorkGroupID.x) * WX * TN + tx;
  const int z = int(gl_WorkGroupID.z);
  int arow[TM];
  int bcol[TN];
  // Out-of-range rows/columns read a valid row instead of branching in the inner loop; results are dropped.
  [[unroll]] for (int i = 0; i < TM; ++i) arow[i] = z * pc.bsa + min(m0 + i * WY, pc.M - 1) * pc.sam;
  [[unroll]] for (int j = 0; j < TN; ++j) bcol[j] = z * pc.bsb + min(n0 + j * WX, pc.N - 1) * pc.sbn;
  float acc[TM][TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = 0.0;
  for (int k = 0; k < pc.K; ++k) {
    float av[TM];
    float bv[TN];
    [[unroll]] for (int i = 0; i < TM; ++i) av[i] = a[pc.oa + arow[i] + k * pc.sak];
    [[unroll]] for (int j = 0; j < TN; ++j) bv[j] = b[pc.ob + bcol[j] + k * pc.sbk];
    [[unroll]] for (int i = 0; i < TM; ++i)
      [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = fma(av[i], bv[j], acc[i][j]);
  }
  [[unroll]] for (int i = 0; i < TM; ++i) {
    const int m = m0 + i * WY;
    if (m >= pc.M) continue;
    [[unroll]] for (int j = 0; j < TN; ++j) {
      const int n = n0 + j * WX;
      if (n < pc.N) store_output(acc[i][j], m, n, z);
    }
  }
}
