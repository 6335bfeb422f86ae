// Exports as functions of results (issue 31): each view's CSV and JSON come from functions beside the result
// types, checked here on hand-made results without a model or a widget.
#include <QtTest>

#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "viewmodels/attention_export.h"
#include "viewmodels/head_lab_export.h"
#include "viewmodels/inference_export.h"
#include "viewmodels/probe_export.h"

using namespace studio;

namespace {

attn::ContrastItem item(int line, const char* group, const char* source) {
  return attn::ContrastItem{group, source, {"richtig", "falsch"}, line};
}

attn::ContrastScore score(double right, double wrong) {
  attn::ContrastScore s;
  s.log_probs = {right, wrong};
  s.preferred = right >= wrong ? 0 : 1;
  s.margin = right - wrong;
  return s;
}

// One layer, two heads, two queries, three keys: weight = head + query / 10 + key / 100.
attn::AttentionMaps tinyCross() {
  attn::AttentionMaps maps;
  maps.heads = 2;
  maps.source_length = 3;
  maps.target_length = 2;
  std::vector<float> layer;
  for (int h = 0; h < 2; ++h)
    for (int q = 0; q < 2; ++q)
      for (int k = 0; k < 3; ++k) layer.push_back(float(h) + float(q) / 10.0f + float(k) / 100.0f);
  maps.cross = {layer};
  return maps;
}

}  // namespace

class ResultExportsTest : public QObject {
  Q_OBJECT
 private slots:
  void aContrastBatchIsWrittenWorstMarginFirstWithItsSummary() {
    ContrastBatch batch;
    batch.file = QStringLiteral("items.tsv");
    batch.items = {item(3, "it", "a"), item(4, "it", "b"), item(7, "he", "c"), item(9, "he", "d")};
    batch.scores = {score(-1.0, -1.5), score(-2.0, -1.0), score(-0.5, -2.5)};  // the 4th was not scored
    batch.cancelled = true;
    QCOMPARE(contrastBatchOrder(batch), (std::vector<std::size_t>{1, 0, 2}));

    const QStringList lines = contrastBatchCsv(batch).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 4);
    QCOMPARE(lines[0], QStringLiteral("rank,line,group,source,margin,correct,preferred,log_probs"));
    QCOMPARE(lines[1], QStringLiteral("1,4,it,b,-1,0,falsch,-2 -1"));
    QCOMPARE(lines[2], QStringLiteral("2,3,it,a,0.5,1,richtig,-1 -1.5"));
    QCOMPARE(lines[3], QStringLiteral("3,7,he,c,2,1,richtig,-0.5 -2.5"));

