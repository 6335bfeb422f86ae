#include "views/heads_view.h"

#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QShowEvent>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>
#include <cmath>
#include <limits>

#include "core/atomic_write.h"
#include "core/bundled_patching_pairs.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "jobs/engine_jobs.h"
#include "jobs/head_finder_jobs.h"
#include "viewmodels/antecedent_margin.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/head_observations_model.h"
#include "viewmodels/head_report_export.h"
#include "widgets/causal_head_grid_widget.h"
#include "widgets/head_grid_widget.h"

namespace studio {

namespace {

QString percent(double v) { return QString::number(100.0 * v, 'f', 1); }

QString interval(const attn::Proportion& p) {
  return HeadsView::tr("%1 % [%2–%3]").arg(percent(p.value()), percent(p.low()), percent(p.high()));
}

// A share restored, signed, as the causal grid writes it.
QString signedShare(double v, int decimals = 2) {
  if (!std::isfinite(v)) return QStringLiteral("–");
  return (v + 0.0 >= 0 ? QStringLiteral("+") : QString()) + QString::number(v + 0.0, 'f', decimals);
}

int headsPerLayer(const std::vector<attn::HeadScore>& heads) {
  int n = 0;
  for (const auto& s : heads) n = std::max(n, s.head + 1);
  return n;
}

}  // namespace

HeadsView::HeadsView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  jobs_ = new EngineJobs(session, this);
  buildUi();
  connect(jobs_, &EngineJobs::progress, this, [this](int done, int total) {
    progress_->setRange(0, total);
    progress_->setValue(done);
  });
  connect(jobs_, &EngineJobs::busyChanged, this, [this](bool busy) {
    updateControls();
    const bool patching = running_job_ == Job::kPatching;
    progress_->setFormat(patching ? tr("%v / %m pairs") : tr("%v / %m sentences"));
    if (patching) {
      if (busy) {
        awaiting_causal_ = true;
        progress_->setVisible(true);
        causal_summary_->setText(
            tr("Patching every head on the pairs of %1…").arg(QFileInfo(pairs_file_).fileName()));
      } else if (awaiting_causal_) {
        awaiting_causal_ = false;
        progress_->setVisible(false);
        causal_summary_->setText(causal_ ? causalSummaryText() : causalIdleMessage());
      }
    } else if (busy) {
      awaiting_result_ = true;
      progress_->setVisible(true);
      summary_->setText(tr("Running the head finder on %1…").arg(QFileInfo(file_).fileName()));
    } else if (awaiting_result_) {
      // Stopped before its first sentence, or superseded: what was shown before stays.
      awaiting_result_ = false;
      progress_->setVisible(false);
      summary_->setText(result_ ? summaryText() : idleMessage());
    }
    emit busyChanged(busy);
  });
  connect(jobs_, &EngineJobs::failed, this, [this](const QString& message) {
    progress_->setVisible(false);
    if (running_job_ == Job::kPatching) {
      awaiting_causal_ = false;
      causal_summary_->setText(message);
    } else {
      awaiting_result_ = false;
      summary_->setText(message);
    }
    emit errorOccurred(message);
  });
  connect(jobs_, &EngineJobs::modelChanged, this, [this] {
    auto_ran_ = false;
    clearCausal(causalIdleMessage());
    clearReport(idleMessage());
    maybeAutoRun();
  });

  const QString remembered = StudioSettings().headFinderFile();
  setSentencesFile(!remembered.isEmpty() && QFileInfo::exists(remembered) ? remembered
                                                                          : defaultSentencesFile());
  setPairsFile(defaultPairsFile());
  clearReport(idleMessage());
  clearCausal(causalIdleMessage());
}

// The grids paint the titles they were given: given again when the language changes.
void HeadsView::setGridTitles() {
  encoder_grid_->setTitle(tr("Encoder self-attention: English pronoun → antecedent"));
  cross_grid_->setTitle(tr("Cross-attention: step choosing the German pronoun → antecedent"));
  if (!causal_grid_) return;  // buildUi makes it after the attention-based grids
  causal_grid_->setTitle(tr("Causal effect (patching)"));
  causal_grid_->setKindTitles(
      {tr("Encoder self-attention"), tr("Decoder self-attention"), tr("Cross-attention")});
}

void HeadsView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The summary and the legend carry file names and numbers: write them again in the new language.
  if (event->type() != QEvent::LanguageChange) return;
  setGridTitles();
  legend_->setText(legendText());
  if (result_)
    updateSummary();
  else if (!awaiting_result_)
    summary_->setText(idleMessage());
  if (causal_)
    causal_summary_->setText(causalSummaryText());
  else if (!awaiting_causal_)
    causal_summary_->setText(causalIdleMessage());
  if (causal_grid_->selectedKind() >= 0) pair_list_->setText(pairListText());
}

