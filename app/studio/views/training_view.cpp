#include "views/training_view.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>

#include "attention/config.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/schedule.h"
#include "attention/training_budget.h"
#include "core/model_session.h"
#include "widgets/chart_export.h"
#include "widgets/chart_live_plot.h"

namespace studio {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr int kPlannedPoints = 1500;  // samples of the planned schedule; enough for a smooth curve

enum DataPage { kToyPage = 0, kFilesPage = 1, kTsvPage = 2 };

const QList<QColor>& runPalette() {
  static const QList<QColor> colors = {QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c),
                                       QColor(0x9467bd), QColor(0xff7f0e), QColor(0x8c564b),
                                       QColor(0xe377c2), QColor(0x17becf)};
  return colors;
}

QString formatDuration(double seconds) {
  if (seconds < 0) return QStringLiteral("?");
  const qint64 s = qint64(std::llround(seconds));
  return QStringLiteral("%1:%2:%3")
      .arg(s / 3600)
      .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(s % 60, 2, 10, QLatin1Char('0'));
}

struct DataCheck {
  QString info, error;
};

DataCheck checkCorpus(int page, const QString& src, const QString& tgt, const QString& tsv,
                      const QString& valid_src, const QString& valid_tgt) {
  DataCheck check;
  try {
    const attn::ParallelCorpus corpus =
        page == kTsvPage ? attn::read_tsv_corpus(tsv.toStdString())
                         : attn::read_parallel_corpus(src.toStdString(), tgt.toStdString());
    check.info = QCoreApplication::translate("studio::TrainingView", "✓ %1 training pairs")
                     .arg(qsizetype(corpus.source.size()));
    if (!valid_src.isEmpty() || !valid_tgt.isEmpty()) {
      if (valid_src.isEmpty() || valid_tgt.isEmpty())
        throw attn::Error(
            QCoreApplication::translate("studio::TrainingView",
                                        "Give both validation files (source and target), or neither.")
                .toStdString());
      const attn::ParallelCorpus valid =
          attn::read_parallel_corpus(valid_src.toStdString(), valid_tgt.toStdString());
      check.info += QCoreApplication::translate("studio::TrainingView", ", %1 validation pairs")
                        .arg(qsizetype(valid.source.size()));
    }
  } catch (const std::exception& e) {
    check.error = QString::fromUtf8(e.what());
  }
  return check;
}

QSpinBox* makeSpin(QWidget* parent, const char* name, int min, int max, int value, const QString& tip,
                   int step = 1) {
  auto* spin = new QSpinBox(parent);
  spin->setObjectName(QString::fromLatin1(name));
  spin->setRange(min, max);
  spin->setSingleStep(step);
  spin->setValue(value);
  spin->setToolTip(tip);
  spin->setGroupSeparatorShown(max >= 10000);
  return spin;
}

QDoubleSpinBox* makeDoubleSpin(QWidget* parent, const char* name, double min, double max, double value,
                               double step, int decimals, const QString& tip) {
  auto* spin = new QDoubleSpinBox(parent);
  spin->setObjectName(QString::fromLatin1(name));
  spin->setRange(min, max);
  spin->setSingleStep(step);
  spin->setDecimals(decimals);
  spin->setValue(value);
  spin->setToolTip(tip);
  return spin;
}

// A line edit with a "…" button that opens a file (or folder) chooser.
QWidget* fileRow(QWidget* parent, QLineEdit* edit, bool folder, const QString& caption) {
  auto* row = new QWidget(parent);
  auto* layout = new QHBoxLayout(row);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(edit, 1);
  auto* browse = new QToolButton(row);
  browse->setText(QStringLiteral("…"));
  browse->setToolTip(caption);
  layout->addWidget(browse);
  QObject::connect(browse, &QToolButton::clicked, edit, [edit, folder, caption] {
    const QString chosen = folder ? QFileDialog::getExistingDirectory(edit, caption, edit->text())
                                  : QFileDialog::getOpenFileName(edit, caption, edit->text());
    if (chosen.isEmpty()) return;
    edit->setText(chosen);
    emit edit->editingFinished();
  });
  return row;
}

}  // namespace

// ---- construction ------------------------------------------------------------------------------------

TrainingView::TrainingView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  setObjectName(QStringLiteral("trainingView"));
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  settings_panel_ = buildSettingsPanel();
  splitter->addWidget(settings_panel_);
  splitter->addWidget(buildDashboard());
  splitter->setStretchFactor(0, 0);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter);

  applyPreset(QStringLiteral("toy"));
  suggestOutputDir();
  updatePlannedSchedule();
  updateButtons();
}

TrainingView::~TrainingView() {
  if (!thread_) return;
  // The trainer finishes its step, writes a final checkpoint and returns; then the thread can end.
  worker_->requestStop();
  thread_->quit();
  thread_->wait();
  delete worker_;
}

QWidget* TrainingView::buildSettingsPanel() {
  auto* inner = new QWidget;
  auto* layout = new QVBoxLayout(inner);
  layout->setContentsMargins(0, 0, 6, 0);
  layout->addWidget(buildDataGroup());
  layout->addWidget(buildModelGroup());
  layout->addWidget(buildTrainingGroup());
  layout->addWidget(buildOutputGroup());
  layout->addStretch(1);
  auto* scroll = new QScrollArea(this);
  scroll->setObjectName(QStringLiteral("trainSettings"));
  scroll->setWidget(inner);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  scroll->setMinimumWidth(inner->sizeHint().width() + 24);
  return scroll;
}

