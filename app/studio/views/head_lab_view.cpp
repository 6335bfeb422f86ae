#include "views/head_lab_view.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShowEvent>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "attention/error.h"
#include "core/atomic_write.h"
#include "core/bundled_contrast.h"
#include "core/image_export.h"
#include "core/model_session.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "jobs/engine_jobs.h"
#include "jobs/head_lab_jobs.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/head_lab_export.h"
#include "viewmodels/word_diff.h"
#include "widgets/head_switch_grid.h"
#include "widgets/pruning_curve_chart.h"

namespace studio {

namespace {

constexpr attn::AttentionKind kKinds[3] = {attn::AttentionKind::kEncoderSelf,
                                           attn::AttentionKind::kDecoderSelf, attn::AttentionKind::kCross};
constexpr int kListed = 5;  // heads listed as most and least important

QString sharedDevFile(const char* name) {
  // The source tree's resources/models is known at build time; the shared data folder lies beside the tree.
  const QString path =
      QDir::cleanPath(QStringLiteral(ATTN_SOURCE_MODELS_DIR) +
                      QStringLiteral("/../../../shared/data/general/") + QLatin1String(name));
  return QFileInfo::exists(path) ? path : QString();
}

QString signedNumber(double v, int decimals) {
  return (v > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(v, 'f', decimals);
}

QString headName(const attn::HeadRef& r) {
  return QStringLiteral("%1:%2.%3").arg(attentionKindShort(r.kind)).arg(r.layer + 1).arg(r.head + 1);
}

}  // namespace

HeadLabView::HeadLabView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  live_jobs_ = new EngineJobs(session, this);
  set_jobs_ = new EngineJobs(session, this);
  buildUi();
  connect(set_jobs_, &EngineJobs::progress, this, [this](int done, int total) {
    const int phase = job_phase_->load();
    progress_->setVisible(true);
    progress_->setRange(0, total);  // 0, 0: busy indicator while the files are read
    progress_->setValue(done);
    static const char* const kPhases[3][2] = {
        {QT_TR_NOOP("Dev set: translating without the mask…"),
         QT_TR_NOOP("Dev set: translating with the mask…")},
        {QT_TR_NOOP("Contrastive set: scoring without the mask…"),
         QT_TR_NOOP("Contrastive set: scoring with the mask…")},
        {QT_TR_NOOP("Importance: a backward pass per batch…"),
         QT_TR_NOOP("Pruning curve: translating the set with 0–90 % of the heads off…")}};
    job_label_->setText(tr(kPhases[int(running_job_)][std::clamp(phase, 0, 1)]));
  });
  connect(live_jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    delta_->setText(message);
    emit errorOccurred(message);
  });
  connect(set_jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    job_label_->setText(message);
    emit errorOccurred(message);
  });
  connect(live_jobs_, &EngineJobs::busyChanged, this, &HeadLabView::onBusyChanged);
  connect(set_jobs_, &EngineJobs::busyChanged, this, &HeadLabView::onBusyChanged);
  // Both job streams drop what they measured of the old model; the view starts again once.
  connect(live_jobs_, &EngineJobs::modelChanged, this, [this] {
    auto_ran_ = false;
    translation_.reset();
    dev_result_.reset();
    contrast_result_.reset();
    importance_result_.reset();
    rebuildGrids();
    updateSetResult();
    updateImportance();
    translateSentence(false);
    maybeAutoRun();
  });
  if (session_) {
    connect(session_, &ModelSession::sentenceChanged, this, [this](const QString& text) {
      if (sentence_->text() != text) sentence_->setText(text);
    });
    if (!session_->sentence().isEmpty()) sentence_->setText(session_->sentence());
  }
  setDevFiles(defaultSourceFile(), defaultReferenceFile());
  setContrastFile(bundledContrastFile());
  rebuildGrids();
  updateSetResult();
  updateImportance();
  if (session_ && session_->model()) translateSentence(false);
}

void HeadLabView::onBusyChanged() {
  updateControls();
  if (!set_jobs_->isBusy()) progress_->setVisible(false);
  if (isBusy() != was_busy_) emit busyChanged(was_busy_ = isBusy());
}

