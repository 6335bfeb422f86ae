#include "widgets/causal_head_grid_widget.h"

#include <QEvent>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QLinearGradient>
#include <QMouseEvent>
#include <QPainter>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {

constexpr double kPad = 6.0;
constexpr double kMinCellW = 58.0, kMaxCellW = 120.0;
constexpr double kMinCellH = 32.0, kMaxCellH = 52.0;
constexpr double kBarH = 10.0;

QColor textOn(const QColor& background) {
  return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

// A share rounded to `decimals`; a value that rounds to 0 reads 0, never -0.
QString share(double v, int decimals = 2) {
  if (!std::isfinite(v)) return QStringLiteral("–");
  const double scale = std::pow(10.0, decimals);
  return QString::number(std::round(v * scale) / scale + 0.0, 'f', decimals);
}

}  // namespace

CausalHeadGridWidget::CausalHeadGridWidget(QWidget* parent) : QWidget(parent) {
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void CausalHeadGridWidget::setTitle(const QString& title) {
  title_ = title;
  update();
}

void CausalHeadGridWidget::setKindTitles(const QStringList& titles) {
  kind_titles_ = titles;
  update();
}

void CausalHeadGridWidget::setRanking(std::shared_ptr<const attn::CausalHeadRanking> ranking) {
  ranking_ = std::move(ranking);
  if (!cell(selected_kind_, selected_layer_, selected_head_))
    selected_kind_ = selected_layer_ = selected_head_ = -1;
  updateGeometry();
  update();
}

void CausalHeadGridWidget::setVisibleKind(int kind) {
  visible_kind_ = std::clamp(kind, -1, 2);
  updateGeometry();
  update();
}

void CausalHeadGridWidget::setCompanionToolTip(std::function<QString(int, int, int)> companion) {
  companion_ = std::move(companion);
}

// Rows of text above a kind's cells: its title (when all kinds show) and the head numbers.
double CausalHeadGridWidget::kindHeader() const { return visible_kind_ < 0 ? 2.2 : 1.1; }

int CausalHeadGridWidget::kinds() const { return ranking_ ? int(ranking_->grids.size()) : 0; }

const attn::CausalHeadGrid* CausalHeadGridWidget::grid(int kind) const {
  return kind >= 0 && kind < kinds() ? &ranking_->grids[std::size_t(kind)] : nullptr;
}

int CausalHeadGridWidget::maxHeads() const {
  int n = 0;
  for (int k = 0; k < kinds(); ++k) n = std::max(n, grid(k)->heads);
  return std::max(n, 1);
}

const attn::CausalHeadCell* CausalHeadGridWidget::cell(int kind, int layer, int head) const {
  const attn::CausalHeadGrid* g = grid(kind);
  if (!g || layer < 0 || layer >= g->layers || head < 0 || head >= g->heads) return nullptr;
  return &g->at(layer, head);
}

QColor CausalHeadGridWidget::cellColor(int kind, int layer, int head) const {
  const attn::CausalHeadCell* c = cell(kind, layer, head);
  if (!c || !std::isfinite(c->mean)) return palette().color(QPalette::Mid);  // no pair to average
  return color_maps::diverging((std::clamp(c->mean, -1.0, 1.0) + 1.0) / 2.0);
}

bool CausalHeadGridWidget::reliablyPositive(int kind, int layer, int head) const {
  const attn::CausalHeadCell* c = cell(kind, layer, head);
  return c && std::isfinite(c->interval.low) && c->interval.low > 0;
}

void CausalHeadGridWidget::setSelected(int kind, int layer, int head) {
  const bool inside = cell(kind, layer, head) != nullptr;
  if (inside && !isShown(kind)) setVisibleKind(kind);
  selected_kind_ = inside ? kind : -1;
  selected_layer_ = inside ? layer : -1;
  selected_head_ = inside ? head : -1;
  update();
}

// Title; per kind a title row, a head-number row and its layers; the colour bar with its ticks and a line.
double CausalHeadGridWidget::heightFor(double cell_h) const {
  const QFontMetricsF fm(font());
  double h = kPad + fm.height() * 1.4;
  for (int k = 0; k < kinds(); ++k)
    if (isShown(k)) h += kindHeader() * fm.height() + grid(k)->layers * cell_h;
  return h + kPad + kBarH + 4 + 2 * fm.height() + kPad;
}

CausalHeadGridWidget::Geometry CausalHeadGridWidget::geometry() const {
  const QFontMetricsF fm(font());
  Geometry g;
  g.left = kPad + std::max(fm.horizontalAdvance(tr("Layer %1").arg(9)), 36.0) + 6;
  g.cell_w = std::clamp((width() - g.left - kPad) / maxHeads(), kMinCellW, kMaxCellW);
  int rows = 0;
  for (int k = 0; k < kinds(); ++k) rows += isShown(k) ? grid(k)->layers : 0;
  const double fixed = heightFor(0);
  g.cell_h = rows > 0 ? std::clamp((height() - fixed) / rows, kMinCellH, kMaxCellH) : kMinCellH;
  double y = kPad + fm.height() * 1.4;
  for (int k = 0; k < kinds(); ++k) {
    if (!isShown(k)) {
      g.block_top.push_back(-1);
      continue;
    }
    y += kindHeader() * fm.height();
    g.block_top.push_back(y);
    y += grid(k)->layers * g.cell_h;
  }
  g.bar_top = y + kPad;
  return g;
}

LayerHeadBlock CausalHeadGridWidget::block(const Geometry& g, int kind) const {
  return {g.left, g.block_top[std::size_t(kind)], g.cell_w, g.cell_h, grid(kind)->layers, grid(kind)->heads};
}

QRectF CausalHeadGridWidget::cellRect(int kind, int layer, int head) const {
  const Geometry g = geometry();
  if (kind < 0 || kind >= int(g.block_top.size()) || !isShown(kind)) return {};
  return block(g, kind).cellRect(layer, head);
}

bool CausalHeadGridWidget::cellAt(const QPointF& pos, int* kind, int* layer, int* head) const {
  const Geometry g = geometry();
  for (int k = 0; k < kinds(); ++k)
    if (isShown(k) && block(g, k).cellAt(pos, layer, head)) {
      *kind = k;
      return true;
    }
  return false;
}

QSize CausalHeadGridWidget::sizeHint() const {
  const Geometry g = geometry();
  return QSize(int(g.left + maxHeads() * 80.0 + kPad), int(heightFor(40)));
}

QSize CausalHeadGridWidget::minimumSizeHint() const {
  const Geometry g = geometry();
  return QSize(int(g.left + maxHeads() * kMinCellW + kPad), int(heightFor(kMinCellH)));
}

void CausalHeadGridWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const Geometry g = geometry();
  const QFontMetricsF fm(font());
  QFont bold = font();
  bold.setBold(true);
  QFont small = font();
  small.setPointSizeF(small.pointSizeF() * 0.85);
  const QColor text = palette().color(QPalette::WindowText);
  p.setPen(text);
  p.setFont(bold);
  p.drawText(QRectF(kPad, kPad, width() - 2 * kPad, fm.height() * 1.4), Qt::AlignLeft | Qt::AlignVCenter,
             title_);
  if (kinds() == 0) {
    p.setFont(font());
    p.drawText(QRectF(kPad, kPad + fm.height() * 1.6, width() - 2 * kPad, 4 * fm.height()),
               Qt::AlignLeft | Qt::TextWordWrap, tr("No pairs patched yet."));
    return;
  }
  for (int k = 0; k < kinds(); ++k) {
    if (!isShown(k)) continue;
    const attn::CausalHeadGrid& gr = *grid(k);
    const double top = g.block_top[std::size_t(k)];
    p.setFont(bold);
    p.setPen(text);
    // One kind alone: the title above names it.
    const QString name = k < kind_titles_.size() ? kind_titles_[k] : QString::fromStdString(gr.name);
    if (visible_kind_ < 0)
      p.drawText(QRectF(kPad, top - 2.2 * fm.height(), width() - 2 * kPad, 1.2 * fm.height()),
                 Qt::AlignLeft | Qt::AlignVCenter, name);
    p.setFont(small);
    for (int h = 0; h < gr.heads; ++h)
      p.drawText(QRectF(g.left + h * g.cell_w, top - fm.height() - 1, g.cell_w, fm.height()), Qt::AlignCenter,
                 tr("Head %1").arg(h + 1));
    for (int l = 0; l < gr.layers; ++l)
      p.drawText(QRectF(kPad, top + l * g.cell_h, g.left - kPad - 4, g.cell_h),
                 Qt::AlignRight | Qt::AlignVCenter, tr("Layer %1").arg(l + 1));
    for (int l = 0; l < gr.layers; ++l)
      for (int h = 0; h < gr.heads; ++h) {
        const QRectF r = cellRect(k, l, h).adjusted(1, 1, -1, -1);
        const QColor c = cellColor(k, l, h);
        p.fillRect(r, c);
        const attn::CausalHeadCell& cl = gr.at(l, h);
        p.setPen(textOn(c));
        if (!std::isfinite(cl.mean)) {
          p.setFont(small);
          p.drawText(r, Qt::AlignCenter, tr("n/a"));
          continue;
        }
        const QRectF upper(r.left(), r.top() + 1, r.width(), r.height() * 0.55 - 1);
        const QRectF lower(r.left(), r.top() + r.height() * 0.55, r.width(), r.height() * 0.45 - 1);
        p.setFont(bold);
        p.drawText(upper, Qt::AlignHCenter | Qt::AlignBottom, share(cl.mean));
        p.setFont(small);
        p.drawText(lower, Qt::AlignHCenter | Qt::AlignTop,
                   tr("%1 … %2").arg(share(cl.interval.low, 1), share(cl.interval.high, 1)));
        if (reliablyPositive(k, l, h)) {
          p.setPen(QPen(QColor(0, 0, 0), 3));
          p.setBrush(Qt::NoBrush);
          p.drawRect(r.adjusted(1.5, 1.5, -1.5, -1.5));
        }
      }
  }
  if (selected_kind_ >= 0 && isShown(selected_kind_)) {
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(palette().color(QPalette::Highlight), 3));
    p.drawRect(cellRect(selected_kind_, selected_layer_, selected_head_).adjusted(-2, -2, 2, 2));
  }
  // The colour bar: −1 (blue) … 0 (white) … +1 (red).
  const double x0 = g.left, x1 = std::max(g.left + maxHeads() * g.cell_w, g.left + 200);
  QLinearGradient gradient(x0, 0, x1, 0);
  for (int i = 0; i <= 10; ++i) gradient.setColorAt(i / 10.0, color_maps::diverging(i / 10.0));
  p.setPen(Qt::NoPen);
  p.fillRect(QRectF(x0, g.bar_top, x1 - x0, kBarH), gradient);
  p.setPen(text);
  p.setFont(small);
  const QFontMetricsF sfm(small);
  for (int i = 0; i <= 4; ++i) {
    const double x = x0 + (x1 - x0) * i / 4.0;
    const QString label = share(-1.0 + 0.5 * i, 1);
    const double w = sfm.horizontalAdvance(label);
    p.drawLine(QPointF(x, g.bar_top + kBarH), QPointF(x, g.bar_top + kBarH + 3));
    p.drawText(QPointF(std::clamp(x - w / 2, x0 - 4, x1 - w + 4), g.bar_top + kBarH + 3 + sfm.ascent()),
               label);
  }
  p.drawText(QRectF(kPad, g.bar_top + kBarH + 4 + sfm.height(), width() - 2 * kPad, fm.height() + 2),
             Qt::AlignLeft | Qt::AlignTop, tr("share of the total effect restored (1 = all of it)"));
}

