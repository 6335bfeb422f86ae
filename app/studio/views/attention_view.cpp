#include "views/attention_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>

#include "attention/attention_rollout.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/token_contributions.h"
#include "attention/translator.h"
#include "core/atomic_write.h"
#include "core/model_session.h"
#include "core/retranslated_text.h"
#include "core/toy_sentence.h"
#include "jobs/attention_analysis_jobs.h"
#include "jobs/engine_jobs.h"
#include "jobs/sentence_requests.h"
#include "viewmodels/attention_export.h"
#include "widgets/attention_lines_widget.h"
#include "widgets/heatmap_widget.h"
#include "widgets/plain_tooltip.h"
#include "workers/attention_thumbnail_renderer.h"

namespace studio {

namespace {

constexpr int kThumbSize = 88;

QString statsText(const HeadStats& s) {
  return AttentionView::tr("H %1 · max %2\nΔ %3")
      .arg(s.entropy, 0, 'f', 2)
      .arg(s.max_weight, 0, 'f', 2)
      .arg(s.mean_offset, 0, 'f', 1);
}

// The kind chooser: the three raw kinds, the two rollouts, value-weighted attention of the three raw kinds,
// then ALTI of the encoder and ALTI+'s source and target-prefix parts.
constexpr int kRolloutEncoderIndex = 3, kRolloutDecoderIndex = 4, kValueWeightedIndex = 5, kAltiIndex = 8;
const char* kValueWeightedIds[] = {"value_weighted_encoder_self", "value_weighted_decoder_self",
                                   "value_weighted_cross"};
const char* kAltiIds[] = {"alti_encoder", "alti_decoder_source", "alti_decoder_target"};
constexpr int kDefaultRolePairs = 100;

QString sharedDevFile(const char* name) {
  // The source tree's resources/models is known at build time; the shared data folder lies beside the tree.
  const QString path =
      QDir::cleanPath(QStringLiteral(ATTN_SOURCE_MODELS_DIR) +
                      QStringLiteral("/../../../shared/data/general/") + QLatin1String(name));
  return QFileInfo::exists(path) ? path : QString();
}

QString share(const std::optional<double>& v) {
  return v ? QString::number(*v, 'f', 2) : AttentionView::tr("n/a");
}

// One combo-box item per token: "3 · ▁it", the index as data.
void fillTokenChoice(QComboBox* box, const QStringList& tokens, const QString& none) {
  const int old = box->currentData().toInt();
  const QString old_token = box->currentData(Qt::UserRole + 1).toString();
  const QSignalBlocker block(box);
  box->clear();
  box->addItem(none, -1);
  for (int i = 0; i < tokens.size(); ++i) {
    box->addItem(QStringLiteral("%1 · %2").arg(i + 1).arg(tokens[i]), i);
    box->setItemData(i + 1, tokens[i], Qt::UserRole + 1);
  }
  // Keep the choice when the token is still there (typing, another kind or unit).
  int keep = -1;
  if (old >= 0 && old < tokens.size() && tokens[old] == old_token)
    keep = old;
  else if (!old_token.isEmpty())
    keep = int(tokens.indexOf(old_token));
  box->setCurrentIndex(keep + 1);
}

}  // namespace

AttentionView::AttentionView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  jobs_ = new EngineJobs(session, this);
  sentences_ = new SentenceRequests(
      jobs_, [this](InferenceResultPtr result) { showResult(result); }, this);
  contributions_jobs_ = new EngineJobs(session, this);
  set_jobs_ = new EngineJobs(session, this);
  thumbnail_renderer_ = new AttentionThumbnailRenderer(this);
  connect(thumbnail_renderer_, &AttentionThumbnailRenderer::rendered, this,
          &AttentionView::onThumbnailsRendered);
  // Changes in one event (a new result sets values, focus and mask in turn) become one render.
  thumbnail_timer_.setSingleShot(true);
  thumbnail_timer_.setInterval(0);
  connect(&thumbnail_timer_, &QTimer::timeout, this, &AttentionView::startThumbnailRender);
  buildUi();
  connect(jobs_, &EngineJobs::busyChanged, this, [this](bool busy) {
    if (busy) status_->setText(tr("Running the model…"));
    onBusyChanged();
  });
  connect(contributions_jobs_, &EngineJobs::busyChanged, this, &AttentionView::onBusyChanged);
  connect(set_jobs_, &EngineJobs::busyChanged, this, &AttentionView::onBusyChanged);
  connect(set_jobs_, &EngineJobs::progress, this, [this](int done, int total) {
    if (measuring_roles_)
      roles_status_->setText(tr("Measuring head roles: %1 / %2 sentence pairs…").arg(done).arg(total));
  });
  connect(set_jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    roles_button_->setEnabled(true);
    aer_button_->setEnabled(true);
    roles_cancel_->setEnabled(false);
    roles_status_->setText(message);
    emit errorOccurred(message);
  });
  // A model switch drops a set analysis of the old model: the buttons are free again.
  connect(set_jobs_, &EngineJobs::modelChanged, this, [this] {
    roles_button_->setEnabled(true);
    aer_button_->setEnabled(true);
    roles_cancel_->setEnabled(false);
  });
  connect(jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    status_->setText(message);
    emit errorOccurred(message);
  });
  if (session_) {
    connect(session_, &ModelSession::sentenceChanged, this, &AttentionView::onSharedSentence);
    connect(session_, &ModelSession::modelChanged, this, &AttentionView::updateInputHints);
    connect(session_, &ModelSession::shownTranslationChanged, this, &AttentionView::onShownTranslation);
    if (!session_->sentence().isEmpty()) onSharedSentence(session_->sentence());
  }
  updateInputHints();
}

