#include "views/training/training_dashboard.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QShortcut>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <initializer_list>

#include "core/retranslated_text.h"
#include "views/training/training_runs_model.h"
#include "widgets/chart_live_plot.h"

namespace studio {

namespace {

// The height under which a chart's axis titles and tick labels no longer fit.
constexpr int kChartMinimumHeight = 250;
constexpr int kPlannedPoints = 1500;       // samples of the planned schedule; enough for a smooth curve
constexpr int kSmoothingSteps = 100;       // the slider's steps: weights 0.00 … 0.99
constexpr double kDefaultSmoothing = 0.6;  // TensorBoard's default

}  // namespace

TrainingDashboard::TrainingDashboard(TrainingRunsModel* runs, QWidget* parent)
    : QWidget(parent), runs_(runs) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(6, 0, 0, 0);

  auto* buttons = new QHBoxLayout;
  start_ = new QPushButton(tr("Start"), this);
  start_->setObjectName(QStringLiteral("trainStart"));
  pause_ = new QPushButton(tr("Pause"), this);
  pause_->setObjectName(QStringLiteral("trainPause"));
  resume_ = new QPushButton(tr("Resume"), this);
  resume_->setObjectName(QStringLiteral("trainResume"));
  stop_ = new QPushButton(tr("Stop"), this);
  stop_->setObjectName(QStringLiteral("trainStop"));
  inspect_ = new QPushButton(tr("Inspect this model"), this);
  inspect_->setObjectName(QStringLiteral("trainInspect"));
  inspect_->setToolTip(
      tr("Open the latest checkpoint in the other views (available after the first "
         "checkpoint; training goes on)."));
  addShortcuts();
  progress_ = new QProgressBar(this);
  progress_->setObjectName(QStringLiteral("trainProgress"));
  progress_->setRange(0, 1000);
  progress_->setValue(0);
  progress_->setTextVisible(true);
  progress_->setFormat(QStringLiteral("%p%"));
  for (QPushButton* b : {start_, pause_, resume_, stop_}) buttons->addWidget(b);
  buttons->addWidget(progress_, 1);
  buttons->addWidget(inspect_);
  layout->addLayout(buttons);

  status_ = new QLabel(tr("Ready. The planned learning-rate schedule is drawn below."), this);
  status_->setObjectName(QStringLiteral("trainStatus"));
  layout->addWidget(status_);
  error_ = new QLabel(this);
  error_->setObjectName(QStringLiteral("trainError"));
  error_->setWordWrap(true);
  error_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  error_->setStyleSheet(QStringLiteral(
      "QLabel { color: #9b1c1c; background: #fdecea; border: 1px solid #f5c2c0; border-radius: 3px; "
      "padding: 4px; }"));
  error_->setVisible(false);
  layout->addWidget(error_);

  loss_plot_ = new LivePlot(tr("Loss"), tr("step"), tr("cross-entropy (nats/token)"), this);
  loss_plot_->setObjectName(QStringLiteral("trainLossPlot"));
  loss_plot_->setToolTip(
      tr("Training loss is label-smoothed (so it stays above the smoothing's entropy); "
         "validation loss is measured the same way on held-out pairs."));
  lr_plot_ = new LivePlot(tr("Learning rate"), tr("step"), tr("learning rate"), this);
  lr_plot_->setObjectName(QStringLiteral("trainLrPlot"));
  lr_plot_->setYLabelFormat(QStringLiteral("%.1e"));
  lr_plot_->setToolTip(
      tr("lrate = factor · d_model^−0.5 · min(step^−0.5, step · warmup_steps^−1.5) "
         "(section 5.3): the dashed curve is planned, solid curves are what the runs used."));
  speed_plot_ = new LivePlot(tr("Throughput"), tr("step"), tr("tokens per second"), this);
  speed_plot_->setObjectName(QStringLiteral("trainSpeedPlot"));
  speed_plot_->setYLabelFormat(QStringLiteral("%.0f"));
  bleu_plot_ = new LivePlot(tr("Validation BLEU"), tr("step"), tr("BLEU"), this);
  bleu_plot_->setObjectName(QStringLiteral("trainBleuPlot"));
  bleu_plot_->setYLabelFormat(QStringLiteral("%.0f"));
  bleu_plot_->setYFloor(10.0);
  bleu_plot_->setYCeiling(100.0);  // BLEU is a percentage
  bleu_plot_->setToolTip(
      tr("BLEU of greedy translations of the validation pairs (the paper reports beam "
         "search BLEU on newstest2014)."));
  for (LivePlot* plot : {loss_plot_, speed_plot_})
    plot->setPlaceholderText(tr("Curves appear here when training starts."));
  bleu_plot_->setPlaceholderText(tr("BLEU appears at the first validation."));
  planned_lr_ = lr_plot_->addSeries(tr("planned"), plannedPen());
  lr_plot_->setSeriesSmoothed(planned_lr_, false);

