// The body of attention_bwd_q.comp and attention_bwd_q_texel.comp (see there).
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "attention_block.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 dout; F32 v; F32 k; F32 p; F32 ds; F32 dq; I32 t;
  uint64_t key;
  int n, heads, dh, os, vs, ks, dqs;
  float scale, drop;
  uint flags;
  int first0, first1;  // texel version: where v and k start in their buffers (T0, T1)
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int r = id / pc.heads, h = id % pc.heads;
  const int k0 = pc.t.v[r * 5], vis = pc.t.v[r * 5 + 2];
  const int pb = pc.t.v[r * 5 + 3] + h * pc.t.v[r * 5 + 4];
  const int oo = r * pc.os + h * pc.dh;
  // dP = dO V^T, accumulated block by block in ds.
  for (int b = 0; b < pc.dh; b += DB) {
    float dr[MAX_DB];
    [[unroll]] for (int d = 0; d < DB; ++d) dr[d] = pc.dout.v[oo + b + d];
    for (int j = 0; j < vis; ++j) {
      const int vo = (k0 + j) * pc.vs + h * pc.dh + b;
      float g = b == 0 ? 0.0 : pc.ds.v[pb + j];
      g = row_dot(dr, pc.v, 0, pc.first0, vo, g);
      pc.ds.v[pb + j] = g;
    }
  }
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  float dot = 0.0;
  for (int j = 0; j < vis; ++j) {
    float g = pc.ds.v[pb + j];
    if (dropped) g = dropout_keep(pc.key, uint(pb + j), pc.drop) ? g * keep_scale : 0.0;
    const float pj = pc.p.v[pb + j];
    dot += g * pj;
    pc.ds.v[pb + j] = g;
  }
  for (int j = 0; j < vis; ++j) pc.ds.v[pb + j] = pc.p.v[pb + j] * (pc.ds.v[pb + j] - dot) * pc.scale;
  for (int b = 0; b < pc.dh; b += DB) {
    float acc[MAX_DB];
    [[unroll]] for (int d = 0; d < DB; ++d) acc[d] = 0.0;
    for (int j = 0; j < vis; ++j) {
      const float s = pc.ds.v[pb + j];
      const int ko = (k0 + j) * pc.ks + h * pc.dh + b;
      row_axpy(s, pc.k, 1, pc.first1, ko, acc);
    }
    [[unroll]] for (int d = 0; d < DB; ++d) pc.dq.v[r * pc.dqs + h * pc.dh + b + d] = acc[d];
  }
}