QWidget* TrainingView::buildDataGroup() {
  auto* group = new QGroupBox(tr("Data"), this);
  auto* layout = new QVBoxLayout(group);
  data_kind_ = new QComboBox(group);
  data_kind_->setObjectName(QStringLiteral("trainDataKind"));
  data_kind_->addItem(tr("Built-in toy task"));
  data_kind_->addItem(tr("Parallel corpus: source and target files"));
  data_kind_->addItem(tr("Parallel corpus: one tab-separated file"));
  data_kind_->setToolTip(
      tr("Toy tasks are generated on the fly and train in minutes; their correct attention is known "
         "exactly. A corpus is one sentence per line, line-aligned, plain text or gzip, UTF-8."));
  layout->addWidget(data_kind_);

  data_stack_ = new QStackedWidget(group);
  // Toy task page.
  auto* toy_page = new QWidget;
  auto* toy_form = new QFormLayout(toy_page);
  toy_form->setContentsMargins(0, 0, 0, 0);
  task_ = new QComboBox(toy_page);
  task_->setObjectName(QStringLiteral("trainTask"));
  task_->addItem(tr("copy"), int(attn::ToyTask::kCopy));
  task_->addItem(tr("reverse"), int(attn::ToyTask::kReverse));
  task_->addItem(tr("sort"), int(attn::ToyTask::kSort));
  task_->addItem(tr("shift (s<k> → s<k+1>)"), int(attn::ToyTask::kShift));
  task_->setToolTip(
      tr("copy and shift attend along the diagonal, reverse along the anti-diagonal, sort to "
         "wherever the next smallest symbol is."));
  toy_pairs_ = makeSpin(toy_page, "trainToyPairs", 10, 1000000, 20000, tr("Training pairs generated."), 1000);
  alphabet_ = makeSpin(toy_page, "trainAlphabet", 2, 1000, 10, tr("Symbols s0 … s(n−1)."));
  min_len_ = makeSpin(toy_page, "trainMinLength", 1, 200, 3, tr("Shortest sentence, in symbols."));
  max_len_ = makeSpin(toy_page, "trainMaxLength", 1, 200, 12, tr("Longest sentence, in symbols."));
  toy_form->addRow(tr("Task:"), task_);
  toy_form->addRow(tr("Pairs:"), toy_pairs_);
  toy_form->addRow(tr("Alphabet:"), alphabet_);
  toy_form->addRow(tr("Length:"), [&] {
    auto* w = new QWidget(toy_page);
    auto* h = new QHBoxLayout(w);
    h->setContentsMargins(0, 0, 0, 0);
    h->addWidget(min_len_);
    h->addWidget(new QLabel(tr("to"), w));
    h->addWidget(max_len_);
    return w;
  }());
  data_stack_->addWidget(toy_page);

  // Two files page.
  auto* files_page = new QWidget;
  auto* files_form = new QFormLayout(files_page);
  files_form->setContentsMargins(0, 0, 0, 0);
  src_file_ = new QLineEdit(files_page);
  src_file_->setObjectName(QStringLiteral("trainSourceFile"));
  src_file_->setPlaceholderText(tr("e.g. train.en"));
  tgt_file_ = new QLineEdit(files_page);
  tgt_file_->setObjectName(QStringLiteral("trainTargetFile"));
  tgt_file_->setPlaceholderText(tr("e.g. train.de"));
  files_form->addRow(tr("Source:"), fileRow(files_page, src_file_, false, tr("Choose the source file")));
  files_form->addRow(tr("Target:"), fileRow(files_page, tgt_file_, false, tr("Choose the target file")));
  data_stack_->addWidget(files_page);

  // TSV page.
  auto* tsv_page = new QWidget;
  auto* tsv_form = new QFormLayout(tsv_page);
  tsv_form->setContentsMargins(0, 0, 0, 0);
  tsv_file_ = new QLineEdit(tsv_page);
  tsv_file_->setObjectName(QStringLiteral("trainTsvFile"));
  tsv_file_->setPlaceholderText(tr("source<TAB>target per line"));
  tsv_form->addRow(tr("File:"), fileRow(tsv_page, tsv_file_, false, tr("Choose the tab-separated file")));
  data_stack_->addWidget(tsv_page);
  layout->addWidget(data_stack_);

  // Shared by both corpus pages.
  corpus_extras_ = new QWidget(group);
  auto* extras_form = new QFormLayout(corpus_extras_);
  extras_form->setContentsMargins(0, 0, 0, 0);
  valid_src_file_ = new QLineEdit(corpus_extras_);
  valid_src_file_->setObjectName(QStringLiteral("trainValidSourceFile"));
  valid_src_file_->setPlaceholderText(tr("optional"));
  valid_tgt_file_ = new QLineEdit(corpus_extras_);
  valid_tgt_file_->setObjectName(QStringLiteral("trainValidTargetFile"));
  valid_tgt_file_->setPlaceholderText(tr("optional"));
  vocab_size_ = makeSpin(corpus_extras_, "trainVocabSize", 100, 64000, 8000,
                         tr("Joint BPE vocabulary for source and target (SentencePiece). The paper used "
                            "about 37000 shared pieces for English–German."),
                         500);
  extras_form->addRow(tr("Validation source:"), fileRow(corpus_extras_, valid_src_file_, false,
                                                        tr("Choose the validation source file")));
  extras_form->addRow(tr("Validation target:"), fileRow(corpus_extras_, valid_tgt_file_, false,
                                                        tr("Choose the validation target file")));
  extras_form->addRow(tr("Vocabulary:"), vocab_size_);
  corpus_extras_->setVisible(false);
  layout->addWidget(corpus_extras_);

  data_status_ = new QLabel(group);
  data_status_->setObjectName(QStringLiteral("trainDataStatus"));
  data_status_->setWordWrap(true);
  data_status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(data_status_);

  connect(data_kind_, &QComboBox::currentIndexChanged, this, [this](int index) {
    data_stack_->setCurrentIndex(index);
    corpus_extras_->setVisible(index != kToyPage);
    checkData();
  });
  for (QLineEdit* edit : {src_file_, tgt_file_, tsv_file_, valid_src_file_, valid_tgt_file_})
    connect(edit, &QLineEdit::editingFinished, this, &TrainingView::checkData);
  return group;
}

QWidget* TrainingView::buildModelGroup() {
  auto* group = new QGroupBox(tr("Model"), this);
  auto* form = new QFormLayout(group);
  preset_ = new QComboBox(group);
  preset_->setObjectName(QStringLiteral("trainPreset"));
  preset_->addItem(tr("toy — seconds per task"), QStringLiteral("toy"));
  preset_->addItem(tr("tiny — 3 layers, d_model 256"), QStringLiteral("tiny"));
  preset_->addItem(tr("small — 4 layers, dropout 0.3"), QStringLiteral("small"));
  preset_->addItem(tr("base — the paper's base model"), QStringLiteral("base"));
  preset_->setToolTip(tr("A starting point; every field below can then be changed."));
  enc_layers_ = makeSpin(group, "trainEncoderLayers", 1, 24, 2, tr("N encoder layers (N = 6 in the paper)."));
  dec_layers_ = makeSpin(group, "trainDecoderLayers", 1, 24, 2, tr("N decoder layers (N = 6 in the paper)."));
  d_model_ = makeSpin(group, "trainDModel", 8, 2048, 64,
                      tr("d_model: width of every sub-layer output and of the embeddings (512 in the paper). "
                         "Must be divisible by the number of heads."),
                      8);
  heads_ =
      makeSpin(group, "trainHeads", 1, 64, 4,
               tr("h parallel attention heads, each of width d_k = d_v = d_model / h (h = 8 in the paper)."));
  d_ff_ =
      makeSpin(group, "trainDFF", 8, 16384, 128,
               tr("d_ff: inner width of the position-wise feed-forward network (2048 in the paper)."), 64);
  dropout_ = makeDoubleSpin(group, "trainDropout", 0.0, 0.9, 0.0, 0.05, 2,
                            tr("P_drop: dropout on every sub-layer output and on embeddings + positional "
                               "encodings (section 5.4; 0.1 for the base model)."));
  label_smoothing_ = makeDoubleSpin(group, "trainLabelSmoothing", 0.0, 0.9, 0.1, 0.05, 2,
                                    tr("ε_ls (section 5.4): hurts perplexity, as the model learns to be more "
                                       "unsure, but improves accuracy and BLEU. 0.1 in the paper."));
  pe_kind_ = new QComboBox(group);
  pe_kind_->setObjectName(QStringLiteral("trainPositionalEncoding"));
  pe_kind_->addItem(tr("sinusoidal (paper)"), int(attn::PositionalEncoding::kSinusoidal));
  pe_kind_->addItem(tr("sinusoidal, halves (Marian)"), int(attn::PositionalEncoding::kSinusoidalConcat));
  pe_kind_->addItem(tr("learned (Table 3, row E)"), int(attn::PositionalEncoding::kLearned));
  pe_kind_->setToolTip(
      tr("How positions enter the model (section 3.5). Learned positions can be compared "
         "with the formula in the positional-encoding view."));
  norm_ = new QComboBox(group);
  norm_->setObjectName(QStringLiteral("trainNorm"));
  norm_->addItem(tr("post-LN (paper)"), int(attn::NormPosition::kPost));
  norm_->addItem(tr("pre-LN (stabler when deep)"), int(attn::NormPosition::kPre));
  norm_->setToolTip(tr("LayerNorm(x + Sublayer(x)) as in the paper, or x + Sublayer(LayerNorm(x))."));
  form->addRow(tr("Preset:"), preset_);
  form->addRow(tr("Encoder layers:"), enc_layers_);
  form->addRow(tr("Decoder layers:"), dec_layers_);
  form->addRow(tr("d_model:"), d_model_);
  form->addRow(tr("Heads:"), heads_);
  form->addRow(tr("d_ff:"), d_ff_);
  form->addRow(tr("Dropout:"), dropout_);
  form->addRow(tr("Label smoothing:"), label_smoothing_);
  form->addRow(tr("Positions:"), pe_kind_);
  form->addRow(tr("Normalisation:"), norm_);
  connect(preset_, &QComboBox::activated, this,
          [this](int index) { applyPreset(preset_->itemData(index).toString()); });
  connect(d_model_, &QSpinBox::valueChanged, this, [this] { updatePlannedSchedule(); });
  return group;
}