void AttentionView::buildUi() {
  source_ = new QLineEdit;
  target_ = new QLineEdit;
  kind_ = new QComboBox;
  kind_->addItem(tr("Encoder self-attention"));
  kind_->addItem(tr("Decoder self-attention (masked)"));
  kind_->addItem(tr("Encoder–decoder (cross) attention"));
  kind_->addItem(tr("Rollout (encoder)"));
  kind_->addItem(tr("Rollout (decoder, through cross-attention)"));
  kind_->addItem(tr("Value-weighted encoder self-attention"));
  kind_->addItem(tr("Value-weighted decoder self-attention"));
  kind_->addItem(tr("Value-weighted cross-attention"));
  kind_->addItem(tr("ALTI (encoder)"));
  kind_->addItem(tr("ALTI+ (decoder, source contributions)"));
  kind_->addItem(tr("ALTI+ (decoder, target-prefix contributions)"));
  kind_->setToolTip(
      tr("The three uses of multi-head attention in the Transformer (section 3.2.3), and attention rollout "
         "(Abnar & Zuidema 2020): the product over layers of 0.5·A + 0.5·I, with A the layer's attention "
         "averaged over heads. Rollout's layer l shows how much of each source token has reached each "
         "position after layer l; the decoder's is read through cross-attention and the encoder's rollout.") +
      QStringLiteral("\n") +
      tr("Value-weighted attention (Kobayashi et al. 2020): each weight times the length of the value vector "
         "it moves, through the head's part of W^O, rows scaled to sum to 1.\n"
         "ALTI and ALTI+ (Ferrando et al. 2022): how much each token contributes to each position through "
         "the values, the residual connection and the layer norm, over all layers up to l. A decoder "
         "position's source and target-prefix contributions sum to 1 together."));
  mode_ = new QComboBox;
  mode_->addItem(tr("Heatmap"));
  mode_->addItem(tr("Lines"));
  mode_->setToolTip(
      tr("Show the selected layer as a heatmap of one head, or as lines between the token "
         "columns with every head in its own colour."));
  unit_ = new QComboBox;
  unit_->addItem(tr("Tokens"));
  unit_->addItem(tr("Words"));
  unit_->setToolTip(wordMergeLegend());
  query_choice_ = new QComboBox;
  query_choice_->setToolTip(
      tr("A query token: every thumbnail shows that token's row (what it attends to) and the other rows "
         "fade. With a key token too, the table ranks every head by the query → key weight."));
  key_choice_ = new QComboBox;
  key_choice_->setToolTip(
      tr("A key token: each thumbnail's title gives the chosen query's weight to it, and the table lists "
         "every head by that weight, largest first."));
  status_ = new QLabel(tr("Type a sentence to see every layer and head."));
  status_->setWordWrap(true);

  auto* inputs = new QGridLayout;
  auto* sentence_label = new QLabel(tr("&Sentence:"));
  sentence_label->setBuddy(source_);
  inputs->addWidget(sentence_label, 0, 0);
  inputs->addWidget(source_, 0, 1, 1, 4);
  inputs->addWidget(new QLabel(tr("Target:")), 1, 0);
  inputs->addWidget(target_, 1, 1, 1, 4);
  inputs->addWidget(new QLabel(tr("Attention:")), 2, 0);
  inputs->addWidget(kind_, 2, 1);
  inputs->addWidget(new QLabel(tr("Show as:")), 2, 2, Qt::AlignRight);
  inputs->addWidget(mode_, 2, 3);
  inputs->addWidget(unit_, 2, 4);
  auto* query_label = new QLabel(tr("&Query token:"));
  query_label->setBuddy(query_choice_);
  auto* key_label = new QLabel(tr("&Key token:"));
  key_label->setBuddy(key_choice_);
  inputs->addWidget(query_label, 3, 0);
  inputs->addWidget(query_choice_, 3, 1);
  inputs->addWidget(key_label, 3, 2, Qt::AlignRight);
  inputs->addWidget(key_choice_, 3, 3, 1, 2);
  inputs->setColumnStretch(1, 1);

  roles_button_ = new QPushButton(tr("Head roles…"));
  roles_button_->setToolTip(rolesButtonToolTip());
  roles_cancel_ = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Cancel"));
  roles_cancel_->setToolTip(tr("Stop measuring the head roles."));
  roles_cancel_->setEnabled(false);
  roles_status_ = new QLabel;
  roles_status_->setWordWrap(true);
  roles_help_ = new QLabel(QStringLiteral("<a href=\"#roles\">?</a>"));
  roles_help_->setTextFormat(Qt::RichText);
  roles_help_->setToolTip(plainToolTip(badgeDefinitions({})));
  aer_button_ = new QPushButton(tr("AER grid…"));
  aer_button_->setToolTip(
      tr("Choose a source file, its target file and gold word alignments (Pharaoh “i-j”, one line per "
         "pair): every cross-attention thumbnail then shows its head's alignment error rate (lower is "
         "better)."));
  auto* roles_row = new QHBoxLayout;
  roles_row->addWidget(roles_button_);
  roles_row->addWidget(aer_button_);
  roles_row->addWidget(roles_cancel_);
  roles_row->addWidget(roles_status_, 1);
  roles_row->addWidget(roles_help_);

  // Left: the layer × head grid in a scroll area (6 × 16 heads fit by scrolling, each thumbnail cached),
  // and below it the heads ranked for the chosen query (→ key).
  grid_host_ = new QWidget;
  grid_ = new QGridLayout(grid_host_);
  grid_->setSpacing(6);
  scroll_ = new QScrollArea;
  scroll_->setWidget(grid_host_);
  scroll_->setWidgetResizable(true);
  scroll_->setMinimumWidth(3 * (kThumbSize + 16));
  ranking_ = new QTableWidget(0, 4);
  ranking_->setHorizontalHeaderLabels({tr("Layer"), tr("Head"), tr("Key"), tr("Weight")});
  ranking_->verticalHeader()->hide();
  ranking_->verticalHeader()->setDefaultSectionSize(ranking_->fontMetrics().height() + 6);
  ranking_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  ranking_->horizontalHeader()->setStretchLastSection(true);
  ranking_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  ranking_->setSelectionBehavior(QAbstractItemView::SelectRows);
  ranking_->setSelectionMode(QAbstractItemView::SingleSelection);
  ranking_->setSortingEnabled(true);
  ranking_->setToolTip(
      tr("Every head's weight from the chosen query token (to the chosen key token, or to the key it "
         "attends to most). Click a column to sort; click a row to open that head."));
  ranking_->hide();
  // A layout, not a splitter: a splitter gives a widget shown later no room.
  auto* left = new QWidget;
  auto* left_layout = new QVBoxLayout(left);
  left_layout->setContentsMargins(0, 0, 0, 0);
  left_layout->addWidget(scroll_, 3);
  left_layout->addWidget(ranking_, 2);

  // Right: the selected cell, large.
  layer_choice_ = new QComboBox;
  layer_choice_->setToolTip(tr("The layer whose head is shown large."));
  head_choice_ = new QComboBox;
  head_choice_->setObjectName(QStringLiteral("attentionHeadChoice"));
  head_choice_->setToolTip(tr("One head, or the mean over the layer's heads."));
  auto* cell_row = new QHBoxLayout;
  auto* layer_label = new QLabel(tr("&Layer:"));
  layer_label->setBuddy(layer_choice_);
  auto* head_label = new QLabel(tr("&Head:"));
  head_label->setBuddy(head_choice_);
  cell_row->addWidget(layer_label);
  cell_row->addWidget(layer_choice_);
  cell_row->addWidget(head_label);
  cell_row->addWidget(head_choice_);
  cell_row->addStretch(1);
  detail_ = new HeatmapWidget;
  detail_->setValueName(tr("attention weight"));
  detail_->setToolTip(tr("Arrow keys move a cursor over the cells; the line below reads its weight."));
  lines_ = new AttentionLinesWidget;
  detail_stack_ = new QStackedWidget;
  detail_stack_->addWidget(detail_);
  detail_stack_->addWidget(lines_);
  head_toggles_ = new QWidget;
  new QHBoxLayout(head_toggles_);
  head_toggles_->hide();
  hover_ = new QLabel(tr("Hover a cell (or use the arrow keys) to read its weight."));
  hover_->setWordWrap(true);
  hover_->setTextFormat(Qt::PlainText);  // tokens such as <s>
  detail_stats_ = new QLabel;
  detail_stats_->setWordWrap(true);
  detail_stats_->setToolTip(
      tr("H: mean entropy of each query's attention (nats; low = focused). max: mean of "
         "each query's largest weight. Δ: mean attended key position minus query "
         "position (negative = looks back)."));
  shift_note_ = new QLabel;
  shift_note_->setTextFormat(Qt::PlainText);
  shift_note_->setWordWrap(true);
  shift_note_->setForegroundRole(QPalette::PlaceholderText);
  auto* right = new QWidget;
  auto* right_layout = new QVBoxLayout(right);
  right_layout->setContentsMargins(0, 0, 0, 0);
  right_layout->addLayout(cell_row);
  right_layout->addWidget(detail_stats_);
  right_layout->addWidget(shift_note_);
  right_layout->addWidget(head_toggles_);
  right_layout->addWidget(detail_stack_, 1);
  right_layout->addWidget(hover_);

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->addWidget(left);
  splitter->addWidget(right);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 3);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(inputs);
  layout->addLayout(roles_row);
  layout->addWidget(status_);
  layout->addWidget(splitter, 1);

  connect(source_, &QLineEdit::textChanged, this, [this](const QString& text) {
    if (session_) session_->setSentence(text);
    request(true);
  });
  connect(target_, &QLineEdit::textChanged, this, [this] { request(true); });
  connect(roles_button_, &QPushButton::clicked, this, &AttentionView::computeHeadRolesOnDefaultSet);
  connect(aer_button_, &QPushButton::clicked, this, &AttentionView::chooseAlignmentFiles);
  connect(roles_cancel_, &QPushButton::clicked, this, &AttentionView::cancelHeadRoles);
  connect(roles_help_, &QLabel::linkActivated, this, [this] {
    QToolTip::showText(roles_help_->mapToGlobal(roles_help_->rect().bottomLeft()), roles_help_->toolTip(),
                       roles_help_);
  });
  connect(kind_, &QComboBox::currentIndexChanged, this, [this] {
    selected_layer_ = 0;
    selected_head_ = 0;
    rebuildGrid();
  });
  connect(unit_, &QComboBox::currentIndexChanged, this, [this] {
    updateWordLevel();
    rebuildGrid();
  });
  connect(mode_, &QComboBox::currentIndexChanged, this, [this](int index) {
    detail_stack_->setCurrentIndex(index);
    head_toggles_->setVisible(index == 1);
    updateDetail();
  });
  connect(layer_choice_, &QComboBox::activated, this,
          [this] { selectCell(layer_choice_->currentData().toInt(), selected_head_); });
  connect(head_choice_, &QComboBox::activated, this,
          [this] { selectCell(selected_layer_, head_choice_->currentData().toInt()); });
  for (QComboBox* choice : {query_choice_, key_choice_})
    connect(choice, &QComboBox::currentIndexChanged, this, [this] {
      updateQueryFocus();
      startRequestedThumbnails();  // before the table: the workers render meanwhile
      updateRanking();
    });
  connect(ranking_, &QTableWidget::cellClicked, this, [this](int row, int) {
    const int layer = ranking_->item(row, 0)->data(Qt::DisplayRole).toInt() - 1;
    const int head = ranking_->item(row, 1)->data(Qt::DisplayRole).toInt() - 1;
    selectCell(layer, head);
    if (HeatmapWidget* thumb = thumbnail(layer, head)) scroll_->ensureWidgetVisible(thumb);
  });
  connect(detail_, &HeatmapWidget::cellHovered, this, [this](int row, int col, float value) {
    if (row < 0 || col < 0)
      return hover_->setText(tr("Hover a cell (or use the arrow keys) to read its weight."));
    QString text = tr("query %1 “%2” → key %3 “%4”: %5")
                       .arg(row + 1)
                       .arg(queryTokens().value(row))
                       .arg(col + 1)
                       .arg(keyTokens().value(col))
                       .arg(double(value), 0, 'f', 3);
    if (detail_->isMasked(row, col)) text += tr(" (masked: a query cannot attend to later positions)");
    hover_->setText(text);
  });
}

