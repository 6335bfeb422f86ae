// The complexity lab measures with the engine's own ops on a worker thread: a short CPU run fills the
// attention and FFN curves with one point per length, with fitted slopes in the legend, and exports a CSV of
// one row per length; Cancel stops a long run promptly. Saves a screenshot.
#include "views/complexity_view.h"

#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QtTest>

#include "attention/backend.h"
#include "core/image_export.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched

using namespace studio;

class ComplexityViewTest : public QObject {
  Q_OBJECT
 private slots:
  void shortRunFillsBothCurvesAndExports() {
    ComplexityView view(nullptr);
    view.setBackend(QStringLiteral("cpu"));
    view.setDModel(64);
    view.setLengths({32, 64, 128});
    view.setRepeats(3);
    QSignalSpy finished(&view, &ComplexityView::measurementFinished);
    view.run();
    QVERIFY(view.isBusy());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(!view.isBusy());
    QCOMPARE(view.attentionSeries()->count(), 3);
    QCOMPARE(view.ffnSeries()->count(), 3);
    QCOMPARE(view.attentionSeries()->at(0).x(), 32.0);
    QVERIFY(view.attentionSeries()->name().contains(QStringLiteral("slope")));
    QVERIFY(view.attentionSlope() > 0);
    QCOMPARE(view.costs().d_ff, 256);

    QTemporaryDir dir;
    const QString csv = dir.filePath(QStringLiteral("c.csv"));
    QString error;
    QVERIFY2(view.exportData(csv, &error), qPrintable(error));
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].startsWith("n,attention_seconds,ffn_seconds"));
    QVERIFY(lines[1].startsWith("32,"));
    QVERIFY(view.exportData(dir.filePath(QStringLiteral("c.json")), &error));

    view.resize(1300, 800);
    view.show();  // the first show must not start another run over finished measurements
    QApplication::processEvents();
    QVERIFY(!view.isBusy());
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/complexity_view.png")));
  }

  // Showing the view leaves the Vulkan devices to a worker (issue 27): listing them creates a Vulkan
  // instance, engine work that held the GUI thread for up to 0.2 s; they join the choice when listed.
  void showingListsTheDevicesOnAWorker() {
    bool vulkan = false;
    for (const std::string& line : attn::list_backends()) vulkan = vulkan || line.rfind("vulkan:0", 0) == 0;
    ComplexityView view(nullptr);
    auto* backends = view.findChild<QComboBox*>(QStringLiteral("complexityBackend"));
    QVERIFY(backends);
    view.setDModel(32);  // the first show's measurement stays short
    view.setLengths({16});
    view.setRepeats(1);
    view.show();
    QCOMPARE(backends->count(), 1);  // the CPU, at once
    if (vulkan) QTRY_VERIFY_WITH_TIMEOUT(backends->count() > 1, 30000);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
    QCOMPARE(view.backend(), QStringLiteral("cpu"));  // listing changes the choice of none
  }

  void vulkanWhenListed() {
    ComplexityView view(nullptr);
    view.setBackend(QStringLiteral("vulkan"));
    if (!view.backend().startsWith(QStringLiteral("vulkan:"))) QSKIP("no Vulkan device listed");
    view.setDModel(32);
    view.setLengths({16, 32});
    view.setRepeats(2);
    QSignalSpy finished(&view, &ComplexityView::measurementFinished);
    view.run();
    QVERIFY(finished.wait(60000));
    QCOMPARE(finished.first().first().toBool(), true);
    QVERIFY(QString::fromStdString(view.costs().device).contains(QStringLiteral("Vulkan")));
    QCOMPARE(view.ffnSeries()->count(), 2);
  }

  // Table 1 is never narrower than its narrowest whole layout (headers wrapped, formulas whole): a narrower
  // label clipped its last column in Korean with presenter mode's text. Where there is room it takes its
  // natural width, unwrapped.
  void paperTableKeepsItsColumnsWhole() {
    ComplexityView view(nullptr);
    auto* table = view.findChild<QLabel*>(QStringLiteral("complexityPaperTable"));
    QVERIFY(table);
    const QString html = table->text().left(table->text().indexOf(QStringLiteral("</table>")) + 8);
    QVERIFY(html.contains(QStringLiteral("white-space:nowrap")));
    const auto widthOfTable = [&](int text_width) {  // the table's laid-out width in a given text width
      QTextDocument doc;
      doc.setDefaultFont(table->font());
      doc.setHtml(html);
      if (text_width > 0) doc.setTextWidth(text_width);
      return doc.idealWidth();
    };
    view.resize(1900, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY2(
        table->contentsRect().width() >= widthOfTable(0),
        qPrintable(
            QStringLiteral("%1 < natural %2").arg(table->contentsRect().width()).arg(widthOfTable(0))));

    QFont big = view.font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    view.setFont(big);
    view.resize(1000, 640);
    QCOMPARE(table->font().pointSizeF(), big.pointSizeF());
    QTRY_VERIFY2(
        table->contentsRect().width() >= widthOfTable(1),
        qPrintable(
            QStringLiteral("%1 < narrowest %2").arg(table->contentsRect().width()).arg(widthOfTable(1))));
    QVERIFY(widthOfTable(table->contentsRect().width()) <= table->contentsRect().width() + 1);
  }

  void exportWithoutMeasurementsFails() {
    ComplexityView view(nullptr);
    QString error;
    QVERIFY(!view.exportData(QDir::temp().filePath(QStringLiteral("never.csv")), &error));
    QVERIFY(!error.isEmpty());
  }

  void cancelStopsALongRun() {
    ComplexityView view(nullptr);
    view.setBackend(QStringLiteral("cpu"));
    view.setDModel(256);
    view.setLengths({256, 512, 1024, 2048});
    view.setRepeats(1000);
    QSignalSpy finished(&view, &ComplexityView::measurementFinished);
    view.run();
    QVERIFY(view.isBusy());
    QTest::qWait(200);
    QElapsedTimer clock;
    clock.start();
    view.cancel();
    QVERIFY(finished.wait(10000));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(!view.isBusy());
    QVERIFY(clock.elapsed() < 10000);
    QCOMPARE(view.attentionSeries()->count(), 0);
  }
};

QTEST_MAIN(ComplexityViewTest)
#include "complexity_view_test.moc"