QWidget* TrainingView::buildTrainingGroup() {
  auto* group = new QGroupBox(tr("Training"), this);
  auto* form = new QFormLayout(group);
  // 0 is "Auto": the engine derives the value from the budget or the corpus (attention/training_budget.h).
  warmup_ = makeSpin(group, "trainWarmup", 0, 1000000, 0,
                     tr("warmup_steps (section 5.3): the learning rate rises linearly for this many steps, "
                        "then decays with the inverse square root of the step. 4000 in the paper, whose "
                        "runs were 100000 steps long. Auto: about 8% of the steps this run's budget allows."),
                     100);
  warmup_->setSpecialValueText(tr("Auto (from the budget)"));
  lr_factor_ = makeDoubleSpin(group, "trainLrFactor", 0.0, 100.0, 0.0, 0.1, 2,
                              tr("Multiplies the whole schedule: lrate = factor · d_model^−0.5 · "
                                 "min(step^−0.5, step · warmup_steps^−1.5). The paper's factor is 1. Auto: "
                                 "1, lowered where a short warm-up would make the peak too high."));
  lr_factor_->setSpecialValueText(tr("Auto"));
  batch_tokens_ = makeSpin(group, "trainBatchTokens", 0, 1000000, 0,
                           tr("Padded target tokens per batch. The paper's batches held about 25000 source "
                              "and 25000 target tokens. Auto: 4096, smaller for a small corpus so that an "
                              "epoch has enough updates."),
                           256);
  batch_tokens_->setSpecialValueText(tr("Auto (from the corpus)"));
  max_steps_ = makeSpin(group, "trainMaxSteps", 0, 10000000, 3000,
                        tr("Stop after this many steps (0: no step limit). The base model trained 100000 "
                           "steps."),
                        100);
  max_minutes_ = makeDoubleSpin(group, "trainMaxMinutes", 0.0, 100000.0, 0.0, 1.0, 1,
                                tr("Stop after this many minutes (0: no time limit). At least one limit is "
                                   "needed."));
  seed_ = makeSpin(group, "trainSeed", 0, 1000000, 1, tr("Initialisation, data order and dropout."));
  validate_every_ = makeSpin(group, "trainValidateEvery", 0, 1000000, 250,
                             tr("Validation loss and BLEU every this many steps (0: only at the end)."), 50);
  bleu_sentences_ = makeSpin(group, "trainBleuSentences", 0, 100000, 200,
                             tr("Validation sentences translated (greedy) for BLEU; 0 skips BLEU."), 50);
  checkpoint_every_ = makeSpin(group, "trainCheckpointEvery", 1, 1000000, 500,
                               tr("Write the model folder every this many steps, so that it can be "
                                  "inspected (and resumed) while training goes on."),
                               100);
  log_every_ = makeSpin(group, "trainLogEvery", 1, 10000, 10,
                        tr("One chart point per this many steps (the loss is averaged over them)."));
  clip_norm_ = makeDoubleSpin(group, "trainClipNorm", 0.0, 1000.0, 0.0, 0.5, 2,
                              tr("Clip the gradient norm to this value (0: no clipping; the paper did not "
                                 "clip)."));
  form->addRow(tr("Warm-up steps:"), warmup_);
  form->addRow(tr("LR factor:"), lr_factor_);
  form->addRow(tr("Batch tokens:"), batch_tokens_);
  form->addRow(tr("Max steps:"), max_steps_);
  form->addRow(tr("Max minutes:"), max_minutes_);
  form->addRow(tr("Seed:"), seed_);
  form->addRow(tr("Validate every:"), validate_every_);
  form->addRow(tr("BLEU sentences:"), bleu_sentences_);
  form->addRow(tr("Checkpoint every:"), checkpoint_every_);
  form->addRow(tr("Chart point every:"), log_every_);
  form->addRow(tr("Clip gradient norm:"), clip_norm_);
  connect(warmup_, &QSpinBox::valueChanged, this, [this] { updatePlannedSchedule(); });
  connect(lr_factor_, &QDoubleSpinBox::valueChanged, this, [this] { updatePlannedSchedule(); });
  connect(max_steps_, &QSpinBox::valueChanged, this, [this] { updatePlannedSchedule(); });
  connect(max_minutes_, &QDoubleSpinBox::valueChanged, this, [this] { updatePlannedSchedule(); });
  return group;
}

QWidget* TrainingView::buildOutputGroup() {
  auto* group = new QGroupBox(tr("Output"), this);
  auto* form = new QFormLayout(group);
  output_dir_ = new QLineEdit(group);
  output_dir_->setObjectName(QStringLiteral("trainOutputDir"));
  output_dir_->setToolTip(
      tr("Becomes a model folder: config.json, model.safetensors, tokenizer.model, "
         "checkpoints/, train_log.csv."));
  resume_run_ = new QCheckBox(tr("Continue the run saved in this folder"), group);
  resume_run_->setObjectName(QStringLiteral("trainResumeRun"));
  resume_run_->setToolTip(
      tr("Resumes with the saved model, optimizer state, schedule and data position; the "
         "model settings above are then taken from the saved run, the data and limits "
         "from here."));
  form->addRow(tr("Folder:"), fileRow(group, output_dir_, true, tr("Choose the output folder")));
  form->addRow(QString(), resume_run_);
  return group;
}

