#include "widgets/heatmap_image.h"

#include <algorithm>
#include <limits>
#include <vector>

#include "widgets/color_maps.h"

namespace studio {

namespace {

using Table = HeatmapColorTable::Table;
constexpr int kSteps = HeatmapColorTable::kSteps;

// Adjacent entries differ by less than one 8-bit step, so the table is as exact as the pixels, and a cell
// costs a multiply and a load instead of a QColor conversion.
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

// The table entry of `value` on a scale from `min`, `factor` entries per unit: the nearest one.
int tableIndex(float value, float min, float factor) {
  float t = (value - min) * factor + 0.5f;
  // NaN and infinities land on 0, as colorFor() draws them. Selects on the rounded value rather than
  // branches, so that the loop in colorRow() works out four indices at a time.
  t = t != std::numeric_limits<float>::infinity() ? t : 0.0f;
  t = t > 0.5f ? t : 0.0f;
  t = t < float(kSteps - 1) ? t : float(kSteps - 1);
  return int(t);
}

QRgb fade(QRgb c, QRgb towards) {
  auto mix = [](int a, int b) { return int(a * (1 - kHeatmapFade) + b * kHeatmapFade + 0.5); };
  return qRgb(mix(qRed(c), qRed(towards)), mix(qGreen(c), qGreen(towards)), mix(qBlue(c), qBlue(towards)));
}

}  // namespace

HeatmapColorTable::HeatmapColorTable(const HeatmapColoring& coloring)
    : coloring_(coloring), table_(&tableFor(coloring.diverging)) {
  const float range = coloring.max > coloring.min ? coloring.max - coloring.min : 1.0f;
  factor_ = float(kSteps - 1) / range;
  // Faded once per entry instead of once per cell: a focus row fades nearly every cell of every thumbnail.
  if (coloring.focus_row >= 0) {
    faded_ = std::make_unique<Table>();
    for (std::size_t i = 0; i < faded_->size(); ++i) (*faded_)[i] = fade((*table_)[i], coloring.fade_towards);
  }
}

QRgb HeatmapColorTable::rgb(float value) const {
  return (*table_)[std::size_t(tableIndex(value, coloring_.min, factor_))];
}

void HeatmapColorTable::colorRow(const float* values, int row, int cols, QRgb* pixels) const {
  const Table& table = coloring_.focus_row >= 0 && row != coloring_.focus_row ? *faded_ : *table_;
  const int visible = coloring_.causal ? std::min(cols, row + 1) : cols;
  // The table indices of a stretch of cells first (a loop the compiler vectorises), then their colours.
  constexpr int kChunk = 64;
  int indices[kChunk];
  for (int start = 0; start < visible; start += kChunk) {
    const int n = std::min(kChunk, visible - start);
#pragma omp simd
    for (int c = 0; c < n; ++c) indices[c] = tableIndex(values[start + c], coloring_.min, factor_);
    for (int c = 0; c < n; ++c) pixels[start + c] = table[std::size_t(indices[c])];
  }
  std::fill(pixels + visible, pixels + cols, coloring_.masked);
}

QRgb heatmapRgb(float value, const HeatmapColoring& coloring) {
  HeatmapColoring plain = coloring;
  plain.focus_row = -1;  // no faded table for one colour
  return HeatmapColorTable(plain).rgb(value);
}

QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColoring& coloring) {
  return renderHeatmapImage(values, rows, cols, HeatmapColorTable(coloring));
}

QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColorTable& colors) {
  if (rows <= 0 || cols <= 0) return {};
  QImage image(cols, rows, QImage::Format_RGB32);
  for (int r = 0; r < rows; ++r)
    colors.colorRow(values + std::size_t(r) * std::size_t(cols), r, cols,
                    reinterpret_cast<QRgb*>(image.scanLine(r)));
  return image;
}

QImage scaleHeatmapImage(const QImage& cells, const QSize& size, int keep_row) {
  if (cells.isNull() || size.isEmpty()) return {};
  const int w = size.width(), h = size.height(), cols = cells.width(), rows = cells.height();
  // The cell under each pixel's centre.
  auto cellOf = [](int pixel, int pixels, int cells) {
    return std::min(int((pixel + 0.5) * cells / pixels), cells - 1);
  };
  std::vector<int> column(std::size_t(w), 0);
  for (int x = 0; x < w; ++x) column[std::size_t(x)] = cellOf(x, w, cols);
  const int keep_pixel =
      keep_row >= 0 && keep_row < rows ? std::min(int((keep_row + 0.5) * h / rows), h - 1) : -1;
  QImage scaled(w, h, QImage::Format_RGB32);
  for (int y = 0; y < h; ++y) {
    const int r = y == keep_pixel ? keep_row : cellOf(y, h, rows);
    const auto* from = reinterpret_cast<const QRgb*>(cells.constScanLine(r));
    auto* to = reinterpret_cast<QRgb*>(scaled.scanLine(y));
    for (int x = 0; x < w; ++x) to[x] = from[column[std::size_t(x)]];
  }
  return scaled;
}

}  // namespace studio
