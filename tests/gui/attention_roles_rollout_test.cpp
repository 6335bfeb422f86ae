// Issue 12 in the Attention view: "Head roles…" puts on every thumbnail exactly the badges attn::head_roles()
// gives on the same sentence pairs, with the numbers in the tooltip; the rollout kinds show exactly
// attn::attention_rollout() of the shown sentence; the cross-attention thumbnails show each head's AER as
// attn::align_pairs() gives it on gold alignments.
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>
#include <random>

#include "attention/attention_rollout.h"
#include "attention/corpus.h"
#include "attention/forward_trace.h"
#include "attention/head_roles.h"
#include "attention/token_contributions.h"
#include "attention/translator.h"
#include "attention/word_alignment.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/attention_view.h"
#include "widgets/heatmap_widget.h"

namespace {

std::vector<std::vector<float>> randomMaps(int layers, int heads, int queries, int keys, std::mt19937& gen) {
  std::uniform_real_distribution<float> u(0.0f, 1.0f);
  std::vector<std::vector<float>> maps(static_cast<std::size_t>(layers));
  for (auto& m : maps) {
    m.resize(std::size_t(heads) * queries * keys);
    for (std::size_t row = 0; row < std::size_t(heads) * queries; ++row) {
      float sum = 0;
      for (int k = 0; k < keys; ++k) sum += (m[row * keys + k] = std::pow(u(gen), 4.0f));
      for (int k = 0; k < keys; ++k) m[row * keys + k] /= sum;
    }
  }
  return maps;
}

studio::InferenceResultPtr syntheticInspection(int layers, int heads, int source, int target) {
  std::mt19937 gen(11);
  auto result = std::make_shared<studio::InferenceResult>();
  result->has_inspection = true;
  result->request.source = QStringLiteral("synthetic");
  attn::Inspection& in = result->inspection;
  for (int i = 0; i < source; ++i) in.source_pieces.push_back("▁s" + std::to_string(i));
  for (int i = 0; i < target; ++i) in.target_pieces.push_back("▁t" + std::to_string(i));
  in.output_pieces = in.target_pieces;
  in.target_text = "synthetic";
  in.attention.heads = heads;
  in.attention.source_length = source;
  in.attention.target_length = target;
  in.attention.encoder_self = randomMaps(layers, heads, source, source, gen);
  in.attention.decoder_self = randomMaps(layers, heads, target, target, gen);
  in.attention.cross = randomMaps(layers, heads, target, source, gen);
  return result;
}

// The first differing element, or -1.
long firstDifference(const std::vector<float>& shown, const std::vector<float>& expected) {
  if (shown.size() != expected.size()) return 0;
  for (std::size_t i = 0; i < shown.size(); ++i)
    if (std::abs(shown[i] - expected[i]) >= 1e-6f) return long(i);
  return -1;
}

}  // namespace

class AttentionRolesRolloutTest : public QObject {
  Q_OBJECT
 private slots:
  void rolloutKindsShowAttentionRollout() {
    studio::ModelSession session;
    studio::AttentionView view(&session);
    const auto result = syntheticInspection(3, 4, 5, 6);
    view.showResult(result);
    const attn::AttentionMaps expected = attn::attention_rollout(result->inspection.attention);
    view.showRollout(false);
    QVERIFY(view.rolloutShown());
    QCOMPARE(view.gridLayers(), 3);
    QCOMPARE(view.gridHeads(), 1);
    for (int l = 0; l < 3; ++l) {
      view.selectCell(l, 0);
      QCOMPARE(view.detailMap()->rows(), 5);
      QCOMPARE(view.detailMap()->columns(), 5);
      QCOMPARE(firstDifference(view.detailMap()->values(), expected.encoder_self[std::size_t(l)]), -1L);
      QCOMPARE(firstDifference(view.thumbnail(l, 0)->values(), expected.encoder_self[std::size_t(l)]), -1L);
    }
    view.showRollout(true);  // the decoder's source rollout: decoder input × source tokens
    view.selectCell(2, 0);
    QCOMPARE(view.detailMap()->rows(), 6);
    QCOMPARE(view.detailMap()->columns(), 5);
    QCOMPARE(firstDifference(view.detailMap()->values(), expected.cross[2]), -1L);
    // Not the raw cross-attention's mean over heads.
    QVERIFY(std::abs(view.detailMap()->values()[0] - studio::headMatrix(result->inspection.attention,
                                                                        studio::AttentionKind::kCross, 2,
                                                                        -1)[0]) > 1e-6f);
    view.setKind(studio::AttentionKind::kCross);
    QVERIFY(!view.rolloutShown());
    QCOMPARE(view.gridHeads(), 4);
    // Contributions need the model (one more traced pass): without one the grid stays empty, not stale.
    view.showAlti(0);
    QVERIFY(!view.contributionsPending() && !view.alti());
    QCOMPARE(view.gridLayers(), 0);
    view.setKind(studio::AttentionKind::kCross);
    QCOMPARE(view.gridLayers(), 3);
  }

