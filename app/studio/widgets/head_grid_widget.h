// One kind of attention's heads as a layers × heads grid coloured by the head finder's accuracy (viridis,
// 0–100 %). Each cell shows the accuracy and its 95 % interval. A head whose interval's lower end lies above
// the mean-over-heads baseline gets a bold outline, and a star when it also lies above the nearest-preceding-
// person baseline. Below the grid a colour bar marks both baselines. Clicking a cell (or moving with the
// arrow keys) selects that head.
#pragma once

#include <QString>
#include <QWidget>
#include <vector>

#include "attention/antecedent_heads.h"
#include "widgets/layer_head_grid.h"

namespace studio {

class HeadGridWidget : public QWidget {
  Q_OBJECT
 public:
  explicit HeadGridWidget(QWidget* parent = nullptr);

  void setTitle(const QString& title);
  // `heads` in any order (each names its layer and head); empty clears the grid.
  void setScores(const std::vector<attn::HeadScore>& heads, const attn::HeadScore& mean_over_heads,
                 const attn::Proportion& nearest_preceding);
  // Outlines one cell (-1, -1: none). Does not emit headClicked.
  void setSelected(int layer, int head);

  int layers() const { return layers_; }
  int heads() const { return heads_; }
  int selectedLayer() const { return selected_layer_; }
  int selectedHead() const { return selected_head_; }
  // Null outside the grid.
  const attn::HeadScore* score(int layer, int head) const;
  QColor cellColor(int layer, int head) const;
  // The head's interval lies above the baseline: above the mean over heads (bold outline), above the nearest
  // preceding person (star).
  bool aboveMeanBaseline(int layer, int head) const;
  bool aboveNearestBaseline(int layer, int head) const;
  QRectF cellRect(int layer, int head) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void headClicked(int layer, int head);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Geometry {
    double left = 0, top = 0, cell_w = 0, cell_h = 0, bar_top = 0;
  };
  Geometry geometry() const;
  LayerHeadBlock block() const;  // the cells, where geometry() places them
  QString cellToolTip(int layer, int head) const;
  void paintColourBar(QPainter& p, const Geometry& g);

  QString title_;
  std::vector<attn::HeadScore> cells_;  // [layer * heads + head]
  attn::HeadScore mean_;
  attn::Proportion nearest_;
  int layers_ = 0, heads_ = 0;
  int selected_layer_ = -1, selected_head_ = -1;
};

}  // namespace studio