void AttentionView::updateInputHints() {
  const auto model = session_ ? session_->model() : nullptr;
  const int symbols = model ? toyAlphabetSize(*model) : 0;
  if (symbols > 0) {
    const QString hint = toySyntaxHint(symbols);
    source_->setPlaceholderText(tr("Toy-task input: %1").arg(hint));
    source_->setToolTip(plainToolTip(
        tr("This model was trained on a toy task: it reads only its symbols, written s0, s1, … and "
           "separated by spaces (%1). Other words become <unk>.")
            .arg(hint)));
    target_->setPlaceholderText(
        tr("Optional target in the same symbols: leave empty for the model's own output"));
    // A text target means nothing to a toy model.
    if (!target_->text().isEmpty() && !isToySentence(target_->text())) setForcedTarget(QString());
  } else {
    source_->setPlaceholderText(tr("Source sentence (English)…"));
    source_->setToolTip(
        tr("The encoder's input. Its pieces are the keys of encoder self-attention and of "
           "encoder-decoder attention. The Translate view shares it."));
    target_->setPlaceholderText(tr("Optional target: leave empty to inspect the model's own translation"));
  }
  target_->setToolTip(
      tr("Forced decoding: the decoder reads this target (teacher forcing) and you see how it "
         "attends while predicting each next piece."));
}

void AttentionView::onSharedSentence(const QString& text) {
  if (text == source_->text()) return;
  {
    const QSignalBlocker block(source_);
    source_->setText(text);
  }
  // Hidden views catch up when shown, so typing in one view does not run the model twice.
  if (isVisible())
    request(true);
  else
    sentence_stale_ = true;
}

void AttentionView::onShownTranslation() {
  const ModelSession::ShownTranslation& shown = session_->shownTranslation();
  if (!target_->text().trimmed().isEmpty() || shown.source != source_->text().trimmed()) return;
  if (result_ && result_->request.forced_target == shown.target &&
      result_->request.forced_target_ids == shown.ids)
    return;  // already shown
  if (isVisible())
    request(true);
  else
    sentence_stale_ = true;
}

void AttentionView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  if (sentence_stale_) {
    sentence_stale_ = false;
    request(false);
  }
}

void AttentionView::request(bool debounce) {
  InferenceRequest r;
  r.source = source_->text();
  r.forced_target = target_->text();
  // With no target typed, the translation Translate shows for this sentence (beam search, a chosen
  // hypothesis): the user compares the two views, so they must show the same translation.
  const ModelSession::ShownTranslation* shown = session_ ? &session_->shownTranslation() : nullptr;
  if (r.forced_target.trimmed().isEmpty() && shown && !shown->target.isEmpty() &&
      shown->source == r.source.trimmed()) {
    r.forced_target = shown->target;
    r.forced_target_ids = shown->ids;
    r.target_origin = shown->how;
  }
  if (debounce)
    requestTranslation(r, true);
  else
    requestTranslation(r, false);
}

void AttentionView::setInputText(const QString& text) {
  {
    const QSignalBlocker block(source_);
    source_->setText(text);
  }
  sentence_stale_ = false;
  if (session_) session_->setSentence(text);
  request(false);
}

void AttentionView::setForcedTarget(const QString& target) {
  const QSignalBlocker block(target_);
  target_->setText(target);
  request(false);
}

bool AttentionView::isBusy() const {
  return jobs_->isBusy() || isHeadRolesRunning() || thumbnailsRendering() || contributionsPending();
}

bool AttentionView::thumbnailsRendering() const {
  return thumbnail_timer_.isActive() || thumbnail_renderer_->isRendering();
}

std::shared_ptr<const attn::AttentionMaps> AttentionView::sharedShownAttention() const {
  if (!result_ || !result_->has_inspection) return nullptr;
  // The inspection's own maps are shared without a copy; words and rollout are derived here and copied, as
  // the view replaces them while the worker may still read them.
  if (!words_valid_ && !derivedShown())
    return std::shared_ptr<const attn::AttentionMaps>(result_, &result_->inspection.attention);
  return std::make_shared<const attn::AttentionMaps>(shownAttention());
}

void AttentionView::requestThumbnails(bool with_stats) {
  thumbnail_stats_pending_ = thumbnail_stats_pending_ || with_stats;
  if (layers_ == 0 || heads_ == 0) {
    thumbnail_timer_.stop();
    thumbnail_renderer_->cancel();
    return;
  }
  thumbnail_timer_.start();
}

void AttentionView::startRequestedThumbnails() {
  if (thumbnail_timer_.isActive()) startThumbnailRender();
}

