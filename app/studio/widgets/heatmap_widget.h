// A labelled heatmap painted with QPainter (so it renders to PNG and to SVG as vector cells). Rows are
// queries, columns are keys; both axes carry token labels and a title. Used by the translate, attention and
// positional-encoding views, large and as grid thumbnails. Labels shrink before they are thinned out, masked
// cells (a causal mask) are hatched grey rather than drawn as weight 0, and the map has a keyboard cursor.
#pragma once

#include <QColor>
#include <QImage>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>
#include <utility>
#include <vector>

#include "core/figure.h"
#include "widgets/heatmap_image.h"

class QPainter;

namespace studio {

class HeatmapWidget : public QWidget, public Figure {
  Q_OBJECT
 public:
  enum class ColorScale { kSequential, kDiverging };  // 0..max in one hue; -max..+max in two hues

  explicit HeatmapWidget(QWidget* parent = nullptr);

  // Row-major rows x cols.
  void setMatrix(std::vector<float> values, int rows, int cols);
  void setRowLabels(const QStringList& labels);
  void setColumnLabels(const QStringList& labels);
  void setAxisTitles(const QString& row_title, const QString& column_title);  // e.g. "queries (target)"
  void setTitle(const QString& title);
  QString rowTitle() const { return row_title_; }
  QString columnTitle() const { return col_title_; }
  QString title() const { return title_; }
  // Values mapped to the colour scale; default 0..1. setAutoRange() uses the matrix's min/max.
  void setValueRange(float min, float max);
  void setAutoRange();
  void setColorScale(ColorScale scale);
  void setLegendVisible(bool visible);
  // Thumbnail mode: no labels, titles or legend; the whole widget is the matrix.
  void setCompact(bool compact);
  void setHighlightedRow(int row);  // -1: none
  // Every other row fades towards the background, so this row's weights stand out (-1: none).
  void setFocusRow(int row);
  // Outlines one cell (-1, -1: none), e.g. the chosen query → key pair.
  void setMarkedCell(int row, int col);
  // Causal mask: a query may not attend to later keys (column > row). Those cells are drawn hatched grey
  // and the legend says why.
  void setCausalMask(bool causal);
  // What the numbers are ("attention weight", "PE value"): shown on the legend and in the tooltip.
  void setValueName(const QString& name);
  // Compact mode: draws a selection frame (grid thumbnails).
  void setSelected(bool selected);
  // The keyboard cursor (also where the mouse hovers); -1, -1: none.
  void setCursorCell(int row, int col);

  int highlightedRow() const { return highlighted_row_; }
  int focusRow() const { return focus_row_; }
  int cursorRow() const { return hover_row_; }
  int cursorColumn() const { return hover_col_; }
  bool isMasked(int row, int col) const { return causal_ && col > row; }
  float rangeMin() const { return min_; }
  float rangeMax() const { return max_; }
  QColor colorFor(float value) const;
  // The colour a cell is painted in: its value's colour, faded outside the focus row, grey when masked.
  QColor displayedColor(int row, int col) const;
  // What the cells' colours depend on besides the values (range, scale, mask, focus row, palette).
  HeatmapColoring coloring() const;
  // Grid thumbnails: their images are rendered on a worker. After a change the widget keeps showing its
  // last image (never rendering on the GUI thread, nor repainting until the new one comes) until
  // adoptImage() hands it one made for what it shows.
  void setImageRenderedElsewhere(bool elsewhere);
  // Takes `image` (cols x rows, from renderHeatmapImage()) if it was made with the current coloring(); the
  // caller vouches that it was made from the current values. Returns whether it was taken. `picture`, the
  // same image at pictureSize() (scaleHeatmapImage()), is what a thumbnail then paints, as it is.
  bool adoptImage(const QImage& image, const HeatmapColoring& made_with, const QImage& picture = {});
  // Compact mode: the matrix's size in device pixels, which a picture must have to be painted (else the
  // image is scaled while painting); empty otherwise.
  QSize pictureSize() const;
  // The painted image belongs to the current values and colouring.
  bool imageCurrent() const { return image_current_; }
  // The image the matrix is painted from when it has too many cells to draw one by one.
  const QImage& matrixImage() const;
  // Paints exactly what paintEvent paints (used by image export helpers and tests).
  void paintHeatmap(QPainter& painter) const;
  // Rich-text description of one cell (tooltip text).
  QString cellDescription(int row, int col) const;
  // The label text drawn for each row / column at the current size: the label, elided when long, or empty
  // where it had to be left out. Tests check that none is left out at small sizes.
  QStringList drawnRowLabels() const;
  QStringList drawnColumnLabels() const;
  // Where the cells are drawn at the current size (tests check that they stay readable).
  QRectF matrixRect() const;

