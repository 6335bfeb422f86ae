// A widget that can draw itself as a stand-alone figure: the plot with its axes, labels and legend at a
// size chosen for the figure rather than for the screen, without hover marks or input widgets. Image export
// (core/image_export.h) renders such widgets through this interface instead of grabbing the screen.
#pragma once

#include <QSize>

class QPainter;

namespace studio {

class Figure {
 public:
  virtual ~Figure() = default;
  // The size the figure reads best at (logical pixels).
  virtual QSize figureSize() const = 0;
  // Paints the whole figure, background included, into (0, 0, size).
  virtual void paintFigure(QPainter& painter, const QSize& size) const = 0;
};

}  // namespace studio