void AttentionView::startThumbnailRender() {
  thumbnail_timer_.stop();
  ThumbnailRenderRequest r;
  r.maps = sharedShownAttention();
  r.kind = kind();
  if (!thumbs_.empty()) {
    r.coloring = thumbs_.front()->coloring();
    r.picture_size = thumbs_.front()->pictureSize();
    r.device_pixel_ratio = thumbs_.front()->devicePixelRatio();
  }
  r.with_stats = thumbnail_stats_pending_;
  thumbnail_renderer_->render(std::move(r));
}

void AttentionView::onThumbnailsRendered(const std::shared_ptr<const RenderedThumbnails>& thumbnails) {
  // The model's result usually ends (busyChanged(false)) while its thumbnails still render, when the view
  // is still busy; say when it no longer is, or the window shows "Working…" until the next job.
  const auto report_idle = qScopeGuard([this] {
    if (!isBusy()) emit busyChanged(false);
  });
  if (thumbnails->layers != layers_ || thumbnails->heads != heads_) return;
  for (std::size_t i = 0; i < thumbs_.size(); ++i)
    thumbs_[i]->adoptImage(thumbnails->images[i], thumbnails->coloring,
                           thumbnails->pictures.empty() ? QImage() : thumbnails->pictures[i]);
  if (thumbnails->with_stats) {
    thumbnail_stats_pending_ = false;
    thumbnail_stats_ = thumbnails->stats;
    updateStatsLabels();
  }
  emit thumbnailsRendered();
}

bool AttentionView::aerShown() const {
  return alignment_ && kind() == AttentionKind::kCross && !derivedShown() && alignment_->layers == layers_ &&
         alignment_->heads == heads_;
}

QString AttentionView::aerText(double aer) { return tr("\nAER %1").arg(aer, 0, 'f', 2); }

void AttentionView::fitStatsLabels() {
  if (stats_labels_.empty()) return;
  // Every label keeps the size of the widest numbers, so that new numbers only repaint the labels instead of
  // laying out the whole grid again.
  const QString widest = statsText({8.88, 8.88, -888.8}) + (aerShown() ? aerText(0.88) : QString());
  const QLabel* label = stats_labels_.front();
  const QSize size =
      QFontMetrics(label->font()).boundingRect(0, 0, 2000, 2000, Qt::AlignCenter, widest).size();
  for (QLabel* l : stats_labels_) l->setFixedSize(size.grownBy(l->contentsMargins()));
}

void AttentionView::updateStatsLabels() {
  const bool aer = aerShown();
  fitStatsLabels();
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      const std::size_t i = std::size_t(l) * heads_ + h;
      if (i >= thumbnail_stats_.size()) return;
      QString stats = statsText(thumbnail_stats_[i]);
      if (aer) stats += aerText(alignment_->grid[std::size_t(l)][std::size_t(h)].aer());
      stats_labels_[i]->setText(stats);
    }
}

void AttentionView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The thumbnails' images hold palette colours (masked cells, faded rows).
  if (event->type() == QEvent::PaletteChange) requestThumbnails(false);
  if (event->type() == QEvent::LanguageChange && head_choice_) {
    // Texts built with arg() from the view's state, in the new language.
    roles_button_->setToolTip(rolesButtonToolTip());
    for (int h = 0; h < head_boxes_.size(); ++h) head_boxes_[h]->setToolTip(headToggleToolTip(h));
    updateInputHints();
    {
      const QSignalBlocker block(head_choice_);
      head_choice_->clear();  // "head %1" items: rebuilt below
    }
    updateCellChoices();
    updateShiftNote();
    updateStatsLabels();
    updateDetail();
    updateBadges();
  }
}

void AttentionView::setKind(AttentionKind kind) { kind_->setCurrentIndex(int(kind)); }

void AttentionView::showRollout(bool decoder) {
  kind_->setCurrentIndex(decoder ? kRolloutDecoderIndex : kRolloutEncoderIndex);
}

bool AttentionView::rolloutShown() const {
  return kind_->currentIndex() == kRolloutEncoderIndex || kind_->currentIndex() == kRolloutDecoderIndex;
}

void AttentionView::showValueWeighted(AttentionKind kind) {
  kind_->setCurrentIndex(kValueWeightedIndex + int(kind));
}

void AttentionView::showAlti(int part) { kind_->setCurrentIndex(kAltiIndex + std::clamp(part, 0, 2)); }

bool AttentionView::contributionsShown() const { return kind_->currentIndex() >= kValueWeightedIndex; }

bool AttentionView::derivedShown() const { return kind_->currentIndex() >= kRolloutEncoderIndex; }

// The encoder's rollout is laid out as encoder self-attention, the decoder's source rollout as
// cross-attention; ALTI+'s source part as cross-attention and its target-prefix part as decoder
// self-attention.
AttentionKind AttentionView::kind() const {
  switch (kind_->currentIndex()) {
    case kRolloutEncoderIndex:
    case kAltiIndex:
      return AttentionKind::kEncoderSelf;
    case kRolloutDecoderIndex:
    case kAltiIndex + 1:
      return AttentionKind::kCross;
    case kAltiIndex + 2:
      return AttentionKind::kDecoderSelf;
    default:
      if (kind_->currentIndex() >= kValueWeightedIndex)
        return AttentionKind(kind_->currentIndex() - kValueWeightedIndex);
      return AttentionKind(std::max(kind_->currentIndex(), 0));
  }
}

const attn::AttentionMaps* AttentionView::valueWeighted() const {
  return result_ && contributions_result_ == result_ ? value_weighted_.get() : nullptr;
}

const attn::AttentionMaps* AttentionView::alti() const {
  return result_ && contributions_result_ == result_ ? alti_.get() : nullptr;
}

const attn::AttentionMaps* AttentionView::shownContributions() const {
  if (!contributionsShown()) return nullptr;
  return kind_->currentIndex() >= kAltiIndex ? alti() : valueWeighted();
}

void AttentionView::requestContributions() {
  if (!contributionsShown() || !result_ || !result_->has_inspection || contributions_result_ == result_)
    return;
  const auto model = session_ ? session_->model() : nullptr;
  if (!model) {
    contributions_error_ = tr("Load a model first.");
    return;
  }
  if (contributionsPending() && contributions_asked_for_ == result_) return;  // on its way
  contributions_asked_for_ = result_;
  contributions_jobs_->run<ContributionsOutcome>(
      [result = result_](JobContext& job) { return traceContributions(job, result); },
      [this](ContributionsOutcome out) { onContributionsDone(std::move(out)); });
  updateShiftNote();
}

bool AttentionView::contributionsPending() const { return contributions_jobs_->isBusy(); }

bool AttentionView::isHeadRolesRunning() const { return set_jobs_->isBusy(); }

void AttentionView::onBusyChanged() { emit busyChanged(isBusy()); }

void AttentionView::onContributionsDone(ContributionsOutcome out) {
  contributions_result_ = out.result;
  value_weighted_ = std::move(out.value_weighted);
  alti_ = std::move(out.alti);
  contributions_error_ = out.error;
  value_weighted_words_.reset();
  alti_words_.reset();
  if (!out.error.isEmpty()) emit errorOccurred(tr("Contributions: %1").arg(out.error));
  if (contributions_result_ == result_) rebuildGrid();
  updateShiftNote();
  emit contributionsReady();
}

const attn::AttentionMaps* AttentionView::rollout() const {
  if (!result_ || !result_->has_inspection) return nullptr;
  if (!rollout_) rollout_ = attn::attention_rollout(result_->inspection.attention);
  return &*rollout_;
}

