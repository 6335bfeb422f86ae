#include "widgets/histogram_widget.h"

#include <QPainter>
#include <algorithm>

namespace studio {

HistogramWidget::HistogramWidget(QWidget* parent) : QWidget(parent) {
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

void HistogramWidget::setHistogram(const ValueHistogram& histogram) {
  histogram_ = histogram;
  update();
}

void HistogramWidget::clear() { setHistogram({}); }

void HistogramWidget::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.fillRect(rect(), palette().base());
  const QFontMetrics fm(font());
  const QRect plot = rect().adjusted(6, 6, -6, -fm.height() - 8);
  p.setPen(palette().color(QPalette::Mid));
  p.drawLine(plot.bottomLeft(), plot.bottomRight());
  if (histogram_.counts.isEmpty() || plot.width() < 4 || plot.height() < 4) {
    p.setPen(palette().color(QPalette::PlaceholderText));
    p.drawText(plot, Qt::AlignCenter | Qt::TextWordWrap, tr("Click a tensor to see its values"));
    return;
  }
  const qint64 peak =
      std::max<qint64>(1, *std::max_element(histogram_.counts.begin(), histogram_.counts.end()));
  const int bins = int(histogram_.counts.size());
  const double bar_width = double(plot.width()) / bins;
  const QColor bar = palette().color(QPalette::Highlight);
  for (int i = 0; i < bins; ++i) {
    const double height = double(plot.height()) * double(histogram_.counts[i]) / double(peak);
    p.fillRect(
        QRectF(plot.left() + i * bar_width, plot.bottom() - height, std::max(1.0, bar_width - 1), height),
        bar);
  }
  // The range under the axis; a zero line where 0 lies inside it.
  p.setPen(palette().color(QPalette::WindowText));
  const QRect labels(plot.left(), plot.bottom() + 4, plot.width(), fm.height());
  p.drawText(labels, Qt::AlignLeft, QString::number(histogram_.min, 'g', 3));
  p.drawText(labels, Qt::AlignRight, QString::number(histogram_.max, 'g', 3));
  if (histogram_.min < 0 && histogram_.max > 0) {
    const double x = plot.left() + plot.width() * (-histogram_.min) / (histogram_.max - histogram_.min);
    p.setPen(QPen(palette().color(QPalette::WindowText), 1, Qt::DashLine));
    p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
    p.drawText(QRectF(x - 20, plot.bottom() + 4, 40, fm.height()), Qt::AlignHCenter, QStringLiteral("0"));
  }
}

}  // namespace studio