QWidget* TrainingView::buildDashboard() {
  auto* dashboard = new QWidget(this);
  auto* layout = new QVBoxLayout(dashboard);
  layout->setContentsMargins(6, 0, 0, 0);

  auto* buttons = new QHBoxLayout;
  start_ = new QPushButton(tr("Start"), dashboard);
  start_->setObjectName(QStringLiteral("trainStart"));
  start_->setToolTip(tr("Build the model and train it on a background thread."));
  pause_ = new QPushButton(tr("Pause"), dashboard);
  pause_->setObjectName(QStringLiteral("trainPause"));
  resume_ = new QPushButton(tr("Resume"), dashboard);
  resume_->setObjectName(QStringLiteral("trainResume"));
  stop_ = new QPushButton(tr("Stop"), dashboard);
  stop_->setObjectName(QStringLiteral("trainStop"));
  stop_->setToolTip(tr("Stop after the current step; the model folder keeps everything trained so far."));
  inspect_ = new QPushButton(tr("Inspect this model"), dashboard);
  inspect_->setObjectName(QStringLiteral("trainInspect"));
  inspect_->setToolTip(
      tr("Open the latest checkpoint in the other views (available after the first "
         "checkpoint; training goes on)."));
  progress_ = new QProgressBar(dashboard);
  progress_->setObjectName(QStringLiteral("trainProgress"));
  progress_->setRange(0, 1000);
  progress_->setValue(0);
  progress_->setTextVisible(true);
  progress_->setFormat(QStringLiteral("%p%"));
  for (QPushButton* b : {start_, pause_, resume_, stop_}) buttons->addWidget(b);
  buttons->addWidget(progress_, 1);
  buttons->addWidget(inspect_);
  layout->addLayout(buttons);

  status_ = new QLabel(tr("Ready. The planned learning-rate schedule is drawn below."), dashboard);
  status_->setObjectName(QStringLiteral("trainStatus"));
  layout->addWidget(status_);
  error_ = new QLabel(dashboard);
  error_->setObjectName(QStringLiteral("trainError"));
  error_->setWordWrap(true);
  error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  error_->setStyleSheet(QStringLiteral(
      "QLabel { color: #9b1c1c; background: #fdecea; border: 1px solid #f5c2c0; border-radius: 3px; "
      "padding: 4px; }"));
  error_->setVisible(false);
  layout->addWidget(error_);

  loss_plot_ = new LivePlot(tr("Loss"), tr("step"), tr("cross-entropy (nats/token)"), dashboard);
  loss_plot_->setObjectName(QStringLiteral("trainLossPlot"));
  loss_plot_->setToolTip(
      tr("Training loss is label-smoothed (so it stays above the smoothing's entropy); "
         "validation loss is measured the same way on held-out pairs."));
  lr_plot_ = new LivePlot(tr("Learning rate"), tr("step"), tr("learning rate"), dashboard);
  lr_plot_->setObjectName(QStringLiteral("trainLrPlot"));
  lr_plot_->setYLabelFormat(QStringLiteral("%.1e"));
  lr_plot_->setToolTip(
      tr("lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) "
         "(section 5.3): the dashed curve is planned, solid curves are what the runs used."));
  speed_plot_ = new LivePlot(tr("Throughput"), tr("step"), tr("tokens per second"), dashboard);
  speed_plot_->setObjectName(QStringLiteral("trainSpeedPlot"));
  speed_plot_->setYLabelFormat(QStringLiteral("%.0f"));
  bleu_plot_ = new LivePlot(tr("Validation BLEU"), tr("step"), tr("BLEU"), dashboard);
  bleu_plot_->setObjectName(QStringLiteral("trainBleuPlot"));
  bleu_plot_->setYLabelFormat(QStringLiteral("%.0f"));
  bleu_plot_->setYFloor(10.0);
  bleu_plot_->setToolTip(
      tr("BLEU of greedy translations of the validation pairs (the paper reports beam "
         "search BLEU on newstest2014)."));
  for (LivePlot* plot : {loss_plot_, speed_plot_})
    plot->setPlaceholderText(tr("Curves appear here when training starts."));
  bleu_plot_->setPlaceholderText(tr("BLEU appears at the first validation."));
  planned_lr_ = lr_plot_->addSeries(tr("planned"), plannedPen());

  auto* charts = new QGridLayout;
  charts->setSpacing(4);
  charts->addWidget(loss_plot_, 0, 0);
  charts->addWidget(lr_plot_, 0, 1);
  charts->addWidget(speed_plot_, 1, 0);
  charts->addWidget(bleu_plot_, 1, 1);
  auto* charts_widget = new QWidget(dashboard);
  charts_widget->setLayout(charts);
  charts->setContentsMargins(0, 0, 0, 0);

  auto* bottom = new QWidget(dashboard);
  auto* bottom_layout = new QHBoxLayout(bottom);
  bottom_layout->setContentsMargins(0, 0, 0, 0);
  auto* runs_box = new QGroupBox(tr("Runs (tick to show)"), bottom);
  auto* runs_layout = new QVBoxLayout(runs_box);
  runs_list_ = new QListWidget(runs_box);
  runs_list_->setObjectName(QStringLiteral("trainRuns"));
  runs_list_->setToolTip(tr("Every run of this session stays on the charts for comparison; untick to hide."));
  runs_layout->addWidget(runs_list_);
  auto* log_box = new QGroupBox(tr("Messages"), bottom);
  auto* log_layout = new QVBoxLayout(log_box);
  log_ = new QPlainTextEdit(log_box);
  log_->setObjectName(QStringLiteral("trainLog"));
  log_->setReadOnly(true);
  log_->setMaximumBlockCount(2000);
  log_layout->addWidget(log_);
  bottom_layout->addWidget(runs_box, 2);
  bottom_layout->addWidget(log_box, 3);

  auto* vertical = new QSplitter(Qt::Vertical, dashboard);
  vertical->addWidget(charts_widget);
  vertical->addWidget(bottom);
  vertical->setStretchFactor(0, 4);
  vertical->setStretchFactor(1, 1);
  vertical->setChildrenCollapsible(false);
  layout->addWidget(vertical, 1);

  connect(start_, &QPushButton::clicked, this, &TrainingView::start);
  connect(pause_, &QPushButton::clicked, this, &TrainingView::pause);
  connect(resume_, &QPushButton::clicked, this, &TrainingView::resume);
  connect(stop_, &QPushButton::clicked, this, &TrainingView::requestStop);
  connect(inspect_, &QPushButton::clicked, this, [this] {
    for (auto it = runs_.rbegin(); it != runs_.rend(); ++it)
      if ((*it)->has_checkpoint) {
        emit openModelRequested((*it)->output_dir);
        return;
      }
  });
  connect(runs_list_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
    for (const auto& run : runs_) {
      if (run->item != item) continue;
      const bool visible = item->checkState() == Qt::Checked;
      loss_plot_->setSeriesVisible(run->train_loss, visible);
      loss_plot_->setSeriesVisible(run->valid_loss, visible);
      lr_plot_->setSeriesVisible(run->lr, visible);
      speed_plot_->setSeriesVisible(run->speed, visible);
      bleu_plot_->setSeriesVisible(run->bleu, visible);
    }
  });
  return dashboard;
}