void AttentionView::setLinesMode(bool lines) { mode_->setCurrentIndex(lines ? 1 : 0); }

QWidget* AttentionView::exportWidget() { return detail_stack_->currentWidget(); }

HeatmapWidget* AttentionView::thumbnail(int layer, int head) const {
  if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return nullptr;
  return thumbs_[std::size_t(layer) * heads_ + head];
}

QString AttentionView::kindName() const { return kind_->currentText(); }

void AttentionView::setWordsMode(bool words) { unit_->setCurrentIndex(words ? 1 : 0); }

bool AttentionView::wordsMode() const { return unit_->currentIndex() == 1; }

void AttentionView::updateWordLevel() {
  words_valid_ = wordsMode() && result_ && result_->has_inspection;
  if (words_valid_) words_ = mergeInspectionToWords(result_->inspection);
  rollout_.reset();
  rollout_words_.reset();
  value_weighted_words_.reset();
  alti_words_.reset();
}

const attn::AttentionMaps& AttentionView::baseAttention() const {
  return words_valid_ ? words_.attention : result_->inspection.attention;
}

const attn::AttentionMaps& AttentionView::shownAttention() const {
  if (!derivedShown()) return baseAttention();
  const attn::AttentionMaps* tokens = rolloutShown() ? rollout() : shownContributions();
  if (!tokens) {
    static const attn::AttentionMaps none;  // not computed yet: an empty grid
    return none;
  }
  if (!words_valid_) return *tokens;
  // Rollout or contributions over tokens, then merged to words as the raw maps are (rows: mean, columns:
  // sum).
  std::optional<attn::AttentionMaps>& words = rolloutShown()                        ? rollout_words_
                                              : kind_->currentIndex() >= kAltiIndex ? alti_words_
                                                                                    : value_weighted_words_;
  if (!words) {
    attn::Inspection in = result_->inspection;
    in.attention = *tokens;
    words = mergeInspectionToWords(in).attention;
  }
  return *words;
}

QStringList AttentionView::queryTokens(AttentionKind kind) const {
  if (!result_ || !result_->has_inspection) return {};
  const auto& in = result_->inspection;
  // A cross-attention row is the decoding step that outputs a token: it is named by that token (as Translate
  // names it), so "es → animal" is the step that chose es, not the one whose input was es.
  if (kind == AttentionKind::kCross)
    return words_valid_ ? wordLabels(words_.outputs) : displayPieces(in.output_pieces);
  if (words_valid_) return wordLabels(kind == AttentionKind::kEncoderSelf ? words_.source : words_.queries);
  return kind == AttentionKind::kEncoderSelf ? displayPieces(in.source_pieces)
                                             : displayPieces(in.target_pieces);
}

QStringList AttentionView::keyTokens(AttentionKind kind) const {
  if (!result_ || !result_->has_inspection) return {};
  const auto& in = result_->inspection;
  if (words_valid_) return wordLabels(kind == AttentionKind::kDecoderSelf ? words_.queries : words_.source);
  return kind == AttentionKind::kDecoderSelf ? displayPieces(in.target_pieces)
                                             : displayPieces(in.source_pieces);
}

void AttentionView::showResult(const InferenceResultPtr& result) {
  result_ = result;
  updateWordLevel();
  if (!result->has_inspection) {
    status_->setText(tr("Type a sentence to see every layer and head."));
  } else {
    // Kept as the way to build it: a language switch builds it again in the new language.
    showRetranslated(status_, [result] {
      const auto& in = result->inspection;
      const QString origin = !result->request.target_origin.isEmpty()
                                 ? tr(" (as Translate shows it: %1)").arg(result->request.target_origin)
                             : result->request.forced_target.trimmed().isEmpty()
                                 ? tr(" (the model's greedy translation)")
                                 : QString();
      return tr("Target: %1%6 — %2 source and %3 target pieces, %4 ms on %5")
          .arg(QString::fromStdString(in.target_text).toHtmlEscaped())
          .arg(in.source_pieces.size())
          .arg(in.target_pieces.size())
          .arg(result->milliseconds, 0, 'f', 0)
          .arg(result->backend)
          .arg(origin.toHtmlEscaped());
    });
  }
  rebuildGrid();
}

void AttentionView::rebuildGrid() {
  requestContributions();
  const AttentionKind kind = this->kind();
  const bool have = result_ && result_->has_inspection;
  const AttentionShape shape = have ? shapeOf(shownAttention(), kind) : AttentionShape{};
  // Reuse the cells when the grid keeps its shape (typing changes values, not layers × heads).
  if (shape.layers != layers_ || shape.heads != heads_) {
    while (QLayoutItem* item = grid_->takeAt(0)) {
      delete item->widget();
      delete item;
    }
    thumbs_.clear();
    stats_labels_.clear();
    title_labels_.clear();
    badge_labels_.clear();
    layers_ = shape.layers;
    heads_ = shape.heads;
    for (int l = 0; l < layers_; ++l) {
      auto* row_label = new QLabel(tr("Layer %1").arg(l + 1));
      row_label->setStyleSheet(QStringLiteral("font-weight: bold"));
      grid_->addWidget(row_label, 2 * l, 0, 2, 1, Qt::AlignVCenter);
      for (int h = 0; h < heads_; ++h) {
        auto* cell = new QWidget;
        auto* cell_layout = new QVBoxLayout(cell);
        cell_layout->setContentsMargins(0, 0, 0, 0);
        cell_layout->setSpacing(1);
        auto* title = new QLabel(tr("L%1 H%2").arg(l + 1).arg(h + 1));
        title->setAlignment(Qt::AlignCenter);
        auto* map = new HeatmapWidget;
        map->setCompact(true);
        map->setImageRenderedElsewhere(true);
        map->setFixedSize(kThumbSize, kThumbSize);
        map->setToolTip(tr("Layer %1, head %2: click to open it large").arg(l + 1).arg(h + 1));
        auto* stats = new QLabel;
        QFont small = stats->font();
        small.setPointSizeF(small.pointSizeF() * 0.8);
        stats->setFont(small);
        stats->setAlignment(Qt::AlignCenter);
        stats->setToolTip(detail_stats_->toolTip());
        auto* badges = new QLabel;
        badges->setFont(small);
        badges->setAlignment(Qt::AlignCenter);
        badges->setForegroundRole(QPalette::Link);
        badges->setTextFormat(Qt::PlainText);
        cell_layout->addWidget(title);
        cell_layout->addWidget(map, 0, Qt::AlignHCenter);
        cell_layout->addWidget(stats);
        cell_layout->addWidget(badges);
        grid_->addWidget(cell, 2 * l, 1 + h, 2, 1);
        connect(map, &HeatmapWidget::clicked, this, [this, l, h] { selectCell(l, h); });
        thumbs_.push_back(map);
        stats_labels_.push_back(stats);
        title_labels_.push_back(title);
        badge_labels_.push_back(badges);
      }
    }
    grid_->setRowStretch(2 * layers_, 1);
    grid_->setColumnStretch(heads_ + 1, 1);
    // Room for up to four heads side by side before the grid scrolls.
    scroll_->setMinimumWidth(std::min(std::max(heads_, 1), 4) * (kThumbSize + 18) + 90);
    selected_layer_ = std::clamp(selected_layer_, 0, std::max(layers_ - 1, 0));
    selected_head_ = std::clamp(selected_head_, -1, std::max(heads_ - 1, 0));
    fitStatsLabels();
  }
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      HeatmapWidget* map = thumbs_[std::size_t(l) * heads_ + h];
      map->setMatrix(headMatrix(shownAttention(), kind, l, h), shape.queries, shape.keys);
      map->setCausalMask(kind == AttentionKind::kDecoderSelf);
      map->setSelected(l == selected_layer_ && (h == selected_head_ || selected_head_ < 0));
    }
  // The note also says when contributions are still being computed (the grid is empty meanwhile).
  shift_note_->setVisible(kind != AttentionKind::kEncoderSelf ||
                          (contributionsShown() && !shownContributions()));
  updateShiftNote();
  updateBadges();
  updateCellChoices();
  updateTokenChoices();
  updateHeadToggles();
  requestThumbnails(true);
  startRequestedThumbnails();  // the workers render while the rest is updated and painted
  updateRanking();
  updateDetail();
}

