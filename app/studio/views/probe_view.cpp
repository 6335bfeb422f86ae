#include "views/probe_view.h"

#include <QComboBox>
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
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <exception>

#include "core/atomic_write.h"
#include "core/bundled_contrast.h"
#include "core/model_session.h"
#include "jobs/attribution_job.h"
#include "jobs/engine_jobs.h"
#include "jobs/probe_jobs.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/attribution_export.h"
#include "viewmodels/attribution_types.h"
#include "viewmodels/contrast_table_model.h"
#include "viewmodels/probe_export.h"
#include "viewmodels/pronoun_swaps.h"
#include "widgets/attribution_panel.h"
#include "widgets/heatmap_widget.h"
#include "widgets/token_scores_widget.h"

namespace studio {

namespace {

QString legendText() {
  return ProbeView::tr(
      "Words: pieces of an attended word summed, pieces of an attending word averaged, so every row sums "
      "to 1. Cross-attention is read at the decoding step that predicts the pronoun.");
}

QStringList layerHeadLabels(int layers, int heads) {
  QStringList labels;
  for (int l = 0; l < layers; ++l)
    for (int h = 0; h < heads; ++h) labels << ProbeView::tr("L%1 H%2").arg(l + 1).arg(h + 1);
  return labels;
}

}  // namespace

ProbeView::ProbeView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  probe_jobs_ = new EngineJobs(session, this);
  batch_jobs_ = new EngineJobs(session, this);
  attribution_jobs_ = new EngineJobs(session, this);
  buildUi();
  connect(batch_jobs_, &EngineJobs::progress, this, [this](int done, int total) {
    progress_->setRange(0, total);
    progress_->setValue(done);
    batch_status_->setText(tr("Scoring item %1 of %2…").arg(done).arg(total));
  });
  connect(probe_jobs_, &EngineJobs::busyChanged, this, &ProbeView::onBusyChanged);
  connect(batch_jobs_, &EngineJobs::busyChanged, this, &ProbeView::onBusyChanged);
  connect(probe_jobs_, &EngineJobs::failed, this, &ProbeView::showFailure);
  connect(batch_jobs_, &EngineJobs::failed, this, &ProbeView::showFailure);
  // Scores of two models must not mix: what was asked is asked again of the new one.
  connect(probe_jobs_, &EngineJobs::modelChanged, this, [this] {
    if (has_request_) request(false);
  });
  connect(batch_jobs_, &EngineJobs::modelChanged, this, [this] {
    if (!batch_items_.empty() && !batch_) startBatch();
  });
  connect(attribution_jobs_, &EngineJobs::busyChanged, attribution_, &AttributionPanel::setBusy);
  connect(attribution_, &AttributionPanel::requested, this, [this] { updateAttribution(true); });
  connect(attribution_, &AttributionPanel::cancelRequested, this, [this] {
    attribution_key_.clear();
    attribution_jobs_->cancel();
  });
  connect(lower_, &QTabWidget::currentChanged, this, [this] { updateAttribution(false); });
  updateAttribution(false);
}