  layout->addWidget(buildChartControls(this));

  auto* charts = new QGridLayout;
  charts->setSpacing(4);
  charts->addWidget(loss_plot_, 0, 0);
  charts->addWidget(lr_plot_, 0, 1);
  charts->addWidget(speed_plot_, 1, 0);
  charts->addWidget(bleu_plot_, 1, 1);
  auto* charts_widget = new QWidget(this);
  charts_widget->setLayout(charts);
  charts->setContentsMargins(0, 0, 0, 0);
  // Each chart keeps room for its title, axis titles and tick labels; where the window is too low for two
  // rows of them (1024×640), the curves scroll instead of shrinking into ellipses.
  charts_widget->setMinimumHeight(2 * kChartMinimumHeight + charts->spacing());
  auto* charts_scroll = new QScrollArea(this);
  charts_scroll->setObjectName(QStringLiteral("trainChartsScroll"));
  charts_scroll->setWidget(charts_widget);
  charts_scroll->setWidgetResizable(true);
  charts_scroll->setFrameShape(QFrame::NoFrame);
  charts_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

  auto* bottom = new QWidget(this);
  auto* bottom_layout = new QHBoxLayout(bottom);
  bottom_layout->setContentsMargins(0, 0, 0, 0);
  QWidget* runs_box = buildRunsList(bottom);
  auto* log_box = new QGroupBox(tr("Messages"), bottom);
  auto* log_layout = new QVBoxLayout(log_box);
  log_ = new QPlainTextEdit(log_box);
  log_->setObjectName(QStringLiteral("trainLog"));
  log_->setReadOnly(true);
  log_->setMaximumBlockCount(2000);
  log_layout->addWidget(log_);
  bottom_layout->addWidget(runs_box, 2);
  bottom_layout->addWidget(log_box, 3);
  // Two lines each at least; in a 1024×640 window the charts get the rest.
  for (QWidget* list : std::initializer_list<QWidget*>{runs_list_, log_})
    list->setMinimumHeight(2 * fontMetrics().height() + 8);

  auto* vertical = new QSplitter(Qt::Vertical, this);
  chart_tabs_ = new QTabWidget(this);
  chart_tabs_->setObjectName(QStringLiteral("trainChartTabs"));
  chart_tabs_->addTab(charts_scroll, tr("Curves"));
  vertical->addWidget(chart_tabs_);
  vertical->addWidget(bottom);
  vertical->setStretchFactor(0, 4);
  vertical->setStretchFactor(1, 1);
  vertical->setChildrenCollapsible(false);
  layout->addWidget(vertical, 1);
}

void TrainingDashboard::addChartsTab(QWidget* panel, const QString& title) {
  chart_tabs_->addTab(panel, title);
}

void TrainingDashboard::showChartsTab(QWidget* panel) { chart_tabs_->setCurrentWidget(panel); }

QWidget* TrainingDashboard::currentChartsTab() const { return chart_tabs_->currentWidget(); }