QString HeadsView::idleMessage() const {
  if (file_.isEmpty()) return tr("Load a WinoMT-format file (Load sentences…) and press Run.");
  return tr("Press Run to translate the sentences of %1 and measure every head.")
      .arg(QFileInfo(file_).fileName());
}

QString HeadsView::defaultSentencesFile() {
  // The source tree's resources/models is known at build time; the shared data folder lies beside the tree.
  const QString path = QDir::cleanPath(QStringLiteral(ATTN_SOURCE_MODELS_DIR) +
                                       QStringLiteral("/../../../shared/data/winomt/en.tsv"));
  return QFileInfo::exists(path) ? path : QString();
}

void HeadsView::buildUi() {
  load_ = new QPushButton(tr("Load sentences…"));
  load_->setToolTip(
      tr("A WinoMT-format file, tab-separated: gender, the antecedent's 0-based word index, the sentence, "
         "the antecedent noun (e.g. ../shared/data/winomt/en.tsv)."));
  file_label_ = new QLabel;
  file_label_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  limit_ = new QSpinBox;
  limit_->setRange(0, 1000000);
  limit_->setSpecialValueText(tr("all"));
  limit_->setToolTip(tr("Only the first N sentences of the file, for a quick look (\"all\": every one)."));
  run_ = new QPushButton(QIcon(QStringLiteral(":/icons/start.svg")), tr("Run"));
  run_->setToolTip(
      tr("Translate every sentence with the model and measure every head (on a worker thread)."));
  cancel_ = new QPushButton(QIcon(QStringLiteral(":/icons/stop.svg")), tr("Cancel"));
  cancel_->setToolTip(tr("Stop after the current sentence and show the sentences done so far."));
  progress_ = new QProgressBar;
  progress_->setFormat(tr("%v / %m sentences"));
  progress_->setMinimumWidth(200);
  progress_->setVisible(false);

  auto* controls = new QHBoxLayout;
  controls->addWidget(load_);
  controls->addWidget(file_label_, 1);
  controls->addWidget(new QLabel(tr("First sentences:")));
  controls->addWidget(limit_);
  controls->addWidget(run_);
  controls->addWidget(cancel_);
  controls->addWidget(progress_);

  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextFormat(Qt::RichText);

  encoder_grid_ = new HeadGridWidget;
  encoder_grid_->setToolTip(tr("Read on the row of the English pronoun, words merged from subwords."));
  cross_grid_ = new HeadGridWidget;
  setGridTitles();
  cross_grid_->setToolTip(
      tr("Read on the decoding step whose output is the German pronoun, on the model's own translation."));
  legend_ = new QLabel;
  legend_->setWordWrap(true);
  QFont small = legend_->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  legend_->setFont(small);
  legend_->setText(legendText());

  // The causal grid: its own pair file and run button, its summary, the stacked grids and a head's pairs.
  load_pairs_ = new QPushButton(tr("Load pairs…"));
  load_pairs_->setToolTip(
      tr("A pair file as attention-cli patch reads it, tab-separated: sentence, counterfactual (only the "
         "antecedent changed, the same number of tokens), correct word, wrong word and optionally the "
         "target prefix up to the pronoun."));
  patch_ = new QPushButton(QIcon(QStringLiteral(":/icons/start.svg")), tr("Patch heads"));
  patch_->setToolTip(tr(
      "Copy each head's output from the sentence's run into the counterfactual's, one head at a time, and "
      "measure how much of the change in log P(correct) − log P(wrong) it restores (on a worker thread)."));
  causal_summary_ = new QLabel;
  causal_summary_->setWordWrap(true);
  causal_summary_->setTextFormat(Qt::RichText);
  causal_summary_->setFont(small);
  causal_grid_ = new CausalHeadGridWidget;
  setGridTitles();
  causal_grid_->setCompanionToolTip(
      [this](int kind, int layer, int head) { return attentionScoreText(kind, layer, head); });
  pair_list_ = new QLabel;
  pair_list_->setWordWrap(true);
  pair_list_->setTextFormat(Qt::RichText);
  pair_list_->setFont(small);
  pair_list_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  pair_list_->setVisible(false);
  // One kind at a time: three stacked grids do not fit beside the others on a small screen.
  causal_kind_ = new QComboBox;
  causal_kind_->addItems({tr("Encoder self"), tr("Decoder self"), tr("Cross")});
  causal_kind_->setToolTip(
      tr("Which kind of attention's heads the causal grid shows; the exports hold all three."));
  causal_grid_->setVisibleKind(0);
  auto* causal_bar = new QHBoxLayout;
  causal_bar->setContentsMargins(0, 0, 0, 0);
  causal_bar->addWidget(causal_kind_);
  causal_bar->addWidget(load_pairs_);
  causal_bar->addWidget(patch_);
  causal_bar->addStretch(1);
  auto* causal_box = new QVBoxLayout;
  causal_box->setContentsMargins(0, 0, 0, 0);
  causal_box->addLayout(causal_bar);
  causal_box->addWidget(causal_summary_);
  causal_box->addWidget(causal_grid_, 1);

  auto* grids = new QHBoxLayout;
  grids->setContentsMargins(0, 0, 0, 0);
  // The attention-based grids' titles are longer than the causal grid's: they get more of the width.
  grids->addWidget(encoder_grid_, 11);
  grids->addWidget(cross_grid_, 11);
  grids->addLayout(causal_box, 7);

  head_label_ = new QLabel(tr("Click a head to list the sentences where it is right and where it is wrong."));
  head_label_->setWordWrap(true);
  filter_ = new QComboBox;
  filter_->addItem(tr("Right, wrong and ties"));
  filter_->addItem(tr("Only where it is right"));
  filter_->addItem(tr("Only where it is wrong"));
  filter_->addItem(tr("Only near ties"));
  tie_margin_ = new QDoubleSpinBox;
  tie_margin_->setRange(0.0, 0.5);
  tie_margin_->setDecimals(3);
  tie_margin_->setSingleStep(0.005);
  tie_margin_->setValue(kDefaultTieMargin);
  tie_margin_->setToolTip(
      tr("A head is right on a sentence when its weight to the antecedent exceeds its weight to the other "
         "person by more than this margin; a smaller difference (0.0002 against 0.0000) is a tie, which is "
         "not right. 0 counts any difference, as the command line does. The grids rank the heads again."));
  observations_ = new HeadObservationsModel(this);
  proxy_ = new QSortFilterProxyModel(this);
  proxy_->setSourceModel(observations_);
  proxy_->setSortRole(Qt::UserRole);
  proxy_->setFilterRole(Qt::UserRole);
  proxy_->setFilterKeyColumn(HeadObservationsModel::kVerdict);
  table_ = new QTableView;
  table_->setModel(proxy_);
  table_->setSortingEnabled(true);
  table_->sortByColumn(HeadObservationsModel::kVerdict, Qt::DescendingOrder);  // right first
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setWordWrap(false);
  table_->verticalHeader()->hide();
  table_->setToolTip(
      tr("Double-click a sentence (or press Enter) to open it in the Attention view with this "
         "head selected."));
  QHeaderView* header = table_->horizontalHeader();
  header->setSectionResizeMode(QHeaderView::ResizeToContents);
  header->setSectionResizeMode(HeadObservationsModel::kSentence, QHeaderView::Stretch);
  header->setSectionResizeMode(HeadObservationsModel::kTranslation, QHeaderView::Stretch);

  auto* list_bar = new QHBoxLayout;
  list_bar->addWidget(head_label_, 1);
  auto* tie_label = new QLabel(tr("Tie below a margin of:"));
  tie_label->setBuddy(tie_margin_);
  list_bar->addWidget(tie_label);
  list_bar->addWidget(tie_margin_);
  list_bar->addWidget(new QLabel(tr("Show:")));
  list_bar->addWidget(filter_);
  // No splitter: a plain layout always gives the grids their minimum height, whatever the model's shape.
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(summary_);
  layout->addLayout(grids);
  layout->addWidget(legend_);
  layout->addWidget(pair_list_);
  layout->addLayout(list_bar);
  layout->addWidget(table_, 1);

  connect(load_, &QPushButton::clicked, this, &HeadsView::chooseFile);
  connect(run_, &QPushButton::clicked, this, &HeadsView::run);
  connect(cancel_, &QPushButton::clicked, this, &HeadsView::cancel);
  connect(encoder_grid_, &HeadGridWidget::headClicked, this,
          [this](int layer, int head) { selectHead(attn::HeadKind::kEncoderSelf, layer, head); });
  connect(cross_grid_, &HeadGridWidget::headClicked, this,
          [this](int layer, int head) { selectHead(attn::HeadKind::kCross, layer, head); });
  connect(load_pairs_, &QPushButton::clicked, this, &HeadsView::choosePairsFile);
  connect(patch_, &QPushButton::clicked, this, &HeadsView::runPatching);
  connect(causal_grid_, &CausalHeadGridWidget::headClicked, this, &HeadsView::selectCausalHead);
  connect(causal_kind_, &QComboBox::currentIndexChanged, this,
          [this](int kind) { causal_grid_->setVisibleKind(kind); });
  connect(filter_, &QComboBox::currentIndexChanged, this, [this](int index) {
    static const QString patterns[] = {QString(), QStringLiteral("^1$"), QStringLiteral("^0$"),
                                       QStringLiteral("^0\\.5$")};
    proxy_->setFilterRegularExpression(patterns[std::clamp(index, 0, 3)]);
  });
  connect(tie_margin_, &QDoubleSpinBox::valueChanged, this, [this] { rescore(); });
  connect(table_, &QTableView::activated, this,
          [this](const QModelIndex& index) { openRow(proxy_->mapToSource(index).row()); });
}

