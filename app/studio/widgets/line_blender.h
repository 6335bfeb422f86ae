// Straight, anti-aliased, semi-transparent lines of any width blended straight into an image's pixels. The
// lines view draws thousands of faint lines; Qt's raster engine strokes each one through its general path
// machinery, about a hundred times slower than filling the few pixels a line covers.
#pragma once

#include <QImage>
#include <QPointF>
#include <QRgb>

namespace studio {

// Blends a line from `from` to `to` (logical coordinates: the image's device pixel ratio applies), `width`
// thick, in `color` at `opacity` (0–1) over `image`, which must be Format_ARGB32_Premultiplied. Pixels are
// covered in proportion to how much of them the line's band covers; the ends are cut square.
void blendLine(QImage& image, QPointF from, QPointF to, double width, QRgb color, double opacity);

}  // namespace studio
