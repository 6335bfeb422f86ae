// The paper's illustrations are drawn from the right numbers: the causal mask is lower-triangular (query i
// sees keys j ≤ i) and its equal-score softmax rows are 1/i; label smoothing's bars are the engine's target
// distribution (ε/(V−1) on every class but padding, 1 − ε more on the true class) and sum to 1; every Noam
// curve peaks at its warm-up step with d_model^-0.5 · warmup^-0.5; curves can be added and removed; each
// panel exports PNG, SVG and CSV, and --text picks the panel. Saves screenshots.
#include "views/illustrations_view.h"

#include <QBarSet>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "core/image_export.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/illustrations/causal_mask_panel.h"
#include "views/illustrations/illustration_math.h"
#include "views/illustrations/label_smoothing_panel.h"
#include "views/illustrations/noam_schedule_panel.h"
#include "widgets/heatmap_widget.h"

using namespace studio;

namespace {

void saveScreenshot(QWidget* widget, const QString& name) {
  QApplication::processEvents();  // charts lay out their new series in the event loop
  QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  QVERIFY(widget->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
}

int csvLines(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return -1;
  return int(f.readAll().count('\n'));
}

}  // namespace

class IllustrationsViewTest : public QObject {
  Q_OBJECT
 private slots:
  void causalMaskIsLowerTriangular() {
    IllustrationsView view;
    view.resize(1200, 800);
    view.show();
    CausalMaskPanel* panel = view.maskPanel();
    for (int n : {1, 7, 12}) {
      panel->setLength(n);
      const HeatmapWidget* map = panel->heatmap();
      QCOMPARE(map->rows(), n);
      QCOMPARE(map->columns(), n);
      for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
          QVERIFY2(map->value(i, j) == (j <= i ? 1.0f : 0.0f),
                   qPrintable(QStringLiteral("%1,%2").arg(i).arg(j)));
    }
    saveScreenshot(&view, QStringLiteral("illustrations_mask"));
    panel->setShowWeights(true);
    for (int i = 0; i < 12; ++i) {
      double sum = 0;
      for (int j = 0; j < 12; ++j) {
        const float w = panel->heatmap()->value(i, j);
        QCOMPARE(w, j <= i ? 1.0f / float(i + 1) : 0.0f);
        sum += w;
      }
      QVERIFY(std::abs(sum - 1.0) < 1e-5);
    }
  }

  void labelSmoothingMatchesTheEngine() {
    IllustrationsView view;
    view.resize(1200, 800);
    view.show();
    QVERIFY(view.showPanel(QStringLiteral("smoothing")));
    LabelSmoothingPanel* panel = view.smoothingPanel();
    QCOMPARE(panel->epsilon(), 0.1);  // the paper's value by default
    struct Case {
      int vocab, true_class;
      double epsilon;
    };
    for (const Case c : {Case{5, 2, 0.1}, Case{10, 3, 0.1}, Case{12, 11, 0.35}, Case{4, 1, 0.0}}) {
      panel->setVocabularySize(c.vocab);
      panel->setTrueClass(c.true_class);
      panel->setEpsilon(c.epsilon);
      QBarSet* bars = panel->barSet();
      QCOMPARE(bars->count(), c.vocab);
      double sum = 0;
      for (int k = 0; k < c.vocab; ++k) {
        // Written out from softmax_cross_entropy: off_target = ε/(V−1) on classes 1..V−1, 1−ε on the target.
        const double expected =
            k == 0 ? 0.0 : c.epsilon / (c.vocab - 1) + (k == c.true_class ? 1 - c.epsilon : 0);
        QVERIFY2(std::abs(bars->at(k) - expected) < 1e-12,
                 qPrintable(QStringLiteral("V=%1 class %2: %3 vs %4")
                                .arg(c.vocab)
                                .arg(k)
                                .arg(bars->at(k))
                                .arg(expected)));
        sum += bars->at(k);
      }
      QVERIFY2(std::abs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
    }
    panel->setVocabularySize(5);
    panel->setTrueClass(2);
    panel->setEpsilon(0.1);
    QVERIFY2(panel->formulaText().contains(QStringLiteral("0.925")), qPrintable(panel->formulaText()));
    saveScreenshot(&view, QStringLiteral("illustrations_smoothing"));
  }

  void noamCurvesPeakAtTheWarmup() {
    IllustrationsView view;
    view.resize(1300, 800);
    view.show();
    view.setInputText(QStringLiteral("noam"));
    QCOMPARE(view.currentPanel(), static_cast<IllustrationPanel*>(view.noamPanel()));
    NoamSchedulePanel* panel = view.noamPanel();
    QCOMPARE(panel->curves().size(), 3);  // the Annotated Transformer's three
    QVERIFY(panel->addCurve(128, 1500));
    QVERIFY(!panel->addCurve(128, 1500));  // shown already
    QCOMPARE(panel->curves().size(), 4);
    for (const NoamSchedulePanel::Curve& c : panel->curves()) {
      QPointF peak(0, -1);
      for (const QPointF& p : c.series->points())
        if (p.y() > peak.y()) peak = p;
      QCOMPARE(peak.x(), double(c.warmup));
      const double expected = std::pow(c.d_model, -0.5) * std::pow(c.warmup, -0.5);
      QVERIFY2(std::abs(peak.y() - expected) < 1e-12 * expected + 1e-15,
               qPrintable(QStringLiteral("%1 vs %2").arg(peak.y()).arg(expected)));
      // Linear before the peak, inverse square root after it.
      QVERIFY(std::abs(noamRate(c.d_model, c.warmup, c.warmup / 2) - expected / 2) < 1e-9);
      QVERIFY(std::abs(noamRate(c.d_model, c.warmup, 4LL * c.warmup) - expected / 2) < 1e-9);
    }
    panel->removeCurve(0);
    QCOMPARE(panel->curves().size(), 3);
    QCOMPARE(panel->curves().first().warmup, 8000);
    saveScreenshot(&view, QStringLiteral("illustrations_noam"));
  }

  void everyPanelExports() {
    IllustrationsView view;
    view.resize(1200, 800);
    view.show();
    QTemporaryDir dir;
    for (const QString& id : {QStringLiteral("mask"), QStringLiteral("smoothing"), QStringLiteral("noam")}) {
      view.setInputText(id);
      QApplication::processEvents();
      QString error;
      for (const char* suffix : {"png", "svg"}) {
        const QString path = dir.filePath(id + QLatin1Char('.') + QLatin1String(suffix));
        QVERIFY2(exportWidgetImage(view.exportWidget(), path, &error), qPrintable(error));
        QVERIFY2(QFileInfo(path).size() > 2000, qPrintable(path));
      }
      const QString csv = dir.filePath(id + QStringLiteral(".csv"));
      QVERIFY2(view.exportData(csv, &error), qPrintable(error));
      QVERIFY2(csvLines(csv) > 5, qPrintable(csv));
      QVERIFY2(view.exportData(dir.filePath(id + QStringLiteral(".json")), &error), qPrintable(error));
    }
    QCOMPARE(csvLines(dir.filePath(QStringLiteral("mask.csv"))),
             1 + view.maskPanel()->length() * view.maskPanel()->length());
    QCOMPARE(view.maskPanel()->length(), 10);
  }
};

QTEST_MAIN(IllustrationsViewTest)
#include "illustrations_view_test.moc"
