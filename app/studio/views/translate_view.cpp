#include "views/translate_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QResizeEvent>
#include <QSpinBox>
#include <QSplitter>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/atomic_write.h"
#include "core/model_session.h"
#include "core/toy_sentence.h"
#include "jobs/attribution_job.h"
#include "jobs/engine_jobs.h"
#include "jobs/sentence_requests.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/attribution_export.h"
#include "viewmodels/attribution_types.h"
#include "viewmodels/hypothesis_diff.h"
#include "viewmodels/inference_export.h"
#include "viewmodels/word_level.h"
#include "widgets/attribution_panel.h"
#include "widgets/decode_step_panel.h"
#include "widgets/heatmap_widget.h"
#include "widgets/hypothesis_delegate.h"
#include "widgets/plain_tooltip.h"

namespace studio {

TranslateView::TranslateView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  jobs_ = new EngineJobs(session, this);
  sentences_ = new SentenceRequests(
      jobs_, [this](InferenceResultPtr result) { onResult(result); }, this);
  attribution_jobs_ = new EngineJobs(session, this);
  buildUi();
  connect(jobs_, &EngineJobs::busyChanged, this, [this](bool busy) {
    timing_->setText(busy ? tr("Translating…") : timing_->text());
    emit busyChanged(busy);
  });
  connect(jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    timing_->setText(message);
    emit errorOccurred(message);
  });
  AttributionPanel* attribution = step_panel_->attribution();
  auto show_attribution = [this](const AttributionOutcomePtr& outcome) {
    AttributionPanel* panel = step_panel_->attribution();
    panel->showOutcome(outcome);
    // The request names the target by its text: a hypothesis whose pieces re-encode differently would be
    // attributed at another piece, and the panel says so rather than show it as this step's.
    if (outcome->error.isEmpty() && result_ && result_->has_inspection &&
        outcome->result.output_pieces != result_->inspection.output_pieces)
      panel->summaryLabel()->setText(
          panel->summaryLabel()->text() + QLatin1Char(' ') +
          tr("<b>Note:</b> the translation's text splits into other pieces than the ones shown, so this "
             "attribution is of the re-split text."));
  };
  show_attribution_ = show_attribution;
  connect(attribution_jobs_, &EngineJobs::busyChanged, attribution, &AttributionPanel::setBusy);
  connect(attribution, &AttributionPanel::requested, this, [this] { updateAttribution(true); });
  connect(attribution, &AttributionPanel::cancelRequested, this, [this] {
    attribution_key_.clear();
    attribution_jobs_->cancel();
  });
  connect(step_panel_, &DecodeStepPanel::attributionTabShown, this, [this] { updateAttribution(false); });
  if (session_) {
    connect(session_, &ModelSession::modelChanged, this, &TranslateView::updateLayerChoices);
    connect(session_, &ModelSession::modelChanged, this, &TranslateView::updateInputHints);
    connect(session_, &ModelSession::sentenceChanged, this, &TranslateView::onSharedSentence);
    if (!session_->sentence().isEmpty()) onSharedSentence(session_->sentence());
  }
  updateLayerChoices();
  updateInputHints();
}

void TranslateView::updateInputHints() {
  const auto model = session_ ? session_->model() : nullptr;
  const int symbols = model ? toyAlphabetSize(*model) : 0;
  if (symbols > 0) {
    source_label_->setText(tr("Input (toy-task symbols)"));
    target_label_->setText(tr("Output"));
    input_->setPlaceholderText(tr("Toy-task input: %1").arg(toySyntaxHint(symbols)));
    input_->setToolTip(
        plainToolTip(tr("This model was trained on a toy task: it reads only its symbols, written "
                        "s0, s1, … and separated by spaces (%1). Other words become <unk>.")
                         .arg(toySyntaxHint(symbols))));
  } else {
    source_label_->setText(tr("English"));
    target_label_->setText(tr("German"));
    input_->setPlaceholderText(tr("Type or paste an English sentence…"));
    input_->setToolTip(
        tr("The source sentence. It is split into subword pieces (BPE) and encoded once by the "
           "encoder stack; the translation updates as you type. The Attention view shares it."));
  }
}

