// The matmul for CPU devices (llvmpipe): A and B are read through uniform texel buffers, which llvmpipe
// fetches as SIMD gathers (16 bytes per lane), where it reads storage buffers with a loop over lanes and a
// branch per element: 2-3x the speed of matmul_vec4_ssbo.comp on the same register tile. C, bias and aux
// stay storage buffers. Each invocation owns a TM x TN tile interleaved across the workgroup (WX lanes
// along N, one subgroup's width, so that a subgroup's fetches are neighbours). Layouts, by spec constant:
//   0 (x W^T)   A and B contiguous along K     -> RGBA32F fetches along K for both
//   1 (dy W)    A along K, B along N           -> along K for A, along N (4 columns per fetch) for B
//   2 (dy^T x)  A along M, B along N           -> along M (4 rows per fetch) for A, along N for B
//   3           any strides                    -> R32F fetches, one element each
// A and B offsets (pc.oa, pc.ob) count from the start of their buffers, where the views begin.
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
layout(constant_id = 1) const int WX = 8;
layout(constant_id = 2) const int LAYOUT = 0;
// Compile-time tile. llvmpipe calls a function per texel fetch (its results and every live value spilled
// around the call), so fetches per FMA set the speed: 8x16 gave 10-30% over 8x8 by layout; 16x16 was no
// faster and 8x32 slower on lavapipe (2 cores, AVX-512), measured with the K loops unrolled as below.
#define TM 8
#define TN 16

layout(std430, binding = 2) buffer BufC { float c[]; };
layout(std430, binding = 3) readonly buffer BufBias { float bias[]; };
layout(std430, binding = 4) buffer BufAux { float aux[]; };
layout(binding = 5) uniform samplerBuffer A;
layout(binding = 6) uniform samplerBuffer B;

layout(push_constant) uniform PC {
  uint64_t key;
  int oa, ob, oc, obias, oaux;
  int M, N, K, sam, sak, sbk, sbn, ldc;
  int bsa, bsb, bsc;
  uint flags;  // 1 accumulate, 2 bias, 4 dropout, bits 4-5 epilogue (0 none, 1 act, 2 act backward), bits 6-7 act
  float p;
} pc;

#include "matmul_store.glsl"

// One step of the K loop per layout (4 k for layouts 0 and 1, 1 k for layouts 2 and 3); ar and bc are the
// fetch bases of this invocation's rows and columns.
void step0(const int ar[TM], const int bc[TN], int k4, inout float acc[TM][TN]) {
  vec4 av[TM];
  [[unroll]] for (int i = 0; i < TM; ++i) av[i] = texelFetch(A, ar[i] + k4);
  [[unroll]] for (int j = 0; j < TN; ++j) {
    const vec4 bv = texelFetch(B, bc[j] + k4);
    [[unroll]] for (int i = 0; i < TM; ++i)
      acc[i][j] = fma(av[i].w, bv.w, fma(av[i].z, bv.z, fma(av[i].y, bv.y, fma(av[i].x, bv.x, acc[i][j]))));
  }
}

void step1(const int ar[TM], const int bc[TN / 4], int k4, inout float acc[TM][TN]) {
  vec4 av[TM];
  [[unroll]] for (int i = 0; i < TM; ++i) av[i] = texelFetch(A, ar[i] + k4);
  [[unroll]] for (int kk = 0; kk < 4; ++kk) {
    const int krow = ((k4 * 4 + kk) * pc.sbk) >> 2;
    [[unroll]] for (int g = 0; g < TN / 4; ++g) {
      const vec4 bv = texelFetch(B, bc[g] + krow);
      [[unroll]] for (int i = 0; i < TM; ++i) {
        const float a = av[i][kk];
        acc[i][4 * g] = fma(a, bv.x, acc[i][4 * g]);
        acc[i][4 * g + 1] = fma(a, bv.y, acc[i][4 * g + 1]);
        acc[i][4 * g + 2] = fma(a, bv.z, acc[i][4 * g + 2]);
        acc[i][4 * g + 3] = fma(a, bv.w, acc[i][4 * g + 3]);
      }
    }
  }
}

void step2(const int ar[TM / 4], const int bc[TN / 4], int k, inout float acc[TM][TN]) {
  vec4 av[TM / 4];
  [[unroll]] for (int g = 0; g < TM / 4; ++g) av[g] = texelFetch(A, ar[g] + ((k * pc.sak) >> 2));
  [[unroll]] for (int h = 0; h < TN / 4; ++h) {
    const vec4 bv = texelFetch(B, bc[h] + ((k * pc.sbk) >> 2));
    [[unroll]] for (int i = 0; i < TM; ++i) {
      const float a = av[i / 4][i % 4];
      acc[i][4 * h] = fma(a, bv.x, acc[i][4 * h]);
      acc[i][4 * h + 1] = fma(a, bv.y, acc[i][4 * h + 1]);
      acc[i][4 * h + 2] = fma(a, bv.z, acc[i][4 * h + 2]);
      acc[i][4 * h + 3] = fma(a, bv.w, acc[i][4 * h + 3]);
    }
  }
}

