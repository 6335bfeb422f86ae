// Heads ranked by their causal effect (activation patching): the encoder self-, decoder self- and
// cross-attention grids of an attn::CausalHeadRanking stacked, layers × heads each. A cell shows the mean
// share of the total effect its head restores over the pairs used and the 95 % bootstrap interval below, on a
// blue–white–red scale from −1 to +1 (white: 0); a bold outline marks a head whose whole interval lies above
// 0. The tooltip adds what the view supplies (the head's attention-based score), so the two kinds of evidence
// can be read side by side. Clicking a cell (or the arrow keys) selects that head.
#pragma once

#include <QStringList>
#include <QWidget>
#include <functional>
#include <memory>

#include "attention/causal_head_ranking.h"
#include "widgets/layer_head_grid.h"

namespace studio {

class CausalHeadGridWidget : public QWidget {
  Q_OBJECT
 public:
  explicit CausalHeadGridWidget(QWidget* parent = nullptr);

  void setTitle(const QString& title);
  // One title per kind (encoder self, decoder self, cross); the grids paint what they were given.
  void setKindTitles(const QStringList& titles);
  // Which kind's grid to draw (0 encoder self, 1 decoder self, 2 cross); -1: all three stacked, each under
  // its title (taller).
  void setVisibleKind(int kind);
  int visibleKind() const { return visible_kind_; }
  // Null or no grids clears the widget.
  void setRanking(std::shared_ptr<const attn::CausalHeadRanking> ranking);
  const attn::CausalHeadRanking* ranking() const { return ranking_.get(); }
  // Extra lines for a head's tooltip (kind, layer, head), e.g. its attention-based score.
  void setCompanionToolTip(std::function<QString(int, int, int)> companion);

  // Outlines one cell (-1: none). Does not emit headClicked. A cell of a hidden kind shows that kind.
  void setSelected(int kind, int layer, int head);
  int selectedKind() const { return selected_kind_; }
  int selectedLayer() const { return selected_layer_; }
  int selectedHead() const { return selected_head_; }

  int kinds() const;
  bool isShown(int kind) const { return visible_kind_ < 0 || visible_kind_ == kind; }
  // Null outside the grids.
  const attn::CausalHeadCell* cell(int kind, int layer, int head) const;
  QColor cellColor(int kind, int layer, int head) const;
  // The whole 95 % interval lies above 0.
  bool reliablyPositive(int kind, int layer, int head) const;
  QRectF cellRect(int kind, int layer, int head) const;
  QString cellToolTip(int kind, int layer, int head) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  void headClicked(int kind, int layer, int head);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Geometry {
    double left = 0, cell_w = 0, cell_h = 0, bar_top = 0;
    std::vector<double> block_top;  // per kind: the top of its first row of cells (-1: not shown)
  };
  Geometry geometry() const;
  double heightFor(double cell_h) const;
  double kindHeader() const;
  LayerHeadBlock block(const Geometry& g, int kind) const;  // one kind's cells
  bool cellAt(const QPointF& pos, int* kind, int* layer, int* head) const;
  const attn::CausalHeadGrid* grid(int kind) const;
  int maxHeads() const;

  QString title_;
  QStringList kind_titles_;
  std::shared_ptr<const attn::CausalHeadRanking> ranking_;
  std::function<QString(int, int, int)> companion_;
  int visible_kind_ = -1;
  int selected_kind_ = -1, selected_layer_ = -1, selected_head_ = -1;
};

}  // namespace studio
