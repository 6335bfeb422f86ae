// Translate: type English, the translation follows as you type (debounced, on a worker thread), with greedy
// or beam search, the n-best list and the encoder–decoder ("cross") attention as an alignment heatmap.
#pragma once

#include <QPointer>
#include <QStringList>
#include <functional>
#include <optional>

#include "core/studio_view.h"
#include "viewmodels/inference_types.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QSplitter;
class QToolButton;
class QTreeWidget;

namespace studio {

class DecodeStepPanel;
class HeatmapWidget;
class EngineJobs;
class SentenceRequests;
class ModelSession;

class TranslateView : public StudioView {
  Q_OBJECT
 public:
  explicit TranslateView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("translate"); }
  QString viewTitle() const override { return tr("Translate"); }
  // The alignment map as a figure (labels, axes and colour bar), without the input widgets.
  QWidget* exportWidget() override;
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  // The best translation shown (Edit ▸ Copy translation).
  QString translationText() const;
  QPlainTextEdit* inputEdit() const { return input_; }
  HeatmapWidget* alignmentMap() const { return heatmap_; }
  void setBeamSearch(int beam_size, float length_penalty, int n_best);
  // Highlights one row of the map (a decoder step, or a word in words mode) and explains that step: where
  // it looked, the next-token choices, and what if another token had been chosen.
  void selectStep(int row);
  DecodeStepPanel* stepPanel() const { return step_panel_; }
  // The attribution of the selected step's token (issue 28): what the step panel's Attribution tab asks the
  // worker for. None without a step.
  std::optional<attn::AttributionRequest> attributionRequest() const;
  bool isAttributionBusy() const;
  // The map in subword tokens (false) or in the words typed (true).
  void setWordsMode(bool words);
  bool wordsMode() const;
  QLabel* whatIfLabel() const { return what_if_; }
  InferenceResultPtr result() const { return result_; }
  // The n-best list. Choosing hypothesis k shows its translation, alignment and steps (forced decoding);
  // rows mark the words where they differ from the best one.
  QTreeWidget* candidatesList() const { return candidates_; }
  void selectCandidate(int rank);
  int shownCandidate() const { return result_ ? result_->request.shown_candidate : 0; }
  // Opens and closes the step panel under the map. It follows the view's height when that crosses
  // kStepDetailsHeight (closed below, so the map keeps the room in a small window); the button overrides.
  QToolButton* stepDetailsButton() const { return step_details_; }
  void setStepDetailsShown(bool shown);
  static constexpr int kStepDetailsHeight = 680;

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  void buildUi();
  void setHeatmapTexts();
  InferenceRequest currentRequest() const;
  void onInputChanged();
  void onResult(const InferenceResultPtr& result);
  void fillCandidates(const InferenceResultPtr& result);
  void onSharedSentence(const QString& text);
  void updateInputHints();
  void updateHeatmap();
  void updateLayerChoices();
  void updateDecodingControls();
  int rowOfPiece(int piece) const;  // the map's row that shows this output piece
  int pieceOfRow(int row) const;    // the first output piece of this row
  // Asks the worker for the selected step's attribution when the Attribution tab is shown; `force` runs
  // integrated gradients too and repeats what is shown.
  void updateAttribution(bool force);

  QPointer<ModelSession> session_;
  EngineJobs* jobs_ = nullptr;
  SentenceRequests* sentences_ = nullptr;  // through jobs_, asked again of a new model
  void requestTranslation(const InferenceRequest& request, bool debounce);
  EngineJobs* attribution_jobs_ = nullptr;  // one step's attribution, of the translation shown
  std::function<void(const AttributionOutcomePtr&)> show_attribution_;
  QPlainTextEdit* input_ = nullptr;
  QComboBox* decoding_ = nullptr;
  QSpinBox* beam_ = nullptr;
  QDoubleSpinBox* alpha_ = nullptr;
  QSpinBox* n_best_ = nullptr;
  QLabel* output_ = nullptr;
  QLabel* source_label_ = nullptr;
  QLabel* target_label_ = nullptr;
  bool sentence_stale_ = false;  // the shared sentence changed while the view was hidden
  QTreeWidget* candidates_ = nullptr;
  QLabel* timing_ = nullptr;
  QComboBox* layer_ = nullptr;
  QComboBox* head_ = nullptr;
  HeatmapWidget* heatmap_ = nullptr;
  QLabel* step_info_ = nullptr;
  QComboBox* unit_ = nullptr;
  DecodeStepPanel* step_panel_ = nullptr;
  QToolButton* step_details_ = nullptr;
  QSplitter* map_split_ = nullptr;  // the map above, the step panel below
  int roomy_ = -1;  // whether the view had room for the step panel at the last resize (-1: not yet)
  QLabel* what_if_ = nullptr;
  QPushButton* back_to_model_ = nullptr;
  QStringList row_labels_, column_labels_;
  InferenceResultPtr result_;
  InferenceResultPtr own_result_;  // the last result that was the model's own translation (not a what-if)
  int selected_step_ = -1;
  QString attribution_key_;  // the request shown or running (empty: none), so repeats are not re-run
};

}  // namespace studio
