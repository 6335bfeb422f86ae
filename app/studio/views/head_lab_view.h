// The head lab (`--view headlab`, issue 12): switch attention heads off and watch the translation change
// (Michel et al. 2019). Three layers × heads grids (encoder self, decoder self, cross) toggle heads by click
// or keyboard; the sentence is re-translated on a worker thread after each change (rapid clicks coalesce),
// the translations without and with the mask are shown with their changed words highlighted, with Δ log P of
// the unmasked translation under the mask. The mask reads and pastes as text in attention-cli's syntax. The
// current mask runs over a dev file (BLEU, chrF) or a contrastive file (accuracy) before/after, and head
// importance over a dev file colours the same grids and draws the pruning curve: background jobs with
// progress and cancel.
//
// A separate view rather than part of Translate: the grids, the set jobs and the curve need the room, and
// the export renders the lab as a whole.
#pragma once

#include <QPointer>

#include "attention/head_mask.h"
#include "core/studio_view.h"
#include "viewmodels/head_lab_types.h"

class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace studio {

class EngineJobs;
class HeadSwitchGrid;
class ModelSession;
class PruningCurveChart;

class HeadLabView : public StudioView {
  Q_OBJECT
 public:
  explicit HeadLabView(ModelSession* session, QWidget* parent = nullptr);

  // Pairs the importance job of a non-interactive export (--export) uses, so it finishes in seconds.
  static constexpr int kExportPairs = 30;

  QString viewId() const override { return QStringLiteral("headlab"); }
  QString viewTitle() const override { return tr("Head lab"); }
  // .csv: the pruning curve; .json: the mask, the translations, the set results, importance and the curve.
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override;

  // The bundled dev set (../shared/data/general/tatoeba.dev.{en,de}.gz beside the source tree) when it
  // exists, else empty.
  static QString defaultSourceFile();
  static QString defaultReferenceFile();

  HeadSwitchGrid* grid(attn::AttentionKind kind) const { return grids_[int(kind)]; }
  attn::HeadMask mask() const;
  // Switches exactly these heads off (as clicking them does) and re-translates.
  void setMask(const attn::HeadMask& mask);
  void clearMask();
  QString maskText() const;
  MaskedTranslationResultPtr translation() const { return translation_; }
  QString maskedTranslationHtml() const;

  void setDevFiles(const QString& source_file, const QString& reference_file);
  void setContrastFile(const QString& file);
  void setLimit(int pairs);  // 0: all
  int limit() const;
  // Background jobs (one at a time: starting one stops another).
  void runDevSet();
  void runContrast();
  void runImportance();
  void cancelJob();
  bool isJobRunning() const;
  HeadLabJobResultPtr devResult() const { return dev_result_; }
  HeadLabJobResultPtr contrastResult() const { return contrast_result_; }
  HeadLabJobResultPtr importanceResult() const { return importance_result_; }
  // The last job to finish, cancelled or not.
  HeadLabJobResultPtr lastJob() const { return last_job_; }
  QString jobText() const;
  QString setResultText() const;
  QString importanceText() const;
  QProgressBar* progressBar() const { return progress_; }
  PruningCurveChart* chart() const { return chart_; }
  // Whether a window rendered off screen for --export starts the importance job by itself (on by default).
  void setAutoRun(bool on) { auto_run_ = on; }

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void buildUi();
  void rebuildGrids();
  void onMaskChanged();
  void applyMaskText();
  void showTranslation(const MaskedTranslationResultPtr& result);
  void showJob(const HeadLabJobResultPtr& result);
  void startJob(HeadLabJob job);
  void updateControls();
  void updateMaskText();
  void updateSetResult();
  void updateImportance();
  void chooseDevFiles();
  void chooseContrastFile();
  void saveChart();
  void maybeAutoRun();
  const attn::ModelConfig* config() const;

  QPointer<ModelSession> session_;
  // The live translation (clicks coalesce) and the jobs over a set run apart, so a job never holds up the
  // sentence; each has its own staleness and busy state.
  EngineJobs* live_jobs_ = nullptr;
  EngineJobs* set_jobs_ = nullptr;
  std::shared_ptr<std::atomic<int>> job_phase_ = std::make_shared<std::atomic<int>>(0);
  bool was_busy_ = false;
  void translateSentence(bool coalesce);
  void onBusyChanged();
  // Quiet time after a click before the sentence is re-translated: clicks in quick succession send once.
  static constexpr int kCoalesceMs = 120;
  QLineEdit* sentence_ = nullptr;
  QLineEdit* mask_text_ = nullptr;
  QPushButton* copy_mask_ = nullptr;
  QPushButton* clear_mask_ = nullptr;
  HeadSwitchGrid* grids_[3] = {nullptr, nullptr, nullptr};
  QLabel* legend_ = nullptr;
  QLabel* unmasked_ = nullptr;
  QLabel* masked_ = nullptr;
  QLabel* delta_ = nullptr;
  QPushButton* choose_dev_ = nullptr;
  QLabel* dev_label_ = nullptr;
  QPushButton* choose_contrast_ = nullptr;
  QLabel* contrast_label_ = nullptr;
  QSpinBox* limit_ = nullptr;
  QPushButton* run_dev_ = nullptr;
  QPushButton* run_contrast_ = nullptr;
  QPushButton* run_importance_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* job_label_ = nullptr;
  QLabel* set_result_ = nullptr;
  QLabel* importance_ = nullptr;
  PruningCurveChart* chart_ = nullptr;
  QPushButton* save_chart_ = nullptr;

  QString source_file_, reference_file_, contrast_file_;
  HeadLabJob running_job_ = HeadLabJob::kDevSet;
  MaskedTranslationResultPtr translation_;
  HeadLabJobResultPtr dev_result_, contrast_result_, importance_result_, last_job_;
  bool auto_run_ = true, auto_ran_ = false;
};

}  // namespace studio
