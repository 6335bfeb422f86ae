#include "widgets/head_grid_widget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

constexpr double kPad = 6.0;
constexpr double kMinCellW = 66.0, kMaxCellW = 130.0;
constexpr double kMinCellH = 44.0, kMaxCellH = 70.0;
constexpr double kBarH = 12.0;

// Below the cells: the baseline markers, the colour bar, its tick labels and two legend lines.
double bottomRoom(const QFontMetricsF& fm) {
  return 2 * kPad + 1.6 * fm.height() + kBarH + 4 + 3 * fm.height() + kPad;
}

QString percent(double v) { return QString::number(100.0 * v, 'f', 0); }

// Dark text on the light end of viridis, light text on the dark end.
QColor textOn(const QColor& background) {
  return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

// A small triangle pointing down at `x` with its tip at `y`.
QPainterPath triangle(double x, double y, double size) {
  QPainterPath path;
  path.moveTo(x, y);
  path.lineTo(x - size, y - 1.6 * size);
  path.lineTo(x + size, y - 1.6 * size);
  path.closeSubpath();
  return path;
}

QPainterPath diamond(double x, double y, double size) {
  QPainterPath path;
  path.moveTo(x, y - size);
  path.lineTo(x + size, y);
  path.lineTo(x, y + size);
  path.lineTo(x - size, y);
  path.closeSubpath();
  return path;
}

}  // namespace

HeadGridWidget::HeadGridWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void HeadGridWidget::setTitle(const QString& title) {
  title_ = title;
  update();
}

void HeadGridWidget::setScores(const std::vector<attn::HeadScore>& heads,
                               const attn::HeadScore& mean_over_heads,
                               const attn::Proportion& nearest_preceding) {
  layers_ = heads_ = 0;
  for (const auto& s : heads) {
    layers_ = std::max(layers_, s.layer + 1);
    heads_ = std::max(heads_, s.head + 1);
  }
  cells_.assign(std::size_t(layers_) * std::size_t(heads_), attn::HeadScore{});
  for (const auto& s : heads)
    if (s.layer >= 0 && s.head >= 0)
      cells_[std::size_t(s.layer) * std::size_t(heads_) + std::size_t(s.head)] = s;
  mean_ = mean_over_heads;
  nearest_ = nearest_preceding;
  if (selected_layer_ >= layers_ || selected_head_ >= heads_) selected_layer_ = selected_head_ = -1;
  updateGeometry();
  update();
}

void HeadGridWidget::setSelected(int layer, int head) {
  const bool inside = layer >= 0 && layer < layers_ && head >= 0 && head < heads_;
  selected_layer_ = inside ? layer : -1;
  selected_head_ = inside ? head : -1;
  update();
}

const attn::HeadScore* HeadGridWidget::score(int layer, int head) const {
  if (layer < 0 || layer >= layers_ || head < 0 || head >= heads_) return nullptr;
  return &cells_[std::size_t(layer) * std::size_t(heads_) + std::size_t(head)];
}

QColor HeadGridWidget::cellColor(int layer, int head) const {
  const attn::HeadScore* s = score(layer, head);
  if (!s || s->accuracy.trials == 0) return palette().color(QPalette::Mid);  // not measured
  return color_maps::viridis(s->accuracy.value());
}

bool HeadGridWidget::aboveMeanBaseline(int layer, int head) const {
  const attn::HeadScore* s = score(layer, head);
  return s && s->accuracy.trials > 0 && mean_.accuracy.trials > 0 &&
         s->accuracy.low() > mean_.accuracy.value();
}

bool HeadGridWidget::aboveNearestBaseline(int layer, int head) const {
  const attn::HeadScore* s = score(layer, head);
  return s && s->accuracy.trials > 0 && nearest_.trials > 0 && s->accuracy.low() > nearest_.value();
}

HeadGridWidget::Geometry HeadGridWidget::geometry() const {
  const QFontMetricsF fm(font());
  QFont bold = font();
  bold.setBold(true);
  const QFontMetricsF bfm(bold);
  Geometry g;
  g.top = kPad + bfm.height() * 1.4 + fm.height() + 2;  // title, then the head numbers
  g.left = kPad + std::max(fm.horizontalAdvance(tr("Layer %1").arg(std::max(layers_, 1))), 40.0) + 8;
  const double bottom_room = bottomRoom(fm);
  const double avail_w = width() - g.left - kPad;
  const double avail_h = height() - g.top - bottom_room;
  const int h = std::max(heads_, 1), l = std::max(layers_, 1);
  g.cell_w = std::clamp(avail_w / h, kMinCellW, kMaxCellW);
  g.cell_h = std::clamp(avail_h / l, kMinCellH, kMaxCellH);
  g.bar_top = g.top + l * g.cell_h + 2 * kPad + 1.6 * fm.height();
  return g;
}

