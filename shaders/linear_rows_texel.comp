// linear_rows_ssbo.comp for CPU devices (llvmpipe): the few input rows come from a uniform buffer, which
// llvmpipe reads with one scalar load per element for the whole subgroup (the address is uniform), and the
// weights through an RGBA32F uniform texel buffer, fetched as SIMD gathers. One invocation per output
// column streams its weight row once. Needs the rows within the 64 KiB a uniform buffer always allows.
#version 460
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

layout(local_size_x_id = 0) in;
// The number of rows, fixed per pipeline: llvmpipe runs both sides of a branch, so a runtime bound would
// cost the work of MAX_ROWS rows for one. The array stays MAX_ROWS long (registers); the driver unrolls
// the loops once ROWS is known.
layout(constant_id = 1) const int ROWS = 1;
#define MAX_ROWS 8

layout(std430, binding = 2) buffer BufC { float c[]; };
layout(std430, binding = 3) readonly buffer BufBias { float bias[]; };
layout(std430, binding = 4) buffer BufAux { float aux[]; };
layout(binding = 6) uniform samplerBuffer W;
layout(std140, binding = 7) uniform Rows { vec4 x4[4096]; };

layout(push_constant) uniform PC {
  uint64_t key;
  int oa, ob, oc, obias, oaux;  // oa: into the uniform buffer; ob: from the start of W's buffer
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
  const int wrow = (pc.ob + z * pc.bsb + n * pc.sbn) >> 2;
  const int xbase = (pc.oa + z * pc.bsa) >> 2, xstride = pc.sam >> 2;
  for (int k4 = 0; k4 < pc.K / 4; ++k4) {
    const vec4 w = texelFetch(W, wrow + k4);
    [[unroll]] for (int m = 0; m < ROWS; ++m) acc[m] += dot(x4[xbase + m * xstride + k4], w);
  }
  [[unroll]] for (int m = 0; m < ROWS; ++m) store_output(acc[m], m, n, z);
}
