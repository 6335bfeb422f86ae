#include "widgets/token_scores_widget.h"

#include <QFontMetrics>
#include <QPainter>
#include <QResizeEvent>
#include <algorithm>

namespace studio {

namespace {
constexpr int kMargin = 6, kChipPad = 4, kChipGap = 3, kRowGap = 10;
}  // namespace

TokenScoresWidget::TokenScoresWidget(QWidget* parent) : QWidget(parent) {
  QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
  policy.setHeightForWidth(true);
  setSizePolicy(policy);
}

void TokenScoresWidget::setRows(QList<TokenScoreRow> rows) {
  rows_ = std::move(rows);
  setMinimumHeight(heightForWidth(std::max(width(), 200)));
  updateGeometry();
  update();
}

int TokenScoresWidget::heightForWidth(int width) const { return layoutAndPaint(width, nullptr); }

QSize TokenScoresWidget::sizeHint() const { return {640, heightForWidth(640)}; }

QSize TokenScoresWidget::minimumSizeHint() const { return {200, 40}; }

void TokenScoresWidget::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  const int needed = heightForWidth(event->size().width());
  if (needed != minimumHeight()) setMinimumHeight(needed);
}

void TokenScoresWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  layoutAndPaint(width(), &p);
}

int TokenScoresWidget::layoutAndPaint(int width, QPainter* p) const {
  const QFont base = font();
  QFont bold = base;
  bold.setBold(true);
  QFont small = base;
  small.setPointSizeF(base.pointSizeF() * 0.85);
  const QFontMetrics fm(base), fm_bold(bold), fm_small(small);
  const int chip_h = fm.height() + fm_small.height() + 2 * kChipPad;
  const QColor text = palette().color(QPalette::WindowText);
  const QColor plain_fill = palette().color(QPalette::AlternateBase);
  const QColor diff_fill(0xff, 0xd3, 0x9b), diff_border(0xe0, 0x7b, 0x39);
  int y = kMargin;
  for (const TokenScoreRow& row : rows_) {
    const QFont& title_font = row.preferred ? bold : base;
    const QString title = (row.preferred ? QStringLiteral("★ ") : QString()) + row.title;
    if (p) {
      p->setFont(title_font);
      p->setPen(text);
      p->drawText(QRect(kMargin, y, width - 2 * kMargin, fm_bold.height()), Qt::AlignLeft | Qt::AlignVCenter,
                  title);
    }
    y += fm_bold.height() + 2;
    int x = kMargin;
    for (int t = 0; t < row.tokens.size(); ++t) {
      const QString lp =
          t < int(row.log_probs.size()) ? QString::number(row.log_probs[std::size_t(t)], 'f', 2) : QString();
      const int w =
          std::max(fm.horizontalAdvance(row.tokens[t]), fm_small.horizontalAdvance(lp)) + 2 * kChipPad;
      if (x > kMargin && x + w > width - kMargin) {
        x = kMargin;
        y += chip_h + kChipGap;
      }
      if (p) {
        const bool diff = t < int(row.highlighted.size()) && row.highlighted[std::size_t(t)];
        const QRectF chip(x, y, w, chip_h);
        p->setPen(diff ? QPen(diff_border, 1.5) : QPen(plain_fill.darker(115), 1));
        p->setBrush(diff ? diff_fill : plain_fill);
        p->drawRoundedRect(chip.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        p->setPen(diff ? QColor(Qt::black) : text);
        p->setFont(base);
        p->drawText(QRectF(x, y + kChipPad, w, fm.height()), Qt::AlignHCenter | Qt::AlignVCenter,
                    row.tokens[t]);
        p->setFont(small);
        p->setPen(diff ? QColor(0x5a, 0x3a, 0x10) : palette().color(QPalette::PlaceholderText));
        p->drawText(QRectF(x, y + kChipPad + fm.height(), w, fm_small.height()),
                    Qt::AlignHCenter | Qt::AlignVCenter, lp);
      }
      x += w + kChipGap;
    }
    y += chip_h + kRowGap;
  }
  return y + kMargin;
}

}  // namespace studio