QPen TrainingView::plannedPen() const {
  // The text colour, a little faded: readable on the light and the dark theme.
  QColor c = palette().color(QPalette::WindowText);
  c.setAlpha(170);
  return QPen(c, 1.5, Qt::DashLine);
}

void TrainingView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  if (event->type() == QEvent::PaletteChange && planned_lr_) planned_lr_->setPen(plannedPen());
}

// ---- settings ----------------------------------------------------------------------------------------

void TrainingView::applyPreset(const QString& name) {
  attn::ModelConfig c;
  try {
    c = attn::preset_config(name.toStdString());
  } catch (const std::exception& e) {
    setError(QString::fromUtf8(e.what()));
    return;
  }
  const int index = preset_->findData(name);
  if (index >= 0) preset_->setCurrentIndex(index);
  enc_layers_->setValue(c.encoder_layers);
  dec_layers_->setValue(c.decoder_layers);
  d_model_->setValue(c.d_model);
  heads_->setValue(c.n_heads);
  d_ff_->setValue(c.d_ff);
  dropout_->setValue(c.dropout);
  label_smoothing_->setValue(c.label_smoothing);
  pe_kind_->setCurrentIndex(pe_kind_->findData(int(c.positional_encoding)));
  norm_->setCurrentIndex(norm_->findData(int(c.norm_position)));
}

void TrainingView::setOutputDir(const QString& dir) { output_dir_->setText(dir); }
QString TrainingView::outputDir() const { return output_dir_->text().trimmed(); }
QString TrainingView::errorText() const { return error_->isHidden() ? QString() : error_->text(); }
QString TrainingView::dataErrorText() const { return data_error_; }

void TrainingView::suggestOutputDir() {
  QString root = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation);
  if (root.isEmpty()) root = QDir::homePath() + QStringLiteral("/.local/share/attention-studio");
  suggested_output_dir_ = root + QStringLiteral("/runs/run-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  output_dir_->setText(QDir::toNativeSeparators(suggested_output_dir_));
}

void TrainingView::updatePlannedSchedule() {
  const bool derived = warmup_->value() == 0 || lr_factor_->value() == 0;
  // A time budget becomes steps once the first steps are timed; until then the preview assumes one step a
  // second. Without any limit, the warm-up and a long stretch of the decay.
  qint64 planned = max_steps_->value();
  bool estimated = false;
  if (max_minutes_->value() > 0) {
    const qint64 guess = std::max<qint64>(1, qint64(std::llround(max_minutes_->value() * 60.0)));
    if (planned <= 0 || guess < planned) {
      planned = guess;
      estimated = true;
    }
  }
  if (planned <= 0) planned = derived ? 10000 : qint64(warmup_->value()) * 10;
  if (!derived) {
    drawPlannedSchedule({d_model_->value(), warmup_->value(), lr_factor_->value()}, planned, QString(), 0.0);
    return;
  }
  const attn::BudgetSchedule b =
      attn::schedule_for_budget(planned, d_model_->value(), warmup_->value(), lr_factor_->value());
  drawPlannedSchedule({d_model_->value(), b.warmup_steps, b.lr_factor}, planned,
                      estimated
                          ? tr("auto, for about %1 steps; fixed once the first steps are timed").arg(planned)
                          : tr("auto, for %1 steps").arg(planned),
                      attn::BudgetRules{}.cooldown_fraction);
}

void TrainingView::drawPlannedSchedule(const attn::NoamSchedule& schedule, qint64 planned,
                                       const QString& title_note, double cooldown) {
  const int warmup = schedule.warmup_steps;
  QList<QPointF> points;
  points.reserve(kPlannedPoints + 2);
  qint64 last = 0;
  for (int i = 0; i <= kPlannedPoints; ++i) {
    qint64 step = std::max<qint64>(1, qint64(std::llround(double(planned) * i / kPlannedPoints)));
    // The peak at step = warmup is where the two branches meet; sample it exactly so the corner is drawn.
    if (last < warmup && step > warmup && warmup <= planned) {
      points.append(QPointF(double(warmup), schedule(warmup)));
      last = warmup;
    }
    if (step <= last) continue;
    points.append(QPointF(double(step),
                          schedule(step) * attn::cooldown_factor(double(step) / double(planned), cooldown)));
    last = step;
  }
  lr_plot_->setXLimit(0);  // the whole plan, until a run starts
  lr_plot_->replacePoints(planned_lr_, points);
  QString title =
      tr("Learning rate (peak %1 at step %2)").arg(QString::number(schedule(warmup), 'e', 2)).arg(warmup);
  if (!title_note.isEmpty()) title += QStringLiteral(" · ") + title_note;
  lr_plot_->setTitle(title);
}

void TrainingView::setSettingsEnabled(bool enabled) { settings_panel_->setEnabled(enabled); }

void TrainingView::setError(const QString& text) {
  error_->setText(text);
  error_->setVisible(!text.isEmpty());
  if (!text.isEmpty()) {
    appendMessage(tr("Error: %1").arg(text));
    emit errorOccurred(text);
  }
}

void TrainingView::appendMessage(const QString& text) {
  log_->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + text);
}

void TrainingView::checkData() {
  const int page = data_kind_->currentIndex();
  const int generation = ++data_check_generation_;
  data_error_.clear();
  auto show = [this](const QString& text, bool is_error) {
    data_status_->setText(text);
    data_status_->setStyleSheet(is_error ? QStringLiteral("color: #9b1c1c;") : QString());
  };
  if (page == kToyPage) {
    show(tr("Pairs are generated when training starts; validation uses 200 held-out pairs."), false);
    return;
  }
  const QString src = src_file_->text().trimmed(), tgt = tgt_file_->text().trimmed();
  const QString tsv = tsv_file_->text().trimmed();
  const QString vsrc = valid_src_file_->text().trimmed(), vtgt = valid_tgt_file_->text().trimmed();
  if ((page == kFilesPage && (src.isEmpty() || tgt.isEmpty())) || (page == kTsvPage && tsv.isEmpty())) {
    show(page == kFilesPage ? tr("Choose a source and a target file.") : tr("Choose a tab-separated file."),
         false);
    return;
  }
  show(tr("Checking the files…"), false);
  auto* watcher = new QFutureWatcher<DataCheck>(this);
  connect(watcher, &QFutureWatcher<DataCheck>::finished, this, [this, watcher, generation, show] {
    watcher->deleteLater();
    if (generation != data_check_generation_) return;  // the files changed meanwhile
    const DataCheck check = watcher->result();
    data_error_ = check.error;
    show(check.error.isEmpty() ? check.info : check.error, !check.error.isEmpty());
  });
  watcher->setFuture(QtConcurrent::run(checkCorpus, page, src, tgt, tsv, vsrc, vtgt));
}

