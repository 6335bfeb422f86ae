// The Model view: what is loaded — configuration in the paper's terms, parameter counts per block, every
// tensor with its shape, dtype and value histogram, the compute backends this build can use, and the
// training history stored with the model. A folder that fails to load never replaces the loaded model's
// header: the failure shows in a notice of its own.
#pragma once

#include <QString>
#include <QStringList>
#include <memory>

#include "core/studio_view.h"
#include "viewmodels/model_tensors.h"

class QLabel;
class QPushButton;
class QTableWidget;
class QTabWidget;
class QTreeWidget;

namespace attn {
struct Model;
}

namespace studio {

class HistogramWidget;
class ModelSession;
class PaletteChartView;

class ModelInfoView : public StudioView {
  Q_OBJECT
 public:
  explicit ModelInfoView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("model"); }
  QString viewTitle() const override { return tr("Model"); }
  // .json: configuration, parameter counts and backends; .csv: one row per parameter block.
  bool exportData(const QString& path, QString* error) override;
  bool isBusy() const override { return pending_ > 0; }

  // Rows of the parameter table: block name and its parameter count (for tests and CSV export).
  QList<QPair<QString, qint64>> parameterBlocks() const { return blocks_; }
  int trainingLogPoints() const { return log_points_; }
  // The text above the tables: the model card's title and summary, the folder and the model's size.
  QString summaryText() const;
  // Loading progress or the last failure to open a folder; empty once a model has loaded.
  QString noticeText() const;
  // The tensor list's rows, and the histogram of the one selected (for tests).
  QList<TensorSummary> tensors() const { return tensors_; }
  void selectTensor(const QString& name);
  ValueHistogram selectedHistogram() const;

 public slots:
  void openModelDialog();
  // Writes the loaded model to `dir` on a worker thread (F32 or F16 weights).
  void saveModelAs(const QString& dir, bool half_precision);
  void saveModelDialog();

 private:
  void showModel();
  void showBackends(const QStringList& backends);
  void showTrainingHistory(const QString& model_dir);
  void setPending(int delta);
  void showNotice(const QString& text);
  void showTensors(const QString& model_dir);
  void showTensorValues();

 protected:
  void changeEvent(QEvent* event) override;

 private:
  ModelSession* session_;
  QLabel* summary_;
  QLabel* notice_;
  QTabWidget* details_tabs_;
  QTreeWidget* tensors_tree_;
  HistogramWidget* histogram_;
  QLabel* tensor_stats_;
  QList<TensorSummary> tensors_;
  QTableWidget* config_table_;
  QTreeWidget* blocks_tree_;
  QLabel* backends_label_;
  PaletteChartView* history_chart_;
  QLabel* history_note_;
  QPushButton* open_button_;
  QPushButton* save_button_;
  QList<QPair<QString, qint64>> blocks_;
  QStringList backends_;
  int log_points_ = 0;
  int pending_ = 0;
};

}  // namespace studio