void HeadLabView::translateSentence(bool coalesce) {
  // Without a model there is nothing to translate yet: the model's arrival translates the sentence.
  if (!session_ || (!session_->model() && !session_->isLoading())) return;
  MaskedTranslationRequest request;
  request.source = sentence_->text();
  request.mask = mask();
  auto job = [request](JobContext& context) { return translateWithMask(context, request); };
  auto done = [this](MaskedTranslationResultPtr result) {
    if (!result->error.isEmpty()) {
      delta_->setText(result->error);
      emit errorOccurred(result->error);
      return;
    }
    showTranslation(result);
  };
  if (coalesce)
    live_jobs_->runDebounced<MaskedTranslationResultPtr>(job, done, kCoalesceMs);
  else
    live_jobs_->run<MaskedTranslationResultPtr>(job, done);
}

QString HeadLabView::defaultSourceFile() { return sharedDevFile("tatoeba.dev.en.gz"); }
QString HeadLabView::defaultReferenceFile() { return sharedDevFile("tatoeba.dev.de.gz"); }

void HeadLabView::buildUi() {
  sentence_ = new QLineEdit;
  sentence_->setPlaceholderText(tr("Type or paste an English sentence…"));
  sentence_->setText(QStringLiteral("The cat sat on the mat because it was tired."));
  mask_text_ = new QLineEdit;
  mask_text_->setPlaceholderText(tr("no head switched off"));
  mask_text_->setToolTip(
      tr("The heads switched off, as attention-cli's --mask-heads takes them: enc:L.H, dec:L.H, cross:L.H, "
         "counted from 1 (enc:2.* is a whole layer). Paste or edit and press Enter to apply."));
  copy_mask_ = new QPushButton(tr("Copy"));
  copy_mask_->setToolTip(tr("Copy the mask as text."));
  clear_mask_ = new QPushButton(tr("Clear mask"));
  clear_mask_->setToolTip(tr("Switch every head on again."));
  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("Sentence:")));
  top->addWidget(sentence_, 3);
  top->addWidget(new QLabel(tr("Mask:")));
  top->addWidget(mask_text_, 2);
  top->addWidget(copy_mask_);
  top->addWidget(clear_mask_);

  const QString titles[3] = {tr("Encoder self-attention"), tr("Decoder self-attention"),
                             tr("Cross-attention")};
  auto* grids = new QHBoxLayout;
  for (int k = 0; k < 3; ++k) {
    grids_[k] = new HeadSwitchGrid;
    grids_[k]->setTitle(titles[k]);
    grids_[k]->setToolTip(
        tr("Click a head (or move with the arrows and press Space) to switch it off or on."));
    grids->addWidget(grids_[k], 1);
    connect(grids_[k], &HeadSwitchGrid::headToggled, this, [this] { onMaskChanged(); });
  }

  legend_ = new QLabel(
      tr("Crossed out: switched off (its output times 0 before W<sup>O</sup>). After Head importance, colour "
         "and "
         "number: the head's importance, normalised per layer (yellow: the grid's most important)."));
  legend_->setWordWrap(true);
  QFont small = legend_->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  legend_->setFont(small);
  unmasked_ = new QLabel;
  masked_ = new QLabel;
  delta_ = new QLabel;
  for (QLabel* l : {unmasked_, masked_, delta_}) {
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
  }

  // Masks on a set.
  choose_dev_ = new QPushButton(tr("Dev files…"));
  choose_dev_->setToolTip(
      tr("A source file and its reference translations, one sentence a line (plain or gzip)."));
  dev_label_ = new QLabel;
  choose_contrast_ = new QPushButton(tr("Contrastive file…"));
  choose_contrast_->setToolTip(
      tr("Minimal pairs as the Probe view's batch reads them: source, correct translation, wrong ones."));
  contrast_label_ = new QLabel;
  limit_ = new QSpinBox;
  limit_->setRange(0, 1000000);
  limit_->setValue(100);
  limit_->setSpecialValueText(tr("all"));
  limit_->setToolTip(tr("Only the first N pairs or items of a file (\"all\": every one)."));
  run_dev_ = new QPushButton(tr("BLEU before/after"));
  run_dev_->setToolTip(tr("Translate the dev set without and with the mask (on a worker thread)."));
  run_contrast_ = new QPushButton(tr("Accuracy before/after"));
  run_contrast_->setToolTip(
      tr("Score the contrastive items without and with the mask (on a worker thread)."));
  set_result_ = new QLabel;
  set_result_->setWordWrap(true);
  set_result_->setTextFormat(Qt::RichText);
  auto* set_box = new QGroupBox(tr("The mask on a set"));
  auto* set_layout = new QGridLayout(set_box);
  set_layout->addWidget(choose_dev_, 0, 0);
  set_layout->addWidget(dev_label_, 0, 1);
  set_layout->addWidget(run_dev_, 0, 2);
  set_layout->addWidget(choose_contrast_, 1, 0);
  set_layout->addWidget(contrast_label_, 1, 1);
  set_layout->addWidget(run_contrast_, 1, 2);
  auto* limit_row = new QHBoxLayout;
  limit_row->addWidget(new QLabel(tr("First pairs / items:")));
  limit_row->addWidget(limit_);
  limit_row->addStretch();
  set_layout->addLayout(limit_row, 2, 0, 1, 3);
  set_layout->addWidget(set_result_, 3, 0, 1, 3);
  set_layout->setColumnStretch(1, 1);
  set_layout->setRowStretch(4, 1);

  // Which heads matter.
  run_importance_ = new QPushButton(tr("Head importance"));
  run_importance_->setToolTip(tr(
      "Michel et al. 2019: the mean |∂L/∂ξ| of a gate on each head over the dev pairs, normalised per layer; "
      "then BLEU as 0–90 % of the heads are switched off, least important first and at random (on a "
      "worker thread)."));
  save_chart_ = new QPushButton(tr("Save curve…"));
  save_chart_->setToolTip(tr("The pruning curve as PNG or SVG, or its numbers as CSV."));
  importance_ = new QLabel;
  importance_->setWordWrap(true);
  importance_->setTextFormat(Qt::RichText);
  importance_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  chart_ = new PruningCurveChart;
  auto* importance_box = new QGroupBox(tr("Which heads matter"));
  auto* importance_layout = new QVBoxLayout(importance_box);
  auto* importance_row = new QHBoxLayout;
  // The explanation sits between the buttons, not on a row of its own: in a 1024×640 window every row
  // taken from the chart left its plot a few pixels high.
  importance_row->addWidget(run_importance_, 0, Qt::AlignTop);
  importance_row->addWidget(importance_, 1);
  importance_row->addWidget(save_chart_, 0, Qt::AlignTop);
  importance_layout->addLayout(importance_row);
  importance_layout->addWidget(chart_, 1);

  cancel_ = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Cancel"));
  cancel_->setToolTip(tr("Stop the running job."));
  progress_ = new QProgressBar;
  progress_->setVisible(false);
  job_label_ = new QLabel;
  // The job's progress shares the Δ log P line: a row of its own was empty most of the time, and the
  // pruning chart needs every pixel in a 1024×640 window.
  auto* job_row = new QHBoxLayout;
  job_row->addWidget(delta_, 2);
  job_row->addWidget(job_label_, 1);
  job_row->addWidget(progress_, 1);
  job_row->addWidget(cancel_);

  auto* bottom = new QHBoxLayout;
  bottom->addWidget(set_box, 2);
  bottom->addWidget(importance_box, 3);

  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addLayout(grids);
  layout->addWidget(legend_);
  layout->addWidget(unmasked_);
  layout->addWidget(masked_);
  layout->addLayout(job_row);
  layout->addLayout(bottom, 1);

  connect(sentence_, &QLineEdit::textChanged, this, [this](const QString& text) {
    if (session_) session_->setSentence(text);
    translateSentence(true);
  });
  connect(mask_text_, &QLineEdit::returnPressed, this, &HeadLabView::applyMaskText);
  connect(copy_mask_, &QPushButton::clicked, this,
          [this] { QApplication::clipboard()->setText(maskText()); });
  connect(clear_mask_, &QPushButton::clicked, this, &HeadLabView::clearMask);
  connect(choose_dev_, &QPushButton::clicked, this, &HeadLabView::chooseDevFiles);
  connect(choose_contrast_, &QPushButton::clicked, this, &HeadLabView::chooseContrastFile);
  connect(run_dev_, &QPushButton::clicked, this, &HeadLabView::runDevSet);
  connect(run_contrast_, &QPushButton::clicked, this, &HeadLabView::runContrast);
  connect(run_importance_, &QPushButton::clicked, this, &HeadLabView::runImportance);
  connect(cancel_, &QPushButton::clicked, this, &HeadLabView::cancelJob);
  connect(save_chart_, &QPushButton::clicked, this, &HeadLabView::saveChart);
  updateControls();
}

