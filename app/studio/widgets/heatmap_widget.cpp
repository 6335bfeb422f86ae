#include "widgets/heatmap_widget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEngine>
#include <QPaintEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "core/ui_language.h"
#include "widgets/color_maps.h"

namespace studio {

namespace {

constexpr double kPad = 6.0;
constexpr double kLegendBarWidth = 12.0;
constexpr double kMaxLabelWidth = 130.0;
// The smallest line height labels shrink to before every other one has to be left out.
constexpr double kMinLabelLine = 7.0;
// Above this many cells the screen draws the matrix from a cached image instead of one rectangle per cell,
// so large maps (6 layers x 16 heads at 100+ tokens) stay cheap to repaint. SVG always gets vector cells.
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

QColor blend(const QColor& a, const QColor& b, double t) {
  return QColor::fromRgbF(float(a.redF() * (1 - t) + b.redF() * t),
                          float(a.greenF() * (1 - t) + b.greenF() * t),
                          float(a.blueF() * (1 - t) + b.blueF() * t));
}

// Neutral grey between the background and the frame colour: clearly not a colour of the scale.
QColor maskedColor(const QPalette& pal) {
  return blend(pal.color(QPalette::Window), pal.color(QPalette::Mid), 0.5);
}

QColor hatchColor(const QPalette& pal) {
  QColor c = pal.color(QPalette::WindowText);
  c.setAlphaF(0.35f);
  return c;
}

// Diagonal hatching inside `r`, on a grid shared by all rectangles so neighbouring strips line up.
void hatch(QPainter& p, const QRectF& r, double spacing) {
  const double c0 = std::ceil((r.left() + r.top()) / spacing) * spacing;
  for (double c = c0; c < r.right() + r.bottom(); c += spacing) {
    // The line x + y = c clipped to r.
    const double xa = std::max(r.left(), c - r.bottom()), xb = std::min(r.right(), c - r.top());
    if (xb > xa) p.drawLine(QPointF(xa, c - xa), QPointF(xb, c - xb));
  }
}

// The same hatching as a brush of one tile: pixels whose centres lie on x + y = k · size. A brush is
// anchored to the widget, so neighbouring strips line up too.
QBrush hatchBrush(const QColor& color, int size) {
  size = std::max(size, 2);
  QImage tile(size, size, QImage::Format_ARGB32_Premultiplied);
  tile.fill(Qt::transparent);
  for (int x = 0; x < size; ++x) tile.setPixelColor(x, (2 * size - 1 - x) % size, color);
  return QBrush(tile);
}

}  // namespace

HeatmapWidget::HeatmapWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setAttribute(Qt::WA_OpaquePaintEvent, false);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setFocusPolicy(Qt::StrongFocus);  // arrow keys move a cursor over the cells
}

void HeatmapWidget::setMatrix(std::vector<float> values, int rows, int cols) {
  rows_ = std::max(0, rows);
  cols_ = std::max(0, cols);
  values_ = std::move(values);
  values_.resize(static_cast<std::size_t>(rows_) * static_cast<std::size_t>(cols_), 0.0f);
  if (highlighted_row_ >= rows_) highlighted_row_ = -1;
  if (focus_row_ >= rows_) focus_row_ = -1;
  if (marked_row_ >= rows_ || marked_col_ >= cols_) marked_row_ = marked_col_ = -1;
  hover_row_ = hover_col_ = -1;
  if (auto_range_) computeAutoRange();
  invalidateImage();
  updateGeometry();
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
}

void HeatmapWidget::setAutoRange() {
  auto_range_ = true;
  computeAutoRange();
  invalidateImage();
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
}

void HeatmapWidget::setLegendVisible(bool visible) {
  legend_ = visible;
  update();
}

void HeatmapWidget::setCompact(bool compact) {
  compact_ = compact;
  setToolTip(QString());
  setFocusPolicy(compact ? Qt::NoFocus : Qt::StrongFocus);
  updateGeometry();
  update();
}

void HeatmapWidget::setHighlightedRow(int row) {
  const int clamped = (row >= 0 && row < rows_) ? row : -1;
  if (clamped == highlighted_row_) return;
  highlighted_row_ = clamped;
  update();
}

