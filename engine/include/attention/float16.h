// IEEE 754 half precision (F16) and bfloat16 (BF16) conversions, done on the bit patterns so the results
// are identical on every compiler and CPU. Model files store weights in these formats to halve their size.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace attn {

// float -> F16 with round-to-nearest-even. Values >= 65520 become infinity, tiny values become F16
// subnormals or signed zero, NaN stays NaN (quiet, top payload bits kept).
std::uint16_t float_to_half(float value);
// F16 -> float. Exact: every F16 value, subnormals and NaN payloads included, is representable.
float half_to_float(std::uint16_t bits);

// float -> BF16 with round-to-nearest-even; NaN stays NaN (quiet).
std::uint16_t float_to_bfloat16(float value);
// BF16 -> float. Exact.
float bfloat16_to_float(std::uint16_t bits);

std::vector<std::uint16_t> floats_to_half(std::span<const float> values);
std::vector<float> half_to_floats(std::span<const std::uint16_t> bits);
std::vector<std::uint16_t> floats_to_bfloat16(std::span<const float> values);
std::vector<float> bfloat16_to_floats(std::span<const std::uint16_t> bits);

}  // namespace attn