void ProbeView::buildUi() {
  pages_ = new QTabWidget;
  pages_->addTab(buildProbePage(), tr("Sentence"));
  pages_->addTab(buildBatchPage(), tr("Batch"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(pages_);
}

QWidget* ProbeView::buildProbePage() {
  source_ = new QLineEdit;
  source_->setPlaceholderText(tr("Source sentence (English)…"));
  candidates_ = new QPlainTextEdit;
  candidates_->setPlaceholderText(
      tr("Candidate translations, one a line; the first is the one you expect to be right. Leave empty to "
         "swap the pronoun in the model's own translation."));
  candidates_->setToolTip(
      tr("Each candidate is scored by forced decoding: log P(candidate | source), the sum of its tokens' "
         "log P (end of sentence included)."));
  candidates_->setLineWrapMode(QPlainTextEdit::NoWrap);
  candidates_->setFixedHeight(candidates_->fontMetrics().lineSpacing() * 4 + 12);
  pronoun_ = new QComboBox;
  pronoun_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  pronoun_->setToolTip(tr("The German pronoun in the first candidate that the generator swaps."));
  case_ = new QComboBox;
  case_->addItem(tr("case: automatic"), int(PronounCase::kAuto));
  case_->addItem(tr("nominative: er / sie / es"), int(PronounCase::kNominative));
  case_->addItem(tr("accusative: ihn / sie / es"), int(PronounCase::kAccusative));
  case_->addItem(tr("dative: ihm / ihr"), int(PronounCase::kDative));
  case_->setToolTip(
      tr("Automatic: ihn is accusative, ihm and ihr dative, er nominative; sie and es are nominative unless "
         "an accusative preposition (für, durch, gegen, ohne, um) comes right before them."));
  generate_ = new QPushButton(tr("Swap the pronoun"));
  generate_->setToolTip(tr("Replace the candidates with the first one's pronoun in every form of its case."));
  attention_of_ = new QComboBox;
  attention_of_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  attention_of_->setToolTip(tr("Whose forced decoding the attention maps below come from."));
  source_word_box_ = new QComboBox;
  source_word_box_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  source_word_box_->setToolTip(tr("The source word whose encoder self-attention row is shown."));
  status_ = new QLabel(tr("Type a sentence, and candidates or none."));
  status_->setWordWrap(true);
  verdict_ = new QLabel;
  verdict_->setWordWrap(true);
  // Both quote translations, which may hold a word longer than the window: they wrap or clip, never widen it.
  status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  verdict_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  verdict_->setTextFormat(Qt::RichText);

  auto* inputs = new QGridLayout;
  inputs->addWidget(new QLabel(tr("Source:")), 0, 0);
  inputs->addWidget(source_, 0, 1, 1, 8);
  inputs->addWidget(new QLabel(tr("Candidates:")), 1, 0, Qt::AlignTop);
  inputs->addWidget(candidates_, 1, 1, 1, 8);
  inputs->addWidget(new QLabel(tr("Pronoun:")), 2, 0);
  inputs->addWidget(pronoun_, 2, 1);
  inputs->addWidget(case_, 2, 2);
  inputs->addWidget(generate_, 2, 3);
  inputs->addWidget(new QLabel(tr("Attention of:")), 2, 5, Qt::AlignRight);
  inputs->addWidget(attention_of_, 2, 6);
  inputs->addWidget(new QLabel(tr("Source word:")), 2, 7, Qt::AlignRight);
  inputs->addWidget(source_word_box_, 2, 8);
  inputs->setColumnStretch(4, 1);

  token_scores_ = new TokenScoresWidget;
  scores_scroll_ = new QScrollArea;
  scores_scroll_->setWidget(token_scores_);
  scores_scroll_->setWidgetResizable(true);
  scores_scroll_->setFrameShape(QFrame::NoFrame);

  cross_map_ = new HeatmapWidget;
  cross_map_->setValueName(tr("attention weight"));
  encoder_map_ = new HeatmapWidget;
  encoder_map_->setValueName(tr("attention weight"));
  // The titles are labels above the maps: a heatmap clips a title longer than its matrix.
  auto titled = [](QLabel** title, HeatmapWidget* map) {
    *title = new QLabel;
    (*title)->setAlignment(Qt::AlignCenter);
    (*title)->setWordWrap(true);
    (*title)->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    QFont bold = (*title)->font();  // not a style sheet: that would freeze its colours at one theme
    bold.setBold(true);
    (*title)->setFont(bold);
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(*title);
    layout->addWidget(map, 1);
    return box;
  };
  auto* maps = new QSplitter(Qt::Horizontal);
  maps->addWidget(titled(&cross_title_, cross_map_));
  maps->addWidget(titled(&encoder_title_, encoder_map_));
  legend_ = new QLabel(legendText());
  legend_->setWordWrap(true);
  auto* maps_box = new QWidget;
  auto* maps_layout = new QVBoxLayout(maps_box);
  maps_layout->setContentsMargins(0, 0, 0, 0);
  maps_layout->addWidget(maps, 1);
  maps_layout->addWidget(legend_);

  attribution_ = new AttributionPanel;
  auto* attribution_scroll = new QScrollArea;
  attribution_scroll->setWidget(attribution_);
  attribution_scroll->setWidgetResizable(true);
  attribution_scroll->setFrameShape(QFrame::NoFrame);
  lower_ = new QTabWidget;
  lower_->setDocumentMode(true);
  lower_->addTab(maps_box, tr("Attention"));
  lower_->addTab(attribution_scroll, tr("Attribution"));
  lower_->setTabToolTip(1,
                        tr("Which source and target-prefix tokens the choice of the differing word depends "
                           "on: gradient attribution, by default of log P(this word) − log P(the other "
                           "candidate's word)."));

  auto* results = new QSplitter(Qt::Vertical);
  results->addWidget(scores_scroll_);
  results->addWidget(lower_);
  results->setStretchFactor(0, 2);
  results->setStretchFactor(1, 3);

  auto* page = new QWidget;
  auto* layout = new QVBoxLayout(page);
  layout->addLayout(inputs);
  layout->addWidget(status_);
  layout->addWidget(verdict_);
  layout->addWidget(results, 1);

  connect(source_, &QLineEdit::textChanged, this, [this] { request(true); });
  connect(candidates_, &QPlainTextEdit::textChanged, this, [this] {
    updatePronounChoices();
    request(true);
  });
  connect(generate_, &QPushButton::clicked, this,
          [this] { generateVariants(pronoun_->currentData().toInt()); });
  connect(attention_of_, &QComboBox::activated, this, [this] {
    // Another candidate's word is attributed: the contrast becomes the best other candidate's word.
    const QString other = contrastCandidateWord();
    {
      const QSignalBlocker block(attribution_);
      attribution_->setContrast(!other.isEmpty(), other);
    }
    updateAttention();
  });
  connect(source_word_box_, &QComboBox::activated, this, [this](int index) { setSourceWord(index); });
  updatePronounChoices();
  return page;
}

QWidget* ProbeView::buildBatchPage() {
  auto* load = new QPushButton(tr("Load items…"));
  load->setToolTip(
      tr("A tab-separated file: the source, the correct translation, then one or more wrong ones, one item "
         "a line. A line “# group: NAME” labels the items after it; other lines starting with # are "
         "comments."));
  auto* bundled = new QPushButton(tr("Load the bundled example set"));
  bundled->setToolTip(
      tr("English it / he / she / they whose German pronoun follows the antecedent's grammatical gender, "
         "written by the Attention Studio team."));
  auto* families = new QPushButton(tr("Load the “it” families set"));
  families->setToolTip(
      tr("English “it” grouped by the reasoning its German pronoun needs: a pleonastic “it” (es), one "
         "possible antecedent, two nouns where the meaning decides, and the same nouns trading places."));
  cancel_ = new QPushButton(tr("Cancel"));
  cancel_->setEnabled(false);
  progress_ = new QProgressBar;
  progress_->setVisible(false);
  batch_status_ = new QLabel(tr("Load a file of contrastive items to score them all."));
  batch_status_->setWordWrap(true);
  batch_status_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  accuracy_ = new QTreeWidget;
  accuracy_->setColumnCount(3);
  accuracy_->setHeaderLabels({tr("Group"), tr("Right"), tr("Accuracy")});
  accuracy_->setRootIsDecorated(false);
  accuracy_->header()->setStretchLastSection(false);
  accuracy_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
  auto* accuracy_note =
      new QLabel(tr("Right: the correct translation has the highest log P. Margin: its log P minus the best "
                    "wrong one's (negative: the model prefers a wrong one)."));
  accuracy_note->setWordWrap(true);
  auto* accuracy_box = new QWidget;
  auto* accuracy_layout = new QVBoxLayout(accuracy_box);
  accuracy_layout->setContentsMargins(0, 0, 0, 0);
  accuracy_layout->addWidget(accuracy_, 1);
  accuracy_layout->addWidget(accuracy_note);

  table_model_ = new ContrastTableModel(this);
  table_ = new QTableView;
  table_->setModel(table_model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setWordWrap(false);
  table_->verticalHeader()->hide();
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 8);
  table_->horizontalHeader()->setStretchLastSection(false);
  table_->horizontalHeader()->setSectionResizeMode(ContrastTableModel::kSource, QHeaderView::Stretch);
  table_->horizontalHeader()->setSectionResizeMode(ContrastTableModel::kPreferred, QHeaderView::Stretch);
  table_->setToolTip(tr("Lowest margin first. Double-click or press Enter to open an item in the probe."));

  auto* buttons = new QHBoxLayout;
  buttons->addWidget(load);
  buttons->addWidget(bundled);
  buttons->addWidget(families);
  buttons->addWidget(cancel_);
  buttons->addWidget(progress_, 1);
  auto* split = new QSplitter(Qt::Horizontal);
  split->addWidget(accuracy_box);
  split->addWidget(table_);
  split->setStretchFactor(0, 1);
  split->setStretchFactor(1, 3);

  auto* page = new QWidget;
  auto* layout = new QVBoxLayout(page);
  layout->addLayout(buttons);
  layout->addWidget(batch_status_);
  layout->addWidget(split, 1);

  connect(load, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load contrastive items"), QString(),
                                                      tr("Contrastive items (*.tsv *.txt);;All files (*)"));
    if (!path.isEmpty()) loadItemsFile(path);
  });
  connect(bundled, &QPushButton::clicked, this, [this] { loadBundledItems(); });
  connect(families, &QPushButton::clicked, this,
          [this] { loadBundledItems(BundledContrastSet::itFamilies); });
  connect(cancel_, &QPushButton::clicked, this, &ProbeView::cancelBatch);
  connect(table_, &QTableView::activated, this,
          [this](const QModelIndex& index) { openBatchRow(index.row()); });
  return page;
}

