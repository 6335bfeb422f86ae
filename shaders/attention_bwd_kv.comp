// Attention backward, key side, one (key row, head) per invocation: dK = dS^T Q and dV = P'^T dO summed
// over the queries that see this key, in query order, so the result is deterministic (no atomics).
// Key table per row: query row start, queries, probability column, keys per row, head stride, first query.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 q; F32 dout; F32 p; F32 ds; F32 dk; F32 dv; I32 t;
  uint64_t key;
  int n, heads, dh, qs, os, dks, dvs;
  float drop;
  uint flags;
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id >= pc.n * pc.heads) return;
  const int j = id / pc.heads, h = id % pc.heads;
  const int q0 = pc.t.v[j * 6], tq = pc.t.v[j * 6 + 1], tk = pc.t.v[j * 6 + 3], first = pc.t.v[j * 6 + 5];
  const int pc0 = pc.t.v[j * 6 + 2] + h * pc.t.v[j * 6 + 4];
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  for (int d = 0; d < pc.dh; ++d) {
    float gk = 0.0, gv = 0.0;
    for (int i = first; i < tq; ++i) {
      const int pi = pc0 + i * tk;
      gk = fma(pc.ds.v[pi], pc.q.v[(q0 + i) * pc.qs + h * pc.dh + d], gk);
      float pj = pc.p.v[pi];
      if (dropped) pj = dropout_keep(pc.key, uint(pi), pc.drop) ? pj * keep_scale : 0.0;
      gv = fma(pj, pc.dout.v[(q0 + i) * pc.os + h * pc.dh + d], gv);
    }
    pc.dk.v[j * pc.dks + h * pc.dh + d] = gk;
    pc.dv.v[j * pc.dvs + h * pc.dh + d] = gv;
  }
}
