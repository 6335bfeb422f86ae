#include "widgets/heatmap_widget.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

constexpr double kPad = 6.0;
constexpr double kLegendBarWidth = 12.0;
constexpr double kMaxLabelWidth = 130.0;
// Above this many cells the matrix is drawn from a cached image instead of one rectangle per cell, so
// large maps (6 layers x 16 heads at 100+ tokens) stay cheap to repaint.
constexpr int kMaxVectorCells = 4096;

QString formatValue(float value) {
  const float magnitude = std::fabs(value);
  if (magnitude < 1e-4f) return QStringLiteral("0");  // avoid "1.2e-13" on legends of softmax outputs
  if (magnitude != 0.0f && (magnitude < 0.01f || magnitude >= 1000.0f)) return QString::number(value, 'g', 3);
  return QString::number(value, 'f', magnitude >= 10.0f ? 1 : 3);
}

// Inside cells: two decimals always fit (the tooltip shows the full value).
QString cellText(float value) {
  return std::fabs(value) >= 100.0f ? QString::number(value, 'f', 0) : QString::number(value, 'f', 2);
}

}  // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent, false);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HeatmapWidget::setMatrix(std::vector<float> values, int rows, int cols) {
  rows_ = std::max(0, rows);
  cols_ = std::max(0, cols);
  values_ = std::move(values);
  values_.resize(static_cast<std::size_t>(rows_) * static_cast<std::size_t>(cols_), 0.0f);
  if (highlighted_row_ >= rows_) highlighted_row_ = -1;
  hover_row_ = hover_col_ = -1;
  if (auto_range_) computeAutoRange();
  invalidateImage();
  updateGeometry();
  update();
}

void HeatmapWidget::setRowLabels(const QStringList& labels) {
  row_labels_ = labels;
  updateGeometry();
  update();
}

void HeatmapWidget::setColumnLabels(const QStringList& labels) {
  col_labels_ = labels;
  updateGeometry();
  update();
}

void HeatmapWidget::setAxisTitles(const QString& row_title, const QString& column_title) {
  row_title_ = row_title;
  col_title_ = column_title;
  update();
}

void HeatmapWidget::setTitle(const QString& title) {
  title_ = title;
  update();
}

void HeatmapWidget::setValueName(const QString& name) {
  value_name_ = name;
  update();
}

void HeatmapWidget::setValueRange(float min, float max) {
  auto_range_ = false;
  min_ = min;
  max_ = max > min ? max : min + 1.0f;
  invalidateImage();
  update();
}

void HeatmapWidget::setAutoRange() {
  auto_range_ = true;
  computeAutoRange();
  invalidateImage();
  update();
}

void HeatmapWidget::computeAutoRange() {
  if (values_.empty()) {
    min_ = 0.0f;
    max_ = 1.0f;
    return;
  }
  const auto [lo, hi] = std::minmax_element(values_.begin(), values_.end());
  min_ = *lo;
  max_ = *hi;
  if (scale_ == ColorScale::kDiverging) {
    // Symmetric around zero so white means 0.
    const float m = std::max(std::fabs(min_), std::fabs(max_));
    min_ = -m;
    max_ = m;
  }
  if (!(max_ > min_)) max_ = min_ + 1.0f;
}

void HeatmapWidget::setColorScale(ColorScale scale) {
  scale_ = scale;
  if (auto_range_) computeAutoRange();
  invalidateImage();
  update();
}

void HeatmapWidget::setLegendVisible(bool visible) {
  legend_ = visible;
  update();
}

void HeatmapWidget::setCompact(bool compact) {
  compact_ = compact;
  setToolTip(QString());
  updateGeometry();
  update();
}

void HeatmapWidget::setHighlightedRow(int row) {
  const int clamped = (row >= 0 && row < rows_) ? row : -1;
  if (clamped == highlighted_row_) return;
  highlighted_row_ = clamped;
  update();
}

void HeatmapWidget::setSelected(bool selected) {
  if (selected_ == selected) return;
  selected_ = selected;
  update();
}