QWidget* ProbeView::exportWidget() { return pages_->currentWidget(); }

void ProbeView::showBatchPage(bool batch) { pages_->setCurrentIndex(batch ? 1 : 0); }

bool ProbeView::isBusy() const { return probe_jobs_->isBusy() || batch_jobs_->isBusy(); }

void ProbeView::onBusyChanged() {
  if (probe_jobs_->isBusy()) status_->setText(tr("Running the model…"));
  cancel_->setEnabled(batch_jobs_->isBusy());
  progress_->setVisible(batch_jobs_->isBusy());
  if (isBusy() != was_busy_) emit busyChanged(was_busy_ = isBusy());
}

void ProbeView::showFailure(const QString& message) {
  status_->setText(message);
  emit errorOccurred(message);
}

void ProbeView::request(bool debounce) {
  ProbeRequest r;
  r.source = source_->text();
  r.candidates = candidates();
  has_request_ = true;
  attribution_key_.clear();
  attribution_jobs_->cancel();  // it belongs to the probe being replaced
  auto job = [r](JobContext& context) { return probeCandidates(context, r); };
  auto done = [this](ProbeResultPtr result) {
    if (!result->error.isEmpty()) showFailure(result->error);
    showProbe(result);
  };
  if (debounce)
    probe_jobs_->runDebounced<ProbeResultPtr>(job, done, kDebounceMs);
  else
    probe_jobs_->run<ProbeResultPtr>(job, done);
}

