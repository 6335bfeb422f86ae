// Probe: does the model pick the right pronoun? One source with two or more candidate translations that
// differ in a few words (typed, or the German pronoun swapped among er / sie / es, ihn / sie / es, ihm /
// ihr): each candidate's log P token by token with the differing tokens highlighted, which one the model
// prefers and by what margin, and at word level the cross-attention of every layer and head from the
// pronoun's decoding step to the source words, and the encoder self-attention from the source pronoun. Batch
// mode scores a file of contrastive items: accuracy overall and per group, the items by margin; activating
// one opens it in the probe. Beside the attention, the Attribution tab attributes the differing word's choice
// to the source and target-prefix tokens, by default against the other candidate's word (issue 28).
#pragma once

#include <QPointer>
#include <optional>
#include <vector>

#include "attention/contrast.h"
#include "core/bundled_contrast.h"
#include "core/studio_view.h"
#include "viewmodels/probe_analysis.h"
#include "viewmodels/probe_types.h"

class QComboBox;
class QJsonObject;
class QLabel;
class QTreeWidget;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QTabWidget;
class QTableView;

namespace studio {

class AttributionPanel;
class ContrastTableModel;
class HeatmapWidget;
class ModelSession;
class EngineJobs;
class TokenScoresWidget;

class ProbeView : public StudioView {
  Q_OBJECT
 public:
  explicit ProbeView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("probe"); }
  QString viewTitle() const override { return tr("Probe"); }
  QWidget* exportWidget() override;
  // .json: the candidates with log P and per-token log P, the margins, the attention rows, and the batch
  // (items with margins, group accuracies) when one was scored. .csv: one row per candidate token, or the
  // batch's items when the batch page is shown.
  bool exportData(const QString& path, QString* error) override;
  // Sets the source; with no candidates typed, they are generated from the model's own translation.
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  // One candidate a list entry; the first is the one expected to be right.
  void setCandidates(const QStringList& candidates);
  QStringList candidates() const;
  // Replaces the candidates with the pronoun swap set of the first one (pronoun word -1: the first).
  void generateVariants(int pronoun_word = -1);
  void setSourceWord(int word);
  void showBatchPage(bool batch);

  // Batch mode. Returns false (and reports) when the file cannot be read.
  bool loadItemsFile(const QString& path);
  bool loadBundledItems(BundledContrastSet set = BundledContrastSet::pronouns);
  void cancelBatch();
  void openBatchRow(int row);

  // Shows a finished probe (what the worker delivers; tests feed their own).
  void showProbe(const ProbeResultPtr& result);
  ProbeResultPtr probeResult() const { return result_; }
  QLabel* verdictLabel() const { return verdict_; }
  const ProbeAnalysis& analysis() const { return analysis_; }
  int attentionCandidate() const;
  int pronounWord() const;  // the output word whose cross-attention is shown (-1: none)
  int sourceWord() const { return source_word_; }
  QStringList sourceWords() const { return source_words_; }
  const std::vector<float>& crossRows() const { return cross_rows_; }
  const std::vector<float>& encoderRows() const { return encoder_rows_; }
  HeatmapWidget* crossMap() const { return cross_map_; }
  HeatmapWidget* encoderMap() const { return encoder_map_; }
  TokenScoresWidget* tokenScores() const { return token_scores_; }
  QTableView* batchTable() const { return table_; }
  ContrastTableModel* batchModel() const { return table_model_; }
  ContrastBatchPtr batch() const { return batch_; }
  const std::vector<attn::ContrastGroupSummary>& batchSummary() const { return summary_; }
  // The attribution of the shown candidate's differing word (issue 28), run on the probe worker when the
  // Attribution tab is shown. None without a differing word.
  AttributionPanel* attributionPanel() const { return attribution_; }
  void showAttributionTab(bool shown);
  std::optional<attn::AttributionRequest> attributionRequest() const;
  bool isAttributionBusy() const;
  // The word of the candidate compared with the shown one (the best other), at its differing word; empty
  // with one candidate.
  QString contrastCandidateWord() const;

 private:
  void buildUi();
  QWidget* buildProbePage();
  QWidget* buildBatchPage();
  void request(bool debounce);
  void showBatch(const ContrastBatchPtr& batch);
  void updatePronounChoices();
  void updateAttention();
  void updateVerdict();
  void updateAttribution(bool force);
  QJsonObject probeJson() const;

  QPointer<ModelSession> session_;
  // Three streams of work with their own staleness: the typed probe (debounced), a file of items, and one
  // step's attribution (which belongs to the probe shown: a new probe cancels it).
  EngineJobs* probe_jobs_ = nullptr;
  EngineJobs* batch_jobs_ = nullptr;
  EngineJobs* attribution_jobs_ = nullptr;
  bool was_busy_ = false;
  bool has_request_ = false;                     // asked again when the model or backend changes
  std::vector<attn::ContrastItem> batch_items_;  // restarted on a new model while running
  QString batch_file_;
  void startBatch();
  void onBusyChanged();
  void showFailure(const QString& message);
  static constexpr int kDebounceMs = 400;
  QTabWidget* pages_ = nullptr;
  QLineEdit* source_ = nullptr;
  QPlainTextEdit* candidates_ = nullptr;
  QComboBox* pronoun_ = nullptr;
  QComboBox* case_ = nullptr;
  QPushButton* generate_ = nullptr;
  QComboBox* attention_of_ = nullptr;
  QComboBox* source_word_box_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* verdict_ = nullptr;
  TokenScoresWidget* token_scores_ = nullptr;
  QScrollArea* scores_scroll_ = nullptr;
  HeatmapWidget* cross_map_ = nullptr;
  HeatmapWidget* encoder_map_ = nullptr;
  QLabel* legend_ = nullptr;
  QLabel* cross_title_ = nullptr;
  QLabel* encoder_title_ = nullptr;
  QTabWidget* lower_ = nullptr;  // attention maps | attribution
  AttributionPanel* attribution_ = nullptr;
  QString attribution_key_;  // the request shown or running (empty: none), so repeats are not re-run

  QLabel* batch_status_ = nullptr;
  QTreeWidget* accuracy_ = nullptr;  // accuracy overall and per group
  QProgressBar* progress_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QTableView* table_ = nullptr;
  ContrastTableModel* table_model_ = nullptr;

  ProbeResultPtr result_;
  ProbeAnalysis analysis_;
  QStringList source_words_;
  int source_word_ = -1;
  QString source_word_for_;  // the source text source_word_ was chosen for (kept while it is unchanged)
  std::vector<float> cross_rows_, encoder_rows_;
  ContrastBatchPtr batch_;
  std::vector<attn::ContrastGroupSummary> summary_;
};

}  // namespace studio
