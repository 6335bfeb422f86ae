// Attention backward, query side, one (query row, head) per invocation: dP = dO V^T (with dropout),
// softmax backward dS = P (dP - rowsum(dP P)) * scale written to `ds`, and dQ = dS K (written, not added).
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 dout; F32 v; F32 k; F32 p; F32 ds; F32 dq; I32 t;
  uint64_t key;
  int n, heads, dh, os, vs, ks, dqs;
  float scale, drop;
  uint flags;
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int r = id / pc.heads, h = id % pc.heads;
  const int k0 = pc.t.v[r * 5], vis = pc.t.v[r * 5 + 2];
  const int pb = pc.t.v[r * 5 + 3] + h * pc.t.v[r * 5 + 4];
  const int oo = r * pc.os + h * pc.dh;
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  float dot = 0.0;
  for (int j = 0; j < vis; ++j) {
    const int vo = (k0 + j) * pc.vs + h * pc.dh;
    float g = 0.0;
    for (int d = 0; d < pc.dh; ++d) g = fma(pc.dout.v[oo + d], pc.v.v[vo + d], g);
    if (dropped) g = dropout_keep(pc.key, uint(pb + j), pc.drop) ? g * keep_scale : 0.0;
    pc.ds.v[pb + j] = g;
    dot += g * pc.p.v[pb + j];
  }
  for (int j = 0; j < vis; ++j) pc.ds.v[pb + j] = pc.p.v[pb + j] * (pc.ds.v[pb + j] - dot) * pc.scale;
  for (int d = 0; d < pc.dh; ++d) {
    float acc = 0.0;
    for (int j = 0; j < vis; ++j) acc = fma(pc.ds.v[pb + j], pc.k.v[(k0 + j) * pc.ks + h * pc.dh + d], acc);
    pc.dq.v[r * pc.dqs + h * pc.dh + d] = acc;
  }
}
