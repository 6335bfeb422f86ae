// Bias gradients: dst[j] += sum over rows of src[r, j], in row order.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 src; F32 dst;
  int n, m, ld;
} pc;

void main() {
  const int j = int(gl_GlobalInvocationID.x);
  if (j >= pc.m) return;
  float s = 0.0;
  for (int r = 0; r < pc.n; ++r) s += pc.src.v[r * pc.ld + j];
  pc.dst.v[j] += s;
}
