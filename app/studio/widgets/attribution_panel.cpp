#include "widgets/attribution_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <cmath>

#include "viewmodels/attention_math.h"
#include "viewmodels/attribution_export.h"
#include "widgets/token_attribution_bar.h"

namespace studio {

namespace {

QString piece(const std::string& p) { return displayPieces({p}).value(0).toHtmlEscaped(); }

}  // namespace

AttributionPanel::AttributionPanel(QWidget* parent) : QWidget(parent) {
  method_ = new QComboBox;
  method_->addItem(QString(), int(attn::AttributionMethod::kSaliency));
  method_->addItem(QString(), int(attn::AttributionMethod::kInputXGradient));
  method_->addItem(QString(), int(attn::AttributionMethod::kIntegratedGradients));
  method_->setCurrentIndex(1);  // input × gradient: one pass, and signed
  steps_label_ = new QLabel;
  steps_ = new QSpinBox;
  // The engine takes up to 4096, but a run holds the view's worker until it ends (it cannot be stopped
  // midway): 512 keeps that to seconds.
  steps_->setRange(1, 512);
  steps_->setValue(32);
  contrast_ = new QCheckBox;
  contrast_word_ = new QLineEdit;
  contrast_word_->setMaximumWidth(120);
  run_ = new QPushButton;
  cancel_ = new QPushButton;
  export_ = new QPushButton;
  progress_ = new QProgressBar;
  progress_->setRange(0, 0);  // the engine reports no progress within one attribution: a busy bar
  progress_->setMaximumWidth(120);
  progress_->setTextVisible(false);
  progress_->setVisible(false);
  cancel_->setVisible(false);
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);
  summary_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  bar_ = new TokenAttributionBar;
  busy_clock_ = new QTimer(this);
  busy_clock_->setInterval(200);
  connect(busy_clock_, &QTimer::timeout, this, &AttributionPanel::showBusyText);

  auto* controls = new QHBoxLayout;
  controls->addWidget(method_);
  controls->addWidget(steps_label_);
  controls->addWidget(steps_);
  controls->addWidget(contrast_);
  controls->addWidget(contrast_word_);
  controls->addWidget(run_);
  controls->addWidget(cancel_);
  controls->addWidget(progress_);
  controls->addStretch(1);
  controls->addWidget(export_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addLayout(controls);
  layout->addWidget(summary_);
  layout->addWidget(bar_);
  layout->addStretch(1);

  connect(method_, &QComboBox::currentIndexChanged, this, &AttributionPanel::settingsChanged);
  connect(steps_, &QSpinBox::valueChanged, this, [this] {
    if (options().method == attn::AttributionMethod::kIntegratedGradients) settingsChanged();
  });
  connect(contrast_, &QCheckBox::toggled, this, &AttributionPanel::settingsChanged);
  connect(contrast_word_, &QLineEdit::returnPressed, this, [this] {
    if (!contrast_->isChecked())
      contrast_->setChecked(true);  // settingsChanged follows
    else if (available_)
      emit requested();
  });
  connect(run_, &QPushButton::clicked, this, [this] {
    if (available_) emit requested();
  });
  connect(cancel_, &QPushButton::clicked, this, [this] {
    emit cancelRequested();
    outcome_.reset();
    bar_->clear();
    summary_->setText(tr("Cancelled. Press Attribute to run it again."));
    updateControls();
  });
  connect(export_, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export attribution"), QStringLiteral("attribution.csv"), tr("CSV (*.csv);;JSON (*.json)"));
    if (path.isEmpty()) return;
    QString error;
    if (!exportAttribution(path, &error)) summary_->setText(error.toHtmlEscaped());
  });
  retranslate();
  clearOutcome();
}

