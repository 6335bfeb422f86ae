#include "views/illustrations/noam_schedule_panel.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <cmath>

#include "views/illustrations/illustration_math.h"
#include "views/illustrations/table_export.h"
#include "widgets/chart_live_plot.h"

namespace studio {

namespace {

constexpr int kMaxCurves = 8;
constexpr int kCurveSamples = 400;

const QList<QColor>& curveColors() {
  static const QList<QColor> colors = {QColor(0x1f77b4), QColor(0xff7f0e), QColor(0x2ca02c),
                                       QColor(0xd62728), QColor(0x9467bd), QColor(0x8c564b),
                                       QColor(0xe377c2), QColor(0x17becf)};
  return colors;
}

}  // namespace

NoamSchedulePanel::NoamSchedulePanel(QWidget* parent) : IllustrationPanel(parent) {
  setObjectName(QStringLiteral("noamSchedulePanel"));
  plot_ = new LivePlot(tr("Learning rate over training steps"), tr("step"), tr("learning rate"), this);
  plot_->setYLabelFormat(QStringLiteral("%.1e"));
  d_model_spin_ = new QSpinBox(this);
  d_model_spin_->setRange(16, 8192);
  d_model_spin_->setValue(512);
  warmup_spin_ = new QSpinBox(this);
  warmup_spin_->setRange(1, 200000);
  warmup_spin_->setSingleStep(500);
  warmup_spin_->setValue(4000);
  steps_spin_ = new QSpinBox(this);
  steps_spin_->setRange(100, 1000000);
  steps_spin_->setSingleStep(1000);
  steps_spin_->setValue(20000);
  steps_spin_->setToolTip(tr("The steps the curves are drawn over"));
  auto* add = new QPushButton(tr("Add curve"), this);
  add->setObjectName(QStringLiteral("noamAddCurve"));
  auto* remove = new QPushButton(tr("Remove selected"), this);
  list_ = new QListWidget(this);
  list_->setMaximumHeight(150);
  formula_ = new QLabel(
      tr("<p>lr = d<sub>model</sub><sup>−0.5</sup> · min(step<sup>−0.5</sup>, step · warmup<sup>−1.5</sup>)"
         "</p><p>The rate grows linearly for the first <i>warmup</i> steps, peaks at step = warmup with "
         "lr = (d<sub>model</sub> · warmup)<sup>−0.5</sup>, then decays with the inverse square root of the "
         "step (section 5.3; the paper used warmup = 4000).</p>"),
      this);
  formula_->setWordWrap(true);

  auto* form = new QFormLayout;
  form->addRow(tr("d_model:"), d_model_spin_);
  form->addRow(tr("Warm-up steps:"), warmup_spin_);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(add);
  buttons->addWidget(remove);
  form->addRow(buttons);
  form->addRow(tr("Steps shown:"), steps_spin_);
  auto* side = new QVBoxLayout;
  side->addLayout(form);
  side->addWidget(list_);
  side->addWidget(formula_);
  side->addStretch(1);
  auto* side_widget = new QWidget(this);
  side_widget->setLayout(side);
  side_widget->setMaximumWidth(420);
  auto* layout = new QHBoxLayout(this);
  layout->addWidget(side_widget);
  layout->addWidget(plot_, 1);

  connect(add, &QPushButton::clicked, this,
          [this] { addCurve(d_model_spin_->value(), warmup_spin_->value()); });
  connect(remove, &QPushButton::clicked, this, [this] {
    if (list_->currentRow() >= 0) removeCurve(list_->currentRow());
  });
  connect(steps_spin_, &QSpinBox::valueChanged, this, &NoamSchedulePanel::redrawAll);

  // The Annotated Transformer's three curves.
  addCurve(512, 4000);
  addCurve(512, 8000);
  addCurve(256, 4000);
}

QWidget* NoamSchedulePanel::exportWidget() { return plot_; }

QString NoamSchedulePanel::curveName(const Curve& c) const {
  return tr("d_model = %1, warm-up = %2").arg(c.d_model).arg(c.warmup);
}

bool NoamSchedulePanel::addCurve(int d_model, int warmup) {
  if (curves_.size() >= kMaxCurves) return false;
  for (const Curve& c : curves_)
    if (c.d_model == d_model && c.warmup == warmup) return false;
  // The first colour no shown curve uses, so colours stay put when curves come and go.
  QColor color = curveColors().first();
  for (const QColor& candidate : curveColors()) {
    bool used = false;
    for (const Curve& c : curves_) used = used || c.series->pen().color() == candidate;
    if (!used) {
      color = candidate;
      break;
    }
  }
  Curve c{d_model, warmup, nullptr};
  c.series = plot_->addSeries(curveName(c), QPen(color, 2.0));
  curves_.append(c);
  plot_->replacePoints(c.series, noamCurve(d_model, warmup, maxStep(), kCurveSamples));
  plot_->rescale();
  updateList();
  return true;
}

void NoamSchedulePanel::removeCurve(int index) {
  if (index < 0 || index >= curves_.size()) return;
  plot_->removeSeries(curves_[index].series);
  curves_.removeAt(index);
  plot_->rescale();
  updateList();
}

void NoamSchedulePanel::setMaxStep(int steps) { steps_spin_->setValue(steps); }

int NoamSchedulePanel::maxStep() const { return steps_spin_->value(); }

void NoamSchedulePanel::redrawAll() {
  for (const Curve& c : curves_)
    plot_->replacePoints(c.series, noamCurve(c.d_model, c.warmup, maxStep(), kCurveSamples));
  plot_->rescale();
  updateList();
}

void NoamSchedulePanel::updateList() {
  list_->clear();
  for (const Curve& c : curves_) {
    const double peak = noamRate(c.d_model, c.warmup, c.warmup);
    auto* item = new QListWidgetItem(
        tr("%1\n    peak %2 at step %3").arg(curveName(c), QString::number(peak, 'e', 2)).arg(c.warmup),
        list_);
    item->setForeground(c.series->pen().color());
  }
}

bool NoamSchedulePanel::exportData(const QString& path, QString* error) {
  QList<QStringList> rows;
  for (const Curve& c : curves_)
    for (const QPointF& p : noamCurve(c.d_model, c.warmup, maxStep(), kCurveSamples))
      rows.append({QString::number(c.d_model), QString::number(c.warmup), QString::number(qint64(p.x())),
                   QString::number(p.y(), 'g', 10)});
  return writeTableExport(path,
                          {QStringLiteral("d_model"), QStringLiteral("warmup"), QStringLiteral("step"),
                           QStringLiteral("learning_rate")},
                          rows, error);
}

}  // namespace studio