const attn::ModelConfig* HeadLabView::config() const {
  return session_ && session_->model() ? &session_->model()->config : nullptr;
}

void HeadLabView::rebuildGrids() {
  const attn::ModelConfig* c = config();
  for (int k = 0; k < 3; ++k) {
    const int layers = !c ? 0 : k == 0 ? c->encoder_layers : c->decoder_layers;
    grids_[k]->setShape(layers, c ? c->n_heads : 0);
  }
  updateMaskText();
}

attn::HeadMask HeadLabView::mask() const {
  const attn::ModelConfig* c = config();
  if (!c) return {};
  attn::HeadMask m(*c);
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < grids_[k]->layers(); ++l)
      for (int h = 0; h < grids_[k]->heads(); ++h)
        if (grids_[k]->isOff(l, h)) m.set(kKinds[k], l, h, true);
  return m;
}

void HeadLabView::setMask(const attn::HeadMask& mask) {
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < grids_[k]->layers(); ++l)
      for (int h = 0; h < grids_[k]->heads(); ++h) grids_[k]->setOff(l, h, mask.masked(kKinds[k], l, h));
  onMaskChanged();
}

void HeadLabView::clearMask() { setMask({}); }

QString HeadLabView::maskText() const { return QString::fromStdString(mask().to_string()); }

