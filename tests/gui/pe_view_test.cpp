// The positional-encoding view draws the paper's formula (section 3.5) faithfully: the wave series hold
// sin/cos values computed here independently, the heatmaps have positions × dimensions and positions ×
// positions cells, the spin boxes redraw, a loaded model with learned positions is shown from its
// parameters, and the view exports PNG, CSV and JSON. Saves a screenshot for a person to look at.
#include "views/pe_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineSeries>
#include <QRadioButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <memory>
#include <numbers>

#include "attention/model.h"
#include "attention/parameters.h"
#include "attention/toy_tasks.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "widgets/chart_live_plot.h"
#include "widgets/heatmap_widget.h"

using studio::PositionalEncodingView;

namespace {

// The paper's formula, written out independently of the engine.
double paperPe(int pos, int dim, int d_model, double base) {
  const int two_i = dim - dim % 2;
  const double angle = pos / std::pow(base, double(two_i) / d_model);
  return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

int dimOfSeries(const QLineSeries* series) {
  // Legends read "dim 4 (sin, wavelength …)".
  return series->name().section(QLatin1Char(' '), 1, 1).toInt();
}

}  // namespace

class PeViewTest : public QObject {
  Q_OBJECT
 private slots:
  void wavesHoldFormulaValues() {
    studio::ModelSession session;
    PositionalEncodingView view(&session);
    view.setDModel(64);
    view.setMaxPosition(80);
    view.setBase(10000);
    view.setDimensions({0, 1, 4, 5, 20, 21});
    const auto series = view.waveSeries();
    QCOMPARE(series.size(), 6);
    for (const QLineSeries* s : series) {
      const int dim = dimOfSeries(s);
      QVERIFY2(s->name().contains(dim % 2 == 0 ? QStringLiteral("sin") : QStringLiteral("cos")),
               qPrintable(s->name()));
      QCOMPARE(s->count(), 80);
      for (const QPointF& p : s->points())
        QVERIFY2(std::abs(p.y() - paperPe(int(p.x()), dim, 64, 10000)) < 1e-5,
                 qPrintable(QStringLiteral("dim %1 pos %2").arg(dim).arg(p.x())));
    }
    // Dimension 4 has wavelength 2π·10000^(4/64).
    const QString legend = series[2]->name();
    QVERIFY2(legend.contains(QString::number(2 * std::numbers::pi * std::pow(10000.0, 4.0 / 64), 'f', 1)),
             qPrintable(legend));
  }

  void heatmapsHaveTableSizes() {
    PositionalEncodingView view(nullptr);
    view.setDModel(48);
    view.setMaxPosition(30);
    QCOMPARE(view.encodingHeatmap()->rows(), 30);
    QCOMPARE(view.encodingHeatmap()->columns(), 48);
    QCOMPARE(view.similarityHeatmap()->rows(), 30);
    QCOMPARE(view.similarityHeatmap()->columns(), 30);
    QVERIFY(std::abs(view.encodingHeatmap()->value(7, 3) - paperPe(7, 3, 48, 10000)) < 1e-5);
    // PE(p)·PE(p) = d_model / 2 (each sin²+cos² pair is 1), and the matrix is symmetric.
    QVERIFY(std::abs(view.similarityHeatmap()->value(5, 5) - 24.0f) < 1e-3);
    QCOMPARE(view.similarityHeatmap()->value(3, 11), view.similarityHeatmap()->value(11, 3));
  }

  void changingDModelRedraws() {
    PositionalEncodingView view(nullptr);
    view.setMaxPosition(50);
    view.findChild<QSpinBox*>(QStringLiteral("peDModelSpin"))->setValue(16);
    QCOMPARE(view.encodingHeatmap()->columns(), 16);
    // Dimensions 20 and 21 do not exist at d_model 16: four waves remain.
    QCOMPARE(view.waveSeries().size(), 4);
    for (const QLineSeries* s : view.waveSeries()) {
      const int dim = dimOfSeries(s);
      QVERIFY(std::abs(s->at(17).y() - paperPe(17, dim, 16, 10000)) < 1e-5);
    }
    view.setBase(100);
    QVERIFY(std::abs(view.waveSeries()[2]->at(9).y() - paperPe(9, 4, 16, 100)) < 1e-5);
  }

