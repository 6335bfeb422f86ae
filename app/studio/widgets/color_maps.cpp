#include "widgets/color_maps.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace studio::color_maps {

namespace {

struct Rgb {
  double r, g, b;
};

// Piecewise-linear interpolation through evenly spaced anchors.
template <std::size_t N>
QColor interpolate(const std::array<Rgb, N>& anchors, double t) {
  if (!std::isfinite(t)) t = 0.0;
  t = std::clamp(t, 0.0, 1.0) * (N - 1);
  const auto i = std::min(static_cast<std::size_t>(t), N - 2);
  const double f = t - static_cast<double>(i);
  const Rgb& a = anchors[i];
  const Rgb& b = anchors[i + 1];
  return QColor::fromRgbF(static_cast<float>(a.r + (b.r - a.r) * f),
                          static_cast<float>(a.g + (b.g - a.g) * f),
                          static_cast<float>(a.b + (b.b - a.b) * f));
}

// Samples of matplotlib's viridis at 0, 0.1, …, 1.
constexpr std::array<Rgb, 11> kViridis{{{0.267, 0.005, 0.329},
                                        {0.283, 0.141, 0.458},
                                        {0.254, 0.265, 0.530},
                                        {0.207, 0.372, 0.553},
                                        {0.164, 0.471, 0.558},
                                        {0.128, 0.567, 0.551},
                                        {0.135, 0.659, 0.518},
                                        {0.267, 0.749, 0.441},
                                        {0.478, 0.821, 0.318},
                                        {0.741, 0.873, 0.150},
                                        {0.993, 0.906, 0.144}}};

// ColorBrewer RdBu reversed (blue = negative, red = positive).
constexpr std::array<Rgb, 9> kDiverging{{{0.129, 0.400, 0.675},
                                         {0.263, 0.576, 0.765},
                                         {0.573, 0.773, 0.871},
                                         {0.820, 0.898, 0.941},
                                         {0.969, 0.969, 0.969},
                                         {0.992, 0.859, 0.780},
                                         {0.957, 0.647, 0.510},
                                         {0.839, 0.376, 0.302},
                                         {0.698, 0.094, 0.169}}};

}  // namespace

QColor viridis(double t) { return interpolate(kViridis, t); }

QColor diverging(double t) { return interpolate(kDiverging, t); }

QColor categorical(int index) {
  // Tableau 10, then hue rotation for more heads.
  static constexpr std::array<QRgb, 10> kTableau{0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                                 0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
  if (index >= 0 && index < static_cast<int>(kTableau.size())) return QColor(kTableau[index]);
  return QColor::fromHsv((index * 47) % 360, 170, 210);
}

}  // namespace studio::color_maps