void ProbeView::setInputText(const QString& text) {
  const QSignalBlocker block(source_);
  source_->setText(text);
  request(false);
}

void ProbeView::setCandidates(const QStringList& list) {
  {
    const QSignalBlocker block(candidates_);
    candidates_->setPlainText(list.join(QLatin1Char('\n')));
  }
  updatePronounChoices();
  request(false);
}

QStringList ProbeView::candidates() const {
  QStringList out;
  for (const QString& line : candidates_->toPlainText().split(QLatin1Char('\n')))
    if (!line.trimmed().isEmpty()) out << line.trimmed();
  return out;
}

void ProbeView::updatePronounChoices() {
  const QStringList list = candidates();
  const QString first = list.isEmpty() ? QString() : list.first();
  const int previous = pronoun_->currentData().toInt();
  pronoun_->clear();
  const auto words = first.split(QLatin1Char(' '), Qt::SkipEmptyParts);
  for (int w : germanPronounWords(first.toStdString()))
    pronoun_->addItem(tr("“%1” (word %2)").arg(words.value(w)).arg(w + 1), w);
  const int keep = pronoun_->findData(previous);
  if (keep >= 0) pronoun_->setCurrentIndex(keep);
  generate_->setEnabled(pronoun_->count() > 0);
}

void ProbeView::generateVariants(int pronoun_word) {
  const QStringList list = candidates();
  if (list.isEmpty()) return;
  const auto swap =
      swapGermanPronoun(list.first().toStdString(), pronoun_word, PronounCase(case_->currentData().toInt()));
  if (swap.word < 0) {
    status_->setText(tr("The first candidate has no German pronoun to swap."));
    return;
  }
  // The first candidate (the expected one) stays first.
  QStringList out{list.first()};
  for (const auto& s : swap.sentences)
    if (!out.contains(QString::fromStdString(s))) out << QString::fromStdString(s);
  setCandidates(out);
}

void ProbeView::setSourceWord(int word) {
  if (word < 0 || word >= source_words_.size()) return;
  source_word_ = word;
  source_word_for_ = source_->text();
  source_word_box_->setCurrentIndex(word);
  updateAttention();
}

int ProbeView::attentionCandidate() const {
  const int c = attention_of_->currentIndex();
  return c >= 0 ? c : analysis_.preferred;
}

int ProbeView::pronounWord() const {
  const int c = attentionCandidate();
  return c >= 0 && c < int(analysis_.first_diff_word.size()) ? analysis_.first_diff_word[std::size_t(c)] : -1;
}