QColor HeatmapWidget::colorFor(float value) const {
  const double t = (static_cast<double>(value) - min_) / (static_cast<double>(max_) - min_);
  return scale_ == ColorScale::kDiverging ? color_maps::diverging(t) : color_maps::viridis(t);
}

void HeatmapWidget::invalidateImage() { image_ = QImage(); }

const QImage& HeatmapWidget::matrixImage() const {
  if (image_.isNull() && rows_ > 0 && cols_ > 0) {
    image_ = QImage(cols_, rows_, QImage::Format_RGB32);
    for (int r = 0; r < rows_; ++r) {
      auto* line = reinterpret_cast<QRgb*>(image_.scanLine(r));
      for (int c = 0; c < cols_; ++c) line[c] = colorFor(value(r, c)).rgb();
    }
  }
  return image_;
}

// ---- layout -------------------------------------------------------------------------------------------

HeatmapWidget::Layout HeatmapWidget::computeLayout() const {
  Layout l;
  const QRectF area = QRectF(rect());
  if (compact_) {
    l.matrix = area.adjusted(1, 1, -1, -1);
    l.cell_w = cols_ > 0 ? l.matrix.width() / cols_ : 0;
    l.cell_h = rows_ > 0 ? l.matrix.height() / rows_ : 0;
    return l;
  }
  const QFontMetricsF fm(font());
  const double line = fm.height();
  auto widest = [&](const QStringList& labels) {
    double w = 0;
    for (const QString& s : labels) w = std::max(w, fm.horizontalAdvance(s));
    return std::min(w, kMaxLabelWidth);
  };
  l.row_label_w = row_labels_.isEmpty() ? 0 : widest(row_labels_) + kPad;
  l.col_label_h = col_labels_.isEmpty() ? 0 : widest(col_labels_) + kPad;
  const double title_h = title_.isEmpty() ? 0 : line + kPad;
  const double row_title_w = row_title_.isEmpty() ? 0 : line + kPad;
  const double col_title_h = col_title_.isEmpty() ? 0 : line + kPad;
  const QString lo = formatValue(min_), hi = formatValue(max_);
  l.legend_w = legend_ ? kPad * 2 + kLegendBarWidth + 4 +
                             std::max(fm.horizontalAdvance(lo), fm.horizontalAdvance(hi)) +
                             (value_name_.isEmpty() ? 0 : line + 2)
                       : 0;

  const double left = kPad + row_title_w + l.row_label_w;
  const double top = kPad + title_h;
  const double right = kPad + l.legend_w;
  const double bottom = kPad + l.col_label_h + col_title_h;
  const double avail_w = std::max(1.0, area.width() - left - right);
  const double avail_h = std::max(1.0, area.height() - top - bottom);
  // Square cells read best; limit them so tiny matrices don't become giant blocks.
  double cell = rows_ > 0 && cols_ > 0 ? std::min(avail_w / cols_, avail_h / rows_) : 0;
  cell = std::min(cell, 64.0);
  l.cell_w = l.cell_h = cell;
  const double mw = cell * cols_, mh = cell * rows_;
  // Centre the block (labels and legend travel with the matrix).
  const double x0 = left + (avail_w - mw) / 2.0;
  const double y0 = top + (avail_h - mh) / 2.0;
  l.matrix = QRectF(x0, y0, mw, mh);
  l.title_y = y0 - title_h;
  l.row_title_x = x0 - l.row_label_w - row_title_w;
  l.col_title_y = y0 + mh + l.col_label_h;
  return l;
}

QRectF HeatmapWidget::matrixRect() const { return computeLayout().matrix; }

bool HeatmapWidget::cellAt(const QPointF& pos, int* row, int* col) const {
  const Layout l = computeLayout();
  if (rows_ == 0 || cols_ == 0 || !l.matrix.contains(pos)) return false;
  const int c = std::clamp(static_cast<int>((pos.x() - l.matrix.left()) / l.cell_w), 0, cols_ - 1);
  const int r = std::clamp(static_cast<int>((pos.y() - l.matrix.top()) / l.cell_h), 0, rows_ - 1);
  *row = r;
  *col = c;
  return true;
}

