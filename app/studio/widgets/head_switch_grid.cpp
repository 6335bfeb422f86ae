#include "widgets/head_switch_grid.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

constexpr double kPad = 4.0;
constexpr double kMinCell = 26.0, kMaxCellW = 64.0, kMaxCellH = 34.0;

QColor textOn(const QColor& background) {
  return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

}  // namespace

HeadSwitchGrid::HeadSwitchGrid(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void HeadSwitchGrid::setTitle(const QString& title) {
  title_ = title;
  update();
}

void HeadSwitchGrid::setShape(int layers, int heads) {
  layers_ = std::max(0, layers);
  heads_ = std::max(0, heads);
  off_.assign(std::size_t(layers_) * std::size_t(heads_), 0);
  values_.clear();
  max_value_ = 0;
  if (!inside(current_layer_, current_head_)) current_layer_ = current_head_ = -1;
  updateGeometry();
  update();
}

bool HeadSwitchGrid::inside(int layer, int head) const {
  return layer >= 0 && layer < layers_ && head >= 0 && head < heads_;
}

void HeadSwitchGrid::setOff(int layer, int head, bool off) {
  if (!inside(layer, head)) return;
  off_[std::size_t(layer) * std::size_t(heads_) + std::size_t(head)] = off ? 1 : 0;
  update();
}

bool HeadSwitchGrid::isOff(int layer, int head) const {
  return inside(layer, head) && off_[std::size_t(layer) * std::size_t(heads_) + std::size_t(head)];
}

void HeadSwitchGrid::clearOff() {
  std::fill(off_.begin(), off_.end(), 0);
  update();
}

int HeadSwitchGrid::offCount() const { return int(std::count(off_.begin(), off_.end(), 1)); }

void HeadSwitchGrid::setValues(const std::vector<std::vector<double>>& values) {
  values_ = values;
  max_value_ = 0;
  for (const auto& row : values_)
    for (double v : row)
      if (std::isfinite(v)) max_value_ = std::max(max_value_, v);
  update();
}

double HeadSwitchGrid::value(int layer, int head) const {
  if (!inside(layer, head) || std::size_t(layer) >= values_.size() ||
      std::size_t(head) >= values_[std::size_t(layer)].size())
    return std::nan("");
  return values_[std::size_t(layer)][std::size_t(head)];
}

QColor HeadSwitchGrid::cellColor(int layer, int head) const {
  if (isOff(layer, head)) return palette().color(QPalette::Dark);
  const double v = value(layer, head);
  if (!std::isfinite(v)) return palette().color(QPalette::Base);
  return color_maps::viridis(max_value_ > 0 ? v / max_value_ : 0.0);
}

HeadSwitchGrid::Geometry HeadSwitchGrid::geometry() const {
  const QFontMetricsF fm(font());
  Geometry g;
  g.left = kPad + fm.horizontalAdvance(QStringLiteral("L00")) + kPad;
  g.top = kPad + fm.height() + kPad + fm.height();  // title, then the head numbers
  if (layers_ == 0 || heads_ == 0) return g;
  g.cell_w = std::clamp((width() - g.left - kPad) / heads_, kMinCell, kMaxCellW);
  g.cell_h = std::clamp((height() - g.top - kPad) / layers_, kMinCell, kMaxCellH);
  return g;
}

LayerHeadBlock HeadSwitchGrid::block() const {
  const Geometry g = geometry();
  return {g.left, g.top, g.cell_w, g.cell_h, layers_, heads_};
}

QRectF HeadSwitchGrid::cellRect(int layer, int head) const { return block().cellRect(layer, head); }

QSize HeadSwitchGrid::sizeHint() const {
  const QFontMetricsF fm(font());
  const double w = std::max(fm.horizontalAdvance(title_) + 2 * kPad,
                            kPad + fm.horizontalAdvance(QStringLiteral("L00")) + kPad + heads_ * 44.0 + kPad);
  const double h = 3 * kPad + 2 * fm.height() + layers_ * 30.0 + kPad;
  return QSize(int(std::ceil(w)), int(std::ceil(h)));
}

QSize HeadSwitchGrid::minimumSizeHint() const {
  const QFontMetricsF fm(font());
  const double w = kPad + fm.horizontalAdvance(QStringLiteral("L00")) + kPad + heads_ * kMinCell + kPad;
  const double h = 3 * kPad + 2 * fm.height() + layers_ * kMinCell + kPad;
  return QSize(int(std::ceil(w)), int(std::ceil(h)));
}

void HeadSwitchGrid::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QFontMetricsF fm(font());
  const Geometry g = geometry();
  p.setPen(palette().color(QPalette::WindowText));
  p.drawText(QRectF(kPad, kPad, width() - 2 * kPad, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
             fm.elidedText(title_, Qt::ElideRight, width() - 2 * kPad));
  if (layers_ == 0 || heads_ == 0) return;
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  for (int h = 0; h < heads_; ++h)
    p.drawText(QRectF(g.left + h * g.cell_w, g.top - fm.height(), g.cell_w, fm.height()), Qt::AlignCenter,
               QStringLiteral("H%1").arg(h + 1));
  for (int l = 0; l < layers_; ++l) {
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRectF(0, g.top + l * g.cell_h, g.left - kPad, g.cell_h), Qt::AlignRight | Qt::AlignVCenter,
               QStringLiteral("L%1").arg(l + 1));
    for (int h = 0; h < heads_; ++h) {
      const QRectF r = cellRect(l, h).adjusted(1, 1, -1, -1);
      const QColor fill = cellColor(l, h);
      p.fillRect(r, fill);
      p.setPen(QPen(palette().color(QPalette::Mid), 1));
      p.drawRect(r);
      p.setFont(small);
      p.setPen(textOn(fill));
      if (isOff(l, h)) {
        // Crossed out: readable without colour.
        p.setPen(QPen(palette().color(QPalette::Light), 1.5));
        p.drawLine(r.topLeft() + QPointF(4, 4), r.bottomRight() - QPointF(4, 4));
        p.drawLine(r.topRight() + QPointF(-4, 4), r.bottomLeft() + QPointF(4, -4));
      } else if (const double v = value(l, h); std::isfinite(v)) {
        p.drawText(r, Qt::AlignCenter, QString::number(v, 'f', 2).mid(v < 1 ? 1 : 0));
      }
      p.setFont(font());
    }
  }
  if (hasFocus() && inside(current_layer_, current_head_)) {
    p.setPen(QPen(palette().color(QPalette::Highlight), 2.5));
    p.drawRect(cellRect(current_layer_, current_head_).adjusted(1.5, 1.5, -1.5, -1.5));
  }
}

