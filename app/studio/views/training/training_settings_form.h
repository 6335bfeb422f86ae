// The training view's settings: the data (a toy task or corpus files, checked inline as they are chosen),
// the model, the training options and the output folder, read back as one TrainingRequest.
#pragma once

#include <QCoreApplication>
#include <QScrollArea>
#include <QString>
#include <functional>

#include "workers/training_worker.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QStackedWidget;

namespace studio {

// No Q_OBJECT: its strings keep the training view's translation context, so the existing translations apply.
class TrainingSettingsForm : public QScrollArea {
  Q_DECLARE_TR_FUNCTIONS(studio::TrainingView)

 public:
  explicit TrainingSettingsForm(QWidget* parent = nullptr);

  // The run the form describes, with `backend_spec`; `error` gets the first problem a person can fix here.
  TrainingRequest request(const QString& backend_spec, QString* error) const;
  // "toy", "tiny", "small", "base"; returns the error for an unknown name (the fields stay as they were).
  QString applyPreset(const QString& name);
  // Called when an input of the planned learning-rate schedule changes.
  void setScheduleChanged(std::function<void()> callback) { schedule_changed_ = std::move(callback); }

  // Reads the chosen corpus files in the background and shows what is wrong with them, inline.
  void checkData();
  QString dataErrorText() const { return data_error_; }
  // The corpus file pairs: the source and target fields, then the pairs listed below them.
  QList<CorpusFilePair> corpusPairs() const;
  // Lists `pairs` below the fields (the first fills the fields while they are empty), then checks the data.
  void addCorpusPairs(const QList<CorpusFilePair>& pairs);
  // Adds the training sets of the folder `dir` (views/training/corpus_folder.h); returns how many pairs.
  int addTrainingSetsOf(const QString& dir);
  // Target tokens of the training data, estimated (a corpus once checked, from its words); 0 while unknown.
  qint64 estimatedTargetTokens() const;
  // The vocabulary a run will have: the toy alphabet with its special symbols, or the SentencePiece pieces.
  int estimatedVocabularySize() const;
  // The run's time estimate, shown under the training settings.
  void setEstimate(const QString& text);
  QString estimateText() const;
  // The task's name, or the corpus file's, for a run's label.
  QString dataLabel(const TrainingRequest& request) const;

  void setOutputDir(const QString& dir);
  QString outputDir() const;
  // A fresh folder under the app's data folder, named by the time.
  void suggestOutputDir();
  // Whether `dir` is the folder suggestOutputDir() chose last.
  bool isSuggestedOutputDir(const QString& dir) const;
  bool continuesRun() const;

  // The planned schedule's inputs.
  int dModel() const;
  int warmupSteps() const;
  double lrFactor() const;
  qint64 maxSteps() const;
  double maxMinutes() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  // As wide as the widest row, so no combo box or field is cut.
  void fitWidth();
  QWidget* buildDataGroup();
  QWidget* buildModelGroup();
  QWidget* buildTrainingGroup();
  QWidget* buildOutputGroup();
  QWidget* buildExtraPairs(QWidget* parent);
  void scheduleChanged() {
    if (schedule_changed_) schedule_changed_();
  }

  std::function<void()> schedule_changed_;

  // Data.
  QComboBox* data_kind_ = nullptr;
  QStackedWidget* data_stack_ = nullptr;
  QComboBox* task_ = nullptr;
  QSpinBox *toy_pairs_ = nullptr, *alphabet_ = nullptr, *min_len_ = nullptr, *max_len_ = nullptr;
  QLineEdit *src_file_ = nullptr, *tgt_file_ = nullptr, *tsv_file_ = nullptr;
  QLineEdit *valid_src_file_ = nullptr, *valid_tgt_file_ = nullptr;
  QListWidget* extra_pairs_ = nullptr;
  QWidget* corpus_extras_ = nullptr;
  QSpinBox* vocab_size_ = nullptr;
  QLabel* data_status_ = nullptr;
  QString data_error_;
  qint64 corpus_target_words_ = 0;  // of the corpus last checked
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
  QSpinBox* snapshot_every_ = nullptr;
  QComboBox* precision_ = nullptr;
  QLabel* estimate_ = nullptr;
  QDoubleSpinBox *lr_factor_ = nullptr, *max_minutes_ = nullptr, *clip_norm_ = nullptr;

  // Output.
  QLineEdit* output_dir_ = nullptr;
  QCheckBox* resume_run_ = nullptr;
  QString suggested_output_dir_;
};

}  // namespace studio