void ProbeView::showProbe(const ProbeResultPtr& result) {
  if (!result->error.isEmpty()) {
    status_->setText(result->error);
    return;
  }
  result_ = result;
  // A generated swap is no expectation: the swaps are measured against the model's own translation.
  analysis_ = analyseProbe(result->inspections, result->generated ? result->own_candidate : 0);
  const int n = int(result->inspections.size());
  if (n == 0) {
    status_->setText(tr("Type a sentence, and candidates or none."));
  } else {
    QString text = tr("%1 candidates scored in %2 ms.").arg(n).arg(result->milliseconds, 0, 'f', 0);
    if (result->generated)
      text = tr("Generated from the model's own translation “%1”.").arg(result->translation) +
             QLatin1Char(' ') + text;
    if (!result->note.isEmpty()) text += QLatin1Char(' ') + result->note;
    status_->setText(text);
  }

  // Per-token log P, differing tokens highlighted.
  QList<TokenScoreRow> rows;
  for (int c = 0; c < n; ++c) {
    const attn::Inspection& in = result->inspections[std::size_t(c)];
    TokenScoreRow row;
    row.title = tr("%1. log P %2 · %3")
                    .arg(c + 1)
                    .arg(analysis_.log_probs[std::size_t(c)], 0, 'f', 3)
                    .arg(result->candidates.value(c));
    row.tokens = displayPieces(in.output_pieces);
    row.log_probs.assign(in.token_log_probs.begin(), in.token_log_probs.end());
    row.highlighted = analysis_.piece_differs[std::size_t(c)];
    row.preferred = n > 1 && c == analysis_.preferred;
    rows.append(row);
  }
  token_scores_->setRows(rows);
  // Every candidate in sight up to about four of them; more scroll.
  scores_scroll_->setMinimumHeight(
      std::min(token_scores_->heightForWidth(std::max(scores_scroll_->viewport()->width(), 400)) + 2, 260));

  {
    const QSignalBlocker block(attention_of_);
    attention_of_->clear();
    for (int c = 0; c < n; ++c)
      attention_of_->addItem(result->generated && c == result->own_candidate
                                 ? tr("candidate %1 (the model's own)").arg(c + 1)
                                 : tr("candidate %1").arg(c + 1));
    if (n > 0) attention_of_->setCurrentIndex(std::max(analysis_.preferred, 0));
  }
  source_words_.clear();
  if (n > 0) {
    const auto words = attn::group_pieces_into_words(result->inspections.front().source_pieces);
    for (const auto& w : words.words) source_words_ << QString::fromStdString(w);
    if (source_word_for_ != result->request.source || source_word_ < 0 ||
        source_word_ >= source_words_.size())
      source_word_ = defaultSourcePronoun(words);
    source_word_for_ = result->request.source;
  }
  {
    const QSignalBlocker block(source_word_box_);
    source_word_box_->clear();
    source_word_box_->addItems(source_words_);
    if (source_word_ >= 0 && source_word_ < source_words_.size())
      source_word_box_->setCurrentIndex(source_word_);
  }
  updateVerdict();
  attribution_key_.clear();  // new candidates: attributed anew
  {
    // The default contrast: the other candidate's word, when there is a pair to compare.
    const QString other = contrastCandidateWord();
    const QSignalBlocker block(attribution_);
    attribution_->setContrast(!other.isEmpty(), other);
  }
  updateAttention();
}

QString ProbeView::contrastCandidateWord() const {
  const int c = attentionCandidate();
  if (!result_ || analysis_.log_probs.size() < 2 || c < 0) return {};
  const int other = c == analysis_.preferred ? analysis_.runner_up : analysis_.preferred;
  if (other < 0 || other >= int(result_->inspections.size())) return {};
  const int word = analysis_.first_diff_word[std::size_t(other)];
  const auto words = attn::group_pieces_into_words(result_->inspections[std::size_t(other)].output_pieces);
  return word >= 0 && word < words.size() ? QString::fromStdString(words.words[std::size_t(word)])
                                          : QString();
}

void ProbeView::showAttributionTab(bool shown) { lower_->setCurrentIndex(shown ? 1 : 0); }

bool ProbeView::isAttributionBusy() const { return attribution_jobs_->isBusy(); }

