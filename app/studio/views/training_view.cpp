#include "views/training_view.h"

#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QLineSeries>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>
#include <vector>

#include "attention/attention_snapshots.h"
#include "attention/schedule.h"
#include "attention/training_budget.h"
#include "core/model_session.h"
#include "viewmodels/saved_run_reader.h"
#include "views/training/snapshot_exports.h"
#include "views/training/snapshot_scrubber.h"
#include "views/training/training_curves_figure.h"
#include "views/training/training_dashboard.h"
#include "views/training/training_estimate.h"
#include "views/training/training_runs_export.h"
#include "views/training/training_runs_folder.h"
#include "views/training/training_runs_model.h"
#include "views/training/training_settings_form.h"
#include "widgets/chart_live_plot.h"

namespace studio {

namespace {

const QList<QColor>& runPalette() {
  static const QList<QColor> colors = {QColor(0x1f77b4), QColor(0xd62728), QColor(0x2ca02c),
                                       QColor(0x9467bd), QColor(0xff7f0e), QColor(0x8c564b),
                                       QColor(0xe377c2), QColor(0x17becf)};
  return colors;
}

constexpr int kEarlierRunsListed = 20;  // the most recent run folders listed at start

QString formatDuration(double seconds) {
  if (seconds < 0) return QStringLiteral("?");
  const qint64 s = qint64(std::llround(seconds));
  return QStringLiteral("%1:%2:%3")
      .arg(s / 3600)
      .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(s % 60, 2, 10, QLatin1Char('0'));
}

}  // namespace

// ---- construction ------------------------------------------------------------------------------------

TrainingView::TrainingView(ModelSession* session, QWidget* parent) : StudioView(parent), session_(session) {
  setObjectName(QStringLiteral("trainingView"));
  runs_ = new TrainingRunsModel(this);
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  settings_ = new TrainingSettingsForm(this);
  dashboard_ = new TrainingDashboard(runs_, this);
  splitter->addWidget(settings_);
  splitter->addWidget(dashboard_);
  splitter->setStretchFactor(0, 0);
  splitter->setStretchFactor(1, 1);
  splitter->setChildrenCollapsible(false);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(splitter);

  settings_->setScheduleChanged([this] { updatePlannedSchedule(); });
  connect(dashboard_->startButton(), &QPushButton::clicked, this, &TrainingView::start);
  connect(dashboard_->pauseButton(), &QPushButton::clicked, this, &TrainingView::pause);
  connect(dashboard_->resumeButton(), &QPushButton::clicked, this, &TrainingView::resume);
  connect(dashboard_->stopButton(), &QPushButton::clicked, this, &TrainingView::requestStop);
  connect(dashboard_->inspectButton(), &QPushButton::clicked, this, [this] {
    for (int i = runs_->size() - 1; i >= 0; --i)
      if (runs_->at(i).has_checkpoint) {
        emit openModelRequested(runs_->at(i).output_dir);
        return;
      }
  });

  connect(dashboard_->openRunButton(), &QPushButton::clicked, this, &TrainingView::chooseSavedRun);

  curves_figure_ = new TrainingCurvesFigure({dashboard_->lossPlot(), dashboard_->learningRatePlot(),
                                             dashboard_->speedPlot(), dashboard_->bleuPlot()},
                                            this);

  scrubber_ = new SnapshotScrubber(this);
  dashboard_->addChartsTab(scrubber_, tr("Heads specialising"));
  // The export runs on a worker; the window says "Working…" meanwhile.
  scrubber_->setAnimationStarted([this] { emit busyChanged(true); });
  scrubber_->setAnimationFinished([this](const AnimationResult& r) {
    emit busyChanged(isBusy());
    if (!r.error.isEmpty())
      setError(r.error);
    else if (r.cancelled)
      appendMessage(tr("Animation export cancelled."));
    else if (!r.files.isEmpty())
      appendMessage(tr("Saved %n animation file(s): %1", nullptr, int(r.files.size())).arg(r.files.first()));
  });
  // A run folder opened as the model (e.g. `--model RUN --view training`) replays its snapshots.
  if (session_)
    connect(session_, &ModelSession::modelChanged, this, [this] {
      if (!isTraining() && attn::has_attention_snapshots(session_->modelDir().toStdString()))
        openSnapshotReplay(session_->modelDir());
    });

  updatePlannedSchedule();
  updateButtons();
  // Runs of earlier sessions, oldest first, unticked: there to compare with, not in the way.
  loadSavedRuns(
      [] {
        QStringList dirs = findSavedRuns(trainingRunsFolders(), kEarlierRunsListed);
        std::reverse(dirs.begin(), dirs.end());
        return dirs;
      },
      false);
}

TrainingView::~TrainingView() {
  if (!thread_) return;
  // The trainer finishes its step, writes a final checkpoint and returns; then the thread can end.
  worker_->requestStop();
  thread_->quit();
  thread_->wait();
  delete worker_;
}

// ---- settings and state ------------------------------------------------------------------------------

void TrainingView::applyPreset(const QString& name) {
  const QString problem = settings_->applyPreset(name);
  if (!problem.isEmpty()) setError(problem);
}

void TrainingView::setOutputDir(const QString& dir) { settings_->setOutputDir(dir); }
QString TrainingView::outputDir() const { return settings_->outputDir(); }
QString TrainingView::errorText() const { return dashboard_->errorText(); }
QString TrainingView::dataErrorText() const { return settings_->dataErrorText(); }
QString TrainingView::estimateText() const { return settings_->estimateText(); }
int TrainingView::addTrainingSetsOf(const QString& dir) { return settings_->addTrainingSetsOf(dir); }
void TrainingView::checkData() { settings_->checkData(); }
int TrainingView::runCount() const { return runs_->size(); }
LivePlot* TrainingView::lossPlot() const { return dashboard_->lossPlot(); }
LivePlot* TrainingView::learningRatePlot() const { return dashboard_->learningRatePlot(); }
LivePlot* TrainingView::speedPlot() const { return dashboard_->speedPlot(); }
LivePlot* TrainingView::bleuPlot() const { return dashboard_->bleuPlot(); }
QLineSeries* TrainingView::plannedLearningRateSeries() const {
  return dashboard_->plannedLearningRateSeries();
}
QLineSeries* TrainingView::trainLossSeries() const {
  return runs_->empty() ? nullptr : runs_->last().train_loss;
}
QLineSeries* TrainingView::validationLossSeries() const {
  return runs_->empty() ? nullptr : runs_->last().valid_loss;
}

bool TrainingView::exportData(const QString& path, QString* error) {
  if (scrubber_->replay() && dashboard_->currentChartsTab() == scrubber_)
    return exportSnapshotData(*scrubber_->replay(), path, error);
  return exportTrainingRuns(*runs_, path, error);
}

QWidget* TrainingView::exportWidget() {
  if (scrubber_->replay() && dashboard_->currentChartsTab() == scrubber_) return scrubber_->contactSheet();
  return curves_figure_;
}

bool TrainingView::isBusy() const { return replays_loading_ > 0 || scrubber_->isExportingAnimation(); }

void TrainingView::openSnapshotReplay(const QString& dir) {
  auto* watcher = new QFutureWatcher<std::pair<std::shared_ptr<const SnapshotReplay>, QString>>(this);
  if (replays_loading_++ == 0) emit busyChanged(true);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
    watcher->deleteLater();
    const auto [replay, error] = watcher->result();
    if (replay) {
      scrubber_->setReplay(replay);
      dashboard_->showChartsTab(scrubber_);
    } else {
      appendMessage(error);
    }
    if (--replays_loading_ == 0) emit busyChanged(false);
  });
  watcher->setFuture(QtConcurrent::run([dir] {
    QString error;
    std::shared_ptr<const SnapshotReplay> replay = loadSnapshotReplay(dir, &error);
    return std::make_pair(replay, error);
  }));
}

