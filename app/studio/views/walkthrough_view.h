// The classroom walkthrough: one forward pass of the loaded model on the class's sentence, step by step with
// the real numbers (walkthrough_steps.h): tokens, embeddings, positional encoding, Q/K/V, scores, mask,
// softmax, × V, W^O, residual + LayerNorm, the FFN, cross-attention and the output distribution. Next and
// Previous, the arrow keys and the step list move through it; layer and head are free. The trace is computed
// off the GUI thread in one forced pass of the engine (attn::trace_forward).
#pragma once

#include <QFutureWatcher>
#include <QList>
#include <memory>

#include "attention/forward_trace.h"
#include "core/studio_view.h"
#include "views/walkthrough_steps.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QSpinBox;
class QGridLayout;

namespace studio {

class HeatmapWidget;
class ModelSession;

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
  bool isBusy() const override { return busy_; }

  // Programmatic control (tests, presenter keys).
  void setStep(int index);
  void setLayerAndHead(int layer, int head);  // from 0
  int step() const { return step_; }
  int layer() const;  // from 0
  int head() const;   // from 0
  const WalkthroughStep& currentStep() const { return current_; }
  QList<HeatmapWidget*> heatmaps() const { return maps_; }
  const attn::ForwardTrace* trace() const { return trace_.get(); }

 protected:
  void keyPressEvent(QKeyEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  // The step list as wide as its longest title in the current font and language (presenter mode, Korean).
  void fitStepList();
  struct TraceResult {
    std::shared_ptr<attn::ForwardTrace> trace;
    QString error;
    int generation = 0;
  };
  void onModelChanged();
  void startTrace();
  void onTraceFinished();
  void showStep();

  ModelSession* session_;
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
  QGridLayout* maps_row_ = nullptr;
  QList<HeatmapWidget*> maps_;
  QFutureWatcher<TraceResult> watcher_;
  std::shared_ptr<attn::ForwardTrace> trace_;
  WalkthroughStep current_;
  int step_ = 3;  // Q, K and V: where the interesting part begins
  int generation_ = 0;
  bool busy_ = false;
  bool rerun_ = false;
};

}  // namespace studio
