// The paper's learning-rate schedule (section 5.3), lr = d_model^-0.5 · min(step^-0.5, step · warmup^-1.5),
// compared for several d_model and warm-up values as the Annotated Transformer plots it; curves are added and
// removed by the user, and each one's peak (at the warm-up step) is listed.
#pragma once

#include <QList>

#include "views/illustrations/illustration_panel.h"

class QLabel;
class QLineSeries;
class QListWidget;
class QSpinBox;

namespace studio {

class LivePlot;

class NoamSchedulePanel : public IllustrationPanel {
  Q_OBJECT
 public:
  explicit NoamSchedulePanel(QWidget* parent = nullptr);

  QString panelId() const override { return QStringLiteral("noam"); }
  QString panelTitle() const override { return tr("Learning-rate schedule"); }
  QWidget* exportWidget() override;
  bool exportData(const QString& path, QString* error) override;

  struct Curve {
    int d_model = 512;
    int warmup = 4000;
    QLineSeries* series = nullptr;
  };
  // Adds a curve (ignored when the same pair is shown already); returns false then.
  bool addCurve(int d_model, int warmup);
  void removeCurve(int index);
  void setMaxStep(int steps);
  int maxStep() const;
  const QList<Curve>& curves() const { return curves_; }
  LivePlot* plot() const { return plot_; }

 private:
  void redrawAll();
  void updateList();
  QString curveName(const Curve& c) const;

  LivePlot* plot_;
  QSpinBox* d_model_spin_;
  QSpinBox* warmup_spin_;
  QSpinBox* steps_spin_;
  QListWidget* list_;
  QLabel* formula_;
  QList<Curve> curves_;
};

}  // namespace studio