// Keys as in a debugger: F5 starts, Shift+F5 stops, F6 pauses and resumes. Window-wide, but only while the
// training view is shown (a hidden widget's shortcuts do not fire).
void TrainingDashboard::addShortcuts() {
  auto add = [this](const QKeySequence& keys, QPushButton* shown_on, auto action) {
    auto* shortcut = new QShortcut(keys, this);
    shortcut->setObjectName(QStringLiteral("%1Shortcut").arg(shown_on->objectName()));
    connect(shortcut, &QShortcut::activated, this, action);
  };
  // click() does nothing on a disabled button, so a key never does what its button could not.
  add(QKeySequence(Qt::Key_F5), start_, [this] { start_->click(); });
  add(QKeySequence(Qt::SHIFT | Qt::Key_F5), stop_, [this] { stop_->click(); });
  const QKeySequence pause_keys(Qt::Key_F6);
  add(pause_keys, pause_, [this] {
    if (pause_->isEnabled())
      pause_->click();
    else
      resume_->click();
  });
  setButtonToolTips();
}

// Each names its key; built whole again after a language switch (the words are a translation, the whole
// tooltip is not).
void TrainingDashboard::setButtonToolTips() {
  const auto keyed = [](const QString& tip, const QKeySequence& keys) {
    return QStringLiteral("%1 (%2)").arg(tip, keys.toString(QKeySequence::NativeText));
  };
  start_->setToolTip(
      keyed(tr("Build the model and train it on a background thread."), QKeySequence(Qt::Key_F5)));
  stop_->setToolTip(
      keyed(tr("Stop after the current step; the model folder keeps everything trained so far."),
            QKeySequence(Qt::SHIFT | Qt::Key_F5)));
  pause_->setToolTip(keyed(tr("Pause after the current step; Resume continues exactly where it stopped."),
                           QKeySequence(Qt::Key_F6)));
  resume_->setToolTip(keyed(tr("Continue the paused run."), QKeySequence(Qt::Key_F6)));
}

QWidget* TrainingDashboard::buildChartControls(QWidget* parent) {
  auto* controls = new QWidget(parent);
  auto* row = new QHBoxLayout(controls);
  row->setContentsMargins(0, 0, 0, 0);
  auto* smoothing_label = new QLabel(tr("Smoothing"), controls);
  smoothing_ = new QSlider(Qt::Horizontal, controls);
  smoothing_->setObjectName(QStringLiteral("trainSmoothing"));
  smoothing_->setRange(0, kSmoothingSteps - 1);
  smoothing_->setMaximumWidth(180);
  smoothing_->setToolTip(
      tr("Exponential moving average with its start-up bias removed, as in TensorBoard; the raw curve "
         "stays faint behind the smoothed one. 0 shows the points as they are."));
  smoothing_label->setBuddy(smoothing_);
  smoothing_value_ = new QLabel(controls);
  smoothing_value_->setMinimumWidth(
      smoothing_value_->fontMetrics().horizontalAdvance(QStringLiteral("0.00")));
  log_scale_ = new QCheckBox(tr("Log scale"), controls);
  log_scale_->setObjectName(QStringLiteral("trainLogScale"));
  log_scale_->setToolTip(tr("A logarithmic y axis for loss, learning rate and throughput."));
  auto* x_label = new QLabel(tr("X axis"), controls);
  x_axis_ = new QComboBox(controls);
  x_axis_->setObjectName(QStringLiteral("trainXAxis"));
  x_axis_->addItem(tr("Step"));
  x_axis_->addItem(tr("Training time"));
  x_axis_->setToolTip(tr("Steps, or the time since the run started with pauses left out."));
  x_label->setBuddy(x_axis_);
  row->addWidget(smoothing_label);
  row->addWidget(smoothing_);
  row->addWidget(smoothing_value_);
  row->addSpacing(12);
  row->addWidget(log_scale_);
  row->addSpacing(12);
  row->addWidget(x_label);
  row->addWidget(x_axis_);
  row->addStretch(1);

  connect(smoothing_, &QSlider::valueChanged, this, [this](int value) {
    const double weight = double(value) / kSmoothingSteps;
    smoothing_value_->setText(QString::number(weight, 'f', 2));
    for (LivePlot* plot : plots()) plot->setSmoothing(weight);
  });
  connect(log_scale_, &QCheckBox::toggled, this, [this](bool on) {
    for (LivePlot* plot : {loss_plot_, lr_plot_, speed_plot_}) plot->setLogScaleY(on);
  });
  connect(x_axis_, &QComboBox::currentIndexChanged, this, [this](int index) {
    for (LivePlot* plot : plots())
      plot->setXAxisMode(index == 1 ? LivePlot::XAxisMode::kTrainingTime : LivePlot::XAxisMode::kStep);
  });
  smoothing_value_->setText(QStringLiteral("0.00"));
  smoothing_->setValue(int(std::lround(kDefaultSmoothing * kSmoothingSteps)));
  return controls;
}

