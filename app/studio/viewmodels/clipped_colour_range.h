// A colour range that one outlier cannot wash out. A signed activation is coloured -extent … +extent around
// 0; with the plain maximum as the extent, a single 34.9 among values of about ±2 turns every other cell
// white. The extent is instead a high quantile of the magnitudes (the 99th percentile by default): the few
// values beyond it take the end colours, and the legend says so.
#pragma once

#include <vector>

namespace studio {

struct ClippedColourRange {
  float extent = 1.0f;   // colours span -extent … +extent
  int beyond = 0;        // finite values with |value| > extent (drawn in the end colours)
  float largest = 0.0f;  // the largest finite |value|
};

// `quantile` of the finite, non-zero values' magnitudes (infinities, e.g. masked scores, and the exact zeros
// of a ReLU layer are left out).
ClippedColourRange clippedColourRange(const std::vector<float>& values, double quantile = 0.99);

}  // namespace studio
