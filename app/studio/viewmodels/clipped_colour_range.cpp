#include "viewmodels/clipped_colour_range.h"

#include <algorithm>
#include <cmath>

namespace studio {

ClippedColourRange clippedColourRange(const std::vector<float>& values, double quantile) {
  std::vector<float> magnitudes;
  magnitudes.reserve(values.size());
  // Exact zeros (a ReLU's inactive units, most of a hidden layer) are left out: with them, a sparse layer's
  // quantile would be 0 and every active unit the end colour.
  for (float v : values)
    if (std::isfinite(v) && v != 0.0f) magnitudes.push_back(std::abs(v));
  ClippedColourRange range;
  if (magnitudes.empty()) return range;
  const auto at = magnitudes.begin() +
                  std::ptrdiff_t(std::lround(std::clamp(quantile, 0.0, 1.0) * double(magnitudes.size() - 1)));
  std::nth_element(magnitudes.begin(), at, magnitudes.end());
  range.extent = std::max(*at, 1e-6f);
  range.largest = *std::max_element(magnitudes.begin(), magnitudes.end());
  range.beyond =
      int(std::count_if(magnitudes.begin(), magnitudes.end(), [&](float m) { return m > range.extent; }));
  return range;
}

}  // namespace studio