void HeadLabView::updateMaskText() {
  mask_text_->setText(maskText());
  mask_text_->setStyleSheet({});
}

void HeadLabView::onMaskChanged() {
  updateMaskText();
  translateSentence(true);
}

void HeadLabView::applyMaskText() {
  const attn::ModelConfig* c = config();
  if (!c) return;
  try {
    setMask(attn::HeadMask::parse(mask_text_->text().trimmed().toStdString(), *c));
  } catch (const std::exception& e) {
    mask_text_->setStyleSheet(QStringLiteral("color: %1;").arg(wrongTextColor(palette()).name()));
    emit statusMessage(tr("Not a mask: %1").arg(QString::fromUtf8(e.what())));
  }
}

void HeadLabView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  if (event->type() != QEvent::LanguageChange) return;
  // The grids paint their titles, and the translation lines carry the sentences: both in the new language.
  for (HeadSwitchGrid* grid : grids_)
    if (const QString title = retranslateShownText(grid->title(), this); !title.isNull())
      grid->setTitle(title);
  if (translation_) showTranslation(translation_);
}

void HeadLabView::setInputText(const QString& text) { sentence_->setText(text); }

bool HeadLabView::isBusy() const { return live_jobs_->isBusy() || set_jobs_->isBusy(); }

void HeadLabView::showTranslation(const MaskedTranslationResultPtr& result) {
  translation_ = result;
  if (result->unmasked.isEmpty()) {
    unmasked_->setText(tr("<b>Without the mask:</b> (type a sentence)"));
    masked_->clear();
    delta_->clear();
    return;
  }
  const WordDiff diff = diffWords(result->unmasked, result->masked);
  // Light highlights in both themes, so their text is dark in both.
  const QString removed =
      QStringLiteral("background-color: #f5c6c6; color: #1c1e22; text-decoration: line-through;");
  unmasked_->setText(
      tr("<b>Without the mask:</b> %1").arg(highlightedWords(diff.left, diff.left_changed, removed)));
  masked_->setText(result->mask.empty()
                       ? tr("<b>With the mask:</b> no head is switched off; click heads in the grids.")
                       : tr("<b>With the mask:</b> %1").arg(maskedTranslationHtml()));
  const QLocale locale;
  delta_->setText(tr("Δ log P of the unmasked translation under the mask: <b>%1</b> (log P %2 → %3) · %4 ms")
                      .arg(signedNumber(result->delta_log_prob(), 2),
                           locale.toString(result->log_prob_unmasked, 'f', 2),
                           locale.toString(result->log_prob_masked, 'f', 2),
                           locale.toString(result->milliseconds, 'f', 0)));
}

