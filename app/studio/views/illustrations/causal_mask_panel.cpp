#include "views/illustrations/causal_mask_panel.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "views/illustrations/illustration_math.h"
#include "views/illustrations/table_export.h"
#include "widgets/heatmap_widget.h"

namespace studio {

namespace {
constexpr int kMaxLength = 40;  // beyond this the cells are too small to read on a projector
}

CausalMaskPanel::CausalMaskPanel(QWidget* parent) : IllustrationPanel(parent) {
  setObjectName(QStringLiteral("causalMaskPanel"));
  length_spin_ = new QSpinBox(this);
  length_spin_->setRange(1, kMaxLength);
  length_spin_->setValue(10);
  length_spin_->setToolTip(tr("Number of target positions (queries and keys)"));
  mode_combo_ = new QComboBox(this);
  mode_combo_->addItem(tr("Mask: 1 = may attend, 0 = hidden"));
  mode_combo_->addItem(tr("Weights when all scores are equal"));
  explanation_ = new QLabel(this);
  explanation_->setWordWrap(true);
  explanation_->setTextFormat(Qt::RichText);
  map_ = new HeatmapWidget(this);
  map_->setObjectName(QStringLiteral("causalMaskHeatmap"));
  map_->setAxisTitles(tr("query position i"), tr("key position j"));

  auto* controls = new QHBoxLayout;
  auto* form = new QFormLayout;
  form->addRow(tr("Length:"), length_spin_);
  form->addRow(tr("Show:"), mode_combo_);
  controls->addLayout(form);
  controls->addWidget(explanation_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(map_, 1);

  connect(length_spin_, &QSpinBox::valueChanged, this, &CausalMaskPanel::redraw);
  connect(mode_combo_, &QComboBox::currentIndexChanged, this, &CausalMaskPanel::redraw);
  redraw();
}

QWidget* CausalMaskPanel::exportWidget() { return map_; }

void CausalMaskPanel::setLength(int n) { length_spin_->setValue(n); }

int CausalMaskPanel::length() const { return length_spin_->value(); }

void CausalMaskPanel::setShowWeights(bool weights) { mode_combo_->setCurrentIndex(weights ? 1 : 0); }

void CausalMaskPanel::redraw() {
  const int n = length();
  const bool weights = mode_combo_->currentIndex() == 1;
  QStringList labels;
  for (int i = 1; i <= n; ++i) labels << QString::number(i);
  map_->setMatrix(weights ? causalUniformWeights(n) : causalMask(n), n, n);
  map_->setRowLabels(labels);
  map_->setColumnLabels(labels);
  map_->setValueRange(0.0f, 1.0f);
  map_->setValueName(weights ? tr("attention weight") : tr("may attend"));
  map_->setTitle(weights ? tr("softmax of equal scores under the causal mask (%1 positions)").arg(n)
                         : tr("causal mask (%1 positions)").arg(n));
  explanation_->setText(
      weights ? tr("With every score equal, the softmax spreads each row evenly over the keys it may see: "
                   "query i gives 1/i to each of keys 1 … i and nothing to later ones.")
              : tr("The decoder predicts position i+1 from positions 1 … i only, so query i may attend to "
                   "keys j ≤ i. The hidden entries (above the diagonal) are set to −∞ before the softmax "
                   "(section 3.2.3), which makes their weights 0."));
}

bool CausalMaskPanel::exportData(const QString& path, QString* error) {
  const int n = length();
  const std::vector<float>& values = map_->values();
  QList<QStringList> rows;
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      rows.append({QString::number(i + 1), QString::number(j + 1),
                   QString::number(double(values[std::size_t(i) * n + j]), 'g', 8)});
  return writeTableExport(path, {QStringLiteral("query"), QStringLiteral("key"), QStringLiteral("value")},
                          rows, error);
}

}  // namespace studio
