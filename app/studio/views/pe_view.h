// The positional-encoding view (the paper, section 3.5): the sinusoids PE(pos, i) over positions for chosen
// dimensions, the whole PE matrix (positions × dimensions) and the position-similarity matrix PE(p)·PE(q),
// for a d_model, number of positions and base the user picks — or, when the loaded model learned its
// positions (Table 3, row E), that model's learned position embeddings drawn the same way.
#pragma once

#include <QList>
#include <QString>
#include <vector>

#include "attention/config.h"
#include "core/figure.h"
#include "core/studio_view.h"

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QLineSeries;
class QRadioButton;
class QSpinBox;

namespace studio {

class HeatmapWidget;
class LivePlot;
class ModelSession;

// Exports as a Figure: the view as on screen, where an SVG gets each large heatmap's cells as one image
// instead of one vector rectangle per cell (tens of thousands of them, slow to write on the GUI thread and
// to open) and everything else, the heatmaps' axes and labels too, as vectors.
class PositionalEncodingView : public StudioView, public Figure {
  Q_OBJECT
 public:
  explicit PositionalEncodingView(ModelSession* session, QWidget* parent = nullptr);

  QString viewId() const override { return QStringLiteral("pe"); }
  QString viewTitle() const override { return tr("Positional encoding"); }
  bool exportData(const QString& path, QString* error) override;
  QSize figureSize() const override { return size(); }
  void paintFigure(QPainter& painter, const QSize& size) const override;

  // Programmatic control (tests, command line); each redraws like the matching spin box.
  void setDModel(int d_model);
  void setMaxPosition(int positions);
  void setBase(double base);
  void setDimensions(const QList<int>& dims);
  // kSinusoidal (interleaved, the paper) or kSinusoidalConcat (Marian halves).
  void setLayout(attn::PositionalEncoding layout);
  // True: show the loaded model's learned position table instead of the formula (needs such a model).
  void setShowLearned(bool learned);

  int dModel() const;
  int maxPosition() const;
  double base() const;
  QList<int> dimensions() const { return dims_; }
  bool showingLearned() const { return showing_learned_; }

  // What is drawn, for tests: one wave series per chosen dimension, and both heatmaps.
  QList<QLineSeries*> waveSeries() const;
  HeatmapWidget* encodingHeatmap() const { return encoding_map_; }
  HeatmapWidget* similarityHeatmap() const { return similarity_map_; }
  LivePlot* wavePlot() const { return wave_plot_; }
  // The table drawn: row-major [maxPosition(), dModel()].
  const std::vector<float>& table() const { return table_; }

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void onModelChanged();
  void recompute();
  void setMapTexts();
  void updateFormula();
  QString dimensionLegend(int dim) const;
  double wavelength(int dim) const;  // in positions, for the formula's layout
  attn::PositionalEncoding layout() const;

  ModelSession* session_;
  QSpinBox* d_model_spin_ = nullptr;
  QSpinBox* positions_spin_ = nullptr;
  QDoubleSpinBox* base_spin_ = nullptr;
  QLineEdit* dims_edit_ = nullptr;
  QComboBox* layout_combo_ = nullptr;
  QRadioButton* formula_radio_ = nullptr;
  QRadioButton* learned_radio_ = nullptr;
  QLabel* formula_label_ = nullptr;
  QLabel* source_label_ = nullptr;
  LivePlot* wave_plot_ = nullptr;
  HeatmapWidget* encoding_map_ = nullptr;
  HeatmapWidget* similarity_map_ = nullptr;

  QList<int> dims_ = {0, 1, 4, 5, 20, 21};
  std::vector<float> table_;
  std::vector<float> learned_;  // the loaded model's [max_positions, d_model] table, when it learned one
  int learned_positions_ = 0, learned_d_model_ = 0;
  bool showing_learned_ = false;
  bool updating_ = false;  // guards against recomputing once per spin box while a model is applied
};

}  // namespace studio