void TranslateView::onSharedSentence(const QString& text) {
  if (text == input_->toPlainText()) return;
  {
    const QSignalBlocker block(input_);
    input_->setPlainText(text);
  }
  // Hidden views catch up when shown, so typing in one view does not run the model twice.
  if (isVisible())
    requestTranslation(currentRequest(), true);
  else
    sentence_stale_ = true;
}

// The map keeps its axis titles as given: they are given again when the language changes.
void TranslateView::setHeatmapTexts() {
  heatmap_->setAxisTitles(tr("target (token produced at this step)"), tr("source (keys)"));
  heatmap_->setValueName(tr("attention weight"));
}

void TranslateView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  updateInputHints();
  setHeatmapTexts();
  // The map's title, the step explanation and the timing line carry numbers: show the result again.
  if (result_) onResult(result_);
}

void TranslateView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  if (sentence_stale_) {
    sentence_stale_ = false;
    requestTranslation(currentRequest(), false);
  }
}

void TranslateView::buildUi() {
  // ---- left: input, decoding options, output -------------------------------------------------------------
  input_ = new QPlainTextEdit;
  input_->setPlaceholderText(tr("Type or paste an English sentence…"));
  input_->setToolTip(
      tr("The source sentence. It is split into subword pieces (BPE) and encoded once by the "
         "encoder stack; the translation updates as you type."));
  input_->setTabChangesFocus(true);
  QFont input_font = input_->font();
  input_font.setPointSizeF(input_font.pointSizeF() * 1.2);
  input_->setFont(input_font);
  input_->setMaximumHeight(140);

  decoding_ = new QComboBox;
  decoding_->addItem(tr("Greedy"), 1);
  decoding_->addItem(tr("Beam search"), 4);
  decoding_->setToolTip(
      tr("Greedy picks the most probable next token at every step. Beam search keeps the k best "
         "partial translations (the paper used k = 4, α = 0.6)."));
  beam_ = new QSpinBox;
  beam_->setRange(2, 16);
  beam_->setValue(4);
  beam_->setToolTip(tr("Beam size k: how many partial translations are kept at each step."));
  alpha_ = new QDoubleSpinBox;
  alpha_->setRange(0.0, 2.0);
  alpha_->setSingleStep(0.1);
  alpha_->setValue(0.6);
  alpha_->setToolTip(
      tr("Length penalty α: scores are log P / ((5 + |Y|) / 6)^α, so larger α favours longer "
         "translations."));
  n_best_ = new QSpinBox;
  n_best_->setRange(1, 16);
  n_best_->setValue(4);
  n_best_->setToolTip(tr("How many finished hypotheses of the beam to list."));

  auto* options = new QGroupBox(tr("Decoding"));
  auto* form = new QFormLayout(options);
  form->addRow(tr("Search:"), decoding_);
  form->addRow(tr("Beam size:"), beam_);
  form->addRow(tr("Length penalty α:"), alpha_);
  form->addRow(tr("N-best:"), n_best_);

  output_ = new QLabel;
  output_->setWordWrap(true);
  output_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  output_->setMinimumHeight(60);
  output_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  QFont out_font = output_->font();
  out_font.setPointSizeF(out_font.pointSizeF() * 1.4);
  output_->setFont(out_font);
  output_->setToolTip(tr("The best translation (German)."));

  candidates_ = new QTreeWidget;
  candidates_->setColumnCount(3);
  candidates_->setHeaderLabels({tr("Translation"), tr("Score"), tr("log P")});
  candidates_->setRootIsDecorated(false);
  candidates_->header()->setStretchLastSection(false);
  candidates_->header()->setSectionResizeMode(0, QHeaderView::Stretch);
  candidates_->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
  candidates_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
  candidates_->setItemDelegateForColumn(0, new HypothesisDelegate(candidates_));
  candidates_->setToolTip(
      tr("The n best hypotheses. Score is log P divided by the length penalty; log P is the "
         "model's log-probability of the whole translation. Marked: where a hypothesis differs from the "
         "best one. Choose one to see its alignment and steps."));
  connect(candidates_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
    if (item) selectCandidate(candidates_->indexOfTopLevelItem(item));
  });
  timing_ = new QLabel;
  timing_->setWordWrap(true);
  timing_->setForegroundRole(QPalette::PlaceholderText);

  auto* left = new QWidget;
  auto* left_layout = new QVBoxLayout(left);
  // Bold through the font, not a style sheet: a style sheet freezes the label's colours at the theme it
  // was first shown in.
  source_label_ = new QLabel(tr("English"));
  target_label_ = new QLabel(tr("German"));
  for (QLabel* label : {source_label_, target_label_}) {
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
  }
  left_layout->addWidget(source_label_);
  left_layout->addWidget(input_);
  left_layout->addWidget(options);
  left_layout->addWidget(target_label_);
  left_layout->addWidget(output_);
  what_if_ = new QLabel;
  what_if_->setWordWrap(true);
  what_if_->setTextFormat(Qt::RichText);
  what_if_->setVisible(false);
  back_to_model_ = new QPushButton(tr("Back to the model's own translation"));
  back_to_model_->setVisible(false);
  connect(back_to_model_, &QPushButton::clicked, this,
          [this] { requestTranslation(currentRequest(), false); });
  left_layout->addWidget(what_if_);
  left_layout->addWidget(back_to_model_, 0, Qt::AlignLeft);
  left_layout->addWidget(new QLabel(tr("N-best list")));
  left_layout->addWidget(candidates_, 1);
  left_layout->addWidget(timing_);

  // ---- right: cross-attention alignment ------------------------------------------------------------------
  layer_ = new QComboBox;
  layer_->setToolTip(tr("Decoder layer whose encoder–decoder attention is shown."));
  head_ = new QComboBox;
  head_->setToolTip(
      tr("One attention head, or the mean over all heads. Multi-head attention lets each head "
         "attend to different positions (§3.2.2)."));
  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Cross attention, layer:")));
  controls->addWidget(layer_);
  controls->addWidget(new QLabel(tr("head:")));
  controls->addWidget(head_);
  unit_ = new QComboBox;
  unit_->addItem(tr("tokens"));
  unit_->addItem(tr("words"));
  unit_->setToolTip(wordMergeLegend());
  controls->addWidget(unit_);
  controls->addStretch(1);

  heatmap_ = new HeatmapWidget;
  setHeatmapTexts();
  heatmap_->setToolTip(plainToolTip(
      tr("Encoder–decoder attention (§3.2.3): at every decoding step the decoder's query looks "
         "at all encoder outputs. Each row sums to 1. Click a row to see one step. Rows are labelled with "
         "the token produced at that step; the Attention view labels them with the decoder's input, one "
         "place earlier (<s> first).")));
  step_info_ = new QLabel(tr("Click a row of the map to follow one decoding step."));
  step_info_->setWordWrap(true);
  step_info_->setTextFormat(Qt::RichText);
  step_info_->setMinimumHeight(48);
  step_info_->setAlignment(Qt::AlignLeft | Qt::AlignTop);

  // Step through the decoder's output one token at a time, as it was produced.
  auto* previous_step = new QToolButton;
  previous_step->setArrowType(Qt::UpArrow);
  previous_step->setToolTip(tr("Previous decoding step"));
  auto* next_step = new QToolButton;
  next_step->setArrowType(Qt::DownArrow);
  next_step->setToolTip(tr("Next decoding step"));
  connect(previous_step, &QToolButton::clicked, this,
          [this] { selectStep(std::max(0, selected_step_ - 1)); });
  connect(next_step, &QToolButton::clicked, this, [this] { selectStep(selected_step_ + 1); });
  // The step panel takes room from the map: it can be closed, and is closed in a small window.
  step_details_ = new QToolButton;
  step_details_->setObjectName(QStringLiteral("stepDetailsButton"));
  step_details_->setText(tr("Step details"));
  step_details_->setCheckable(true);
  step_details_->setChecked(true);
  step_details_->setArrowType(Qt::DownArrow);
  step_details_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  step_details_->setToolTip(
      tr("Show or hide the step panel under the map: the most probable next tokens at the chosen step, "
         "where every head looks there, and forcing another token. In a small window it starts closed, so "
         "the map keeps the room."));
  auto* step_row = new QHBoxLayout;
  step_row->addWidget(previous_step, 0, Qt::AlignTop);
  step_row->addWidget(next_step, 0, Qt::AlignTop);
  step_row->addWidget(step_info_, 1);
  step_row->addWidget(step_details_, 0, Qt::AlignTop);

  step_panel_ = new DecodeStepPanel;
  connect(step_panel_, &DecodeStepPanel::forceTokenRequested, this, [this](int step, int token) {
    InferenceRequest r = currentRequest();
    r.force_step = step;
    r.force_token = token;
    r.force_base = translationText();
    requestTranslation(r, false);
  });
  connect(step_panel_, &DecodeStepPanel::forceWordRequested, this, [this](int step, const QString& word) {
    InferenceRequest r = currentRequest();
    r.force_step = step;
    r.force_word = word;
    r.force_base = translationText();
    requestTranslation(r, false);
  });

  auto* map_side = new QWidget;
  auto* map_layout = new QVBoxLayout(map_side);
  map_layout->setContentsMargins(0, 0, 0, 0);
  map_layout->addLayout(controls);
  map_layout->addWidget(heatmap_, 1);
  map_layout->addLayout(step_row);
  heatmap_->setObjectName(QStringLiteral("translateMap"));
  // The map is what the view is about: it gets the larger share, and the panel never squeezes it away.
  auto* right = new QSplitter(Qt::Vertical);
  right->addWidget(map_side);
  right->addWidget(step_panel_);
  right->setStretchFactor(0, 3);
  right->setStretchFactor(1, 2);
  right->setChildrenCollapsible(false);
  map_split_ = right;
  connect(step_details_, &QToolButton::toggled, this, &TranslateView::setStepDetailsShown);

  auto* splitter = new QSplitter(Qt::Horizontal);
  splitter->addWidget(left);
  splitter->addWidget(right);
  splitter->setStretchFactor(0, 2);
  splitter->setStretchFactor(1, 3);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter);

  connect(input_, &QPlainTextEdit::textChanged, this, &TranslateView::onInputChanged);
  const auto request_again = [this] {
    updateDecodingControls();
    if (!input_->toPlainText().trimmed().isEmpty()) requestTranslation(currentRequest(), true);
  };
  connect(decoding_, &QComboBox::currentIndexChanged, this, request_again);
  connect(beam_, &QSpinBox::valueChanged, this, request_again);
  connect(alpha_, &QDoubleSpinBox::valueChanged, this, request_again);
  connect(n_best_, &QSpinBox::valueChanged, this, request_again);
  connect(layer_, &QComboBox::currentIndexChanged, this, &TranslateView::updateHeatmap);
  connect(head_, &QComboBox::currentIndexChanged, this, &TranslateView::updateHeatmap);
  connect(unit_, &QComboBox::currentIndexChanged, this, [this] {
    selected_step_ = -1;
    updateHeatmap();
    step_panel_->showStep(result_, -1, wordsMode());
  });
  connect(heatmap_, &HeatmapWidget::rowClicked, this, &TranslateView::selectStep);
  updateDecodingControls();
}