    const QJsonObject json = contrastBatchJson(batch);
    QCOMPARE(json[QStringLiteral("items_file")].toString(), QStringLiteral("items.tsv"));
    QVERIFY(json[QStringLiteral("cancelled")].toBool());
    const QJsonArray summary = json[QStringLiteral("summary")].toArray();
    QCOMPARE(summary.size(), 3);  // all items, then each group in order
    QCOMPARE(summary[0].toObject()[QStringLiteral("items")].toInt(), 3);
    QCOMPARE(summary[0].toObject()[QStringLiteral("correct")].toInt(), 2);
    QCOMPARE(summary[1].toObject()[QStringLiteral("group")].toString(), QStringLiteral("it"));
    QCOMPARE(summary[1].toObject()[QStringLiteral("accuracy")].toDouble(), 0.5);
    QCOMPARE(summary[2].toObject()[QStringLiteral("accuracy")].toDouble(), 1.0);
    const QJsonArray items = json[QStringLiteral("items")].toArray();
    QCOMPARE(items.size(), 3);
    QCOMPARE(items[0].toObject()[QStringLiteral("line")].toInt(), 4);
    QCOMPARE(items[0].toObject()[QStringLiteral("margin")].toDouble(), -1.0);
    QVERIFY(!items[0].toObject()[QStringLiteral("correct")].toBool());
  }

  void attentionRowsAreNumberedByLayerAndHeadFromOne() {
    // Two layers of two heads, two source words: four rows.
    const std::vector<float> rows = {0.1f, 0.9f, 0.2f, 0.8f, 0.3f, 0.7f, 0.4f, 0.6f};
    const QJsonArray json = headRowsJson(rows, 2, 2);
    QCOMPARE(json.size(), 4);
    QCOMPARE(json[2].toObject()[QStringLiteral("layer")].toInt(), 2);
    QCOMPARE(json[2].toObject()[QStringLiteral("head")].toInt(), 1);
    QCOMPARE(json[3].toObject()[QStringLiteral("weights")].toArray()[1].toDouble(), double(0.6f));
    QVERIFY(headRowsJson({}, 2, 2).isEmpty());
    QVERIFY(headRowsJson(rows, 0, 2).isEmpty());
  }

  void headImportanceAndThePruningCurve() {
    attn::HeadImportance importance;
    importance.heads = 2;
    importance.layers[0] = 1;
    importance.layers[1] = 0;
    importance.layers[2] = 1;
    importance.raw = {{{3.0, 4.0}}, {}, {{1.0, 0.0}}};
    importance.normalised = {{{0.6, 0.8}}, {}, {{1.0, 0.0}}};
    const QJsonArray heads = headImportanceJson(importance);
    QCOMPARE(heads.size(), 4);
    QCOMPARE(heads[1].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("enc"));
    QCOMPARE(heads[1].toObject()[QStringLiteral("head")].toInt(), 1);
    QCOMPARE(heads[1].toObject()[QStringLiteral("importance")].toDouble(), 4.0);
    QCOMPARE(heads[1].toObject()[QStringLiteral("normalised")].toDouble(), 0.8);
    QCOMPARE(heads[2].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("cross"));
    QCOMPARE(heads[2].toObject()[QStringLiteral("layer")].toInt(), 0);

    attn::PruningPoint p;
    p.fraction = 0.25;
    p.heads_off = 1;
    p.bleu_by_importance = 30.5;
    p.bleu_random = 20.0;
    const QJsonArray curve = pruningCurveJson({p});
    QCOMPARE(curve.size(), 1);
    QCOMPARE(curve[0].toObject()[QStringLiteral("fraction_off")].toDouble(), 0.25);
    QCOMPARE(curve[0].toObject()[QStringLiteral("bleu_by_importance")].toDouble(), 30.5);

    HeadLabJobResult dev;
    attn::ModelConfig config;
    config.encoder_layers = 1;
    config.decoder_layers = 1;
    config.n_heads = 2;
    dev.request.mask = attn::HeadMask(config);
    dev.request.mask.set(AttentionKind::kEncoderSelf, 0, 1, true);
    dev.sentences = 30;
    dev.bleu_before = 31.0;
    dev.bleu_after = 29.5;
    const QJsonObject set = devSetJson(dev);
    QCOMPARE(set[QStringLiteral("mask")].toString(), QString::fromStdString(dev.request.mask.to_string()));
    QVERIFY(!set[QStringLiteral("mask")].toString().isEmpty());
    QCOMPARE(set[QStringLiteral("pairs")].toInt(), 30);
    QCOMPARE(set[QStringLiteral("bleu_after")].toDouble(), 29.5);
  }

  void attentionMapsAsLongCsvAndNestedJson() {
    const attn::AttentionMaps maps = tinyCross();
    const QStringList lines =
        (attentionLongCsvHeader() +
         attentionLongCsvRows(maps, AttentionKind::kCross, {QStringLiteral("Die"), QStringLiteral("Frau")},
                              {QStringLiteral("The"), QStringLiteral("woman"), QStringLiteral("</s>")}))
            .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 2 * 2 * 3);
    QCOMPARE(lines[0], QStringLiteral("kind,layer,head,query_index,query_token,key_index,key_token,weight"));
    // Head 2, query 2 ("Frau"), key 3 ("</s>"): 1 + 0.1 + 0.02.
    QCOMPARE(lines.last(), QStringLiteral("cross,1,2,2,Frau,3,</s>,1.12"));
    QCOMPARE(lines[1], QStringLiteral("cross,1,1,1,Die,1,The,0"));

    const QJsonArray json = attentionMapsJson(maps, AttentionKind::kCross);
    QCOMPARE(json.size(), 1);                     // layers
    QCOMPARE(json[0].toArray().size(), 2);        // heads
    QCOMPARE(json[0][1].toArray().size(), 2);     // queries
    QCOMPARE(json[0][1][0].toArray().size(), 3);  // keys
    QCOMPARE(json[0][1][0][2].toDouble(), double(1.0f + 0.0f / 10.0f + 2.0f / 100.0f));
    QCOMPARE(attentionKindKey(AttentionKind::kEncoderSelf), QStringLiteral("encoder_self"));
    QCOMPARE(attentionKindShort(AttentionKind::kDecoderSelf), QStringLiteral("dec"));
  }

  void aTranslationsStepsCandidatesAndMatrix() {
    InferenceResult result;
    result.candidates.push_back({QStringLiteral("Hallo Welt"), {5, 6}, -1.25, -0.9});
    result.inspection.output_pieces = {"▁Hallo", "▁Welt", "</s>"};
    attn::DecodeStep step;
    step.chosen_probability = 0.75f;
    step.entropy_bits = 1.5;
    step.top = {{5, "▁Hallo", 0.75f}, {7, "", 0.25f}};
    result.steps = {step};
    const QJsonArray candidates = candidatesJson(result);
    QCOMPARE(candidates[0].toObject()[QStringLiteral("log_prob")].toDouble(), -1.25);
    QCOMPARE(candidates[0].toObject()[QStringLiteral("score")].toDouble(), -0.9);
    const QJsonArray steps = decodeStepsJson(result);
    QCOMPARE(steps.size(), 1);
    QCOMPARE(steps[0].toObject()[QStringLiteral("step")].toInt(), 1);
    QCOMPARE(steps[0].toObject()[QStringLiteral("token")].toString(), QStringLiteral("▁Hallo"));
    QCOMPARE(steps[0].toObject()[QStringLiteral("entropy_bits")].toDouble(), 1.5);
    QCOMPARE(steps[0]
                 .toObject()[QStringLiteral("top")]
                 .toArray()[1]
                 .toObject()[QStringLiteral("token")]
                 .toString(),
             QStringLiteral("∅"));  // an empty piece is shown, not left blank
    QVERIFY(whatIfJson(result).isEmpty());
    result.forced_piece = QStringLiteral("▁Servus");
    result.request.force_step = 0;
    QCOMPARE(whatIfJson(result)[QStringLiteral("step")].toInt(), 1);

    const QString csv =
        labelledMatrixCsv(QStringLiteral("target\\source"), {QStringLiteral("Hallo")},
                          {QStringLiteral("hello"), QStringLiteral("a, b")}, 1, 2, {0.25f, 0.75f});
    QCOMPARE(csv, QStringLiteral("target\\source,hello,\"a, b\"\nHallo,0.25,0.75\n"));
    const QJsonArray matrix = matrixJson(1, 2, {0.25f, 0.75f});
    QCOMPARE(matrix[0][1].toDouble(), 0.75);
  }
};

QTEST_MAIN(ResultExportsTest)
#include "result_exports_test.moc"
