// Rounding fp32 to bf16, inline so that the loops that convert (products' inputs, Adam's weight copy)
// vectorise.
#pragma once

#include <cstdint>
#include <cstring>

namespace attn::cpu {

// Round to nearest, ties to even, on the upper 16 bits; NaNs stay NaNs (quiet bit set).
inline std::uint16_t bf16_bits(float x) {
  std::uint32_t u;
  std::memcpy(&u, &x, sizeof u);
  if ((u & 0x7fffffffu) > 0x7f800000u) return std::uint16_t((u >> 16) | 0x40u);
  return std::uint16_t((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

// x rounded to the nearest bf16 value (ties to even), as a float: bits 0-15 cleared.
inline float round_to_bf16(float x) {
  const std::uint32_t u = std::uint32_t(bf16_bits(x)) << 16;
  float r;
  std::memcpy(&r, &u, sizeof r);
  return r;
}

}  // namespace attn::cpu
