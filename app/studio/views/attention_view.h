// Attention: every layer × head of one sentence pair at once — encoder self-, decoder self- or
// cross-attention — as labelled thumbnails with per-head numbers; one cell (or the mean over a layer's heads)
// opened large with token labels (rows = queries, columns = keys) or drawn as lines between the two token
// columns, heads toggled by colour. A query token (and a key token) can be chosen: every thumbnail then shows
// that query's row, and a layers × heads table ranks the heads by the query → key weight.
//
// Issue 12: "Head roles…" measures what each head does over a set of sentence pairs (attn::head_roles(), on a
// worker thread) and puts the role badges on the thumbnails; two more kinds show attention rollout
// (attn::attention_rollout()) of the encoder and, through cross-attention, of the decoder.
//
// Issue 28: six more kinds show contributions (attn/token_contributions.h): value-weighted attention of the
// three raw kinds (per head), and ALTI of the encoder and ALTI+'s source and target-prefix parts of the
// decoder (one "head" per layer). They need one more traced forward pass, so they are computed off the GUI
// thread the first time a sentence shows them (the grid is empty meanwhile and the note says so).
#pragma once

#include <QList>
#include <QPointer>
#include <QTimer>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "attention/head_roles.h"
#include "attention/word_alignment.h"
#include "core/studio_view.h"
#include "viewmodels/attention_analysis_types.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/inference_types.h"
#include "viewmodels/word_level.h"

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTableWidget;

namespace studio {

class AttentionLinesWidget;
class AttentionThumbnailRenderer;
class HeatmapWidget;
struct RenderedThumbnails;
class EngineJobs;
class SentenceRequests;
class ModelSession;

class AttentionView : public StudioView {
  Q_OBJECT
 public:
  explicit AttentionView(ModelSession* session, QWidget* parent = nullptr);
  ~AttentionView() override;

  QString viewId() const override { return QStringLiteral("attention"); }
  QString viewTitle() const override { return tr("Attention"); }
  // The open cell as a figure (heatmap with labels and colour bar), or the lines.
  QWidget* exportWidget() override;
  // .json: tokens and every layer × head of the shown kind; .csv: every kind, layer, head, query and key
  // as one labelled row each.
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  void setForcedTarget(const QString& target);
  // A raw attention kind (leaves rollout).
  void setKind(AttentionKind kind);
  // Attention rollout as the shown kind: the encoder's R_l (queries and keys: source tokens), or the
  // decoder's source rollout X_l (queries: decoder input, keys: source tokens); one "head" per layer.
  void showRollout(bool decoder);
  bool rolloutShown() const;
  // Value-weighted attention of a raw kind as the shown kind (per head).
  void showValueWeighted(AttentionKind kind);
  // ALTI as the shown kind: 0 the encoder's, 1 ALTI+'s source contributions to the decoder (laid out as
  // cross-attention), 2 its target-prefix contributions (laid out as decoder self-attention). A decoder
  // row's parts 1 and 2 sum to 1 together.
  void showAlti(int part);
  bool contributionsShown() const;
  // Being computed for the shown sentence (contributionsReady() when done or failed).
  bool contributionsPending() const;
  // The shown sentence's contributions at token level, null until computed.
  const attn::AttentionMaps* valueWeighted() const;
  const attn::AttentionMaps* alti() const;
  // The rollout of the shown sentence (token level), as attn::attention_rollout() returns it.
  const attn::AttentionMaps* rollout() const;
  void setLinesMode(bool lines);
  // Subword tokens (false) or the words typed (true): pieces merged as views/word_level.h says.
  void setWordsMode(bool words);
  bool wordsMode() const;
  // Opens one cell large (head -1: mean over heads).
  void selectCell(int layer, int head);
  int selectedLayer() const { return selected_layer_; }
  int selectedHead() const { return selected_head_; }
  // Picks a query row (and a key column) by index, -1 for none: the grid shows that row everywhere and the
  // ranking table lists every head's query → key weight, largest first.
  void selectQuery(int query);
  void selectKey(int key);
  int selectedQuery() const;
  int selectedKey() const;