TrainingRequest TrainingView::currentRequest(QString* error) const {
  TrainingRequest r;
  r.data = TrainingRequest::DataKind(data_kind_->currentIndex());
  r.task = attn::ToyTask(task_->currentData().toInt());
  r.toy.alphabet_size = alphabet_->value();
  r.toy.min_length = min_len_->value();
  r.toy.max_length = max_len_->value();
  r.toy.seed = std::uint64_t(seed_->value());
  r.toy_pairs = toy_pairs_->value();
  r.source_file = src_file_->text().trimmed();
  r.target_file = tgt_file_->text().trimmed();
  r.tsv_file = tsv_file_->text().trimmed();
  r.valid_source_file = valid_src_file_->text().trimmed();
  r.valid_target_file = valid_tgt_file_->text().trimmed();
  r.vocab_size = vocab_size_->value();

  attn::ModelConfig& c = r.config;
  c = attn::preset_config(preset_->currentData().toString().toStdString());
  c.encoder_layers = enc_layers_->value();
  c.decoder_layers = dec_layers_->value();
  c.d_model = d_model_->value();
  c.n_heads = heads_->value();
  c.d_ff = d_ff_->value();
  c.dropout = float(dropout_->value());
  c.label_smoothing = float(label_smoothing_->value());
  c.positional_encoding = attn::PositionalEncoding(pe_kind_->currentData().toInt());
  c.norm_position = attn::NormPosition(norm_->currentData().toInt());

  attn::TrainingOptions& o = r.options;
  o.max_steps = max_steps_->value();
  o.max_minutes = max_minutes_->value();
  o.batch_tokens = batch_tokens_->value();
  o.warmup_steps = warmup_->value();
  o.lr_factor = lr_factor_->value();
  o.clip_norm = float(clip_norm_->value());
  o.seed = std::uint64_t(seed_->value());
  o.log_every = log_every_->value();
  o.validate_every = validate_every_->value();
  o.bleu_sentences = bleu_sentences_->value();
  o.checkpoint_every = checkpoint_every_->value();
  r.output_dir = outputDir();
  r.resume = resume_run_->isChecked();
  r.backend_spec = session_ ? session_->backendSpec() : QStringLiteral("auto");

  // Problems a person can fix right here, reported before any thread starts.
  auto fail = [&](const QString& text) {
    if (error && error->isEmpty()) *error = text;
  };
  if (o.max_steps <= 0 && o.max_minutes <= 0) fail(tr("Set a step limit or a time limit (or both)."));
  if (r.data == TrainingRequest::DataKind::kToyTask && r.toy.min_length > r.toy.max_length)
    fail(tr("The shortest toy sentence is longer than the longest."));
  if (r.data == TrainingRequest::DataKind::kParallelFiles &&
      (r.source_file.isEmpty() || r.target_file.isEmpty()))
    fail(tr("Choose a source and a target file."));
  if (r.data == TrainingRequest::DataKind::kTsvFile && r.tsv_file.isEmpty())
    fail(tr("Choose a tab-separated file."));
  if (r.data != TrainingRequest::DataKind::kToyTask && !data_error_.isEmpty()) fail(data_error_);
  if (r.valid_source_file.isEmpty() != r.valid_target_file.isEmpty() &&
      r.data != TrainingRequest::DataKind::kToyTask)
    fail(tr("Give both validation files (source and target), or neither."));
  if (!r.resume) {
    try {
      attn::ModelConfig check = c;
      check.vocab_size = std::max(check.vocab_size, 8);
      check.validate();
    } catch (const std::exception& e) {
      fail(tr("Model settings: %1").arg(QString::fromUtf8(e.what())));
    }
  }
  if (r.output_dir.isEmpty()) {
    fail(tr("Choose an output folder."));
  } else {
    const QDir dir(r.output_dir);
    const bool has_run = dir.exists(QStringLiteral("train_state.json"));
    if (r.resume && !has_run)
      fail(tr("%1 holds no training run to continue (no train_state.json).").arg(r.output_dir));
    if (!r.resume && (has_run || dir.exists(QStringLiteral("config.json"))))
      fail(tr("%1 already holds a model. Choose another folder, or tick \"Continue the run saved in this "
              "folder\".")
               .arg(r.output_dir));
  }
  return r;
}

// ---- running -----------------------------------------------------------------------------------------

void TrainingView::start() {
  if (isTraining()) return;
  QString problem;
  TrainingRequest request = currentRequest(&problem);
  if (!problem.isEmpty()) {
    setError(problem);
    return;
  }
  setError(QString());

  auto run = std::make_unique<Run>();
  run->number = runs_.empty() ? 1 : runs_.back()->number + 1;
  run->color = runPalette()[(run->number - 1) % runPalette().size()];
  run->output_dir = request.output_dir;
  const QString data =
      request.data == TrainingRequest::DataKind::kToyTask
          ? task_->currentText().section(QLatin1Char(' '), 0, 0)
          : QFileInfo(request.data == TrainingRequest::DataKind::kTsvFile ? request.tsv_file
                                                                          : request.source_file)
                .fileName();
  run->label = tr("Run %1: %2, %3+%4 layers, d_model %5")
                   .arg(run->number)
                   .arg(data)
                   .arg(request.config.encoder_layers)
                   .arg(request.config.decoder_layers)
                   .arg(request.config.d_model);
  run->request = request;
  const QString tag = tr("run %1").arg(run->number);
  run->train_loss = loss_plot_->addSeries(tr("%1 train").arg(tag), QPen(run->color, 2));
  run->valid_loss =
      loss_plot_->addSeries(tr("%1 validation").arg(tag), QPen(run->color.darker(160), 2, Qt::DashLine));
  run->lr = lr_plot_->addSeries(tr("%1 actual").arg(tag), QPen(run->color, 2));
  lr_plot_->raiseSeries(planned_lr_);  // dashes visible on top of the actual curve they should match
  run->speed = speed_plot_->addSeries(tag, QPen(run->color, 2));
  run->bleu = bleu_plot_->addSeries(tag, QPen(run->color, 2));
  run->state = tr("starting");
  run->item = new QListWidgetItem;
  run->item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
  run->item->setCheckState(Qt::Checked);
  runs_list_->addItem(run->item);
  runs_.push_back(std::move(run));
  refreshRunItem(*runs_.back());

  progress_->setValue(0);
  status_->setText(tr("Preparing…"));
  appendMessage(tr("%1 → %2").arg(runs_.back()->label, request.output_dir));

  thread_ = new QThread(this);
  thread_->setObjectName(QStringLiteral("training"));
  worker_ = new TrainingWorker(request);
  worker_->moveToThread(thread_);
  connect(thread_, &QThread::started, worker_, &TrainingWorker::run);
  connect(worker_, &TrainingWorker::message, this, &TrainingView::appendMessage);
  connect(worker_, &TrainingWorker::modelReady, this, &TrainingView::onModelReady);
  connect(worker_, &TrainingWorker::stepReported, this, &TrainingView::onStep);
  connect(worker_, &TrainingWorker::scheduleChosen, this, &TrainingView::onScheduleChosen);
  connect(worker_, &TrainingWorker::validationReported, this, &TrainingView::onValidation);
  connect(worker_, &TrainingWorker::checkpointWritten, this, &TrainingView::onCheckpoint);
  connect(worker_, &TrainingWorker::finished, this, &TrainingView::onFinished);
  setSettingsEnabled(false);
  thread_->start();
  updateButtons();
  emit trainingStarted();
  emit statusMessage(tr("Training started"));
}