void TrainingView::changeEvent(QEvent* event) {
  StudioView::changeEvent(event);
  // The planned schedule's chart title is built from the settings: build it in the new language.
  if (event->type() == QEvent::LanguageChange && !isTraining()) updatePlannedSchedule();
  if (event->type() == QEvent::LanguageChange)  // the runs' labels and states read in the new language
    for (int row = 0; row < runs_->size(); ++row) runs_->refresh(runs_->at(row));
}

void TrainingView::updatePlannedSchedule() {
  dashboard_->setPlannedRun(runs_->nextNumber());
  updateEstimate();
  const int d_model = settings_->dModel(), warmup = settings_->warmupSteps();
  const double lr_factor = settings_->lrFactor(), max_minutes = settings_->maxMinutes();
  const bool derived = warmup == 0 || lr_factor == 0;
  // A time budget becomes steps once the first steps are timed; until then the preview assumes one step a
  // second. Without any limit, the warm-up and a long stretch of the decay.
  qint64 planned = settings_->maxSteps();
  bool estimated = false;
  if (max_minutes > 0) {
    const qint64 guess = std::max<qint64>(1, qint64(std::llround(max_minutes * 60.0)));
    if (planned <= 0 || guess < planned) {
      planned = guess;
      estimated = true;
    }
  }
  if (planned <= 0) planned = derived ? 10000 : qint64(warmup) * 10;
  if (!derived) {
    dashboard_->drawPlannedSchedule({d_model, warmup, lr_factor}, planned, QString(), 0.0);
    return;
  }
  const attn::BudgetSchedule b = attn::schedule_for_budget(planned, d_model, warmup, lr_factor);
  dashboard_->drawPlannedSchedule(
      {d_model, b.warmup_steps, b.lr_factor}, planned,
      estimated ? tr("auto, for about %1 steps; fixed once the first steps are timed").arg(planned)
                : tr("auto, for %1 steps").arg(planned),
      attn::BudgetRules{}.cooldown_fraction);
}

