// HeatmapWidget: colours follow the values, labels and legend are drawn, hover reports cells, large matrices
// paint quickly, and PNG/SVG exports are produced.
#include "widgets/heatmap_widget.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "core/image_export.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

using studio::HeatmapWidget;

namespace {

HeatmapWidget* makeAlignment(QWidget* parent = nullptr) {
  auto* map = new HeatmapWidget(parent);
  const QStringList src{QStringLiteral("▁the"),   QStringLiteral("▁house"), QStringLiteral("▁is"),
                        QStringLiteral("▁small"), QStringLiteral("."),      QStringLiteral("</s>")};
  const QStringList tgt{QStringLiteral("<s>"),  QStringLiteral("▁das"),   QStringLiteral("▁Haus"),
                        QStringLiteral("▁ist"), QStringLiteral("▁klein"), QStringLiteral(".")};
  std::vector<float> m(36, 0.02f);
  for (int i = 0; i < 6; ++i) m[i * 6 + i] = 0.9f;
  map->setMatrix(m, 6, 6);
  map->setRowLabels(tgt);
  map->setColumnLabels(src);
  map->setAxisTitles(QStringLiteral("queries (target)"), QStringLiteral("keys (source)"));
  map->setTitle(QStringLiteral("Cross attention · layer 3 · head 1"));
  map->setValueName(QStringLiteral("attention weight"));
  return map;
}

// Painting rounds float colours to 8 bits; compare with a small tolerance.
bool near(const QColor& a, const QColor& b) {
  return std::abs(a.red() - b.red()) <= 8 && std::abs(a.green() - b.green()) <= 8 &&
         std::abs(a.blue() - b.blue()) <= 8;
}

}  // namespace

class HeatmapWidgetTest : public QObject {
  Q_OBJECT
 private slots:
  void colorsFollowValues() {
    std::unique_ptr<HeatmapWidget> map(makeAlignment());
    map->resize(520, 420);
    const QImage image = map->grab().toImage();
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    image.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heatmap_widget.png"));
    // Sample the centre of a diagonal and an off-diagonal cell through the widget's own mapping.
    const QColor high = map->colorFor(0.9f), low = map->colorFor(0.02f);
    QVERIFY(high.lightnessF() > low.lightnessF());  // viridis: bright = high
    int high_pixels = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        if (near(image.pixelColor(x, y), high)) ++high_pixels;
    QVERIFY2(high_pixels > 100, "diagonal cells are painted in the high colour");
  }

  void hoverReportsCell() {
    std::unique_ptr<HeatmapWidget> map(makeAlignment());
    map->resize(520, 420);
    map->show();
    QVERIFY(QTest::qWaitForWindowExposed(map.get()));
    QSignalSpy spy(map.get(), &HeatmapWidget::cellHovered);
    // Find a pixel whose colour is the diagonal's and hover it.
    const QImage image = map->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    QPoint target(-1, -1);
    for (int y = 0; y < image.height() && target.x() < 0; y += 2)
      for (int x = 0; x < image.width(); x += 2)
        if (near(image.pixelColor(x, y), map->colorFor(0.9f))) {
          target = QPoint(int(x / dpr) + 3, int(y / dpr) + 3);
          break;
        }
    QVERIFY(target.x() >= 0);
    QTest::mouseMove(map.get(), target);
    QTRY_VERIFY(!spy.isEmpty());
    const QList<QVariant> args = spy.last();
    QCOMPARE(args.at(0).toInt(), args.at(1).toInt());
    QVERIFY(std::fabs(args.at(2).toFloat() - 0.9f) < 1e-6f);
    const QString tip = map->cellDescription(2, 1);  // row "▁Haus", column "▁house"
    QVERIFY(tip.contains(QStringLiteral("Haus")) && tip.contains(QStringLiteral("house")));
  }

