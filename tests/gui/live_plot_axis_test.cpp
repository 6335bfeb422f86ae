// The live plots' axes never ask Qt Charts for ticks it cannot lay out (issue 27, item 1): Start on the toy
// task with the default smoothing (0.60) froze the window at the first point. That point's smoothed value
// (TensorBoard's debiased EMA) is the raw value give or take one rounding, so the y range was one ulp wide
// and its "nice" tick interval smaller than a double can add to the values; Qt's dynamic ticks then added it
// forever on the GUI thread, growing a list of tick positions by about 130 MB a second.
#include <QLineSeries>
#include <QValueAxis>
#include <QtTest>
#include <cmath>

#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "widgets/axis_ticks.h"
#include "widgets/chart_live_plot.h"
#include "widgets/chart_smoothing.h"

using studio::LivePlot;

namespace {

// A loss whose debiased EMA at weight 0.6 is not exactly itself after one point: (0.4 · y) / 0.4 ≠ y.
constexpr double kRoundedLoss = 1.2523479999999862;

// What Qt's dynamic ticks need to finish: each step moves the tick, and there are few steps.
bool axisTicksFinish(const QValueAxis* axis) {
  if (axis->tickType() != QValueAxis::TicksDynamic) return true;  // fixed: tickCount() ticks
  const double interval = axis->tickInterval();
  return axis->max() + interval > axis->max() && (axis->max() - axis->min()) / interval <= 1000;
}

QString describe(const QValueAxis* axis) {
  return QStringLiteral("[%1, %2] every %3")
      .arg(axis->min(), 0, 'g', 17)
      .arg(axis->max(), 0, 'g', 17)
      .arg(axis->tickInterval(), 0, 'g', 17);
}

}  // namespace

class LivePlotAxisTest : public QObject {
  Q_OBJECT
 private slots:
  void aFirstSmoothedPointGetsAReadableAxis() {
    // The premise: smoothing moves this value by a rounding, so curve and raw twin differ by one ulp.
    const double smoothed = studio::smoothDebiasedEma({kRoundedLoss}, 0.6).first();
    QVERIFY(smoothed != kRoundedLoss);
    QVERIFY(std::abs(smoothed - kRoundedLoss) < 1e-15);

    LivePlot plot(QStringLiteral("Loss"), QStringLiteral("step"), QStringLiteral("loss"));
    plot.setSmoothing(0.6);  // the training view's default
    QLineSeries* train = plot.addSeries(QStringLiteral("run 1 train"), QPen(Qt::blue, 2));
    plot.queuePoint(train, 10, kRoundedLoss, 1.5);
    plot.flush();
    const QValueAxis* y = plot.yAxis();
    QVERIFY2(axisTicksFinish(y), qPrintable(describe(y)));
    // One value: the axis shows it with room around it, not a range of rounding errors.
    QVERIFY2(y->min() < kRoundedLoss - 0.01 && y->max() > kRoundedLoss + 0.01, qPrintable(describe(y)));
    QVERIFY2(axisTicksFinish(plot.xAxis()), qPrintable(describe(plot.xAxis())));

    // Drawn for real (this is where the old axis never returned).
    plot.resize(400, 300);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QVERIFY(!plot.grab().isNull());
    // The next points give a real range again.
    plot.queuePoint(train, 20, 1.0, 3.0);
    plot.flush();
    QVERIFY2(axisTicksFinish(y), qPrintable(describe(y)));
    QVERIFY2(y->max() < 2.0, qPrintable(describe(y)));
  }

  void nearlyEqualValuesOnEveryScale() {
    LivePlot plot(QStringLiteral("Throughput"), QStringLiteral("step"), QStringLiteral("tokens/s"));
    plot.setSmoothing(0.6);
    QLineSeries* speed = plot.addSeries(QStringLiteral("run 1"), QPen(Qt::blue, 2));
    for (double value : {0.0, 1e-30, 3.3e-7, 12345.678901234, 9.87654321e12, -4.2}) {
      plot.replacePoints(speed, {QPointF(10, value), QPointF(20, std::nextafter(value, 1e300))});
      QVERIFY2(axisTicksFinish(plot.yAxis()), qPrintable(QString::number(value) + describe(plot.yAxis())));
    }
  }

  void onlySteppableTicksAreDynamic() {
    QVERIFY(studio::ticksCanStep(0, 100, 25));
    QVERIFY(studio::ticksCanStep(-1.1, 1.1, 0.5));
    QVERIFY(!studio::ticksCanStep(2.0, 2.0 + 4.4e-16, 5e-17));  // below the values' resolution
    QVERIFY(!studio::ticksCanStep(0, 1e6, 1e-3));               // a billion ticks
    QVERIFY(!studio::ticksCanStep(0, 1, 0));
    QVERIFY(!studio::ticksCanStep(0, 1, std::nan("")));
    QValueAxis axis;
    studio::setAxisTicks(&axis, 2.0, 2.0 + 4.4e-16, 5e-17);
    QCOMPARE(axis.tickType(), QValueAxis::TicksFixed);
    studio::setAxisTicks(&axis, 0, 100, 25);
    QCOMPARE(axis.tickType(), QValueAxis::TicksDynamic);
    QCOMPARE(axis.tickInterval(), 25.0);
  }
};

QTEST_MAIN(LivePlotAxisTest)
#include "live_plot_axis_test.moc"
