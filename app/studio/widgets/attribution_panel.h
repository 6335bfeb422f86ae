// The attribution of one decoding step (issue 28), as the Translate step panel and the Probe view show it:
// the method (saliency, input × gradient, integrated gradients with its step count), an optional contrast
// word (f = log P(token) − log P(contrast), Yin & Neubig 2022), the numbers over the source and target-prefix
// tokens as coloured chips, f and, for integrated gradients, completeness. The panel runs nothing itself: it
// asks its view (requested()), which sends the request to the view's worker and hands the outcome back.
#pragma once

#include <QElapsedTimer>
#include <QWidget>

#include "viewmodels/attribution_types.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;

namespace studio {

class TokenAttributionBar;

class AttributionPanel : public QWidget {
  Q_OBJECT
 public:
  explicit AttributionPanel(QWidget* parent = nullptr);

  attn::AttributionOptions options() const;
  void setMethod(attn::AttributionMethod method);
  void setSteps(int steps);
  // The contrast word (empty or unchecked: none).
  QString contrastWord() const;
  void setContrast(bool on, const QString& word);
  // Fast methods run as soon as the step or a setting changes; integrated gradients waits for the button.
  bool runsAutomatically() const;

  // The view has a step to attribute (false: the panel says `why` and disables the button).
  void setAvailable(bool available, const QString& why = QString());
  // Waiting for the worker (the button turns into Cancel).
  void setBusy(bool busy);
  void showOutcome(const AttributionOutcomePtr& outcome);
  // The step changed and its attribution is not computed (integrated gradients waits for the button).
  void showPending();
  void clearOutcome();
  AttributionOutcomePtr outcome() const { return outcome_; }

  TokenAttributionBar* bar() const { return bar_; }
  QLabel* summaryLabel() const { return summary_; }
  QPushButton* runButton() const { return run_; }
  QPushButton* cancelButton() const { return cancel_; }
  QProgressBar* progressBar() const { return progress_; }
  QComboBox* methodBox() const { return method_; }
  // Writes the attribution shown as .csv or .json (atomic); false with a readable `error` without one.
  bool exportAttribution(const QString& path, QString* error) const;

 signals:
  void requested();
  void cancelRequested();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void settingsChanged();
  void updateControls();
  void showBusyText();

  QComboBox* method_ = nullptr;
  QLabel* steps_label_ = nullptr;
  QSpinBox* steps_ = nullptr;
  QCheckBox* contrast_ = nullptr;
  QLineEdit* contrast_word_ = nullptr;
  QPushButton* run_ = nullptr;
  QPushButton* cancel_ = nullptr;
  QPushButton* export_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* summary_ = nullptr;
  TokenAttributionBar* bar_ = nullptr;
  QTimer* busy_clock_ = nullptr;  // the busy line counts the seconds (the engine reports no progress)
  QElapsedTimer busy_since_;
  AttributionOutcomePtr outcome_;
  bool available_ = false, busy_ = false;
  bool delivered_ = false;  // an outcome arrived since the panel turned busy (else the run was superseded)
  QString unavailable_why_;
};

}  // namespace studio