  void largeMatrixIsFast() {
    HeatmapWidget map;
    const int n = 120;
    std::vector<float> m(n * n);
    QStringList labels;
    for (int i = 0; i < n; ++i) {
      labels << QStringLiteral("▁token%1").arg(i);
      for (int j = 0; j < n; ++j) m[i * n + j] = std::exp(-std::fabs(i - j) / 4.0f);
    }
    map.setMatrix(m, n, n);
    map.setRowLabels(labels);
    map.setColumnLabels(labels);
    map.setAxisTitles(QStringLiteral("queries"), QStringLiteral("keys"));
    map.setAutoRange();
    map.resize(900, 800);
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < 10; ++i) (void)map.grab();
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QStringLiteral("10 paints took %1 ms").arg(timer.elapsed())));
    map.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heatmap_widget_large.png"));

    HeatmapWidget diverging;
    diverging.setMatrix({-1.0f, -0.5f, 0.0f, 0.5f, 1.0f, 0.25f}, 2, 3);
    diverging.setColorScale(HeatmapWidget::ColorScale::kDiverging);
    diverging.setAutoRange();
    QCOMPARE(diverging.rangeMin(), -1.0f);
    QVERIFY(diverging.colorFor(0.0f).lightnessF() > 0.9);  // white at zero
  }

  void darkThemeScreenshot() {
    std::unique_ptr<HeatmapWidget> map(makeAlignment());
    map->setPalette(studio::paletteFor(studio::Theme::kDark));
    map->setHighlightedRow(2);
    map->resize(520, 420);
    const QImage image = map->grab().toImage();
    QVERIFY(image.pixelColor(2, 2).lightness() < 80);  // dark background, light text from the palette
    image.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heatmap_widget_dark.png"));

    HeatmapWidget thumbnail;
    thumbnail.setMatrix(map->values(), map->rows(), map->columns());
    thumbnail.setCompact(true);
    thumbnail.setSelected(true);
    thumbnail.resize(90, 90);
    QVERIFY(!thumbnail.grab().isNull());
  }

  void exportsPngAndSvg() {
    std::unique_ptr<HeatmapWidget> map(makeAlignment());
    map->resize(520, 420);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(studio::exportWidgetPng(map.get(), dir.filePath(QStringLiteral("m.png")), &error),
             qPrintable(error));
    QVERIFY2(studio::exportWidgetSvg(map.get(), dir.filePath(QStringLiteral("m.svg")), &error),
             qPrintable(error));
    const QImage png(dir.filePath(QStringLiteral("m.png")));
    // A figure, not a screenshot: drawn at the figure's own size (device pixel ratio 2), whatever the
    // widget's.
    QCOMPARE(png.size(), map->figureSize() * 2);
    QVERIFY(map->figureSize() != map->size());
    QFile svg(dir.filePath(QStringLiteral("m.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains("Haus"));  // labels are text, not pixels
  }

  // Issue 17: SVG heatmaps are vector cells even where the screen draws a cached image, and masked cells
  // (a causal mask) are a hatched grey, not the colour of weight 0.
  void svgHasVectorCellsAndMaskedCellsAreDistinct() {
    HeatmapWidget map;
    const int n = 70;  // 4900 cells: above the screen's vector limit
    std::vector<float> m(std::size_t(n) * n, 0.0f);
    for (int i = 0; i < n; ++i)
      for (int j = 0; j <= i; ++j) m[std::size_t(i) * n + j] = 0.5f;
    map.setMatrix(m, n, n);
    map.setCausalMask(true);
    map.resize(500, 500);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(studio::exportWidgetSvg(&map, dir.filePath(QStringLiteral("big.svg")), &error),
             qPrintable(error));
    QFile svg(dir.filePath(QStringLiteral("big.svg")));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    const QByteArray text = svg.readAll();
    QVERIFY2(!text.contains("<image"), "cells embedded as a (smoothed) bitmap");
    QVERIFY(map.isMasked(0, 1) && !map.isMasked(1, 1));
    QVERIFY(map.displayedColor(0, 1) != map.colorFor(0.0f));
    // On screen too: the masked cells' pixels are not weight 0's colour (the colour bar, which has it,
    // aside).
    map.setLegendVisible(false);
    const QImage image = map.grab().toImage();
    const QColor zero = map.colorFor(0.0f);
    int zero_pixels = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x) zero_pixels += near(image.pixelColor(x, y), zero);
    QCOMPARE(zero_pixels, 0);  // every zero of this matrix is masked
  }

  // At small sizes labels shrink (or elide) rather than every other one being left out.
  void labelsShrinkRatherThanVanish() {
    HeatmapWidget map;
    const int n = 24;
    QStringList labels;
    for (int i = 0; i < n; ++i) labels << QStringLiteral("▁w%1").arg(i);
    map.setMatrix(std::vector<float>(std::size_t(n) * n, 0.5f), n, n);
    map.setRowLabels(labels);
    map.setColumnLabels(labels);
    map.setTitle(QStringLiteral("A rather long title that cannot fit on one line of such a narrow plot"));
    map.resize(330, 300);
    const QStringList rows = map.drawnRowLabels(), columns = map.drawnColumnLabels();
    QCOMPARE(rows.size(), n);
    for (const QString& label : rows + columns) QVERIFY2(!label.isEmpty(), "a label was left out");
    map.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heatmap_widget_small.png"));
  }
};

QTEST_MAIN(HeatmapWidgetTest)
#include "heatmap_widget_test.moc"