  int rows() const { return rows_; }
  int columns() const { return cols_; }
  float value(int row, int col) const { return values_[static_cast<std::size_t>(row) * cols_ + col]; }
  const std::vector<float>& values() const { return values_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  QSize figureSize() const override;
  void paintFigure(QPainter& painter, const QSize& size) const override;

 signals:
  void cellHovered(int row, int col, float value);  // row/col -1 when the mouse leaves the matrix
  void rowClicked(int row);
  void clicked();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  void leaveEvent(QEvent* event) override;
  void changeEvent(QEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Layout {
    QRectF matrix;
    double cell_w = 0, cell_h = 0;
    double row_label_w = 0, col_label_h = 0, legend_w = 0;
    double area_w = 0, title_y = 0, title_h = 0, row_title_x = 0, col_title_y = 0;
    double label_scale = 1;  // labels shrink to fit their cells
    int row_step = 1,
        col_step = 1;  // 1: every label drawn; k: every k-th (only when even tiny text overlaps)
    QStringList drawn_rows, drawn_cols;  // the labels as drawn: elided, or empty where left out
  };
  // What a layout is measured from. Measuring every token label costs more than painting the map, so a
  // layout is kept until one of these changes (a repaint, a hover or a new selection keeps it).
  struct LayoutInputs {
    QSizeF area;
    QFont font;
    QStringList row_labels, col_labels;
    QString title, row_title, col_title, value_name, masked;
    float min = 0, max = 0;
    bool legend = false;
    int rows = 0, cols = 0;
    bool operator==(const LayoutInputs&) const = default;
  };
  struct Margins {
    double left = 0, top = 0, right = 0, bottom = 0, title_h = 0, row_label_w = 0, col_label_h = 0,
           legend_w = 0, row_title_w = 0;
  };
  Margins margins(double width, double label_scale) const;
  // The layout for `area`: the one measured last if its inputs are the same, else measureLayout()'s.
  Layout computeLayout(const QSizeF& area) const;
  Layout computeLayout() const;
  Layout measureLayout(const QSizeF& area) const;
  QFont labelFont(const Layout& l) const;
  QStringList drawnLabels(const Layout& l, bool rows) const;
  bool cellAt(const QPointF& pos, int* row, int* col) const;
  void computeAutoRange();
  // The colours of the cells changed: a new image is due (and a repaint, unless the image comes from
  // elsewhere: adoptImage() repaints).
  void invalidateImage();
  void moveCursor(int row, int col);
  void paintAll(QPainter& p, const QSizeF& area, bool interactive) const;
  void paintMatrix(QPainter& p, const Layout& l, bool interactive) const;
  void paintMask(QPainter& p, const Layout& l) const;
  void paintLabels(QPainter& p, const Layout& l, bool interactive) const;
  void paintLegend(QPainter& p, const Layout& l) const;

  std::vector<float> values_;
  int rows_ = 0, cols_ = 0;
  QStringList row_labels_, col_labels_;
  QString row_title_, col_title_, title_;
  float min_ = 0.0f, max_ = 1.0f;
  bool auto_range_ = false;
  ColorScale scale_ = ColorScale::kSequential;
  bool legend_ = true, compact_ = false, causal_ = false;
  int highlighted_row_ = -1, hover_row_ = -1, hover_col_ = -1, focus_row_ = -1;
  int marked_row_ = -1, marked_col_ = -1;
  QString value_name_;
  bool selected_ = false;
  mutable std::optional<std::pair<LayoutInputs, Layout>> measured_;  // the last layout measured
  mutable QImage image_;  // one pixel per cell, rebuilt lazily after data/range/scale/focus changes
  QImage picture_;        // compact, rendered elsewhere: image_ at pictureSize()
  mutable bool image_current_ = false;
  bool image_elsewhere_ = false;
};

}  // namespace studio