QString CausalHeadGridWidget::cellToolTip(int kind, int layer, int head) const {
  const attn::CausalHeadCell* c = cell(kind, layer, head);
  if (!c) return {};
  const QString name =
      kind < kind_titles_.size() ? kind_titles_[kind] : QString::fromStdString(grid(kind)->name);
  QString tip;
  if (!std::isfinite(c->mean))
    tip = tr("%1, layer %2, head %3: no pair with a large enough total effect")
              .arg(name)
              .arg(layer + 1)
              .arg(head + 1);
  else
    tip = tr("%1, layer %2, head %3: restores %4 of the total effect on average over %5 pairs "
             "(95 % bootstrap interval %6 to %7)")
              .arg(name)
              .arg(layer + 1)
              .arg(head + 1)
              .arg(share(c->mean, 3))
              .arg(c->shares.size())
              .arg(share(c->interval.low, 3), share(c->interval.high, 3));
  if (companion_) {
    const QString extra = companion_(kind, layer, head);
    if (!extra.isEmpty()) tip += QLatin1Char('\n') + extra;
  }
  return tip + QLatin1Char('\n') + tr("Click to list the share pair by pair.");
}

void CausalHeadGridWidget::mousePressEvent(QMouseEvent* event) {
  int kind = 0, layer = 0, head = 0;
  if (event->button() != Qt::LeftButton || !cellAt(event->position(), &kind, &layer, &head)) return;
  setSelected(kind, layer, head);
  emit headClicked(kind, layer, head);
}