LayerHeadBlock HeadGridWidget::block() const {
  const Geometry g = geometry();
  return {g.left, g.top, g.cell_w, g.cell_h, layers_, heads_};
}

QRectF HeadGridWidget::cellRect(int layer, int head) const { return block().cellRect(layer, head); }

QSize HeadGridWidget::sizeHint() const {
  const QFontMetricsF fm(font());
  const Geometry g = geometry();
  const int h = std::max(heads_, 4), l = std::max(layers_, 3);
  return QSize(int(g.left + h * 90.0 + kPad), int(g.top + l * 56.0 + bottomRoom(fm)));
}

QSize HeadGridWidget::minimumSizeHint() const {
  const QFontMetricsF fm(font());
  const Geometry g = geometry();
  const int h = std::max(heads_, 1), l = std::max(layers_, 1);
  return QSize(int(g.left + h * kMinCellW + kPad), int(g.top + l * kMinCellH + bottomRoom(fm)));
}

void HeadGridWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const Geometry g = geometry();
  const QFontMetricsF fm(font());
  QFont bold = font();
  bold.setBold(true);
  const QColor text = palette().color(QPalette::WindowText);

  p.setFont(bold);
  p.setPen(text);
  p.drawText(QRectF(kPad, kPad, width() - 2 * kPad, fm.height() * 1.4), Qt::AlignLeft | Qt::AlignVCenter,
             title_);
  p.setFont(font());
  if (layers_ == 0 || heads_ == 0) {
    p.drawText(QRectF(kPad, g.top, width() - 2 * kPad, 3 * fm.height()), Qt::AlignLeft | Qt::TextWordWrap,
               tr("No heads measured yet."));
    return;
  }
  for (int h = 0; h < heads_; ++h)
    p.drawText(QRectF(g.left + h * g.cell_w, g.top - fm.height() - 2, g.cell_w, fm.height()), Qt::AlignCenter,
               tr("Head %1").arg(h + 1));
  for (int l = 0; l < layers_; ++l)
    p.drawText(QRectF(kPad, g.top + l * g.cell_h, g.left - kPad - 6, g.cell_h),
               Qt::AlignRight | Qt::AlignVCenter, tr("Layer %1").arg(l + 1));

  QFont big = font();
  big.setPointSizeF(big.pointSizeF() * 1.15);
  big.setBold(true);
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  for (int l = 0; l < layers_; ++l)
    for (int h = 0; h < heads_; ++h) {
      const QRectF r = cellRect(l, h).adjusted(1, 1, -1, -1);
      const QColor c = cellColor(l, h);
      p.fillRect(r, c);
      const attn::HeadScore* s = score(l, h);
      p.setPen(textOn(c));
      if (s->accuracy.trials == 0) {
        p.setFont(small);
        p.drawText(r, Qt::AlignCenter, tr("n/a"));
        continue;
      }
      const QRectF upper(r.left(), r.top() + 2, r.width(), r.height() * 0.55 - 2);
      const QRectF lower(r.left(), r.top() + r.height() * 0.55, r.width(), r.height() * 0.45 - 2);
      p.setFont(big);
      p.drawText(upper, Qt::AlignHCenter | Qt::AlignBottom, tr("%1 %").arg(percent(s->accuracy.value())));
      p.setFont(small);
      p.drawText(lower, Qt::AlignHCenter | Qt::AlignTop,
                 tr("%1–%2").arg(percent(s->accuracy.low()), percent(s->accuracy.high())));
      if (aboveMeanBaseline(l, h)) {
        p.setPen(QPen(QColor(0, 0, 0), 3.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(r.adjusted(1.75, 1.75, -1.75, -1.75));
      }
      if (aboveNearestBaseline(l, h)) {
        p.setFont(small);
        p.setPen(textOn(c));
        p.drawText(r.adjusted(5, 3, -5, -3), Qt::AlignRight | Qt::AlignTop, QStringLiteral("★"));
      }
    }
  p.setFont(font());
  if (selected_layer_ >= 0) {
    const QRectF r = cellRect(selected_layer_, selected_head_).adjusted(-2, -2, 2, 2);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::SolidLine));
    p.drawRect(r);
  }
  paintColourBar(p, g);
}