void HeatmapWidget::setFocusRow(int row) {
  const int clamped = (row >= 0 && row < rows_) ? row : -1;
  if (clamped == focus_row_) return;
  focus_row_ = clamped;
  invalidateImage();
}

void HeatmapWidget::setMarkedCell(int row, int col) {
  const bool inside = row >= 0 && row < rows_ && col >= 0 && col < cols_;
  if ((inside ? row : -1) == marked_row_ && (inside ? col : -1) == marked_col_) return;
  marked_row_ = inside ? row : -1;
  marked_col_ = inside ? col : -1;
  update();
}

void HeatmapWidget::setCausalMask(bool causal) {
  if (causal_ == causal) return;
  causal_ = causal;
  invalidateImage();
}

void HeatmapWidget::setSelected(bool selected) {
  if (selected_ == selected) return;
  selected_ = selected;
  update();
}

void HeatmapWidget::setCursorCell(int row, int col) {
  const bool inside = row >= 0 && row < rows_ && col >= 0 && col < cols_;
  hover_row_ = inside ? row : -1;
  hover_col_ = inside ? col : -1;
  update();
}

QColor HeatmapWidget::colorFor(float value) const {
  const double t = (static_cast<double>(value) - min_) / (static_cast<double>(max_) - min_);
  return scale_ == ColorScale::kDiverging ? color_maps::diverging(t) : color_maps::viridis(t);
}

QColor HeatmapWidget::displayedColor(int row, int col) const {
  if (isMasked(row, col)) return maskedColor(palette());
  const QColor c = colorFor(value(row, col));
  if (focus_row_ >= 0 && row != focus_row_) return blend(c, palette().color(QPalette::Base), kHeatmapFade);
  return c;
}

HeatmapColoring HeatmapWidget::coloring() const {
  HeatmapColoring c;
  c.min = min_;
  c.max = max_;
  c.diverging = scale_ == ColorScale::kDiverging;
  c.causal = causal_;
  c.focus_row = focus_row_;
  c.masked = maskedColor(palette()).rgb();
  c.fade_towards = palette().color(QPalette::Base).rgb();
  return c;
}

void HeatmapWidget::invalidateImage() {
  image_current_ = false;
  if (image_elsewhere_) return;
  image_ = QImage();
  update();
}

void HeatmapWidget::setImageRenderedElsewhere(bool elsewhere) {
  image_elsewhere_ = elsewhere;
  picture_ = QImage();
  if (!elsewhere && !image_current_) image_ = QImage();
}

bool HeatmapWidget::adoptImage(const QImage& image, const HeatmapColoring& made_with, const QImage& picture) {
  if (!(made_with == coloring()) || image.width() != cols_ || image.height() != rows_) return false;
  image_ = image;
  picture_ = picture;
  image_current_ = true;
  update();
  return true;
}

QSize HeatmapWidget::pictureSize() const {
  if (!compact_) return {};
  const QSizeF matrix = computeLayout().matrix.size() * devicePixelRatio();
  return {int(std::lround(matrix.width())), int(std::lround(matrix.height()))};
}

const QImage& HeatmapWidget::matrixImage() const {
  if (!image_current_ && !image_elsewhere_) {
    image_ = renderHeatmapImage(values_.data(), rows_, cols_, coloring());
    image_current_ = true;
  }
  return image_;
}

// ---- layout -------------------------------------------------------------------------------------------

