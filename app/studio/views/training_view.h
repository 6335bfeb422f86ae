// The training view: pick data (a procedural toy task or a parallel corpus), a preset and every
// hyper-parameter, preview the learning-rate schedule (section 5.3), then train with the engine's Trainer on
// a worker thread while live curves show loss, learning rate, throughput and validation BLEU. Past runs
// stay on the charts (toggleable) for comparison and export as CSV/JSON.
#pragma once

#include <QColor>
#include <QFutureWatcher>
#include <QPen>
#include <QString>
#include <map>
#include <memory>
#include <vector>

#include "attention/trainer.h"
#include "core/studio_view.h"
#include "workers/training_worker.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QListWidget;
class QListWidgetItem;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QThread;

namespace studio {

class LivePlot;
class ModelSession;

class TrainingView : public StudioView {
  Q_OBJECT
 public:
  explicit TrainingView(ModelSession* session, QWidget* parent = nullptr);
  ~TrainingView() override;  // stops a running training and waits for the worker thread

  QString viewId() const override { return QStringLiteral("training"); }
  QString viewTitle() const override { return tr("Training"); }
  // CSV (one row per run and step) or JSON (runs with their settings and points) of every run's curves.
  bool exportData(const QString& path, QString* error) override;

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
  int runCount() const { return int(runs_.size()); }
  LivePlot* lossPlot() const { return loss_plot_; }
  LivePlot* learningRatePlot() const { return lr_plot_; }
  LivePlot* speedPlot() const { return speed_plot_; }
  LivePlot* bleuPlot() const { return bleu_plot_; }
  QLineSeries* plannedLearningRateSeries() const { return planned_lr_; }
  // The newest run's series (null before the first run).
  QLineSeries* trainLossSeries() const;
  QLineSeries* validationLossSeries() const;

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

 protected:
  void changeEvent(QEvent* event) override;

 private:
  struct StepRow {  // one step of a run as exported; NaN where a value was not reported at that step
    double loss, nll, learning_rate, planned_learning_rate, grad_norm, tokens_per_second, elapsed_seconds;
    double valid_loss, valid_perplexity, valid_bleu;
  };
  struct Run {
    int number = 0;
    QString label, output_dir;
    QColor color;
    TrainingRequest request;
    QLineSeries *train_loss = nullptr, *valid_loss = nullptr, *lr = nullptr, *speed = nullptr,
                *bleu = nullptr;
    QListWidgetItem* item = nullptr;
    std::map<qint64, StepRow> rows;
    bool has_checkpoint = false;
    qint64 planned_steps = 0;  // once the schedule is chosen
    QString state;             // "running", "stopped at step 120", …
  };

  QPen plannedPen() const;
  QWidget* buildSettingsPanel();
  QWidget* buildDataGroup();
  QWidget* buildModelGroup();
  QWidget* buildTrainingGroup();
  QWidget* buildOutputGroup();
  QWidget* buildDashboard();

  TrainingRequest currentRequest(QString* error) const;
  void updatePlannedSchedule();
  // Draws the planned learning rate of a run of `planned_steps`, the last `cooldown` of it annealing to zero;
  // `title_note` follows the peak in the title.
  void drawPlannedSchedule(const attn::NoamSchedule& schedule, qint64 planned_steps,
                           const QString& title_note, double cooldown);
  void updateButtons();
  void setError(const QString& text);
  void appendMessage(const QString& text);
  void setSettingsEnabled(bool enabled);
  void suggestOutputDir();
  StepRow& rowFor(Run& run, qint64 step);
  void refreshRunItem(Run& run);

  void onModelReady(const attn::ModelConfig& config, qint64 parameters, const QString& device);
  void onStep(const attn::StepReport& report);
  void onScheduleChosen(const attn::ScheduleReport& report);
  void onValidation(const attn::ValidationReport& report);
  void onCheckpoint(const QString& dir, qint64 step);
  void onFinished(attn::TrainingOutcome outcome, qint64 steps, const QString& error);

  ModelSession* session_;

  // Data.
  QComboBox* data_kind_ = nullptr;
  QStackedWidget* data_stack_ = nullptr;
  QComboBox* task_ = nullptr;
  QSpinBox *toy_pairs_ = nullptr, *alphabet_ = nullptr, *min_len_ = nullptr, *max_len_ = nullptr;
  QLineEdit *src_file_ = nullptr, *tgt_file_ = nullptr, *tsv_file_ = nullptr;
  QLineEdit *valid_src_file_ = nullptr, *valid_tgt_file_ = nullptr;
  QWidget* corpus_extras_ = nullptr;
  QSpinBox* vocab_size_ = nullptr;
  QLabel* data_status_ = nullptr;
  QString data_error_;
  int data_check_generation_ = 0;

  // Model.
  QComboBox* preset_ = nullptr;
  QSpinBox *enc_layers_ = nullptr, *dec_layers_ = nullptr, *d_model_ = nullptr, *heads_ = nullptr,
           *d_ff_ = nullptr;
  QDoubleSpinBox *dropout_ = nullptr, *label_smoothing_ = nullptr;
  QComboBox *pe_kind_ = nullptr, *norm_ = nullptr;

  // Training.
  QSpinBox *warmup_ = nullptr, *batch_tokens_ = nullptr, *max_steps_ = nullptr, *seed_ = nullptr,
           *validate_every_ = nullptr, *bleu_sentences_ = nullptr, *checkpoint_every_ = nullptr,
           *log_every_ = nullptr;
  QDoubleSpinBox *lr_factor_ = nullptr, *max_minutes_ = nullptr, *clip_norm_ = nullptr;

  // Output.
  QLineEdit* output_dir_ = nullptr;
  QCheckBox* resume_run_ = nullptr;
  QString suggested_output_dir_;

  // Dashboard.
  QWidget* settings_panel_ = nullptr;
  QPushButton *start_ = nullptr, *pause_ = nullptr, *resume_ = nullptr, *stop_ = nullptr, *inspect_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* status_ = nullptr;
  QLabel* error_ = nullptr;
  LivePlot *loss_plot_ = nullptr, *lr_plot_ = nullptr, *speed_plot_ = nullptr, *bleu_plot_ = nullptr;
  QLineSeries* planned_lr_ = nullptr;
  QListWidget* runs_list_ = nullptr;
  QPlainTextEdit* log_ = nullptr;

  std::vector<std::unique_ptr<Run>> runs_;
  QThread* thread_ = nullptr;
  TrainingWorker* worker_ = nullptr;
};

}  // namespace studio
