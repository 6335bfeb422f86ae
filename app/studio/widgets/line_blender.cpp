#include "widgets/line_blender.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace studio {

namespace {

// Source-over of an opaque colour at `alpha` (0–256) onto a premultiplied pixel: every channel is
// (colour·alpha + pixel·(256 − alpha)) / 256, two channels per multiply.
inline void blendPixel(QRgb* pixel, QRgb color, uint alpha) {
  const QRgb d = *pixel;
  const uint keep = 256 - alpha;
  const uint red_blue = (((color & 0xff00ff) * alpha + (d & 0xff00ff) * keep) >> 8) & 0xff00ff;
  const uint alpha_green = (((color >> 8) & 0xff00ff) * alpha + ((d >> 8) & 0xff00ff) * keep) & 0xff00ff00;
  *pixel = alpha_green | red_blue;
}

}  // namespace

void blendLine(QImage& image, QPointF from, QPointF to, double width, QRgb color, double opacity) {
  const double dpr = image.devicePixelRatio();
  double x0 = from.x() * dpr, y0 = from.y() * dpr, x1 = to.x() * dpr, y1 = to.y() * dpr;
  const double half = width * dpr / 2;
  const double strength = 256.0 * std::clamp(opacity, 0.0, 1.0);
  // Walk along the longer axis: one step per pixel, across it a band of the line's thickness measured along
  // the shorter axis.
  const bool steep = std::abs(y1 - y0) > std::abs(x1 - x0);
  if (steep) {
    std::swap(x0, y0);
    std::swap(x1, y1);
  }
  if (x1 < x0) {
    std::swap(x0, x1);
    std::swap(y0, y1);
  }
  const int along_size = steep ? image.height() : image.width();
  const int across_size = steep ? image.width() : image.height();
  const double slope = x1 > x0 ? (y1 - y0) / (x1 - x0) : 0.0;
  const double band = half * std::sqrt(1 + slope * slope);
  const int first = std::max(0, int(std::ceil(x0 - 0.5))),
            last = std::min(along_size - 1, int(std::floor(x1 - 0.5)));
  const int stride = int(image.bytesPerLine() / 4);
  const QRgb opaque = color | 0xff000000u;
  const uint full = uint(strength + 0.5);
  auto* bits = reinterpret_cast<QRgb*>(image.bits());
  for (int a = first; a <= last; ++a) {
    const double centre = y0 + (a + 0.5 - x0) * slope;
    const double lo = centre - band, hi = centre + band;
    const int c0 = std::max(0, int(std::floor(lo))), c1 = std::min(across_size - 1, int(std::floor(hi)));
    for (int c = c0; c <= c1; ++c) {
      // Pixels inside the band are covered whole; only the two at its edges are computed.
      const bool inside = c > lo && c + 1 < hi;
      const uint alpha =
          inside ? full
                 : uint(strength * std::min(std::min(hi, c + 1.0) - std::max(lo, double(c)), 1.0) + 0.5);
      if (alpha == 0) continue;
      blendPixel(steep ? bits + std::size_t(a) * stride + c : bits + std::size_t(c) * stride + a, opaque,
                 alpha);
    }
  }
}

}  // namespace studio