HeatmapWidget::Margins HeatmapWidget::margins(double width, double label_scale) const {
  Margins m;
  const QFontMetricsF fm(font());
  const double line = fm.height();
  Layout scaled;
  scaled.label_scale = label_scale;
  const QFontMetricsF label_fm(labelFont(scaled));
  auto widest = [&](const QStringList& labels) {
    double w = 0;
    for (const QString& s : labels) w = std::max(w, label_fm.horizontalAdvance(s));
    return std::min(w, kMaxLabelWidth * label_scale);
  };
  m.row_label_w = row_labels_.isEmpty() ? 0 : widest(row_labels_) + kPad;
  m.col_label_h = col_labels_.isEmpty() ? 0 : widest(col_labels_) + kPad;
  if (!title_.isEmpty()) {
    // Long titles wrap onto more lines instead of being clipped at the sides.
    QFont bold = font();
    bold.setBold(true);
    const QRectF box = QFontMetricsF(bold).boundingRect(QRectF(0, 0, std::max(40.0, width - 2 * kPad), 1e5),
                                                        Qt::AlignCenter | Qt::TextWordWrap, title_);
    m.title_h = box.height() + kPad;
  }
  m.row_title_w = row_title_.isEmpty() ? 0 : line + kPad;
  const double col_title_h = col_title_.isEmpty() ? 0 : line + kPad;
  const QString lo = formatValue(min_), hi = formatValue(max_);
  if (legend_) {
    m.legend_w = kPad * 2 + kLegendBarWidth + 4 +
                 std::max(fm.horizontalAdvance(lo), fm.horizontalAdvance(hi)) +
                 (value_name_.isEmpty() ? 0 : line + 2);
    if (causal_)
      m.legend_w = std::max(m.legend_w, kPad * 2 + kLegendBarWidth + 4 + fm.horizontalAdvance(tr("masked")));
  }
  m.left = kPad + m.row_title_w + m.row_label_w;
  m.top = kPad + m.title_h;
  m.right = kPad + m.legend_w;
  m.bottom = kPad + m.col_label_h + col_title_h;
  return m;
}

HeatmapWidget::Layout HeatmapWidget::computeLayout(const QSizeF& size) const {
  if (compact_) {
    Layout l;
    l.matrix = QRectF(QPointF(0, 0), size).adjusted(1, 1, -1, -1);
    l.cell_w = cols_ > 0 ? l.matrix.width() / cols_ : 0;
    l.cell_h = rows_ > 0 ? l.matrix.height() / rows_ : 0;
    return l;
  }
  LayoutInputs inputs{.area = size,
                      .font = font(),
                      .row_labels = row_labels_,
                      .col_labels = col_labels_,
                      .title = title_,
                      .row_title = row_title_,
                      .col_title = col_title_,
                      .value_name = value_name_,
                      .masked = causal_ ? tr("masked") : QString(),
                      .min = min_,
                      .max = max_,
                      .legend = legend_,
                      .rows = rows_,
                      .cols = cols_};
  if (!measured_ || !(measured_->first == inputs)) measured_.emplace(std::move(inputs), measureLayout(size));
  return measured_->second;
}

HeatmapWidget::Layout HeatmapWidget::measureLayout(const QSizeF& size) const {
  Layout l;
  const QRectF area(QPointF(0, 0), size);
  // Labels shrink to their cells; only below a readable size is every k-th one left out. Shrunk labels
  // need less room, which gives the cells more: the margins are measured again with the smaller font.
  const double line = QFontMetricsF(font()).height();
  auto cellFor = [&](const Margins& m) {
    const double avail_w = std::max(1.0, area.width() - m.left - m.right);
    const double avail_h = std::max(1.0, area.height() - m.top - m.bottom);
    // Square cells read best; limit them so tiny matrices don't become giant blocks.
    const double cell = rows_ > 0 && cols_ > 0 ? std::min(avail_w / cols_, avail_h / rows_) : 0;
    return std::min(cell, 64.0);
  };
  Margins m = margins(area.width(), 1.0);
  double cell = cellFor(m);
  l.label_scale = std::min(1.0, std::max(cell, kMinLabelLine) / line);
  if (l.label_scale < 1.0) {
    m = margins(area.width(), l.label_scale);
    cell = cellFor(m);
  }
  if (cell < kMinLabelLine)
    l.row_step = l.col_step = std::max(1, int(std::ceil(kMinLabelLine / std::max(0.1, cell))));
  l.area_w = area.width();
  l.row_label_w = m.row_label_w;
  l.col_label_h = m.col_label_h;
  l.legend_w = m.legend_w;
  l.title_h = m.title_h;
  const double avail_w = std::max(1.0, area.width() - m.left - m.right);
  const double avail_h = std::max(1.0, area.height() - m.top - m.bottom);
  l.cell_w = l.cell_h = cell;
  const double mw = cell * cols_, mh = cell * rows_;
  // Centre the block (labels and legend travel with the matrix).
  const double x0 = m.left + (avail_w - mw) / 2.0;
  const double y0 = m.top + (avail_h - mh) / 2.0;
  l.matrix = QRectF(x0, y0, mw, mh);
  l.title_y = y0 - m.title_h;
  l.row_title_x = x0 - m.row_label_w - m.row_title_w;
  l.col_title_y = y0 + mh + m.col_label_h;
  l.drawn_rows = drawnLabels(l, true);
  l.drawn_cols = drawnLabels(l, false);
  return l;
}