QSize HeatmapWidget::sizeHint() const {
  if (compact_) return {120, 120};
  const int cell = std::clamp(420 / std::max({rows_, cols_, 1}), 6, 32);
  const int w = cols_ * cell + 260, h = rows_ * cell + 200;
  return {std::clamp(w, 320, 900), std::clamp(h, 260, 800)};
}

QSize HeatmapWidget::minimumSizeHint() const { return compact_ ? QSize(32, 32) : QSize(200, 160); }

// ---- painting -----------------------------------------------------------------------------------------

void HeatmapWidget::paintEvent(QPaintEvent* event) {
  Q_UNUSED(event);
  QPainter painter(this);
  paintHeatmap(painter);
}

void HeatmapWidget::paintHeatmap(QPainter& p) const {
  const QPalette pal = palette();
  p.fillRect(rect(), pal.color(compact_ ? QPalette::Base : QPalette::Window));
  const Layout l = computeLayout();
  if (rows_ == 0 || cols_ == 0) {
    if (!compact_) {
      p.setPen(pal.color(QPalette::PlaceholderText));
      p.drawText(rect(), Qt::AlignCenter, tr("Nothing to show yet"));
    }
    return;
  }
  paintMatrix(p, l);
  if (compact_) {
    if (selected_) {
      p.setPen(QPen(pal.color(QPalette::Highlight), 3));
      p.setBrush(Qt::NoBrush);
      p.drawRect(QRectF(rect()).adjusted(1.5, 1.5, -1.5, -1.5));
    }
    return;
  }
  paintLabels(p, l);
  if (legend_) paintLegend(p, l);
}

void HeatmapWidget::paintMatrix(QPainter& p, const Layout& l) const {
  const bool vector_cells = !compact_ && rows_ * cols_ <= kMaxVectorCells;
  if (vector_cells) {
    // One rectangle per cell keeps SVG output crisp.
    p.setPen(Qt::NoPen);
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        const QRectF cell(l.matrix.left() + c * l.cell_w, l.matrix.top() + r * l.cell_h, l.cell_w + 0.5,
                          l.cell_h + 0.5);
        p.fillRect(cell, colorFor(value(r, c)));
      }
    }
  } else {
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.matrix, matrixImage());
    p.restore();
  }

  // Cell values when there is room: small matrices become readable tables.
  const QFontMetricsF fm(font());
  if (!compact_ && l.cell_w >= fm.horizontalAdvance(QStringLiteral("-0.00")) + 4 && l.cell_h >= fm.height()) {
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        const QColor bg = colorFor(value(r, c));
        p.setPen(bg.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(245, 245, 245));
        const QRectF cell(l.matrix.left() + c * l.cell_w, l.matrix.top() + r * l.cell_h, l.cell_w, l.cell_h);
        p.drawText(cell, Qt::AlignCenter, cellText(value(r, c)));
      }
    }
  }

  p.setBrush(Qt::NoBrush);
  if (highlighted_row_ >= 0) {
    const QRectF row(l.matrix.left(), l.matrix.top() + highlighted_row_ * l.cell_h, l.matrix.width(),
                     l.cell_h);
    p.setPen(QPen(QColor(255, 90, 40), compact_ ? 1.0 : 2.0));
    p.drawRect(row);
  }
  if (!compact_ && hover_row_ >= 0 && hover_col_ >= 0) {
    const QRectF cell(l.matrix.left() + hover_col_ * l.cell_w, l.matrix.top() + hover_row_ * l.cell_h,
                      l.cell_w, l.cell_h);
    p.setPen(QPen(palette().color(QPalette::Text), 1.0, Qt::DashLine));
    p.drawRect(QRectF(l.matrix.left(), cell.top(), l.matrix.width(), cell.height()));
    p.drawRect(QRectF(cell.left(), l.matrix.top(), cell.width(), l.matrix.height()));
    p.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
    p.drawRect(cell.adjusted(-1, -1, 1, 1));
  }
  p.setPen(QPen(palette().color(QPalette::Mid), 1.0));
  p.drawRect(l.matrix);
}