void TrainingView::updateEstimate() {
  const TrainingRequest request = settings_->request(QStringLiteral("auto"), nullptr);
  TrainingEstimateInput input;
  input.config = request.config;
  input.config.vocab_size = settings_->estimatedVocabularySize();
  input.max_steps = request.options.max_steps;
  input.max_minutes = request.options.max_minutes;
  input.batch_tokens = request.options.batch_tokens;
  input.target_tokens = settings_->estimatedTargetTokens();
  // The newest run of the same shape measured the speed this one will have (the median of its reports,
  // which a slow first step or a pause does not move).
  auto same_shape = [&](const attn::ModelConfig& c) {
    return c.encoder_layers == input.config.encoder_layers &&
           c.decoder_layers == input.config.decoder_layers && c.d_model == input.config.d_model &&
           c.d_ff == input.config.d_ff && c.n_heads == input.config.n_heads;
  };
  for (int row = runs_->size() - 1; row >= 0 && input.measured_tokens_per_second <= 0; --row) {
    const TrainingRun& run = runs_->at(row);
    if (!same_shape(run.request.config)) continue;
    std::vector<double> speeds;
    for (const auto& [step, r] : run.rows)
      if (std::isfinite(r.tokens_per_second) && r.tokens_per_second > 0)
        speeds.push_back(r.tokens_per_second);
    if (speeds.empty()) continue;
    std::sort(speeds.begin(), speeds.end());
    const std::size_t middle = speeds.size() / 2;
    input.measured_tokens_per_second =
        speeds.size() % 2 ? speeds[middle] : (speeds[middle - 1] + speeds[middle]) / 2.0;
    input.measured_by_run = run.number;
  }
  settings_->setEstimate(describeTrainingEstimate(input));
}

void TrainingView::updateButtons() {
  dashboard_->setRunState(isTraining(), isPaused(), runs_->anyCheckpoint());
}

void TrainingView::setError(const QString& text) {
  dashboard_->showError(text);
  if (!text.isEmpty()) {
    appendMessage(tr("Error: %1").arg(text));
    emit errorOccurred(text);
  }
}

void TrainingView::appendMessage(const QString& text) { dashboard_->appendMessage(text); }

// ---- earlier runs ------------------------------------------------------------------------------------

void TrainingView::openSavedRuns(const QStringList& dirs, bool show) {
  loadSavedRuns([dirs] { return dirs; }, show);
}

void TrainingView::chooseSavedRun() {
  const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a run folder"), trainingRunsFolder());
  if (!dir.isEmpty()) openSavedRuns({dir}, true);
}

void TrainingView::loadSavedRuns(std::function<QStringList()> folders, bool show) {
  auto* watcher = new QFutureWatcher<QList<SavedRun>>(this);
  connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, show] {
    watcher->deleteLater();
    for (const SavedRun& saved : watcher->result()) addSavedRun(saved, show);
    emit savedRunsLoaded();
  });
  watcher->setFuture(QtConcurrent::run([folders = std::move(folders)] {
    QList<SavedRun> runs;
    for (const QString& dir : folders()) runs.append(readSavedRun(dir));
    return runs;
  }));
}

