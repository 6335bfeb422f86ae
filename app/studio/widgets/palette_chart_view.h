// A chart view that draws its chart in the widget palette's colours (background, titles, labels, grid,
// legend) and follows a theme switch while the app runs; a plain QChart stays white in the dark theme.
#pragma once

#include <QChartView>

namespace studio {

// Colours `chart` and every axis it has now from `palette`; call again after adding axes.
void applyPaletteToChart(QChart* chart, const QPalette& palette);

class PaletteChartView : public QChartView {
  Q_OBJECT
 public:
  explicit PaletteChartView(QChart* chart, QWidget* parent = nullptr);

  void applyPalette();

 protected:
  void changeEvent(QEvent* event) override;
};

}  // namespace studio