std::optional<attn::AttributionRequest> ProbeView::attributionRequest() const {
  const int c = attentionCandidate();
  const int word = pronounWord();
  if (!result_ || c < 0 || c >= int(result_->inspections.size()) || word < 0) return std::nullopt;
  const auto words = attn::group_pieces_into_words(result_->inspections[std::size_t(c)].output_pieces);
  if (word >= words.size()) return std::nullopt;
  attn::AttributionRequest r;
  r.source = result_->request.source.trimmed().toStdString();
  r.target = result_->candidates.value(c).toStdString();
  r.step = words.first_piece[std::size_t(word)];
  r.contrast = attribution_->contrastWord().toStdString();
  r.options = attribution_->options();
  return r;
}

void ProbeView::updateAttribution(bool force) {
  const auto request = attributionRequest();
  if (!request) {
    attribution_key_.clear();
    attribution_jobs_->cancel();
    attribution_->setAvailable(false, tr("Score candidates that differ in a word (or hold a pronoun) to "
                                         "attribute the model's choice of it."));
    return;
  }
  attribution_->setAvailable(true);
  if (!force && lower_->currentIndex() != 1) return;  // computed when the tab is opened
  const QString key = attributionRequestKey(*request);
  if (!force && key == attribution_key_) return;  // shown or running already
  if (!force && !attribution_->runsAutomatically()) {
    attribution_key_.clear();
    attribution_jobs_->cancel();
    attribution_->showPending();
    return;
  }
  attribution_key_ = key;
  attribution_jobs_->run<AttributionOutcomePtr>(
      [r = *request](JobContext& job) { return attributeStep(job, r); },
      [this](AttributionOutcomePtr outcome) { attribution_->showOutcome(outcome); });
}

void ProbeView::updateVerdict() {
  const int n = int(analysis_.log_probs.size());
  if (n < 2 || !result_) {
    verdict_->setText(
        n == 1 ? tr("Only one candidate: nothing to compare. Add a second one or swap the pronoun.")
               : QString());
    return;
  }
  const int best = analysis_.preferred, reference = analysis_.reference;
  const QString preference =
      tr("The model prefers <b>candidate %1</b> “%2” (log P %3). Margin over the second best (candidate %4): "
         "<b>%5</b>.")
          .arg(best + 1)
          .arg(result_->candidates.value(best).toHtmlEscaped())
          .arg(analysis_.log_probs[std::size_t(best)], 0, 'f', 3)
          .arg(analysis_.runner_up + 1)
          .arg(analysis_.best_margin, 0, 'f', 3);
  const bool wins = analysis_.reference_margin > 0;
  const QString margin = QString::number(analysis_.reference_margin, 'f', 3);
  QString comparison;
  if (result_->generated && result_->own_candidate >= 0) {
    // Swaps made from the model's own words: nobody said which is right, so nothing is "expected".
    QStringList swaps;
    for (int c = 0; c < n; ++c)
      if (c != result_->own_candidate) swaps << QString::number(c + 1);
    comparison =
        tr("Candidate %1 is the model's own translation; %2 swap its pronoun. Its own minus the best swap: "
           "<b>%3</b>, so %4 No candidate is marked as the right one: type the candidates, the right one "
           "first, to test whether the model is right.")
            .arg(reference + 1)
            .arg(swaps.size() == 1 ? tr("candidate %1").arg(swaps.first())
                                   : tr("candidates %1").arg(swaps.join(QStringLiteral(", "))))
            .arg(margin)
            .arg(wins ? tr("the model keeps its own choice.")
                      : tr("a swap scores higher than what it said."));
  } else if (result_->generated) {
    comparison =
        tr("None of the candidates is the model's own translation, and none is marked as the right "
           "one.");
  } else {
    comparison =
        tr("Candidate 1 (the first line, the one you expect) minus the best other: <b>%1</b>, so the "
           "expected one %2.")
            .arg(margin)
            .arg(wins ? tr("wins") : tr("loses"));
  }
  verdict_->setText(preference + QLatin1Char(' ') + comparison);
}