void TrainingView::addSavedRun(const SavedRun& saved, bool show) {
  if (!saved.error.isEmpty()) {
    if (show)
      setError(saved.error);
    else
      appendMessage(saved.error);
    return;
  }
  if (const int row = runs_->rowOfFolder(saved.dir); row >= 0) {
    if (show) runs_->setData(runs_->index(row, 0), Qt::Checked, Qt::CheckStateRole);
    return;
  }
  auto new_run = std::make_unique<TrainingRun>();
  new_run->number = runs_->nextNumber();
  // Listed unticked, it needs no colour apart from the shown runs: by its number, as it always was.
  new_run->color = show ? colourForNewRun() : runPalette()[(new_run->number - 1) % runPalette().size()];
  new_run->output_dir = saved.dir;
  new_run->label = [number = new_run->number, name = QFileInfo(saved.dir).fileName(), config = saved.config] {
    return tr("Run %1: %2 (earlier session), %3+%4 layers, d_model %5")
        .arg(number)
        .arg(name)
        .arg(config.encoder_layers)
        .arg(config.decoder_layers)
        .arg(config.d_model);
  };
  new_run->request.config = saved.config;
  new_run->request.options = saved.options;
  new_run->request.output_dir = saved.dir;
  new_run->rows = saved.rows;
  new_run->has_checkpoint = saved.has_model;
  new_run->state = [steps = saved.steps] { return tr("saved, %1 steps").arg(steps); };
  dashboard_->addRunSeries(*new_run);
  // The run training now stays last: the view's reports go to the last run.
  const int row = isTraining() ? runs_->size() - 1 : runs_->size();
  TrainingRun& run = runs_->insert(row, std::move(new_run));
  for (const auto& [step, r] : run.rows) {
    const double x = double(step);
    dashboard_->lossPlot()->queuePoint(run.train_loss, x, r.loss, r.elapsed_seconds);
    dashboard_->lossPlot()->queuePoint(run.valid_loss, x, r.valid_loss, r.elapsed_seconds);
    dashboard_->learningRatePlot()->queuePoint(run.lr, x, r.learning_rate, r.elapsed_seconds);
    dashboard_->speedPlot()->queuePoint(run.speed, x, r.tokens_per_second, r.elapsed_seconds);
    if (r.valid_bleu >= 0) dashboard_->bleuPlot()->queuePoint(run.bleu, x, r.valid_bleu, r.elapsed_seconds);
  }
  if (!show)
    runs_->setData(runs_->index(runs_->rowOfFolder(saved.dir), 0), Qt::Unchecked, Qt::CheckStateRole);
  else if (!isTraining() && attn::has_attention_snapshots(saved.dir.toStdString()))
    openSnapshotReplay(saved.dir);
  if (!isTraining()) {
    // The plan shown before Start is the next run's, whose number this run took.
    dashboard_->setPlannedRun(runs_->nextNumber());
    updateEstimate();  // this run may have measured the speed of the form's model shape
  }
  updateButtons();
}

QColor TrainingView::colourForNewRun() const {
  const QList<QColor>& palette = runPalette();
  QList<int> shown(palette.size(), 0);  // how many shown runs have each colour
  for (int row = 0; row < runs_->size(); ++row) {
    const TrainingRun& run = runs_->at(row);
    const int index = int(palette.indexOf(run.color));
    if (run.visible && index >= 0) ++shown[index];
  }
  // The first colour least in use: none, until all eight are shown.
  return palette[int(std::min_element(shown.begin(), shown.end()) - shown.begin())];
}

// ---- running -----------------------------------------------------------------------------------------

void TrainingView::start() {
  if (isTraining()) return;
  QString problem;
  TrainingRequest request =
      settings_->request(session_ ? session_->backendSpec() : QStringLiteral("auto"), &problem);
  if (!problem.isEmpty()) {
    setError(problem);
    return;
  }
  setError(QString());

  auto new_run = std::make_unique<TrainingRun>();
  new_run->number = runs_->nextNumber();
  new_run->color = colourForNewRun();
  new_run->output_dir = request.output_dir;
  new_run->label = [settings = settings_, number = new_run->number, request] {
    return tr("Run %1: %2, %3+%4 layers, d_model %5")
        .arg(number)
        .arg(settings->dataLabel(request))
        .arg(request.config.encoder_layers)
        .arg(request.config.decoder_layers)
        .arg(request.config.d_model);
  };
  new_run->request = request;
  new_run->state = [] { return tr("starting"); };
  dashboard_->addRunSeries(*new_run);
  const TrainingRun& run = runs_->add(std::move(new_run));

  dashboard_->progress()->setValue(0);
  dashboard_->setStatus(tr("Preparing…"));
  appendMessage(tr("%1 → %2").arg(run.label.text(), request.output_dir));

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
  connect(worker_, &TrainingWorker::snapshotsRecorded, scrubber_, &SnapshotScrubber::setReplay);
  settings_->setEnabled(false);
  thread_->start();
  updateButtons();
  emit trainingStarted();
  emit statusMessage(tr("Training started"));
}

