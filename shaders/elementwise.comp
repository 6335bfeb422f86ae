// Small element-wise ops: mode 0 out = a + dropout(b) (pre-LN residual), mode 1 out = dropout_backward(a).
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 a; F32 b; F32 o;
  uint64_t key;
  int n, mode;
  float drop;
  uint flags;  // 1 dropout
} pc;

void main() {
  const int i = int(gl_GlobalInvocationID.x);
  if (i >= pc.n) return;
  const bool dropped = (pc.flags & 1u) != 0u;
  const float keep_scale = 1.0 / (1.0 - pc.drop);
  float v = pc.mode == 0 ? pc.b.v[i] : pc.a.v[i];
  if (dropped) v = dropout_keep(pc.key, uint(i), pc.drop) ? v * keep_scale : 0.0;
  pc.o.v[i] = pc.mode == 0 ? pc.a.v[i] + v : v;
}
