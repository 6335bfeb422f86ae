// The matmul for GPUs: 64x64 output tiles staged through shared memory in K-slices of BK (every operand
// element is read from global memory once per tile instead of once per invocation), 16 invocations along N
// and WG / 16 along M, each with a TM x 4 register tile. The workgroup size (128 or 256) and BK (8, 16 or 32)
// are specialization constants that Ops chooses from the device's limits (invocations per workgroup,
// shared memory). On llvmpipe barrier() is a coroutine switch and this is slower than the barrier-free
// kernels, so Ops picks it only for GPUs (tests force it, in both configurations, to check it there).
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int BK = 16;
#define BM 64
#define BN 64
#define WX 16
#define TN (BN / WX)
#define MAX_TM 8
const int WY = int(gl_WorkGroupSize.x) / WX;
const int TM = BM / WY;  // 4 with 256 invocations, 8 with 128

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

#include "matmul_store.glsl"

shared float As[BK][BM];
shared float Bs[BK][BN];

void main() {
  const int lid = int(gl_LocalInvocationID.x);
  const int threads = int(gl_WorkGroupSize.x);
  const int tx = lid % WX, ty = lid / WX;
  const int m0 = int(gl_WorkGroupID.y) * BM, n0 = int(gl_WorkGroupID.x) * BN;
  const int z = int(gl_WorkGroupID.z);
  const int abase = pc.oa + z * pc.bsa, bbase = pc.ob + z * pc.bsb;
  float acc[MAX_TM][TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = 0.0;
  for (int k0 = 0; k0 < pc.K; k0 += BK) {
    for (int e = lid; e < BM * BK; e += threads) {
      const int mm = e % BM, kk = e / BM, m = m0 + mm, k = k0 + kk;
      As[kk][mm] = (m < pc.M && k < pc.K) ? a[abase + m * pc.sam + k * pc.sak] : 0.0;
    }
    for (int e = lid; e < BN * BK; e += threads) {
      const int nn = e % BN, kk = e / BN, n = n0 + nn, k = k0 + kk;
      Bs[kk][nn] = (n < pc.N && k < pc.K) ? b[bbase + k * pc.sbk + n * pc.sbn] : 0.0;
    }
    barrier();
    [[unroll]] for (int kk = 0; kk < BK; ++kk) {
      float av[MAX_TM];
      float bv[TN];
      [[unroll]] for (int i = 0; i < TM; ++i) av[i] = As[kk][ty + i * WY];
      [[unroll]] for (int j = 0; j < TN; ++j) bv[j] = Bs[kk][tx + j * WX];
      [[unroll]] for (int i = 0; i < TM; ++i)
        [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = fma(av[i], bv[j], acc[i][j]);
    }
    barrier();
  }
  [[unroll]] for (int i = 0; i < TM; ++i) {
    const int m = m0 + ty + i * WY;
    if (m >= pc.M) continue;
    [[unroll]] for (int j = 0; j < TN; ++j) {
      const int n = n0 + tx + j * WX;
      if (n < pc.N) store_output(acc[i][j], m, n, z);
    }
  }
}