void TrainingDashboard::setSmoothing(double weight) {
  smoothing_->setValue(int(std::lround(weight * kSmoothingSteps)));
}

double TrainingDashboard::smoothing() const { return double(smoothing_->value()) / kSmoothingSteps; }

void TrainingDashboard::setLogScale(bool log_scale) { log_scale_->setChecked(log_scale); }

void TrainingDashboard::setTimeAxis(bool time_axis) { x_axis_->setCurrentIndex(time_axis ? 1 : 0); }

// The list shows the model's rows one to one; it stays a QListWidget (the GUI test ticks its items), and a
// tick goes through the model, whose check state decides what the charts show.
QWidget* TrainingDashboard::buildRunsList(QWidget* parent) {
  auto* runs_box = new QGroupBox(tr("Runs (tick to show)"), parent);
  auto* runs_layout = new QVBoxLayout(runs_box);
  runs_list_ = new QListWidget(runs_box);
  runs_list_->setObjectName(QStringLiteral("trainRuns"));
  runs_list_->setToolTip(tr("Every run of this session stays on the charts for comparison; untick to hide."));
  runs_layout->addWidget(runs_list_);
  open_run_ = new QPushButton(tr("Open earlier run…"), runs_box);
  open_run_->setObjectName(QStringLiteral("trainOpenRun"));
  open_run_->setToolTip(
      tr("Show the curves of a run folder from an earlier session (runs in the app's runs folder are "
         "listed at start, unticked)."));
  runs_layout->addWidget(open_run_, 0, Qt::AlignLeft);

  connect(runs_, &QAbstractItemModel::rowsInserted, runs_list_,
          [this](const QModelIndex&, int first, int last) {
            for (int row = first; row <= last; ++row) {
              auto* item = new QListWidgetItem;
              item->setFlags(runs_->flags(runs_->index(row, 0)));
              {
                QSignalBlocker block(runs_list_);  // filling the item is not a visibility toggle
                runs_list_->insertItem(row, item);
              }
              syncRunItem(row);
            }
          });
  connect(runs_, &QAbstractItemModel::dataChanged, runs_list_,
          [this](const QModelIndex& top_left, const QModelIndex& bottom_right, const QList<int>& roles) {
            for (int row = top_left.row(); row <= bottom_right.row(); ++row) {
              syncRunItem(row);
              if (roles.isEmpty() || roles.contains(Qt::CheckStateRole)) showRunCurves(row);
            }
          });
  connect(runs_list_, &QListWidget::itemChanged, runs_, [this](QListWidgetItem* item) {
    const QModelIndex index = runs_->index(runs_list_->row(item), 0);
    if (runs_->data(index, Qt::CheckStateRole).toInt() != item->checkState())
      runs_->setData(index, item->checkState(), Qt::CheckStateRole);
  });
  return runs_box;
}

void TrainingDashboard::syncRunItem(int row) {
  QListWidgetItem* item = runs_list_->item(row);
  if (!item) return;
  const QModelIndex index = runs_->index(row, 0);
  QSignalBlocker block(runs_list_);  // text changes are not visibility toggles
  item->setText(runs_->data(index, Qt::DisplayRole).toString());
  item->setForeground(runs_->data(index, Qt::ForegroundRole).value<QColor>());
  item->setToolTip(runs_->data(index, Qt::ToolTipRole).toString());
  item->setCheckState(Qt::CheckState(runs_->data(index, Qt::CheckStateRole).toInt()));
}

