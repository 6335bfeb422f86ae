// The training view: pick data (a procedural toy task or a parallel corpus), a preset and every
// hyper-parameter, preview the learning-rate schedule (section 5.3), then train with the engine's Trainer on
// a worker thread while live curves show loss, learning rate, throughput and validation BLEU. Past runs
// stay on the charts (toggleable) for comparison and export as CSV/JSON.
//
// The view owns the worker's lifecycle and turns its reports into runs, curves and messages; the settings
// form, the runs model, the dashboard and the export live in views/training/.
#pragma once

#include <QString>
#include <QStringList>
#include <functional>

#include "attention/trainer.h"
#include "core/studio_view.h"
#include "workers/training_worker.h"

class QLineSeries;
class QThread;

namespace studio {

class LivePlot;
class SnapshotScrubber;
class ModelSession;
class TrainingCurvesFigure;
class TrainingDashboard;
class TrainingRunsModel;
class TrainingSettingsForm;
struct SavedRun;
struct TrainingRun;

class TrainingView : public StudioView {
  Q_OBJECT
 public:
  explicit TrainingView(ModelSession* session, QWidget* parent = nullptr);
  ~TrainingView() override;  // stops a running training and waits for the worker thread

  QString viewId() const override { return QStringLiteral("training"); }
  QString viewTitle() const override { return tr("Training"); }
  // CSV (one row per run and step) or JSON (runs with their settings and points) of every run's curves.
  bool exportData(const QString& path, QString* error) override;
  // The four charts as a figure (vectors in an SVG); with attention snapshots replayed in "Heads
  // specialising": the contact sheet, and its numbers above.
  QWidget* exportWidget() override;
  bool isBusy() const override;

  bool isTraining() const { return worker_ != nullptr; }
  bool isPaused() const;
  // Asks the running training to stop after its current step; trainingFinished() follows once the final
  // checkpoint is written. Does nothing when idle.
  void requestStop();

  // Settings and state, for tests and the main window.
  void setOutputDir(const QString& dir);
  QString outputDir() const;
  void applyPreset(const QString& name);  // "toy", "tiny", "small", "base"
  QString errorText() const;              // the inline error, empty when none
  QString dataErrorText() const;          // the inline data-validation error, empty when none
  QString estimateText() const;           // how long the run will take, said before Start
  // Lists the NAME.train.LANG pairs of `dir` under the corpus files (as "Add folder…" does); returns how
  // many.
  int addTrainingSetsOf(const QString& dir);
  int runCount() const;
  LivePlot* lossPlot() const;
  LivePlot* learningRatePlot() const;
  LivePlot* speedPlot() const;
  LivePlot* bleuPlot() const;
  QLineSeries* plannedLearningRateSeries() const;
  // The newest run's series (null before the first run).
  QLineSeries* trainLossSeries() const;
  QLineSeries* validationLossSeries() const;

  // Lists the runs kept in the run folders `dirs` (read in the background) beside this session's; `show`:
  // with their curves ticked. A folder already listed is ticked instead. savedRunsLoaded() follows.
  void openSavedRuns(const QStringList& dirs, bool show);
  // Reads the attention snapshots of the run in `dir` in the background into the scrubber, and shows it.
  void openSnapshotReplay(const QString& dir);
  SnapshotScrubber* snapshotScrubber() const { return scrubber_; }

 public slots:
  void start();
  void pause();
  void resume();
  // Reads the chosen corpus files in the background and shows what is wrong with them, inline.
  void checkData();

 signals:
  void openModelRequested(const QString& dir);
  void trainingStarted();
  void trainingFinished();
  // Runs read by openSavedRuns() or at start (the runs folder's) are listed.
  void savedRunsLoaded();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void updatePlannedSchedule();
  // The time estimate of the run the form describes, with the speed of the latest run of its shape.
  void updateEstimate();
  void updateButtons();
  void showPausedStatus(const TrainingRun& run);
  void loadSavedRuns(std::function<QStringList()> folders, bool show);
  void addSavedRun(const SavedRun& saved, bool show);
  // A new run's colour: one no shown run has, so overlaid runs stay apart; it never changes afterwards.
  QColor colourForNewRun() const;
  void chooseSavedRun();
  void setError(const QString& text);
  void appendMessage(const QString& text);

  void onModelReady(const attn::ModelConfig& config, qint64 parameters, const QString& device);
  void onStep(const attn::StepReport& report);
  void onScheduleChosen(const attn::ScheduleReport& report);
  void onValidation(const attn::ValidationReport& report);
  void onCheckpoint(const QString& dir, qint64 step);
  void onFinished(attn::TrainingOutcome outcome, qint64 steps, const QString& error);

  ModelSession* session_;
  TrainingRunsModel* runs_ = nullptr;
  TrainingSettingsForm* settings_ = nullptr;
  TrainingDashboard* dashboard_ = nullptr;
  QThread* thread_ = nullptr;
  TrainingWorker* worker_ = nullptr;
  SnapshotScrubber* scrubber_ = nullptr;
  TrainingCurvesFigure* curves_figure_ = nullptr;
  int replays_loading_ = 0;
};

}  // namespace studio