bool TrainingView::isPaused() const { return worker_ && worker_->isPaused(); }

void TrainingView::pause() {
  if (!worker_ || worker_->isPaused()) return;
  worker_->pause();
  status_->setText(tr("Paused after step %1. Resume continues exactly where it stopped.")
                       .arg(runs_.back()->rows.empty() ? 0 : runs_.back()->rows.rbegin()->first));
  runs_.back()->state = tr("paused");
  refreshRunItem(*runs_.back());
  updateButtons();
}

void TrainingView::resume() {
  if (!worker_ || !worker_->isPaused()) return;
  worker_->resume();
  runs_.back()->state = tr("running");
  refreshRunItem(*runs_.back());
  status_->setText(tr("Resumed."));
  updateButtons();
}

void TrainingView::requestStop() {
  if (!worker_) return;
  worker_->requestStop();
  status_->setText(tr("Stopping: finishing the step, validating and writing the final checkpoint…"));
  stop_->setEnabled(false);
  pause_->setEnabled(false);
  resume_->setEnabled(false);
}

void TrainingView::updateButtons() {
  const bool running = isTraining();
  const bool paused = isPaused();
  start_->setEnabled(!running);
  pause_->setEnabled(running && !paused);
  resume_->setEnabled(running && paused);
  stop_->setEnabled(running);
  bool checkpoint = false;
  for (const auto& run : runs_) checkpoint = checkpoint || run->has_checkpoint;
  inspect_->setEnabled(checkpoint);
}

TrainingView::StepRow& TrainingView::rowFor(Run& run, qint64 step) {
  auto it = run.rows.find(step);
  if (it == run.rows.end())
    it = run.rows.emplace(step, StepRow{kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN, kNaN}).first;
  return it->second;
}

void TrainingView::refreshRunItem(Run& run) {
  if (!run.item) return;
  QSignalBlocker block(runs_list_);  // text changes are not visibility toggles
  run.item->setText(QStringLiteral("%1 (%2)").arg(run.label, run.state));
  run.item->setForeground(run.color);
  run.item->setToolTip(run.output_dir);
}

void TrainingView::onModelReady(const attn::ModelConfig& config, qint64 parameters, const QString& device) {
  appendMessage(
      tr("Model: %1+%2 layers, d_model %3, %4 heads, d_ff %5, vocabulary %6, %7 M parameters, on %8.")
          .arg(config.encoder_layers)
          .arg(config.decoder_layers)
          .arg(config.d_model)
          .arg(config.n_heads)
          .arg(config.d_ff)
          .arg(config.vocab_size)
          .arg(double(parameters) / 1e6, 0, 'f', 2)
          .arg(device));
  if (runs_.empty()) return;
  runs_.back()->state = tr("running");
  refreshRunItem(*runs_.back());
  status_->setText(tr("Training on %1…").arg(device));
}

void TrainingView::onScheduleChosen(const attn::ScheduleReport& r) {
  if (runs_.empty()) return;
  // The run's record now holds what it actually uses, so the planned curve, the log and the exports agree.
  Run& run = *runs_.back();
  run.request.options.warmup_steps = r.warmup_steps;
  run.request.options.lr_factor = r.lr_factor;
  run.request.options.batch_tokens = r.batch_tokens;
  run.request.options.cooldown_fraction = r.cooldown_fraction;
  run.planned_steps = r.planned_steps;
  drawPlannedSchedule({run.request.config.d_model, r.warmup_steps, r.lr_factor}, r.planned_steps,
                      tr("for %1 steps").arg(r.planned_steps), r.cooldown_fraction);
}

void TrainingView::onStep(const attn::StepReport& r) {
  if (runs_.empty() || !worker_) return;
  Run& run = *runs_.back();
  const attn::NoamSchedule schedule{run.request.config.d_model, run.request.options.warmup_steps,
                                    run.request.options.lr_factor};
  StepRow& row = rowFor(run, r.step);
  row.loss = r.loss;
  row.nll = r.nll;
  row.learning_rate = r.learning_rate;
  row.planned_learning_rate =
      schedule(r.step) * (run.planned_steps > 0
                              ? attn::cooldown_factor(double(r.step) / double(run.planned_steps),
                                                      run.request.options.cooldown_fraction)
                              : 1.0);
  row.grad_norm = r.grad_norm;
  row.tokens_per_second = r.tokens_per_second;
  row.elapsed_seconds = r.elapsed_seconds;
  const double x = double(r.step);
  loss_plot_->queuePoint(run.train_loss, x, r.loss);
  lr_plot_->queuePoint(run.lr, x, r.learning_rate);
  // Planned and actual over the steps trained so far (at least the warm-up): a 100k-step plan would
  // squeeze the run into the left edge.
  lr_plot_->setXLimit(std::max(x * 1.1, 2.0 * run.request.options.warmup_steps));
  speed_plot_->queuePoint(run.speed, x, r.tokens_per_second);
  progress_->setValue(int(std::lround(r.progress * 1000)));
  progress_->setFormat(tr("%p% · ETA %1").arg(formatDuration(r.eta_seconds)));
  const QString limit =
      r.max_steps > 0 ? tr("step %1 of %2").arg(r.step).arg(r.max_steps) : tr("step %1").arg(r.step);
  status_->setText(tr("%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6")
                       .arg(limit)
                       .arg(r.epoch)
                       .arg(r.loss, 0, 'f', 3)
                       .arg(r.tokens_per_second, 0, 'f', 0)
                       .arg(formatDuration(r.elapsed_seconds), formatDuration(r.eta_seconds)));
}

