#include "widgets/architecture_diagram.h"

#include <QFontMetricsF>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "core/font_scale.h"

namespace studio {

namespace {

constexpr int kTitlePixels = 15;
constexpr int kDetailPixels = 13;

// Figure 1's colours: attention orange, Add & Norm yellow, feed-forward blue, embeddings pink, the output
// layer purple and green. Dark text on them reads in both themes.
QColor fillFor(ArchitectureRole role) {
  switch (role) {
    case ArchitectureRole::kEmbedding:
      return QColor(0xfb, 0xd5, 0xd5);
    case ArchitectureRole::kPositional:
      return QColor(0xe4, 0xf1, 0xdc);
    case ArchitectureRole::kSum:
      return QColor(0xff, 0xff, 0xff);
    case ArchitectureRole::kAttention:
      return QColor(0xfc, 0xe0, 0xba);
    case ArchitectureRole::kNorm:
      return QColor(0xf4, 0xf2, 0xb6);
    case ArchitectureRole::kFeedForward:
      return QColor(0xc8, 0xe6, 0xf7);
    case ArchitectureRole::kLinear:
      return QColor(0xdd, 0xd6, 0xf3);
    case ArchitectureRole::kSoftmax:
      return QColor(0xd0, 0xee, 0xd0);
    case ArchitectureRole::kStack:
    case ArchitectureRole::kLabel:
      break;
  }
  return Qt::transparent;
}

QFont pixelFont(const QFont& base, int pixels, bool bold) {
  QFont f = base;
  f.setPixelSize(pixels);
  f.setBold(bold);
  return f;
}

// Draws one line, shrinking the font until it fits the width (long translations of a title stay whole).
void drawFitted(QPainter& p, const QRectF& rect, const QString& text, QFont font) {
  while (font.pixelSize() > 8 && QFontMetricsF(font).horizontalAdvance(text) > rect.width())
    font.setPixelSize(font.pixelSize() - 1);
  p.setFont(font);
  p.drawText(rect, Qt::AlignCenter, text);
}

}  // namespace

ArchitectureDiagram::ArchitectureDiagram(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("architectureDiagram"));
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ArchitectureDiagram::setModel(ArchitectureDiagramModel model) {
  model_ = std::move(model);
  updateGeometry();
  update();
}

// The figure is scaled to fit, and it is tall: at 100 % text it fits its size hint's height, and its words
// are then as small as can be read. Enlarged text (presenter mode, View ▸ Text size) makes the figure taller
// by the same factor, since its words are drawn at fixed sizes in the figure's own coordinates; the tab then
// scrolls down, as every view does where large text no longer fits. Only as far as the width allows: a
// window too narrow for the whole factor should not scroll sideways as well, nor leave the figure floating in
// a taller box (at 1024×768 it started half-way down the tab).
QSize ArchitectureDiagram::minimumSizeHint() const {
  const QSize smallest(320, 300);
  const double text_scale = fontScale();
  if (model_.size.isEmpty() || text_scale <= 1.0) return smallest;
  const QRectF content = contentRect();
  double scale = text_scale * sizeHint().height() / content.height();
  if (width() > 0) scale = std::min(scale, width() / content.width());
  return {smallest.width(), std::max(smallest.height(), int(std::ceil(scale * content.height())))};
}

void ArchitectureDiagram::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  updateGeometry();  // the minimum height follows the width
}

QRectF ArchitectureDiagram::contentRect() const {
  QRectF bounds;
  for (const ArchitectureBlock& b : model_.blocks) {
    bounds |= b.rect;
    if (b.role != ArchitectureRole::kStack) continue;
    // "N = 6 ×" and the stack's name beside it, as paintBlock() places them.
    const double w =
        8 + std::max(QFontMetricsF(pixelFont(font(), 22, true)).horizontalAdvance(b.details.join(' ')),
                     QFontMetricsF(pixelFont(font(), kTitlePixels, true)).horizontalAdvance(b.title));
    const bool left = b.rect.center().x() < model_.size.width() / 2;
    bounds |= QRectF(left ? b.rect.left() - w : b.rect.right(), b.rect.top(), w, 1);
  }
  for (const ArchitectureArrow& a : model_.arrows)
    for (const QPointF& p : a.points) bounds |= QRectF(p, QSizeF(1, 1));
  constexpr double kMargin = 10;
  return bounds.isEmpty() ? QRectF(QPointF(0, 0), model_.size)
                          : bounds.adjusted(-kMargin, -kMargin, kMargin, kMargin);
}

