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
constexpr int kStackPixels = 22;  // "N = 6 ×"
// The smallest words that read on a projector from the back of a room.
constexpr double kReadableTextPixels = 12;

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

// The font shrunk until `text` fits `width` (long translations of a title stay whole).
QFont fittedFont(double width, const QString& text, QFont font) {
  while (font.pixelSize() > 8 && QFontMetricsF(font).horizontalAdvance(text) > width)
    font.setPixelSize(font.pixelSize() - 1);
  return font;
}

void drawFitted(QPainter& p, const QRectF& rect, const QString& text, const QFont& font) {
  p.setFont(fittedFont(rect.width(), text, font));
  p.drawText(rect, Qt::AlignCenter, text);
}

// Where a block's text lines go (see paintBlock): the title, then the details.
QRectF titleRect(const ArchitectureDiagramModel& m, const QRectF& block) {
  return QRectF(block.left() + 4, block.top() + 3 * m.title_height / 24, block.width() - 8,
                m.title_height - 2);
}
QRectF detailRect(const ArchitectureDiagramModel& m, const QRectF& block, int line) {
  return QRectF(block.left() + 4, block.top() + m.title_height + 1 + line * m.line_height, block.width() - 8,
                m.line_height);
}

}  // namespace

ArchitectureDiagram::ArchitectureDiagram(QWidget* parent) : QWidget(parent) {
  setObjectName(QStringLiteral("architectureDiagram"));
  setMouseTracking(true);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void ArchitectureDiagram::setModel(ArchitectureDiagramModel figure, ArchitectureDiagramModel compact) {
  figure_ = std::move(figure);
  compact_ = std::move(compact);
  updateGeometry();
  update();
}

double ArchitectureDiagram::fitScale(const ArchitectureDiagramModel& m) const {
  const QRectF content = contentRect(m);
  return std::min(width() / content.width(), height() / content.height());
}

// The figure is scaled to fit, and Figure 1's arrangement is tall: at 100 % text it fits its size hint's
// height, and its words are then as small as can be read. Enlarged text (presenter mode, View ▸ Text size)
// asks for words larger by its factor; where Figure 1's arrangement cannot be that large, the compact one,
// about half as tall, is drawn if its words come out larger (a 1024×768 projector: 12 px instead of 6).
const ArchitectureDiagramModel& ArchitectureDiagram::model() const {
  if (compact_.blocks.isEmpty() || figure_.blocks.isEmpty() || width() <= 0 || height() <= 0) return figure_;
  const double figure_scale = fitScale(figure_);
  const double wanted_scale = fontScale() * sizeHint().height() / contentRect(figure_).height();
  return figure_scale < wanted_scale && fitScale(compact_) > figure_scale ? compact_ : figure_;
}

// With enlarged text the words must stay readable: the figure is at least as tall as the compact
// arrangement needs for kReadableTextPixels, and the tab scrolls down where it is smaller, as every view does
// where large text no longer fits. Only as far as the width allows: a window too narrow should not scroll
// sideways as well, nor leave the figure floating in a taller box (at 1024×768 it started half-way down).
QSize ArchitectureDiagram::minimumSizeHint() const {
  const QSize smallest(320, 300);
  if (figure_.size.isEmpty() || fontScale() <= 1.0) return smallest;
  const QRectF content = contentRect(compact_.blocks.isEmpty() ? figure_ : compact_);
  double scale = kReadableTextPixels / kDetailPixels;
  if (width() > 0) scale = std::min(scale, width() / content.width());
  return {smallest.width(), std::max(smallest.height(), int(std::ceil(scale * content.height())))};
}

double ArchitectureDiagram::smallestTextPixels() const {
  const ArchitectureDiagramModel& m = model();
  if (m.blocks.isEmpty()) return 0;
  const QFont title = pixelFont(font(), kTitlePixels, true), detail = pixelFont(font(), kDetailPixels, false);
  double smallest = kStackPixels;
  const auto fitted = [&](double width, const QString& text, const QFont& f) {
    smallest = std::min(smallest, double(fittedFont(width, text, f).pixelSize()));
  };
  for (const ArchitectureBlock& b : m.blocks) {
    switch (b.role) {
      case ArchitectureRole::kStack:
        smallest = std::min(smallest, double(kTitlePixels));
        break;
      case ArchitectureRole::kSum:
        break;
      case ArchitectureRole::kLabel:
        // Figure 1's labels have room beside them; the compact ones fit their box (see paintBlock).
        if (!m.compact) {
          smallest = std::min(smallest, double(kDetailPixels));
          break;
        }
        [[fallthrough]];
      default:
        fitted(titleRect(m, b.rect).width(), b.title, title);
        for (int i = 0; i < b.details.size(); ++i)
          fitted(detailRect(m, b.rect, i).width(), b.details[i], detail);
    }
  }
  for (const ArchitectureArrow& a : m.arrows)
    if (!a.label.isEmpty()) smallest = std::min(smallest, double(kDetailPixels));
  return smallest * toWidget().m11();
}

void ArchitectureDiagram::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  updateGeometry();  // the minimum height follows the width
}