  void halvesLayoutFollowsMarian() {
    PositionalEncodingView view(nullptr);
    view.setDModel(32);
    view.setMaxPosition(20);
    view.setLayout(attn::PositionalEncoding::kSinusoidalConcat);
    // Dimension 16 is the cosine partner of dimension 0.
    QCOMPARE(view.encodingHeatmap()->value(3, 16), float(std::cos(3.0)));
    QCOMPARE(view.encodingHeatmap()->value(3, 0), float(std::sin(3.0)));
  }

  void learnedPositionsFromModel() {
    attn::ToyTaskOptions toy;
    const attn::Tokenizer tokenizer = attn::make_toy_tokenizer(toy);
    attn::ModelConfig config = attn::preset_config("toy");
    config.vocab_size = tokenizer.vocab_size();
    config.max_positions = 64;
    config.positional_encoding = attn::PositionalEncoding::kLearned;
    auto model = std::make_shared<const attn::Model>(attn::make_model(config, tokenizer, 5));
    studio::ModelSession session;
    PositionalEncodingView view(&session);
    auto* learned = view.findChild<QRadioButton*>(QStringLiteral("peLearnedRadio"));
    QVERIFY(!learned->isEnabled());
    session.setModel(model, QStringLiteral("/tmp/learned-model"));
    QVERIFY(learned->isEnabled());
    QVERIFY(view.showingLearned());  // such a model has no formula to show
    view.setMaxPosition(40);
    QCOMPARE(view.encodingHeatmap()->rows(), 40);
    QCOMPARE(view.encodingHeatmap()->columns(), 64);
    const attn::ParameterLayout layout(config);
    QCOMPARE(view.encodingHeatmap()->value(9, 10),
             model->parameters[layout.position_embedding + 9 * 64 + 10]);
    QVERIFY(view.waveSeries().first()->name().contains(QStringLiteral("learned")));
    view.resize(1400, 950);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/pe_view_learned.png")));
    // Back to the formula.
    view.setShowLearned(false);
    QVERIFY(std::abs(view.encodingHeatmap()->value(9, 10) - paperPe(9, 10, 64, 10000)) < 1e-5);
  }

  void exportsPngCsvAndJson() {
    PositionalEncodingView view(nullptr);
    view.resize(1200, 850);
    view.setDModel(32);
    view.setMaxPosition(25);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QImage image = view.exportWidget()->grab().toImage();
    QVERIFY(!image.isNull());
    QVERIFY(image.save(dir.filePath(QStringLiteral("pe.png"))));
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("pe.png"))).size() > 1000);

    QString error;
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("pe.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("pe.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), 26);  // header + 25 positions
    QCOMPARE(lines[0].split(',').size(), 33);
    const QList<QByteArray> row3 = lines[4].split(',');
    QCOMPARE(row3[0], QByteArray("3"));
    QVERIFY(std::abs(row3[1 + 5].toDouble() - paperPe(3, 5, 32, 10000)) < 1e-6);

    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("pe.json")), &error), qPrintable(error));
    QFile json(dir.filePath(QStringLiteral("pe.json")));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("d_model")).toInt(), 32);
    QCOMPARE(root.value(QStringLiteral("base")).toDouble(), 10000.0);
    QCOMPARE(root.value(QStringLiteral("table")).toArray().size(), 25);
  }

  void defaultsAndLargeTables() {
    // What a person sees first: the paper's d_model 512. The largest table stays quick on the GUI thread.
    PositionalEncodingView view(nullptr);
    QCOMPARE(view.dModel(), 512);
    QCOMPARE(view.base(), 10000.0);
    view.resize(1400, 950);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/pe_view_default.png")));
    QElapsedTimer timer;
    timer.start();
    view.setMaxPosition(512);
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(view.similarityHeatmap()->rows(), 512);
    QCOMPARE(view.encodingHeatmap()->columns(), 512);
  }

  void screenshot() {
    PositionalEncodingView view(nullptr);
    view.resize(1400, 950);
    view.setDModel(128);
    view.setMaxPosition(100);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(50);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    const QString path = QStringLiteral(ATTN_SCREENSHOT_DIR "/pe_view.png");
    QVERIFY(view.grab().save(path));
    QVERIFY(QFileInfo(path).size() > 10000);
  }
};

QTEST_MAIN(PeViewTest)
#include "pe_view_test.moc"