  QLineEdit* sourceEdit() const { return source_; }
  QLabel* statusLabel() const { return status_; }
  int gridLayers() const { return layers_; }
  int gridHeads() const { return heads_; }
  HeatmapWidget* thumbnail(int layer, int head) const;
  HeatmapWidget* detailMap() const { return detail_; }
  AttentionLinesWidget* linesWidget() const { return lines_; }
  QTableWidget* rankingTable() const { return ranking_; }
  InferenceResultPtr result() const { return result_; }
  // Shows a finished inspection (what the worker delivers; tests feed large synthetic ones).
  void showResult(const InferenceResultPtr& result);
  // The grid's thumbnails are being rendered on the worker (isBusy() says so too); thumbnailsRendered()
  // when every thumbnail shows the current data.
  bool thumbnailsRendering() const;

  // Head roles over source/reference pairs (forced decoding of the references) with the session's model,
  // on a worker thread with progress and cancel; headRolesFinished() when done, failed or cancelled.
  void computeHeadRoles(std::vector<std::string> sources, std::vector<std::string> references);
  // The first 100 pairs of the bundled dev set (../shared/data/general/tatoeba.dev.{en,de}.gz).
  void computeHeadRolesOnDefaultSet();
  void cancelHeadRoles();
  bool isHeadRolesRunning() const;
  const attn::HeadRoles* headRoles() const { return roles_.get(); }
  // The badge line under a thumbnail (its tooltip gives the numbers).
  QLabel* badgeLabel(int layer, int head) const;
  // The numbers under a thumbnail (entropy, max, offset; a cross-attention head's AER once computed).
  QLabel* statsLabel(int layer, int head) const;
  QPushButton* headRolesButton() const { return roles_button_; }
  static QString badgeShortName(attn::RoleBadge badge);  // "pos−1", "pos+1", "rare", "delim", "conf"
  // One line per badge: its short name and role_badge_definition().
  static QString badgeDefinitions(const attn::RoleThresholds& thresholds);

  // Alignment error rate of every cross-attention head alone (forced decoding of the targets, argmax per
  // target word) against gold Pharaoh links, one line per pair; each cross-attention thumbnail then shows
  // its head's AER. alignmentFinished() when done, failed or cancelled.
  void computeAlignmentGrid(std::vector<std::string> sources, std::vector<std::string> targets,
                            std::vector<attn::GoldAlignment> gold);
  const attn::AlignmentReport* alignmentReport() const { return alignment_.get(); }