QRectF ArchitectureDiagram::contentRect(const ArchitectureDiagramModel& m) const {
  QRectF bounds;
  for (const ArchitectureBlock& b : m.blocks) {
    bounds |= b.rect;
    if (b.role != ArchitectureRole::kStack) continue;
    // "N = 6 ×" and the stack's name beside it, as paintBlock() places them.
    const double w =
        8 +
        std::max(QFontMetricsF(pixelFont(font(), kStackPixels, true)).horizontalAdvance(b.details.join(' ')),
                 QFontMetricsF(pixelFont(font(), kTitlePixels, true)).horizontalAdvance(b.title));
    const bool left = b.rect.center().x() < m.size.width() / 2;
    bounds |= QRectF(left ? b.rect.left() - w : b.rect.right(), b.rect.top(), w, 1);
  }
  for (const ArchitectureArrow& a : m.arrows)
    for (const QPointF& p : a.points) bounds |= QRectF(p, QSizeF(1, 1));
  const double kMargin = m.compact ? 6 : 10;
  return bounds.isEmpty() ? QRectF(QPointF(0, 0), m.size)
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
  const ArchitectureDiagramModel& m = model();
  if (m.size.isEmpty()) return {};
  const QRectF content = contentRect(m);
  const double s = std::min(width() / content.width(), height() / content.height());
  // Centred across, at the top: the figure starts where the tab does.
  QTransform t;
  t.translate((width() - content.width() * s) / 2, 0);
  t.scale(s, s);
  t.translate(-content.left(), -content.top());
  return t;
}

const ArchitectureBlock* ArchitectureDiagram::blockAtWidgetPoint(const QPointF& point) const {
  if (model().blocks.isEmpty()) return nullptr;
  return model().blockAt(toWidget().inverted().map(point));
}

QPointF ArchitectureDiagram::widgetPointOf(const QString& block_id) const {
  const ArchitectureBlock* b = model().block(block_id);
  return b ? toWidget().map(b->rect.center()) : QPointF(-1, -1);
}

void ArchitectureDiagram::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const ArchitectureDiagramModel& m = model();
  if (m.blocks.isEmpty()) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, placeholder_);
    return;
  }
  p.setTransform(toWidget());
  for (const ArchitectureBlock& b : m.blocks)
    if (b.role == ArchitectureRole::kStack) paintBlock(p, b);
  for (const ArchitectureArrow& a : m.arrows) paintArrow(p, a);
  for (const ArchitectureBlock& b : m.blocks)
    if (b.role != ArchitectureRole::kStack) paintBlock(p, b);
}

void ArchitectureDiagram::paintBlock(QPainter& p, const ArchitectureBlock& b) const {
  const ArchitectureDiagramModel& m = model();
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
      const bool left = b.rect.center().x() < m.size.width() / 2;
      const double w = 150;
      const QRectF side(left ? b.rect.left() - w - 8 : b.rect.right() + 8, b.rect.center().y() - 40, w, 80);
      const Qt::Alignment align = (left ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter;
      p.setPen(ink);
      p.setFont(pixelFont(font(), kStackPixels, true));
      p.drawText(side.adjusted(0, 0, 0, -30), align, b.details.join(QLatin1Char(' ')));
      p.setFont(title_font);
      p.drawText(side.adjusted(0, 40, 0, 0), align, b.title);
      return;
    }
    case ArchitectureRole::kLabel: {
      p.setPen(ink);
      if (m.compact) {  // beside a block: the words fit their box
        drawFitted(p, titleRect(m, b.rect), b.title, title_font);
        drawFitted(p, detailRect(m, b.rect, 0), b.details.join(QLatin1Char(' ')), detail_font);
        return;
      }
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
  drawFitted(p, titleRect(m, b.rect), b.title, title_font);
  for (int i = 0; i < b.details.size(); ++i)
    drawFitted(p, detailRect(m, b.rect, i), b.details[i], detail_font);
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
