// Attention: every layer × head of one sentence pair at once — encoder self-, decoder self- or
// cross-attention — as labelled thumbnails with per-head numbers; one cell opened large with token labels
// (rows = queries, columns = keys) or drawn as lines between the two token columns, heads toggled by colour.
#pragma once

#include <QList>
#include <QPointer>
#include <vector>

#include "core/studio_view.h"
#include "views/attention_math.h"
#include "views/word_level.h"
#include "workers/inference_types.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QScrollArea;
class QStackedWidget;

namespace studio {

class AttentionLinesWidget;
class HeatmapWidget;
class InferenceClient;
class ModelSession;

class AttentionView : public StudioView {
  Q_OBJECT
 public:
  explicit AttentionView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("attention"); }
  QString viewTitle() const override { return tr("Attention"); }
  // .json: tokens and every layer × head of the shown kind; .csv: the selected head's matrix with labels.
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  void setForcedTarget(const QString& target);
  void setKind(AttentionKind kind);
  void setLinesMode(bool lines);
  // Subword tokens (false) or the words typed (true): pieces merged as views/word_level.h says.
  void setWordsMode(bool words);
  bool wordsMode() const;
  // Opens one cell large (head -1: mean over heads).
  void selectCell(int layer, int head);

  int gridLayers() const { return layers_; }
  int gridHeads() const { return heads_; }
  HeatmapWidget* thumbnail(int layer, int head) const;
  HeatmapWidget* detailMap() const { return detail_; }
  AttentionLinesWidget* linesWidget() const { return lines_; }
  InferenceResultPtr result() const { return result_; }
  // Shows a finished inspection (what the worker delivers; tests feed large synthetic ones).
  void showResult(const InferenceResultPtr& result);

 private:
  void buildUi();
  void request(bool debounce);
  void rebuildGrid();
  void updateDetail();
  void updateHeadToggles();
  void updateWordLevel();
  const attn::AttentionMaps& shownAttention() const;  // the inspection's maps, or merged to words
  QStringList queryTokens() const;
  QStringList keyTokens() const;
  QString kindName() const;

  QPointer<ModelSession> session_;
  InferenceClient* client_ = nullptr;
  QLineEdit* source_ = nullptr;
  QLineEdit* target_ = nullptr;
  QComboBox* kind_ = nullptr;
  QComboBox* mode_ = nullptr;
  QComboBox* unit_ = nullptr;
  WordLevelInspection words_;
  bool words_valid_ = false;
  QLabel* status_ = nullptr;
  QScrollArea* scroll_ = nullptr;
  QWidget* grid_host_ = nullptr;
  QGridLayout* grid_ = nullptr;
  QStackedWidget* detail_stack_ = nullptr;
  HeatmapWidget* detail_ = nullptr;
  AttentionLinesWidget* lines_ = nullptr;
  QWidget* head_toggles_ = nullptr;
  QList<QCheckBox*> head_boxes_;
  QLabel* hover_ = nullptr;
  QLabel* detail_stats_ = nullptr;

  InferenceResultPtr result_;
  std::vector<HeatmapWidget*> thumbs_;  // layer-major
  std::vector<QLabel*> stats_labels_;
  int layers_ = 0, heads_ = 0;
  int selected_layer_ = 0, selected_head_ = 0;
};

}  // namespace studio
