// The training charts as TensorBoard users read them (issue 17, item 9): TensorBoard's debiased EMA against
// a hand computation, the BLEU axis within 0 … 100 and fitted to the data, a lone validation point drawn,
// log-scale y, the training-time x axis, and the value readout under the cursor.
#include <QLineSeries>
#include <QLogValueAxis>
#include <QSlider>
#include <QtTest>
#include <cmath>
#include <limits>

#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/training_view.h"
#include "widgets/chart_live_plot.h"
#include "widgets/chart_smoothing.h"

using studio::LivePlot;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

QList<double> ys(const QList<QPointF>& points) {
  QList<double> values;
  for (const QPointF& p : points) values.append(p.y());
  return values;
}

}  // namespace

class TrainingChartsTest : public QObject {
  Q_OBJECT
 private slots:
  void emaIsTensorBoardsDebiasedAverage() {
    // By hand, weight 0.5 over 1, 3, 2, 5:
    //   last = 0.5, 1.75, 1.875, 3.4375; divided by 1 − 0.5^n = 0.5, 0.75, 0.875, 0.9375.
    const QList<double> expected = {1.0, 1.75 / 0.75, 1.875 / 0.875, 3.4375 / 0.9375};
    const QList<double> smoothed = studio::smoothDebiasedEma({1, 3, 2, 5}, 0.5);
    QCOMPARE(smoothed.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) QVERIFY(std::abs(smoothed[i] - expected[i]) < 1e-12);
    // A non-finite value passes through and leaves the average alone.
    const QList<double> with_gap = studio::smoothDebiasedEma({1, kNaN, 3}, 0.5);
    QVERIFY(std::isnan(with_gap[1]));
    QVERIFY(std::abs(with_gap[2] - 1.75 / 0.75) < 1e-12);
    // Weight 0: the values themselves.
    QCOMPARE(studio::smoothDebiasedEma({4, 2}, 0.0), (QList<double>{4, 2}));

    // The plot draws the smoothed curve and keeps the raw one (faint) and the points as received.
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    QLineSeries* series = plot.addSeries(QStringLiteral("run 1"), QPen(Qt::blue, 2));
    const QList<double> values = {1, 3, 2, 5};
    for (int i = 0; i < values.size(); ++i) plot.queuePoint(series, 10.0 * (i + 1), values[i]);
    plot.flush();
    QCOMPARE(ys(series->points()), values);  // no smoothing by default
    plot.setSmoothing(0.5);
    QCOMPARE(series->count(), 4);
    for (int i = 0; i < expected.size(); ++i) QVERIFY(std::abs(series->at(i).y() - expected[i]) < 1e-12);
    QCOMPARE(ys(plot.rawPoints(series)), values);
    // Points arriving later continue the same average.
    plot.queuePoint(series, 50, 1);
    plot.flush();
    const double last = studio::smoothDebiasedEma({1, 3, 2, 5, 1}, 0.5).last();
    QVERIFY(std::abs(series->points().last().y() - last) < 1e-12);
    // An exact curve (the planned schedule) is never smoothed.
    plot.setSeriesSmoothed(series, false);
    QCOMPARE(ys(series->points()), (QList<double>{1, 3, 2, 5, 1}));
  }

  void trainingViewSmoothsLossButNotTheLearningRate() {
    studio::TrainingView view(nullptr);
    auto* slider = view.findChild<QSlider*>(QStringLiteral("trainSmoothing"));
    QVERIFY(slider);
    QCOMPARE(view.lossPlot()->smoothing(), 0.6);  // TensorBoard's default
    QCOMPARE(view.learningRatePlot()->smoothing(), 0.6);
    slider->setValue(90);
    QCOMPARE(view.lossPlot()->smoothing(), 0.9);
    QCOMPARE(view.speedPlot()->smoothing(), 0.9);
    // The planned learning rate keeps its exact values.
    const QList<QPointF> planned = view.plannedLearningRateSeries()->points();
    QCOMPARE(planned, view.learningRatePlot()->rawPoints(view.plannedLearningRateSeries()));
  }

  void bleuAxisFitsTheDataAndStopsAt100() {
    studio::TrainingView view(nullptr);
    LivePlot* bleu = view.bleuPlot();
    QLineSeries* series = bleu->addSeries(QStringLiteral("run"), QPen(Qt::red, 2));
    // A toy task reaches BLEU 100: the axis ends there, not at 200.
    for (int step = 1; step <= 5; ++step) bleu->queuePoint(series, step * 100.0, 20.0 * step);
    bleu->flush();
    QVERIFY2(bleu->yAxis()->max() <= 100.0, qPrintable(QString::number(bleu->yAxis()->max())));
    QVERIFY(bleu->yAxis()->max() >= 100.0);
    QCOMPARE(bleu->yAxis()->min(), 0.0);
    // Low scores: the axis fits them with some headroom instead of showing 0 … 100.
    bleu->replacePoints(series, {QPointF(100, 3.0), QPointF(200, 12.5), QPointF(300, 17.0)});
    QVERIFY(bleu->yAxis()->max() >= 17.0);
    QVERIFY2(bleu->yAxis()->max() <= 30.0, qPrintable(QString::number(bleu->yAxis()->max())));
  }