void ArchitectureDiagram::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::FontChange) updateGeometry();
}

void ArchitectureDiagram::setPlaceholderText(const QString& text) {
  placeholder_ = text;
  update();
}

QTransform ArchitectureDiagram::toWidget() const {
  if (model_.size.isEmpty()) return {};
  const QRectF content = contentRect();
  const double s = std::min(width() / content.width(), height() / content.height());
  // Centred across, at the top: the figure starts where the tab does.
  QTransform t;
  t.translate((width() - content.width() * s) / 2, 0);
  t.scale(s, s);
  t.translate(-content.left(), -content.top());
  return t;
}

const ArchitectureBlock* ArchitectureDiagram::blockAtWidgetPoint(const QPointF& point) const {
  if (model_.blocks.isEmpty()) return nullptr;
  return model_.blockAt(toWidget().inverted().map(point));
}

QPointF ArchitectureDiagram::widgetPointOf(const QString& block_id) const {
  const ArchitectureBlock* b = model_.block(block_id);
  return b ? toWidget().map(b->rect.center()) : QPointF(-1, -1);
}

void ArchitectureDiagram::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  if (model_.blocks.isEmpty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, placeholder_);
    return;
  }
  p.setTransform(toWidget());
  for (const ArchitectureBlock& b : model_.blocks)
    if (b.role == ArchitectureRole::kStack) paintBlock(p, b);
  for (const ArchitectureArrow& a : model_.arrows) paintArrow(p, a);
  for (const ArchitectureBlock& b : model_.blocks)
    if (b.role != ArchitectureRole::kStack) paintBlock(p, b);
}

