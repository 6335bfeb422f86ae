// Label smoothing (section 5.4) as a bar chart: the target distribution the loss trains towards for one
// token, over a small vocabulary, with ε adjustable (the paper's 0.1 by default). The values are the
// engine's: ε/(V−1) on every class but padding, 1 − ε more on the true class.
#pragma once

#include <vector>

#include "views/illustrations/illustration_panel.h"

class QBarSet;
class QChartView;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;

namespace studio {

class LabelSmoothingPanel : public IllustrationPanel {
  Q_OBJECT
 public:
  explicit LabelSmoothingPanel(QWidget* parent = nullptr);

  QString panelId() const override { return QStringLiteral("smoothing"); }
  QString panelTitle() const override { return tr("Label smoothing"); }
  QWidget* exportWidget() override;
  bool exportData(const QString& path, QString* error) override;

  void setVocabularySize(int vocab);
  void setEpsilon(double epsilon);
  void setTrueClass(int id);
  int vocabularySize() const;
  double epsilon() const;
  int trueClass() const;

  const std::vector<double>& targets() const { return targets_; }
  QBarSet* barSet() const { return bars_; }
  QString formulaText() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void redraw();
  void applyPalette();

  QSpinBox* vocab_spin_;
  QDoubleSpinBox* epsilon_spin_;
  QSpinBox* class_spin_;
  QLabel* formula_;
  QChartView* chart_view_;
  QBarSet* bars_ = nullptr;
  std::vector<double> targets_;
};

}  // namespace studio
