// The attention view at the sizes the brief names (6 layers × 16 heads, 100+ tokens): every thumbnail,
// rendered on a worker, shows its head's weights in the right colours, and its cached image is replaced
// exactly when what it shows changes (data, kind, focus row, colour scale), not when only the selection
// moves. How fast it redraws is measured by tests/bench/attention_grid_bench (label bench), not here. The
// view also exports the numbers behind it (JSON with every head, CSV of the open cell) with labels.
#include "views/attention_view.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <algorithm>
#include <random>

#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "synthetic_attention.h"
#include "widgets/attention_lines_widget.h"
#include "widgets/heatmap_widget.h"
#include "workers/attention_thumbnail_renderer.h"

namespace {

using gui_test::syntheticInspection;

studio::InferenceResultPtr bigInspection(int layers, int heads, int source, int target) {
  return syntheticInspection(layers, heads, source, target, 7);
}

// Every pixel of the thumbnail's image is its cell's displayed colour (the table's rounding: ±1 per
// channel). Returns the first cell that differs, as text, or an empty string.
QString firstWrongPixel(const studio::HeatmapWidget* thumb) {
  const QImage& image = thumb->matrixImage();
  if (image.width() != thumb->columns() || image.height() != thumb->rows())
    return QStringLiteral("image %1x%2 for %3x%4 cells")
        .arg(image.width())
        .arg(image.height())
        .arg(thumb->columns())
        .arg(thumb->rows());
  for (int r = 0; r < thumb->rows(); ++r)
    for (int c = 0; c < thumb->columns(); ++c) {
      const QColor painted = image.pixelColor(c, r), expected = thumb->displayedColor(r, c);
      if (std::abs(painted.red() - expected.red()) > 1 || std::abs(painted.green() - expected.green()) > 1 ||
          std::abs(painted.blue() - expected.blue()) > 1)
        return QStringLiteral("cell (%1, %2): %3, expected %4")
            .arg(r)
            .arg(c)
            .arg(painted.name(), expected.name());
    }
  return {};
}

bool waitForThumbnails(const studio::AttentionView& view) {
  return QTest::qWaitFor([&] { return !view.thumbnailsRendering(); }, 20000);
}

}  // namespace

