// The antecedent head finder (`--view heads`): which attention head links a pronoun to the person it refers
// to? Runs attn::find_antecedent_heads over WinoMT-format sentences on a worker thread and shows, for
// encoder self-attention and cross-attention, a layers × heads grid coloured by accuracy with its 95 %
// interval, the two baselines (mean over heads, nearest preceding person) in the legend and on the grid, and
// for a clicked head the sentences where it is right and where it is wrong. Activating a sentence asks for it
// in the Attention view with that head selected (openInAttention).
// A third grid ranks the heads by their causal effect: activation patching (attn::patch_pair) over a pair
// file (the bundled pronoun pairs by default), the mean share restored with a 95 % bootstrap interval per
// head (attn::rank_heads_by_patching), on the same worker; a head's tooltip shows its attention-based score
// beside it, and clicking it lists its share pair by pair.
#pragma once

#include <QPointer>
#include <algorithm>
#include <memory>
#include <vector>

#include "attention/antecedent_heads.h"
#include "core/studio_view.h"
#include "viewmodels/head_finder_types.h"

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSortFilterProxyModel;
class QSpinBox;
class QTableView;

namespace studio {

class CausalHeadGridWidget;
class EngineJobs;
class HeadGridWidget;
class HeadObservationsModel;
class ModelSession;

class HeadsView : public StudioView {
  Q_OBJECT
 public:
  explicit HeadsView(ModelSession* session, QWidget* parent = nullptr);

  // Sentences a non-interactive export (--export, no window on screen) runs on when the limit is "all";
  // the view says so. On screen, Run measures every sentence by default.
  static constexpr int kQuickLookLimit = 200;

  QString viewId() const override { return QStringLiteral("heads"); }
  QString viewTitle() const override { return tr("Antecedent heads"); }
  // .json: the whole report (every head, the baselines, every sentence's weights); .csv: one row per head,
  // then the baselines.
  bool exportData(const QString& path, QString* error) override;
  bool isBusy() const override;

  // The bundled location of WinoMT's English sentences (../shared/data/winomt/en.tsv beside the source tree)
  // when it exists, else empty.
  static QString defaultSentencesFile();

  void setSentencesFile(const QString& file);
  QString sentencesFile() const { return file_; }
  // The first `limit` sentences (0: all).
  void setLimit(int limit);
  int limit() const;
  // Starts the finder on the file (stopping a run in progress); cancel() stops it after the current sentence.
  void run();
  void cancel();
  // Whether the view starts a run by itself when it is shown in a window rendered off screen for --export
  // (on by default).
  void setAutoRun(bool on);

  // Shows a finished run (what the worker delivers; tests feed synthetic reports). `items` are the sentences
  // the report's observations index.
  void showReport(std::shared_ptr<const attn::AntecedentReport> report,
                  std::vector<attn::AntecedentItem> items, const QString& file = {},
                  int sentences_in_file = -1);
  void showResult(const HeadFinderResultPtr& result);
  HeadFinderResultPtr result() const { return result_; }
  // A margin (antecedent weight − distractor weight) within ±margin counts as a tie, not right; the grids,
  // the summary, the list and the exports count and rank the heads with it (0: the engine's own rule).
  static constexpr double kDefaultTieMargin = 0.01;
  void setTieMargin(double margin);
  double tieMargin() const;
  // The report as shown: the result's, counted again with the tie margin.
  const attn::AntecedentReport* shownReport() const { return scored_.get(); }

  // Lists the sentences of one head (as clicking it in a grid does).
  void selectHead(attn::HeadKind kind, int layer, int head);
  // Emits openInAttention for a row of observations() (as double-clicking it does).
  void openRow(int row);

