#include "views/illustrations/label_smoothing_panel.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QValueAxis>

#include "views/illustrations/illustration_math.h"
#include "views/illustrations/table_export.h"

namespace studio {

namespace {
constexpr int kMaxVocabulary = 40;  // a readable number of bars
}

LabelSmoothingPanel::LabelSmoothingPanel(QWidget* parent) : IllustrationPanel(parent) {
  setObjectName(QStringLiteral("labelSmoothingPanel"));
  vocab_spin_ = new QSpinBox(this);
  vocab_spin_->setRange(3, kMaxVocabulary);
  vocab_spin_->setValue(10);
  vocab_spin_->setToolTip(tr("Classes V, padding (id 0) included"));
  epsilon_spin_ = new QDoubleSpinBox(this);
  epsilon_spin_->setRange(0.0, 0.9);
  epsilon_spin_->setSingleStep(0.05);
  epsilon_spin_->setDecimals(3);
  epsilon_spin_->setValue(0.1);
  epsilon_spin_->setToolTip(tr("ε: the probability mass taken from the true class (the paper: 0.1)"));
  class_spin_ = new QSpinBox(this);
  class_spin_->setRange(1, vocab_spin_->value() - 1);
  class_spin_->setValue(3);
  class_spin_->setToolTip(tr("The id of the correct next token"));
  formula_ = new QLabel(this);
  formula_->setWordWrap(true);
  formula_->setTextFormat(Qt::RichText);
  formula_->setObjectName(QStringLiteral("labelSmoothingFormula"));

  auto* chart = new QChart;
  chart->legend()->setVisible(false);
  chart->setMargins(QMargins(4, 4, 4, 4));
  chart_view_ = new QChartView(chart, this);
  chart_view_->setRenderHint(QPainter::Antialiasing);
  chart_view_->setMinimumHeight(260);

  auto* form = new QFormLayout;
  form->addRow(tr("Vocabulary size V:"), vocab_spin_);
  form->addRow(tr("Smoothing ε:"), epsilon_spin_);
  form->addRow(tr("True class:"), class_spin_);
  auto* controls = new QHBoxLayout;
  controls->addLayout(form);
  controls->addWidget(formula_, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(controls);
  layout->addWidget(chart_view_, 1);

  connect(vocab_spin_, &QSpinBox::valueChanged, this, [this](int v) {
    class_spin_->setMaximum(v - 1);
    redraw();
  });
  connect(epsilon_spin_, &QDoubleSpinBox::valueChanged, this, &LabelSmoothingPanel::redraw);
  connect(class_spin_, &QSpinBox::valueChanged, this, &LabelSmoothingPanel::redraw);
  redraw();
}

QWidget* LabelSmoothingPanel::exportWidget() { return chart_view_; }

void LabelSmoothingPanel::setVocabularySize(int vocab) { vocab_spin_->setValue(vocab); }
void LabelSmoothingPanel::setEpsilon(double epsilon) { epsilon_spin_->setValue(epsilon); }
void LabelSmoothingPanel::setTrueClass(int id) { class_spin_->setValue(id); }
int LabelSmoothingPanel::vocabularySize() const { return vocab_spin_->value(); }
double LabelSmoothingPanel::epsilon() const { return epsilon_spin_->value(); }
int LabelSmoothingPanel::trueClass() const { return class_spin_->value(); }

QString LabelSmoothingPanel::formulaText() const { return formula_->text(); }

void LabelSmoothingPanel::redraw() {
  const int V = vocabularySize(), t = trueClass();
  const double eps = epsilon();
  targets_ = labelSmoothingTargets(V, eps, t);

  QChart* chart = chart_view_->chart();
  chart->removeAllSeries();
  for (QAbstractAxis* axis : chart->axes()) {
    chart->removeAxis(axis);
    delete axis;
  }
  auto* series = new QBarSeries;
  bars_ = new QBarSet(tr("target probability"));
  bars_->setColor(QColor(0x30, 0x6e, 0xc8));
  QStringList categories;
  for (int k = 0; k < V; ++k) {
    *bars_ << targets_[std::size_t(k)];
    categories << (k == 0 ? tr("0 (pad)") : k == t ? tr("%1 (true)").arg(k) : QString::number(k));
  }
  series->append(bars_);
  series->setBarWidth(0.8);
  chart->addSeries(series);
  auto* x = new QBarCategoryAxis;
  x->append(categories);
  x->setTitleText(tr("class (token id)"));
  auto* y = new QValueAxis;
  y->setRange(0.0, 1.0);
  y->setTickCount(6);
  y->setLabelFormat(QStringLiteral("%.1f"));
  y->setTitleText(tr("target probability q"));
  chart->addAxis(x, Qt::AlignBottom);
  chart->addAxis(y, Qt::AlignLeft);
  series->attachAxis(x);
  series->attachAxis(y);
  chart->setTitle(tr("Label-smoothed target, V = %1, ε = %2").arg(V).arg(eps));
  applyPalette();

  double sum = 0;
  for (double q : targets_) sum += q;
  const double off = V > 1 ? eps / (V - 1) : 0.0;
  formula_->setText(
      tr("<p>Instead of all of the probability on the true class, the loss aims at "
         "<b>1 − ε + ε/(V−1) = %1</b> for the true class and <b>ε/(V−1) = %2</b> for every other class; "
         "padding (id 0) gets <b>0</b>. The sum is %3.</p>"
         "<p>This hurts perplexity, as the model learns to be more unsure, but improves accuracy and BLEU "
         "(section 5.4).</p>")
          .arg(QString::number(1.0 - eps + off, 'g', 5), QString::number(off, 'g', 5),
               QString::number(sum, 'g', 10)));
}

void LabelSmoothingPanel::applyPalette() {
  const QPalette p = palette();
  QChart* chart = chart_view_->chart();
  chart->setBackgroundBrush(p.color(QPalette::Base));
  chart->setTitleBrush(p.color(QPalette::WindowText));
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsBrush(p.color(QPalette::WindowText));
    axis->setTitleBrush(p.color(QPalette::WindowText));
    axis->setGridLineColor(p.color(QPalette::Mid));
  }
}

void LabelSmoothingPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::PaletteChange) applyPalette();
  if (event->type() == QEvent::LanguageChange) redraw();  // the title and the formula carry numbers
  IllustrationPanel::changeEvent(event);
}

bool LabelSmoothingPanel::exportData(const QString& path, QString* error) {
  QList<QStringList> rows;
  for (int k = 0; k < int(targets_.size()); ++k)
    rows.append({QString::number(k),
                 k == 0             ? QStringLiteral("pad")
                 : k == trueClass() ? QStringLiteral("true")
                                    : QStringLiteral("other"),
                 QString::number(targets_[std::size_t(k)], 'g', 10)});
  return writeTableExport(
      path, {QStringLiteral("class"), QStringLiteral("role"), QStringLiteral("probability")}, rows, error);
}

}  // namespace studio