void TrainingView::onValidation(const attn::ValidationReport& r) {
  if (runs_.empty()) return;
  Run& run = *runs_.back();
  StepRow& row = rowFor(run, r.step);
  row.valid_loss = r.loss;
  row.valid_perplexity = r.perplexity;
  row.valid_bleu = r.bleu;
  loss_plot_->queuePoint(run.valid_loss, double(r.step), r.loss);
  if (r.bleu >= 0) bleu_plot_->queuePoint(run.bleu, double(r.step), r.bleu);
  appendMessage(r.bleu >= 0 ? tr("Validation at step %1: loss %2, perplexity %3, BLEU %4")
                                  .arg(r.step)
                                  .arg(r.loss, 0, 'f', 3)
                                  .arg(r.perplexity, 0, 'f', 2)
                                  .arg(r.bleu, 0, 'f', 2)
                            : tr("Validation at step %1: loss %2, perplexity %3")
                                  .arg(r.step)
                                  .arg(r.loss, 0, 'f', 3)
                                  .arg(r.perplexity, 0, 'f', 2));
}

void TrainingView::onCheckpoint(const QString& dir, qint64 step) {
  if (runs_.empty()) return;
  runs_.back()->has_checkpoint = true;
  appendMessage(tr("Checkpoint at step %1 written to %2").arg(step).arg(dir));
  updateButtons();
}

void TrainingView::onFinished(attn::TrainingOutcome outcome, qint64 steps, const QString& error) {
  thread_->quit();
  thread_->wait();  // run() has returned: this is immediate
  delete worker_;
  worker_ = nullptr;
  thread_->deleteLater();
  thread_ = nullptr;
  setSettingsEnabled(true);
  progress_->setFormat(QStringLiteral("%p%"));
  for (LivePlot* plot : {loss_plot_, lr_plot_, speed_plot_, bleu_plot_}) plot->flush();

  Run& run = *runs_.back();
  if (outcome == attn::TrainingOutcome::kDiverged) {
    run.state = tr("diverged at step %1").arg(steps + 1);
    status_->setText(tr("Training diverged."));
    setError(error);
  } else if (!error.isEmpty()) {
    run.state = tr("failed");
    status_->setText(tr("Training could not run."));
    setError(error);
  } else if (outcome == attn::TrainingOutcome::kStopped) {
    run.state = tr("stopped at step %1").arg(steps);
    status_->setText(tr("Stopped at step %1. The model folder holds the final checkpoint: %2")
                         .arg(steps)
                         .arg(run.output_dir));
  } else {
    run.state = tr("finished, %1 steps").arg(steps);
    progress_->setValue(progress_->maximum());
    status_->setText(tr("Finished %1 steps. Model: %2").arg(steps).arg(run.output_dir));
  }
  refreshRunItem(run);
  appendMessage(run.state);
  // A fresh folder for the next run, unless the user is continuing this one.
  if (!resume_run_->isChecked() && outputDir() == QDir::toNativeSeparators(run.output_dir) &&
      QDir(run.output_dir).exists(QStringLiteral("config.json")) &&
      run.output_dir == QDir::fromNativeSeparators(suggested_output_dir_))
    suggestOutputDir();
  updateButtons();
  emit statusMessage(run.state);
  emit trainingFinished();
}

QLineSeries* TrainingView::trainLossSeries() const {
  return runs_.empty() ? nullptr : runs_.back()->train_loss;
}
QLineSeries* TrainingView::validationLossSeries() const {
  return runs_.empty() ? nullptr : runs_.back()->valid_loss;
}

// ---- export ------------------------------------------------------------------------------------------

bool TrainingView::exportData(const QString& path, QString* error) {
  bool any = false;
  for (const auto& run : runs_) any = any || !run->rows.empty();
  if (!any) {
    if (error) *error = tr("No training curves yet: start a run first.");
    return false;
  }
  QByteArray out;
  if (QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
    QJsonArray runs;
    for (const auto& run : runs_) {
      const TrainingRequest& r = run->request;
      QJsonObject settings{{QStringLiteral("encoder_layers"), r.config.encoder_layers},
                           {QStringLiteral("decoder_layers"), r.config.decoder_layers},
                           {QStringLiteral("d_model"), r.config.d_model},
                           {QStringLiteral("n_heads"), r.config.n_heads},
                           {QStringLiteral("d_ff"), r.config.d_ff},
                           {QStringLiteral("dropout"), double(r.config.dropout)},
                           {QStringLiteral("label_smoothing"), double(r.config.label_smoothing)},
                           {QStringLiteral("warmup_steps"), r.options.warmup_steps},
                           {QStringLiteral("lr_factor"), r.options.lr_factor},
                           {QStringLiteral("batch_tokens"), r.options.batch_tokens},
                           {QStringLiteral("max_steps"), qint64(r.options.max_steps)},
                           {QStringLiteral("seed"), qint64(r.options.seed)}};
      QJsonArray points;
      for (const auto& [step, row] : run->rows) {
        QJsonObject p{{QStringLiteral("step"), step}};
        auto put = [&p](const char* key, double v) {
          if (!std::isnan(v)) p[QString::fromLatin1(key)] = v;
        };
        put("train_loss", row.loss);
        put("train_nll", row.nll);
        put("learning_rate", row.learning_rate);
        put("planned_learning_rate", row.planned_learning_rate);
        put("grad_norm", row.grad_norm);
        put("tokens_per_second", row.tokens_per_second);
        put("elapsed_seconds", row.elapsed_seconds);
        put("valid_loss", row.valid_loss);
        put("valid_perplexity", row.valid_perplexity);
        if (row.valid_bleu >= 0) put("valid_bleu", row.valid_bleu);
        points.append(p);
      }
      runs.append(QJsonObject{{QStringLiteral("run"), run->number},
                              {QStringLiteral("label"), run->label},
                              {QStringLiteral("state"), run->state},
                              {QStringLiteral("output_dir"), run->output_dir},
                              {QStringLiteral("settings"), settings},
                              {QStringLiteral("points"), points}});
    }
    out = QJsonDocument(QJsonObject{{QStringLiteral("runs"), runs}}).toJson(QJsonDocument::Indented);
  } else {
    out =
        "run,step,train_loss,train_nll,learning_rate,planned_learning_rate,grad_norm,tokens_per_second,"
        "elapsed_seconds,valid_loss,valid_perplexity,valid_bleu\n";
    for (const auto& run : runs_) {
      for (const auto& [step, row] : run->rows) {
        const QStringList fields{QString::number(run->number),
                                 QString::number(step),
                                 chartNumber(row.loss),
                                 chartNumber(row.nll),
                                 chartNumber(row.learning_rate),
                                 chartNumber(row.planned_learning_rate),
                                 chartNumber(row.grad_norm),
                                 chartNumber(row.tokens_per_second),
                                 chartNumber(row.elapsed_seconds),
                                 chartNumber(row.valid_loss),
                                 chartNumber(row.valid_perplexity),
                                 row.valid_bleu >= 0 ? chartNumber(row.valid_bleu) : QString()};
        out += fields.join(QLatin1Char(',')).toUtf8() + '\n';
      }
    }
  }
  return writeChartFileAtomically(path, out, error);
}

}  // namespace studio
