#include "views/attention_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "core/atomic_write.h"
#include "core/model_session.h"
#include "widgets/attention_lines_widget.h"
#include "widgets/heatmap_widget.h"
#include "workers/inference_client.h"

namespace studio {

namespace {

constexpr int kThumbSize = 88;

QString statsText(const HeadStats& s) {
  return AttentionView::tr("H %1 · max %2\nΔ %3")
      .arg(s.entropy, 0, 'f', 2)
      .arg(s.max_weight, 0, 'f', 2)
      .arg(s.mean_offset, 0, 'f', 1);
}

}  // namespace

AttentionView::AttentionView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  client_ = new InferenceClient(session, this);
  buildUi();
  connect(client_, &InferenceClient::resultReady, this, &AttentionView::showResult);
  connect(client_, &InferenceClient::busyChanged, this, [this](bool busy) {
    if (busy) status_->setText(tr("Running the model…"));
    emit busyChanged(busy);
  });
  connect(client_, &InferenceClient::failed, this, [this](const QString& message) {
    status_->setText(message);
    emit errorOccurred(message);
  });
}

void AttentionView::buildUi() {
  source_ = new QLineEdit;
  source_->setPlaceholderText(tr("Source sentence (English)…"));
  source_->setToolTip(
      tr("The encoder's input. Its pieces are the keys of encoder self-attention and of "
         "encoder-decoder attention."));
  target_ = new QLineEdit;
  target_->setPlaceholderText(tr("Optional target: leave empty to inspect the model's own translation"));
  target_->setToolTip(
      tr("Forced decoding: the decoder reads this target (teacher forcing) and you see how it "
         "attends while predicting each next piece."));
  kind_ = new QComboBox;
  kind_->addItem(tr("Encoder self-attention"));
  kind_->addItem(tr("Decoder self-attention (masked)"));
  kind_->addItem(tr("Encoder–decoder (cross) attention"));
  kind_->setToolTip(tr("The three uses of multi-head attention in the Transformer (section 3.2.3)."));
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
  status_ = new QLabel(tr("Type a sentence to see every layer and head."));
  status_->setWordWrap(true);

  auto* inputs = new QGridLayout;
  inputs->addWidget(new QLabel(tr("Sentence:")), 0, 0);
  inputs->addWidget(source_, 0, 1, 1, 3);
  inputs->addWidget(new QLabel(tr("Target:")), 1, 0);
  inputs->addWidget(target_, 1, 1, 1, 3);
  inputs->addWidget(new QLabel(tr("Attention:")), 2, 0);
  inputs->addWidget(kind_, 2, 1);
  inputs->addWidget(new QLabel(tr("Show as:")), 2, 2, Qt::AlignRight);
  inputs->addWidget(mode_, 2, 3);
  inputs->addWidget(unit_, 2, 4);
  inputs->setColumnStretch(1, 1);

  // Left: the layer × head grid in a scroll area (6 × 16 heads fit by scrolling, each thumbnail cached).
  grid_host_ = new QWidget;
  grid_ = new QGridLayout(grid_host_);
  grid_->setSpacing(6);
  scroll_ = new QScrollArea;
  scroll_->setWidget(grid_host_);
  scroll_->setWidgetResizable(true);
  scroll_->setMinimumWidth(3 * (kThumbSize + 16));

  // Right: the selected cell, large.
  detail_ = new HeatmapWidget;
  detail_->setValueName(tr("attention weight"));
  lines_ = new AttentionLinesWidget;
  detail_stack_ = new QStackedWidget;
  detail_stack_->addWidget(detail_);
  detail_stack_->addWidget(lines_);
  head_toggles_ = new QWidget;
  new QHBoxLayout(head_toggles_);
  head_toggles_->hide();
  hover_ = new QLabel(tr("Hover a cell to read its weight."));
  detail_stats_ = new QLabel;
  detail_stats_->setToolTip(
      tr("H: mean entropy of each query's attention (nats; low = focused). max: mean of "
         "each query's largest weight. Δ: mean attended key position minus query "
         "position (negative = looks back)."));
  auto* right = new QWidget;
  auto* right_layout = new QVBoxLayout(right);
  right_layout->setContentsMargins(0, 0, 0, 0);
  right_layout->addWidget(detail_stats_);
  right_layout->addWidget(head_toggles_);
  right_layout->addWidget(detail_stack_, 1);
  right_layout->addWidget(hover_);

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->addWidget(scroll_);
  splitter->addWidget(right);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 3);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(inputs);
  layout->addWidget(status_);
  layout->addWidget(splitter, 1);

  connect(source_, &QLineEdit::textChanged, this, [this] { request(true); });
  connect(target_, &QLineEdit::textChanged, this, [this] { request(true); });
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
  connect(detail_, &HeatmapWidget::cellHovered, this, [this](int row, int col, float value) {
    if (row < 0 || col < 0) return hover_->setText(tr("Hover a cell to read its weight."));
    hover_->setText(tr("query %1 “%2” → key %3 “%4”: %5")
                        .arg(row + 1)
                        .arg(queryTokens().value(row))
                        .arg(col + 1)
                        .arg(keyTokens().value(col))
                        .arg(double(value), 0, 'f', 3));
  });
}

