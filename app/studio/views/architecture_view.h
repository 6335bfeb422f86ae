// The architecture, live (issue 16, section 2): Figure 1 of the paper drawn for the loaded model — N,
// d_model, h, d_ff and the vocabulary in the blocks, pre- or post-LN as the model places its norms, and the
// tensor shapes on the arrows for the current sentence (its source and target token counts come from a
// worker's translation). Clicking a block opens the walkthrough at the step that computes it, or the
// matching view (Attention, Positional encoding, Model), as "Click opens" says.
#pragma once

#include "core/studio_view.h"
#include "viewmodels/inference_types.h"
#include "viewmodels/view_link.h"

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace studio {

class ArchitectureDiagram;
class EngineJobs;
class SentenceRequests;
class ModelSession;

class ArchitectureView : public StudioView {
  Q_OBJECT
 public:
  explicit ArchitectureView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("architecture"); }
  QString viewTitle() const override { return tr("Architecture"); }
  // The figure alone, for slides.
  QWidget* exportWidget() override;
  // .json: the configuration, the token counts and every block and arrow; .csv: one row per text drawn.
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  ArchitectureDiagram* diagram() const { return diagram_; }
  int sourceTokens() const { return source_tokens_; }
  int targetTokens() const { return target_tokens_; }
  // The layer (0-based) a block opens.
  void setOpenLayer(int layer);
  // What a click opens: the walkthrough at the block's step (the default), or the view that shows the block.
  enum class ClickOpens { kWalkthrough, kMatchingView };
  void setClickOpens(ClickOpens opens);
  ClickOpens clickOpens() const;

 signals:
  void linkActivated(const studio::ViewLink& link);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void onModelChanged();
  void onResult(const InferenceResultPtr& result);
  void request();
  void rebuild();
  void showCounts();
  void onBlockActivated(const QString& block_id);

  ModelSession* session_;
  EngineJobs* jobs_ = nullptr;
  SentenceRequests* sentences_ = nullptr;  // through jobs_, asked again of a new model
  void requestTranslation(const InferenceRequest& request, bool debounce);
  QLineEdit* sentence_;
  QSpinBox* layer_spin_;
  QComboBox* click_opens_;
  QLabel* counts_label_;
  ArchitectureDiagram* diagram_;
  int source_tokens_ = 0, target_tokens_ = 0;
  QString translation_;  // the model's translation of the sentence, for the counts line
};

}  // namespace studio