QString HeadsView::legendText() const {
  QString text =
      tr("Each cell: how often the head gives the pronoun's antecedent more weight than the other person "
         "(words merged from subwords), with the 95 % Wilson interval below. Colour: that accuracy, 0 % dark "
         "to 100 % yellow; grey: not measured. <b>Bold outline</b>: the interval's lower end lies above the "
         "mean-over-heads baseline of its kind (▼ on the colour bar); ★: it also lies above the "
         "nearest-preceding-person baseline (◆).");
  text += QLatin1Char(' ') + tr("A margin (weight to the antecedent minus weight to the other person) within "
                                "±%1 is a tie, which is not right.")
                                 .arg(tieMargin(), 0, 'f', 3);
  if (scored_) {
    const attn::AntecedentReport& r = *scored_;
    text += QStringLiteral("<br>") +
            tr("Baselines: mean over heads, encoder %1, cross %2; nearest preceding person %3.")
                .arg(interval(r.encoder_mean.accuracy), interval(r.cross_mean.accuracy),
                     interval(r.nearest_preceding));
  }
  return text;
}

void HeadsView::setSentencesFile(const QString& file) {
  file_ = file;
  file_label_->setText(file.isEmpty() ? tr("(no sentences loaded)") : QFileInfo(file).fileName());
  file_label_->setToolTip(QDir::toNativeSeparators(file));
  updateControls();
}