void TranslateView::setStepDetailsShown(bool shown) {
  {
    const QSignalBlocker block(step_details_);
    step_details_->setChecked(shown);
  }
  step_details_->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
  step_panel_->setVisible(shown);
}

void TranslateView::resizeEvent(QResizeEvent* event) {
  StudioView::resizeEvent(event);
  // Only when the height crosses the threshold: a choice made with the button stays until then.
  const int roomy = event->size().height() >= kStepDetailsHeight ? 1 : 0;
  if (roomy != roomy_) {
    roomy_ = roomy;
    setStepDetailsShown(roomy == 1);
    // Opened by the room: the map three fifths, the panel two (their size hints would favour the panel).
    if (roomy == 1) map_split_->setSizes({3000, 2000});
  }
}

void TranslateView::updateDecodingControls() {
  const bool beam = decoding_->currentIndex() == 1;
  beam_->setEnabled(beam);
  alpha_->setEnabled(beam);
  n_best_->setEnabled(beam);
  n_best_->setMaximum(beam_->value());
}

void TranslateView::updateLayerChoices() {
  const auto model = session_ ? session_->model() : nullptr;
  const int layers = model ? model->config.decoder_layers : 0;
  const int heads = model ? model->config.n_heads : 0;
  const QSignalBlocker block_layer(layer_), block_head(head_);
  layer_->clear();
  for (int l = 0; l < layers; ++l) layer_->addItem(tr("%1").arg(l + 1), l);
  layer_->setCurrentIndex(std::max(0, layers - 1));  // the top layer aligns most cleanly
  head_->clear();
  head_->addItem(tr("mean over heads"), -1);
  for (int h = 0; h < heads; ++h) head_->addItem(tr("head %1").arg(h + 1), h);
  updateHeatmap();
}

