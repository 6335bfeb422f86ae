// TranslateView on the bundled English→German model: typing translates (debounced, off the GUI thread),
// beam search lists n-best hypotheses, clicking a decoder step highlights it, and the view exports its
// alignment as CSV/JSON and itself as PNG/SVG. Saves a screenshot for a person to look at.
#include "views/translate_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "core/image_export.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "widgets/heatmap_widget.h"

using namespace studio;

class TranslateViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    session_ = std::make_unique<ModelSession>();
    session_->setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(session_.get(), &ModelSession::modelChanged);
    session_->openFolder(ModelSession::bundledModelDir());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 30000);
    view_ = std::make_unique<TranslateView>(session_.get());
    view_->resize(1300, 760);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
  }

  void typingTranslatesOnceAfterAPause() {
    QSignalSpy busy(view_.get(), &StudioView::busyChanged);
    view_->inputEdit()->setFocus();
    QElapsedTimer timer;
    timer.start();
    QTest::keyClicks(view_->inputEdit(), QStringLiteral("The house is small."));
    // The GUI thread never blocks on the engine: typing 19 characters stays fast.
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && !view_->translationText().isEmpty(), 30000);
    // One busy period for the whole burst of keystrokes (debounced, stale requests dropped).
    QCOMPARE(busy.count(), 2);
    QVERIFY(view_->translationText().contains(QStringLiteral("Haus")));
    const HeatmapWidget* map = view_->alignmentMap();
    QVERIFY(map->rows() > 1 && map->columns() > 1);
    for (int r = 0; r < map->rows(); ++r) {  // each decoder step's cross-attention sums to 1
      double sum = 0;
      for (int c = 0; c < map->columns(); ++c) sum += map->value(r, c);
      QVERIFY(std::abs(sum - 1.0) < 1e-3);
    }
  }

  void beamSearchListsHypotheses() {
    view_->setBeamSearch(4, 0.6f, 3);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
    QTemporaryDir dir;
    QString error;
    const QString json = dir.filePath(QStringLiteral("t.json"));
    QVERIFY2(view_->exportData(json, &error), qPrintable(error));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("beam_size")).toInt(), 4);
    const QJsonArray candidates = root.value(QStringLiteral("candidates")).toArray();
    QVERIFY(candidates.size() >= 2 && candidates.size() <= 3);
    // Best first by length-normalised score.
    QVERIFY(candidates[0].toObject()[QStringLiteral("score")].toDouble() >=
            candidates[1].toObject()[QStringLiteral("score")].toDouble());
    QCOMPARE(root.value(QStringLiteral("cross_attention")).toArray().size(), view_->alignmentMap()->rows());
  }

  void clickingAStepHighlightsIt() {
    view_->selectStep(1);
    QCOMPARE(view_->alignmentMap()->highlightedRow(), 1);
    view_->selectStep(view_->alignmentMap()->rows());  // past the end: stays on a valid step
    QCOMPARE(view_->alignmentMap()->highlightedRow(), 1);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/translate_view.png"));
  }

  void exportsEveryFormat() {
    QTemporaryDir dir;
    QString error;
    for (const QString& name : {QStringLiteral("v.png"), QStringLiteral("v.svg")}) {
      QVERIFY2(exportWidgetImage(view_->exportWidget(), dir.filePath(name), &error), qPrintable(error));
      QVERIFY(QFileInfo(dir.filePath(name)).size() > 1000);
    }
    QVERIFY2(view_->exportData(dir.filePath(QStringLiteral("v.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("v.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), view_->alignmentMap()->rows() + 1);  // header + one row per decoder step
    QVERIFY(lines.first().startsWith("target\\source,"));
  }

  void emptyInputClearsWithoutError() {
    QSignalSpy errors(view_.get(), &StudioView::errorOccurred);
    view_->setInputText(QString());
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
    QVERIFY(view_->translationText().isEmpty());
    QVERIFY(errors.isEmpty());
    QString error;
    QVERIFY(!view_->exportData(QDir::temp().filePath(QStringLiteral("none.csv")), &error));
    QVERIFY(!error.isEmpty());
  }

  void failedModelLoadEndsBusyWithAMessage() {
    ModelSession broken;
    TranslateView view(&broken);
    QSignalSpy errors(&view, &StudioView::errorOccurred);
    broken.openFolder(QStringLiteral("/nonexistent/model"));
    view.setInputText(QStringLiteral("Hello."));
    QVERIFY(view.isBusy());  // parked until the model arrives
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 10000);
    QCOMPARE(errors.count(), 1);
    QVERIFY(!errors.first().first().toString().isEmpty());
  }

  void cleanupTestCase() {
    view_.reset();
    session_.reset();
  }

 private:
  std::unique_ptr<ModelSession> session_;
  std::unique_ptr<TranslateView> view_;
};

QTEST_MAIN(TranslateViewTest)
#include "translate_view_test.moc"