void ProbeView::updateAttention() {
  cross_rows_.clear();
  encoder_rows_.clear();
  const int c = attentionCandidate();
  if (!result_ || c < 0 || c >= int(result_->inspections.size())) {
    cross_map_->setMatrix({}, 0, 0);
    encoder_map_->setMatrix({}, 0, 0);
    cross_title_->clear();
    encoder_title_->clear();
    return;
  }
  const attn::Inspection& in = result_->inspections[std::size_t(c)];
  const int heads = in.attention.heads;
  const int cols = int(source_words_.size());
  const int word = pronounWord();
  const auto output_words = attn::group_pieces_into_words(in.output_pieces);
  if (word >= 0) cross_rows_ = crossRowsToSourceWords(in, word);
  const int cross_layers = int(in.attention.cross.size());
  cross_map_->setMatrix(cross_rows_, cross_rows_.empty() ? 0 : cross_layers * heads,
                        cross_rows_.empty() ? 0 : cols);
  cross_map_->setRowLabels(layerHeadLabels(cross_layers, heads));
  cross_map_->setColumnLabels(source_words_);
  cross_map_->setAxisTitles(tr("decoder layer · head"), tr("source words"));
  cross_title_->setText(word >= 0
                            ? tr("Cross-attention at the step choosing “%1” (candidate %2)")
                                  .arg(QString::fromStdString(output_words.words[std::size_t(word)]))
                                  .arg(c + 1)
                            : tr("Cross-attention: no differing word or pronoun in candidate %1").arg(c + 1));

  if (source_word_ >= 0) encoder_rows_ = encoderRowsToSourceWords(in, source_word_);
  const int enc_layers = int(in.attention.encoder_self.size());
  encoder_map_->setMatrix(encoder_rows_, encoder_rows_.empty() ? 0 : enc_layers * heads,
                          encoder_rows_.empty() ? 0 : cols);
  encoder_map_->setRowLabels(layerHeadLabels(enc_layers, heads));
  encoder_map_->setColumnLabels(source_words_);
  encoder_map_->setAxisTitles(tr("encoder layer · head"), tr("source words"));
  encoder_title_->setText(tr("Encoder self-attention from “%1”").arg(source_words_.value(source_word_)));
  updateAttribution(false);
}

bool ProbeView::loadItemsFile(const QString& path) {
  std::vector<attn::ContrastItem> items;
  try {
    items = attn::read_contrast_items(path.toStdString());
  } catch (const std::exception& e) {
    const QString message = tr("Could not read the items: %1").arg(QString::fromUtf8(e.what()));
    batch_status_->setText(message);
    emit errorOccurred(message);
    return false;
  }
  batch_.reset();
  summary_.clear();
  table_model_->clear();
  accuracy_->clear();
  progress_->setRange(0, int(items.size()));
  progress_->setValue(0);
  batch_status_->setText(tr("Scoring %1 items from %2…").arg(items.size()).arg(QFileInfo(path).fileName()));
  showBatchPage(true);
  batch_items_ = std::move(items);
  batch_file_ = path;
  startBatch();
  return true;
}

void ProbeView::startBatch() {
  batch_jobs_->run<ContrastBatchPtr>([items = batch_items_, file = batch_file_](
                                         JobContext& job) { return scoreContrastBatch(job, items, file); },
                                     [this](ContrastBatchPtr batch) {
                                       if (!batch->error.isEmpty()) showFailure(batch->error);
                                       showBatch(batch);
                                     });
}

bool ProbeView::loadBundledItems(BundledContrastSet set) {
  const QString file = bundledContrastFile(set);
  if (file.isEmpty()) {
    const QString message =
        tr("The bundled example set (contrast/%1) was not found.").arg(bundledContrastName(set));
    batch_status_->setText(message);
    emit errorOccurred(message);
    return false;
  }
  return loadItemsFile(file);
}

// The batch stops after the item in hand; the scores so far are shown.
void ProbeView::cancelBatch() { batch_jobs_->stop(); }

void ProbeView::showBatch(const ContrastBatchPtr& batch) {
  batch_ = batch;
  const std::size_t scored = batch->scores.size();
  const std::vector<attn::ContrastItem> items(batch->items.begin(),
                                              batch->items.begin() + std::ptrdiff_t(scored));
  summary_ = attn::summarize_contrast(items, batch->scores);
  table_model_->setItems(items, batch->scores);
  table_->resizeColumnToContents(ContrastTableModel::kMargin);
  table_->resizeColumnToContents(ContrastTableModel::kCorrect);
  table_->resizeColumnToContents(ContrastTableModel::kGroup);
  table_->resizeColumnToContents(ContrastTableModel::kLine);

  accuracy_->clear();
  for (const auto& g : summary_) {
    auto* item = new QTreeWidgetItem(accuracy_);
    item->setText(0, g.group.empty() ? tr("All items") : QString::fromStdString(g.group));
    item->setText(1, QStringLiteral("%1 / %2").arg(g.correct).arg(g.items));
    item->setText(2, QStringLiteral("%1 %").arg(100.0 * g.accuracy(), 0, 'f', 1));
    item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    if (g.group.empty()) {
      QFont bold = item->font(0);
      bold.setBold(true);
      for (int c = 0; c < 3; ++c) item->setFont(c, bold);
    }
  }
  // The whole table in view: the splitter gives this side what its columns need.
  int width = 8;
  for (int c = 0; c < 3; ++c) width += accuracy_->header()->sectionSize(c);
  accuracy_->setMinimumWidth(width);
  const QString name = QFileInfo(batch->file).fileName();
  if (!batch->error.isEmpty())
    batch_status_->setText(batch->error);
  else if (batch->cancelled)
    batch_status_->setText(tr("Cancelled after %1 of %2 items of %3; showing those.")
                               .arg(scored)
                               .arg(batch->items.size())
                               .arg(name));
  else
    batch_status_->setText(
        tr("%1: %2 items scored. Double-click an item to open it in the probe.").arg(name).arg(scored));
}

