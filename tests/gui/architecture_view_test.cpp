// The architecture view draws Figure 1 for the loaded model: its N (encoder and decoder apart), d_model, h,
// d_k, d_ff and vocabulary are written into the blocks, the arrows carry the shapes for the current sentence
// (S counted here with the model's own tokenizer), the norms sit where the model puts them (post-LN: "Add &
// Norm" above each sub-layer; pre-LN: a layer norm below it and a final one), clicking a block asks for its
// walkthrough step or the matching view, the figure exports as SVG (with its text), PNG and JSON, and its
// words grow with the text size setting (presenter mode). Saves screenshots.
#include "views/architecture_view.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "core/font_scale.h"
#include "core/image_export.h"
#include "core/model_session.h"
#include "core/view_scroll_area.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "viewmodels/attention_math.h"
#include "viewmodels/walkthrough_step_id.h"
#include "widgets/architecture_diagram.h"
#include "widgets/architecture_layout.h"

using studio::ArchitectureBlock;
using studio::ArchitectureDiagramModel;

Q_DECLARE_METATYPE(studio::ViewLink)

namespace {

// Numbers unlike any default, so that a hard-coded 512 / 8 / 2048 / 6 cannot pass.
attn::ModelConfig oddConfig(int vocab) {
  attn::ModelConfig c = attn::preset_config("toy");
  c.vocab_size = vocab;
  c.encoder_layers = 3;
  c.decoder_layers = 2;
  c.d_model = 48;
  c.n_heads = 6;
  c.d_ff = 136;
  return c;
}

bool hasText(const ArchitectureDiagramModel& m, const QString& text) {
  for (const QString& t : m.texts())
    if (t.contains(text)) return true;
  return false;
}

void saveScreenshot(QWidget* widget, const QString& name) {
  QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  QVERIFY(widget->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
}

}  // namespace

class ArchitectureViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    qRegisterMetaType<studio::ViewLink>();
    attn::ToyTaskOptions toy;
    toy.alphabet_size = 12;
    tokenizer_ = std::make_unique<attn::Tokenizer>(attn::make_toy_tokenizer(toy));
    model_ = std::make_shared<const attn::Model>(
        attn::make_model(oddConfig(tokenizer_->vocab_size()), *tokenizer_, 5));
  }

  void blocksCarryTheModelsNumbers() {
    const ArchitectureDiagramModel m = studio::buildArchitectureDiagram(model_->config, 0, 0);
    const int V = tokenizer_->vocab_size();
    QCOMPARE(m.block(QStringLiteral("encoder.stack"))->details, QStringList{QStringLiteral("N = 3 ×")});
    QCOMPARE(m.block(QStringLiteral("decoder.stack"))->details, QStringList{QStringLiteral("N = 2 ×")});
    QVERIFY(m.block(QStringLiteral("encoder.self_attention"))
                ->details.contains(QStringLiteral("h = 6 heads, d_k = d_v = 8")));
    QVERIFY(m.block(QStringLiteral("decoder.feed_forward"))
                ->details.first()
                .startsWith(QStringLiteral("d_ff = 136")));
    QVERIFY(m.block(QStringLiteral("encoder.embedding"))
                ->details.contains(QStringLiteral("table [V × d_model] = [%1 × 48]").arg(V)));
    QVERIFY(m.block(QStringLiteral("decoder.linear"))
                ->details.contains(QStringLiteral("d_model = 48 → V = %1").arg(V)));
    // Without a sentence the shapes are symbolic in S and T, with the model's numbers.
    QVERIFY(hasText(m, QStringLiteral("[S × d_model] = [S × 48]")));
    QVERIFY(hasText(m, QStringLiteral("[T × V] = [T × %1]").arg(V)));
    QVERIFY(!hasText(m, QStringLiteral("512")));
  }

  void shapesFollowTheSentence() {
    const ArchitectureDiagramModel m = studio::buildArchitectureDiagram(model_->config, 7, 5);
    QVERIFY(hasText(m, QStringLiteral("[S × d_model] = [7 × 48]")));
    QVERIFY(hasText(m, QStringLiteral("[T × d_model] = [5 × 48]")));
    QCOMPARE(m.block(QStringLiteral("encoder.tokens"))->details,
             QStringList{QStringLiteral("x₁ … x_n </s>, S = 7")});
    QCOMPARE(m.block(QStringLiteral("decoder.tokens"))->details,
             QStringList{QStringLiteral("<s> y₁ … y_m, T = 5")});
    QVERIFY(hasText(m, QStringLiteral("[S × d_ff] = [7 × 136]")));
    QVERIFY(hasText(m, QStringLiteral("[T × d_ff] = [5 × 136]")));
    const QStringList self = m.block(QStringLiteral("encoder.self_attention"))->details;
    QVERIFY2(self.join(QLatin1Char('|')).contains(QStringLiteral("[h × S × S] = [6 × 7 × 7]")),
             qPrintable(self.join(QLatin1Char('|'))));
    const QStringList masked = m.block(QStringLiteral("decoder.self_attention"))->details;
    QVERIFY(masked.join(QLatin1Char('|')).contains(QStringLiteral("[h × T × T] = [6 × 5 × 5]")));
    const QStringList cross = m.block(QStringLiteral("decoder.cross_attention"))->details;
    QVERIFY(cross.join(QLatin1Char('|')).contains(QStringLiteral("[h × T × S] = [6 × 5 × 7]")));
    QVERIFY(hasText(m, QStringLiteral("[T × V] = [5 × %1]").arg(tokenizer_->vocab_size())));
    // The encoder's output enters the cross-attention block from the side.
    bool into_cross = false;
    const QRectF cross_rect = m.block(QStringLiteral("decoder.cross_attention"))->rect;
    for (const auto& a : m.arrows)
      if (a.label.contains(QStringLiteral("[7 × 48]")) &&
          qFuzzyCompare(a.points.last().x(), cross_rect.left()))
        into_cross = true;
    QVERIFY(into_cross);
  }

  void normsSitWhereTheModelPutsThem() {
    attn::ModelConfig post = model_->config;
    post.norm_position = attn::NormPosition::kPost;
    const ArchitectureDiagramModel p = studio::buildArchitectureDiagram(post, 4, 4);
    const ArchitectureBlock* add_norm = p.block(QStringLiteral("encoder.self_attention_add_norm"));
    QVERIFY(add_norm);
    QCOMPARE(add_norm->title, QStringLiteral("Add & Norm"));
    // y points down: "Add & Norm" is above (smaller y) the attention it follows.
    QVERIFY(add_norm->rect.bottom() < p.block(QStringLiteral("encoder.self_attention"))->rect.top());
    QVERIFY(!p.block(QStringLiteral("encoder.final_norm")));

    attn::ModelConfig pre = post;
    pre.norm_position = attn::NormPosition::kPre;
    const ArchitectureDiagramModel q = studio::buildArchitectureDiagram(pre, 4, 4);
    const ArchitectureBlock* norm = q.block(QStringLiteral("decoder.feed_forward_norm"));
    QVERIFY(norm);
    QVERIFY(norm->rect.top() > q.block(QStringLiteral("decoder.feed_forward"))->rect.bottom());
    QVERIFY(q.block(QStringLiteral("encoder.final_norm")));
    QVERIFY(q.block(QStringLiteral("decoder.final_norm")));
    QVERIFY(!q.block(QStringLiteral("encoder.self_attention_add_norm")));
  }

  void viewCountsTheSentencesTokens() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model_, QStringLiteral("toy-model"));
    studio::ArchitectureView view(&session);
    view.resize(1400, 1000);
    view.show();
    const QString sentence = QStringLiteral("s3 s1 s4 s1 s5 s9");
    view.setInputText(sentence);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && view.sourceTokens() > 0, 30000);
    // S counted independently: the pieces plus </s>.
    const int S = int(tokenizer_->encode(sentence.toStdString()).size()) + 1;
    QCOMPARE(view.sourceTokens(), S);
    QVERIFY(view.targetTokens() >= 1);  // <s> and whatever the untrained model wrote
    const ArchitectureDiagramModel& m = view.diagram()->model();
    QVERIFY(hasText(m, QStringLiteral("[S × d_model] = [%1 × 48]").arg(S)));
    QVERIFY(hasText(m, QStringLiteral("[h × T × S] = [6 × %1 × %2]").arg(view.targetTokens()).arg(S)));
    saveScreenshot(&view, QStringLiteral("architecture_view"));

    // Clicking the cross-attention block asks for the walkthrough's cross-attention step at the chosen
    // layer (architecture_opens_walkthrough_test clicks every block in the main window)...
    view.setOpenLayer(1);
    QSignalSpy links(&view, &studio::ArchitectureView::linkActivated);
    const QPointF at = view.diagram()->widgetPointOf(QStringLiteral("decoder.cross_attention"));
    QCOMPARE(view.diagram()->blockAtWidgetPoint(at)->id, QStringLiteral("decoder.cross_attention"));
    QTest::mouseClick(view.diagram(), Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(links.size(), 1);
    auto link = links.first().first().value<studio::ViewLink>();
    QCOMPARE(link.view, QStringLiteral("walkthrough"));
    QCOMPARE(link.walkthrough_step, int(studio::kWalkthroughCrossAttention));
    QCOMPARE(link.layer, 1);
    // ... or, with "Click opens: the matching view", the Attention view, that kind, the chosen layer.
    view.setClickOpens(studio::ArchitectureView::ClickOpens::kMatchingView);
    QTest::mouseClick(view.diagram(), Qt::LeftButton, {}, at.toPoint());
    QCOMPARE(links.size(), 2);
    link = links.last().first().value<studio::ViewLink>();
    QCOMPARE(link.view, QStringLiteral("attention"));
    QCOMPARE(link.attention_kind, int(studio::AttentionKind::kCross));
    QCOMPARE(link.layer, 1);
    QTest::mouseClick(view.diagram(), Qt::LeftButton, {},
                      view.diagram()->widgetPointOf(QStringLiteral("encoder.positional_encoding")).toPoint());
    QCOMPARE(links.size(), 3);
    QCOMPARE(links.last().first().value<studio::ViewLink>().view, QStringLiteral("pe"));

    // Exports: the SVG keeps the numbers as text (for slides), the JSON every block.
    QTemporaryDir dir;
    QString error;
    const QString svg = dir.filePath(QStringLiteral("arch.svg"));
    QVERIFY2(studio::exportWidgetImage(view.exportWidget(), svg, &error), qPrintable(error));
    QFile svg_file(svg);
    QVERIFY(svg_file.open(QIODevice::ReadOnly));
    const QString svg_text = QString::fromUtf8(svg_file.readAll());
    QVERIFY(svg_text.contains(QStringLiteral("N = 3 ×")));
    QVERIFY(svg_text.contains(QStringLiteral("d_ff = 136")));
    const QString png = dir.filePath(QStringLiteral("arch.png"));
    QVERIFY2(studio::exportWidgetImage(view.exportWidget(), png, &error), qPrintable(error));
    QVERIFY(QFileInfo(png).size() > 5000);
    const QString json = dir.filePath(QStringLiteral("arch.json"));
    QVERIFY2(view.exportData(json, &error), qPrintable(error));
    QFile json_file(json);
    QVERIFY(json_file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json_file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("source_tokens")).toInt(), S);
    QCOMPARE(root.value(QStringLiteral("config")).toObject().value(QStringLiteral("d_ff")).toInt(), 136);
    QCOMPARE(root.value(QStringLiteral("blocks")).toArray().size(), int(m.blocks.size()));
    const QString csv = dir.filePath(QStringLiteral("arch.csv"));
    QVERIFY2(view.exportData(csv, &error), qPrintable(error));
    QFile csv_file(csv);
    QVERIFY(csv_file.open(QIODevice::ReadOnly));
    QCOMPARE(int(csv_file.readAll().count('\n')), 1 + int(m.texts().size()));  // a header, a row per text
  }

  // The figure is scaled to fit and its words are drawn at fixed sizes in its own coordinates, so without
  // care presenter mode's larger text would leave them as small as before. Where Figure 1's arrangement
  // cannot be drawn as large as the text size asks, the compact arrangement takes its place, its words
  // larger, still without scrolling; a tab too small for readable words in it scrolls down instead.
  void figureGrowsWithTheTextSize() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model_, QStringLiteral("toy-model"));
    auto* view = new studio::ArchitectureView(&session);
    studio::ViewScrollArea tab(view);
    tab.resize(1280, 1000);
    tab.show();
    view->setInputText(QStringLiteral("s3 s1 s4"));
    QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy() && view->sourceTokens() > 0, 30000);
    studio::ArchitectureDiagram* diagram = view->diagram();
    QApplication::processEvents();
    QVERIFY(!diagram->isCompact());
    const double at_100 = diagram->smallestTextPixels();
    QVERIFY(at_100 > 8);
    QVERIFY2(view->height() <= tab.viewport()->height(), "at 100 % the figure fits the tab");

    studio::applyFontScale(1.5);
    QTRY_VERIFY(diagram->isCompact());
    QVERIFY2(
        diagram->smallestTextPixels() >= 1.3 * at_100,
        qPrintable(QStringLiteral("%1 px, at 100 % %2 px").arg(diagram->smallestTextPixels()).arg(at_100)));
    QVERIFY2(view->height() <= tab.viewport()->height(), "enlarged, the figure still fits");
    QVERIFY(diagram->smallestTextPixels() >= 12);
    saveScreenshot(&tab, QStringLiteral("architecture_view_text_150"));

    tab.resize(1280, 420);
    QTRY_VERIFY2(view->height() > tab.viewport()->height(), "a small tab scrolls down");
    QVERIFY2(view->width() <= tab.viewport()->width(), "but not sideways");
    saveScreenshot(&tab, QStringLiteral("architecture_view_text_150_small_tab"));
    // At its minimum height (what makes the tab scroll) the figure's words are readable.
    studio::ArchitectureDiagram alone;
    alone.setModel(
        studio::buildArchitectureDiagram(model_->config, 4, 9),
        studio::buildArchitectureDiagram(model_->config, 4, 9, studio::ArchitectureArrangement::kCompact));
    alone.resize(1248, 100);
    alone.resize(1248, alone.minimumSizeHint().height());
    QVERIFY(alone.height() > 300);
    QVERIFY(alone.isCompact());
    QVERIFY2(alone.smallestTextPixels() >= 12,
             qPrintable(QStringLiteral("%1 px").arg(alone.smallestTextPixels())));

    studio::applyFontScale(1.0);
    tab.resize(1280, 1000);
    QTRY_VERIFY(!diagram->isCompact());
    QTRY_COMPARE(diagram->smallestTextPixels(), at_100);
  }

 private:
  std::unique_ptr<attn::Tokenizer> tokenizer_;
  std::shared_ptr<const attn::Model> model_;
};

QTEST_MAIN(ArchitectureViewTest)
#include "architecture_view_test.moc"
