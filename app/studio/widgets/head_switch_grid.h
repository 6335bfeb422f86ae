// One attention kind's heads as a layers × heads grid of switches: a switched-off head is drawn dark and
// crossed out. Clicking a cell (or Space/Enter on the keyboard cell, moved with the arrows) toggles it when
// the grid is toggleable. Cells may carry a value each (the head importance), which then colours them with
// viridis scaled to the grid's largest value and is printed in the cell.
#pragma once

#include <QString>
#include <QWidget>
#include <vector>

#include "widgets/layer_head_grid.h"

namespace studio {

class HeadSwitchGrid : public QWidget {
  Q_OBJECT
 public:
  explicit HeadSwitchGrid(QWidget* parent = nullptr);

  void setTitle(const QString& title);
  QString title() const { return title_; }
  // Clears the switches and the values.
  void setShape(int layers, int heads);
  int layers() const { return layers_; }
  int heads() const { return heads_; }

  // Off = switched off (masked). Does not emit headToggled.
  void setOff(int layer, int head, bool off);
  bool isOff(int layer, int head) const;
  void clearOff();
  int offCount() const;

  // [layer][head]; empty clears them.
  void setValues(const std::vector<std::vector<double>>& values);
  bool hasValues() const { return !values_.empty(); }
  double value(int layer, int head) const;
  QColor cellColor(int layer, int head) const;

  void setToggleable(bool on) { toggleable_ = on; }
  // The keyboard's cell (-1, -1: none yet).
  int currentLayer() const { return current_layer_; }
  int currentHead() const { return current_head_; }
  QRectF cellRect(int layer, int head) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 signals:
  // A user toggled the head; `off` is its new state.
  void headToggled(int layer, int head, bool off);

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;
  bool event(QEvent* event) override;

 private:
  struct Geometry {
    double left = 0, top = 0, cell_w = 0, cell_h = 0;
  };
  Geometry geometry() const;
  LayerHeadBlock block() const;  // the cells, where geometry() places them
  bool inside(int layer, int head) const;
  void toggle(int layer, int head);
  QString cellToolTip(int layer, int head) const;

  QString title_;
  int layers_ = 0, heads_ = 0;
  std::vector<char> off_;                    // [layer * heads + head]
  std::vector<std::vector<double>> values_;  // [layer][head]
  double max_value_ = 0;
  bool toggleable_ = true;
  int current_layer_ = -1, current_head_ = -1;
};

}  // namespace studio
