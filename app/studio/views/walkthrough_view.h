// The classroom walkthrough: one forward pass of the loaded model on the class's sentence, step by step with
// the real numbers (walkthrough_steps.h): tokens, embeddings, positional encoding, Q/K/V, scores, mask,
// softmax, × V, W^O, residual + LayerNorm, the FFN, cross-attention and the output distribution. Next and
// Previous, the arrow keys and the step list move through it; layer and head are free. The trace is computed
// off the GUI thread in one forced pass of the engine (attn::trace_forward).
#pragma once

#include <QList>
#include <memory>

#include "attention/forward_trace.h"
#include "core/studio_view.h"
#include "jobs/engine_jobs.h"
#include "viewmodels/walkthrough_steps.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QGridLayout;
class QTabBar;

namespace studio {

class HeatmapWidget;
class ModelSession;
class WalkthroughMatrixPanel;

class WalkthroughView : public StudioView {
  Q_OBJECT
 public:
  explicit WalkthroughView(ModelSession* session, QWidget* parent = nullptr);
  ~WalkthroughView() override;

  QString viewId() const override { return QStringLiteral("walkthrough"); }
  QString viewTitle() const override { return tr("Walkthrough"); }
  QWidget* exportWidget() override { return figure_; }
  bool exportData(const QString& path, QString* error) override;
  void setInputText(const QString& text) override;
  bool isBusy() const override { return jobs_->isBusy(); }
  // While presenting, a clicker steps through the walkthrough; past either end it moves to the next view.
  bool presentationStep(int delta) override;

  // Programmatic control (tests, presenter keys).
  void setStep(int index);
  void setLayerAndHead(int layer, int head);  // from 0
  int step() const { return step_; }
  int layer() const;  // from 0
  int head() const;   // from 0
  const WalkthroughStep& currentStep() const { return current_; }
  QList<HeatmapWidget*> heatmaps() const;
  // The step's matrices, each with its window on the columns (those shown first).
  QList<WalkthroughMatrixPanel*> matrixPanels() const { return panels_; }
  // How the step's matrices share the figure: side by side, stacked, or one at a time behind tabs, whichever
  // keeps their cells readable (WalkthroughMatrixPanel) in the room there is.
  enum class Arrangement { kSideBySide, kStacked, kOneAtATime };
  Arrangement arrangement() const { return arrangement_; }
  // One at a time: the tabs that choose the matrix shown.
  QTabBar* matrixTabs() const { return matrix_tabs_; }
  const attn::ForwardTrace* trace() const { return trace_.get(); }

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;
  void showEvent(QShowEvent* event) override;
  bool eventFilter(QObject* watched, QEvent* event) override;

 private:
  // The step list as wide as its longest title in the current font and language (presenter mode, Korean).
  void fitStepList();
  void onModelChanged();
  void startTrace();
  void showStep();
  // Places the shown matrices in the grid: stacked or side by side (matricesStacked()).
  void arrangeMatrices();

  ModelSession* session_;
  EngineJobs* jobs_;  // the traces, off the GUI thread
  QLineEdit* sentence_ = nullptr;
  QSpinBox* layer_ = nullptr;
  QSpinBox* head_ = nullptr;
  QListWidget* steps_ = nullptr;
  QPushButton* previous_ = nullptr;
  QPushButton* next_ = nullptr;
  QWidget* figure_ = nullptr;
  QLabel* title_ = nullptr;
  QLabel* formula_ = nullptr;
  QLabel* explanation_ = nullptr;
  QLabel* shape_ = nullptr;
  QLabel* text_ = nullptr;
  QScrollArea* text_area_ = nullptr;  // holds text_
  QWidget* maps_area_ = nullptr;
  QGridLayout* maps_row_ = nullptr;
  QList<WalkthroughMatrixPanel*> panels_;
  int shown_matrices_ = 0;
  QTabBar* matrix_tabs_ = nullptr;
  Arrangement arrangement_ = Arrangement::kSideBySide;
  bool arranged_ = false;  // the grid holds the shown matrices as arrangement_ says
  std::shared_ptr<attn::ForwardTrace> trace_;
  WalkthroughStep current_;
  int step_ = 3;                 // Q, K and V: where the interesting part begins
  bool sentence_stale_ = false;  // the shared sentence changed while hidden: traced when shown
};

}  // namespace studio
