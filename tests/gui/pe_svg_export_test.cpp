// Issue 27: the positional-encoding view's SVG export drew one vector rectangle per heatmap cell — 35 600 for
// 100 positions × d_model 256 and the similarity matrix — and took about half a second on the GUI thread.
// Now each large heatmap's cells are one embedded image, while the axes, labels, legend and the waves stay
// vectors (text in the SVG); rendered back, the SVG looks like the view. Prints both export times (no timing
// assertion) and saves the view and the rendered SVG as PNGs for a person to compare.
#include <QApplication>
#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

#include "core/image_export.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/pe_view.h"
#include "widgets/heatmap_widget.h"

using studio::PositionalEncodingView;

namespace {

QByteArray readAll(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The old export: the widget rendered straight into the SVG generator.
qint64 renderedDirectlyMs(QWidget* view) {
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  QSvgGenerator generator;
  generator.setOutputDevice(&buffer);
  generator.setSize(view->size());
  generator.setViewBox(view->rect());
  generator.setResolution(view->logicalDpiX());
  QElapsedTimer clock;
  clock.start();
  {
    QPainter painter(&generator);
    view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren | QWidget::DrawWindowBackground);
  }
  return clock.elapsed();
}

// Mean absolute difference per channel (0–255) between two images of one size, inside `area`, averaged over
// blocks of 6 × 6 pixels first: one-pixel stripes (the fast dimensions) alias differently when resampled.
double meanDifference(const QImage& full_a, const QImage& full_b, const QRect& full_area) {
  const QSize blocks = full_area.size() / 6;
  const QImage a = full_a.copy(full_area).scaled(blocks, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
  const QImage b = full_b.copy(full_area).scaled(blocks, Qt::IgnoreAspectRatio, Qt::SmoothTransformation);
  const QRect area = a.rect();
  double sum = 0;
  for (int y = area.top(); y <= area.bottom(); ++y)
    for (int x = area.left(); x <= area.right(); ++x) {
      const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
      sum += std::abs(qRed(p) - qRed(q)) + std::abs(qGreen(p) - qGreen(q)) + std::abs(qBlue(p) - qBlue(q));
    }
  return sum / (3.0 * area.width() * area.height());
}

}  // namespace

class PeSvgExportTest : public QObject {
  Q_OBJECT
 private slots:
  void svgHasImageCellsAndVectorLabels() {
    PositionalEncodingView view(nullptr);
    view.setDModel(256);
    view.setMaxPosition(100);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QApplication::processEvents();
    const int cells = 100 * 256 + 100 * 100;
    QCOMPARE(view.encodingHeatmap()->rows() * view.encodingHeatmap()->columns() +
                 view.similarityHeatmap()->rows() * view.similarityHeatmap()->columns(),
             cells);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pe.svg"));
    QString error;
    QElapsedTimer clock;
    clock.start();
    QVERIFY2(studio::exportWidgetImage(view.exportWidget(), path, &error), qPrintable(error));
    const qint64 export_ms = clock.elapsed();
    qInfo("SVG export: %lld ms; the widget rendered straight into SVG: %lld ms", export_ms,
          renderedDirectlyMs(&view));

    const QString svg = QString::fromUtf8(readAll(path));
    // Far fewer elements than cells: the cells are images…
    const qsizetype elements = svg.count(QLatin1Char('<'));
    QVERIFY2(elements < cells / 4, qPrintable(QStringLiteral("%1 elements").arg(elements)));
    QVERIFY(svg.count(QStringLiteral("<image")) >= 2);
    // …and the words are text: the heatmaps' titles, the waves' title and the last position's tick label.
    QVERIFY(svg.contains(QStringLiteral("Position similarity")));
    QVERIFY(svg.contains(QStringLiteral("Positional encoding waves")));
    QVERIFY(svg.contains(QStringLiteral(">99<")));

    // Rendered back, it looks like the view: the heatmaps' cells and labels, the rest.
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QImage from_svg(view.size(), QImage::Format_RGB32);
    from_svg.fill(Qt::white);
    {
      QPainter painter(&from_svg);
      renderer.render(&painter, QRectF(QPointF(0, 0), QSizeF(view.size())));
    }
    const QImage on_screen = view.grab().toImage().convertToFormat(QImage::Format_RGB32);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(on_screen.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/pe_svg_export_view.png")));
    QVERIFY(from_svg.save(QStringLiteral(ATTN_SCREENSHOT_DIR "/pe_svg_export_rendered.png")));
    QCOMPARE(from_svg.size(), on_screen.size());
    for (const studio::HeatmapWidget* map : {view.encodingHeatmap(), view.similarityHeatmap()}) {
      const QRect cells_area = map->matrixRect().toAlignedRect().translated(map->mapTo(&view, QPoint(0, 0)));
      const QRect whole = QRect(map->mapTo(&view, QPoint(0, 0)), map->size());
      const double cells_diff = meanDifference(from_svg, on_screen, cells_area.adjusted(2, 2, -2, -2));
      const double whole_diff = meanDifference(from_svg, on_screen, whole);
      qInfo("%s: mean difference %.2f in the cells, %.2f over the whole heatmap",
            qPrintable(map->objectName()), cells_diff, whole_diff);
      QVERIFY(cells_diff < 3);
      QVERIFY(whole_diff < 4);
    }
  }
};

QTEST_MAIN(PeSvgExportTest)
#include "pe_svg_export_test.moc"