void AttentionView::updateCellChoices() {
  const QSignalBlocker block_layer(layer_choice_), block_head(head_choice_);
  if (layer_choice_->count() != layers_) {
    layer_choice_->clear();
    for (int l = 0; l < layers_; ++l) layer_choice_->addItem(tr("%1").arg(l + 1), l);
  }
  if (head_choice_->count() != heads_ + 1) {
    head_choice_->clear();
    head_choice_->addItem(tr("mean over heads"), -1);
    for (int h = 0; h < heads_; ++h) head_choice_->addItem(tr("head %1").arg(h + 1), h);
  }
  layer_choice_->setCurrentIndex(selected_layer_);
  head_choice_->setCurrentIndex(selected_head_ + 1);
}

void AttentionView::updateShiftNote() {
  if (contributionsShown() && result_ && result_->has_inspection && !shownContributions()) {
    shift_note_->setText(contributionsPending()
                             ? tr("Computing the contributions (one more forward pass)…")
                             : tr("The contributions could not be computed: %1").arg(contributions_error_));
    shift_note_->setToolTip({});
    return;
  }
  if (kind() == AttentionKind::kCross) {
    shift_note_->setText(tr("Rows: decoding steps, named by the token each step outputs (as in Translate)."));
    shift_note_->setToolTip(plainToolTip(
        tr("Row “es” is the step that chose es: its query is the decoder's input before it (the previous "
           "token, or <s>). So “es → animal” is where the model looked while it said es.")));
  } else {
    shift_note_->setText(tr("Rows: the decoder's input (<s> first), one place before Translate's rows."));
    shift_note_->setToolTip(plainToolTip(
        tr("Rows are the decoder's input: <s>, then the tokens so far, so row i predicts the token of row "
           "i + 1. The Translate view labels each row with the token produced at that step instead, one "
           "place later.")));
  }
  // ALTI+'s two parts are one distribution split in two maps: neither alone has rows summing to 1.
  if (kind_->currentIndex() > kAltiIndex)
    shift_note_->setText(shift_note_->text() + QLatin1Char(' ') +
                         tr("ALTI+: a row's source part and target-prefix part sum to 1 together."));
}

void AttentionView::updateTokenChoices() {
  fillTokenChoice(query_choice_, queryTokens(), tr("(none)"));
  fillTokenChoice(key_choice_, keyTokens(), tr("(none)"));
  updateQueryFocus();
}

int AttentionView::selectedQuery() const {
  return query_choice_->currentData().isValid() ? query_choice_->currentData().toInt() : -1;
}

int AttentionView::selectedKey() const {
  return key_choice_->currentData().isValid() ? key_choice_->currentData().toInt() : -1;
}

void AttentionView::selectQuery(int query) {
  query_choice_->setCurrentIndex(std::clamp(query + 1, 0, query_choice_->count() - 1));
}

void AttentionView::selectKey(int key) {
  key_choice_->setCurrentIndex(std::clamp(key + 1, 0, key_choice_->count() - 1));
}

void AttentionView::updateQueryFocus() {
  const int q = selectedQuery(), k = selectedKey();
  const bool have = result_ && result_->has_inspection && layers_ > 0;
  const AttentionShape shape = have ? shapeOf(shownAttention(), kind()) : AttentionShape{};
  auto weight = [&](int l, int h, int query, int key) {
    const auto& maps = mapsOf(shownAttention(), kind());
    return double(maps[std::size_t(l)][(std::size_t(h) * shape.queries + query) * shape.keys + key]);
  };
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      const std::size_t i = std::size_t(l) * heads_ + h;
      thumbs_[i]->setFocusRow(q);  // a changed focus makes the thumbnail ask for a new image
      thumbs_[i]->setMarkedCell(q, k);
      const QString name =
          derivedShown() && heads_ == 1 ? tr("up to L%1").arg(l + 1) : tr("L%1 H%2").arg(l + 1).arg(h + 1);
      title_labels_[i]->setText(
          q >= 0 && k >= 0 && have ? tr("%1 · %2").arg(name).arg(weight(l, h, q, k), 0, 'f', 2) : name);
    }
  if (!thumbs_.empty() && !thumbs_.front()->imageCurrent()) requestThumbnails(false);
  detail_->setHighlightedRow(q);
  detail_->setMarkedCell(q, k);
}

void AttentionView::updateRanking() {
  const int q = selectedQuery(), k = selectedKey();
  const bool have = result_ && result_->has_inspection && layers_ > 0;
  const AttentionShape shape = have ? shapeOf(shownAttention(), kind()) : AttentionShape{};
  const QStringList queries = queryTokens(), keys = keyTokens();
  auto weight = [&](int l, int h, int query, int key) {
    const auto& maps = mapsOf(shownAttention(), kind());
    return double(maps[std::size_t(l)][(std::size_t(h) * shape.queries + query) * shape.keys + key]);
  };
  // Every head's weight from the query to the key (or to its most attended key).
  ranking_->setVisible(have && q >= 0);
  ranking_->setSortingEnabled(false);
  ranking_->setRowCount(0);
  if (!have || q < 0) return;
  ranking_->horizontalHeaderItem(3)->setText(k >= 0 ? tr("%1 → %2").arg(queries.value(q), keys.value(k))
                                                    : tr("largest weight of %1").arg(queries.value(q)));
  ranking_->setRowCount(layers_ * heads_);
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      int key = k;
      if (key < 0) {
        key = 0;
        for (int c = 1; c < shape.keys; ++c)
          if (weight(l, h, q, c) > weight(l, h, q, key)) key = c;
      }
      const int row = l * heads_ + h;
      auto number = [](double v) {
        auto* item = new QTableWidgetItem;
        item->setData(Qt::DisplayRole, v);  // numbers sort as numbers
        return item;
      };
      ranking_->setItem(row, 0, number(l + 1));
      ranking_->setItem(row, 1, number(h + 1));
      ranking_->setItem(row, 2, new QTableWidgetItem(keys.value(key)));
      auto* w = new QTableWidgetItem(QString::number(weight(l, h, q, key), 'f', 3));
      w->setData(Qt::UserRole, weight(l, h, q, key));
      ranking_->setItem(row, 3, w);
    }
  ranking_->setSortingEnabled(true);
  ranking_->sortItems(3, Qt::DescendingOrder);
}

void AttentionView::selectCell(int layer, int head) {
  if (layer < 0 || layer >= layers_ || head >= heads_) return;
  selected_layer_ = layer;
  selected_head_ = std::max(head, -1);
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h)
      thumbs_[std::size_t(l) * heads_ + h]->setSelected(l == layer && (h == head || head < 0));
  updateCellChoices();
  updateDetail();
}

QString AttentionView::headToggleToolTip(int head) {
  return tr("Show or hide head %1's lines").arg(head + 1);
}