void ProbeView::openBatchRow(int row) {
  if (row < 0 || row >= table_model_->rowCount()) return;
  const attn::ContrastItem& item = table_model_->itemAt(row);
  {
    const QSignalBlocker block(source_);
    source_->setText(QString::fromStdString(item.source));
  }
  QStringList list;
  for (const auto& c : item.candidates) list << QString::fromStdString(c);
  showBatchPage(false);
  setCandidates(list);
}

QJsonObject ProbeView::probeJson() const {
  QJsonObject root = probeComparisonJson(*result_, analysis_);
  root[QStringLiteral("source")] = result_->request.source;
  root[QStringLiteral("generated")] = result_->generated;
  if (result_->generated) root[QStringLiteral("model_translation")] = result_->translation;
  root[QStringLiteral("candidates")] = probeCandidatesJson(*result_, analysis_);
  root[QStringLiteral("legend")] =
      QStringLiteral("words: pieces of an attended word summed, pieces of an attending word averaged");
  root[QStringLiteral("source_words")] = QJsonArray::fromStringList(source_words_);
  const int c = attentionCandidate();
  root[QStringLiteral("attention_candidate")] = c;
  if (c >= 0 && c < int(result_->inspections.size())) {
    const attn::Inspection& in = result_->inspections[std::size_t(c)];
    const auto output_words = attn::group_pieces_into_words(in.output_pieces);
    const int word = pronounWord();
    const std::size_t columns = std::size_t(source_words_.size());
    QJsonObject cross;
    cross[QStringLiteral("target_word_index")] = word;
    if (word >= 0)
      cross[QStringLiteral("target_word")] = QString::fromStdString(output_words.words[std::size_t(word)]);
    cross[QStringLiteral("rows")] = headRowsJson(cross_rows_, columns, in.attention.cross.size());
    root[QStringLiteral("cross_attention")] = cross;
    QJsonObject enc;
    enc[QStringLiteral("source_word_index")] = source_word_;
    enc[QStringLiteral("source_word")] = source_words_.value(source_word_);
    enc[QStringLiteral("rows")] = headRowsJson(encoder_rows_, columns, in.attention.encoder_self.size());
    root[QStringLiteral("encoder_attention")] = enc;
  }
  if (const AttributionOutcomePtr attribution = attribution_->outcome())
    root[QStringLiteral("attribution")] = attributionJson(*attribution);
  return root;
}

bool ProbeView::exportData(const QString& path, QString* error) {
  const bool have_probe = result_ && !result_->inspections.empty();
  const bool have_batch = batch_ && table_model_->rowCount() > 0;
  const bool csv = QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
  const bool batch_page = pages_->currentIndex() == 1;
  if (csv) {
    if (batch_page ? !have_batch : !have_probe) {
      if (error)
        *error = batch_page ? tr("There are no scored items to export yet: load a file of items first.")
                            : tr("There is nothing to export yet: type a sentence first.");
      return false;
    }
    return writeFileAtomically(
        path, (batch_page ? contrastBatchCsv(*batch_) : probeCsv(*result_, analysis_)).toUtf8(), error);
  }
  if (!have_probe && !have_batch) {
    if (error) *error = tr("There is nothing to export yet: type a sentence or load a file of items first.");
    return false;
  }
  QJsonObject root = have_probe ? probeJson() : QJsonObject();
  if (have_batch) root[QStringLiteral("batch")] = contrastBatchJson(*batch_);
  return writeFileAtomically(path, QJsonDocument(root).toJson(QJsonDocument::Indented), error);
}

}  // namespace studio