void CausalHeadGridWidget::keyPressEvent(QKeyEvent* event) {
  if (kinds() == 0) return QWidget::keyPressEvent(event);
  int kind = std::max(selected_kind_, 0), layer = std::max(selected_layer_, 0),
      head = std::max(selected_head_, 0);
  switch (event->key()) {
    case Qt::Key_Left:
      --head;
      break;
    case Qt::Key_Right:
      ++head;
      break;
    case Qt::Key_Up:
      // Up from a grid's first row goes to the last row of the grid above.
      if (--layer < 0 && kind > 0 && visible_kind_ < 0) layer = grid(--kind)->layers - 1;
      break;
    case Qt::Key_Down:
      if (++layer >= grid(kind)->layers && kind + 1 < kinds() && visible_kind_ < 0) {
        ++kind;
        layer = 0;
      }
      break;
    default:
      return QWidget::keyPressEvent(event);
  }
  if (selected_kind_ < 0) {
    kind = std::max(visible_kind_, 0);
    layer = head = 0;
  }
  layer = std::clamp(layer, 0, grid(kind)->layers - 1);
  head = std::clamp(head, 0, grid(kind)->heads - 1);
  setSelected(kind, layer, head);
  emit headClicked(kind, layer, head);
}

bool CausalHeadGridWidget::event(QEvent* event) {
  const bool tooltip = showCellToolTip(this, event, [this](const QPointF& pos) {
    int kind = 0, layer = 0, head = 0;
    return cellAt(pos, &kind, &layer, &head) ? cellToolTip(kind, layer, head) : QString();
  });
  return tooltip || QWidget::event(event);
}

}  // namespace studio