  // Activation patching for the causal grid. A pair counts when its total effect exceeds kMinEffect nats
  // (as attention-cli patch's default); with fewer than kMinPairsToRank such pairs the view says the effects
  // are too small to rank.
  static constexpr double kMinEffect = 0.05;
  static constexpr int kMinPairsToRank = 3;
  // The bundled pair file (resources/patching/pronoun-pairs-en-de.tsv) when found, else empty.
  static QString defaultPairsFile();
  void setPairsFile(const QString& file);
  QString pairsFile() const { return pairs_file_; }
  // The first `limit` pairs (0: all).
  void setPairLimit(int limit) { pair_limit_ = std::max(0, limit); }
  // Starts patching on the worker (stopping a run in progress); cancel() stops it after the current pair.
  void runPatching();
  void showCausal(const CausalHeadsResultPtr& result);
  CausalHeadsResultPtr causalResult() const { return causal_; }
  // Lists one head's share pair by pair (as clicking it in the causal grid does); kind: 0 encoder self,
  // 1 decoder self, 2 cross.
  void selectCausalHead(int kind, int layer, int head);
  CausalHeadGridWidget* causalGrid() const { return causal_grid_; }
  QString causalSummaryText() const;
  QString pairListText() const;
  // The attention-based score of the head the causal grid names, for its tooltip (empty: none measured).
  QString attentionScoreText(int kind, int layer, int head) const;

  HeadGridWidget* encoderGrid() const { return encoder_grid_; }
  HeadGridWidget* crossGrid() const { return cross_grid_; }
  HeadObservationsModel* observations() const { return observations_; }
  QSortFilterProxyModel* observationsProxy() const { return proxy_; }
  QTableView* observationsTable() const { return table_; }
  QProgressBar* progressBar() const { return progress_; }
  QString summaryText() const;
  QString legendText() const;

 signals:
  // `kind` is an AttentionKind (views/attention_math.h): encoder self- or cross-attention.
  void openInAttention(const QString& source, const QString& target, int kind, int layer, int head);

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void buildUi();
  void setGridTitles();
  void maybeAutoRun();
  void clearReport(const QString& message);
  void updateControls();
  void updateSummary();
  void rescore();  // the result counted again with the tie margin, and everything that shows it
  void updateHeadLabel();
  void chooseFile();
  void choosePairsFile();
  void clearCausal(const QString& message);
  QString causalIdleMessage() const;
  QString idleMessage() const;

  QPointer<ModelSession> session_;
  EngineJobs* jobs_ = nullptr;
  QPushButton* load_ = nullptr;
  QLabel* file_label_ = nullptr;
  QSpinBox* limit_ = nullptr;
  QDoubleSpinBox* tie_margin_ = nullptr;
  QPushButton* run_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* summary_ = nullptr;
  HeadGridWidget* encoder_grid_ = nullptr;
  HeadGridWidget* cross_grid_ = nullptr;
  QLabel* legend_ = nullptr;
  QLabel* head_label_ = nullptr;
  QComboBox* filter_ = nullptr;
  HeadObservationsModel* observations_ = nullptr;
  QSortFilterProxyModel* proxy_ = nullptr;
  QTableView* table_ = nullptr;
  QComboBox* causal_kind_ = nullptr;
  QPushButton* load_pairs_ = nullptr;
  QPushButton* patch_ = nullptr;
  QLabel* causal_summary_ = nullptr;
  CausalHeadGridWidget* causal_grid_ = nullptr;
  QLabel* pair_list_ = nullptr;

  QString pairs_file_;
  int pair_limit_ = 0;
  CausalHeadsResultPtr causal_;
  bool awaiting_causal_ = false;  // patching started and has not delivered yet
  // The job EngineJobs runs (the two share one thread and one busy state).
  enum class Job { kHeadFinder, kPatching };
  Job running_job_ = Job::kHeadFinder;
  void startJob(Job job);  // a switch while busy passes through idle, so each job's busy handling runs

  QString file_;
  HeadFinderResultPtr result_;
  std::shared_ptr<const attn::AntecedentReport> scored_;
  std::shared_ptr<const std::vector<attn::AntecedentItem>> items_;
  bool auto_run_ = true;
  bool auto_ran_ = false;         // for the current model: a run starts by itself only once
  bool quick_look_ = false;       // the current run is the export's limited one
  bool awaiting_result_ = false;  // a run started and has not delivered yet
  int encoder_heads_per_layer_ = 0, cross_heads_per_layer_ = 0;
};

}  // namespace studio
