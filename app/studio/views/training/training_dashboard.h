// The training view's dashboard: the run buttons and progress, the status and error lines, the live charts
// (loss, learning rate with the planned schedule, throughput, validation BLEU), the runs and the log.
#pragma once

#include <QCoreApplication>
#include <QPen>
#include <QString>
#include <QWidget>
#include <functional>

#include "attention/schedule.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineSeries;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSlider;
class QTabWidget;

namespace studio {

class LivePlot;
class TrainingRunsModel;
struct TrainingRun;

// No Q_OBJECT: its strings keep the training view's translation context, so the existing translations apply.
// The view connects the buttons.
class TrainingDashboard : public QWidget {
  Q_DECLARE_TR_FUNCTIONS(studio::TrainingView)

 public:
  // Lists the runs of `runs` (ticked: their curves are shown); `runs` must outlive the dashboard.
  explicit TrainingDashboard(TrainingRunsModel* runs, QWidget* parent = nullptr);

  // TensorBoard's chart controls: smoothing weight (0 … 0.99), log-scale y, and the x axis (step or training
  // time); they apply to every chart (log scale: all but BLEU, whose 0 has no place on it).
  void setSmoothing(double weight);
  double smoothing() const;
  void setLogScale(bool log_scale);
  void setTimeAxis(bool time_axis);

  QPushButton* startButton() const { return start_; }
  QPushButton* pauseButton() const { return pause_; }
  QPushButton* resumeButton() const { return resume_; }
  QPushButton* stopButton() const { return stop_; }
  QPushButton* inspectButton() const { return inspect_; }
  QPushButton* openRunButton() const { return open_run_; }
  QProgressBar* progress() const { return progress_; }

  // Enables the buttons that apply: Stop while running, Inspect once any run has a checkpoint.
  void setRunState(bool running, bool paused, bool has_checkpoint);
  // While a stop is pending: nothing more to ask of the run.
  void disableRunControls();
  void setStatus(const QString& text);
  // A status built from the run's state: built again in the new language after a language switch.
  void setStatus(std::function<QString()> compose);
  void showError(const QString& text);  // hidden when empty
  QString errorText() const;            // empty when hidden
  void appendMessage(const QString& text);

  LivePlot* lossPlot() const { return loss_plot_; }
  LivePlot* learningRatePlot() const { return lr_plot_; }
  LivePlot* speedPlot() const { return speed_plot_; }
  LivePlot* bleuPlot() const { return bleu_plot_; }
  QLineSeries* plannedLearningRateSeries() const { return planned_lr_; }
  // Gives `run` its curves, in its colour, on every chart.
  void addRunSeries(TrainingRun& run);
  void flushPlots();
  // The charts share their place with other panels (the heads-specialising scrubber) as tabs.
  void addChartsTab(QWidget* panel, const QString& title);
  void showChartsTab(QWidget* panel);
  QWidget* currentChartsTab() const;

  // Draws the planned learning rate of a run of `planned_steps`, the last `cooldown` of it annealing to zero;
  // `title_note` follows the peak in the title.
  void drawPlannedSchedule(const attn::NoamSchedule& schedule, qint64 planned_steps,
                           const QString& title_note, double cooldown);
  // Names the planned curve after the run it plans (the next one before Start), in the legend.
  void setPlannedRun(int number);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  QPen plannedPen() const;
  QWidget* buildRunsList(QWidget* parent);
  QWidget* buildChartControls(QWidget* parent);
  void addShortcuts();
  void setButtonToolTips();  // with their keys, in the language shown
  QList<LivePlot*> plots() const { return {loss_plot_, lr_plot_, speed_plot_, bleu_plot_}; }
  void syncRunItem(int row);
  void showRunCurves(int row);

  TrainingRunsModel* runs_;
  QPushButton *start_ = nullptr, *pause_ = nullptr, *resume_ = nullptr, *stop_ = nullptr, *inspect_ = nullptr,
              *open_run_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* error_ = nullptr;
  LivePlot *loss_plot_ = nullptr, *lr_plot_ = nullptr, *speed_plot_ = nullptr, *bleu_plot_ = nullptr;
  QLineSeries* planned_lr_ = nullptr;
  int planned_run_ = 0;
  QSlider* smoothing_ = nullptr;
  QLabel* smoothing_value_ = nullptr;
  QCheckBox* log_scale_ = nullptr;
  QComboBox* x_axis_ = nullptr;
  QListWidget* runs_list_ = nullptr;
  QTabWidget* chart_tabs_ = nullptr;
  QPlainTextEdit* log_ = nullptr;
};

}  // namespace studio
