// Adam with bias correction and optional decoupled weight decay, as CpuBackend::adam_update.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 p; F32 g; F32 m; F32 v;
  uint n;
  float b1, b2, eps, wd, lr, gscale, c1, c2;
} pc;

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
  if (i >= pc.n) return;
  const float gi = pc.g.v[i] * pc.gscale;
  const float m = pc.b1 * pc.m.v[i] + (1.0 - pc.b1) * gi;
  const float v = pc.b2 * pc.v.v[i] + (1.0 - pc.b2) * gi * gi;
  pc.m.v[i] = m;
  pc.v.v[i] = v;
  const float p = pc.p.v[i];
  pc.p.v[i] = p - pc.lr * ((m * pc.c1) / (sqrt(v * pc.c2) + pc.eps) + pc.wd * p);
}