QString HeadLabView::maskedTranslationHtml() const {
  if (!translation_) return {};
  const WordDiff diff = diffWords(translation_->unmasked, translation_->masked);
  return highlightedWords(diff.right, diff.right_changed,
                          QStringLiteral("background-color: #fbe3a1; color: #1c1e22; font-weight: bold;"));
}

void HeadLabView::setDevFiles(const QString& source_file, const QString& reference_file) {
  source_file_ = source_file;
  reference_file_ = reference_file;
  dev_label_->setText(source_file.isEmpty()
                          ? tr("(no dev files)")
                          : QStringLiteral("%1 / %2").arg(QFileInfo(source_file).fileName(),
                                                          QFileInfo(reference_file).fileName()));
  dev_label_->setToolTip(QDir::toNativeSeparators(source_file) + QLatin1Char('\n') +
                         QDir::toNativeSeparators(reference_file));
  updateControls();
}

void HeadLabView::setContrastFile(const QString& file) {
  contrast_file_ = file;
  contrast_label_->setText(file.isEmpty() ? tr("(no contrastive file)") : QFileInfo(file).fileName());
  contrast_label_->setToolTip(QDir::toNativeSeparators(file));
  updateControls();
}

void HeadLabView::setLimit(int pairs) { limit_->setValue(std::max(0, pairs)); }

int HeadLabView::limit() const { return limit_->value(); }

void HeadLabView::chooseDevFiles() {
  const QString start = source_file_.isEmpty() ? QDir::homePath() : QFileInfo(source_file_).absolutePath();
  const QString filter = tr("Text files (*.txt *.gz *.en *.de *.src *.ref);;All files (*)");
  const QString source = QFileDialog::getOpenFileName(this, tr("Source sentences"), start, filter);
  if (source.isEmpty()) return;
  const QString reference = QFileDialog::getOpenFileName(this, tr("Reference translations"),
                                                         QFileInfo(source).absolutePath(), filter);
  if (!reference.isEmpty()) setDevFiles(source, reference);
}

void HeadLabView::chooseContrastFile() {
  const QString start =
      contrast_file_.isEmpty() ? QDir::homePath() : QFileInfo(contrast_file_).absolutePath();
  const QString file = QFileDialog::getOpenFileName(this, tr("Contrastive items"), start,
                                                    tr("Contrastive items (*.tsv *.txt);;All files (*)"));
  if (!file.isEmpty()) setContrastFile(file);
}

void HeadLabView::runDevSet() { startJob(HeadLabJob::kDevSet); }
void HeadLabView::runContrast() { startJob(HeadLabJob::kContrast); }
void HeadLabView::runImportance() { startJob(HeadLabJob::kImportance); }
// The job stops at its next check; its result, marked cancelled, still arrives.
void HeadLabView::cancelJob() { set_jobs_->stop(); }
bool HeadLabView::isJobRunning() const { return set_jobs_->isBusy(); }

