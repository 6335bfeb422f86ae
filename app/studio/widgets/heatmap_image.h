// A heatmap's matrix as an image, one pixel per cell, from plain values: no widget or palette is touched, so
// worker threads can render thumbnails while the GUI thread paints the previous ones. HeatmapWidget paints
// its cells from such an image whenever they are too many to draw one by one, and a thumbnail from the same
// image brought to its own pixels (scaleHeatmapImage()), so that painting it is a plain copy.
#pragma once

#include <QImage>
#include <QRgb>
#include <QSize>
#include <array>
#include <memory>

namespace studio {

// Everything that decides a cell's colour. Two images made with equal colourings from the same values are
// equal, which is how a widget knows whether an image rendered elsewhere still fits what it shows.
struct HeatmapColoring {
  float min = 0.0f, max = 1.0f;
  bool diverging = false;  // viridis otherwise
  bool causal = false;     // cells right of the diagonal are masked
  int focus_row = -1;      // the other rows fade towards `fade_towards`
  QRgb masked = 0;         // the colour of masked cells
  QRgb fade_towards = 0;
  bool operator==(const HeatmapColoring&) const = default;
};

// How far rows outside the focus row fade towards the background.
inline constexpr double kHeatmapFade = 0.78;

// The colours of one colouring, looked up in tables: a colour per 1/4095 of the scale, and the same faded
// when there is a focus row. Made once for many images (a grid's thumbnails share it).
class HeatmapColorTable {
 public:
  static constexpr int kSteps = 4096;
  using Table = std::array<QRgb, kSteps>;

  explicit HeatmapColorTable(const HeatmapColoring& coloring);
  const HeatmapColoring& coloring() const { return coloring_; }
  QRgb rgb(float value) const;
  // Row `row` of a rows x cols matrix (its `cols` values) as pixels, masked and faded as the colouring says.
  void colorRow(const float* values, int row, int cols, QRgb* pixels) const;

 private:
  HeatmapColoring coloring_;
  float factor_ = 1.0f;
  const Table* table_ = nullptr;  // shared, built once per scale
  std::unique_ptr<Table> faded_;  // only with a focus row
};

// The colour of one value, through the same table renderHeatmapImage() uses.
QRgb heatmapRgb(float value, const HeatmapColoring& coloring);
// Row-major rows x cols values to a cols x rows RGB32 image.
QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColoring& coloring);
QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColorTable& colors);
// `cells` (from renderHeatmapImage()) at `size` pixels, each pixel the cell under its centre, as painting
// it scaled without smoothing shows it; `keep_row` (the focus row, or -1) is never left out when the
// image has more rows than pixels.
QImage scaleHeatmapImage(const QImage& cells, const QSize& size, int keep_row);

}  // namespace studio