class AttentionViewTest : public QObject {
  Q_OBJECT
 private slots:
  void everyThumbnailShowsItsHeadInTheRightColours() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    view.resize(1500, 950);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto result = bigInspection(6, 16, 110, 120);
    QSignalSpy rendered(&view, &studio::AttentionView::thumbnailsRendered);
    view.showResult(result);
    QVERIFY(view.isBusy());  // the worker renders; the GUI thread has not
    QVERIFY(waitForThumbnails(view));
    QCOMPARE(rendered.count(), 1);
    QCOMPARE(view.gridLayers(), 6);
    QCOMPARE(view.gridHeads(), 16);
    for (int l = 0; l < 6; ++l)
      for (int h = 0; h < 16; ++h) {
        const studio::HeatmapWidget* thumb = view.thumbnail(l, h);
        QCOMPARE(thumb->rows(), 110);
        QVERIFY(thumb->imageCurrent());
        QCOMPARE(thumb->values(),
                 studio::headMatrix(result->inspection.attention, studio::AttentionKind::kEncoderSelf, l, h));
        const QString wrong = firstWrongPixel(thumb);
        QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("L%1 H%2 %3").arg(l + 1).arg(h + 1).arg(wrong)));
      }
    // The numbers under a thumbnail are its head's.
    const studio::HeadStats stats = studio::headStats(view.thumbnail(2, 5)->values(), 110, 110);
    QVERIFY2(view.statsLabel(2, 5)->text().startsWith(QStringLiteral("H %1").arg(stats.entropy, 0, 'f', 2)),
             qPrintable(view.statsLabel(2, 5)->text()));
    // The numbers fit their labels, which keep one size so that new numbers do not lay out the grid again.
    for (int l = 0; l < 6; ++l)
      for (int h = 0; h < 16; ++h) QCOMPARE(view.statsLabel(l, h)->sizeHint(), view.statsLabel(l, h)->size());
    // What is painted: the middle of a thumbnail shows the middle cell.
    studio::HeatmapWidget* thumb = view.thumbnail(5, 15);
    const QImage painted = thumb->grab().toImage();
    const QColor centre = painted.pixelColor(painted.width() / 2, painted.height() / 2);
    const QColor expected = thumb->displayedColor(55, 55);
    QVERIFY2(std::abs(centre.red() - expected.red()) <= 2 && std::abs(centre.green() - expected.green()) <= 2,
             qPrintable(centre.name() + QStringLiteral(" vs ") + expected.name()));

    view.setKind(studio::AttentionKind::kCross);
    QVERIFY(waitForThumbnails(view));
    QCOMPARE(view.detailMap()->rows(), 120);
    QCOMPARE(view.detailMap()->columns(), 110);
    QCOMPARE(view.thumbnail(3, 7)->matrixImage().size(), QSize(110, 120));
    QVERIFY(firstWrongPixel(view.thumbnail(3, 7)).isEmpty());
    view.setLinesMode(true);
    QVERIFY(!view.linesWidget()->grab().isNull());
    const int all_heads = view.linesWidget()->drawnLines();
    QVERIFY(all_heads > 0);
    view.linesWidget()->setHeadVisible(0, false);  // the cached picture follows the head toggles
    view.linesWidget()->grab();
    QVERIFY(view.linesWidget()->drawnLines() < all_heads);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.linesWidget()->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/attention_lines_6x16.png")));
    view.setLinesMode(false);
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/attention_6x16_120_tokens.png")));
  }

  // A thumbnail's cached image is replaced when its data, the kind, the focus row or the colours change,
  // and kept when only the selection moves.
  void thumbnailCacheFollowsWhatItShows() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    view.showResult(syntheticInspection(2, 3, 9, 8, 1));
    QVERIFY(waitForThumbnails(view));
    const QImage first = view.thumbnail(1, 2)->matrixImage();
    // New data of the same shape: same widgets, new image.
    const auto second_result = syntheticInspection(2, 3, 9, 8, 2);
    view.showResult(second_result);
    QVERIFY(!view.thumbnail(1, 2)->imageCurrent());
    QVERIFY(waitForThumbnails(view));
    QVERIFY(view.thumbnail(1, 2)->matrixImage() != first);
    QVERIFY(firstWrongPixel(view.thumbnail(1, 2)).isEmpty());
    // The selection is drawn over the image: nothing to render.
    const qint64 key = view.thumbnail(1, 2)->matrixImage().cacheKey();
    view.selectCell(1, 2);
    QVERIFY(!view.thumbnailsRendering());
    QCOMPARE(view.thumbnail(1, 2)->matrixImage().cacheKey(), key);
    // Another kind: decoder self-attention masks the cells right of the diagonal.
    view.setKind(studio::AttentionKind::kDecoderSelf);
    QVERIFY(waitForThumbnails(view));
    const studio::HeatmapWidget* thumb = view.thumbnail(0, 1);
    QCOMPARE(thumb->matrixImage().size(), QSize(8, 8));
    QVERIFY(firstWrongPixel(thumb).isEmpty());
    QCOMPARE(thumb->matrixImage().pixel(5, 2), thumb->displayedColor(2, 5).rgb());  // masked grey
    // A focus row fades the others.
    view.selectQuery(3);
    QVERIFY(!thumb->imageCurrent());
    QVERIFY(waitForThumbnails(view));
    QVERIFY(firstWrongPixel(thumb).isEmpty());
    QVERIFY(thumb->matrixImage().pixel(0, 3) != thumb->matrixImage().pixel(0, 2) ||
            thumb->value(3, 0) == thumb->value(2, 0));
    // Another palette (the dark theme) changes the masked and faded colours.
    const QRgb masked = thumb->matrixImage().pixel(5, 2);
    QPalette dark = view.palette();
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::Base, QColor(20, 20, 20));
    view.setPalette(dark);
    QVERIFY(waitForThumbnails(view));
    QVERIFY(thumb->matrixImage().pixel(5, 2) != masked);
    QVERIFY(firstWrongPixel(thumb).isEmpty());
  }

  // A colour-scale or range change makes a thumbnail's image stale, and an image made for the old colouring
  // is refused.
  void aThumbnailRefusesAnImageMadeForOtherColours() {
    studio::HeatmapWidget map;
    map.setCompact(true);
    map.setImageRenderedElsewhere(true);
    const std::vector<float> values = {-1.0f, 0.0f, 0.5f, 1.0f, 2.0f, 0.25f};
    map.setMatrix(values, 2, 3);
    const studio::HeatmapColoring sequential = map.coloring();
    const QImage image = studio::renderHeatmapImage(values.data(), 2, 3, sequential);
    QVERIFY(map.adoptImage(image, sequential));
    QVERIFY(firstWrongPixel(&map).isEmpty());
    map.setColorScale(studio::HeatmapWidget::ColorScale::kDiverging);
    QVERIFY(!map.imageCurrent());
    QCOMPARE(map.matrixImage().cacheKey(), image.cacheKey());  // the old picture stays until a new one comes
    QVERIFY(!map.adoptImage(image, sequential));
    QVERIFY(map.adoptImage(studio::renderHeatmapImage(values.data(), 2, 3, map.coloring()), map.coloring()));
    QVERIFY(firstWrongPixel(&map).isEmpty());
    map.setValueRange(-2.0f, 2.0f);
    QVERIFY(!map.imageCurrent());
    QVERIFY(map.adoptImage(studio::renderHeatmapImage(values.data(), 2, 3, map.coloring()), map.coloring()));
    QVERIFY(firstWrongPixel(&map).isEmpty());
    // A widget that renders its own image does so on demand, with the same colours.
    studio::HeatmapWidget own;
    own.setCompact(true);
    own.setMatrix(values, 2, 3);
    own.setColorScale(studio::HeatmapWidget::ColorScale::kDiverging);
    own.setAutoRange();
    QVERIFY(firstWrongPixel(&own).isEmpty());
  }

  // A thumbnail paints its image brought to its pixels; the focus row stays in the picture although the
  // matrix has more rows than the picture has pixels.
  void aThumbnailPictureKeepsTheFocusRow() {
    QImage cells(3, 110, QImage::Format_RGB32);
    for (int r = 0; r < cells.height(); ++r)
      for (int c = 0; c < cells.width(); ++c) cells.setPixel(c, r, qRgb(r, 2 * c, 255 - r));
    for (int keep = 0; keep < cells.height(); ++keep) {
      const QImage picture = studio::scaleHeatmapImage(cells, QSize(86, 86), keep);
      QCOMPARE(picture.size(), QSize(86, 86));
      bool shown = false;
      for (int y = 0; y < picture.height(); ++y) shown = shown || picture.pixel(0, y) == cells.pixel(0, keep);
      QVERIFY2(shown, qPrintable(QStringLiteral("row %1").arg(keep)));
    }
    // Each pixel shows the cell under its centre.
    const QImage picture = studio::scaleHeatmapImage(cells, QSize(86, 86), -1);
    QCOMPARE(picture.pixel(0, 0), cells.pixel(0, 0));
    QCOMPARE(picture.pixel(85, 85), cells.pixel(2, 109));
    QCOMPARE(picture.pixel(43, 43), cells.pixel(1, int(43.5 * 110 / 86)));
  }

  // A newer request supersedes an older one: only the newest result arrives.
  void aNewerRenderSupersedesAnOlderOne() {
    studio::AttentionThumbnailRenderer renderer;
    QSignalSpy rendered(&renderer, &studio::AttentionThumbnailRenderer::rendered);
    auto request = [](unsigned seed) {
      studio::ThumbnailRenderRequest r;
      const auto result = syntheticInspection(6, 16, 110, 120, seed);
      r.maps = std::shared_ptr<const attn::AttentionMaps>(result, &result->inspection.attention);
      return r;
    };
    renderer.render(request(1));
    const auto newest = request(2);
    const int generation = renderer.render(newest);
    QVERIFY(renderer.isRendering());
    QTRY_VERIFY_WITH_TIMEOUT(!renderer.isRendering(), 20000);
    QTest::qWait(50);  // an older result, had it been sent, would have arrived by now
    QCOMPARE(rendered.count(), 1);
    const auto thumbnails =
        rendered.first().first().value<std::shared_ptr<const studio::RenderedThumbnails>>();
    QCOMPARE(thumbnails->generation, generation);
    QCOMPARE(thumbnails->images.size(), std::size_t(6 * 16));
    const auto m = studio::headMatrix(*newest.maps, studio::AttentionKind::kEncoderSelf, 4, 9);
    QCOMPARE(thumbnails->images[4 * 16 + 9],
             studio::renderHeatmapImage(m.data(), 110, 110, studio::HeatmapColoring{}));
    renderer.render(request(3));
    renderer.cancel();
    QVERIFY(!renderer.isRendering());
    QTest::qWait(200);
    QCOMPARE(rendered.count(), 1);  // cancelled: nothing more arrives
  }

  void exportsEveryHeadAndTheOpenCell() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    QString error;
    QTemporaryDir dir;
    QVERIFY(!view.exportData(dir.filePath(QStringLiteral("none.json")), &error));  // nothing yet: explained
    QVERIFY(!error.isEmpty());
    view.showResult(bigInspection(2, 3, 5, 4));
    view.setKind(studio::AttentionKind::kCross);
    view.selectCell(1, 2);
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("a.json")), &error), qPrintable(error));
    QFile json(dir.filePath(QStringLiteral("a.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root[QStringLiteral("kind")].toString(), QStringLiteral("cross"));
    const QJsonArray layers = root[QStringLiteral("attention")].toArray();
    QCOMPARE(layers.size(), 2);
    QCOMPARE(layers[1].toArray().size(), 3);                            // heads
    QCOMPARE(layers[1].toArray()[2].toArray().size(), 4);               // queries (target pieces)
    QCOMPARE(layers[1].toArray()[2].toArray()[0].toArray().size(), 5);  // keys (source pieces)
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("a.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("a.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(csv.readAll()).trimmed().split(QLatin1Char('\n'));
    // Issue 17: one labelled row per kind, layer, head, query and key (it held one unlabelled head).
    QCOMPARE(lines[0], QStringLiteral("kind,layer,head,query_index,query_token,key_index,key_token,weight"));
    QCOMPARE(lines.size(), 1 + 2 * 3 * (5 * 5 + 4 * 4 + 4 * 5));
    const auto result = view.result();
    const float cross =
        result->inspection.attention.cross[1][(2 * 4 + 3) * 5 + 4];  // layer 2, head 3, q 4, k 5
    QVERIFY(
        lines.contains(QStringLiteral("cross,2,3,4,▁t3,5,▁s4,") + QString::number(double(cross), 'g', 6)));
    QVERIFY(lines.contains(QStringLiteral("encoder_self,1,1,1,▁s0,2,▁s1,") +
                           QString::number(double(result->inspection.attention.encoder_self[0][1]), 'g', 6)));
    QCOMPARE(lines.filter(QRegularExpression(QStringLiteral("^decoder_self,"))).size(), 2 * 3 * 4 * 4);
  }

  // Issue 17: "which head links it to animal?" A query token fades every thumbnail but its row, whose cells
  // keep the colours of the model's weights; with a key token too, the table ranks the heads by that
  // weight, largest first, and a click opens the head.
  void aQueryTokenRecoloursEveryThumbnailToItsRow() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    view.resize(1100, 700);
    const auto result = bigInspection(2, 3, 5, 4);
    view.showResult(result);
    view.setKind(studio::AttentionKind::kCross);
    const auto& cross = result->inspection.attention.cross;
    auto weight = [&](int l, int h, int q, int k) {
      return cross[std::size_t(l)][(std::size_t(h) * 4 + q) * 5 + k];
    };
    const int query = 2, key = 1;
    for (int l = 0; l < 2; ++l)
      for (int h = 0; h < 3; ++h) QCOMPARE(view.thumbnail(l, h)->focusRow(), -1);
    view.selectQuery(query);
    QCOMPARE(view.selectedQuery(), query);
    QVERIFY(waitForThumbnails(view));
    for (int l = 0; l < 2; ++l)
      for (int h = 0; h < 3; ++h) {
        const studio::HeatmapWidget* thumb = view.thumbnail(l, h);
        QCOMPARE(thumb->focusRow(), query);
        for (int k = 0; k < 5; ++k) {
          QCOMPARE(thumb->displayedColor(query, k), thumb->colorFor(weight(l, h, query, k)));  // the row
          QVERIFY(thumb->displayedColor(0, k) != thumb->colorFor(weight(l, h, 0, k)));         // faded
        }
        // What is painted: the middle of the query row's first cell.
        const QImage image = const_cast<studio::HeatmapWidget*>(thumb)->grab().toImage();
        const QPoint centre(int(image.width() * 0.1), int(image.height() * (query + 0.5) / 4));
        const QColor painted = image.pixelColor(centre), expected = thumb->colorFor(weight(l, h, query, 0));
        QVERIFY2(std::abs(painted.red() - expected.red()) <= 8 &&
                     std::abs(painted.green() - expected.green()) <= 8,
                 qPrintable(painted.name() + QStringLiteral(" vs ") + expected.name()));
      }
    QVERIFY(view.rankingTable()->isVisible() || !view.isVisible());
    view.selectKey(key);
    const QTableWidget* table = view.rankingTable();
    QCOMPARE(table->rowCount(), 2 * 3);
    int best_l = 0, best_h = 0;
    for (int l = 0; l < 2; ++l)
      for (int h = 0; h < 3; ++h)
        if (weight(l, h, query, key) > weight(best_l, best_h, query, key)) best_l = l, best_h = h;
    QCOMPARE(table->item(0, 0)->data(Qt::DisplayRole).toInt(), best_l + 1);
    QCOMPARE(table->item(0, 1)->data(Qt::DisplayRole).toInt(), best_h + 1);
    QCOMPARE(table->item(0, 3)->text(), QString::number(double(weight(best_l, best_h, query, key)), 'f', 3));
    for (int r = 1; r < table->rowCount(); ++r)
      QVERIFY(table->item(r - 1, 3)->text().toDouble() >= table->item(r, 3)->text().toDouble());
    emit const_cast<QTableWidget*>(table)->cellClicked(0, 0);
    QCOMPARE(view.selectedLayer(), best_l);
    QCOMPARE(view.selectedHead(), best_h);
    QCOMPARE(view.detailMap()->highlightedRow(), query);
    view.selectQuery(-1);
    QCOMPARE(view.thumbnail(0, 0)->focusRow(), -1);
  }

  // The mean over a layer's heads is one choice away, and the keyboard moves a cursor over the map.
  void meanOverHeadsAndKeyboardCursor() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    const auto result = bigInspection(2, 3, 5, 4);
    view.showResult(result);
    view.setKind(studio::AttentionKind::kEncoderSelf);
    view.selectCell(1, -1);
    QCOMPARE(view.selectedHead(), -1);
    const auto mean =
        studio::headMatrix(result->inspection.attention, studio::AttentionKind::kEncoderSelf, 1, -1);
    QCOMPARE(view.detailMap()->values(), mean);
    studio::HeatmapWidget* detail = view.detailMap();
    QSignalSpy hovered(detail, &studio::HeatmapWidget::cellHovered);
    QTest::keyClick(detail, Qt::Key_Down);  // the first key puts the cursor on the first cell
    QTest::keyClick(detail, Qt::Key_Right);
    QTest::keyClick(detail, Qt::Key_Down);
    QCOMPARE(detail->cursorRow(), 1);
    QCOMPARE(detail->cursorColumn(), 1);
    QCOMPARE(hovered.last().at(0).toInt(), 1);
    QSignalSpy clicked(detail, &studio::HeatmapWidget::rowClicked);
    QTest::keyClick(detail, Qt::Key_Return);
    QCOMPARE(clicked.count(), 1);
    // Decoder self-attention: the causal upper triangle is masked, not weight 0.
    view.setKind(studio::AttentionKind::kDecoderSelf);
    QVERIFY(detail->isMasked(0, 1) && !detail->isMasked(1, 0) && !detail->isMasked(2, 2));
    QVERIFY(detail->displayedColor(0, 1) != detail->colorFor(0.0f));
  }

  // Issue 27: a cross-attention row is the decoding step that outputs a token. Choosing "es" as the query
  // shows the row whose input is "weil" (the step that chose es), and the table's heading "es → animal"
  // means that step, in tokens and in words.
  void crossAttentionRowsAreNamedByTheTokenTheyOutput() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    auto result = bigInspection(1, 2, 3, 4);
    auto* in = const_cast<attn::Inspection*>(&result->inspection);
    in->source_pieces = {"▁animal", "▁tired", "</s>"};
    in->target_pieces = {"<s>", "▁weil", "▁es", "▁müde"};
    in->output_pieces = {"▁weil", "▁es", "▁müde", "</s>"};
    view.showResult(result);
    view.setKind(studio::AttentionKind::kCross);
    const auto& cross = in->attention.cross[0];  // 2 heads x 4 steps x 3 keys
    const int es = 1;                            // the step that outputs es: its input is weil
    double best = 0;
    for (int h = 0; h < 2; ++h) best = std::max(best, double(cross[(std::size_t(h) * 4 + es) * 3 + 0]));
    for (const bool words : {false, true}) {
      view.setWordsMode(words);
      view.selectQuery(es);
      view.selectKey(0);
      const QTableWidget* table = view.rankingTable();
      const QString heading = words ? QStringLiteral("es → animal") : QStringLiteral("▁es → ▁animal");
      QCOMPARE(table->horizontalHeaderItem(3)->text(), heading);
      QCOMPARE(table->item(0, 3)->text(), QString::number(best, 'f', 3));
      view.selectCell(0, 0);
      QCOMPARE(view.detailMap()->value(es, 0), cross[std::size_t(es) * 3 + 0]);
    }
  }

  // Words mode: pieces "▁an" "imal" become "animal". An attended word's weight is the sum over its pieces,
  // an attending word's row the mean of its pieces' rows (checked by hand), and rows still sum to 1.
  void wordsModeMergesPiecesAsByHand() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    auto result = bigInspection(1, 2, 4, 3);
    auto* in = const_cast<attn::Inspection*>(&result->inspection);
    in->source_pieces = {"▁an", "imal", "▁sat", "</s>"};  // words: animal, sat, </s>
    in->target_pieces = {"<s>", "▁Ti", "er"};             // words: <s>, Tier
    in->output_pieces = {"▁Ti", "er", "</s>"};            // cross rows by what each step outputs: Tier, </s>
    view.showResult(result);
    view.setKind(studio::AttentionKind::kCross);
    view.setWordsMode(true);
    view.selectCell(0, 1);
    studio::HeatmapWidget* detail = view.detailMap();
    QCOMPARE(detail->rows(), 2);
    QCOMPARE(detail->columns(), 3);
    const auto& m = in->attention.cross[0];  // heads x 3 queries x 4 keys; head 1 starts at 12
    auto a = [&](int q, int k) { return double(m[12 + std::size_t(q) * 4 + k]); };
    // The steps that output ▁Ti and er make the row of Tier; the step that outputs </s> its own.
    const double tier_to_animal = ((a(0, 0) + a(0, 1)) + (a(1, 0) + a(1, 1))) / 2;
    QVERIFY(std::abs(detail->value(0, 0) - tier_to_animal) < 1e-6);
    QVERIFY(std::abs(detail->value(1, 0) - (a(2, 0) + a(2, 1))) < 1e-6);
    for (int r = 0; r < 2; ++r)
      QVERIFY(std::abs(detail->value(r, 0) + detail->value(r, 1) + detail->value(r, 2) - 1.0) < 1e-5);
    QString error;
    QTemporaryDir dir;
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("w.json")), &error), qPrintable(error));
    QFile json(dir.filePath(QStringLiteral("w.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root[QStringLiteral("unit")].toString(), QStringLiteral("words"));
    QCOMPARE(root[QStringLiteral("keys")].toArray().size(), 3);
    QCOMPARE(root[QStringLiteral("keys")].toArray()[0].toString(), QStringLiteral("animal"));
    view.setWordsMode(false);
    QCOMPARE(view.detailMap()->columns(), 4);
  }
};

QTEST_MAIN(AttentionViewTest)
#include "attention_view_test.moc"