bool TrainingView::isPaused() const { return worker_ && worker_->isPaused(); }

void TrainingView::pause() {
  if (!worker_ || worker_->isPaused()) return;
  worker_->pause();
  TrainingRun& run = runs_->last();
  run.pause_clock.start();
  showPausedStatus(run);
  run.state = [] { return tr("paused"); };
  runs_->refresh(run);
  updateButtons();
}

void TrainingView::showPausedStatus(const TrainingRun& run) {
  const qint64 step = run.rows.empty() ? 0 : run.rows.rbegin()->first;
  dashboard_->setStatus(
      [step] { return tr("Paused after step %1. Resume continues exactly where it stopped.").arg(step); });
}

void TrainingView::resume() {
  if (!worker_ || !worker_->isPaused()) return;
  worker_->resume();
  TrainingRun& run = runs_->last();
  if (run.pause_clock.isValid()) run.paused_seconds += double(run.pause_clock.elapsed()) / 1000.0;
  run.pause_clock.invalidate();
  run.throughput_spans_pause = true;
  run.state = [] { return tr("running"); };
  runs_->refresh(run);
  dashboard_->setStatus(tr("Resumed."));
  updateButtons();
}

void TrainingView::requestStop() {
  if (!worker_) return;
  worker_->requestStop();
  dashboard_->setStatus(tr("Stopping: finishing the step, validating and writing the final checkpoint…"));
  dashboard_->disableRunControls();
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
  if (runs_->empty()) return;
  runs_->last().state = [] { return tr("running"); };
  runs_->refresh(runs_->last());
  dashboard_->setStatus([device] { return tr("Training on %1…").arg(device); });
}

void TrainingView::onScheduleChosen(const attn::ScheduleReport& r) {
  if (runs_->empty()) return;
  // The run's record now holds what it actually uses, so the planned curve, the log and the exports agree.
  TrainingRun& run = runs_->last();
  run.request.options.warmup_steps = r.warmup_steps;
  run.request.options.lr_factor = r.lr_factor;
  run.request.options.batch_tokens = r.batch_tokens;
  run.request.options.cooldown_fraction = r.cooldown_fraction;
  run.request.options.precision = r.precision;
  run.planned_steps = r.planned_steps;
  dashboard_->setPlannedRun(run.number);
  dashboard_->drawPlannedSchedule({run.request.config.d_model, r.warmup_steps, r.lr_factor}, r.planned_steps,
                                  tr("for %1 steps").arg(r.planned_steps), r.cooldown_fraction);
  // What the matmuls compute in, once the engine has resolved "auto" for this device.
  dashboard_->setStatus(r.precision == attn::TrainingPrecision::kBf16
                            ? tr("Training in bf16 mixed precision (fp32 weights and optimizer)…")
                            : tr("Training in fp32…"));
}