  void badgesMatchHeadRoles() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(&session, &studio::ModelSession::modelChanged);
    session.openFolder(QStringLiteral("multi30k-en-de"));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 60000);
    studio::AttentionView view(&session);
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setInputText(QStringLiteral("A man in a blue shirt is standing on a ladder."));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && view.result() && view.gridLayers() > 0, 60000);
    const std::vector<std::string> sources = {
        "A man in a blue shirt is standing on a ladder.", "Two dogs play in the snow.",
        "A woman is reading a book in the park.", "Children are playing soccer on a field."};
    const std::vector<std::string> references = {
        "Ein Mann in einem blauen Hemd steht auf einer Leiter.", "Zwei Hunde spielen im Schnee.",
        "Eine Frau liest ein Buch im Park.", "Kinder spielen Fußball auf einem Feld."};
    QSignalSpy finished(&view, &studio::AttentionView::headRolesFinished);
    view.computeHeadRoles(sources, references);
    QVERIFY(view.isHeadRolesRunning() || !finished.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
    QVERIFY(view.headRoles());

    attn::Translator translator(*session.model(), attn::make_backend("cpu", session.model()->config));
    const attn::HeadRoles expected = attn::head_roles(
        translator, sources, references, attn::count_piece_frequencies(translator.model().tokenizer, {}, {}));
    int badges = 0;
    for (const auto kind : {studio::AttentionKind::kEncoderSelf, studio::AttentionKind::kDecoderSelf,
                            studio::AttentionKind::kCross}) {
      view.setKind(kind);
      QCOMPARE(view.gridLayers(), expected.layers[int(kind)]);
      for (int l = 0; l < view.gridLayers(); ++l)
        for (int h = 0; h < view.gridHeads(); ++h) {
          const attn::HeadRole& role = expected.role(attn::AttentionKind(int(kind)), l, h);
          QStringList names;
          for (const auto b : role.badges) names << studio::AttentionView::badgeShortName(b);
          badges += int(role.badges.size());
          const QLabel* label = view.badgeLabel(l, h);
          QCOMPARE(label->text(), names.join(QLatin1Char(' ')));
          QVERIFY2(label->toolTip().contains(QString::number(role.confidence, 'f', 2)),
                   qPrintable(label->toolTip()));
        }
    }
    QVERIFY(badges > 0);  // the model has specialised heads: the comparison is not between empty labels
    view.showRollout(false);
    QVERIFY(view.badgeLabel(0, 0)->text().isEmpty());  // rollout has no heads to badge
    view.setKind(studio::AttentionKind::kDecoderSelf);
    QTest::qWait(100);  // the rebuilt thumbnails are shown by a queued call
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/attention_role_badges.png")));
  }

  // The AER grid: each cross-attention thumbnail shows the AER that attn::align_pairs() gives its head on
  // the team's gold sample.
  void crossThumbnailsShowEachHeadsAer() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(&session, &studio::ModelSession::modelChanged);
    session.openFolder(QStringLiteral("multi30k-en-de"));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 60000);
    studio::AttentionView view(&session);
    view.setInputText(QStringLiteral("The dog sleeps."));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && view.result() && view.gridLayers() > 0, 60000);
    const std::string dir = ATTN_SOURCE_DIR "/tests/fixtures/alignment/";
    const auto sources = attn::read_corpus_lines(dir + "sample.en");
    const auto targets = attn::read_corpus_lines(dir + "sample.de");
    const auto gold = attn::read_gold_alignments(dir + "sample.gold");
    QSignalSpy finished(&view, &studio::AttentionView::alignmentFinished);
    view.computeAlignmentGrid(sources, targets, gold);
    QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 120000);
    QVERIFY(view.alignmentReport());
    attn::Translator translator(*session.model(), attn::make_backend("cpu", session.model()->config));
    const attn::AlignmentReport expected = attn::align_pairs(translator, sources, targets, &gold);
    view.setKind(studio::AttentionKind::kCross);
    QTRY_VERIFY(!view.thumbnailsRendering());  // the numbers come with the thumbnails, from a worker
    QCOMPARE(view.gridLayers(), expected.layers);
    QCOMPARE(view.gridHeads(), expected.heads);
    for (int l = 0; l < expected.layers; ++l)
      for (int h = 0; h < expected.heads; ++h) {
        const QString text = view.statsLabel(l, h)->text();
        QVERIFY2(text.endsWith(QStringLiteral("AER ") +
                               QString::number(expected.grid[std::size_t(l)][std::size_t(h)].aer(), 'f', 2)),
                 qPrintable(text));
      }
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTest::qWait(100);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/attention_aer_grid.png")));
    view.setKind(studio::AttentionKind::kEncoderSelf);  // AER belongs to cross-attention heads only
    QTRY_VERIFY(!view.thumbnailsRendering());
    QVERIFY(!view.statsLabel(0, 0)->text().contains(QStringLiteral("AER")));
  }

  // Issue 28: the contribution kinds show exactly attn::value_weighted_attention() and
  // attn::alti_contributions() of the shown sentence, computed off the GUI thread, with words and export.
  void contributionKindsShowTheEnginesContributions() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(&session, &studio::ModelSession::modelChanged);
    session.openFolder(QStringLiteral("en-de"));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 60000);
    studio::AttentionView view(&session);
    view.setInputText(QStringLiteral("The dog sleeps in the garden."));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy() && view.result() && view.gridLayers() > 0, 60000);
    const auto result = view.result();
    attn::Translator translator(session.model(), attn::make_backend("cpu", session.model()->config));
    const attn::ForwardTrace trace =
        attn::trace_forward(translator, "The dog sleeps in the garden.", result->inspection.target_text);
    const attn::AttentionMaps alti = attn::alti_contributions(trace, translator.model());
    const attn::AttentionMaps weighted = attn::value_weighted_attention(trace, translator.model());

    QSignalSpy ready(&view, &studio::AttentionView::contributionsReady);
    view.showAlti(0);
    QVERIFY(view.contributionsShown() && !view.rolloutShown());
    QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() && !view.isBusy(), 60000);
    QVERIFY(view.alti());
    QCOMPARE(view.gridLayers(), int(alti.encoder_self.size()));
    QCOMPARE(view.gridHeads(), 1);
    for (int l = 0; l < view.gridLayers(); ++l)
      QCOMPARE(firstDifference(view.thumbnail(l, 0)->values(), alti.encoder_self[std::size_t(l)]), -1L);
    view.showAlti(1);  // ALTI+'s source part: decoding steps × source tokens
    view.selectCell(2, 0);
    QCOMPARE(view.detailMap()->rows(), alti.target_length);
    QCOMPARE(view.detailMap()->columns(), alti.source_length);
    QCOMPARE(firstDifference(view.detailMap()->values(), alti.cross[2]), -1L);
    view.showAlti(2);  // its target-prefix part: decoder input × decoder input
    QCOMPARE(view.detailMap()->columns(), alti.target_length);
    QCOMPARE(firstDifference(view.thumbnail(2, 0)->values(), alti.decoder_self[2]), -1L);
    view.showValueWeighted(studio::AttentionKind::kCross);  // per head, like the raw kinds
    QCOMPARE(view.gridHeads(), weighted.heads);
    const std::size_t block = std::size_t(weighted.target_length) * std::size_t(weighted.source_length);
    QCOMPARE(firstDifference(view.thumbnail(1, 2)->values(),
                             std::vector<float>(weighted.cross[1].begin() + std::ptrdiff_t(2 * block),
                                                weighted.cross[1].begin() + std::ptrdiff_t(3 * block))),
             -1L);
    QVERIFY(view.badgeLabel(0, 0)->text().isEmpty());

    // Words: "garden." and the like merge; the grid keeps its layers and heads, rows still sum to 1.
    view.showAlti(0);
    view.setWordsMode(true);
    QCOMPARE(view.gridHeads(), 1);
    QCOMPARE(view.detailMap()->rows(), 7);  // The dog sleeps in the garden. and </s>
    const auto& words = view.detailMap()->values();
    for (int r = 0; r < 7; ++r) {
      double sum = 0;
      for (int c = 0; c < 7; ++c) sum += words[std::size_t(r * 7 + c)];
      QVERIFY2(std::abs(sum - 1) < 1e-4, qPrintable(QString::number(sum)));
    }
    const QString path = QDir::temp().filePath(QStringLiteral("attention_alti_export_test.json"));
    QString error;
    view.showAlti(1);
    QVERIFY2(view.exportData(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"alti_decoder_source\""));
    file.remove();
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(!view.thumbnailsRendering());
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/attention_alti_source.png")));
    view.setKind(studio::AttentionKind::kCross);
    QVERIFY(!view.contributionsShown());
    QCOMPARE(view.gridHeads(), weighted.heads);
  }
};

QTEST_MAIN(AttentionRolesRolloutTest)
#include "attention_roles_rollout_test.moc"
