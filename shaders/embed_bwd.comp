// Embedding gradient as a deterministic scatter-add: the host groups the rows by destination (token or
// position), and one invocation per (group, column) adds its rows in row order — no atomics, no races.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 src; F32 dst; I32 groups; I32 rows;
  uint64_t key;
  int n_groups, d;
  float scale, drop;
  uint flags;  // 1 dropout backward on src
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n_groups * pc.d) return;
  const int g = id / pc.d, i = id % pc.d;
  const int dst = pc.groups.v[g * 3] * pc.d + i;
  const int begin = pc.groups.v[g * 3 + 1], end = pc.groups.v[g * 3 + 2];
  float acc = pc.dst.v[dst];
  for (int k = begin; k < end; ++k) {
    const int si = pc.rows.v[k] * pc.d + i;
    float v = pc.src.v[si];
    if ((pc.flags & 1u) != 0u) v = dropout_keep(pc.key, uint(si), pc.drop) ? v * (1.0 / (1.0 - pc.drop)) : 0.0;
    acc += v * pc.scale;
  }
  pc.dst.v[dst] = acc;
}
