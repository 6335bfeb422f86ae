#include "widgets/token_attribution_bar.h"

#include <QFontMetrics>
#include <QHelpEvent>
#include <QLinearGradient>
#include <QPainter>
#include <QResizeEvent>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "widgets/color_maps.h"

namespace studio {

namespace {
constexpr int kMargin = 6, kChipPad = 4, kChipGap = 3, kRowGap = 8, kLegendWidth = 160;

// Black or white text, whichever reads better on `fill`.
QColor textOn(const QColor& fill) { return fill.lightnessF() > 0.55 ? QColor(Qt::black) : QColor(Qt::white); }

QString number(double v) { return QString::number(v, 'f', 4); }
}  // namespace

TokenAttributionBar::TokenAttributionBar(QWidget* parent) : QWidget(parent) {
  QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
  setMouseTracking(true);
}

void TokenAttributionBar::setRows(QList<AttributionRow> rows, bool signed_values, const QString& value_name) {
  rows_ = std::move(rows);
  signed_ = signed_values;
  value_name_ = value_name;
  scale_ = 0;
  for (const AttributionRow& row : rows_)
    for (double v : row.values) scale_ = std::max(scale_, std::abs(v));
  setMinimumHeight(heightForWidth(std::max(width(), 200)));
  updateGeometry();
  update();
}

void TokenAttributionBar::clear() { setRows({}, signed_, QString()); }

QColor TokenAttributionBar::fillFor(double value) const {
  const double t = scale_ > 0 ? value / scale_ : 0.0;
  // Saliency uses the red half of the same map: white at 0, so unimportant tokens fade out.
  return color_maps::diverging(signed_ ? 0.5 + 0.5 * t : 0.5 + 0.5 * std::abs(t));
}

int TokenAttributionBar::heightForWidth(int width) const { return layoutAndPaint(width, nullptr, nullptr); }

QSize TokenAttributionBar::sizeHint() const { return {640, heightForWidth(640)}; }

QSize TokenAttributionBar::minimumSizeHint() const { return {200, 40}; }

void TokenAttributionBar::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  const int needed = heightForWidth(event->size().width());
  if (needed != minimumHeight()) setMinimumHeight(needed);
}

void TokenAttributionBar::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  layoutAndPaint(width(), &p, nullptr);
}

std::pair<int, int> TokenAttributionBar::chipAt(const QPoint& pos) const {
  std::vector<Chip> chips;
  layoutAndPaint(width(), nullptr, &chips);
  for (const Chip& c : chips)
    if (c.rect.contains(pos)) return {c.row, c.piece};
  return {-1, -1};
}

QRect TokenAttributionBar::chipRect(int row, int piece) const {
  std::vector<Chip> chips;
  layoutAndPaint(width(), nullptr, &chips);
  for (const Chip& c : chips)
    if (c.row == row && c.piece == piece) return c.rect;
  return {};
}

QString TokenAttributionBar::toolTipFor(int row, int piece) const {
  if (row < 0 || row >= rows_.size() || piece < 0 || piece >= rows_[row].pieces.size()) return {};
  const AttributionRow& r = rows_[row];
  const double v = r.values[std::size_t(piece)];
  QString text = tr("%1 “%2” (position %3)\n%4: %5")
                     .arg(r.title, r.pieces[piece])
                     .arg(piece)
                     .arg(value_name_, signed_ ? QString::number(v, 'f', 6).prepend(v >= 0 ? "+" : "")
                                               : QString::number(v, 'f', 6));
  if (piece < int(r.l2.size()))
    text += tr("\nL2 norm over the embedding: %1").arg(r.l2[std::size_t(piece)], 0, 'f', 6);
  if (scale_ > 0)
    text += tr("\n%1 % of the largest magnitude shown").arg(100.0 * std::abs(v) / scale_, 0, 'f', 0);
  return text;
}