InferenceRequest TranslateView::currentRequest() const {
  InferenceRequest r;
  r.source = input_->toPlainText();
  const bool beam = decoding_->currentIndex() == 1;
  r.beam_size = beam ? beam_->value() : 1;
  r.length_penalty = static_cast<float>(alpha_->value());
  r.n_best = beam ? std::min(n_best_->value(), beam_->value()) : 1;
  r.explain_steps = true;
  return r;
}

void TranslateView::onInputChanged() {
  if (session_) session_->setSentence(input_->toPlainText());
  requestTranslation(currentRequest(), true);
}

void TranslateView::selectCandidate(int rank) {
  // Only the list of the model's own translation links to its hypotheses.
  if (!own_result_ || rank < 0 || rank >= own_result_->candidates.size() || rank == shownCandidate()) return;
  if (rank == 0) return onResult(own_result_);
  InferenceRequest r = own_result_->request;
  r.forced_target = own_result_->candidates[rank].text;
  r.forced_target_ids = own_result_->candidates[rank].ids;
  r.shown_candidate = rank;
  r.explain_steps = true;
  requestTranslation(r, false);
}

void TranslateView::fillCandidates(const InferenceResultPtr& result) {
  const QSignalBlocker block(candidates_);
  candidates_->clear();
  const QString best = result->candidates.isEmpty() ? QString() : result->candidates.front().text;
  for (const InferenceCandidate& c : result->candidates) {
    auto* item = new QTreeWidgetItem(candidates_);
    item->setText(0, c.text);
    item->setText(1, QString::number(c.score, 'f', 3));
    item->setText(2, QString::number(c.log_prob, 'f', 3));
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    item->setToolTip(0, c.text);
    if (candidates_->topLevelItemCount() > 1) {
      const TextSpan span = differingSpan(best, c.text);
      item->setData(0, HypothesisDelegate::kSpanStartRole, span.start);
      item->setData(0, HypothesisDelegate::kSpanLengthRole, span.length);
    }
  }
  if (candidates_->topLevelItemCount() > 0) candidates_->setCurrentItem(candidates_->topLevelItem(0));
}