void AttributionPanel::retranslate() {
  method_->setItemText(0, tr("Saliency"));
  method_->setItemText(1, tr("Input × gradient"));
  method_->setItemText(2, tr("Integrated gradients"));
  method_->setToolTip(
      tr("Saliency: ‖∂f/∂x‖ per token (never negative). Input × gradient: x · ∂f/∂x, signed (positive: the "
         "token pushes f up). Integrated gradients: x · the mean gradient on the straight path from zero "
         "token embeddings; the numbers add up to f(input) − f(baseline)."));
  steps_label_->setText(tr("steps:"));
  steps_->setToolTip(
      tr("Integrated gradients: the intervals of the path (trapezoid rule); each is one "
         "forward and backward pass."));
  contrast_->setText(tr("contrast with:"));
  contrast_->setToolTip(
      tr("Attribute log P(token) − log P(the contrast word's first piece) at this step: "
         "which tokens make the model prefer the one over the other (Yin & Neubig 2022)."));
  contrast_word_->setPlaceholderText(tr("e.g. sie"));
  run_->setText(tr("Attribute"));
  run_->setToolTip(tr("Compute the attribution of this step (off the interface thread)."));
  cancel_->setText(tr("Cancel"));
  export_->setText(tr("Export attribution…"));
  export_->setToolTip(tr("The numbers over every source and target-prefix token as CSV or JSON."));
  if (outcome_) showOutcome(outcome_);
  updateControls();
}

void AttributionPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::LanguageChange) retranslate();
}

attn::AttributionOptions AttributionPanel::options() const {
  attn::AttributionOptions o;
  o.method = attn::AttributionMethod(method_->currentData().toInt());
  o.steps = steps_->value();
  return o;
}

void AttributionPanel::setMethod(attn::AttributionMethod method) {
  method_->setCurrentIndex(method_->findData(int(method)));
}

void AttributionPanel::setSteps(int steps) { steps_->setValue(steps); }

QString AttributionPanel::contrastWord() const {
  return contrast_->isChecked() ? contrast_word_->text().trimmed() : QString();
}

void AttributionPanel::setContrast(bool on, const QString& word) {
  {
    const QSignalBlocker block(contrast_);
    contrast_->setChecked(on);
  }
  contrast_word_->setText(word);
  settingsChanged();
}

bool AttributionPanel::runsAutomatically() const {
  return options().method != attn::AttributionMethod::kIntegratedGradients;
}

void AttributionPanel::settingsChanged() {
  updateControls();
  if (!available_) return;
  if (runsAutomatically())
    emit requested();
  else
    showPending();
}

void AttributionPanel::setAvailable(bool available, const QString& why) {
  available_ = available;
  unavailable_why_ = why;
  if (!available) clearOutcome();
  updateControls();
}

void AttributionPanel::setBusy(bool busy) {
  const bool was_busy = busy_;
  busy_ = busy;
  if (busy) {
    delivered_ = false;
    busy_since_.start();
    busy_clock_->start();
    showBusyText();
  } else {
    busy_clock_->stop();
    if (was_busy && !delivered_) {
      // Cancelled or superseded (e.g. by a new translation): what is shown belongs to an older request.
      outcome_.reset();
      bar_->clear();
      summary_->setText(tr("Cancelled. Press Attribute to run it again."));
    }
  }
  updateControls();
}

void AttributionPanel::showBusyText() {
  const QString seconds = QString::number(double(busy_since_.elapsed()) / 1000.0, 'f', 1);
  summary_->setText(options().method == attn::AttributionMethod::kIntegratedGradients
                        ? tr("Integrated gradients: %1 forward and backward passes… %2 s")
                              .arg(steps_->value() + 1)
                              .arg(seconds)
                        : tr("Attributing… %1 s").arg(seconds));
}

void AttributionPanel::updateControls() {
  const bool integrated = options().method == attn::AttributionMethod::kIntegratedGradients;
  steps_label_->setVisible(integrated);
  steps_->setVisible(integrated);
  contrast_word_->setEnabled(contrast_->isChecked());
  run_->setEnabled(available_ && !busy_);
  cancel_->setVisible(busy_);
  progress_->setVisible(busy_);
  export_->setEnabled(outcome_ != nullptr);
}

void AttributionPanel::showPending() {
  outcome_.reset();
  bar_->clear();
  summary_->setText(tr("Press Attribute to run integrated gradients (%1 forward and backward passes).")
                        .arg(steps_->value() + 1));
  updateControls();
}

