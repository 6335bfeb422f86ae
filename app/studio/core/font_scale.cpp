#include "core/font_scale.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLegend>
#include <QVariant>
#include <QWidget>

namespace studio {

namespace {

double g_scale = 1.0;
const char kUnscaledFont[] = "studioUnscaledFont";
const char kUnscaledChartFonts[] = "studioUnscaledChartFonts";

QFont scaled(QFont font, double factor) {
  if (font.pointSizeF() > 0)
    font.setPointSizeF(font.pointSizeF() * factor);
  else if (font.pixelSize() > 0)
    font.setPixelSize(std::max(1, int(font.pixelSize() * factor + 0.5)));
  return font;
}

// The font at scale 1: remembered the first time it is scaled. A font set while another scale was on was
// derived from the scaled font, so it is divided back first.
QFont unscaledFont(QObject* holder, const char* key, const QFont& current) {
  const QVariant stored = holder->property(key);
  if (stored.isValid()) return stored.value<QFont>();
  const QFont base = scaled(current, 1.0 / g_scale);
  holder->setProperty(key, base);
  return base;
}

void scaleChart(QChart* chart, double factor) {
  QVariantList base = chart->property(kUnscaledChartFonts).toList();
  const QList<QAbstractAxis*> axes = chart->axes();
  if (base.size() != 2 + 2 * axes.size()) {  // first time, or the chart changed its axes
    base = {scaled(chart->titleFont(), 1.0 / g_scale), scaled(chart->legend()->font(), 1.0 / g_scale)};
    for (QAbstractAxis* axis : axes)
      base << scaled(axis->labelsFont(), 1.0 / g_scale) << scaled(axis->titleFont(), 1.0 / g_scale);
    chart->setProperty(kUnscaledChartFonts, base);
  }
  chart->setTitleFont(scaled(base[0].value<QFont>(), factor));
  chart->legend()->setFont(scaled(base[1].value<QFont>(), factor));
  for (int i = 0; i < axes.size(); ++i) {
    axes[i]->setLabelsFont(scaled(base[2 + 2 * i].value<QFont>(), factor));
    axes[i]->setTitleFont(scaled(base[3 + 2 * i].value<QFont>(), factor));
  }
}

}  // namespace

double fontScale() { return g_scale; }

void applyFontScale(double factor) {
  if (!qApp || factor <= 0) return;
  const QFont app_base = unscaledFont(qApp, kUnscaledFont, QApplication::font());
  const QList<QWidget*> widgets = QApplication::allWidgets();
  // Widgets with fonts of their own keep them relative to the new size; the rest inherit the app font.
  for (QWidget* w : widgets) {
    if (w->testAttribute(Qt::WA_SetFont))
      w->setFont(scaled(unscaledFont(w, kUnscaledFont, w->font()), factor));
    if (auto* chart_view = qobject_cast<QChartView*>(w); chart_view && chart_view->chart())
      scaleChart(chart_view->chart(), factor);
  }
  g_scale = factor;
  QApplication::setFont(scaled(app_base, factor));
  // Windows that inherit their font re-resolve it now (Qt only propagates an application font change to
  // them from inside the running event loop), and their children follow.
  for (QWidget* w : QApplication::topLevelWidgets())
    if (!w->testAttribute(Qt::WA_SetFont)) w->setFont(QFont());
}

}  // namespace studio
