// The decoder's causal mask (section 3.2.3) for a chosen length: which keys each query may attend to, or
// the softmax weights it leaves when all scores are equal.
#pragma once

#include "views/illustrations/illustration_panel.h"

class QComboBox;
class QLabel;
class QSpinBox;

namespace studio {

class HeatmapWidget;

class CausalMaskPanel : public IllustrationPanel {
  Q_OBJECT
 public:
  explicit CausalMaskPanel(QWidget* parent = nullptr);

  QString panelId() const override { return QStringLiteral("mask"); }
  QString panelTitle() const override { return tr("Causal mask"); }
  QWidget* exportWidget() override;
  bool exportData(const QString& path, QString* error) override;

  void setLength(int n);
  int length() const;
  // false: the mask (1 = may attend); true: the weights of a softmax over equal scores.
  void setShowWeights(bool weights);
  HeatmapWidget* heatmap() const { return map_; }

 private:
  void redraw();

  QSpinBox* length_spin_;
  QComboBox* mode_combo_;
  QLabel* explanation_;
  HeatmapWidget* map_;
};

}  // namespace studio
