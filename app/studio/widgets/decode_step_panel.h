// One decoding step explained: the ten most probable next tokens with their probabilities, the entropy of the
// whole distribution, where every head of every decoder layer looked at this step (its cross-attention row),
// and "what if": force another token here and let the model continue from it. A second tab attributes the
// step's choice to the source and target-prefix tokens (issue 28); the view runs it on its worker.
#pragma once

#include <QWidget>

#include "viewmodels/inference_types.h"

class QLabel;
class QLineEdit;
class QPushButton;
class QTabWidget;
class QTreeWidget;

namespace studio {

class AttributionPanel;
class HeatmapWidget;

class DecodeStepPanel : public QWidget {
  Q_OBJECT
 public:
  explicit DecodeStepPanel(QWidget* parent = nullptr);

  // step: the index of an output piece (-1 clears). In words mode the heads' rows are merged to source words.
  void showStep(const InferenceResultPtr& result, int step, bool words);
  int step() const { return step_; }

  QTreeWidget* choices() const { return choices_; }
  HeatmapWidget* headRows() const { return heads_; }
  QLabel* entropyLabel() const { return entropy_; }
  QLabel* titleLabel() const { return title_; }
  AttributionPanel* attribution() const { return attribution_; }
  bool attributionShown() const;
  void showAttributionTab(bool shown);
  // Forces the choice in row `row` of the list (tests; the button and a double-click do the same).
  void forceChoice(int row);

 signals:
  void forceTokenRequested(int step, int token_id);
  void forceWordRequested(int step, const QString& word);
  void attributionTabShown();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void setHeatmapTexts();
  void updateButtons();

  InferenceResultPtr result_;
  int step_ = -1;
  QLabel* title_ = nullptr;
  QTreeWidget* choices_ = nullptr;
  QLabel* entropy_ = nullptr;
  QPushButton* force_ = nullptr;
  QLineEdit* word_ = nullptr;
  QPushButton* force_word_ = nullptr;
  HeatmapWidget* heads_ = nullptr;
  QTabWidget* tabs_ = nullptr;
  AttributionPanel* attribution_ = nullptr;
};

}  // namespace studio
