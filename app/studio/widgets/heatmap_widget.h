// A labelled heatmap painted with QPainter (so it renders to PNG via grab() and to SVG via QSvgGenerator).
// Rows are queries, columns are keys; both axes carry token labels and a title. Used by the translate,
// attention and positional-encoding views, large and as grid thumbnails.
#pragma once

#include <QColor>
#include <QImage>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

class QPainter;

namespace studio {

class HeatmapWidget : public QWidget {
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
  // Values mapped to the colour scale; default 0..1. setAutoRange() uses the matrix's min/max.
  void setValueRange(float min, float max);
  void setAutoRange();
  void setColorScale(ColorScale scale);
  void setLegendVisible(bool visible);
  // Thumbnail mode: no labels, titles or legend; the whole widget is the matrix.
  void setCompact(bool compact);
  void setHighlightedRow(int row);  // -1: none
  // What the numbers are ("attention weight", "PE value"): shown on the legend and in the tooltip.
  void setValueName(const QString& name);
  // Compact mode: draws a selection frame (grid thumbnails).
  void setSelected(bool selected);

  int highlightedRow() const { return highlighted_row_; }
  float rangeMin() const { return min_; }
  float rangeMax() const { return max_; }
  QColor colorFor(float value) const;
  // Paints exactly what paintEvent paints (used by image export helpers and tests).
  void paintHeatmap(QPainter& painter) const;
  // Rich-text description of one cell (tooltip text).
  QString cellDescription(int row, int col) const;

  int rows() const { return rows_; }
  int columns() const { return cols_; }
  float value(int row, int col) const { return values_[static_cast<std::size_t>(row) * cols_ + col]; }
  const std::vector<float>& values() const { return values_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void cellHovered(int row, int col, float value);  // row/col -1 when the mouse leaves the matrix
  void rowClicked(int row);
  void clicked();

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent* event) override;

 private:
  struct Layout {
    QRectF matrix;
    double cell_w = 0, cell_h = 0;
    double row_label_w = 0, col_label_h = 0, legend_w = 0;
    double title_y = 0, row_title_x = 0, col_title_y = 0;
  };
  Layout computeLayout() const;
  QRectF matrixRect() const;
  bool cellAt(const QPointF& pos, int* row, int* col) const;
  void computeAutoRange();
  void invalidateImage();
  const QImage& matrixImage() const;
  void paintMatrix(QPainter& p, const Layout& l) const;
  void paintLabels(QPainter& p, const Layout& l) const;
  void paintLegend(QPainter& p, const Layout& l) const;

  std::vector<float> values_;
  int rows_ = 0, cols_ = 0;
  QStringList row_labels_, col_labels_;
  QString row_title_, col_title_, title_;
  float min_ = 0.0f, max_ = 1.0f;
  bool auto_range_ = false;
  ColorScale scale_ = ColorScale::kSequential;
  bool legend_ = true, compact_ = false;
  int highlighted_row_ = -1, hover_row_ = -1, hover_col_ = -1;
  QString value_name_;
  bool selected_ = false;
  mutable QImage image_;  // one pixel per cell, rebuilt lazily after data/range/scale changes
};

}  // namespace studio