void AttentionView::request(bool debounce) {
  InferenceRequest r;
  r.source = source_->text();
  r.forced_target = target_->text();
  if (debounce)
    client_->requestDebounced(r);
  else
    client_->requestNow(r);
}

void AttentionView::setInputText(const QString& text) {
  const QSignalBlocker block(source_);
  source_->setText(text);
  request(false);
}

void AttentionView::setForcedTarget(const QString& target) {
  const QSignalBlocker block(target_);
  target_->setText(target);
  request(false);
}

bool AttentionView::isBusy() const { return client_->isBusy(); }

void AttentionView::setKind(AttentionKind kind) { kind_->setCurrentIndex(int(kind)); }

void AttentionView::setLinesMode(bool lines) { mode_->setCurrentIndex(lines ? 1 : 0); }

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
}

const attn::AttentionMaps& AttentionView::shownAttention() const {
  return words_valid_ ? words_.attention : result_->inspection.attention;
}

QStringList AttentionView::queryTokens() const {
  if (!result_ || !result_->has_inspection) return {};
  const auto& in = result_->inspection;
  if (words_valid_)
    return wordLabels(AttentionKind(kind_->currentIndex()) == AttentionKind::kEncoderSelf ? words_.source
                                                                                          : words_.queries);
  return AttentionKind(kind_->currentIndex()) == AttentionKind::kEncoderSelf
             ? displayPieces(in.source_pieces)
             : displayPieces(in.target_pieces);
}

QStringList AttentionView::keyTokens() const {
  if (!result_ || !result_->has_inspection) return {};
  const auto& in = result_->inspection;
  if (words_valid_)
    return wordLabels(AttentionKind(kind_->currentIndex()) == AttentionKind::kDecoderSelf ? words_.queries
                                                                                          : words_.source);
  return AttentionKind(kind_->currentIndex()) == AttentionKind::kDecoderSelf
             ? displayPieces(in.target_pieces)
             : displayPieces(in.source_pieces);
}

void AttentionView::showResult(const InferenceResultPtr& result) {
  if (!result->error.isEmpty()) {
    status_->setText(result->error);
    emit errorOccurred(result->error);
    return;
  }
  result_ = result;
  updateWordLevel();
  if (!result->has_inspection) {
    status_->setText(tr("Type a sentence to see every layer and head."));
  } else {
    const auto& in = result->inspection;
    status_->setText(tr("Target: %1 — %2 source and %3 target pieces, %4 ms on %5")
                         .arg(QString::fromStdString(in.target_text).toHtmlEscaped())
                         .arg(in.source_pieces.size())
                         .arg(in.target_pieces.size())
                         .arg(result->milliseconds, 0, 'f', 0)
                         .arg(result->backend));
  }
  rebuildGrid();
}

void AttentionView::rebuildGrid() {
  const AttentionKind kind = AttentionKind(kind_->currentIndex());
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
        map->setFixedSize(kThumbSize, kThumbSize);
        map->setToolTip(tr("Layer %1, head %2: click to open it large").arg(l + 1).arg(h + 1));
        auto* stats = new QLabel;
        QFont small = stats->font();
        small.setPointSizeF(small.pointSizeF() * 0.8);
        stats->setFont(small);
        stats->setAlignment(Qt::AlignCenter);
        stats->setToolTip(detail_stats_->toolTip());
        cell_layout->addWidget(title);
        cell_layout->addWidget(map, 0, Qt::AlignHCenter);
        cell_layout->addWidget(stats);
        grid_->addWidget(cell, 2 * l, 1 + h, 2, 1);
        connect(map, &HeatmapWidget::clicked, this, [this, l, h] { selectCell(l, h); });
        thumbs_.push_back(map);
        stats_labels_.push_back(stats);
      }
    }
    grid_->setRowStretch(2 * layers_, 1);
    grid_->setColumnStretch(heads_ + 1, 1);
    // Room for up to four heads side by side before the grid scrolls.
    scroll_->setMinimumWidth(std::min(std::max(heads_, 1), 4) * (kThumbSize + 18) + 90);
    selected_layer_ = std::min(selected_layer_, std::max(layers_ - 1, 0));
    selected_head_ = std::min(selected_head_, std::max(heads_ - 1, 0));
  }
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      const auto m = headMatrix(shownAttention(), kind, l, h);
      HeatmapWidget* map = thumbs_[std::size_t(l) * heads_ + h];
      stats_labels_[std::size_t(l) * heads_ + h]->setText(statsText(headStats(m, shape.queries, shape.keys)));
      map->setMatrix(m, shape.queries, shape.keys);
      map->setSelected(l == selected_layer_ && h == selected_head_);
    }
  updateHeadToggles();
  updateDetail();
}