void HeadLabView::startJob(HeadLabJob job) {
  HeadLabJobRequest request;
  request.job = job;
  request.mask = mask();
  request.source_file = source_file_;
  request.reference_file = reference_file_;
  request.contrast_file = contrast_file_;
  request.limit = limit_->value();
  const bool needs_dev = job != HeadLabJob::kContrast;
  if ((needs_dev && (source_file_.isEmpty() || reference_file_.isEmpty())) ||
      (!needs_dev && contrast_file_.isEmpty())) {
    const QString message = needs_dev ? tr("Choose a source and a reference file first (Dev files…).")
                                      : tr("Choose a contrastive file first (Contrastive file…).");
    job_label_->setText(message);
    emit errorOccurred(message);
    return;
  }
  running_job_ = job;
  job_label_->clear();
  *job_phase_ = 0;
  set_jobs_->run<HeadLabJobResultPtr>(
      [request, phase = job_phase_](JobContext& context) { return runHeadLabJob(context, request, *phase); },
      [this](HeadLabJobResultPtr result) { showJob(result); });
  if (set_jobs_->isBusy()) {
    progress_->setVisible(true);
    progress_->setRange(0, 0);  // a busy indicator while the files are read
  }
}

QString HeadLabView::jobText() const { return job_label_->text(); }

void HeadLabView::showJob(const HeadLabJobResultPtr& result) {
  last_job_ = result;
  if (result->cancelled)
    job_label_->setText(tr("Stopped."));
  else
    job_label_->setText(
        tr("Done in %1 s on %2.").arg(QLocale().toString(result->seconds, 'f', 1), result->backend));
  switch (result->request.job) {
    case HeadLabJob::kDevSet:
      if (!result->cancelled) dev_result_ = result;
      break;
    case HeadLabJob::kContrast:
      if (!result->cancelled) contrast_result_ = result;
      break;
    case HeadLabJob::kImportance:
      // Importance finished before a cancelled pruning curve still shows.
      if (result->importance) importance_result_ = result;
      break;
  }
  updateSetResult();
  updateImportance();
}

QString HeadLabView::setResultText() const {
  const QLocale locale;
  QStringList lines;
  if (dev_result_) {
    const HeadLabJobResult& r = *dev_result_;
    lines << tr("<b>%1 pairs</b> of %2, mask “%3”: BLEU %4 → %5 (%6), chrF %7 → %8 (%9)")
                 .arg(r.sentences)
                 .arg(QFileInfo(r.request.source_file).fileName(),
                      QString::fromStdString(r.request.mask.to_string()).toHtmlEscaped(),
                      locale.toString(r.bleu_before, 'f', 2), locale.toString(r.bleu_after, 'f', 2),
                      signedNumber(r.bleu_after - r.bleu_before, 2), locale.toString(r.chrf_before, 'f', 2),
                      locale.toString(r.chrf_after, 'f', 2), signedNumber(r.chrf_after - r.chrf_before, 2));
  }
  if (contrast_result_) {
    const HeadLabJobResult& r = *contrast_result_;
    const double n = std::max(1, r.sentences);
    lines << tr("<b>%1 items</b> of %2, mask “%3”: accuracy %4 % → %5 % (%6 → %7 right)")
                 .arg(r.sentences)
                 .arg(QFileInfo(r.request.contrast_file).fileName(),
                      QString::fromStdString(r.request.mask.to_string()).toHtmlEscaped(),
                      locale.toString(100.0 * r.correct_before / n, 'f', 1),
                      locale.toString(100.0 * r.correct_after / n, 'f', 1))
                 .arg(r.correct_before)
                 .arg(r.correct_after);
  }
  if (lines.isEmpty())
    return tr(
        "Switch heads off above, then measure what the mask does to a whole dev file or contrastive file.");
  return lines.join(QStringLiteral("<br>"));
}

void HeadLabView::updateSetResult() { set_result_->setText(setResultText()); }

