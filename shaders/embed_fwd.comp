// Embedding gather: out[r] = E[token[r]] * scale + P[position[r]], then dropout.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 table; F32 pos_table; I32 tokens; I32 positions; F32 o;
  uint64_t key;
  int n, d;
  float scale, drop;
  uint flags;  // 1 dropout
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.d) return;
  const int r = id / pc.d, i = id % pc.d;
  float v = pc.table.v[pc.tokens.v[r] * pc.d + i] * pc.scale + pc.pos_table.v[pc.positions.v[r] * pc.d + i];
  if ((pc.flags & 1u) != 0u) v = dropout_keep(pc.key, uint(id), pc.drop) ? v * (1.0 / (1.0 - pc.drop)) : 0.0;
  pc.o.v[id] = v;
}
