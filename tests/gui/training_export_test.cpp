// The training view's image export (issue 27): the curves export as a figure of the four charts drawn as
// vectors (not a screenshot of the whole view, whose SVG held dozens of embedded bitmaps), each run in its
// own colour; a run keeps its colour when another is overlaid or hidden; the planned learning rate names the
// run it belongs to. Saves the figure for a person to look at.
#include <QDir>
#include <QFile>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QListWidget>
#include <QPainter>
#include <QPen>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include "attention/config.h"
#include "core/figure.h"
#include "core/image_export.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "training_run_folder.h"
#include "views/training_view.h"
#include "widgets/chart_live_plot.h"

using studio::TrainingView;

namespace {

using gui_test::writeRunFolder;

// The colour of every run's curve on each chart, in the order the charts list them.
QList<QColor> curveColours(const TrainingView& view) {
  QList<QColor> colours;
  for (studio::LivePlot* plot : {view.lossPlot(), view.learningRatePlot(), view.speedPlot(), view.bleuPlot()})
    for (QLineSeries* series : plot->allSeries())
      if (series != view.plannedLearningRateSeries()) colours.append(series->pen().color());
  return colours;
}

// The colours the legends show for the curves, as they are drawn.
QList<QColor> legendColours(const TrainingView& view) {
  QList<QColor> colours;
  for (studio::LivePlot* plot : {view.lossPlot(), view.speedPlot()})
    for (QLineSeries* series : plot->allSeries())
      for (QLegendMarker* marker : plot->chart()->legend()->markers(series))
        colours.append(marker->brush().color());
  return colours;
}

}  // namespace