void AttentionView::selectCell(int layer, int head) {
  if (layer < 0 || layer >= layers_ || head >= heads_) return;
  selected_layer_ = layer;
  selected_head_ = head;
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h)
      thumbs_[std::size_t(l) * heads_ + h]->setSelected(l == layer && h == head);
  updateDetail();
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
    box->setToolTip(tr("Show or hide head %1's lines").arg(h + 1));
    connect(box, &QCheckBox::toggled, this, [this, h](bool on) { lines_->setHeadVisible(h, on); });
    layout->addWidget(box);
    head_boxes_.append(box);
  }
  layout->addStretch();
}

void AttentionView::updateDetail() {
  const AttentionKind kind = AttentionKind(kind_->currentIndex());
  if (!result_ || !result_->has_inspection || layers_ == 0) {
    detail_->setMatrix({}, 0, 0);
    lines_->setAttention({}, 0, 0, 0);
    detail_stats_->clear();
    return;
  }
  const AttentionShape shape = shapeOf(shownAttention(), kind);
  const QStringList queries = queryTokens(), keys = keyTokens();
  const bool encoder = kind == AttentionKind::kEncoderSelf, cross = kind == AttentionKind::kCross;
  const QString query_title = encoder ? tr("queries (source tokens)") : tr("queries (target tokens)");
  const QString key_title = encoder || cross ? tr("keys (source tokens)") : tr("keys (target tokens)");
  const auto m = headMatrix(shownAttention(), kind, selected_layer_, selected_head_);
  detail_->setMatrix(m, shape.queries, shape.keys);
  detail_->setRowLabels(queries);
  detail_->setColumnLabels(keys);
  detail_->setAxisTitles(query_title, key_title);
  const QString head_name =
      selected_head_ < 0 ? tr("mean over heads") : tr("head %1").arg(selected_head_ + 1);
  detail_->setTitle(tr("%1 · layer %2 · %3").arg(kindName()).arg(selected_layer_ + 1).arg(head_name));
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
  const AttentionKind kind = AttentionKind(kind_->currentIndex());
  const AttentionShape shape = shapeOf(shownAttention(), kind);
  const QStringList queries = queryTokens(), keys = keyTokens();
  if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
    // The selected head: one row per query, one column per key, labelled.
    const auto m = headMatrix(shownAttention(), kind, selected_layer_, selected_head_);
    QString csv = csvRow(QStringList{tr("query \\ key")} + keys);
    for (int q = 0; q < shape.queries; ++q) {
      QStringList row{queries.value(q)};
      for (int k = 0; k < shape.keys; ++k)
        row << QString::number(double(m[std::size_t(q) * shape.keys + k]), 'g', 6);
      csv += csvRow(row);
    }
    return writeFileAtomically(path, csv.toUtf8(), error);
  }
  QJsonObject root;
  root[QStringLiteral("kind")] = QStringList{QStringLiteral("encoder_self"), QStringLiteral("decoder_self"),
                                             QStringLiteral("cross")}[int(kind)];
  root[QStringLiteral("source")] = result_->request.source;
  root[QStringLiteral("target")] = QString::fromStdString(result_->inspection.target_text);
  root[QStringLiteral("unit")] = words_valid_ ? QStringLiteral("words") : QStringLiteral("tokens");
  if (words_valid_) root[QStringLiteral("word_merge")] = wordMergeLegend();
  root[QStringLiteral("queries")] = QJsonArray::fromStringList(queries);
  root[QStringLiteral("keys")] = QJsonArray::fromStringList(keys);
  root[QStringLiteral("layout")] = QStringLiteral("layers x heads x queries x keys (rows = queries)");
  QJsonArray layers;
  const auto& maps = mapsOf(shownAttention(), kind);
  for (int l = 0; l < shape.layers; ++l) {
    QJsonArray heads;
    for (int h = 0; h < shape.heads; ++h) {
      QJsonArray rows;
      for (int q = 0; q < shape.queries; ++q) {
        QJsonArray row;
        for (int k = 0; k < shape.keys; ++k)
          row.append(double(maps[std::size_t(l)][(std::size_t(h) * shape.queries + q) * shape.keys + k]));
        rows.append(row);
      }
      heads.append(rows);
    }
    layers.append(heads);
  }
  root[QStringLiteral("attention")] = layers;
  return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Compact), error);
}

}  // namespace studio