HeatmapWidget::Layout HeatmapWidget::computeLayout() const { return computeLayout(QSizeF(size())); }

QFont HeatmapWidget::labelFont(const Layout& l) const {
  QFont f = font();
  if (l.label_scale < 1.0) {
    if (f.pointSizeF() > 0)
      f.setPointSizeF(std::max(1.0, f.pointSizeF() * l.label_scale));
    else
      f.setPixelSize(std::max(1, int(f.pixelSize() * l.label_scale)));
  }
  return f;
}

QStringList HeatmapWidget::drawnLabels(const Layout& l, bool rows) const {
  const QStringList& labels = rows ? row_labels_ : col_labels_;
  const int n = rows ? rows_ : cols_;
  const int step = rows ? l.row_step : l.col_step;
  const double room = (rows ? l.row_label_w : l.col_label_h) - kPad / 2;
  const QFontMetricsF fm(labelFont(l));
  QStringList out;
  for (int i = 0; i < n; ++i)
    out << (i < labels.size() && i % step == 0 ? fm.elidedText(labels[i], Qt::ElideRight, room) : QString());
  return out;
}

QStringList HeatmapWidget::drawnRowLabels() const { return computeLayout().drawn_rows; }

QStringList HeatmapWidget::drawnColumnLabels() const { return computeLayout().drawn_cols; }

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

QSize HeatmapWidget::figureSize() const {
  if (compact_ || rows_ == 0 || cols_ == 0) return size().expandedTo(QSize(320, 240));
  // Cells large enough for every label at full size.
  const double line = QFontMetricsF(font()).height();
  const double cell = std::clamp(560.0 / std::max(rows_, cols_), line + 2, 40.0);
  const Margins first = margins(cols_ * cell + 400, 1.0);
  const double width = std::max(360.0, cols_ * cell + first.left + first.right);
  const Margins m = margins(width, 1.0);
  return QSize(int(std::ceil(width)), int(std::ceil(rows_ * cell + m.top + m.bottom)));
}

// ---- painting -----------------------------------------------------------------------------------------

void HeatmapWidget::paintEvent(QPaintEvent* event) {
  Q_UNUSED(event);
  QPainter painter(this);
  paintHeatmap(painter);
}

void HeatmapWidget::paintHeatmap(QPainter& p) const { paintAll(p, QSizeF(size()), true); }

void HeatmapWidget::paintFigure(QPainter& p, const QSize& size) const { paintAll(p, QSizeF(size), false); }

void HeatmapWidget::paintAll(QPainter& p, const QSizeF& area, bool interactive) const {
  const QPalette pal = palette();
  p.fillRect(QRectF(QPointF(0, 0), area), pal.color(compact_ ? QPalette::Base : QPalette::Window));
  const Layout l = computeLayout(area);
  if (rows_ == 0 || cols_ == 0) {
    if (!compact_) {
      p.setPen(pal.color(QPalette::PlaceholderText));
      p.drawText(QRectF(QPointF(0, 0), area), Qt::AlignCenter, tr("Nothing to show yet"));
    }
    return;
  }
  paintMatrix(p, l, interactive);
  if (compact_) {
    if (selected_) {
      p.setPen(QPen(pal.color(QPalette::Highlight), 3));
      p.setBrush(Qt::NoBrush);
      p.drawRect(QRectF(QPointF(0, 0), area).adjusted(1.5, 1.5, -1.5, -1.5));
    }
    return;
  }
  paintLabels(p, l, interactive);
  if (legend_) paintLegend(p, l);
}

