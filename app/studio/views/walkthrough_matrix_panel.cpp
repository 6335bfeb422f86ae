#include "views/walkthrough_matrix_panel.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "widgets/heatmap_widget.h"

namespace studio {

namespace {

// HeatmapWidget's padding around its parts, and the widest its row labels get.
constexpr double kMapPad = 6.0;
constexpr double kMaxRowLabel = 130.0;
// Where signed values' colours end: the 95th percentile of |value|. A whole row of large values (the FFN's
// output at </s>, about 6 % of a [17 × 256] map) would still set the 99th and leave the other rows faint.
constexpr double kColourQuantile = 0.95;
// The narrowest window on the columns worth showing: fewer columns read as a strip, not a matrix.
constexpr int kFewestColumns = 12;

// The extents are drawn with about four significant digits on the legend.
QString extentText(float value) { return QString::number(double(value), 'g', 3); }

}  // namespace

WalkthroughMatrixPanel::WalkthroughMatrixPanel(QWidget* parent) : QWidget(parent) {
  map_ = new HeatmapWidget(this);
  scroll_ = new QScrollBar(Qt::Horizontal, this);
  scroll_->setObjectName(QStringLiteral("walkthroughColumns"));
  columns_label_ = new QLabel(this);
  caption_ = new QLabel(this);
  caption_->setWordWrap(true);
  auto* columns = new QHBoxLayout;
  columns->addWidget(scroll_, 1);
  columns->addWidget(columns_label_);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(map_, 1);
  layout->addLayout(columns);
  layout->addWidget(caption_);
  connect(scroll_, &QScrollBar::valueChanged, this, [this](int value) {
    if (value == first_) return;
    first_ = value;
    showWindow();
  });
}

void WalkthroughMatrixPanel::setMatrix(const StepMatrix& matrix) {
  matrix_ = matrix;
  if (matrix_.column_labels.isEmpty())  // dimensions: numbered, so that a window says where it is
    for (int c = 0; c < matrix_.cols; ++c) matrix_.column_labels << QString::number(c + 1);
  range_ = matrix_.signed_values ? clippedColourRange(matrix_.values, kColourQuantile) : ClippedColourRange{};
  first_ = 0;
  window_ = 0;
  fitWindow();
  showWindow();
  updateTexts();
}

int WalkthroughMatrixPanel::windowColumns() const { return window_ > 0 ? window_ : matrix_.cols; }

void WalkthroughMatrixPanel::setFirstColumn(int column) { scroll_->setValue(column); }

double WalkthroughMatrixPanel::minimumCellEdge() const {
  return std::max(12.0, std::round(0.6 * QFontMetricsF(font()).height()));
}

bool WalkthroughMatrixPanel::readableAtWidth(int width) const {
  return (width - horizontalMargins()) / minimumCellEdge() >= std::min(matrix_.cols, kFewestColumns);
}

double WalkthroughMatrixPanel::horizontalMargins() const {
  const QFontMetricsF fm(font());
  const double line = fm.height();
  double labels = 0;
  for (const QString& label : matrix_.row_labels) labels = std::max(labels, fm.horizontalAdvance(label));
  const double row_side = kMapPad + line + kMapPad + std::min(labels, kMaxRowLabel) + kMapPad;
  const double ticks = std::max(fm.horizontalAdvance(QStringLiteral("-0.000")),
                                fm.horizontalAdvance(QLatin1Char('-') + extentText(range_.extent)));
  const double legend = kMapPad + 2 * kMapPad + 12 + 4 + ticks + line + 2;
  return row_side + legend + 8;  // and a little slack: the map centres its cells
}

double WalkthroughMatrixPanel::verticalMargins() const {
  const QFontMetricsF fm(font());
  const double line = fm.height();
  double labels = 0;
  for (const QString& label : matrix_.column_labels) labels = std::max(labels, fm.horizontalAdvance(label));
  QFont bold = font();
  bold.setBold(true);
  // The title wraps where the panel is narrow (HeatmapWidget's rule).
  const double title = QFontMetricsF(bold)
                           .boundingRect(QRectF(0, 0, std::max(40.0, width() - 2 * kMapPad), 1e5),
                                         Qt::AlignCenter | Qt::TextWordWrap, matrix_.title)
                           .height() +
                       kMapPad;
  return kMapPad + title + std::min(labels, kMaxRowLabel) + kMapPad + line + kMapPad + kMapPad;
}

void WalkthroughMatrixPanel::fitWindow() {
  const double edge = minimumCellEdge();
  map_->setMinimumHeight(int(std::ceil(matrix_.rows * edge + verticalMargins())));
  const int fitting = std::max(1, int((width() - horizontalMargins()) / edge));
  const int window = fitting >= matrix_.cols ? 0 : fitting;
  const bool windowed = window > 0;
  scroll_->setVisible(windowed);
  columns_label_->setVisible(windowed);
  if (window == window_) return;
  window_ = window;
  const QSignalBlocker block(scroll_);
  scroll_->setRange(0, windowed ? matrix_.cols - window_ : 0);
  scroll_->setPageStep(std::max(1, window_));
  scroll_->setSingleStep(std::max(1, window_ / 4));
  first_ = std::clamp(first_, 0, scroll_->maximum());
  scroll_->setValue(first_);
}

void WalkthroughMatrixPanel::showWindow() {
  const int count = windowColumns();
  std::vector<float> values(std::size_t(matrix_.rows) * std::size_t(count));
  for (int r = 0; r < matrix_.rows; ++r)
    std::copy_n(matrix_.values.begin() + std::ptrdiff_t(r) * matrix_.cols + first_, count,
                values.begin() + std::ptrdiff_t(r) * count);
  map_->setMatrix(std::move(values), matrix_.rows, count);
  map_->setRowLabels(matrix_.row_labels);
  map_->setColumnLabels(matrix_.column_labels.mid(first_, count));
  map_->setAxisTitles(matrix_.row_title, matrix_.column_title);
  map_->setTitle(matrix_.title);
  map_->setCausalMask(matrix_.causal);
  if (matrix_.signed_values) {
    map_->setColorScale(HeatmapWidget::ColorScale::kDiverging);
    map_->setValueRange(-range_.extent, range_.extent);
  } else {
    map_->setColorScale(HeatmapWidget::ColorScale::kSequential);
    map_->setValueRange(0, 1);
  }
  columns_label_->setText(tr("columns %1–%2 of %3").arg(first_ + 1).arg(first_ + count).arg(matrix_.cols));
}

QString WalkthroughMatrixPanel::captionText() const {
  if (!matrix_.signed_values) return {};
  if (range_.beyond == 0) return tr("Colours: ±%1, the largest |value|.").arg(extentText(range_.extent));
  return tr("Colours clipped at ±%1, the 95th percentile of |value|: %2 values beyond it (up to %3) take "
            "the end colours.")
      .arg(extentText(range_.extent))
      .arg(range_.beyond)
      .arg(extentText(range_.largest));
}

void WalkthroughMatrixPanel::updateTexts() {
  map_->setValueName(matrix_.signed_values ? tr("value (colours clipped)") : tr("attention weight"));
  caption_->setText(captionText());
  caption_->setVisible(!caption_->text().isEmpty());
  if (window_ > 0)
    columns_label_->setText(
        tr("columns %1–%2 of %3").arg(first_ + 1).arg(first_ + windowColumns()).arg(matrix_.cols));
}

void WalkthroughMatrixPanel::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  const int before = windowColumns(), first = first_;
  fitWindow();
  if (windowColumns() != before || first_ != first) showWindow();
}

void WalkthroughMatrixPanel::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange) {
    const int before = windowColumns();
    fitWindow();
    if (windowColumns() != before) showWindow();
  }
  if (event->type() == QEvent::LanguageChange) updateTexts();
}

}  // namespace studio
