// One matrix of a walkthrough step, readable on a projector. Its cells never get smaller than a minimum
// edge (a [16 × 1024] activation drawn whole at a slide's width was a strip a few pixels tall), so a wide
// matrix shows a window of its columns, as many as fit, with a scroll bar for the rest. Signed values are
// coloured within ±(the 95th percentile of |value|), so one outlier cannot wash the rest out to white, and
// the caption under the map says where the colours were clipped.
#pragma once

#include <QWidget>

#include "viewmodels/clipped_colour_range.h"
#include "viewmodels/walkthrough_steps.h"

class QLabel;
class QScrollBar;

namespace studio {

class HeatmapWidget;

class WalkthroughMatrixPanel : public QWidget {
  Q_OBJECT
 public:
  explicit WalkthroughMatrixPanel(QWidget* parent = nullptr);

  void setMatrix(const StepMatrix& matrix);
  HeatmapWidget* heatmap() const { return map_; }
  QScrollBar* columnScrollBar() const { return scroll_; }
  // The window on the columns: the first one shown (from 0) and how many; all of them when they fit.
  int firstColumn() const { return first_; }
  int windowColumns() const;
  void setFirstColumn(int column);
  // The smallest cell edge in pixels: large enough to read a cell's colour from the back of a classroom,
  // growing with the text size.
  double minimumCellEdge() const;
  // The colours' range: ±extent for signed values, 0 … 1 for probabilities.
  const ClippedColourRange& colourRange() const { return range_; }
  // Whether `width` pixels hold enough columns at the minimum edge to read the matrix: all of them, or a
  // window of a few; the walkthrough shows fewer matrices at a time where they would not be.
  bool readableAtWidth(int width) const;
  QString captionText() const;

 protected:
  void resizeEvent(QResizeEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  // What the map needs beside its cells: labels, titles, legend (an estimate of HeatmapWidget's margins).
  double horizontalMargins() const;
  double verticalMargins() const;
  void fitWindow();
  void showWindow();
  void updateTexts();

  StepMatrix matrix_;
  ClippedColourRange range_;
  HeatmapWidget* map_;
  QScrollBar* scroll_;
  QLabel* columns_label_;
  QLabel* caption_;
  int first_ = 0, window_ = 0;
};

}  // namespace studio
