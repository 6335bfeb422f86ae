// Shared by every kernel: buffers are reached through device addresses passed in push constants (no
// descriptor sets), and dropout masks are recomputed from a counter-based hash instead of being stored.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require

layout(buffer_reference, std430, buffer_reference_align = 4) buffer F32 { float v[]; };
layout(buffer_reference, std430, buffer_reference_align = 4) buffer I32 { int v[]; };

// The same splitmix64 as engine/src/util/random.h, so that masks match the CPU backend bit for bit.
uint64_t splitmix64(uint64_t x) {
  x += 0x9E3779B97F4A7C15ul;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ul;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBul;
  return x ^ (x >> 31);
}

// counter_uniform(seed, stream, index) >= p, with key = splitmix64(seed ^ stream * C) computed on the host.
bool dropout_keep(uint64_t key, uint index, float p) {
  const uint64_t x = splitmix64(key + uint64_t(index));
  return float(uint(x >> 40)) * (1.0 / 16777216.0) >= p;
}

// Abramowitz-Stegun 7.1.26 (|error| < 1.5e-7): GLSL has no erf.
float erf_approx(float x) {
  const float s = sign(x);
  const float a = abs(x);
  const float t = 1.0 / (1.0 + 0.3275911 * a);
  const float y =
      1.0 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t *
                exp(-a * a);
  return s * y;
}

const int ACT_RELU = 0, ACT_SWISH = 1, ACT_GELU = 2;

float activation(int act, float u) {
  if (act == ACT_RELU) return u > 0.0 ? u : 0.0;
  if (act == ACT_SWISH) return u / (1.0 + exp(-u));
  return 0.5 * u * (1.0 + erf_approx(u * 0.70710678));
}

float activation_grad(int act, float u) {
  if (act == ACT_RELU) return u > 0.0 ? 1.0 : 0.0;
  if (act == ACT_SWISH) {
    const float s = 1.0 / (1.0 + exp(-u));
    return s * (1.0 + u * (1.0 - s));
  }
  const float cdf = 0.5 * (1.0 + erf_approx(u * 0.70710678));
  const float pdf = 0.39894228 * exp(-0.5 * u * u);
  return cdf + u * pdf;
}
