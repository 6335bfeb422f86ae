// Gradient-norm reduction, stage one: invocation t sums x[t], x[t + T], ... (T invocations in all) and
// writes one partial; the host adds the partials in double, so the result does not depend on timing.
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 x; F32 partial;
  uint n, total;
} pc;

void main() {
  const uint t = gl_GlobalInvocationID.x;
  if (t >= pc.total) return;
  float s = 0.0;
  for (uint i = t; i < pc.n; i += pc.total) s = fma(pc.x.v[i], pc.x.v[i], s);
  pc.partial.v[t] = s;
}