void AttributionPanel::clearOutcome() {
  outcome_.reset();
  bar_->clear();
  summary_->setText(unavailable_why_.toHtmlEscaped());
  if (export_) export_->setEnabled(false);
}

void AttributionPanel::showOutcome(const AttributionOutcomePtr& outcome) {
  if (!outcome) return clearOutcome();
  if (!outcome->error.isEmpty()) {
    delivered_ = true;
    outcome_.reset();
    bar_->clear();
    summary_->setText(outcome->error.toHtmlEscaped());
    updateControls();
    return;
  }
  outcome_ = outcome;
  delivered_ = true;
  const attn::AttributionResult& r = outcome->result;
  const attn::StepAttribution& a = r.attribution;
  const bool contrast = r.contrast_id >= 0;
  QString f = contrast ? tr("log P(%1) − log P(%2)").arg(piece(r.token_piece), piece(r.contrast_piece))
                       : tr("log P(%1)").arg(piece(r.token_piece));
  QString text =
      tr("Step %1 chooses <b>%2</b> (log P %3%4). f = %5 = <b>%6</b>.")
          .arg(r.step + 1)
          .arg(piece(r.token_piece))
          .arg(r.log_p_token, 0, 'f', 3)
          .arg(contrast ? tr("; log P(%1) %2").arg(piece(r.contrast_piece)).arg(r.log_p_contrast, 0, 'f', 3)
                        : QString())
          .arg(f)
          .arg(a.f_input, 0, 'f', 4);
  QString value_name;
  switch (a.method) {
    case attn::AttributionMethod::kSaliency:
      value_name = tr("saliency ‖∂f/∂x‖");
      text += QLatin1Char(' ') + tr("Saliency: the gradient's L2 norm per token, never negative.");
      break;
    case attn::AttributionMethod::kInputXGradient:
      value_name = tr("input × gradient");
      text +=
          QLatin1Char(' ') +
          tr("Input × gradient, signed; their sum %1 is f's first-order change from zero token embeddings.")
              .arg(a.sum, 0, 'f', 4);
      break;
    case attn::AttributionMethod::kIntegratedGradients: {
      value_name = tr("integrated gradients");
      const double expected = a.f_input - a.f_baseline;
      const double gap = a.sum - expected;
      text +=
          QLatin1Char(' ') +
          tr("Integrated gradients, %1 steps, from %2. Completeness: the sum %3 vs f(input) − f(baseline) = "
             "%4 − %5 = %6 (gap %7, %8 %).")
              .arg(a.steps)
              .arg(tr("every token embedding zero, positional encodings kept"))
              .arg(a.sum, 0, 'f', 4)
              .arg(a.f_input, 0, 'f', 4)
              .arg(a.f_baseline, 0, 'f', 4)
              .arg(expected, 0, 'f', 4)
              .arg(gap, 0, 'f', 4)
              .arg(expected != 0 ? 100.0 * std::abs(gap) / std::abs(expected) : 0.0, 0, 'f', 1);
      if (std::abs(gap) > 0.05 * std::abs(expected))
        text += QLatin1Char(' ') + tr("<b>The gap is over 5 %: more steps make the sum exact.</b>");
      break;
    }
  }
  text +=
      QLatin1Char(' ') + tr("Forward and backward passes: %1, %2 s.").arg(a.passes).arg(r.seconds, 0, 'f', 2);
  summary_->setText(text);
  QList<AttributionRow> rows;
  rows.append({tr("Source"), displayPieces(r.source_pieces), a.source, a.source_l2});
  rows.append({tr("Target prefix"), displayPieces(r.prefix_pieces), a.prefix, a.prefix_l2});
  bar_->setRows(rows, a.method != attn::AttributionMethod::kSaliency, value_name);
  updateControls();
}

bool AttributionPanel::exportAttribution(const QString& path, QString* error) const {
  if (!outcome_) {
    if (error) *error = tr("There is no attribution to export yet.");
    return false;
  }
  return writeAttribution(*outcome_, path, error);
}

}  // namespace studio