void TrainingDashboard::showRunCurves(int row) {
  const TrainingRun& run = runs_->at(row);
  loss_plot_->setSeriesVisible(run.train_loss, run.visible);
  loss_plot_->setSeriesVisible(run.valid_loss, run.visible);
  lr_plot_->setSeriesVisible(run.lr, run.visible);
  speed_plot_->setSeriesVisible(run.speed, run.visible);
  bleu_plot_->setSeriesVisible(run.bleu, run.visible);
}

void TrainingDashboard::addRunSeries(TrainingRun& run) {
  const QString tag = tr("run %1").arg(run.number);
  run.train_loss = loss_plot_->addSeries(tr("%1 train").arg(tag), QPen(run.color, 2));
  run.valid_loss =
      loss_plot_->addSeries(tr("%1 validation").arg(tag), QPen(run.color.darker(160), 2, Qt::DashLine));
  // Validations are sparse (the first is a single point) and each is a measurement over the whole held-out
  // set, not a noisy batch: drawn as they are, with markers.
  loss_plot_->setSeriesMarkers(run.valid_loss, true);
  loss_plot_->setSeriesSmoothed(run.valid_loss, false);
  run.lr = lr_plot_->addSeries(tr("%1 actual").arg(tag), QPen(run.color, 2));
  lr_plot_->setSeriesSmoothed(run.lr, false);  // exact, to compare with the planned curve
  lr_plot_->raiseSeries(planned_lr_);          // dashes visible on top of the actual curve they should match
  run.speed = speed_plot_->addSeries(tag, QPen(run.color, 2));
  run.bleu = bleu_plot_->addSeries(tag, QPen(run.color, 2));
  bleu_plot_->setSeriesMarkers(run.bleu, true);
  bleu_plot_->setSeriesSmoothed(run.bleu, false);
}

void TrainingDashboard::flushPlots() {
  for (LivePlot* plot : {loss_plot_, lr_plot_, speed_plot_, bleu_plot_}) plot->flush();
}

void TrainingDashboard::setRunState(bool running, bool paused, bool has_checkpoint) {
  start_->setEnabled(!running);
  pause_->setEnabled(running && !paused);
  resume_->setEnabled(running && paused);
  stop_->setEnabled(running);
  inspect_->setEnabled(has_checkpoint);
}

void TrainingDashboard::disableRunControls() {
  stop_->setEnabled(false);
  pause_->setEnabled(false);
  resume_->setEnabled(false);
}

void TrainingDashboard::setStatus(const QString& text) { status_->setText(text); }
void TrainingDashboard::setStatus(std::function<QString()> compose) {
  showRetranslated(status_, std::move(compose));
}

void TrainingDashboard::showError(const QString& text) {
  error_->setText(text);
  error_->setVisible(!text.isEmpty());
}

QString TrainingDashboard::errorText() const { return error_->isHidden() ? QString() : error_->text(); }

void TrainingDashboard::appendMessage(const QString& text) {
  log_->appendPlainText(QDateTime::currentDateTime().toString(QStringLiteral("HH:mm:ss  ")) + text);
}

void TrainingDashboard::drawPlannedSchedule(const attn::NoamSchedule& schedule, qint64 planned,
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

void TrainingDashboard::setPlannedRun(int number) {
  planned_run_ = number;
  planned_lr_->setName(tr("run %1 planned").arg(number));
}

QPen TrainingDashboard::plannedPen() const {
  // The text colour, a little faded: readable on the light and the dark theme.
  QColor c = palette().color(QPalette::WindowText);
  c.setAlpha(170);
  return QPen(c, 1.5, Qt::DashLine);
}

void TrainingDashboard::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::PaletteChange && planned_lr_) planned_lr_->setPen(plannedPen());
  if (event->type() == QEvent::LanguageChange && planned_lr_ && planned_run_ > 0) setPlannedRun(planned_run_);
  if (event->type() == QEvent::LanguageChange) setButtonToolTips();
}

}  // namespace studio
