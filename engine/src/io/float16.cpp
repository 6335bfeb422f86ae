#include "attention/float16.h"

#include <bit>

namespace attn {

namespace {

// Shifts `mantissa` right by `shift` bits (1..31), rounding to nearest, ties to even.
std::uint32_t shift_round_even(std::uint32_t mantissa, std::uint32_t shift) {
  const std::uint32_t kept = mantissa >> shift;
  const std::uint32_t rest = mantissa & ((std::uint32_t{1} << shift) - 1);
  const std::uint32_t half = std::uint32_t{1} << (shift - 1);
  return (rest > half || (rest == half && (kept & 1))) ? kept + 1 : kept;
}

}  // namespace

std::uint16_t float_to_half(float value) {
  const auto x = std::bit_cast<std::uint32_t>(value);
  const std::uint32_t sign = (x >> 16) & 0x8000;
  const std::uint32_t exponent = (x >> 23) & 0xFF;
  const std::uint32_t mantissa = x & 0x7FFFFF;
  if (exponent == 0xFF) {
    if (mantissa == 0) return static_cast<std::uint16_t>(sign | 0x7C00);
    // The quiet bit guarantees a NaN even when the payload lives only in the dropped low bits.
    return static_cast<std::uint16_t>(sign | 0x7E00 | (mantissa >> 13));
  }
  const int e = static_cast<int>(exponent) - 127 + 15;  // rebias to F16
  if (e >= 31) return static_cast<std::uint16_t>(sign | 0x7C00);
  if (e <= 0) {
    // Below 2^-25 everything rounds to zero (2^-25 itself ties to the even value 0).
    if (e < -10) return static_cast<std::uint16_t>(sign);
    // F16 subnormal: the implicit leading 1 becomes explicit. A carry out yields the smallest normal,
    // whose encoding is exactly the next integer, so no special case is needed.
    const std::uint32_t full = mantissa | 0x800000;
    return static_cast<std::uint16_t>(sign | shift_round_even(full, static_cast<std::uint32_t>(14 - e)));
  }
  // A rounding carry may ripple into the exponent; reaching 0x7C00 is then the correct infinity.
  const std::uint32_t bits = (static_cast<std::uint32_t>(e) << 10) | (mantissa >> 13);
  const std::uint32_t rest = mantissa & 0x1FFF;
  const bool up = rest > 0x1000 || (rest == 0x1000 && (bits & 1));
  return static_cast<std::uint16_t>(sign | (bits + (up ? 1 : 0)));
}

float half_to_float(std::uint16_t bits) {
  const std::uint32_t sign = static_cast<std::uint32_t>(bits & 0x8000) << 16;
  const std::uint32_t exponent = (bits >> 10) & 0x1F;
  std::uint32_t mantissa = bits & 0x3FF;
  std::uint32_t x;
  if (exponent == 0x1F) {
    x = sign | 0x7F800000 | (mantissa << 13);
  } else if (exponent != 0) {
    x = sign | ((exponent + 112) << 23) | (mantissa << 13);
  } else if (mantissa == 0) {
    x = sign;
  } else {
    // Subnormal F16 is a normal float: shift until the leading 1 reaches the implicit position.
    std::uint32_t e = 113;
    while ((mantissa & 0x400) == 0) {
      mantissa <<= 1;
      --e;
    }
    x = sign | (e << 23) | ((mantissa & 0x3FF) << 13);
  }
  return std::bit_cast<float>(x);
}

std::uint16_t float_to_bfloat16(float value) {
  const auto x = std::bit_cast<std::uint32_t>(value);
  if ((x & 0x7FFFFFFF) > 0x7F800000) return static_cast<std::uint16_t>((x >> 16) | 0x0040);
  // Adding 0x7FFF plus the lowest kept bit rounds to nearest even; overflow correctly gives infinity.
  return static_cast<std::uint16_t>((x + 0x7FFF + ((x >> 16) & 1)) >> 16);
}

float bfloat16_to_float(std::uint16_t bits) {
  return std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16);
}

std::vector<std::uint16_t> floats_to_half(std::span<const float> values) {
  std::vector<std::uint16_t> out(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) out[i] = float_to_half(values[i]);
  return out;
}

std::vector<float> half_to_floats(std::span<const std::uint16_t> bits) {
  std::vector<float> out(bits.size());
  for (std::size_t i = 0; i < bits.size(); ++i) out[i] = half_to_float(bits[i]);
  return out;
}

std::vector<std::uint16_t> floats_to_bfloat16(std::span<const float> values) {
  std::vector<std::uint16_t> out(values.size());
  for (std::size_t i = 0; i < values.size(); ++i) out[i] = float_to_bfloat16(values[i]);
  return out;
}

std::vector<float> bfloat16_to_floats(std::span<const std::uint16_t> bits) {
  std::vector<float> out(bits.size());
  for (std::size_t i = 0; i < bits.size(); ++i) out[i] = bfloat16_to_float(bits[i]);
  return out;
}

}  // namespace attn
