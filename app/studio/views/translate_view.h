// Translate: type English, the translation follows as you type (debounced, on a worker thread), with greedy
// or beam search, the n-best list and the encoder–decoder ("cross") attention as an alignment heatmap.
#pragma once

#include <QPointer>

#include "core/studio_view.h"
#include "workers/inference_types.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QSpinBox;
class QTreeWidget;

namespace studio {

class HeatmapWidget;
class InferenceClient;
class ModelSession;

class TranslateView : public StudioView {
  Q_OBJECT
 public:
  explicit TranslateView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("translate"); }
  QString viewTitle() const override { return tr("Translate"); }
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  // The best translation shown (Edit ▸ Copy translation).
  QString translationText() const;
  QPlainTextEdit* inputEdit() const { return input_; }
  HeatmapWidget* alignmentMap() const { return heatmap_; }
  void setBeamSearch(int beam_size, float length_penalty, int n_best);
  // Highlights one decoder step (row) and explains where it looked.
  void selectStep(int row);

 private:
  void buildUi();
  InferenceRequest currentRequest() const;
  void onInputChanged();
  void onResult(const InferenceResultPtr& result);
  void updateHeatmap();
  void updateLayerChoices();
  void updateDecodingControls();

  QPointer<ModelSession> session_;
  InferenceClient* client_ = nullptr;
  QPlainTextEdit* input_ = nullptr;
  QComboBox* decoding_ = nullptr;
  QSpinBox* beam_ = nullptr;
  QDoubleSpinBox* alpha_ = nullptr;
  QSpinBox* n_best_ = nullptr;
  QLabel* output_ = nullptr;
  QTreeWidget* candidates_ = nullptr;
  QLabel* timing_ = nullptr;
  QComboBox* layer_ = nullptr;
  QComboBox* head_ = nullptr;
  HeatmapWidget* heatmap_ = nullptr;
  QLabel* step_info_ = nullptr;
  InferenceResultPtr result_;
  int selected_step_ = -1;
};

}  // namespace studio
