// Fused scaled dot-product attention for one (query row, head) per invocation: scores, scale, causal
// mask, softmax (written to `p`, which backward and attention capture need), dropout, weighted sum of V.
// Sentences of different lengths share one dispatch through a per-row table: key row start, keys, visible
// keys, probability offset, probability stride between heads.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 q; F32 k; F32 v; F32 o; F32 p; I32 t;
  uint64_t key;
  int n, heads, dh, qs, ks, vs, os;
  float scale, drop;
  uint flags;  // 1 dropout
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int r = id / pc.heads, h = id % pc.heads;
  const int k0 = pc.t.v[r * 5], tk = pc.t.v[r * 5 + 1], vis = pc.t.v[r * 5 + 2];
  const int pb = pc.t.v[r * 5 + 3] + h * pc.t.v[r * 5 + 4];
  const int qo = r * pc.qs + h * pc.dh;
  float mx = -3.402823e38;
  for (int j = 0; j < vis; ++j) {
    const int ko = (k0 + j) * pc.ks + h * pc.dh;
    float s = 0.0;
    for (int d = 0; d < pc.dh; ++d) s = fma(pc.q.v[qo + d], pc.k.v[ko + d], s);
    pc.p.v[pb + j] = s;
    mx = max(mx, s);
  }
  float sum = 0.0;
  for (int j = 0; j < vis; ++j) {
    const float e = exp((pc.p.v[pb + j] - mx) * pc.scale);
    pc.p.v[pb + j] = e;
    sum += e;
  }
  const float inv = 1.0 / sum;
  for (int j = 0; j < vis; ++j) pc.p.v[pb + j] *= inv;
  for (int j = vis; j < tk; ++j) pc.p.v[pb + j] = 0.0;
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  for (int d = 0; d < pc.dh; ++d) {
    float acc = 0.0;
    for (int j = 0; j < vis; ++j) {
      float pj = pc.p.v[pb + j];
      if (dropped) pj = dropout_keep(pc.key, uint(pb + j), pc.drop) ? pj * keep_scale : 0.0;
      acc = fma(pj, pc.v.v[(k0 + j) * pc.vs + h * pc.dh + d], acc);
    }
    pc.o.v[r * pc.os + h * pc.dh + d] = acc;
  }
}