void step3(const int ar[TM], const int bc[TN], int k, inout float acc[TM][TN]) {
  float av[TM];
  [[unroll]] for (int i = 0; i < TM; ++i) av[i] = texelFetch(A, ar[i] + k * pc.sak).x;
  [[unroll]] for (int j = 0; j < TN; ++j) {
    const float bv = texelFetch(B, bc[j] + k * pc.sbk).x;
    [[unroll]] for (int i = 0; i < TM; ++i) acc[i][j] = fma(av[i], bv, acc[i][j]);
  }
}

// The K loop: `unroll` steps per trip, then the remainder one at a time. llvmpipe blends every write of a
// loop-carried value with the loop's execution mask, so carrying the accumulators across several steps at
// once saves most of those blends (which cost as much as the FMAs for one-k steps).
#define K_LOOP(STEPS, UNROLL, STEP)                                         \
  {                                                                         \
    const int steps_ = (STEPS);                                             \
    int s_ = 0;                                                             \
    for (; s_ + (UNROLL) <= steps_; s_ += (UNROLL)) {                       \
      [[unroll]] for (int u_ = 0; u_ < (UNROLL); ++u_) STEP(s_ + u_, acc);  \
    }                                                                       \
    for (; s_ < steps_; ++s_) STEP(s_, acc);                                \
  }

void main() {
  const int WY = int(gl_WorkGroupSize.x) / WX;
  const int lid = int(gl_LocalInvocationID.x);
  const int tx = lid % WX, ty = lid / WX;
  const int z = int(gl_WorkGroupID.z);
  // Rows and columns of this invocation: single elements interleaved across the workgroup, or (for the
  // operand fetched 4 at a time along that dimension) groups of 4 interleaved.
  int rows[TM];
  int cols[TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    rows[i] = LAYOUT == 2 ? ((int(gl_WorkGroupID.y) * WY * TM / 4) + ty + (i / 4) * WY) * 4 + i % 4
                          : int(gl_WorkGroupID.y) * WY * TM + ty + i * WY;
  [[unroll]] for (int j = 0; j < TN; ++j)
    cols[j] = LAYOUT == 1 || LAYOUT == 2 ? ((int(gl_WorkGroupID.x) * WX * TN / 4) + tx + (j / 4) * WX) * 4 + j % 4
                                         : int(gl_WorkGroupID.x) * WX * TN + tx + j * WX;
  float acc[TM][TN];
  [[unroll]] for (int i = 0; i < TM; ++i)
    [[unroll]] for (int j = 0; j < TN; ++j) acc[i][j] = 0.0;
  const int abase = pc.oa + z * pc.bsa, bbase = pc.ob + z * pc.bsb;

  if (LAYOUT == 0) {
    int ar[TM], bc[TN];  // in texels of 4
    [[unroll]] for (int i = 0; i < TM; ++i) ar[i] = (abase + min(rows[i], pc.M - 1) * pc.sam) >> 2;
    [[unroll]] for (int j = 0; j < TN; ++j) bc[j] = (bbase + min(cols[j], pc.N - 1) * pc.sbn) >> 2;
#define STEP0(k4, acc) step0(ar, bc, k4, acc)
    K_LOOP(pc.K / 4, 2, STEP0)
  } else if (LAYOUT == 1) {
    int ar[TM], bc[TN / 4];
    [[unroll]] for (int i = 0; i < TM; ++i) ar[i] = (abase + min(rows[i], pc.M - 1) * pc.sam) >> 2;
    [[unroll]] for (int g = 0; g < TN / 4; ++g) bc[g] = (bbase + min(cols[4 * g], pc.N - 4)) >> 2;
#define STEP1(k4, acc) step1(ar, bc, k4, acc)
    K_LOOP(pc.K / 4, 2, STEP1)
  } else if (LAYOUT == 2) {
    int ar[TM / 4], bc[TN / 4];
    [[unroll]] for (int g = 0; g < TM / 4; ++g) ar[g] = (abase + min(rows[4 * g], pc.M - 4)) >> 2;
    [[unroll]] for (int g = 0; g < TN / 4; ++g) bc[g] = (bbase + min(cols[4 * g], pc.N - 4)) >> 2;
#define STEP2(k, acc) step2(ar, bc, k, acc)
    K_LOOP(pc.K, 4, STEP2)
  } else {
    int ar[TM], bc[TN];  // in elements
    [[unroll]] for (int i = 0; i < TM; ++i) ar[i] = abase + min(rows[i], pc.M - 1) * pc.sam;
    [[unroll]] for (int j = 0; j < TN; ++j) bc[j] = bbase + min(cols[j], pc.N - 1) * pc.sbn;
#define STEP3(k, acc) step3(ar, bc, k, acc)
    K_LOOP(pc.K, 4, STEP3)
  }

  [[unroll]] for (int i = 0; i < TM; ++i) {
    if (rows[i] >= pc.M) continue;
    [[unroll]] for (int j = 0; j < TN; ++j)
      if (cols[j] < pc.N) store_output(acc[i][j], rows[i], cols[j], z);
  }
}
