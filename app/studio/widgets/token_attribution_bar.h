// One attribution over the tokens a decoding step reads (issue 28): the source pieces, then the target prefix
// (the decoder's inputs), each a chip with the piece on top and its number below, filled by a colour map:
// diverging blue–white–red around 0 for signed methods (input × gradient, integrated gradients), white to red
// for saliency (never negative). One scale for both rows: the largest magnitude shown. Hovering a chip shows
// its numbers. Painted with QPainter, so it renders to PNG and SVG.
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

namespace studio {

struct AttributionRow {
  QString title;
  QStringList pieces;
  std::vector<double> values;  // one per piece
  std::vector<double> l2;      // one per piece: the L2 norm of the per-dimension vector
};

class TokenAttributionBar : public QWidget {
  Q_OBJECT
 public:
  explicit TokenAttributionBar(QWidget* parent = nullptr);

  // `signed_values`: a diverging map around 0; otherwise sequential from 0.
  void setRows(QList<AttributionRow> rows, bool signed_values, const QString& value_name);
  void clear();
  const QList<AttributionRow>& rows() const { return rows_; }
  bool isSigned() const { return signed_; }
  double scale() const { return scale_; }  // the largest magnitude shown (the colour map's end)

  // The chip under `pos` as (row, piece), or (-1, -1); and what hovering it shows.
  std::pair<int, int> chipAt(const QPoint& pos) const;
  QRect chipRect(int row, int piece) const;
  QString toolTipFor(int row, int piece) const;
  QColor fillFor(double value) const;

  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;
  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  bool event(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  struct Chip {
    int row = 0, piece = 0;
    QRect rect;
  };
  // Lays every row out for `width`; paints when a painter is given. Returns the height used.
  int layoutAndPaint(int width, class QPainter* painter, std::vector<Chip>* chips) const;

  QList<AttributionRow> rows_;
  bool signed_ = true;
  double scale_ = 0;
  QString value_name_;
};

}  // namespace studio
