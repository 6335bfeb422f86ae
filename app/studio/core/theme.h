// Light and dark palettes on the Fusion style, so the app looks the same on every desktop and heatmap
// labels/legends (drawn from the palette) stay readable in both.
#pragma once

#include <QPalette>
#include <QString>

namespace studio {

enum class Theme { kLight, kDark };

// "light", "dark"; anything else (e.g. "system") picks from the current system palette's lightness.
Theme themeFromName(const QString& name);
QString themeName(Theme theme);
QPalette paletteFor(Theme theme);
// Presenter mode's palette: black on white, strong highlight and grid lines, readable on a washed-out
// projector.
QPalette highContrastPalette();
// True for a dark palette (light text on a dark base).
bool isDarkPalette(const QPalette& palette);
// Text colours for a right and a wrong verdict that stay readable on `palette`'s base: the usual dark green
// and red on light themes, lighter ones on dark themes.
QColor rightTextColor(const QPalette& palette);
QColor wrongTextColor(const QPalette& palette);
// Sets the Fusion style (once) and the palette on the running QApplication.
void applyTheme(Theme theme);
// Sets `palette` on the running QApplication so that every widget follows, those with a style sheet too.
void applyApplicationPalette(const QPalette& palette);

}  // namespace studio