void TranslateView::setInputText(const QString& text) {
  input_->setPlainText(text);
  requestTranslation(currentRequest(), false);  // no need to wait for the debounce when set programmatically
}

void TranslateView::setBeamSearch(int beam_size, float length_penalty, int n_best) {
  const QSignalBlocker b1(decoding_), b2(beam_), b3(alpha_), b4(n_best_);
  decoding_->setCurrentIndex(beam_size > 1 ? 1 : 0);
  if (beam_size > 1) beam_->setValue(beam_size);
  alpha_->setValue(length_penalty);
  updateDecodingControls();
  n_best_->setValue(n_best);
  if (!input_->toPlainText().trimmed().isEmpty()) requestTranslation(currentRequest(), false);
}

QWidget* TranslateView::exportWidget() { return heatmap_; }

bool TranslateView::isBusy() const { return jobs_->isBusy(); }

QString TranslateView::translationText() const {
  return result_ && !result_->candidates.isEmpty() ? result_->candidates.front().text : QString();
}

void TranslateView::onResult(const InferenceResultPtr& result) {
  const int previous_step = selected_step_;
  // A new translation: its steps are attributed anew (the same one shown again, e.g. in another language,
  // keeps what is shown).
  if (result != result_) attribution_key_.clear();
  result_ = result;
  selected_step_ = -1;
  const int hypothesis = result->request.shown_candidate;
  if (hypothesis > 0) {
    // One of the n-best list's hypotheses: the list stays, the row is marked, the rest shows this one.
    what_if_->setVisible(false);
    back_to_model_->setVisible(false);
    const QSignalBlocker block(candidates_);
    if (QTreeWidgetItem* item = candidates_->topLevelItem(hypothesis)) candidates_->setCurrentItem(item);
  } else if (result->forced_piece.isEmpty()) {
    own_result_ = result;
    what_if_->setVisible(false);
    back_to_model_->setVisible(false);
  } else if (!result->candidates.isEmpty()) {
    const QString own = own_result_ && !own_result_->candidates.isEmpty()
                            ? tr(" The model's own: “%1” (log P %2).")
                                  .arg(own_result_->candidates.front().text.toHtmlEscaped())
                                  .arg(own_result_->candidates.front().log_prob, 0, 'f', 2)
                            : QString();
    what_if_->setText(tr("<b>What if</b> the model had said <b>%1</b> at step %2? It continues: “%3” "
                         "(log P %4).%5")
                          .arg(displayPieces({result->forced_piece.toStdString()}).value(0).toHtmlEscaped())
                          .arg(result->request.force_step + 1)
                          .arg(result->candidates.front().text.toHtmlEscaped())
                          .arg(result->candidates.front().log_prob, 0, 'f', 2)
                          .arg(own));
    what_if_->setVisible(true);
    back_to_model_->setVisible(true);
  }
  if (hypothesis == 0) fillCandidates(result);
  if (result->candidates.isEmpty())
    output_->clear();
  else
    output_->setText(result->candidates.front().text);
  output_->setToolTip(hypothesis > 0
                          ? tr("Hypothesis %1 of the n-best list (choose the first row for the best "
                               "translation).")
                                .arg(hypothesis + 1)
                          : tr("The best translation (German)."));
  const QString search = result->request.beam_size > 1 ? tr("beam search (k = %1, α = %2)")
                                                             .arg(result->request.beam_size)
                                                             .arg(result->request.length_penalty, 0, 'f', 1)
                                                       : tr("greedy search");
  timing_->setText(hypothesis > 0 ? tr("Hypothesis %1: its alignment and steps by forced decoding, %2 ms")
                                        .arg(hypothesis + 1)
                                        .arg(result->milliseconds, 0, 'f', 0)
                                  : tr("%1 ms · %2 · %3 backend (%4)")
                                        .arg(result->milliseconds, 0, 'f', 0)
                                        .arg(search, result->backend, result->device));
  if (session_ && result->has_inspection) {
    // Attention inspects what is shown here, not a greedy decoding of its own.
    std::vector<std::int32_t> ids = result->inspection.output_ids;
    if (!ids.empty()) ids.pop_back();  // </s>
    const QString how = hypothesis > 0 ? tr("hypothesis %1 of %2").arg(hypothesis + 1).arg(search)
                        : !result->forced_piece.isEmpty() ? tr("a what-if")
                                                          : search;
    session_->setShownTranslation({result->request.source.trimmed(),
                                   QString::fromStdString(result->inspection.target_text), std::move(ids),
                                   how});
  }
  emit statusMessage(tr("Translated in %1 ms").arg(result->milliseconds, 0, 'f', 0));
  updateHeatmap();
  step_info_->setText(tr("Click a row of the map to follow one decoding step."));
  step_panel_->showStep(result_, -1, wordsMode());
  // After a what-if, stay on the step that was forced, so its new choices are in view.
  if (!result->forced_piece.isEmpty())
    selectStep(rowOfPiece(result->request.force_step));
  else if (previous_step >= 0 && previous_step < heatmap_->rows())
    selectStep(previous_step);
  else
    selectStep(0);  // the step panel always explains a step
}

