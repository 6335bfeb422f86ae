#include "widgets/heatmap_image.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

// A colour per 1/4095 of the scale: adjacent entries differ by less than one 8-bit step, so the table is
// as exact as the pixels, and a cell costs a multiply and a load instead of a QColor conversion.
constexpr int kSteps = 4096;
using Table = std::array<QRgb, kSteps>;

Table makeTable(bool diverging) {
  Table table{};
  for (int i = 0; i < kSteps; ++i) {
    const double t = double(i) / (kSteps - 1);
    table[std::size_t(i)] = (diverging ? color_maps::diverging(t) : color_maps::viridis(t)).rgb();
  }
  return table;
}

const Table& tableFor(bool diverging) {
  static const Table viridis = makeTable(false), two_hues = makeTable(true);  // built once, thread-safe
  return diverging ? two_hues : viridis;
}

QRgb fade(QRgb c, QRgb towards) {
  auto mix = [](int a, int b) { return int(a * (1 - kHeatmapFade) + b * kHeatmapFade + 0.5); };
  return qRgb(mix(qRed(c), qRed(towards)), mix(qGreen(c), qGreen(towards)), mix(qBlue(c), qBlue(towards)));
}

struct Scale {
  float min, factor;
  int index(float v) const {
    const float t = (v - min) * factor;
    // NaN and infinities land on 0, as colorFor() draws them.
    if (!(t > 0.0f) || std::isinf(t)) return 0;
    return t < float(kSteps - 1) ? int(t + 0.5f) : kSteps - 1;
  }
};

Scale scaleOf(const HeatmapColoring& c) {
  const float range = c.max > c.min ? c.max - c.min : 1.0f;
  return {c.min, float(kSteps - 1) / range};
}

}  // namespace

QRgb heatmapRgb(float value, const HeatmapColoring& coloring) {
  return tableFor(coloring.diverging)[std::size_t(scaleOf(coloring).index(value))];
}

QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColoring& coloring) {
  if (rows <= 0 || cols <= 0) return {};
  QImage image(cols, rows, QImage::Format_RGB32);
  const Table& table = tableFor(coloring.diverging);
  const Scale scale = scaleOf(coloring);
  for (int r = 0; r < rows; ++r) {
    auto* line = reinterpret_cast<QRgb*>(image.scanLine(r));
    const float* row = values + std::size_t(r) * std::size_t(cols);
    const bool faded = coloring.focus_row >= 0 && r != coloring.focus_row;
    const int visible = coloring.causal ? std::min(cols, r + 1) : cols;
    for (int c = 0; c < visible; ++c) line[c] = table[std::size_t(scale.index(row[c]))];
    if (faded)
      for (int c = 0; c < visible; ++c) line[c] = fade(line[c], coloring.fade_towards);
    std::fill(line + visible, line + cols, coloring.masked);
  }
  return image;
}

}  // namespace studio