void HeatmapWidget::paintMatrix(QPainter& p, const Layout& l, bool interactive) const {
  const bool svg = p.paintEngine() && p.paintEngine()->type() == QPaintEngine::SVG;
  const bool vector_cells = svg || (!compact_ && rows_ * cols_ <= kMaxVectorCells);
  if (vector_cells) {
    // One rectangle per cell keeps SVG output crisp at any zoom.
    p.setPen(Qt::NoPen);
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        const QRectF cell(l.matrix.left() + c * l.cell_w, l.matrix.top() + r * l.cell_h, l.cell_w + 0.5,
                          l.cell_h + 0.5);
        p.fillRect(cell, displayedColor(r, c));
      }
    }
  } else if (image_elsewhere_ && !picture_.isNull() && picture_.size() == pictureSize() &&
             picture_.devicePixelRatio() == devicePixelRatio()) {
    p.drawImage(l.matrix.topLeft(), picture_);  // already at the screen's pixels: a copy
  } else {
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.matrix, matrixImage());
    p.restore();
  }
  if (causal_ && !compact_) paintMask(p, l);

  // Cell values when there is room: small matrices become readable tables.
  const QFontMetricsF fm(font());
  if (!compact_ && l.cell_w >= fm.horizontalAdvance(QStringLiteral("-0.00")) + 4 && l.cell_h >= fm.height()) {
    for (int r = 0; r < rows_; ++r) {
      for (int c = 0; c < cols_; ++c) {
        if (isMasked(r, c)) continue;
        const QColor bg = displayedColor(r, c);
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
  if (marked_row_ >= 0) {
    const QRectF cell(l.matrix.left() + marked_col_ * l.cell_w, l.matrix.top() + marked_row_ * l.cell_h,
                      l.cell_w, l.cell_h);
    p.setPen(QPen(QColor(255, 90, 40), compact_ ? 2.0 : 3.0));
    p.drawRect(cell.adjusted(-1, -1, 1, 1));
  }
  if (interactive && !compact_ && hover_row_ >= 0 && hover_col_ >= 0) {
    const QRectF cell(l.matrix.left() + hover_col_ * l.cell_w, l.matrix.top() + hover_row_ * l.cell_h,
                      l.cell_w, l.cell_h);
    p.setPen(QPen(palette().color(QPalette::Text), 1.0, Qt::DashLine));
    p.drawRect(QRectF(l.matrix.left(), cell.top(), l.matrix.width(), cell.height()));
    p.drawRect(QRectF(cell.left(), l.matrix.top(), cell.width(), l.matrix.height()));
    p.setPen(QPen(palette().color(QPalette::Highlight), 2.0));
    p.drawRect(cell.adjusted(-1, -1, 1, 1));
  }
  const bool focused = interactive && !compact_ && hasFocus();
  p.setPen(QPen(palette().color(focused ? QPalette::Highlight : QPalette::Mid), focused ? 2.0 : 1.0));
  p.drawRect(l.matrix);
}

void HeatmapWidget::paintMask(QPainter& p, const Layout& l) const {
  // Row r's masked cells are one strip from column r + 1 to the right edge.
  const double spacing = std::clamp(std::min(l.cell_w, l.cell_h) / 2, 3.0, 8.0);
  const int strips = std::min(rows_, cols_ - 1);
  auto strip = [&](int r) {
    return QRectF(l.matrix.left() + (r + 1) * l.cell_w, l.matrix.top() + r * l.cell_h,
                  (cols_ - r - 1) * l.cell_w, l.cell_h);
  };
  p.save();
  for (int r = 0; r < strips; ++r) p.fillRect(strip(r), maskedColor(palette()));
  if (p.paintEngine() && p.paintEngine()->type() == QPaintEngine::SVG) {
    p.setPen(QPen(hatchColor(palette()), 1.0));
    for (int r = 0; r < strips; ++r) hatch(p, strip(r), spacing);  // vector lines, crisp at any zoom
  } else {
    // On screen a tile of the same hatching as a brush: a line per strip and stripe took longer than the
    // rest of the map.
    const QBrush hatching = hatchBrush(hatchColor(palette()), int(std::lround(spacing)));
    for (int r = 0; r < strips; ++r) p.fillRect(strip(r), hatching);
  }
  p.restore();
}

void HeatmapWidget::paintLabels(QPainter& p, const Layout& l, bool interactive) const {
  const QPalette pal = palette();
  const QFont label_font = labelFont(l);
  const QFontMetricsF fm(label_font);
  const double line = fm.height();
  QFont bold = label_font;
  bold.setBold(true);
  const int hover_row = interactive ? hover_row_ : -1, hover_col = interactive ? hover_col_ : -1;

  const QStringList &rows = l.drawn_rows, &cols = l.drawn_cols;
  // Emphasised labels are bold, so elided again.
  const QFontMetricsF bold_fm(bold);
  for (int r = 0; r < rows_ && r < row_labels_.size(); ++r) {
    const bool emphasised = r == highlighted_row_ || r == hover_row || r == focus_row_;
    if (rows[r].isEmpty() && !emphasised) continue;
    p.setFont(emphasised ? bold : label_font);
    p.setPen(pal.color(emphasised ? QPalette::Highlight : QPalette::WindowText));
    const QRectF box(l.matrix.left() - l.row_label_w, l.matrix.top() + r * l.cell_h + l.cell_h / 2 - line / 2,
                     l.row_label_w - kPad / 2, line);
    p.drawText(
        box, Qt::AlignRight | Qt::AlignVCenter,
        emphasised ? bold_fm.elidedText(row_labels_[r], Qt::ElideRight, l.row_label_w - kPad / 2) : rows[r]);
  }
  for (int c = 0; c < cols_ && c < col_labels_.size(); ++c) {
    const bool emphasised = c == hover_col || c == marked_col_;
    if (cols[c].isEmpty() && !emphasised) continue;
    p.save();
    p.setFont(emphasised ? bold : label_font);
    p.setPen(pal.color(emphasised ? QPalette::Highlight : QPalette::WindowText));
    // Rotated -90°: text runs upwards, ending just below the matrix.
    p.translate(l.matrix.left() + c * l.cell_w + l.cell_w / 2, l.matrix.bottom() + kPad / 2);
    p.rotate(-90);
    const QRectF box(-(l.col_label_h - kPad / 2), -line / 2, l.col_label_h - kPad / 2, line);
    p.drawText(
        box, Qt::AlignRight | Qt::AlignVCenter,
        emphasised ? bold_fm.elidedText(col_labels_[c], Qt::ElideRight, l.col_label_h - kPad / 2) : cols[c]);
    p.restore();
  }
  p.setFont(font());

  const double full_line = QFontMetricsF(font()).height();
  QFont title_font = font();
  title_font.setBold(true);
  p.setPen(pal.color(QPalette::WindowText));
  if (!title_.isEmpty()) {
    p.setFont(title_font);
    p.drawText(QRectF(kPad, l.title_y, std::max(40.0, l.area_w - 2 * kPad), l.title_h - kPad / 2),
               Qt::AlignCenter | Qt::TextWordWrap, title_);
  }
  QFont axis_font = font();
  axis_font.setItalic(true);
  p.setFont(axis_font);
  p.setPen(pal.color(QPalette::WindowText));
  if (!col_title_.isEmpty()) {
    p.drawText(QRectF(l.matrix.left() - 200, l.col_title_y, l.matrix.width() + 400, full_line),
               Qt::AlignCenter, col_title_);
  }
  if (!row_title_.isEmpty()) {
    p.save();
    p.translate(l.row_title_x + full_line / 2, l.matrix.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-200 - l.matrix.height() / 2, -full_line / 2, l.matrix.height() + 400, full_line),
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
  if (causal_) {
    // The key for masked cells, below the bar: they are not weight 0, the mask hides them.
    const QRectF swatch(bar.left(), bar.bottom() + fm.height(), kLegendBarWidth, kLegendBarWidth);
    p.fillRect(swatch, maskedColor(pal));
    p.setPen(QPen(hatchColor(pal), 1.0));
    hatch(p, swatch, 4.0);
    p.setPen(pal.color(QPalette::Mid));
    p.drawRect(swatch);
    p.setPen(pal.color(QPalette::WindowText));
    p.drawText(QRectF(swatch.right() + 4, swatch.center().y() - fm.height() / 2, 200, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, tr("masked"));
  }
}

// ---- interaction --------------------------------------------------------------------------------------

QString HeatmapWidget::cellDescription(int row, int col) const {
  const QString row_token = row < row_labels_.size() ? row_labels_[row] : QString::number(row + 1);
  const QString col_token = col < col_labels_.size() ? col_labels_[col] : QString::number(col + 1);
  const QString row_name = row_title_.isEmpty() ? tr("row") : row_title_;
  const QString col_name = col_title_.isEmpty() ? tr("column") : col_title_;
  const QString value_name = value_name_.isEmpty() ? tr("value") : value_name_;
  QString text = tr("<b>%1</b> #%2: <code>%3</code><br><b>%4</b> #%5: <code>%6</code><br>%7 = <b>%8</b>")
                     .arg(row_name.toHtmlEscaped())
                     .arg(row + 1)
                     .arg(row_token.toHtmlEscaped())
                     .arg(col_name.toHtmlEscaped())
                     .arg(col + 1)
                     .arg(col_token.toHtmlEscaped())
                     .arg(value_name.toHtmlEscaped(), formatValue(value(row, col)));
  if (isMasked(row, col)) text += tr("<br><i>masked: a query cannot attend to later positions</i>");
  return text;
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

void HeatmapWidget::moveCursor(int row, int col) {
  row = std::clamp(row, 0, rows_ - 1);
  col = std::clamp(col, 0, cols_ - 1);
  if (row == hover_row_ && col == hover_col_) return;
  setCursorCell(row, col);
  emit cellHovered(row, col, value(row, col));
}

void HeatmapWidget::keyPressEvent(QKeyEvent* event) {
  if (compact_ || rows_ == 0 || cols_ == 0) return QWidget::keyPressEvent(event);
  // The first key puts the cursor on the first cell.
  const int row = std::max(hover_row_, 0), col = std::max(hover_col_, 0);
  const bool fresh = hover_row_ < 0;
  switch (event->key()) {
    case Qt::Key_Left:
      return moveCursor(row, fresh ? 0 : col - 1);
    case Qt::Key_Right:
      return moveCursor(row, fresh ? 0 : col + 1);
    case Qt::Key_Up:
      return moveCursor(fresh ? 0 : row - 1, col);
    case Qt::Key_Down:
      return moveCursor(fresh ? 0 : row + 1, col);
    case Qt::Key_Home:
      return moveCursor(row, 0);
    case Qt::Key_End:
      return moveCursor(row, cols_ - 1);
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
      if (fresh) return moveCursor(0, 0);
      emit rowClicked(row);
      emit clicked();
      return;
    default:
      return QWidget::keyPressEvent(event);
  }
}

void HeatmapWidget::leaveEvent(QEvent* event) {
  if (!hasFocus() && (hover_row_ >= 0 || hover_col_ >= 0)) {
    hover_row_ = hover_col_ = -1;
    update();
    emit cellHovered(-1, -1, 0.0f);
  }
  QWidget::leaveEvent(event);
}

void HeatmapWidget::changeEvent(QEvent* event) {
  // The cached image holds palette colours (masked cells, faded rows).
  if (event->type() == QEvent::PaletteChange) invalidateImage();
  if (event->type() == QEvent::LanguageChange) {
    // Titles the view set once from a translation follow the new language; built titles (null) stay.
    for (QString* text : {&row_title_, &col_title_, &title_}) {
      const QString now = retranslateShownText(*text);
      if (!now.isNull()) *text = now;
    }
    update();
  }
  QWidget::changeEvent(event);
}

bool HeatmapWidget::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip && !compact_) {
    // Over a (possibly elided) token label: the whole token.
    const QPoint pos = static_cast<QHelpEvent*>(event)->pos();
    const Layout l = computeLayout();
    QString tip;
    if (pos.x() < l.matrix.left() && pos.x() >= l.matrix.left() - l.row_label_w &&
        pos.y() >= l.matrix.top() && pos.y() < l.matrix.bottom() && l.cell_h > 0)
      tip = row_labels_.value(int((pos.y() - l.matrix.top()) / l.cell_h));
    else if (pos.y() > l.matrix.bottom() && pos.y() <= l.matrix.bottom() + l.col_label_h &&
             pos.x() >= l.matrix.left() && pos.x() < l.matrix.right() && l.cell_w > 0)
      tip = col_labels_.value(int((pos.x() - l.matrix.left()) / l.cell_w));
    if (!tip.isEmpty()) {
      QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), tip, this);
      return true;
    }
  }
  return QWidget::event(event);
}

}  // namespace studio