void HeadGridWidget::paintColourBar(QPainter& p, const Geometry& g) {
  const QFontMetricsF fm(font());
  const QColor text = palette().color(QPalette::WindowText);
  const double x0 = g.left, x1 = std::max(g.left + heads_ * g.cell_w, g.left + 240);
  const double y = g.bar_top;
  QLinearGradient gradient(x0, 0, x1, 0);
  for (int i = 0; i <= 10; ++i) gradient.setColorAt(i / 10.0, color_maps::viridis(i / 10.0));
  p.setPen(Qt::NoPen);
  p.fillRect(QRectF(x0, y, x1 - x0, kBarH), gradient);
  p.setPen(text);
  for (int pct : {0, 25, 50, 75, 100}) {
    const double x = x0 + (x1 - x0) * pct / 100.0;
    p.drawLine(QPointF(x, y + kBarH), QPointF(x, y + kBarH + 3));
    const QString label = tr("%1 %").arg(pct);
    const double w = fm.horizontalAdvance(label);
    p.drawText(QPointF(std::clamp(x - w / 2, x0 - 4, x1 - w + 4), y + kBarH + 3 + fm.ascent()), label);
  }
  // The baselines: the mean over heads as a filled triangle with its interval, the nearest preceding person
  // as a diamond.
  auto xOf = [&](double v) { return x0 + (x1 - x0) * std::clamp(v, 0.0, 1.0); };
  QStringList legend;
  if (mean_.accuracy.trials > 0) {
    const double x = xOf(mean_.accuracy.value());
    p.setPen(QPen(text, 2));
    p.drawLine(QPointF(xOf(mean_.accuracy.low()), y - 3), QPointF(xOf(mean_.accuracy.high()), y - 3));
    p.setPen(Qt::NoPen);
    p.setBrush(text);
    p.drawPath(triangle(x, y - 1, 5));
    legend << tr("▼ mean over heads %1 % [%2–%3]")
                  .arg(percent(mean_.accuracy.value()), percent(mean_.accuracy.low()),
                       percent(mean_.accuracy.high()));
  }
  if (nearest_.trials > 0) {
    const double x = xOf(nearest_.value());
    p.setPen(QPen(QColor(0, 0, 0), 1.2));
    p.setBrush(QColor(255, 255, 255));
    p.drawPath(diamond(x, y + kBarH / 2, 5));
    legend << tr("◆ nearest preceding person %1 % [%2–%3]")
                  .arg(percent(nearest_.value()), percent(nearest_.low()), percent(nearest_.high()));
  }
  p.setBrush(Qt::NoBrush);
  p.setPen(text);
  p.drawText(QRectF(x0, y + kBarH + 4 + fm.height(), width() - x0 - kPad, 2 * fm.height() + 4),
             Qt::AlignLeft | Qt::AlignTop, legend.join(QLatin1Char('\n')));
}

void HeadGridWidget::mousePressEvent(QMouseEvent* event) {
  int layer = 0, head = 0;
  if (event->button() != Qt::LeftButton || !block().cellAt(event->position(), &layer, &head)) return;
  setSelected(layer, head);
  emit headClicked(layer, head);
}

void HeadGridWidget::keyPressEvent(QKeyEvent* event) {
  int layer = std::max(selected_layer_, 0), head = std::max(selected_head_, 0);
  if (!arrowKeyStep(event->key(), &layer, &head)) return QWidget::keyPressEvent(event);
  if (layers_ == 0 || heads_ == 0) return;
  // The first arrow press selects the first cell.
  if (selected_layer_ < 0) layer = head = 0;
  layer = std::clamp(layer, 0, layers_ - 1);
  head = std::clamp(head, 0, heads_ - 1);
  setSelected(layer, head);
  emit headClicked(layer, head);
}

QString HeadGridWidget::cellToolTip(int layer, int head) const {
  const attn::HeadScore* s = score(layer, head);
  if (!s || s->accuracy.trials == 0)
    return tr("Layer %1, head %2: not measured (no sentence had what this kind needs)")
        .arg(layer + 1)
        .arg(head + 1);
  return tr("Layer %1, head %2: right on %3 of %4 sentences, %5 % (95 % interval %6–%7 %)\n"
            "mean weight to the antecedent %8, to the other person %9\nClick to list the sentences.")
      .arg(layer + 1)
      .arg(head + 1)
      .arg(s->accuracy.successes)
      .arg(s->accuracy.trials)
      .arg(100 * s->accuracy.value(), 0, 'f', 1)
      .arg(100 * s->accuracy.low(), 0, 'f', 1)
      .arg(100 * s->accuracy.high(), 0, 'f', 1)
      .arg(s->mean_antecedent_weight, 0, 'f', 3)
      .arg(s->mean_distractor_weight, 0, 'f', 3);
}

bool HeadGridWidget::event(QEvent* event) {
  const bool tooltip = showCellToolTip(this, event, [this](const QPointF& pos) {
    int layer = 0, head = 0;
    return block().cellAt(pos, &layer, &head) ? cellToolTip(layer, head) : QString();
  });
  return tooltip || QWidget::event(event);
}

}  // namespace studio
