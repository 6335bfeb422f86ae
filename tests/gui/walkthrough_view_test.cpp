// The classroom walkthrough shows the engine's own numbers: the softmax step's row is the attention the
// engine returns for that sentence, layer and head; the Q/K/V step shows one head's slices with their shape;
// the decoder's mask step hides the future; Next, Previous and the arrow keys move through the steps; the
// export writes the step's matrices. Saves screenshots of steps 4 to 8 for a person to look at.
#include "views/walkthrough_view.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QListWidget>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/translator.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "widgets/heatmap_widget.h"

using studio::WalkthroughView;

class WalkthroughViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    attn::ToyTaskOptions toy;
    tokenizer_ = std::make_unique<attn::Tokenizer>(attn::make_toy_tokenizer(toy));
    attn::ModelConfig c = attn::preset_config("toy");
    c.vocab_size = tokenizer_->vocab_size();
    model_ = std::make_shared<const attn::Model>(attn::make_model(c, *tokenizer_, 3));
  }

  void softmaxStepIsTheEnginesAttention() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model_, QStringLiteral("toy-model"));
    WalkthroughView view(&session);
    view.resize(1280, 800);
    view.show();
    QSignalSpy busy(&view, &studio::StudioView::busyChanged);
    view.setInputText(QString::fromUtf8(kSentence));
    QTRY_VERIFY_WITH_TIMEOUT(view.trace() != nullptr, 20000);
    view.setLayerAndHead(1, 2);
    view.setStep(6);  // softmax
    QCOMPARE(view.currentStep().matrices.size(), std::size_t(1));

    // The engine's own attention for the same sentence, its greedy translation forced.
    attn::Translator translator(*model_, attn::make_backend("cpu", model_->config));
    const attn::Inspection inspection = translator.inspect(kSentence, std::nullopt);
    const std::vector<float>& engine = inspection.attention.encoder_self[1];
    const int S = int(inspection.source_pieces.size());
    const studio::HeatmapWidget* map = view.heatmaps().front();
    QCOMPARE(map->rows(), S);
    QCOMPARE(map->columns(), S);
    for (int i = 0; i < S; ++i)
      for (int j = 0; j < S; ++j)
        QVERIFY2(std::abs(map->value(i, j) - engine[std::size_t(2 * S * S + i * S + j)]) < 1e-6,
                 qPrintable(QStringLiteral("row %1 key %2").arg(i).arg(j)));
    // Each row of the softmax step sums to 1.
    for (int i = 0; i < S; ++i) {
      double sum = 0;
      for (int j = 0; j < S; ++j) sum += map->value(i, j);
      QVERIFY(std::abs(sum - 1.0) < 1e-5);
    }
    saveScreenshots(view);
  }

  // The step list shows every title whole when the text grows (presenter mode) or the language changes.
  void stepListFitsItsTitles() {
    studio::ModelSession session;
    WalkthroughView view(&session);
    auto* steps = view.findChild<QListWidget*>(QStringLiteral("walkthroughSteps"));
    QVERIFY(steps);
    QFont big = view.font();
    big.setPointSizeF(big.pointSizeF() * 2.0);
    view.setFont(big);
    QTRY_COMPARE(steps->width(), steps->minimumWidth());
    QTRY_VERIFY2(steps->width() >= steps->sizeHintForColumn(0) + 2 * steps->frameWidth(),
                 qPrintable(QStringLiteral("%1 < %2").arg(steps->width()).arg(steps->sizeHintForColumn(0))));
  }

  void qkvMaskAndNavigation() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model_, QStringLiteral("toy-model"));
    WalkthroughView view(&session);
    view.setInputText(QString::fromUtf8(kSentence));
    QTRY_VERIFY_WITH_TIMEOUT(view.trace() != nullptr, 20000);
    view.setStep(3);
    const auto& qkv = view.currentStep();
    QCOMPARE(qkv.matrices.size(), std::size_t(3));
    const int dh = model_->config.head_dim();
    for (const auto& m : qkv.matrices) QCOMPARE(m.cols, dh);
    // The decoder's mask step: later keys are -inf for every query.
    view.setStep(5);
    const auto& mask = view.currentStep().matrices.front();
    QVERIFY(mask.causal);
    QVERIFY(std::isinf(mask.values[1]) && mask.values[1] < 0);
    QVERIFY(std::isfinite(mask.values[std::size_t(mask.cols)]));  // query 1 sees key 0
    // Arrow keys move through the steps and stop at the ends.
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.step(), 6);
    QTest::keyClick(&view, Qt::Key_Left);
    QTest::keyClick(&view, Qt::Key_Left);
    QCOMPARE(view.step(), 4);
    view.setStep(99);
    QCOMPARE(view.step(), studio::walkthroughStepCount() - 1);
    // Export: the step's matrices as JSON.
    QTemporaryDir dir;
    QString error;
    view.setStep(4);
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("step.json")), &error), qPrintable(error));
    QFile file(dir.filePath(QStringLiteral("step.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonArray matrices = root.value(QStringLiteral("matrices")).toArray();
    QCOMPARE(matrices.size(), 1);
    QCOMPARE(matrices[0].toObject().value(QStringLiteral("values")).toArray().size(),
             view.currentStep().matrices.front().rows);
  }

 private:
  static constexpr const char* kSentence = "s1 s2 s3 s4 s5 s6";

  void saveScreenshots(WalkthroughView& view) {
    const QString folder = QStringLiteral(ATTN_SCREENSHOT_DIR);
    QDir().mkpath(folder);
    for (int step = 3; step <= 7; ++step) {
      view.setStep(step);
      QCoreApplication::processEvents();
      view.grab().save(folder + QStringLiteral("/walkthrough_step%1.png").arg(step + 1));
    }
  }

  std::unique_ptr<attn::Tokenizer> tokenizer_;
  std::shared_ptr<const attn::Model> model_;
};

QTEST_MAIN(WalkthroughViewTest)
#include "walkthrough_view_test.moc"
