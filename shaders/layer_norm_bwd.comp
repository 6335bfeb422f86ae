// LayerNorm backward in one dispatch: invocations [0, n) do rows (dx = or += LN'(dy), plus an optional
// residual gradient, plus an optional dropout-backward copy for the sub-layer), invocations [n, n + d) do
// the column sums dgamma += sum(dy * xhat), dbeta += sum(dy) in row order (deterministic).
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 dy; F32 xhat; F32 rstd; F32 gamma; F32 dx; F32 dgamma; F32 dbeta; F32 ds; F32 res;
  uint64_t key;
  int n, d;
  float drop;
  uint flags;  // 1 accumulate dx, 2 add res, 4 write ds, 8 dropout on ds
} pc;

void main() {
  const int id = int(gl_GlobalInvocationID.x);
  if (id < pc.n) {
    const int base = id * pc.d;
    float mean_g = 0.0, mean_gh = 0.0;
    for (int i = 0; i < pc.d; ++i) {
      const float g = pc.dy.v[base + i] * pc.gamma.v[i];
      mean_g += g;
      mean_gh += g * pc.xhat.v[base + i];
    }
    mean_g /= float(pc.d);
    mean_gh /= float(pc.d);
    const float rs = pc.rstd.v[id];
    const float keep_scale = 1.0 / (1.0 - pc.drop);
    for (int i = 0; i < pc.d; ++i) {
      float v = rs * (pc.dy.v[base + i] * pc.gamma.v[i] - mean_g - pc.xhat.v[base + i] * mean_gh);
      if ((pc.flags & 1u) != 0u) v += pc.dx.v[base + i];
      if ((pc.flags & 2u) != 0u) v += pc.res.v[base + i];
      pc.dx.v[base + i] = v;
      if ((pc.flags & 4u) != 0u) {
        if ((pc.flags & 8u) != 0u) v = dropout_keep(pc.key, uint(base + i), pc.drop) ? v * keep_scale : 0.0;
        pc.ds.v[base + i] = v;
      }
    }
  } else if (id < pc.n + pc.d) {
    const int c = id - pc.n;
    float sg = 0.0, sb = 0.0;
    for (int r = 0; r < pc.n; ++r) {
      const float g = pc.dy.v[r * pc.d + c];
      sg += g * pc.xhat.v[r * pc.d + c];
      sb += g;
    }
    pc.dgamma.v[c] += sg;
    pc.dbeta.v[c] += sb;
  }
}