bool TranslateView::wordsMode() const { return unit_->currentIndex() == 1; }

void TranslateView::setWordsMode(bool words) { unit_->setCurrentIndex(words ? 1 : 0); }

int TranslateView::rowOfPiece(int piece) const {
  if (!result_ || !result_->has_inspection || piece < 0) return -1;
  if (!wordsMode()) return piece;
  const auto words = attn::group_pieces_into_words(result_->inspection.output_pieces);
  return piece < int(words.word_of_piece.size()) ? words.word_of_piece[std::size_t(piece)] : -1;
}

int TranslateView::pieceOfRow(int row) const {
  if (!result_ || !result_->has_inspection || row < 0) return -1;
  if (!wordsMode()) return row;
  const auto words = attn::group_pieces_into_words(result_->inspection.output_pieces);
  return row < words.size() ? words.first_piece[std::size_t(row)] : -1;
}

void TranslateView::updateHeatmap() {
  if (!result_ || !result_->has_inspection) {
    heatmap_->setMatrix({}, 0, 0);
    heatmap_->setTitle(QString());
    return;
  }
  const attn::Inspection& in = result_->inspection;
  const int layer = std::max(0, layer_->currentData().toInt());
  const int head = head_->currentData().isValid() ? head_->currentData().toInt() : -1;
  const AttentionShape shape = shapeOf(in.attention, AttentionKind::kCross);
  std::vector<float> matrix = headMatrix(in.attention, AttentionKind::kCross, layer, head);
  if (wordsMode()) {
    // Rows are the words being produced: a step belongs to the word its output piece starts or continues.
    const auto outputs = attn::group_pieces_into_words(in.output_pieces);
    const auto sources = attn::group_pieces_into_words(in.source_pieces);
    heatmap_->setMatrix(mergeRowsAndColumns(matrix, outputs, sources), outputs.size(), sources.size());
    row_labels_ = wordLabels(outputs);
    column_labels_ = wordLabels(sources);
  } else {
    heatmap_->setMatrix(std::move(matrix), shape.queries, shape.keys);
    row_labels_ = displayPieces(in.output_pieces);
    column_labels_ = displayPieces(in.source_pieces);
  }
  heatmap_->setRowLabels(row_labels_);
  heatmap_->setColumnLabels(column_labels_);
  heatmap_->setValueRange(0.0f, 1.0f);
  heatmap_->setTitle(head < 0
                         ? tr("Cross attention · layer %1 · mean of %2 heads").arg(layer + 1).arg(shape.heads)
                         : tr("Cross attention · layer %1 · head %2").arg(layer + 1).arg(head + 1));
  heatmap_->setHighlightedRow(selected_step_);
  if (selected_step_ >= 0) selectStep(selected_step_);
}

