// Label-smoothed cross-entropy per row of logits, the same formula as cpu::softmax_cross_entropy: writes
// (smoothed loss, nll) per row and, when asked, overwrites the logits with d loss / d logits * grad_scale.
// Mode 2 is a plain in-place log-softmax (decoding).
#version 460
#include "common.glsl"

layout(local_size_x_id = 0) in;

layout(push_constant) uniform PC {
  F32 z; I32 targets; F32 loss;
  int n, vocab, pad_id;  // padding gets no smoothing mass
  float eps, grad_scale;
  uint flags;  // 1 gradient, 2 log-softmax only
} pc;

void main() {
  const int r = int(gl_GlobalInvocationID.x);
  if (r >= pc.n) return;
  const int base = r * pc.vocab;
  float mx = -3.402823e38, zsum = 0.0;
  for (int i = 0; i < pc.vocab; ++i) {
    const float v = pc.z.v[base + i];
    mx = max(mx, v);
    zsum += v;
  }
  float sum = 0.0;
  for (int i = 0; i < pc.vocab; ++i) sum += exp(pc.z.v[base + i] - mx);
  const float lse = mx + log(sum);
  if ((pc.flags & 2u) != 0u) {
    for (int i = 0; i < pc.vocab; ++i) pc.z.v[base + i] -= lse;
    return;
  }
  const int t = pc.targets.v[r];
  const float off = pc.eps / float(pc.vocab - 1);
  const float logp_t = pc.z.v[base + t] - lse;
  const float sum_logp = (zsum - pc.z.v[base + pc.pad_id]) - float(pc.vocab - 1) * lse;
  pc.loss.v[r * 2] = -(1.0 - pc.eps) * logp_t - off * sum_logp;
  pc.loss.v[r * 2 + 1] = -logp_t;
  if ((pc.flags & 1u) != 0u) {
    const float inv = 1.0 / sum;
    for (int i = 0; i < pc.vocab; ++i)
      pc.z.v[base + i] = (exp(pc.z.v[base + i] - mx) * inv - off) * pc.grad_scale;
    pc.z.v[base + pc.pad_id] += off * pc.grad_scale;
    pc.z.v[base + t] -= (1.0 - pc.eps) * pc.grad_scale;
  }
}