void HeadsView::setLimit(int limit) { limit_->setValue(std::max(0, limit)); }

int HeadsView::limit() const { return limit_->value(); }

void HeadsView::setAutoRun(bool on) { auto_run_ = on; }

bool HeadsView::isBusy() const { return jobs_->isBusy(); }

void HeadsView::chooseFile() {
  const QString start = file_.isEmpty() ? QDir::homePath() : QFileInfo(file_).absolutePath();
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Load sentences"), start, tr("WinoMT-format sentences (*.tsv *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  setSentencesFile(path);
  StudioSettings().setHeadFinderFile(path);
  run();
}

void HeadsView::run() {
  quick_look_ = false;
  if (file_.isEmpty()) {
    const QString message = tr("Load a WinoMT-format file first (Load sentences…).");
    summary_->setText(message);
    emit errorOccurred(message);
    return;
  }
  startJob(Job::kHeadFinder);
  HeadFinderRequest request;
  request.file = file_;
  request.limit = limit_->value();
  jobs_->run<HeadFinderResultPtr>([request](JobContext& job) { return findAntecedentHeads(job, request); },
                                  [this](HeadFinderResultPtr result) { showResult(result); });
}

void HeadsView::startJob(Job job) {
  if (jobs_->isBusy() && running_job_ != job) jobs_->cancel();  // the old job's busy handling ends it
  running_job_ = job;
  progress_->setRange(0, 0);  // a busy indicator until the file is read
  progress_->setValue(0);
}

// The running job stops after its current sentence or pair; what it measured so far is shown.
void HeadsView::cancel() { jobs_->stop(); }

void HeadsView::showEvent(QShowEvent* event) {
  StudioView::showEvent(event);
  maybeAutoRun();
}

void HeadsView::maybeAutoRun() {
  // Only a window rendered for --export (never on screen) starts by itself; on screen, a run over every
  // sentence keeps the processor busy for a while, so it waits for Run.
  const bool headless = window() && window()->testAttribute(Qt::WA_DontShowOnScreen);
  if (!auto_run_ || auto_ran_ || !headless || !isVisible() || !session_ || !session_->model() ||
      jobs_->isBusy() || file_.isEmpty() || !QFileInfo::exists(file_))
    return;
  auto_ran_ = true;
  // The export must not wait minutes: it looks at the first sentences, and says so.
  const bool quick = limit_->value() == 0;
  if (quick) limit_->setValue(kQuickLookLimit);
  run();
  quick_look_ = quick;
}

void HeadsView::updateControls() {
  const bool busy = jobs_->isBusy();
  run_->setEnabled(!busy && !file_.isEmpty());
  if (patch_) {
    patch_->setEnabled(!busy && !pairs_file_.isEmpty());
    load_pairs_->setEnabled(!busy);
  }
  cancel_->setEnabled(busy);
  load_->setEnabled(!busy);
  limit_->setEnabled(!busy);
}

void HeadsView::clearReport(const QString& message) {
  result_.reset();
  scored_.reset();
  items_.reset();
  encoder_grid_->setScores({}, {}, {});
  cross_grid_->setScores({}, {}, {});
  observations_->setReport(nullptr, nullptr);
  legend_->setText(legendText());
  summary_->setText(message);
  updateHeadLabel();
}

void HeadsView::showReport(std::shared_ptr<const attn::AntecedentReport> report,
                           std::vector<attn::AntecedentItem> items, const QString& file,
                           int sentences_in_file) {
  auto result = std::make_shared<HeadFinderResult>();
  result->file = file;
  result->sentences_in_file = sentences_in_file < 0 ? int(items.size()) : sentences_in_file;
  result->items = std::move(items);
  result->report = std::move(report);
  showResult(result);
}

void HeadsView::showResult(const HeadFinderResultPtr& result) {
  if (!result || !result->report) return;
  result_ = result;
  awaiting_result_ = false;
  progress_->setRange(0, int(result->items.size()));
  progress_->setValue(result->report->items);
  // The items are shared with the observations model without copying the result's vector.
  items_ = std::shared_ptr<const std::vector<attn::AntecedentItem>>(result, &result->items);
  encoder_heads_per_layer_ = headsPerLayer(result->report->encoder_heads);
  cross_heads_per_layer_ = headsPerLayer(result->report->cross_heads);
  observations_->setReport(result->report, items_);
  rescore();
  // Start with the best encoder head's sentences, so the list is never empty after a run.
  const attn::AntecedentReport& r = *scored_;
  if (!r.encoder_heads.empty() && r.encoder_heads.front().accuracy.trials > 0)
    selectHead(attn::HeadKind::kEncoderSelf, r.encoder_heads.front().layer, r.encoder_heads.front().head);
  else
    updateHeadLabel();
}

void HeadsView::setTieMargin(double margin) { tie_margin_->setValue(margin); }

double HeadsView::tieMargin() const { return tie_margin_ ? tie_margin_->value() : kDefaultTieMargin; }

void HeadsView::rescore() {
  observations_->setTieMargin(tieMargin());
  if (result_ && result_->report) {
    scored_ =
        std::make_shared<const attn::AntecedentReport>(rescoreWithTieMargin(*result_->report, tieMargin()));
    const attn::AntecedentReport& r = *scored_;
    // The grids keep their selection: setScores leaves it, and the list follows the margin.
    encoder_grid_->setScores(r.encoder_heads, r.encoder_mean, r.nearest_preceding);
    cross_grid_->setScores(r.cross_heads, r.cross_mean, r.nearest_preceding);
    updateSummary();
  }
  legend_->setText(legendText());
  updateHeadLabel();
}

void HeadsView::updateSummary() { summary_->setText(summaryText()); }

QString HeadsView::summaryText() const {
  if (!result_ || !scored_) return {};
  const attn::AntecedentReport& r = *scored_;
  const QLocale locale;
  QStringList parts;
  const QString name = result_->file.isEmpty() ? tr("the sentences") : QFileInfo(result_->file).fileName();
  if (r.cancelled)
    parts << tr("<b>Stopped</b> after %1 of %2 sentences of %3")
                 .arg(locale.toString(r.items), locale.toString(qlonglong(result_->items.size())), name);
  else if (int(result_->items.size()) < result_->sentences_in_file)
    parts << tr("<b>%1</b> sentences: the first %1 of %2 in %3")
                 .arg(locale.toString(r.items), locale.toString(result_->sentences_in_file), name);
  else
    parts << tr("<b>%1</b> sentences of %2").arg(locale.toString(r.items), name);
  parts << tr("%1 with both people found").arg(locale.toString(r.items_with_distractor));
  parts << tr("%1 whose translation has a German pronoun").arg(locale.toString(r.items_with_target_pronoun));
  auto best = [&](const std::vector<attn::HeadScore>& heads, const QString& kind) {
    if (heads.empty() || heads.front().accuracy.trials == 0)
      return tr("best %1 head: none measured").arg(kind);
    const attn::HeadScore& s = heads.front();
    return tr("best %1 head: <b>layer %2, head %3</b>, %4")
        .arg(kind)
        .arg(s.layer + 1)
        .arg(s.head + 1)
        .arg(interval(s.accuracy));
  };
  parts << best(r.encoder_heads, tr("encoder")) << best(r.cross_heads, tr("cross"));
  QString text = parts.join(QStringLiteral(" · "));
  // Whether any head beats each baseline, in words: the best head's number alone does not say.
  auto against = [&](const std::vector<attn::HeadScore>& heads, const QString& kind, const QString& baseline,
                     const attn::Proportion& base) {
    int above = 0, clearly = 0;
    for (const attn::HeadScore& s : heads) {
      if (s.accuracy.trials == 0) continue;
      above += s.accuracy.value() > base.value() ? 1 : 0;
      clearly += s.accuracy.low() > base.value() ? 1 : 0;
    }
    if (heads.empty() || base.trials == 0) return QString();
    if (above == 0) return tr("No %1 head beats %2 (%3 %).").arg(kind, baseline, percent(base.value()));
    return tr("%1 of %2 %3 heads beat %4 (%5 %); %6 with the whole 95 % interval above it.")
        .arg(above)
        .arg(heads.size())
        .arg(kind, baseline, percent(base.value()))
        .arg(clearly);
  };
  QStringList verdicts;
  for (const QString& v :
       {against(r.encoder_heads, tr("encoder"), tr("the nearest preceding person"), r.nearest_preceding),
        against(r.encoder_heads, tr("encoder"), tr("the mean over heads"), r.encoder_mean.accuracy),
        against(r.cross_heads, tr("cross"), tr("the nearest preceding person"), r.nearest_preceding),
        against(r.cross_heads, tr("cross"), tr("the mean over heads"), r.cross_mean.accuracy)})
    if (!v.isEmpty()) verdicts << v;
  if (!verdicts.isEmpty()) text += QStringLiteral("<br>") + verdicts.join(QLatin1Char(' '));
  text += QStringLiteral("<br>") +
          tr("Near ties (margin within ±%1) count as not right.").arg(tieMargin(), 0, 'f', 3);
  if (result_->seconds > 0)
    text += tr(" · %1 s on %2").arg(result_->seconds, 0, 'f', 1).arg(result_->backend);
  if (quick_look_ && int(result_->items.size()) < result_->sentences_in_file)
    text += QStringLiteral("<br>") +
            tr("A quick look for the export: only the first %1 sentences. Set “First sentences” to “all” and "
               "press Run for every one.")
                .arg(result_->items.size());
  return text;
}

void HeadsView::selectHead(attn::HeadKind kind, int layer, int head) {
  const bool encoder = kind == attn::HeadKind::kEncoderSelf;
  HeadGridWidget* grid = encoder ? encoder_grid_ : cross_grid_;
  HeadGridWidget* other = encoder ? cross_grid_ : encoder_grid_;
  if (!grid->score(layer, head)) return;
  grid->setSelected(layer, head);
  other->setSelected(-1, -1);
  observations_->setHead(kind, layer, head, encoder ? encoder_heads_per_layer_ : cross_heads_per_layer_);
  updateHeadLabel();
}

void HeadsView::updateHeadLabel() {
  if (observations_->layer() < 0) {
    head_label_->setText(tr("Click a head to list the sentences where it is right and where it is wrong."));
    return;
  }
  const bool encoder = observations_->kind() == attn::HeadKind::kEncoderSelf;
  const int right = observations_->rightCount(), wrong = observations_->wrongCount();
  head_label_->setText(
      tr("<b>%1, layer %2, head %3</b>: right on %4, wrong on %5, a near tie on %6 sentences. Double-click "
         "one to open it in the Attention view.")
          .arg(encoder ? tr("Encoder self-attention") : tr("Cross-attention"))
          .arg(observations_->layer() + 1)
          .arg(observations_->head() + 1)
          .arg(right)
          .arg(wrong)
          .arg(observations_->tieCount()));
}

void HeadsView::openRow(int row) {
  if (row < 0 || row >= observations_->rowCount()) return;
  const AttentionKind kind = observations_->kind() == attn::HeadKind::kEncoderSelf
                                 ? AttentionKind::kEncoderSelf
                                 : AttentionKind::kCross;
  emit openInAttention(observations_->sentence(row), observations_->translation(row), int(kind),
                       observations_->layer(), observations_->head());
}

bool HeadsView::exportData(const QString& path, QString* error) {
  const bool attention = result_ && result_->report;
  if (!attention && !causal_) {
    if (error) *error = tr("There are no head scores to export yet: run the head finder first.");
    return false;
  }
  const bool csv = QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0;
  // Only the causal grid: its own file. Both: the attention-based report with the causal grid after it (CSV:
  // a blank line, then the causal table with its own header; JSON: under "causal_heads").
  if (!attention)
    return writeFileAtomically(path, csv ? causalHeadsCsv(*causal_).toUtf8() : causalHeadsJson(*causal_),
                               error);
  const attn::AntecedentReport& r = scored_ ? *scored_ : *result_->report;
  if (csv) {
    QString text = headReportCsv(r);
    if (causal_) text += QStringLiteral("\n") + causalHeadsCsv(*causal_);
    return writeFileAtomically(path, text.toUtf8(), error);
  }
  QByteArray json = headReportJson(r, result_->items, result_->file, result_->sentences_in_file);
  if (causal_) {
    QJsonObject root = QJsonDocument::fromJson(json).object();
    root[QStringLiteral("causal_heads")] = causalHeadsJsonObject(*causal_);
    json = QJsonDocument(root).toJson(QJsonDocument::Compact);
  }
  return writeFileAtomically(path, json, error);
}

// ---- The causal grid ----

QString HeadsView::defaultPairsFile() { return bundledPatchingPairsFile(); }

void HeadsView::setPairsFile(const QString& file) {
  pairs_file_ = file;
  updateControls();
  if (!causal_ && !awaiting_causal_) causal_summary_->setText(causalIdleMessage());
}

QString HeadsView::causalIdleMessage() const {
  if (pairs_file_.isEmpty())
    return tr(
        "Load a pair file (Load pairs…) and press Patch heads to rank the heads by their causal effect.");
  return tr("Press Patch heads to rank every head by its causal effect on the pairs of %1.")
      .arg(QFileInfo(pairs_file_).fileName());
}

void HeadsView::choosePairsFile() {
  const QString start = pairs_file_.isEmpty() ? QDir::homePath() : QFileInfo(pairs_file_).absolutePath();
  const QString path = QFileDialog::getOpenFileName(this, tr("Load pairs"), start,
                                                    tr("Pair files (*.tsv *.txt);;All files (*)"));
  if (path.isEmpty()) return;
  setPairsFile(path);
  runPatching();
}

void HeadsView::runPatching() {
  if (pairs_file_.isEmpty()) {
    const QString message = tr("Load a pair file first (Load pairs…).");
    causal_summary_->setText(message);
    emit errorOccurred(message);
    return;
  }
  startJob(Job::kPatching);
  CausalHeadsRequest request;
  request.file = pairs_file_;
  request.limit = pair_limit_;
  request.min_effect = kMinEffect;
  jobs_->run<CausalHeadsResultPtr>([request](JobContext& job) { return patchEveryHead(job, request); },
                                   [this](CausalHeadsResultPtr result) { showCausal(result); });
}

void HeadsView::clearCausal(const QString& message) {
  causal_.reset();
  causal_grid_->setRanking(nullptr);
  causal_summary_->setText(message);
  pair_list_->setText(QString());
  pair_list_->setVisible(false);
}

void HeadsView::showCausal(const CausalHeadsResultPtr& result) {
  if (!result) return;
  causal_ = result;
  awaiting_causal_ = false;
  causal_grid_->setRanking(std::shared_ptr<const attn::CausalHeadRanking>(result, &result->ranking));
  causal_summary_->setText(causalSummaryText());
  pair_list_->setText(pairListText());
  pair_list_->setVisible(!pair_list_->text().isEmpty());
}

QString HeadsView::causalSummaryText() const {
  if (!causal_) return {};
  const attn::CausalHeadRanking& r = causal_->ranking;
  const QString name = QFileInfo(causal_->file).fileName();
  QString text;
  if (causal_->cancelled)
    text = tr("<b>Stopped</b> after %1 of the pairs of %2.").arg(causal_->results.size()).arg(name);
  else
    text = tr("<b>%1</b> pairs of %2 patched.").arg(causal_->results.size()).arg(name);
  text +=
      QLatin1Char(' ') +
      tr("%1 change log P(correct) − log P(wrong) by more than %2 nats and are averaged; mean total effect "
         "%3 nats over them (%4 over all).")
          .arg(r.used.size())
          .arg(r.min_effect, 0, 'f', 2)
          .arg(signedShare(r.used_total_effect, 3), signedShare(r.total_effect, 3));
  if (int(r.used.size()) < kMinPairsToRank)
    text += QStringLiteral("<br><b>") +
            tr("The total effects are too small to rank the heads: fewer than %1 pairs change the pronoun "
               "choice by more than %2 nats, and a share of a smaller change is noise.")
                .arg(kMinPairsToRank)
                .arg(r.min_effect, 0, 'f', 2) +
            QStringLiteral("</b>");
  else {
    // The head with the largest mean, and how many heads restore reliably (the whole interval above 0).
    static const char* const kKinds[] = {QT_TR_NOOP("encoder"), QT_TR_NOOP("decoder self"),
                                         QT_TR_NOOP("cross")};
    int best_kind = -1, best_layer = 0, best_head = 0, reliable = 0;
    double best = -std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < r.grids.size(); ++k)
      for (int l = 0; l < r.grids[k].layers; ++l)
        for (int h = 0; h < r.grids[k].heads; ++h) {
          const attn::CausalHeadCell& c = r.grids[k].at(l, h);
          if (c.interval.low > 0) ++reliable;
          if (std::isfinite(c.mean) && c.mean > best) {
            best = c.mean;
            best_kind = int(k);
            best_layer = l;
            best_head = h;
          }
        }
    if (best_kind >= 0) {
      const attn::CausalHeadCell& c = r.grids[std::size_t(best_kind)].at(best_layer, best_head);
      text += QStringLiteral("<br>") +
              tr("Largest mean: %1 layer %2, head %3, %4 [%5 to %6]; %7 heads (bold outline) with the "
                 "whole 95 % interval above 0.")
                  .arg(best_kind < 3 ? tr(kKinds[best_kind]) : QString())
                  .arg(best_layer + 1)
                  .arg(best_head + 1)
                  .arg(signedShare(c.mean), signedShare(c.interval.low), signedShare(c.interval.high))
                  .arg(reliable);
    }
  }
  text += QLatin1Char(' ') + tr("Intervals: 95 % bootstrap over the pairs, %1 resamples").arg(r.resamples);
  if (!causal_->skipped.empty())
    text += QStringLiteral("<br>") + tr("Skipped: %1")
                                         .arg(QStringList(causal_->skipped.begin(), causal_->skipped.end())
                                                  .join(QStringLiteral("; "))
                                                  .toHtmlEscaped());
  if (causal_->seconds > 0)
    text += tr(" · %1 s on %2").arg(causal_->seconds, 0, 'f', 1).arg(causal_->backend);
  return text;
}