QString AttentionView::rolesButtonToolTip() {
  return tr("Measure what each head does over the first %1 sentence pairs of the bundled dev set (forced "
            "decoding of the references), then label the thumbnails with the role badges.")
      .arg(kDefaultRolePairs);
}

void AttentionView::updateHeadToggles() {
  auto* layout = static_cast<QHBoxLayout*>(head_toggles_->layout());
  if (head_boxes_.size() == heads_) return;
  qDeleteAll(head_boxes_);
  head_boxes_.clear();
  while (QLayoutItem* item = layout->takeAt(0)) delete item;
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(new QLabel(tr("Heads:")));
  for (int h = 0; h < heads_; ++h) {
    auto* box = new QCheckBox(tr("H%1").arg(h + 1));
    box->setChecked(true);
    const QColor c = AttentionLinesWidget::headColor(h);
    box->setStyleSheet(QStringLiteral("QCheckBox { color: %1; font-weight: bold }").arg(c.name()));
    box->setToolTip(headToggleToolTip(h));
    connect(box, &QCheckBox::toggled, this, [this, h](bool on) { lines_->setHeadVisible(h, on); });
    layout->addWidget(box);
    head_boxes_.append(box);
  }
  layout->addStretch();
}

void AttentionView::updateDetail() {
  const AttentionKind kind = this->kind();
  if (!result_ || !result_->has_inspection || layers_ == 0) {
    detail_->setMatrix({}, 0, 0);
    lines_->setAttention({}, 0, 0, 0);
    detail_stats_->clear();
    return;
  }
  const AttentionShape shape = shapeOf(shownAttention(), kind);
  const QStringList queries = queryTokens(), keys = keyTokens();
  const bool encoder = kind == AttentionKind::kEncoderSelf, cross = kind == AttentionKind::kCross;
  const QString query_title = encoder ? tr("queries (source tokens)")
                              : cross ? tr("queries (decoding steps, by the token each outputs)")
                                      : tr("queries (decoder input tokens)");
  const QString key_title = encoder || cross ? tr("keys (source tokens)") : tr("keys (decoder input tokens)");
  const auto m = headMatrix(shownAttention(), kind, selected_layer_, selected_head_);
  detail_->setMatrix(m, shape.queries, shape.keys);
  detail_->setCausalMask(kind == AttentionKind::kDecoderSelf);
  detail_->setRowLabels(queries);
  detail_->setColumnLabels(keys);
  detail_->setAxisTitles(query_title, key_title);
  detail_->setHighlightedRow(selectedQuery());
  detail_->setMarkedCell(selectedQuery(), selectedKey());
  const QString head_name = rolloutShown()                        ? tr("rollout")
                            : kind_->currentIndex() >= kAltiIndex ? tr("up to this layer")
                            : selected_head_ < 0                  ? tr("mean over heads")
                                                                  : tr("head %1").arg(selected_head_ + 1);
  detail_->setTitle(tr("%1 · layer %2 · %3").arg(kindName()).arg(selected_layer_ + 1).arg(head_name));
  detail_->setValueName(contributionsShown() ? tr("contribution") : tr("attention weight"));
  detail_stats_->setText(tr("Layer %1, %2: %3")
                             .arg(selected_layer_ + 1)
                             .arg(head_name)
                             .arg(statsText(headStats(m, shape.queries, shape.keys))
                                      .replace(QLatin1Char('\n'), QStringLiteral(" · "))));
  // Lines: every head of the selected layer.
  const auto& layer_maps = mapsOf(shownAttention(), kind);
  lines_->setAttention(layer_maps[std::size_t(selected_layer_)], shape.heads, shape.queries, shape.keys);
  lines_->setTokens(queries, keys);
  lines_->setColumnTitles(query_title, key_title);
  for (int h = 0; h < head_boxes_.size(); ++h) lines_->setHeadVisible(h, head_boxes_[h]->isChecked());
}

bool AttentionView::exportData(const QString& path, QString* error) {
  if (!result_ || !result_->has_inspection || layers_ == 0) {
    if (error) *error = tr("There is no attention to export yet: type a sentence first.");
    return false;
  }
  const AttentionKind kind = this->kind();
  const QStringList queries = queryTokens(), keys = keyTokens();
  if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
    // Long format: one labelled row per kind, layer, head, query and key, so any tool can filter and pivot.
    QString csv = attentionLongCsvHeader();
    for (const AttentionKind k :
         {AttentionKind::kEncoderSelf, AttentionKind::kDecoderSelf, AttentionKind::kCross})
      csv += attentionLongCsvRows(baseAttention(), k, queryTokens(k), keyTokens(k));
    return writeFileAtomically(path, csv.toUtf8(), error);
  }
  QJsonObject root;
  const int index = kind_->currentIndex();
  root[QStringLiteral("kind")] = index >= kAltiIndex ? QString::fromLatin1(kAltiIds[index - kAltiIndex])
                                 : index >= kValueWeightedIndex
                                     ? QString::fromLatin1(kValueWeightedIds[index - kValueWeightedIndex])
                                 : !rolloutShown()                     ? attentionKindKey(kind)
                                 : kind == AttentionKind::kEncoderSelf ? QStringLiteral("rollout_encoder")
                                                                       : QStringLiteral("rollout_decoder");
  root[QStringLiteral("source")] = result_->request.source;
  root[QStringLiteral("target")] = QString::fromStdString(result_->inspection.target_text);
  root[QStringLiteral("unit")] = words_valid_ ? QStringLiteral("words") : QStringLiteral("tokens");
  if (words_valid_) root[QStringLiteral("word_merge")] = wordMergeLegend();
  root[QStringLiteral("queries")] = QJsonArray::fromStringList(queries);
  root[QStringLiteral("keys")] = QJsonArray::fromStringList(keys);
  root[QStringLiteral("layout")] = QStringLiteral("layers x heads x queries x keys (rows = queries)");
  root[QStringLiteral("attention")] = attentionMapsJson(shownAttention(), kind);
  return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Compact), error);
}

// ---- Head roles (issue 12) ----

AttentionView::~AttentionView() = default;  // each EngineJobs stops its job and waits for it

QString AttentionView::badgeShortName(attn::RoleBadge badge) {
  switch (badge) {
    case attn::RoleBadge::kPositionalPrevious:
      return tr("pos−1");
    case attn::RoleBadge::kPositionalNext:
      return tr("pos+1");
    case attn::RoleBadge::kRareWord:
      return tr("rare");
    case attn::RoleBadge::kDelimiter:
      return tr("delim");
    case attn::RoleBadge::kConfident:
      return tr("conf");
  }
  return {};
}

QString AttentionView::badgeDefinitions(const attn::RoleThresholds& thresholds) {
  QStringList lines;
  for (const attn::RoleBadge b :
       {attn::RoleBadge::kPositionalPrevious, attn::RoleBadge::kPositionalNext, attn::RoleBadge::kRareWord,
        attn::RoleBadge::kDelimiter, attn::RoleBadge::kConfident})
    lines << tr("%1: %2").arg(badgeShortName(b),
                              QString::fromStdString(attn::role_badge_definition(b, thresholds)));
  return lines.join(QLatin1Char('\n'));
}

QLabel* AttentionView::badgeLabel(int layer, int head) const {
  if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return nullptr;
  return badge_labels_[std::size_t(layer) * heads_ + head];
}

QLabel* AttentionView::statsLabel(int layer, int head) const {
  if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return nullptr;
  return stats_labels_[std::size_t(layer) * heads_ + head];
}

