#include "views/training/training_settings_form.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QFutureWatcher>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <exception>
#include <string>
#include <vector>

#include "attention/config.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/training_precision.h"
#include "core/retranslated_text.h"
#include "core/theme.h"
#include "views/training/corpus_folder.h"
#include "views/training/training_estimate.h"
#include "views/training/training_runs_folder.h"
#include "widgets/wheel_guard.h"

namespace studio {

namespace {

enum DataPage { kToyPage = 0, kFilesPage = 1, kTsvPage = 2 };

// What the check found, not words: the words are built on the GUI thread, and again after a language switch.
struct DataCheck {
  qint64 training_pairs = 0, file_pairs = 0, validation_pairs = -1;  // -1: no validation files
  QString error;
  qint64 target_words = 0;
};

QString dataCheckInfo(const DataCheck& check) {
  QString info =
      check.file_pairs > 1
          ? QCoreApplication::translate("studio::TrainingView", "✓ %1 training pairs from %2 file pairs")
                .arg(check.training_pairs)
                .arg(check.file_pairs)
          : QCoreApplication::translate("studio::TrainingView", "✓ %1 training pairs")
                .arg(check.training_pairs);
  if (check.validation_pairs >= 0)
    info += QCoreApplication::translate("studio::TrainingView", ", %1 validation pairs")
                .arg(check.validation_pairs);
  return info;
}

qint64 countWords(const std::vector<std::string>& lines) {
  qint64 words = 0;
  for (const std::string& line : lines) {
    bool in_word = false;
    for (const char c : line) {
      const bool space = c == ' ' || c == '\t';
      if (!space && !in_word) ++words;
      in_word = !space;
    }
  }
  return words;
}

// Reads every pair (or the TSV file) as the run will, and the validation files.
DataCheck checkCorpus(int page, const QList<CorpusFilePair>& pairs, const QString& tsv,
                      const QString& valid_src, const QString& valid_tgt) {
  DataCheck check;
  try {
    qint64 training_pairs = 0;
    if (page == kTsvPage) {
      const attn::ParallelCorpus corpus = attn::read_tsv_corpus(tsv.toStdString());
      training_pairs = qint64(corpus.source.size());
      check.target_words = countWords(corpus.target);
    } else {
      for (const CorpusFilePair& pair : pairs) {
        const attn::ParallelCorpus corpus =
            attn::read_parallel_corpus(pair.source.toStdString(), pair.target.toStdString());
        training_pairs += qint64(corpus.source.size());
        check.target_words += countWords(corpus.target);
      }
    }
    check.training_pairs = training_pairs;
    check.file_pairs = page == kTsvPage ? 1 : qint64(pairs.size());
    if (!valid_src.isEmpty() || !valid_tgt.isEmpty()) {
      if (valid_src.isEmpty() || valid_tgt.isEmpty())
        throw attn::Error(
            QCoreApplication::translate("studio::TrainingView",
                                        "Give both validation files (source and target), or neither.")
                .toStdString());
      const attn::ParallelCorpus valid =
          attn::read_parallel_corpus(valid_src.toStdString(), valid_tgt.toStdString());
      check.validation_pairs = qint64(valid.source.size());
    }
  } catch (const std::exception& e) {
    check.error = QString::fromUtf8(e.what());
    check.target_words = 0;
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

TrainingSettingsForm::TrainingSettingsForm(QWidget* parent) : QScrollArea(parent) {
  setObjectName(QStringLiteral("trainSettings"));
  auto* inner = new QWidget;
  auto* layout = new QVBoxLayout(inner);
  layout->setContentsMargins(0, 0, 6, 0);
  layout->addWidget(buildDataGroup());
  layout->addWidget(buildModelGroup());
  layout->addWidget(buildTrainingGroup());
  layout->addWidget(buildOutputGroup());
  layout->addStretch(1);
  setWidget(inner);
  setWidgetResizable(true);
  setFrameShape(QFrame::NoFrame);
  setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  fitWidth();
  WheelGuard::install(inner);  // scrolling the form must not change the settings under the pointer
  applyPreset(QStringLiteral("toy"));
  suggestOutputDir();
}

void TrainingSettingsForm::fitWidth() { setMinimumWidth(widget()->sizeHint().width() + 24); }

// Larger text (presenter mode) and longer words (another language) widen the rows: fit again once the
// children have their new fonts and texts.
void TrainingSettingsForm::changeEvent(QEvent* event) {
  QScrollArea::changeEvent(event);
  if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
    QTimer::singleShot(0, this, [this] { fitWidth(); });
}

QWidget* TrainingSettingsForm::buildDataGroup() {
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
  files_form->addRow(tr("More pairs:"), buildExtraPairs(files_page));
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
    scheduleChanged();  // the estimate follows the data
  });
  for (QLineEdit* edit : {src_file_, tgt_file_, tsv_file_, valid_src_file_, valid_tgt_file_})
    connect(edit, &QLineEdit::editingFinished, this, &TrainingSettingsForm::checkData);
  for (QSpinBox* spin : {toy_pairs_, min_len_, max_len_, alphabet_, vocab_size_})
    connect(spin, &QSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  return group;
}

// Further file pairs, read after the first as one corpus: e.g. a folder's tatoeba, news and europarl sets.
QWidget* TrainingSettingsForm::buildExtraPairs(QWidget* parent) {
  auto* box = new QWidget(parent);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  extra_pairs_ = new QListWidget(box);
  extra_pairs_->setObjectName(QStringLiteral("trainExtraPairs"));
  extra_pairs_->setToolTip(
      tr("File pairs trained on together with the one above, as one corpus (the vocabulary is made from "
         "all of them)."));
  extra_pairs_->setMinimumHeight(2 * extra_pairs_->fontMetrics().height() + 8);
  extra_pairs_->setMaximumHeight(4 * extra_pairs_->fontMetrics().height() + 8);
  layout->addWidget(extra_pairs_);
  auto* buttons = new QHBoxLayout;
  auto* add_pair = new QPushButton(tr("Add pair…"), box);
  add_pair->setObjectName(QStringLiteral("trainAddPair"));
  add_pair->setToolTip(tr("Choose another source file and its target file."));
  auto* add_folder = new QPushButton(tr("Add folder…"), box);
  add_folder->setObjectName(QStringLiteral("trainAddFolder"));
  add_folder->setToolTip(
      tr("Add every NAME.train.LANG pair of a folder (plain or .gz), e.g. the tatoeba, news and europarl "
         "sets that data/general advises training on together."));
  auto* remove = new QPushButton(tr("Remove"), box);
  remove->setToolTip(tr("Remove the selected pair from the list."));
  buttons->addWidget(add_pair);
  buttons->addWidget(add_folder);
  buttons->addWidget(remove);
  buttons->addStretch(1);
  layout->addLayout(buttons);
  connect(add_pair, &QPushButton::clicked, this, [this] {
    const QString source = QFileDialog::getOpenFileName(this, tr("Choose the source file"));
    if (source.isEmpty()) return;
    const QString target =
        QFileDialog::getOpenFileName(this, tr("Choose the target file"), QFileInfo(source).absolutePath());
    if (!target.isEmpty()) addCorpusPairs({{source, target}});
  });
  connect(add_folder, &QPushButton::clicked, this, [this] {
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Choose a folder of training sets"));
    if (!dir.isEmpty() && addTrainingSetsOf(dir) == 0)
      showRetranslated(data_status_, [dir] {
        return tr("%1 holds no NAME.train.LANG files in two languages.").arg(QDir::toNativeSeparators(dir));
      });
  });
  connect(remove, &QPushButton::clicked, this, [this] {
    delete extra_pairs_->currentItem();
    checkData();
  });
  return box;
}

QList<CorpusFilePair> TrainingSettingsForm::corpusPairs() const {
  QList<CorpusFilePair> pairs;
  const QString src = src_file_->text().trimmed(), tgt = tgt_file_->text().trimmed();
  if (!src.isEmpty() || !tgt.isEmpty()) pairs.append({src, tgt});
  for (int i = 0; i < extra_pairs_->count(); ++i) {
    const QListWidgetItem* item = extra_pairs_->item(i);
    pairs.append({item->data(Qt::UserRole).toString(), item->data(Qt::UserRole + 1).toString()});
  }
  return pairs;
}

void TrainingSettingsForm::addCorpusPairs(const QList<CorpusFilePair>& pairs) {
  const QList<CorpusFilePair> listed = corpusPairs();
  for (const CorpusFilePair& pair : pairs) {
    if (listed.contains(pair)) continue;
    if (src_file_->text().trimmed().isEmpty() && tgt_file_->text().trimmed().isEmpty()) {
      src_file_->setText(pair.source);
      tgt_file_->setText(pair.target);
      continue;
    }
    auto* item = new QListWidgetItem(
        QStringLiteral("%1 → %2").arg(QFileInfo(pair.source).fileName(), QFileInfo(pair.target).fileName()));
    item->setData(Qt::UserRole, pair.source);
    item->setData(Qt::UserRole + 1, pair.target);
    item->setToolTip(QDir::toNativeSeparators(pair.source) + QLatin1Char('\n') +
                     QDir::toNativeSeparators(pair.target));
    extra_pairs_->addItem(item);
  }
  checkData();
}

int TrainingSettingsForm::addTrainingSetsOf(const QString& dir) {
  const QList<CorpusFilePair> pairs = findTrainingSets(dir, corpusFileLanguage(src_file_->text().trimmed()));
  if (!pairs.isEmpty()) addCorpusPairs(pairs);
  return int(pairs.size());
}

qint64 TrainingSettingsForm::estimatedTargetTokens() const {
  if (data_kind_->currentIndex() == kToyPage)  // each target as long as its source on average, plus </s>
    return qint64(toy_pairs_->value()) * ((min_len_->value() + max_len_->value()) / 2 + 1);
  return qint64(std::llround(double(corpus_target_words_) * kPiecesPerWord));
}

int TrainingSettingsForm::estimatedVocabularySize() const {
  return data_kind_->currentIndex() == kToyPage ? alphabet_->value() + 4 : vocab_size_->value();
}

void TrainingSettingsForm::setEstimate(const QString& text) { estimate_->setText(text); }
QString TrainingSettingsForm::estimateText() const { return estimate_->text(); }

QWidget* TrainingSettingsForm::buildModelGroup() {
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
  // The time estimate follows the model's size.
  for (QSpinBox* spin : {d_model_, enc_layers_, dec_layers_, d_ff_})
    connect(spin, &QSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  return group;
}

QWidget* TrainingSettingsForm::buildTrainingGroup() {
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
  snapshot_every_ = makeSpin(group, "trainSnapshotEvery", 0, 1000000, 25,
                             tr("Record the attention of a fixed probe pair every this many steps, for "
                                "“Heads specialising” (0: off)."),
                             5);
  precision_ = new QComboBox(group);
  precision_->setObjectName(QStringLiteral("trainPrecision"));
  precision_->addItem(
      attn::cpu_has_native_bf16() ? tr("Auto (bf16 on this CPU)") : tr("Auto (fp32 on this CPU)"),
      int(attn::TrainingPrecision::kAuto));
  precision_->addItem(tr("fp32"), int(attn::TrainingPrecision::kFp32));
  precision_->addItem(tr("bf16 mixed precision"), int(attn::TrainingPrecision::kBf16));
  precision_->setToolTip(
      tr("bf16 mixed precision, as PyTorch's autocast: the large matrix products take bf16 inputs and "
         "accumulate in fp32; weights, the optimizer, layer norm, softmax and the loss stay fp32. Several "
         "times faster where the CPU has bf16 instructions (AVX512_BF16 or AMX), which Auto uses; elsewhere "
         "bf16 is emulated, slower than fp32. The GPU backend trains in fp32."));
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
  form->addRow(tr("Attention snapshot every:"), snapshot_every_);
  form->addRow(tr("Clip gradient norm:"), clip_norm_);
  form->addRow(tr("Precision:"), precision_);
  estimate_ = new QLabel(group);
  estimate_->setObjectName(QStringLiteral("trainEstimate"));
  estimate_->setWordWrap(true);
  estimate_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Wrapped within the width the fields give the form, never widening it.
  estimate_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  form->addRow(estimate_);
  connect(warmup_, &QSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  connect(lr_factor_, &QDoubleSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  connect(max_steps_, &QSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  connect(max_minutes_, &QDoubleSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  connect(batch_tokens_, &QSpinBox::valueChanged, this, [this] { scheduleChanged(); });
  return group;
}

QWidget* TrainingSettingsForm::buildOutputGroup() {
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

QString TrainingSettingsForm::applyPreset(const QString& name) {
  attn::ModelConfig c;
  try {
    c = attn::preset_config(name.toStdString());
  } catch (const std::exception& e) {
    return QString::fromUtf8(e.what());
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
  return QString();
}

void TrainingSettingsForm::setOutputDir(const QString& dir) { output_dir_->setText(dir); }
QString TrainingSettingsForm::outputDir() const { return output_dir_->text().trimmed(); }
void TrainingSettingsForm::suggestOutputDir() {
  suggested_output_dir_ = trainingRunsFolder() + QStringLiteral("/run-") +
                          QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
  output_dir_->setText(QDir::toNativeSeparators(suggested_output_dir_));
}

void TrainingSettingsForm::checkData() {
  const int page = data_kind_->currentIndex();
  const int generation = ++data_check_generation_;
  data_error_.clear();
  corpus_target_words_ = 0;
  auto show = [this](std::function<QString()> text, bool is_error) {
    showRetranslated(data_status_, std::move(text));
    data_status_->setStyleSheet(
        is_error ? QStringLiteral("color: %1;").arg(wrongTextColor(data_status_->palette()).name())
                 : QString());
  };
  if (page == kToyPage) {
    show([] { return tr("Pairs are generated when training starts; validation uses 200 held-out pairs."); },
         false);
    return;
  }
  const QList<CorpusFilePair> pairs = corpusPairs();
  const bool pair_missing =
      pairs.isEmpty() || std::any_of(pairs.begin(), pairs.end(), [](const CorpusFilePair& p) {
        return p.source.isEmpty() || p.target.isEmpty();
      });
  const QString tsv = tsv_file_->text().trimmed();
  const QString vsrc = valid_src_file_->text().trimmed(), vtgt = valid_tgt_file_->text().trimmed();
  if ((page == kFilesPage && pair_missing) || (page == kTsvPage && tsv.isEmpty())) {
    show(
        [page] {
          return page == kFilesPage ? tr("Choose a source and a target file.")
                                    : tr("Choose a tab-separated file.");
        },
        false);
    return;
  }
  show([] { return tr("Checking the files…"); }, false);
  auto* watcher = new QFutureWatcher<DataCheck>(this);
  connect(watcher, &QFutureWatcher<DataCheck>::finished, this, [this, watcher, generation, show] {
    watcher->deleteLater();
    if (generation != data_check_generation_) return;  // the files changed meanwhile
    const DataCheck check = watcher->result();
    data_error_ = check.error;
    corpus_target_words_ = check.target_words;
    if (check.error.isEmpty())
      show([check] { return dataCheckInfo(check); }, false);
    else
      show([error = check.error] { return error; }, true);
    scheduleChanged();  // the estimate now knows the corpus's size
  });
  watcher->setFuture(QtConcurrent::run(checkCorpus, page, pairs, tsv, vsrc, vtgt));
}

TrainingRequest TrainingSettingsForm::request(const QString& backend_spec, QString* error) const {
  TrainingRequest r;
  r.data = TrainingRequest::DataKind(data_kind_->currentIndex());
  r.task = attn::ToyTask(task_->currentData().toInt());
  r.toy.alphabet_size = alphabet_->value();
  r.toy.min_length = min_len_->value();
  r.toy.max_length = max_len_->value();
  r.toy.seed = std::uint64_t(seed_->value());
  r.toy_pairs = toy_pairs_->value();
  r.corpus_pairs = corpusPairs();
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
  o.snapshot_every = snapshot_every_->value();
  o.precision = attn::TrainingPrecision(precision_->currentData().toInt());
  r.output_dir = outputDir();
  r.resume = resume_run_->isChecked();
  r.backend_spec = backend_spec;

  // Problems a person can fix right here, reported before any thread starts.
  auto fail = [&](const QString& text) {
    if (error && error->isEmpty()) *error = text;
  };
  if (o.max_steps <= 0 && o.max_minutes <= 0) fail(tr("Set a step limit or a time limit (or both)."));
  if (r.data == TrainingRequest::DataKind::kToyTask && r.toy.min_length > r.toy.max_length)
    fail(tr("The shortest toy sentence is longer than the longest."));
  if (r.data == TrainingRequest::DataKind::kParallelFiles &&
      (r.corpus_pairs.isEmpty() ||
       std::any_of(r.corpus_pairs.begin(), r.corpus_pairs.end(),
                   [](const CorpusFilePair& p) { return p.source.isEmpty() || p.target.isEmpty(); })))
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

QString TrainingSettingsForm::dataLabel(const TrainingRequest& request) const {
  if (request.data == TrainingRequest::DataKind::kToyTask)
    return task_->currentText().section(QLatin1Char(' '), 0, 0);
  if (request.data == TrainingRequest::DataKind::kTsvFile) return QFileInfo(request.tsv_file).fileName();
  const QString first = request.corpus_pairs.isEmpty() ? QString() : request.corpus_pairs.first().source;
  if (request.corpus_pairs.size() <= 1) return QFileInfo(first).fileName();
  return tr("%1 and %n more", nullptr, int(request.corpus_pairs.size() - 1)).arg(QFileInfo(first).fileName());
}

bool TrainingSettingsForm::isSuggestedOutputDir(const QString& dir) const {
  return dir == QDir::fromNativeSeparators(suggested_output_dir_);
}
bool TrainingSettingsForm::continuesRun() const { return resume_run_->isChecked(); }
int TrainingSettingsForm::dModel() const { return d_model_->value(); }
int TrainingSettingsForm::warmupSteps() const { return warmup_->value(); }
double TrainingSettingsForm::lrFactor() const { return lr_factor_->value(); }
qint64 TrainingSettingsForm::maxSteps() const { return max_steps_->value(); }
double TrainingSettingsForm::maxMinutes() const { return max_minutes_->value(); }

}  // namespace studio
