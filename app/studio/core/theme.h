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
// Sets the Fusion style (once) and the palette on the running QApplication.
void applyTheme(Theme theme);

}  // namespace studio