void AttentionView::computeHeadRolesOnDefaultSet() {
  const QString src = sharedDevFile("tatoeba.dev.en.gz"), ref = sharedDevFile("tatoeba.dev.de.gz");
  if (src.isEmpty() || ref.isEmpty()) {
    roles_status_->setText(
        tr("The dev set (../shared/data/general/tatoeba.dev.en.gz and .de.gz) is missing."));
    return;
  }
  try {
    auto sources = attn::read_corpus_lines(QFile::encodeName(src).toStdString());
    auto references = attn::read_corpus_lines(QFile::encodeName(ref).toStdString());
    const std::size_t n = std::min({sources.size(), references.size(), std::size_t(kDefaultRolePairs)});
    sources.resize(n);
    references.resize(n);
    computeHeadRoles(std::move(sources), std::move(references));
  } catch (const std::exception& e) {
    roles_status_->setText(tr("Could not read the dev set: %1").arg(QString::fromUtf8(e.what())));
  }
}

void AttentionView::computeHeadRoles(std::vector<std::string> sources, std::vector<std::string> references) {
  const auto model = session_ ? session_->model() : nullptr;
  if (!model) {
    roles_status_->setText(tr("Load a model first."));
    return;
  }
  if (isHeadRolesRunning()) return;
  const std::size_t pairs = sources.size();
  roles_button_->setEnabled(false);
  roles_cancel_->setEnabled(true);
  roles_status_->setText(tr("Measuring head roles: 0 / %1 sentence pairs…").arg(pairs));
  measuring_roles_ = true;
  set_jobs_->run<RolesOutcome>([sources = std::move(sources), references = std::move(references)](
                                   JobContext& job) { return measureHeadRoles(job, sources, references); },
                               [this](RolesOutcome out) { onHeadRolesDone(out); });
}

// Stops head roles or alignment, whichever runs; the result says it was cancelled.
void AttentionView::cancelHeadRoles() { set_jobs_->stop(); }

void AttentionView::onHeadRolesDone(const RolesOutcome& out) {
  roles_button_->setEnabled(true);
  roles_cancel_->setEnabled(false);
  if (out.cancelled) {
    roles_status_->setText(tr("Head roles cancelled."));
  } else if (!out.error.isEmpty()) {
    roles_status_->setText(tr("Could not measure the head roles: %1").arg(out.error));
    emit errorOccurred(roles_status_->text());
  } else {
    roles_ = out.roles;
    roles_status_->setText(tr("Head roles over %1 sentence pairs: badges under the thumbnails; hover one "
                              "for its numbers, “?” for the definitions.")
                               .arg(roles_->sentences));
    roles_help_->setToolTip(plainToolTip(badgeDefinitions(roles_->thresholds)));
    updateBadges();
  }
  emit headRolesFinished();
}

void AttentionView::updateBadges() {
  const attn::AttentionKind kind = this->kind();
  // Roles belong to raw heads of the model the grid shows: no badges on rollout or another model's grid.
  const bool show =
      roles_ && !derivedShown() && roles_->heads == heads_ && roles_->layers[int(kind)] == layers_;
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      QLabel* label = badge_labels_[std::size_t(l) * heads_ + h];
      if (!show) {
        label->setText({});  // unlike clear(), no new layout when it is empty already
        label->setToolTip({});
        continue;
      }
      const attn::HeadRole& r = roles_->role(kind, l, h);
      QStringList names, long_names;
      for (const attn::RoleBadge b : r.badges) {
        names << badgeShortName(b);
        long_names << QString::fromLatin1(attn::role_badge_name(b));
      }
      label->setText(names.join(QLatin1Char(' ')));
      QString tip = tr("Layer %1, head %2 over %3 sentence pairs (%4 queries):\n"
                       "confidence (mean largest weight) %5 · entropy %6 nats\n"
                       "largest weight on the previous token %7 · on the next token %8\n"
                       "on the rarest token %9 · weight on delimiters %10")
                        .arg(l + 1)
                        .arg(h + 1)
                        .arg(roles_->sentences)
                        .arg(r.queries)
                        .arg(r.confidence, 0, 'f', 2)
                        .arg(r.entropy, 0, 'f', 2)
                        .arg(share(r.previous_share), share(r.next_share), share(r.rare_word_share))
                        .arg(r.delimiter_share, 0, 'f', 2);
      tip += QLatin1Char('\n') + (long_names.isEmpty()
                                      ? tr("No badge.")
                                      : tr("Badges: %1").arg(long_names.join(QStringLiteral(", "))));
      label->setToolTip(plainToolTip(tip));
    }
}

void AttentionView::chooseAlignmentFiles() {
  const QString src = QFileDialog::getOpenFileName(this, tr("Source sentences, one per line"));
  if (src.isEmpty()) return;
  const QString tgt = QFileDialog::getOpenFileName(this, tr("Their translations, one per line"),
                                                   QFileInfo(src).absolutePath());
  if (tgt.isEmpty()) return;
  const QString gold = QFileDialog::getOpenFileName(this, tr("Gold word alignments (Pharaoh i-j)"),
                                                    QFileInfo(src).absolutePath());
  if (gold.isEmpty()) return;
  try {
    computeAlignmentGrid(attn::read_corpus_lines(QFile::encodeName(src).toStdString()),
                         attn::read_corpus_lines(QFile::encodeName(tgt).toStdString()),
                         attn::read_gold_alignments(QFile::encodeName(gold).toStdString()));
  } catch (const std::exception& e) {
    roles_status_->setText(tr("Could not read the files: %1").arg(QString::fromUtf8(e.what())));
  }
}

void AttentionView::computeAlignmentGrid(std::vector<std::string> sources, std::vector<std::string> targets,
                                         std::vector<attn::GoldAlignment> gold) {
  const auto model = session_ ? session_->model() : nullptr;
  if (!model) {
    roles_status_->setText(tr("Load a model first."));
    return;
  }
  if (isHeadRolesRunning()) return;
  roles_button_->setEnabled(false);
  aer_button_->setEnabled(false);
  roles_cancel_->setEnabled(true);
  roles_status_->setText(tr("Aligning %1 sentence pairs…").arg(sources.size()));
  measuring_roles_ = false;
  set_jobs_->run<AlignmentOutcome>(
      [sources = std::move(sources), targets = std::move(targets), gold = std::move(gold)](JobContext& job) {
        return alignEveryHead(job, sources, targets, gold);
      },
      [this](AlignmentOutcome out) { onAlignmentDone(out); });
}

void AttentionView::onAlignmentDone(const AlignmentOutcome& out) {
  roles_button_->setEnabled(true);
  aer_button_->setEnabled(true);
  roles_cancel_->setEnabled(false);
  if (out.cancelled) {
    roles_status_->setText(tr("Alignment cancelled."));
  } else if (!out.error.isEmpty()) {
    roles_status_->setText(tr("Could not align: %1").arg(out.error));
    emit errorOccurred(roles_status_->text());
  } else {
    alignment_ = out.report;
    roles_status_->setText(
        tr("AER of every cross-attention head alone (lower is better): best L%1 H%2 (%3); best layer mean: "
           "layer %4. Choose the cross-attention kind to see the grid.")
            .arg(alignment_->best_head.layer + 1)
            .arg(alignment_->best_head.head + 1)
            .arg(alignment_
                     ->grid[std::size_t(alignment_->best_head.layer)][std::size_t(alignment_->best_head.head)]
                     .aer(),
                 0, 'f', 2)
            .arg(alignment_->best_layer + 1));
    rebuildGrid();
  }
  emit alignmentFinished();
}

void AttentionView::requestTranslation(const InferenceRequest& request, bool debounce) {
  sentences_->ask(request, debounce);
}

}  // namespace studio
