// Random numbers that are the same on every platform and thread count.
//  - Rng: a sequential generator (splitmix64) for initialisation and shuffling.
//  - counter_uniform: a stateless hash of (seed, stream, index) for dropout, so that a mask does not depend
//    on which thread computes which element, and a GPU shader can produce the very same mask.
#pragma once

#include <cmath>
#include <cstdint>

namespace attn {

inline std::uint64_t splitmix64(std::uint64_t x) {
  x += 0x9E3779B97F4A7C15ull;
  x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
  x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
  return x ^ (x >> 31);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() { return splitmix64(state_++ * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull); }
  // Uniform in [0, 1).
  float uniform() { return float(next() >> 40) * (1.0f / 16777216.0f); }
  // Uniform integer in [0, n).
  std::uint64_t below(std::uint64_t n) { return n == 0 ? 0 : next() % n; }
  float normal() {  // Box-Muller
    float u1 = uniform(), u2 = uniform();
    if (u1 < 1e-7f) u1 = 1e-7f;
    return std::sqrt(-2.0f * std::log(u1)) * std::cos(6.28318530718f * u2);
  }

 private:
  std::uint64_t state_;
};

// The per-stream part of counter_uniform: computed once per dropout call site, on the host.
inline std::uint64_t dropout_key(std::uint64_t seed, std::uint32_t stream) {
  return splitmix64(seed ^ (std::uint64_t(stream) * 0xD1B54A32D192ED03ull));
}

// Element `index` of a call site's uniform stream, in [0, 1); shaders compute the same from the key.
inline float keyed_uniform(std::uint64_t key, std::uint32_t index) {
  return float(splitmix64(key + index) >> 40) * (1.0f / 16777216.0f);
}

// keyed_uniform(key, i) >= p exactly when (splitmix64(key + i) >> 40) >= keyed_keep_threshold(p): the top 24
// bits and p * 2^24 are exact in float, so the test can run on integers (which vectorises where a 64-bit
// integer's conversion to float does not).
inline std::int64_t keyed_keep_threshold(float p) { return std::int64_t(std::ceil(double(p) * 16777216.0)); }

// A 32-bit hash of (seed, stream, index) mapped to [0, 1); used for dropout masks.
inline float counter_uniform(std::uint64_t seed, std::uint32_t stream, std::uint32_t index) {
  return keyed_uniform(dropout_key(seed, stream), index);
}

}  // namespace attn
