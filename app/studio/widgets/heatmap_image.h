// A heatmap's matrix as an image, one pixel per cell, from plain values: no widget or palette is touched, so
// worker threads can render thumbnails while the GUI thread paints the previous ones. HeatmapWidget paints
// its cells from such an image whenever they are too many to draw one by one.
#pragma once

#include <QImage>
#include <QRgb>

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

// The colour of one value, through the same table renderHeatmapImage() uses.
QRgb heatmapRgb(float value, const HeatmapColoring& coloring);
// Row-major rows x cols values to a cols x rows RGB32 image.
QImage renderHeatmapImage(const float* values, int rows, int cols, const HeatmapColoring& coloring);

}  // namespace studio