 signals:
  void headRolesFinished();
  void alignmentFinished();
  void thumbnailsRendered();
  void contributionsReady();

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void buildUi();
  void request(bool debounce);
  void rebuildGrid();
  void updateDetail();
  void updateHeadToggles();
  static QString headToggleToolTip(int head);  // from 0
  static QString rolesButtonToolTip();
  void updateWordLevel();
  void updateCellChoices();
  void updateTokenChoices();
  void updateShiftNote();   // how the rows of the shown kind are named
  void updateQueryFocus();  // the thumbnails' focus row and titles, the open cell's row
  void updateRanking();     // the table of heads by the query → key weight
  void updateInputHints();
  void onSharedSentence(const QString& text);
  void onShownTranslation();                          // Translate shows another translation of this sentence
  const attn::AttentionMaps& shownAttention() const;  // the shown kind's maps (raw or rollout), maybe words
  const attn::AttentionMaps& baseAttention() const;   // the inspection's maps, or merged to words
  void updateBadges();
  // Renders every thumbnail's image (and, with `with_stats`, its numbers) on the worker for what the grid
  // shows now; a newer call supersedes an older one.
  void requestThumbnails(bool with_stats);
  // Sends the request (what the timer does after the event that changed the grid).
  void startThumbnailRender();
  // Sends a request made in this event now rather than after it, so that the workers render while the GUI
  // thread paints what else changed.
  void startRequestedThumbnails();
  void onThumbnailsRendered(const std::shared_ptr<const RenderedThumbnails>& thumbnails);
  void updateStatsLabels();
  void fitStatsLabels();
  bool aerShown() const;  // the thumbnails' numbers include each cross-attention head's AER
  static QString aerText(double aer);
  std::shared_ptr<const attn::AttentionMaps> sharedShownAttention() const;
  void onHeadRolesDone(const RolesOutcome& out);
  void onAlignmentDone(const AlignmentOutcome& out);
  void onBusyChanged();
  void chooseAlignmentFiles();
  AttentionKind kind() const;
  bool derivedShown() const;  // rollout or contributions: maps derived from the heads, not the heads
  const attn::AttentionMaps* shownContributions() const;  // token level; null unless shown and computed
  void requestContributions();
  void onContributionsDone(ContributionsOutcome out);
  QStringList queryTokens(AttentionKind kind) const;
  QStringList keyTokens(AttentionKind kind) const;
  QStringList queryTokens() const { return queryTokens(kind()); }
  QStringList keyTokens() const { return keyTokens(kind()); }
  QString kindName() const;

  QPointer<ModelSession> session_;
  EngineJobs* jobs_ = nullptr;
  SentenceRequests* sentences_ = nullptr;  // through jobs_, asked again of a new model
  void requestTranslation(const InferenceRequest& request, bool debounce);
  QLineEdit* source_ = nullptr;
  QLineEdit* target_ = nullptr;
  QComboBox* kind_ = nullptr;
  QComboBox* mode_ = nullptr;
  QComboBox* unit_ = nullptr;
  QComboBox* layer_choice_ = nullptr;
  QComboBox* head_choice_ = nullptr;
  QComboBox* query_choice_ = nullptr;
  QComboBox* key_choice_ = nullptr;
  QTableWidget* ranking_ = nullptr;
  WordLevelInspection words_;
  bool words_valid_ = false;
  bool sentence_stale_ = false;  // the shared sentence changed while the view was hidden
  QLabel* status_ = nullptr;
  QLabel* shift_note_ = nullptr;
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
  std::vector<QLabel*> title_labels_;
  std::vector<QLabel*> badge_labels_;
  AttentionThumbnailRenderer* thumbnail_renderer_ = nullptr;
  std::vector<HeadStats> thumbnail_stats_;  // layer-major, from the newest render with numbers
  bool thumbnail_stats_pending_ = false;    // the numbers must come with the next render
  QTimer thumbnail_timer_;
  mutable std::optional<attn::AttentionMaps> rollout_, rollout_words_;  // lazily, per result and unit

  EngineJobs* contributions_jobs_ = nullptr;  // of the sentence shown
  InferenceResultPtr contributions_asked_for_;
  InferenceResultPtr contributions_result_;  // the result the maps below belong to
  std::shared_ptr<const attn::AttentionMaps> value_weighted_, alti_;
  QString contributions_error_;
  mutable std::optional<attn::AttentionMaps> value_weighted_words_, alti_words_;

  QPushButton* roles_button_ = nullptr;
  QPushButton* roles_cancel_ = nullptr;
  QLabel* roles_status_ = nullptr;
  QLabel* roles_help_ = nullptr;
  // Head roles and alignment over a set: one at a time, sharing the status line and the Cancel button.
  EngineJobs* set_jobs_ = nullptr;
  bool measuring_roles_ = false;  // which of the two set_jobs_ runs
  std::shared_ptr<const attn::HeadRoles> roles_;
  QPushButton* aer_button_ = nullptr;
  std::shared_ptr<const attn::AlignmentReport> alignment_;
  int layers_ = 0, heads_ = 0;
  int selected_layer_ = 0, selected_head_ = 0;
};

}  // namespace studio