void HeatmapWidget::paintLabels(QPainter& p, const Layout& l) const {
  const QPalette pal = palette();
  const QFontMetricsF fm(font());
  const double line = fm.height();
  QFont bold = font();
  bold.setBold(true);

  // Thin labels out when cells are smaller than a line of text: every k-th label.
  const int row_step = std::max(1, static_cast<int>(std::ceil(line / std::max(0.1, l.cell_h))));
  const int col_step = std::max(1, static_cast<int>(std::ceil(line / std::max(0.1, l.cell_w))));

  for (int r = 0; r < rows_ && r < row_labels_.size(); ++r) {
    const bool emphasised = r == highlighted_row_ || r == hover_row_;
    if (r % row_step != 0 && !emphasised) continue;
    p.setFont(emphasised ? bold : font());
    p.setPen(pal.color(emphasised ? QPalette::Highlight : QPalette::WindowText));
    const QRectF box(l.matrix.left() - l.row_label_w, l.matrix.top() + r * l.cell_h + l.cell_h / 2 - line / 2,
                     l.row_label_w - kPad / 2, line);
    p.drawText(box, Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(row_labels_[r], Qt::ElideRight, l.row_label_w - kPad / 2));
  }
  for (int c = 0; c < cols_ && c < col_labels_.size(); ++c) {
    const bool emphasised = c == hover_col_;
    if (c % col_step != 0 && !emphasised) continue;
    p.save();
    p.setFont(emphasised ? bold : font());
    p.setPen(pal.color(emphasised ? QPalette::Highlight : QPalette::WindowText));
    // Rotated -90°: text runs upwards, ending just below the matrix.
    p.translate(l.matrix.left() + c * l.cell_w + l.cell_w / 2, l.matrix.bottom() + kPad / 2);
    p.rotate(-90);
    const QRectF box(-(l.col_label_h - kPad / 2), -line / 2, l.col_label_h - kPad / 2, line);
    p.drawText(box, Qt::AlignRight | Qt::AlignVCenter,
               fm.elidedText(col_labels_[c], Qt::ElideRight, l.col_label_h - kPad / 2));
    p.restore();
  }
  p.setFont(font());

  QFont title_font = font();
  title_font.setBold(true);
  p.setPen(pal.color(QPalette::WindowText));
  if (!title_.isEmpty()) {
    p.setFont(title_font);
    p.drawText(QRectF(l.matrix.left() - l.row_label_w, l.title_y, l.matrix.width() + l.row_label_w, line),
               Qt::AlignCenter, title_);
  }
  QFont axis_font = font();
  axis_font.setItalic(true);
  p.setFont(axis_font);
  p.setPen(pal.color(QPalette::WindowText));
  if (!col_title_.isEmpty()) {
    p.drawText(QRectF(l.matrix.left() - 200, l.col_title_y, l.matrix.width() + 400, line), Qt::AlignCenter,
               col_title_);
  }
  if (!row_title_.isEmpty()) {
    p.save();
    p.translate(l.row_title_x + line / 2, l.matrix.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-200 - l.matrix.height() / 2, -line / 2, l.matrix.height() + 400, line),
               Qt::AlignCenter, row_title_);
    p.restore();
  }
  p.setFont(font());
}

