// Figure 1 as a table of contents for the walkthrough: clicking a block of the architecture view in the main
// window switches to the walkthrough at the step that computes that block — "Multi-Head Attention" at Q, K
// and V, the decoder's masked attention at the mask, "Positional Encoding" at the positional step, "Feed
// Forward" at the FFN, every "Add & Norm" (and pre-LN's norms) at residual + LayerNorm, "Linear" and
// "Softmax" at the output — with the layer chosen in the architecture view. "Click opens: the matching view"
// brings back the Attention, Positional encoding and Model views; blocks without a view of their own still
// open the walkthrough. The link survives the studio: URL the lesson outline uses.
#include <QtTest>
#include <memory>

#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "viewmodels/view_link.h"
#include "viewmodels/walkthrough_step_id.h"
#include "views/architecture_view.h"
#include "views/walkthrough_view.h"
#include "widgets/architecture_diagram.h"
#include "widgets/architecture_layout.h"

using namespace studio;

namespace {

attn::ModelConfig twoLayerConfig(int vocab, attn::NormPosition norms) {
  attn::ModelConfig c = attn::preset_config("toy");
  c.vocab_size = vocab;
  c.encoder_layers = c.decoder_layers = 2;
  c.norm_position = norms;
  return c;
}

}  // namespace

class ArchitectureOpensWalkthroughTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    settings_ = std::make_unique<StudioSettings>();
    QVERIFY(settings_->fileName() != gui_test::realSettingsFile());
    attn::ToyTaskOptions toy;
    toy.alphabet_size = 12;
    tokenizer_ = std::make_unique<attn::Tokenizer>(attn::make_toy_tokenizer(toy));
    session_.setBackendSpec(QStringLiteral("cpu"));
    session_.setModel(
        std::make_shared<const attn::Model>(attn::make_model(
            twoLayerConfig(tokenizer_->vocab_size(), attn::NormPosition::kPost), *tokenizer_, 7)),
        QStringLiteral("toy-post-ln"));
    window_ = std::make_unique<MainWindow>(&session_, settings_.get());
    window_->resize(1400, 1000);
    window_->show();
    architecture_ = qobject_cast<ArchitectureView*>(window_->view(QStringLiteral("architecture")));
    walkthrough_ = qobject_cast<WalkthroughView*>(window_->view(QStringLiteral("walkthrough")));
    QVERIFY(architecture_ && walkthrough_);
    architecture_->setInputText(QStringLiteral("s3 s1 s4 s1 s5"));
  }

  void eachBlockOpensItsStep_data() {
    QTest::addColumn<QString>("block");
    QTest::addColumn<int>("step");
    QTest::newRow("inputs") << "encoder.tokens" << int(kWalkthroughTokens);
    QTest::newRow("input embedding") << "encoder.embedding" << int(kWalkthroughEmbeddings);
    QTest::newRow("output embedding") << "decoder.embedding" << int(kWalkthroughEmbeddings);
    QTest::newRow("positional encoding")
        << "encoder.positional_encoding" << int(kWalkthroughPositionalEncoding);
    QTest::newRow("decoder positional encoding")
        << "decoder.positional_encoding" << int(kWalkthroughPositionalEncoding);
    QTest::newRow("multi-head attention") << "encoder.self_attention" << int(kWalkthroughQueriesKeysValues);
    QTest::newRow("masked multi-head attention") << "decoder.self_attention" << int(kWalkthroughMask);
    QTest::newRow("cross-attention") << "decoder.cross_attention" << int(kWalkthroughCrossAttention);
    QTest::newRow("add & norm") << "encoder.self_attention_add_norm" << int(kWalkthroughResidualNorm);
    QTest::newRow("decoder add & norm") << "decoder.feed_forward_add_norm" << int(kWalkthroughResidualNorm);
    QTest::newRow("feed forward") << "encoder.feed_forward" << int(kWalkthroughFeedForward);
    QTest::newRow("decoder feed forward") << "decoder.feed_forward" << int(kWalkthroughFeedForward);
    QTest::newRow("linear") << "decoder.linear" << int(kWalkthroughOutput);
    QTest::newRow("softmax") << "decoder.softmax" << int(kWalkthroughOutput);
    QTest::newRow("output probabilities") << "decoder.probabilities" << int(kWalkthroughOutput);
  }

  void eachBlockOpensItsStep() {
    QFETCH(QString, block);
    QFETCH(int, step);
    architecture_->setClickOpens(ArchitectureView::ClickOpens::kWalkthrough);
    architecture_->setOpenLayer(1);
    // Start somewhere else, so that the step and the layer must be set by the click.
    walkthrough_->setStep(step == kWalkthroughTokens ? kWalkthroughOutput : kWalkthroughTokens);
    walkthrough_->setLayerAndHead(0, 0);
    clickBlock(block);
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("walkthrough"));
    QCOMPARE(walkthrough_->step(), step);
    QCOMPARE(walkthrough_->layer(), 1);
  }

  void matchingViewModeOpensTheOtherViews() {
    architecture_->setClickOpens(ArchitectureView::ClickOpens::kMatchingView);
    clickBlock(QStringLiteral("decoder.cross_attention"));
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("attention"));
    clickBlock(QStringLiteral("encoder.positional_encoding"));
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("pe"));
    clickBlock(QStringLiteral("encoder.feed_forward"));
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("model"));
    // A norm has no view of its own: it still opens the walkthrough.
    clickBlock(QStringLiteral("encoder.self_attention_add_norm"));
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("walkthrough"));
    QCOMPARE(walkthrough_->step(), int(kWalkthroughResidualNorm));
    architecture_->setClickOpens(ArchitectureView::ClickOpens::kWalkthrough);
  }

  void preLayerNormsOpenTheNormStep() {
    const ArchitectureDiagramModel m =
        buildArchitectureDiagram(twoLayerConfig(tokenizer_->vocab_size(), attn::NormPosition::kPre), 5, 4);
    for (const char* id : {"encoder.self_attention_norm", "encoder.self_attention_add",
                           "decoder.cross_attention_norm", "encoder.final_norm", "decoder.final_norm"}) {
      const ArchitectureBlock* b = m.block(QString::fromLatin1(id));
      QVERIFY2(b, id);
      QCOMPARE(b->walkthrough_step, int(kWalkthroughResidualNorm));
      QCOMPARE(m.blockAt(b->rect.center()), b);  // clickable
    }
    // The stacks' frames open nothing: a click between sub-layers is not a click on a block.
    QCOMPARE(m.block(QStringLiteral("encoder.stack"))->walkthrough_step, -1);
  }

  void linkSurvivesItsUrl() {
    ViewLink link;
    link.view = QStringLiteral("walkthrough");
    link.walkthrough_step = kWalkthroughFeedForward;
    link.layer = 1;
    const QUrl url = link.toUrl();
    QVERIFY2(url.toString().contains(QStringLiteral("step=11")), qPrintable(url.toString()));
    const ViewLink back = ViewLink::fromUrl(url);
    QCOMPARE(back.view, link.view);
    QCOMPARE(back.walkthrough_step, int(kWalkthroughFeedForward));
    QCOMPARE(back.layer, 1);
    QCOMPARE(ViewLink::fromUrl(QUrl(QStringLiteral("studio:/walkthrough"))).walkthrough_step, -1);
  }

  void cleanupTestCase() { window_.reset(); }

 private:
  void clickBlock(const QString& id) {
    window_->showView(QStringLiteral("architecture"));
    QApplication::processEvents();
    ArchitectureDiagram* diagram = architecture_->diagram();
    const QPointF at = diagram->widgetPointOf(id);
    const ArchitectureBlock* hit = diagram->blockAtWidgetPoint(at);
    QVERIFY2(hit && hit->id == id, qPrintable(id));
    QTest::mouseClick(diagram, Qt::LeftButton, {}, at.toPoint());
  }

  ModelSession session_;
  std::unique_ptr<StudioSettings> settings_;
  std::unique_ptr<attn::Tokenizer> tokenizer_;
  std::unique_ptr<MainWindow> window_;
  ArchitectureView* architecture_ = nullptr;
  WalkthroughView* walkthrough_ = nullptr;
};

QTEST_MAIN(ArchitectureOpensWalkthroughTest)
#include "architecture_opens_walkthrough_test.moc"
