// One text-size setting for the whole app (presenter mode, View ▸ Text size): the application font, every
// widget that set a font of its own (bold labels, larger inputs) and every Qt Charts chart (whose fonts do
// not follow the application font) are scaled by the same factor from their sizes at scale 1.
#pragma once

namespace studio {

// Scales all existing widgets and charts and the application font (for widgets made later).
void applyFontScale(double factor);
double fontScale();

}  // namespace studio