void ArchitectureDiagram::paintBlock(QPainter& p, const ArchitectureBlock& b) const {
  const QColor ink = palette().color(QPalette::WindowText);
  const QColor block_ink(28, 30, 34);
  const bool hovered = b.id == hovered_ && b.target != ArchitectureTarget::kNone;
  const QPen outline(hovered ? palette().color(QPalette::Highlight) : QColor(70, 72, 78),
                     hovered ? 3.0 : 1.2);
  const QFont title_font = pixelFont(font(), kTitlePixels, true);
  const QFont detail_font = pixelFont(font(), kDetailPixels, false);

  switch (b.role) {
    case ArchitectureRole::kStack: {
      p.setPen(QPen(palette().color(QPalette::Mid), 1.5));
      p.setBrush(palette().color(QPalette::AlternateBase));
      p.drawRoundedRect(b.rect, 14, 14);
      // "N = 6 ×" and the stack's name beside it: left of the encoder, right of the decoder, as in Figure 1.
      const bool left = b.rect.center().x() < model_.size.width() / 2;
      const double w = 150;
      const QRectF side(left ? b.rect.left() - w - 8 : b.rect.right() + 8, b.rect.center().y() - 40, w, 80);
      const Qt::Alignment align = (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
      p.setPen(ink);
      p.setFont(pixelFont(font(), 22, true));
      p.drawText(side.adjusted(0, 0, 0, -30), align, b.details.join(QLatin1Char(' ')));
      p.setFont(title_font);
      p.drawText(side.adjusted(0, 40, 0, 0), align, b.title);
      return;
    }
    case ArchitectureRole::kLabel: {
      p.setPen(ink);
      p.setFont(title_font);
      p.drawText(QRectF(b.rect.left() - 60, b.rect.top(), b.rect.width() + 120, 24), Qt::AlignCenter,
                 b.title);
      p.setFont(detail_font);
      p.drawText(QRectF(b.rect.left() - 60, b.rect.top() + 22, b.rect.width() + 120, 20), Qt::AlignCenter,
                 b.details.join(QLatin1Char(' ')));
      return;
    }
    case ArchitectureRole::kSum: {
      p.setPen(outline);
      p.setBrush(fillFor(b.role));
      p.drawEllipse(b.rect);
      const QPointF c = b.rect.center();
      const double r = b.rect.width() * 0.3;
      p.setPen(QPen(block_ink, 2));
      p.drawLine(QPointF(c.x() - r, c.y()), QPointF(c.x() + r, c.y()));
      p.drawLine(QPointF(c.x(), c.y() - r), QPointF(c.x(), c.y() + r));
      return;
    }
    default:
      break;
  }
  p.setPen(outline);
  p.setBrush(fillFor(b.role));
  p.drawRoundedRect(b.rect, 7, 7);
  p.setPen(block_ink);
  drawFitted(p, QRectF(b.rect.left() + 4, b.rect.top() + 3, b.rect.width() - 8, 22), b.title, title_font);
  double y = b.rect.top() + 25;
  for (const QString& line : b.details) {
    drawFitted(p, QRectF(b.rect.left() + 4, y, b.rect.width() - 8, 17), line, detail_font);
    y += 17;
  }
}

void ArchitectureDiagram::paintArrow(QPainter& p, const ArchitectureArrow& a) const {
  if (a.points.size() < 2) return;
  const QColor ink = palette().color(QPalette::WindowText);
  QColor line = ink;
  if (a.residual) line.setAlphaF(0.55);
  p.setPen(QPen(line, a.residual ? 1.3 : 1.6));
  p.setBrush(Qt::NoBrush);
  p.drawPolyline(QPolygonF(QList<QPointF>(a.points)));
  // The head: a small triangle pointing along the last segment.
  const QPointF tip = a.points.last(), from = a.points[a.points.size() - 2];
  const double angle = std::atan2(tip.y() - from.y(), tip.x() - from.x());
  const double len = 9, spread = 0.45;
  const QPolygonF head{tip, tip - QPointF(len * std::cos(angle - spread), len * std::sin(angle - spread)),
                       tip - QPointF(len * std::cos(angle + spread), len * std::sin(angle + spread))};
  p.setPen(Qt::NoPen);
  p.setBrush(line);
  p.drawPolygon(head);
  if (a.label.isEmpty()) return;

  // The label beside the longest segment: right of a vertical one, above a horizontal one.
  int longest = 0;
  double best = -1;
  for (int i = 0; i + 1 < a.points.size(); ++i) {
    const QPointF d = a.points[i + 1] - a.points[i];
    const double l = std::hypot(d.x(), d.y());
    if (l > best) best = l, longest = i;
  }
  const QPointF s0 = a.points[longest], s1 = a.points[longest + 1];
  const QPointF mid = (s0 + s1) / 2;
  p.setFont(pixelFont(font(), kDetailPixels, false));
  p.setPen(ink);
  const QFontMetricsF fm(p.font());
  const double w = fm.horizontalAdvance(a.label) + 4;
  if (std::abs(s1.x() - s0.x()) < 1)
    p.drawText(QRectF(mid.x() + 8, mid.y() - 9, w, 18), Qt::AlignLeft | Qt::AlignVCenter, a.label);
  else
    p.drawText(QRectF(mid.x() - w / 2, mid.y() - 22, w, 18), Qt::AlignCenter, a.label);
}

void ArchitectureDiagram::mouseMoveEvent(QMouseEvent* event) {
  const ArchitectureBlock* b = blockAtWidgetPoint(event->position());
  const QString id = b ? b->id : QString();
  setCursor(b ? Qt::PointingHandCursor : Qt::ArrowCursor);
  if (id != hovered_) {
    hovered_ = id;
    update();
  }
}

void ArchitectureDiagram::mousePressEvent(QMouseEvent* event) {
  if (event->button() != Qt::LeftButton) return;
  if (const ArchitectureBlock* b = blockAtWidgetPoint(event->position()))
    emit blockActivated(b->target, b->id);
}

void ArchitectureDiagram::leaveEvent(QEvent*) {
  if (hovered_.isEmpty()) return;
  hovered_.clear();
  update();
}

}  // namespace studio