void HeadSwitchGrid::toggle(int layer, int head) {
  if (!toggleable_ || !inside(layer, head)) return;
  const bool off = !isOff(layer, head);
  setOff(layer, head, off);
  emit headToggled(layer, head, off);
}

void HeadSwitchGrid::mousePressEvent(QMouseEvent* event) {
  int layer = 0, head = 0;
  if (event->button() != Qt::LeftButton || !block().cellAt(event->position(), &layer, &head))
    return QWidget::mousePressEvent(event);
  current_layer_ = layer;
  current_head_ = head;
  toggle(layer, head);
  update();
}

void HeadSwitchGrid::keyPressEvent(QKeyEvent* event) {
  if (layers_ == 0 || heads_ == 0) return QWidget::keyPressEvent(event);
  if (!inside(current_layer_, current_head_)) current_layer_ = current_head_ = 0;
  if (arrowKeyStep(event->key(), &current_layer_, &current_head_)) {
    current_layer_ = std::clamp(current_layer_, 0, layers_ - 1);
    current_head_ = std::clamp(current_head_, 0, heads_ - 1);
    update();
    return;
  }
  switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
      toggle(current_layer_, current_head_);
      break;
    default:
      return QWidget::keyPressEvent(event);
  }
  update();
}

QString HeadSwitchGrid::cellToolTip(int layer, int head) const {
  QString text = tr("Layer %1, head %2").arg(layer + 1).arg(head + 1);
  if (const double v = value(layer, head); std::isfinite(v))
    text += QStringLiteral("\n") + tr("Normalised importance: %1").arg(v, 0, 'f', 3);
  if (toggleable_)
    text += QStringLiteral("\n") + (isOff(layer, head) ? tr("Switched off: click to switch it on again.")
                                                       : tr("Click to switch this head off."));
  return text;
}

bool HeadSwitchGrid::event(QEvent* event) {
  const bool tooltip = showCellToolTip(this, event, [this](const QPointF& pos) {
    int layer = 0, head = 0;
    return block().cellAt(pos, &layer, &head) ? cellToolTip(layer, head) : QString();
  });
  return tooltip || QWidget::event(event);
}

}  // namespace studio