class TrainingExportTest : public QObject {
  Q_OBJECT
 private slots:
  void curvesExportAsAVectorFigure() {
    TrainingView view(nullptr);
    view.resize(1200, 800);
    view.show();
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    QTemporaryDir dir;
    writeRunFolder(dir.filePath(QStringLiteral("first")), 5.0);
    writeRunFolder(dir.filePath(QStringLiteral("second")), 4.0);
    view.openSavedRuns({dir.filePath(QStringLiteral("first")), dir.filePath(QStringLiteral("second"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    for (studio::LivePlot* plot :
         {view.lossPlot(), view.learningRatePlot(), view.speedPlot(), view.bleuPlot()})
      plot->flush();

    QWidget* figure = view.exportWidget();
    QVERIFY(figure != &view);
    QVERIFY(dynamic_cast<studio::Figure*>(figure));
    const QString svg_path = dir.filePath(QStringLiteral("curves.svg"));
    QString error;
    QVERIFY2(studio::exportWidgetImage(figure, svg_path, &error), qPrintable(error));
    QFile file(svg_path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString svg = QString::fromUtf8(file.readAll());
    // The old export, a screenshot of the view with its buttons and fields, held 86 bitmaps.
    QVERIFY2(svg.count(QStringLiteral("<image")) <= 2,
             qPrintable(QStringLiteral("%1 embedded images").arg(svg.count(QStringLiteral("<image")))));
    // The four charts with their titles, and each run's curves in its colour.
    for (const QString& title : {QStringLiteral("Loss"), QStringLiteral("Throughput"),
                                 QStringLiteral("Validation BLEU"), QStringLiteral("peak")})
      QVERIFY2(svg.contains(title), qPrintable(title));
    QVERIFY(svg.contains(QStringLiteral("run 1 train")) || svg.contains(QStringLiteral("run 2 train")));
    const int runs = view.runCount();
    for (QLineSeries* series : view.lossPlot()->allSeries().mid(view.lossPlot()->allSeries().size() - 4)) {
      const QString colour = series->pen().color().name();
      QVERIFY2(svg.contains(QStringLiteral("stroke=\"%1\"").arg(colour)), qPrintable(colour));
    }
    // No controls: the figure is the charts, not the form beside them.
    QVERIFY(!svg.contains(QStringLiteral("Max steps")));
    QCOMPARE(view.runCount(), runs);

    const QString png_path = dir.filePath(QStringLiteral("curves.png"));
    QVERIFY2(studio::exportWidgetImage(figure, png_path, &error), qPrintable(error));
    QImage png(png_path);
    QCOMPARE(png.size(), dynamic_cast<studio::Figure*>(figure)->figureSize() * 2);
    // The view on screen is left as it was.
    QCOMPARE(view.lossPlot()->isVisible(), true);
    // The SVG as a viewer draws it, for a person to compare with the PNG.
    QSvgRenderer renderer(svg_path);
    QVERIFY(renderer.isValid());
    QImage drawn(renderer.defaultSize(), QImage::Format_ARGB32);
    drawn.fill(Qt::white);
    {
      QPainter painter(&drawn);
      renderer.render(&painter);
    }
    QVERIFY(drawn.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_curves_figure_svg.png")));
    QFile::remove(QStringLiteral(ATTN_SCREENSHOT_DIR "/training_curves_figure.png"));
    QVERIFY(QFile::copy(png_path, QStringLiteral(ATTN_SCREENSHOT_DIR "/training_curves_figure.png")));
  }

  void runsKeepTheirColours() {
    TrainingView view(nullptr);
    view.resize(1200, 800);
    view.show();
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    QTemporaryDir dir;
    for (const char* name : {"a", "b", "c"}) writeRunFolder(dir.filePath(QString::fromLatin1(name)), 5.0);
    view.openSavedRuns({dir.filePath(QStringLiteral("a")), dir.filePath(QStringLiteral("b"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    const QList<QColor> before = curveColours(view);
    const QList<QColor> legend_before = legendColours(view);
    QVERIFY(!before.isEmpty());
    QVERIFY(!legend_before.isEmpty());
    // The overlaid runs differ from each other.
    const int n = view.lossPlot()->allSeries().size();
    QVERIFY(view.lossPlot()->allSeries().at(n - 2)->pen().color() !=
            view.lossPlot()->allSeries().at(n - 4)->pen().color());

    // Another run overlaid: the earlier ones keep theirs.
    view.openSavedRuns({dir.filePath(QStringLiteral("c"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 10000);
    QCOMPARE(curveColours(view).mid(0, before.size() / 4), before.mid(0, before.size() / 4));
    // One hidden and shown again (as the runs list does): nobody's colour moves.
    auto* list = view.findChild<QListWidget*>(QStringLiteral("trainRuns"));
    QVERIFY(list);
    const QList<QColor> all = curveColours(view);
    const QList<QColor> all_legend = legendColours(view);
    list->item(list->count() - 2)->setCheckState(Qt::Unchecked);
    QCOMPARE(curveColours(view), all);
    list->item(list->count() - 2)->setCheckState(Qt::Checked);
    QCOMPARE(curveColours(view), all);
    QCOMPARE(legendColours(view), all_legend);
    // The legend shows each curve in the colour it is drawn in.
    for (QLineSeries* series : view.lossPlot()->allSeries())
      for (QLegendMarker* marker : view.lossPlot()->chart()->legend()->markers(series))
        QCOMPARE(marker->brush().color(), series->pen().color());
  }

  void aNewRunTakesAColourNoShownRunHas() {
    TrainingView view(nullptr);
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    QTemporaryDir dir;
    QStringList hidden;
    for (int i = 0; i < 7; ++i) {
      hidden.append(dir.filePath(QStringLiteral("hidden-%1").arg(i)));
      writeRunFolder(hidden.last(), 5.0);
    }
    writeRunFolder(dir.filePath(QStringLiteral("shown")), 5.0);
    writeRunFolder(dir.filePath(QStringLiteral("overlaid")), 4.0);
    // Eight runs apart: by number alone the ninth would take the first one's colour.
    view.openSavedRuns({dir.filePath(QStringLiteral("shown"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    view.openSavedRuns(hidden, false);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 3, 10000);
    view.openSavedRuns({dir.filePath(QStringLiteral("overlaid"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 4, 10000);
    const QList<QLineSeries*> loss = view.lossPlot()->allSeries();
    const QColor shown = loss.at(loss.size() - 18)->pen().color();
    const QColor overlaid = loss.at(loss.size() - 2)->pen().color();
    QVERIFY2(shown != overlaid, qPrintable(shown.name()));
  }

  void plannedLearningRateNamesItsRun() {
    TrainingView view(nullptr);
    QSignalSpy loaded(&view, &TrainingView::savedRunsLoaded);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 10000);
    const int next = view.runCount() + 1;
    // Before Start it is the plan of the next run.
    QVERIFY2(view.plannedLearningRateSeries()->name().contains(QStringLiteral("run %1").arg(next)),
             qPrintable(view.plannedLearningRateSeries()->name()));
    // An earlier run listed meanwhile takes that number: the plan moves on to the next.
    QTemporaryDir dir;
    writeRunFolder(dir.filePath(QStringLiteral("earlier")), 5.0);
    view.openSavedRuns({dir.filePath(QStringLiteral("earlier"))}, true);
    QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 2, 10000);
    QVERIFY2(view.plannedLearningRateSeries()->name().contains(QStringLiteral("run %1").arg(next + 1)),
             qPrintable(view.plannedLearningRateSeries()->name()));
    QVERIFY(view.plannedLearningRateSeries()->name().contains(QStringLiteral("planned")));
  }
};

QTEST_MAIN(TrainingExportTest)
#include "training_export_test.moc"