void TranslateView::selectStep(int row) {
  if (!result_ || !result_->has_inspection || row < 0 || row >= heatmap_->rows()) return;
  selected_step_ = row;
  heatmap_->setHighlightedRow(row);
  std::vector<int> order(static_cast<std::size_t>(heatmap_->columns()));
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return heatmap_->value(row, a) > heatmap_->value(row, b); });
  QStringList top;
  for (std::size_t i = 0; i < order.size() && i < 3; ++i)
    top << tr("<b>%1</b> %2")
               .arg(column_labels_.value(order[i]).toHtmlEscaped())
               .arg(heatmap_->value(row, order[i]), 0, 'f', 2);
  step_info_->setText(tr("<b>%1</b>: its query attends most to %2.")
                          .arg(row_labels_.value(row).toHtmlEscaped(), top.join(QStringLiteral(", "))));
  // The step panel explains the (first) piece of this row.
  step_panel_->showStep(result_, pieceOfRow(row), wordsMode());
  updateAttribution(false);
}

bool TranslateView::isAttributionBusy() const { return attribution_jobs_->isBusy(); }

std::optional<attn::AttributionRequest> TranslateView::attributionRequest() const {
  const int piece = step_panel_->step();
  if (!result_ || !result_->has_inspection || piece < 0) return std::nullopt;
  attn::AttributionRequest r;
  r.source = result_->request.source.trimmed().toStdString();
  r.target = result_->inspection.target_text;
  r.step = piece;
  r.contrast = step_panel_->attribution()->contrastWord().toStdString();
  r.options = step_panel_->attribution()->options();
  return r;
}