void TrainingView::onStep(const attn::StepReport& r) {
  if (runs_->empty() || !worker_) return;
  TrainingRun& run = runs_->last();
  const attn::NoamSchedule schedule{run.request.config.d_model, run.request.options.warmup_steps,
                                    run.request.options.lr_factor};
  TrainingStepRow& row = run.row(r.step);
  row.loss = r.loss;
  row.nll = r.nll;
  row.learning_rate = r.learning_rate;
  row.planned_learning_rate =
      schedule(r.step) * (run.planned_steps > 0
                              ? attn::cooldown_factor(double(r.step) / double(run.planned_steps),
                                                      run.request.options.cooldown_fraction)
                              : 1.0);
  row.grad_norm = r.grad_norm;
  // The engine's clock includes pauses; the view measured them.
  const double elapsed = std::max(run.elapsed_seconds, r.elapsed_seconds - run.paused_seconds);
  run.elapsed_seconds = elapsed;
  row.elapsed_seconds = elapsed;
  const bool spans_pause = std::exchange(run.throughput_spans_pause, false);
  row.tokens_per_second = spans_pause ? std::numeric_limits<double>::quiet_NaN() : r.tokens_per_second;
  const double x = double(r.step);
  dashboard_->lossPlot()->queuePoint(run.train_loss, x, r.loss, elapsed);
  dashboard_->learningRatePlot()->queuePoint(run.lr, x, r.learning_rate, elapsed);
  // Planned and actual over the steps trained so far (at least the warm-up): a 100k-step plan would
  // squeeze the run into the left edge.
  dashboard_->learningRatePlot()->setXLimit(std::max(x * 1.1, 2.0 * run.request.options.warmup_steps));
  if (!spans_pause) dashboard_->speedPlot()->queuePoint(run.speed, x, r.tokens_per_second, elapsed);
  QProgressBar* progress = dashboard_->progress();
  progress->setValue(int(std::lround(r.progress * 1000)));
  progress->setFormat(tr("%p% · ETA %1").arg(formatDuration(r.eta_seconds)));
  if (isPaused()) {  // the step that was in flight when the user paused
    showPausedStatus(run);
    return;
  }
  const QString limit =
      r.max_steps > 0 ? tr("step %1 of %2").arg(r.step).arg(r.max_steps) : tr("step %1").arg(r.step);
  QString status = tr("%1 · epoch %2 · loss %3 · %4 tokens/s · elapsed %5 · ETA %6")
                       .arg(limit)
                       .arg(r.epoch)
                       .arg(r.loss, 0, 'f', 3)
                       .arg(r.tokens_per_second, 0, 'f', 0)
                       .arg(formatDuration(elapsed), formatDuration(r.eta_seconds));
  // "fp32" or "bf16", once the engine has resolved auto: the same word in every language.
  if (run.request.options.precision != attn::TrainingPrecision::kAuto)
    status += QStringLiteral(" · ") + QString::fromStdString(attn::to_string(run.request.options.precision));
  dashboard_->setStatus(status);
}

void TrainingView::onValidation(const attn::ValidationReport& r) {
  if (runs_->empty()) return;
  TrainingRun& run = runs_->last();
  TrainingStepRow& row = run.row(r.step);
  row.valid_loss = r.loss;
  row.valid_perplexity = r.perplexity;
  row.valid_bleu = r.bleu;
  dashboard_->lossPlot()->queuePoint(run.valid_loss, double(r.step), r.loss, run.elapsed_seconds);
  if (r.bleu >= 0) dashboard_->bleuPlot()->queuePoint(run.bleu, double(r.step), r.bleu, run.elapsed_seconds);
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
  if (runs_->empty()) return;
  runs_->last().has_checkpoint = true;
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
  settings_->setEnabled(true);
  QProgressBar* progress = dashboard_->progress();
  progress->setFormat(QStringLiteral("%p%"));
  dashboard_->flushPlots();

  TrainingRun& run = runs_->last();
  if (outcome == attn::TrainingOutcome::kDiverged) {
    run.state = [steps] { return tr("diverged at step %1").arg(steps + 1); };
    dashboard_->setStatus(tr("Training diverged."));
    setError(error);
  } else if (!error.isEmpty()) {
    run.state = [] { return tr("failed"); };
    dashboard_->setStatus(tr("Training could not run."));
    setError(error);
  } else if (outcome == attn::TrainingOutcome::kStopped) {
    run.state = [steps] { return tr("stopped at step %1").arg(steps); };
    dashboard_->setStatus([steps, dir = run.output_dir] {
      return tr("Stopped at step %1. The model folder holds the final checkpoint: %2").arg(steps).arg(dir);
    });
  } else {
    run.state = [steps] { return tr("finished, %1 steps").arg(steps); };
    progress->setValue(progress->maximum());
    dashboard_->setStatus(
        [steps, dir = run.output_dir] { return tr("Finished %1 steps. Model: %2").arg(steps).arg(dir); });
  }
  runs_->refresh(run);
  appendMessage(run.state.text());
  updateEstimate();  // with the speed this run measured
  // The saved series: thinned like the file, with the whole loss log.
  if (attn::has_attention_snapshots(run.output_dir.toStdString())) openSnapshotReplay(run.output_dir);
  // A fresh folder for the next run, unless the user is continuing this one.
  if (!settings_->continuesRun() && outputDir() == QDir::toNativeSeparators(run.output_dir) &&
      QDir(run.output_dir).exists(QStringLiteral("config.json")) &&
      settings_->isSuggestedOutputDir(run.output_dir))
    settings_->suggestOutputDir();
  updateButtons();
  emit statusMessage(run.state.text());
  emit trainingFinished();
}

}  // namespace studio
