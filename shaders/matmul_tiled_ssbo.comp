// The matmul for GPUs: 64x64 output tiles staged through shared memory in K-slices of 16 (every operand
// element is read from global memory once per tile instead of once per invocation), 256 invocations with a
// 4x4 register tile each. On llvmpipe barrier() is a coroutine switch and this is slower than the
// barrier-free register-tiled kernels, so Ops picks it only for GPUs (tests force it to check it there).
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x = 256) in;
#define BM 64
#define BN 64
#define BK 16
#define TM 4
#define TN 4

layout(std430, binding = 0) readonly buffer BufA { float a[]; };
layout(std430, binding = 1) readonly buffer BufB { float b[]; };
layout(std430, binding = 2) buffer BufC { float c[]; };
layout(std430, binding = 3) readonly buffer BufBias { float bias[]; };
layout(std430, binding = 4) buffer BufAux { float aux[]; };

layout(push_constant) uniform PC {
  uint64_t key;
  int oa, ob, oc, obias, oaux;  // element offsets of the views inside the bound buffers
  int M, N, K, sam, sak, sbk, sbn, ldc;
  int bsa, bsb, bsc;
  uint flags;  // 1 accumulate, 2 bias, 4 dropout, bits 4-5 epilogue (0 none, 1 act, 2 act backward), bits 6-7 act
  float p;
} pc;


shared float As[BK][BM];
shared float Bs[BK][BN];

void main() {
  const int lid = int(gl_LocalInvocationID.x);
  const int tx = lid % 16, ty = lid / 16;
  const int m0 = int(gl_WorkGroupID.y) * BM, n0 = int(gl_WorkGroupID.x) * BN;
  const int z = int(gl_WorkGroupID.z);
  const int abase = pc.oa + z * pc.bsa, bbase = pc.ob + z * pc.bsb;
  float acc[TM][TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = 0.0;
  for (int k0 = 0; k0 < pc.K; k0 += BK) {
    for (int e = lid; e < BM * BK; e += 256) {
      const int mm = e % BM, kk = e / BM, m = m0 + mm, k = k0 + kk;
      As[kk][mm] = (m < pc.M && k < pc.K) ? a[abase + m * pc.sam + k * pc.sak] : 0.0;
    }
    for (int e = lid; e < BN * BK; e += 256) {
      const int nn = e % BN, kk = e / BN, n = n0 + nn, k = k0 + kk;
      Bs[kk][nn] = (n < pc.N && k < pc.K) ? b[bbase + k * pc.sbk + n * pc.sbn] : 0.0;
    }
    barrier();
    [[unroll]] for (int kk = 0; kk < BK; ++kk) {
      float av[TM];
      float bv[TN];
      [[unroll]] for (int i = 0; i < TM; ++i) av[i] = As[kk][ty + i * 16];
      [[unroll]] for (int j = 0; j < TN; ++j) bv[j] = Bs[kk][tx + j * 16];
      [[unroll]] for (int i = 0; i < TM; ++i)
        [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = fma(av[i], bv[j], acc[i][j]);
    }
    barrier();
  }
  const int epilogue = int((pc.flags >> 4) & 3u);
  const int act = int((pc.flags >> 6) & 3u);
  const float keep_scale = 1.0 / (1.0 - pc.p);
  [[unroll]] for (int i = 0; i < TM; ++i) {
    const int m = m0 + ty + i * 16;
    if (m >= pc.M) continue;
    [[unroll]] for (int j = 0; j < TN; ++j) {
      const int n = n0 + tx + j * 16;
      if (n >= pc.N) continue;
      const int local = m * pc.ldc + n;
      const int idx = z * pc.bsc + local;
      float v = acc[i][j];
      if ((pc.flags & 2u) != 0u) v += bias[pc.obias + n];
      if (epilogue == 1) {  // FFN: keep the pre-activation for backward, then act and dropout
        aux[pc.oaux + idx] = v;
        v = activation(act, v);
        if ((pc.flags & 4u) != 0u) v = dropout_keep(pc.key, uint(local), pc.p) ? v * keep_scale : 0.0;
      } else if (epilogue == 2) {  // FFN backward: dropout backward, then act'(pre-activation)
        if ((pc.flags & 4u) != 0u) v = dropout_keep(pc.key, uint(local), pc.p) ? v * keep_scale : 0.0;
        v *= activation_grad(act, aux[pc.oaux + idx]);
      }
      if ((pc.flags & 1u) != 0u) v += c[pc.oc + idx];
      c[pc.oc + idx] = v;
    }
  }
}