void TranslateView::updateAttribution(bool force) {
  AttributionPanel* panel = step_panel_->attribution();
  const auto request = attributionRequest();
  if (!request) {
    attribution_key_.clear();
    attribution_jobs_->cancel();
    panel->setAvailable(false, tr("Choose a step (a row of the map) to attribute its token."));
    return;
  }
  panel->setAvailable(true);
  if (!force && !step_panel_->attributionShown()) return;  // computed when the tab is opened
  const QString key = attributionRequestKey(*request);
  if (!force && key == attribution_key_) return;  // shown or running already
  if (!force && !panel->runsAutomatically()) {
    attribution_key_.clear();
    attribution_jobs_->cancel();
    panel->showPending();
    return;
  }
  attribution_key_ = key;
  attribution_jobs_->run<AttributionOutcomePtr>(
      [r = *request](JobContext& job) { return attributeStep(job, r); },
      [this](AttributionOutcomePtr outcome) { show_attribution_(outcome); });
}

bool TranslateView::exportData(const QString& path, QString* error) {
  if (!result_ || !result_->has_inspection) {
    if (error) *error = tr("Nothing to export: translate a sentence first.");
    return false;
  }
  const QStringList& sources = column_labels_;
  const QStringList& outputs = row_labels_;
  const int layer = std::max(0, layer_->currentData().toInt());
  const int head = head_->currentData().isValid() ? head_->currentData().toInt() : -1;
  // The heat map's values as shown (layer, head or mean, words or tokens).
  std::vector<float> shown;
  for (int r = 0; r < heatmap_->rows(); ++r)
    for (int c = 0; c < heatmap_->columns(); ++c) shown.push_back(heatmap_->value(r, c));
  QByteArray data;
  if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
    QJsonObject root;
    root[QStringLiteral("source")] = result_->request.source;
    root[QStringLiteral("translation")] = translationText();
    root[QStringLiteral("candidates")] = candidatesJson(*result_);
    root[QStringLiteral("beam_size")] = result_->request.beam_size;
    root[QStringLiteral("length_penalty")] = static_cast<double>(result_->request.length_penalty);
    root[QStringLiteral("milliseconds")] = result_->milliseconds;
    root[QStringLiteral("layer")] = layer + 1;
    root[QStringLiteral("head")] = head < 0 ? QJsonValue(QStringLiteral("mean")) : QJsonValue(head + 1);
    root[QStringLiteral("unit")] = wordsMode() ? QStringLiteral("words") : QStringLiteral("tokens");
    if (wordsMode()) root[QStringLiteral("word_merge")] = wordMergeLegend();
    root[QStringLiteral("source_labels")] = QJsonArray::fromStringList(sources);
    root[QStringLiteral("target_labels")] = QJsonArray::fromStringList(outputs);
    if (!result_->forced_piece.isEmpty()) root[QStringLiteral("what_if")] = whatIfJson(*result_);
    // Every decoding step: the token chosen, the entropy and the ten most probable next tokens.
    root[QStringLiteral("steps")] = decodeStepsJson(*result_);
    if (const AttributionOutcomePtr attribution = step_panel_->attribution()->outcome())
      root[QStringLiteral("attribution")] = attributionJson(*attribution);
    root[QStringLiteral("cross_attention")] = matrixJson(heatmap_->rows(), heatmap_->columns(), shown);
    data = QJsonDocument(root).toJson(QJsonDocument::Indented);
  } else {
    data = labelledMatrixCsv(QStringLiteral("target\\source"), outputs, sources, heatmap_->rows(),
                             heatmap_->columns(), shown)
               .toUtf8();
  }
  return writeFileAtomically(path, data, error);
}

void TranslateView::requestTranslation(const InferenceRequest& request, bool debounce) {
  attribution_jobs_->cancel();  // it belongs to the translation being replaced
  sentences_->ask(request, debounce);
}

}  // namespace studio
