// Perceptual colour maps for heatmaps: viridis (sequential, readable in grey and for colour-blind readers)
// and a blue–white–red diverging map (white = 0).
#pragma once

#include <QColor>

namespace studio::color_maps {

// t in [0, 1] (clamped).
QColor viridis(double t);
// t in [0, 1] (clamped); 0.5 is white.
QColor diverging(double t);
// Distinct colours for categorical series (attention heads in the lines view).
QColor categorical(int index);

}  // namespace studio::color_maps