void HeadsView::selectCausalHead(int kind, int layer, int head) {
  if (!causal_grid_->cell(kind, layer, head)) return;
  causal_grid_->setSelected(kind, layer, head);
  causal_kind_->setCurrentIndex(kind);
  pair_list_->setText(pairListText());
  pair_list_->setVisible(true);
}

QString HeadsView::pairListText() const {
  const int kind = causal_grid_->selectedKind();
  const attn::CausalHeadCell* cell =
      causal_grid_->cell(kind, causal_grid_->selectedLayer(), causal_grid_->selectedHead());
  if (!causal_ || !cell) return {};
  const QString names[] = {tr("Encoder self-attention"), tr("Decoder self-attention"), tr("Cross-attention")};
  QStringList rows;
  const attn::CausalHeadRanking& r = causal_->ranking;
  for (std::size_t i = 0; i < r.used.size() && i < cell->shares.size(); ++i) {
    const std::size_t pair = std::size_t(r.used[i]);
    rows << tr("line %1 (%2 / %3, total effect %5): <b>%4</b>")
                .arg(causal_->pairs[pair].line)
                .arg(QString::fromStdString(causal_->pairs[pair].correct).toHtmlEscaped(),
                     QString::fromStdString(causal_->pairs[pair].wrong).toHtmlEscaped(),
                     signedShare(cell->shares[i]), signedShare(causal_->results[pair].total_effect(), 3));
  }
  QString text = tr("<b>%1, layer %2, head %3</b>, share of the total effect (nats) restored, pair by pair:")
                     .arg(kind >= 0 && kind < 3 ? names[kind] : QString())
                     .arg(causal_grid_->selectedLayer() + 1)
                     .arg(causal_grid_->selectedHead() + 1);
  if (rows.isEmpty()) return text + QLatin1Char(' ') + tr("no pair has a large enough total effect.");
  return text + QLatin1Char(' ') + rows.join(QStringLiteral(" · "));
}

QString HeadsView::attentionScoreText(int kind, int layer, int head) const {
  if (kind == 1) return tr("Attention-based: the head finder does not measure decoder self-attention.");
  const HeadGridWidget* grid = kind == 0 ? encoder_grid_ : cross_grid_;
  const attn::HeadScore* s = grid->score(layer, head);
  if (!s || s->accuracy.trials == 0)
    return tr("Attention-based: not measured yet (run the head finder to compare).");
  return tr("Attention-based: right on %1 % of %2 sentences (95 % interval %3–%4 %)")
      .arg(percent(s->accuracy.value()))
      .arg(s->accuracy.trials)
      .arg(percent(s->accuracy.low()), percent(s->accuracy.high()));
}

}  // namespace studio
