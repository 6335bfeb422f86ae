// y = epilogue(x W^T + b) for a few rows (M <= 8: incremental decoding), as a matrix-vector product: one
// invocation per output column streams its weight row once with 16-byte loads and dots it with every input
// row (uniform loads). The tiled matmul would compute a whole 64-row tile for one row here.
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
#define MAX_ROWS 8

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
  const int n = int(gl_GlobalInvocationID.x);
  if (n >= pc.N) return;
  const int z = int(gl_WorkGroupID.z);
  float acc[MAX_ROWS];
  [[unroll]] for (int m = 0; m < MAX_ROWS; ++m) acc[m] = 0.0;
  const int brow = (pc.ob + z * pc.bsb + n * pc.sbn) >> 2;
  const int abase = pc.oa + z * pc.bsa;
  for (int k4 = 0; k4 < pc.K / 4; ++k4) {
    const vec4 w = b4[brow + k4];
    [[unroll]] for (int m = 0; m < MAX_ROWS; ++m)
      if (m < pc.M) acc[m] += dot(a4[((abase + m * pc.sam) >> 2) + k4], w);
  }
  [[unroll]] for (int m = 0; m < MAX_ROWS; ++m) {
    if (m >= pc.M) break;
    store_output(acc[m], m, n, z);
  }
}