void HeatmapWidget::paintLegend(QPainter& p, const Layout& l) const {
  const QPalette pal = palette();
  const QFontMetricsF fm(font());
  const double bar_h = std::max(60.0, std::min(l.matrix.height(), 320.0));
  const QRectF bar(l.matrix.right() + kPad * 2, l.matrix.top() + (l.matrix.height() - bar_h) / 2,
                   kLegendBarWidth, bar_h);
  // The bar as stacked bands (vector-friendly), top = max.
  constexpr int kBands = 64;
  p.setPen(Qt::NoPen);
  for (int i = 0; i < kBands; ++i) {
    const double t = 1.0 - (i + 0.5) / kBands;
    p.fillRect(
        QRectF(bar.left(), bar.top() + i * bar.height() / kBands, bar.width(), bar.height() / kBands + 0.5),
        colorFor(static_cast<float>(min_ + t * (max_ - min_))));
  }
  p.setPen(pal.color(QPalette::Mid));
  p.setBrush(Qt::NoBrush);
  p.drawRect(bar);

  p.setPen(pal.color(QPalette::WindowText));
  constexpr int kTicks = 4;
  for (int i = 0; i <= kTicks; ++i) {
    const double t = static_cast<double>(i) / kTicks;
    const double y = bar.bottom() - t * bar.height();
    p.drawLine(QPointF(bar.right(), y), QPointF(bar.right() + 4, y));
    const QString text = formatValue(static_cast<float>(min_ + t * (max_ - min_)));
    p.drawText(QRectF(bar.right() + 6, y - fm.height() / 2, 200, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, text);
  }
  if (!value_name_.isEmpty()) {
    double label_w = 0;
    for (int i = 0; i <= kTicks; ++i)
      label_w = std::max(
          label_w, fm.horizontalAdvance(formatValue(static_cast<float>(min_ + i * (max_ - min_) / kTicks))));
    p.save();
    p.translate(bar.right() + 10 + label_w + fm.height() / 2, bar.center().y());
    p.rotate(90);
    p.drawText(QRectF(-bar.height() / 2 - 100, -fm.height() / 2, bar.height() + 200, fm.height()),
               Qt::AlignCenter, value_name_);
    p.restore();
  }
}

// ---- interaction --------------------------------------------------------------------------------------

QString HeatmapWidget::cellDescription(int row, int col) const {
  const QString row_token = row < row_labels_.size() ? row_labels_[row] : QString::number(row + 1);
  const QString col_token = col < col_labels_.size() ? col_labels_[col] : QString::number(col + 1);
  const QString row_name = row_title_.isEmpty() ? tr("row") : row_title_;
  const QString col_name = col_title_.isEmpty() ? tr("column") : col_title_;
  const QString value_name = value_name_.isEmpty() ? tr("value") : value_name_;
  return tr("<b>%1</b> #%2: <code>%3</code><br><b>%4</b> #%5: <code>%6</code><br>%7 = <b>%8</b>")
      .arg(row_name.toHtmlEscaped())
      .arg(row + 1)
      .arg(row_token.toHtmlEscaped())
      .arg(col_name.toHtmlEscaped())
      .arg(col + 1)
      .arg(col_token.toHtmlEscaped())
      .arg(value_name.toHtmlEscaped(), formatValue(value(row, col)));
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent* event) {
  int r = -1, c = -1;
  if (!cellAt(event->position(), &r, &c)) r = c = -1;
  if (r != hover_row_ || c != hover_col_) {
    hover_row_ = r;
    hover_col_ = c;
    update();
    emit cellHovered(r, c, r >= 0 ? value(r, c) : 0.0f);
    if (r >= 0 && !compact_) {
      QToolTip::showText(event->globalPosition().toPoint(), cellDescription(r, c), this);
    } else if (!compact_) {
      QToolTip::hideText();
    }
  }
  QWidget::mouseMoveEvent(event);
}

void HeatmapWidget::mousePressEvent(QMouseEvent* event) {
  if (event->button() == Qt::LeftButton) {
    int r = -1, c = -1;
    if (cellAt(event->position(), &r, &c)) emit rowClicked(r);
    emit clicked();
  }
  QWidget::mousePressEvent(event);
}

void HeatmapWidget::leaveEvent(QEvent* event) {
  if (hover_row_ >= 0 || hover_col_ >= 0) {
    hover_row_ = hover_col_ = -1;
    update();
    emit cellHovered(-1, -1, 0.0f);
  }
  QWidget::leaveEvent(event);
}

}  // namespace studio
