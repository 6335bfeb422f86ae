// The complexity lab (the paper, section 4 and Table 1): self-attention costs O(n²·d) per layer, the
// position-wise FFN O(n·d·d_ff). The view times both with the engine's own device ops as the sequence length
// n grows with d fixed, on the CPU or a Vulkan device, and plots time against n on log-log axes with the
// fitted slopes, the crossover where attention starts to cost more, and the paper's table beside it.
#pragma once

#include <QFutureWatcher>
#include <QList>
#include <QString>
#include <atomic>
#include <string>
#include <vector>

#include "attention/complexity_lab.h"
#include "core/studio_view.h"

class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QLogValueAxis;
class QProgressBar;
class QPushButton;
class QScatterSeries;
class QSpinBox;

namespace studio {

class ModelSession;

class ComplexityView : public StudioView {
  Q_OBJECT
 public:
  explicit ComplexityView(ModelSession* session, QWidget* parent = nullptr);
  ~ComplexityView() override;

  QString viewId() const override { return QStringLiteral("complexity"); }
  QString viewTitle() const override { return tr("Complexity"); }
  QWidget* exportWidget() override { return figure_; }
  bool exportData(const QString& path, QString* error) override;
  bool isBusy() const override { return running_; }

  // Programmatic control (tests, command line).
  void setBackend(const QString& backend);  // "cpu", "vulkan:N"
  void setDModel(int d_model);              // d_ff follows as 4·d_model, with 8 heads
  void setLengths(const QList<int>& lengths);
  void setRepeats(int repeats);
  QString backend() const;
  int dModel() const;
  QList<int> lengths() const;
  int repeats() const;

  // Starts a measurement on a worker thread (nothing when one runs or the settings are invalid).
  void run();
  void cancel();

  // What is drawn, for tests.
  const attn::LayerCosts& costs() const { return costs_; }
  QLineSeries* attentionSeries() const { return attention_series_; }
  QLineSeries* ffnSeries() const { return ffn_series_; }
  QScatterSeries* crossoverSeries() const { return crossover_series_; }
  double attentionSlope() const { return attention_slope_; }
  double ffnSlope() const { return ffn_slope_; }
  double crossover() const { return crossover_; }  // 0: attention stays cheaper

 signals:
  void measurementFinished(bool ok);

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  struct Outcome {
    attn::LayerCosts costs;
    QString error;
  };
  // The Vulkan devices join the backend choice: listed on a worker when the view is shown (creating a
  // Vulkan instance takes a good part of a second on the GUI thread), at once when a Vulkan backend is asked
  // for.
  void listBackendsInBackground();
  void populateBackends();
  void addBackends(const std::vector<std::string>& lines);
  void onFinished();
  void setRunning(bool running);
  void redraw();
  void updateDerived();
  static QString paperTableHtml();
  static QString paperTableOnlyHtml();
  void fitPaperTable();

  ModelSession* session_;
  QComboBox* backend_combo_ = nullptr;
  QSpinBox* d_model_spin_ = nullptr;
  QSpinBox* repeats_spin_ = nullptr;
  QLineEdit* lengths_edit_ = nullptr;
  QLabel* paper_table_ = nullptr;
  QLabel* derived_label_ = nullptr;
  QPushButton* run_button_ = nullptr;
  QPushButton* cancel_button_ = nullptr;
  QProgressBar* progress_ = nullptr;
  QLabel* result_label_ = nullptr;
  QWidget* figure_ = nullptr;
  QChartView* chart_view_ = nullptr;
  QChart* chart_ = nullptr;
  QLogValueAxis* x_axis_ = nullptr;
  QLogValueAxis* y_axis_ = nullptr;
  QLineSeries* attention_series_ = nullptr;
  QLineSeries* ffn_series_ = nullptr;
  QScatterSeries* crossover_series_ = nullptr;

  QFutureWatcher<Outcome> watcher_;
  QFutureWatcher<std::vector<std::string>> backends_watcher_;
  std::atomic<bool> cancel_flag_{false};
  bool running_ = false;
  bool backends_listed_ = false;
  bool shown_once_ = false;
  attn::LayerCosts costs_;
  double attention_slope_ = 0, ffn_slope_ = 0, crossover_ = 0;
};

}  // namespace studio