  void aSingleValidationPointIsDrawn() {
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    QLineSeries* line = plot.addSeries(QStringLiteral("train"), QPen(Qt::blue, 2));
    plot.queuePoint(line, 40, 2.5);
    plot.flush();
    // A line through one point draws nothing; the point gets a marker.
    QVERIFY(line->pointsVisible());
    plot.queuePoint(line, 80, 2.0);
    plot.flush();
    QVERIFY(!line->pointsVisible());

    // The training view's validation curves always have markers (validations are sparse).
    studio::TrainingView view(nullptr);
    view.resize(1024, 640);
    QLineSeries* valid = view.lossPlot()->addSeries(QStringLiteral("valid"), QPen(Qt::red, 2));
    view.lossPlot()->setSeriesMarkers(valid, true);
    view.lossPlot()->queuePoint(valid, 40, 3.0);
    view.lossPlot()->queuePoint(valid, 80, 2.0);
    view.lossPlot()->flush();
    QVERIFY(valid->pointsVisible());
  }

  void logScaleLeavesOutWhatItCannotShow() {
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    QLineSeries* series = plot.addSeries(QStringLiteral("run"), QPen(Qt::blue, 2));
    plot.replacePoints(series, {QPointF(1, 8.0), QPointF(2, 0.0), QPointF(3, 0.3), QPointF(4, 0.02)});
    plot.setLogScaleY(true);
    QVERIFY(series->attachedAxes().contains(plot.logYAxis()));
    QVERIFY(!series->attachedAxes().contains(plot.yAxis()));
    QCOMPARE(series->count(), 3);  // 0 has no place on a log axis
    QVERIFY(plot.logYAxis()->min() <= 0.02 && plot.logYAxis()->max() >= 8.0);
    QCOMPARE(plot.logYAxis()->min(), 0.01);  // whole decades, which the axis labels
    QCOMPARE(plot.logYAxis()->max(), 10.0);
    plot.setLogScaleY(false);
    QCOMPARE(series->count(), 4);
    QVERIFY(series->attachedAxes().contains(plot.yAxis()));
  }

  void timeAxisShowsTrainingTime() {
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    QLineSeries* series = plot.addSeries(QStringLiteral("run"), QPen(Qt::blue, 2));
    plot.queuePoint(series, 10, 3.0, 2.0);
    plot.queuePoint(series, 20, 2.0, 4.5);
    plot.queuePoint(series, 30, 1.5);  // no time known: not on the time axis
    plot.flush();
    plot.setXAxisMode(LivePlot::XAxisMode::kTrainingTime);
    QCOMPARE(series->count(), 2);
    QCOMPARE(series->at(1).x(), 4.5);
    QVERIFY(plot.xAxis()->titleText().contains(QStringLiteral("seconds")));
    // Long runs count in minutes.
    plot.queuePoint(series, 40, 1.0, 1200.0);
    plot.flush();
    QVERIFY(plot.xAxis()->titleText().contains(QStringLiteral("minutes")));
    QCOMPARE(series->points().last().x(), 20.0);
    QCOMPARE(series->at(1).x(), 4.5 / 60.0);
    plot.setXAxisMode(LivePlot::XAxisMode::kStep);
    QCOMPARE(series->count(), 4);
    QCOMPARE(plot.xAxis()->titleText(), QStringLiteral("step"));
  }

  void longTitlesWrapOnNarrowPlots() {
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    const QString title = QStringLiteral("Learning rate (peak 3.54e-02 at step 100) · for 240 steps");
    plot.setTitle(title);
    plot.resize(900, 300);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QCOMPARE(plot.chart()->title(), title.toHtmlEscaped());
    plot.resize(280, 300);
    QTRY_VERIFY(plot.chart()->title().contains(QStringLiteral("<br>")));
    QCOMPARE(plot.chart()->title().replace(QStringLiteral("<br>"), QStringLiteral(" ")),
             title.toHtmlEscaped());
    QCOMPARE(plot.title(), title);
  }

  void hoverShowsTheValueAtTheCursor() {
    LivePlot plot(QStringLiteral("loss"), QStringLiteral("step"), QStringLiteral("loss"));
    plot.resize(600, 400);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    QLineSeries* train = plot.addSeries(QStringLiteral("run 1 train"), QPen(Qt::blue, 2));
    QLineSeries* other = plot.addSeries(QStringLiteral("run 2 train"), QPen(Qt::red, 2));
    for (int step = 10; step <= 100; step += 10) {
      plot.queuePoint(train, step, 5.0 - step / 50.0, step * 0.5);
      plot.queuePoint(other, step, 4.0, step * 0.5);
    }
    plot.flush();
    QCOMPARE(plot.readoutText(), QString());
    // The cursor over step 60 (a little to the right of it).
    const QPointF at = plot.chart()->mapToPosition(QPointF(61, 3.8), train);
    const QPoint pos = plot.mapFromScene(plot.chart()->mapToScene(at));
    QTest::mouseMove(plot.viewport(), pos);
    QTRY_VERIFY(!plot.readoutText().isEmpty());
    const QString text = plot.readoutText();
    QVERIFY2(text.contains(QStringLiteral("run 1 train: 3.8 · step 60 · 0:00:30")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("run 2 train: 4 · step 60")), qPrintable(text));
    // While smoothing, the smoothed value and the raw one.
    plot.setSmoothing(0.5);
    QVERIFY2(plot.showReadoutAt(pos).contains(QStringLiteral("(raw 3.8)")), qPrintable(plot.readoutText()));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(plot.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_chart_hover.png")));
    // Hidden curves are not read out; leaving the plot hides the box.
    plot.setSeriesVisible(other, false);
    QVERIFY(!plot.showReadoutAt(pos).contains(QStringLiteral("run 2")));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(&plot, &leave);
    QCOMPARE(plot.readoutText(), QString());
  }
};

QTEST_MAIN(TrainingChartsTest)
#include "training_charts_test.moc"
