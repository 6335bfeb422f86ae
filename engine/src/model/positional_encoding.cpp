#include "attention/positional_encoding.h"

#include <cmath>

namespace attn {

float positional_encoding_value(PositionalEncoding kind, int position, int dim, int d_model, float base) {
  // Computed in double: at positions in the thousands float rounding of the angle is visible.
  if (kind == PositionalEncoding::kSinusoidalConcat) {
    const int half = d_model / 2;
    const int i = dim % half;
    const double angle = position / std::pow(double(base), 2.0 * i / d_model);
    return float(dim < half ? std::sin(angle) : std::cos(angle));
  }
  const int two_i = dim - dim % 2;
  const double angle = position / std::pow(double(base), double(two_i) / d_model);
  return float(dim % 2 == 0 ? std::sin(angle) : std::cos(angle));
}

std::vector<float> positional_encoding_table(PositionalEncoding kind, int max_positions, int d_model,
                                             float base) {
  if (kind == PositionalEncoding::kLearned) return {};
  std::vector<float> table(std::size_t(max_positions) * d_model);
  for (int p = 0; p < max_positions; ++p)
    for (int i = 0; i < d_model; ++i)
      table[std::size_t(p) * d_model + i] = positional_encoding_value(kind, p, i, d_model, base);
  return table;
}

}  // namespace attn
