// The body of attention_bwd_kv.comp and attention_bwd_kv_texel.comp (see there).
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "attention_block.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 q; F32 dout; F32 p; F32 ds; F32 dk; F32 dv; I32 t;
  uint64_t key;
  int n, heads, dh, qs, os, dks, dvs;
  float drop;
  uint flags;
  int first0, first1;  // texel version: where q and dout start in their buffers (T0, T1)
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int j = id / pc.heads, h = id % pc.heads;
  const int q0 = pc.t.v[j * 6], tq = pc.t.v[j * 6 + 1], tk = pc.t.v[j * 6 + 3], first = pc.t.v[j * 6 + 5];
  const int pc0 = pc.t.v[j * 6 + 2] + h * pc.t.v[j * 6 + 4];
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  for (int b = 0; b < pc.dh; b += DB) {
    float gk[MAX_DB], gv[MAX_DB];
    [[unroll]] for (int d = 0; d < DB; ++d) gk[d] = gv[d] = 0.0;
    for (int i = first; i < tq; ++i) {
      const int pi = pc0 + i * tk;
      const float s = pc.ds.v[pi];
      float pj = pc.p.v[pi];
      if (dropped) pj = dropout_keep(pc.key, uint(pi), pc.drop) ? pj * keep_scale : 0.0;
      const int qo = (q0 + i) * pc.qs + h * pc.dh + b, oo = (q0 + i) * pc.os + h * pc.dh + b;
      row_axpy(s, pc.q, 0, pc.first0, qo, gk);
      row_axpy(pj, pc.dout, 1, pc.first1, oo, gv);
    }
    [[unroll]] for (int d = 0; d < DB; ++d) {
      pc.dk.v[j * pc.dks + h * pc.dh + b + d] = gk[d];
      pc.dv.v[j * pc.dvs + h * pc.dh + b + d] = gv[d];
    }
  }
}
