// The body of attention_fwd.comp and attention_fwd_texel.comp (see there).
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "attention_block.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 q; F32 k; F32 v; F32 o; F32 p; I32 t;
  uint64_t key;
  int n, heads, dh, qs, ks, vs, os;
  float scale, drop;
  uint flags;  // 1 dropout
  int first0, first1;  // texel version: where k and v start in their buffers (T0, T1)
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int r = id / pc.heads, h = id % pc.heads;
  const int k0 = pc.t.v[r * 5], tk = pc.t.v[r * 5 + 1], vis = pc.t.v[r * 5 + 2];
  const int pb = pc.t.v[r * 5 + 3] + h * pc.t.v[r * 5 + 4];
  const int qo = r * pc.qs + h * pc.dh;
  // Scores, accumulated block by block in p.
  for (int b = 0; b < pc.dh; b += DB) {
    float qr[MAX_DB];
    [[unroll]] for (int d = 0; d < DB; ++d) qr[d] = pc.q.v[qo + b + d];
    for (int j = 0; j < vis; ++j) {
      const int ko = (k0 + j) * pc.ks + h * pc.dh + b;
      float s = b == 0 ? 0.0 : pc.p.v[pb + j];
      s = row_dot(qr, pc.k, 0, pc.first0, ko, s);
      pc.p.v[pb + j] = s;
    }
  }
  float mx = -3.402823e38;
  for (int j = 0; j < vis; ++j) mx = max(mx, pc.p.v[pb + j]);
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
  for (int b = 0; b < pc.dh; b += DB) {
    float acc[MAX_DB];
    [[unroll]] for (int d = 0; d < DB; ++d) acc[d] = 0.0;
    for (int j = 0; j < vis; ++j) {
      float pj = pc.p.v[pb + j];
      if (dropped) pj = dropout_keep(pc.key, uint(pb + j), pc.drop) ? pj * keep_scale : 0.0;
      const int vo = (k0 + j) * pc.vs + h * pc.dh + b;
      row_axpy(pj, pc.v, 1, pc.first1, vo, acc);
    }
    [[unroll]] for (int d = 0; d < DB; ++d) pc.o.v[r * pc.os + h * pc.dh + b + d] = acc[d];
  }
}