bool TokenAttributionBar::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    const auto [row, piece] = chipAt(help->pos());
    if (row >= 0)
      QToolTip::showText(help->globalPos(), toolTipFor(row, piece), this, chipRect(row, piece));
    else
      QToolTip::hideText();
    return true;
  }
  return QWidget::event(event);
}

int TokenAttributionBar::layoutAndPaint(int width, QPainter* p, std::vector<Chip>* chips) const {
  const QFont base = font();
  QFont bold = base;
  bold.setBold(true);
  QFont small = base;
  small.setPointSizeF(base.pointSizeF() * 0.85);
  const QFontMetrics fm(base), fm_bold(bold), fm_small(small);
  const int chip_h = fm.height() + fm_small.height() + 2 * kChipPad;
  const QColor text = palette().color(QPalette::WindowText);
  int y = kMargin;
  for (int r = 0; r < rows_.size(); ++r) {
    const AttributionRow& row = rows_[r];
    if (p) {
      p->setFont(bold);
      p->setPen(text);
      p->drawText(QRect(kMargin, y, width - 2 * kMargin, fm_bold.height()), Qt::AlignLeft | Qt::AlignVCenter,
                  row.title);
    }
    y += fm_bold.height() + 2;
    int x = kMargin;
    for (int t = 0; t < row.pieces.size(); ++t) {
      const double v = t < int(row.values.size()) ? row.values[std::size_t(t)] : 0.0;
      const QString label = signed_ && v >= 0 ? QStringLiteral("+") + number(v) : number(v);
      const int w =
          std::max(fm.horizontalAdvance(row.pieces[t]), fm_small.horizontalAdvance(label)) + 2 * kChipPad;
      if (x > kMargin && x + w > width - kMargin) {
        x = kMargin;
        y += chip_h + kChipGap;
      }
      const QRect rect(x, y, w, chip_h);
      if (chips) chips->push_back({r, t, rect});
      if (p) {
        const QColor fill = fillFor(v);
        p->setPen(QPen(palette().color(QPalette::Mid), 1));
        p->setBrush(fill);
        p->drawRoundedRect(QRectF(rect).adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        p->setPen(textOn(fill));
        p->setFont(base);
        p->drawText(QRectF(x, y + kChipPad, w, fm.height()), Qt::AlignHCenter | Qt::AlignVCenter,
                    row.pieces[t]);
        p->setFont(small);
        p->drawText(QRectF(x, y + kChipPad + fm.height(), w, fm_small.height()),
                    Qt::AlignHCenter | Qt::AlignVCenter, label);
      }
      x += w + kChipGap;
    }
    y += chip_h + kRowGap;
  }
  if (rows_.isEmpty()) return y + kMargin;
  // The colour scale: −scale … 0 … +scale (signed) or 0 … scale (saliency).
  const int bar_h = fm_small.height();
  if (p) {
    p->setFont(small);
    p->setPen(text);
    const QString low = signed_ ? number(-scale_) : number(0);
    const QString high = (signed_ ? QStringLiteral("+") : QString()) + number(scale_);
    int x = kMargin;
    p->drawText(QRect(x, y, fm_small.horizontalAdvance(low), bar_h), Qt::AlignVCenter, low);
    x += fm_small.horizontalAdvance(low) + 4;
    QLinearGradient gradient(x, 0, x + kLegendWidth, 0);
    for (int i = 0; i <= 10; ++i)
      gradient.setColorAt(i / 10.0,
                          signed_ ? color_maps::diverging(i / 10.0) : color_maps::diverging(0.5 + 0.05 * i));
    p->setPen(QPen(palette().color(QPalette::Mid), 1));
    p->setBrush(gradient);
    p->drawRect(QRect(x, y + 1, kLegendWidth, bar_h - 2));
    x += kLegendWidth + 4;
    p->setPen(text);
    p->drawText(QRect(x, y, width - x, bar_h), Qt::AlignVCenter, high + QStringLiteral("   ") + value_name_);
  }
  return y + bar_h + kMargin;
}

}  // namespace studio
