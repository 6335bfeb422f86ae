// Every view holds in a 1024×640 window (issue 17, item 3): no view asks for more room than its tab has,
// the window itself can shrink to that size, and chart legends sit inside their charts with every entry
// written out. Saves each view at 1024×640 and 1920×1080, light and dark, English and Korean, for a person
// to look at (ATTN_SCREENSHOT_DIR/views).
#include <QAbstractSeries>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTabWidget>
#include <QToolButton>
#include <QtTest>
#include <cstdlib>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "widgets/decode_step_panel.h"
#include "widgets/heatmap_widget.h"

namespace {

// The room a view has: its scroll area's viewport, without scroll bars.
QSize roomFor(studio::StudioView* view) {
  auto* scroll =
      qobject_cast<QScrollArea*>(view->parentWidget() ? view->parentWidget()->parentWidget() : nullptr);
  return scroll ? scroll->maximumViewportSize() : view->size();
}

QSize minimumOf(QWidget* w) {
  return w->minimumSizeHint().expandedTo(w->minimumSize()).boundedTo(w->maximumSize());
}

// A bottom or top legend lays its entries out in one row and elides names that do not fit.
QStringList cutLegendEntries(QChartView* view) {
  QStringList cut;
  QChart* chart = view->chart();
  QLegend* legend = chart ? chart->legend() : nullptr;
  if (!legend || !legend->isVisible() || !legend->isAttachedToChart() || !view->isVisible()) return cut;
  const QRectF bounds(QPointF(0, 0), chart->size());
  const QRectF geometry = legend->geometry();
  if (!bounds.adjusted(-1, -1, 1, 1).contains(geometry)) cut << QStringLiteral("legend outside the chart");
  const QFontMetricsF fm(legend->font());
  if (legend->alignment() & (Qt::AlignLeft | Qt::AlignRight)) {
    // Beside the plot: one entry per line, each whole.
    double height = 0;
    for (QLegendMarker* marker : legend->markers()) {
      if (!marker->isVisible() || marker->label().isEmpty()) continue;
      height += fm.height() + 4;
      if (fm.horizontalAdvance(marker->label()) + fm.height() > geometry.width())
        cut << QStringLiteral("\"%1\" is wider than the legend (%2 px)")
                   .arg(marker->label())
                   .arg(geometry.width());
    }
    if (height > geometry.height() + 1) cut << QStringLiteral("entries taller than the legend");
    return cut;
  }
  double needed = 0;
  QStringList names;
  for (QLegendMarker* marker : legend->markers()) {
    if (!marker->isVisible() || marker->label().isEmpty()) continue;
    // Marker square, spacing and the text, as QLegend lays them out.
    needed += fm.horizontalAdvance(marker->label()) + fm.height() + 2 * fm.averageCharWidth() + 8;
    names << marker->label();
  }
  if (needed > geometry.width() + 1)
    cut << QStringLiteral("%1 need %2 px, the legend has %3")
               .arg(names.join(QStringLiteral(", ")))
               .arg(needed)
               .arg(geometry.width());
  return cut;
}

// The widgets inside `view` that ask for the most room, to name in a failure.
QString largestParts(QWidget* view, QSize room) {
  QStringList parts;
  for (QWidget* w : view->findChildren<QWidget*>()) {
    if (!w->isVisibleTo(view)) continue;
    const QSize m = minimumOf(w);
    if (m.height() > room.height() / 3 || m.width() > room.width() / 2)
      parts << QStringLiteral("%1 %2 %3×%4")
                   .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName())
                   .arg(m.width())
                   .arg(m.height());
  }
  return parts.join(QStringLiteral("; "));
}

}  // namespace

class SmallWindowLayoutTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    studio::installUiLanguage(QStringLiteral("en"));
    studio::applyTheme(studio::Theme::kLight);
    session_.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    session_.openFolder(studio::ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
    window_ = std::make_unique<studio::MainWindow>(&session_, &settings_);
    window_->resize(1024, 640);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
  }

  void windowShrinksTo1024x640() {
    const QSize minimum = window_->minimumSizeHint();
    QVERIFY2(minimum.width() <= 1024 && minimum.height() <= 640,
             qPrintable(QStringLiteral("%1×%2").arg(minimum.width()).arg(minimum.height())));
    QCOMPARE(window_->size(), QSize(1024, 640));
  }

  void everyViewFitsItsTab() {
    QStringList too_big;
    for (studio::StudioView* view : window_->views()) {
      window_->showView(view->viewId());
      QApplication::processEvents();
      const QSize room = roomFor(view), minimum = minimumOf(view);
      // Neither its minimum nor the size it is given may exceed the tab: nothing scrolls.
      if (minimum.width() > room.width() || minimum.height() > room.height() ||
          view->width() > room.width() || view->height() > room.height())
        too_big << QStringLiteral("%1 is %2×%3, needs %4×%5, has %6×%7")
                           .arg(view->viewId())
                           .arg(view->width())
                           .arg(view->height())
                           .arg(minimum.width())
                           .arg(minimum.height())
                           .arg(room.width())
                           .arg(room.height()) +
                       QStringLiteral(" (") + largestParts(view, room) + QLatin1Char(')');
    }
    QVERIFY2(too_big.isEmpty(), qPrintable(too_big.join(QLatin1Char('\n'))));
  }

  void legendsStayInsideTheirCharts() {
    QStringList cut;
    for (studio::StudioView* view : window_->views()) {
      window_->showView(view->viewId());
      QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 60000);  // e.g. the complexity lab names its curves
      QTest::qWait(100);
      // Charts on inner tabs too (the Model view's training history, the training view's pages).
      QList<QPair<QTabWidget*, int>> pages{{nullptr, 0}};
      for (QTabWidget* tabs : view->findChildren<QTabWidget*>())
        for (int i = 0; i < tabs->count(); ++i) pages.append({tabs, i});
      for (const auto& [tabs, index] : pages) {
        const int previous = tabs ? tabs->currentIndex() : 0;
        if (tabs) tabs->setCurrentIndex(index);
        QTest::qWait(60);
        for (QChartView* chart : view->findChildren<QChartView*>())
          for (const QString& problem : cutLegendEntries(chart))
            cut << view->viewId() + QStringLiteral(": ") + problem;
        if (tabs) tabs->setCurrentIndex(previous);
      }
      cut.removeDuplicates();
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1Char('\n'))));
  }

  // The training charts keep room for their titles and tick labels at 1024×640 (issue 17, item 3: they
  // shrank into ellipses); the curves scroll instead.
  void trainingChartsKeepTheirHeight() {
    window_->showView(QStringLiteral("training"));
    QTest::qWait(100);
    for (const char* name : {"trainLossPlot", "trainLrPlot", "trainSpeedPlot", "trainBleuPlot"}) {
      auto* plot = window_->findChild<QWidget*>(QLatin1String(name));
      QVERIFY2(plot, name);
      QVERIFY2(plot->height() >= 240,
               qPrintable(QStringLiteral("%1 is %2 px high").arg(name).arg(plot->height())));
    }
  }

  // The head lab's pruning curve keeps a plot that can be read at 1024×640 (its plot was a few pixels high,
  // its ticks ellipses, under the rows above it).
  void pruningChartKeepsAReadablePlot() {
    window_->showView(QStringLiteral("headlab"));
    QTest::qWait(100);
    QChartView* chart = nullptr;
    for (auto* view : window_->currentView()->findChildren<QChartView*>())
      if (view->isVisible()) chart = view;
    QVERIFY(chart);
    QApplication::processEvents();
    QVERIFY2(chart->chart()->plotArea().height() >= 60,
             qPrintable(QStringLiteral("the plot is %1 px high").arg(chart->chart()->plotArea().height())));
  }

  // The Translate view's map keeps the room at 1024×640 (issue 27, part 4): it had shrunk to about 130 px
  // under the step panel, every other token label left out and its row title cut off. On the classic
  // sentence the map is at least 300 px high, every token is labelled whole (smaller type is fine) and both
  // axis titles fit beside the map.
  void translateMapKeepsTheRoom() {
    window_->resize(1024, 640);
    session_.setSentence(QStringLiteral("The animal didn't cross the street because it was too tired."));
    window_->showView(QStringLiteral("translate"));
    studio::StudioView* view = window_->currentView();
    QVERIFY(view);
    auto* map = qobject_cast<studio::HeatmapWidget*>(view->exportWidget());
    QVERIFY(map);
    QTRY_VERIFY_WITH_TIMEOUT(
        !view->isBusy() && map->drawnColumnLabels().join(QLatin1Char(' ')).contains(QStringLiteral("street")),
        60000);
    QApplication::processEvents();
    QVERIFY2(map->height() >= 300, qPrintable(QStringLiteral("the map is %1 px high").arg(map->height())));
    QStringList dropped;
    const auto check = [&](const QStringList& drawn, const QString& axis) {
      for (int i = 0; i < drawn.size(); ++i)
        if (drawn[i].isEmpty() || drawn[i].contains(QChar(0x2026)))
          dropped << QStringLiteral("%1 label %2 is \"%3\"").arg(axis).arg(i + 1).arg(drawn[i]);
    };
    check(map->drawnRowLabels(), QStringLiteral("row"));
    check(map->drawnColumnLabels(), QStringLiteral("column"));
    QVERIFY(map->rows() >= 10 && map->columns() >= 10);
    QVERIFY2(dropped.isEmpty(), qPrintable(dropped.join(QLatin1Char('\n'))));
    // The axis titles are drawn in italics along the matrix's sides: each is whole there.
    QFont italic = map->font();
    italic.setItalic(true);
    const QFontMetricsF fm(italic);
    const QRectF matrix = map->matrixRect();
    QVERIFY2(fm.horizontalAdvance(map->rowTitle()) <= matrix.height(),
             qPrintable(QStringLiteral("\"%1\" needs %2 px beside a map %3 px high")
                            .arg(map->rowTitle())
                            .arg(fm.horizontalAdvance(map->rowTitle()))
                            .arg(matrix.height())));
    QVERIFY(fm.horizontalAdvance(map->columnTitle()) <= map->width());
    // The step panel is closed here, one click away.
    auto* panel = view->findChild<studio::DecodeStepPanel*>();
    auto* button = view->findChild<QToolButton*>(QStringLiteral("stepDetailsButton"));
    QVERIFY(panel && button && button->isVisible());
    QVERIFY(!panel->isVisible() && !button->isChecked());
    button->click();
    QVERIFY(panel->isVisible() && button->isChecked());
    button->click();
    QVERIFY(!panel->isVisible());
  }

  // Switching to the dark theme while the app runs: every label shown in every view keeps readable text
  // (issue 17, item 8: "English", "German" and "Layer n" stayed dark grey on the dark background).
  void labelsReadableAfterALiveThemeSwitch() {
    studio::applyTheme(studio::Theme::kLight);
    for (studio::StudioView* view : window_->views()) window_->showView(view->viewId());
    studio::applyTheme(studio::Theme::kDark);
    QStringList unreadable;
    for (studio::StudioView* view : window_->views()) {
      window_->showView(view->viewId());
      QApplication::processEvents();
      for (QLabel* label : view->findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().trimmed().isEmpty() || label->width() < 4) continue;
        // What a user sees: the strongest contrast between any pixel of the label and its background.
        const QImage image = label->grab().toImage();
        const int background = QColor(image.pixel(0, 0)).lightness();
        int contrast = 0;
        for (int y = 0; y < image.height(); ++y)
          for (int x = 0; x < image.width(); ++x)
            contrast = std::max(contrast, std::abs(QColor(image.pixel(x, y)).lightness() - background));
        if (contrast < 90)
          unreadable << QStringLiteral("%1: \"%2\" (contrast %3)")
                            .arg(view->viewId(), label->text().left(40))
                            .arg(contrast);
      }
    }
    studio::applyTheme(studio::Theme::kLight);
    QVERIFY2(unreadable.isEmpty(), qPrintable(unreadable.join(QLatin1Char('\n'))));
  }

  void screenshotsOfEveryView() {
    const QString dir = QStringLiteral(ATTN_SCREENSHOT_DIR "/views");
    QDir().mkpath(dir);
    // The sentence a newcomer types first, so that Translate and Attention show their maps.
    session_.setSentence(QStringLiteral("The animal didn't cross the street because it was too tired."));
    for (const QString& language : {QStringLiteral("en"), QStringLiteral("ko")}) {
      studio::installUiLanguage(language);
      for (const auto theme : {studio::Theme::kLight, studio::Theme::kDark}) {
        studio::applyTheme(theme);
        for (const QSize size : {QSize(1024, 640), QSize(1920, 1080)}) {
          window_->resize(size);
          for (studio::StudioView* view : window_->views()) {
            window_->showView(view->viewId());
            QTest::qWait(30);
            QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 60000);
            const QString name = QStringLiteral("%1/%2_%3x%4_%5_%6.png")
                                     .arg(dir, view->viewId())
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(studio::themeName(theme), language);
            QVERIFY(window_->grab().save(name));
          }
        }
      }
    }
    studio::installUiLanguage(QStringLiteral("en"));
    studio::applyTheme(studio::Theme::kLight);
    window_->resize(1024, 640);
  }

 private:
  studio::ModelSession session_;
  studio::StudioSettings settings_;
  std::unique_ptr<studio::MainWindow> window_;
};

QTEST_MAIN(SmallWindowLayoutTest)
#include "small_window_layout_test.moc"