QString HeadLabView::importanceText() const {
  if (!importance_result_ || !importance_result_->importance)
    return tr(
        "Measure which heads matter over the dev pairs: the grids above take the colour of each head's "
        "importance.");
  const attn::HeadImportance& imp = *importance_result_->importance;
  const auto order = imp.ascending();
  auto list = [&](bool most) {
    QStringList names;
    for (int i = 0; i < kListed && i < int(order.size()); ++i) {
      const attn::HeadRef& r = most ? order[order.size() - 1 - std::size_t(i)] : order[std::size_t(i)];
      names << QStringLiteral("%1 (%2)").arg(
          headName(r),
          QLocale().toString(imp.normalised[std::size_t(r.kind)][std::size_t(r.layer)][std::size_t(r.head)],
                             'f', 2));
    }
    return names.join(QStringLiteral(", "));
  };
  QString text = tr("Importance over <b>%1 pairs</b>. Most important: %2.<br>Least important: %3.")
                     .arg(imp.sentences)
                     .arg(list(true), list(false));
  if (importance_result_->curve.empty())
    text += QStringLiteral("<br>") + tr("The pruning curve was stopped.");
  return text;
}

void HeadLabView::updateImportance() {
  importance_->setText(importanceText());
  const bool have = importance_result_ && importance_result_->importance;
  for (int k = 0; k < 3; ++k)
    grids_[k]->setValues(have ? importance_result_->importance->normalised[std::size_t(k)]
                              : std::vector<std::vector<double>>{});
  chart_->setCurve(have ? importance_result_->curve : std::vector<attn::PruningPoint>{});
  updateControls();
}

void HeadLabView::updateControls() {
  const bool job = set_jobs_->isBusy();
  const bool model = config() != nullptr;
  run_dev_->setEnabled(model && !job && !source_file_.isEmpty());
  run_contrast_->setEnabled(model && !job && !contrast_file_.isEmpty());
  run_importance_->setEnabled(model && !job && !source_file_.isEmpty());
  choose_dev_->setEnabled(!job);
  choose_contrast_->setEnabled(!job);
  limit_->setEnabled(!job);
  cancel_->setEnabled(job);
  save_chart_->setEnabled(!chart_->curve().empty());
}

void HeadLabView::saveChart() {
  const QString path = QFileDialog::getSaveFileName(this, tr("Save the pruning curve"), QDir::homePath(),
                                                    tr("PNG image (*.png);;SVG image (*.svg);;CSV (*.csv)"));
  if (path.isEmpty()) return;
  QString error;
  const bool ok = QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0
                      ? writeFileAtomically(path, chart_->csv().toUtf8(), &error)
                      : exportWidgetImage(chart_, path, &error);
  if (ok)
    emit statusMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
  else
    emit errorOccurred(error);
}

void HeadLabView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  maybeAutoRun();
}

void HeadLabView::maybeAutoRun() {
  // Only a window rendered for --export (never on screen) starts by itself, on the first pairs only; on
  // screen, importance waits for its button.
  const bool headless = window() && window()->testAttribute(Qt::WA_DontShowOnScreen);
  if (!auto_run_ || auto_ran_ || !headless || !isVisible() || !config() || set_jobs_->isBusy() ||
      source_file_.isEmpty() || reference_file_.isEmpty())
    return;
  auto_ran_ = true;
  setLimit(kExportPairs);
  runImportance();
}

bool HeadLabView::exportData(const QString& path, QString* error) {
  const bool csv = QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
  if (csv) {
    if (chart_->curve().empty()) {
      if (error) *error = tr("There is no pruning curve to export yet: run Head importance first.");
      return false;
    }
    return writeFileAtomically(path, chart_->csv().toUtf8(), error);
  }
  QJsonObject root;
  root[QStringLiteral("mask")] = maskText();
  if (translation_) {
    const QJsonObject sentence = maskedTranslationJson(*translation_);
    for (auto it = sentence.begin(); it != sentence.end(); ++it) root[it.key()] = it.value();
  }
  if (dev_result_) root[QStringLiteral("dev_set")] = devSetJson(*dev_result_);
  if (contrast_result_) root[QStringLiteral("contrast")] = contrastSetJson(*contrast_result_);
  if (importance_result_ && importance_result_->importance) {
    root[QStringLiteral("importance_pairs")] = qint64(importance_result_->importance->sentences);
    root[QStringLiteral("importance")] = headImportanceJson(*importance_result_->importance);
    root[QStringLiteral("prune_curve")] = pruningCurveJson(importance_result_->curve);
  }
  return writeFileAtomically(path, QJsonDocument(root).toJson(), error);
}

}  // namespace studio
