// LayerNorm of each row, optionally fused with the post-LN residual: y = LN(x + dropout(s)). Saves the
// normalised input and 1/std for backward. One row per invocation (d is a few hundred).
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 x; F32 s; F32 gamma; F32 beta; F32 y; F32 xhat; F32 rstd;
  uint64_t key;
  int n, d;
  float eps, drop;
  uint flags;  // 1 residual s, 2 dropout on s
} pc;

void main() {
  const int r = int(gl_GlobalInvocationID.x);
  if (r >= pc.n) return;
  const int base = r * pc.d;
  const bool residual = (pc.flags & 1u) != 0u, dropped = (pc.flags & 2u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  float sum = 0.0;
  for (int i = 0; i < pc.d; ++i) {
    float v = pc.x.v[base + i];
    if (residual) {
      float s = pc.s.v[base + i];
      if (dropped) s = dropout_keep(pc.key, uint(base + i), pc.drop) ? s * keep_scale : 0.0;
      v = s + v;
      pc.xhat.v[base + i] = v;  // the sum, normalised in place below
    }
    sum += v;
  }
  const float mean = sum / float(pc.d);
  F32 src = residual ? pc.xhat : pc.x;
  float var = 0.0;
  for (int i = 0; i < pc.d; ++i) {
    const float c = src.v[base + i] - mean;
    var += c * c;
  }
  const float rs = 1.0 / sqrt(var / float(pc.d) + pc.eps);
  for (int i = 0; i < pc.d; ++i) {
    const float hv = (src.v[base + i] - mean) * rs;
    pc.xhat.v[base + i] = hv;
    pc.y.v[base + i] = hv * pc.gamma.v[i] + pc.beta.v[i];
  }
  pc.rstd.v[r] = rs;
}
