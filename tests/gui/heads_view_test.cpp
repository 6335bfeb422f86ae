// The head-finder view: a synthetic report whose every number was counted by hand shows in the grids (values,
// colours in accuracy order, the baseline outlines) and in a head's right / wrong sentences; the exports
// carry the same numbers; the real worker on a tiny random model reports what find_antecedent_heads reports
// and stops when cancelled; activating a sentence opens it in the Attention view with that head selected.
#include "views/heads_view.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProgressBar>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>
#include <set>

#include "attention/backend.h"
#include "attention/model.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/head_observations_model.h"
#include "views/attention_view.h"
#include "widgets/color_maps.h"
#include "widgets/head_grid_widget.h"
#include "widgets/heatmap_widget.h"

namespace {

using attn::HeadKind;

// 12 sentences. Encoder: 2 layers x 2 heads; head (0,0) is right on every sentence, (0,1) on the first 5,
// (1,0) on the first 3, (1,1) on none. Cross: 1 layer x 2 heads, measured on the first 8 sentences only
// (the others have no German pronoun); head (0,0) is right on the first 2, (0,1) on all 8. A right head
// gives 0.5 to the antecedent and 0.2 to the other person, a wrong one the reverse.
constexpr int kItems = 12, kCrossItems = 8;

bool encoderRight(int layer, int head, int item) {
  const int right_on[2][2] = {{12, 5}, {3, 0}};
  return item < right_on[layer][head];
}

bool crossRight(int head, int item) { return head == 1 || item < 2; }

attn::HeadScore score(HeadKind kind, int layer, int head, int right, int n, double ante, double dist) {
  attn::HeadScore s;
  s.kind = kind;
  s.layer = layer;
  s.head = head;
  s.accuracy = {right, n};
  s.mean_antecedent_weight = ante;
  s.mean_distractor_weight = dist;
  return s;
}

std::vector<attn::AntecedentItem> syntheticItems() {
  std::vector<attn::AntecedentItem> items;
  for (int i = 0; i < kItems; ++i) {
    attn::AntecedentItem item;
    item.gender = i % 2 ? "male" : "female";
    item.sentence = "The doctor" + std::to_string(i) + " called the nurse" + std::to_string(i) +
                    " because she needed help.";
    item.noun = "doctor" + std::to_string(i);
    item.antecedent_word = 1;
    item.distractor_word = 4;
    item.pronoun_word = 6;
    item.line = i + 1;
    items.push_back(item);
  }
  return items;
}

std::shared_ptr<attn::AntecedentReport> syntheticReport() {
  auto r = std::make_shared<attn::AntecedentReport>();
  r->items = r->items_with_distractor = kItems;
  r->items_with_target_pronoun = kCrossItems;
  for (int i = 0; i < kItems; ++i) {
    attn::AntecedentObservation o;
    o.item = i;
    o.translation = "Der Arzt" + std::to_string(i) + " rief die Krankenschwester, weil sie Hilfe brauchte.";
    for (int l = 0; l < 2; ++l)
      for (int h = 0; h < 2; ++h) {
        o.encoder_antecedent.push_back(encoderRight(l, h, i) ? 0.5f : 0.2f);
        o.encoder_distractor.push_back(encoderRight(l, h, i) ? 0.2f : 0.5f);
      }
    if (i < kCrossItems) {
      o.target_pronoun_word = 7;
      for (int h = 0; h < 2; ++h) {
        o.cross_antecedent.push_back(crossRight(h, i) ? 0.5f : 0.2f);
        o.cross_distractor.push_back(crossRight(h, i) ? 0.2f : 0.5f);
      }
    }
    r->observations.push_back(o);
  }
  // Hand counts: right on r of n -> mean weights (0.5 r + 0.2 (n - r)) / n and the reverse.
  auto ante = [](int right, int n) { return (0.5 * right + 0.2 * (n - right)) / n; };
  auto dist = [](int right, int n) { return (0.2 * right + 0.5 * (n - right)) / n; };
  r->encoder_heads = {score(HeadKind::kEncoderSelf, 0, 0, 12, 12, 0.5, 0.2),
                      score(HeadKind::kEncoderSelf, 0, 1, 5, 12, ante(5, 12), dist(5, 12)),
                      score(HeadKind::kEncoderSelf, 1, 0, 3, 12, ante(3, 12), dist(3, 12)),
                      score(HeadKind::kEncoderSelf, 1, 1, 0, 12, 0.2, 0.5)};
  r->cross_heads = {score(HeadKind::kCross, 0, 1, 8, 8, 0.5, 0.2),
                    score(HeadKind::kCross, 0, 0, 2, 8, ante(2, 8), dist(2, 8))};
  // Mean over heads, per sentence: encoder right (3 of 4 heads) on sentences 0-2, a tie (not right) on 3-4,
  // wrong after; cross right on 0-1 (both heads), a tie on 2-7.
  r->encoder_mean = score(HeadKind::kEncoderSelf, -1, -1, 3, 12, 0.3, 0.4);
  r->cross_mean = score(HeadKind::kCross, -1, -1, 2, 8, 0.3875, 0.3125);
  r->nearest_preceding = {7, 12};
  return r;
}

// Relative luminance: viridis grows monotonically in it, so brighter means more accurate.
double luminance(const QColor& c) { return 0.2126 * c.redF() + 0.7152 * c.greenF() + 0.0722 * c.blueF(); }

QStringList readLines(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return QString::fromUtf8(f.readAll()).trimmed().split(QLatin1Char('\n'));
}

// Written for this test, WinoMT's format.
const char* const kLines =
    "female\t1\tThe doctor called the nurse because she needed help.\tdoctor\n"
    "male\t4\tThe doctor called the nurse because he was late.\tnurse\n"
    "female\t1\tThe baker thanked the driver because her bread arrived.\tbaker\n"
    "male\t4\tThe baker paid a driver for his work.\tdriver\n";

// A small random model on the bundled tokenizer: its attention is noise, which is all the worker test needs.
std::shared_ptr<const attn::Model> tinyRandomModel() {
  auto tokenizer = attn::Tokenizer::load(ATTN_SOURCE_DIR "/resources/models/en-de/tokenizer.model");
  attn::ModelConfig c = attn::preset_config("tiny");
  c.vocab_size = tokenizer.vocab_size();
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.d_model = 32;
  c.n_heads = 2;
  c.d_ff = 64;
  return std::make_shared<const attn::Model>(attn::make_model(c, std::move(tokenizer), 11));
}

QString writeSentences(const QTemporaryDir& dir, const QString& name, int copies) {
  const QString path = dir.filePath(name);
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly)) return {};
  for (int i = 0; i < copies; ++i) f.write(kLines);
  // WinoMT's gender-neutral sentences refer to the person with singular "they"; the finder follows it.
  f.write("neutral\t1\tThe cook told the guest that they were late.\tcook\n");
  return path;
}

}  // namespace

class HeadsViewTest : public QObject {
  Q_OBJECT
 private slots:
  void gridShowsTheHandCountsAndTheBaselines() {
    studio::ModelSession session;
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showReport(syntheticReport(), syntheticItems(), QStringLiteral("synthetic.tsv"), 20);

    studio::HeadGridWidget* enc = view.encoderGrid();
    studio::HeadGridWidget* cross = view.crossGrid();
    QCOMPARE(enc->layers(), 2);
    QCOMPARE(enc->heads(), 2);
    QCOMPARE(cross->layers(), 1);
    QCOMPARE(cross->heads(), 2);
    // Every cell holds its own head's numbers, whatever order the report listed them in.
    QCOMPARE(enc->score(0, 1)->accuracy.successes, 5);
    QCOMPARE(enc->score(1, 0)->accuracy.successes, 3);
    QCOMPARE(enc->score(1, 1)->accuracy.trials, 12);
    QCOMPARE(cross->score(0, 0)->accuracy.successes, 2);
    QCOMPARE(cross->score(0, 1)->accuracy.trials, 8);
    QVERIFY(!enc->score(2, 0));
    // Colours: viridis of the accuracy, so their brightness orders the heads as the hand counts do.
    QCOMPARE(enc->cellColor(0, 1), studio::color_maps::viridis(5.0 / 12.0));
    const double b00 = luminance(enc->cellColor(0, 0)), b01 = luminance(enc->cellColor(0, 1)),
                 b10 = luminance(enc->cellColor(1, 0)), b11 = luminance(enc->cellColor(1, 1));
    QVERIFY(b00 > b01 && b01 > b10 && b10 > b11);
    QVERIFY(luminance(cross->cellColor(0, 1)) > luminance(cross->cellColor(0, 0)));
    // Bold outline: the interval's lower end above the mean over heads (encoder 3/12 = 25 %, cross 2/8):
    // 12/12 (low 75.8 %) and 8/8 (low 67.6 %) only; 5/12's lower end is 19.3 %.
    QVERIFY(enc->aboveMeanBaseline(0, 0));
    QVERIFY(!enc->aboveMeanBaseline(0, 1));
    QVERIFY(!enc->aboveMeanBaseline(1, 0));
    QVERIFY(cross->aboveMeanBaseline(0, 1));
    QVERIFY(!cross->aboveMeanBaseline(0, 0));
    // Star: also above the nearest preceding person (7/12 = 58.3 %).
    QVERIFY(enc->aboveNearestBaseline(0, 0));
    QVERIFY(cross->aboveNearestBaseline(0, 1));
    QVERIFY(!enc->aboveNearestBaseline(0, 1));
    // The summary and the legend give the counts and the baselines with their intervals.
    QVERIFY2(view.summaryText().contains(QStringLiteral("the first 12 of 20")),
             qPrintable(view.summaryText()));
    QVERIFY(view.summaryText().contains(QStringLiteral("layer 1, head 1")));  // best encoder head
    QVERIFY(view.summaryText().contains(QStringLiteral("layer 1, head 2")));  // best cross head
    const attn::Proportion mean{3, 12};
    QVERIFY2(view.legendText().contains(QStringLiteral("25.0 % [%1–%2]")
                                            .arg(100 * mean.low(), 0, 'f', 1)
                                            .arg(100 * mean.high(), 0, 'f', 1)),
             qPrintable(view.legendText()));
    QVERIFY(view.legendText().contains(QStringLiteral("58.3 %")));

    // After a run the best encoder head's sentences are listed; clicking another head lists its own.
    QCOMPARE(view.observations()->layer(), 0);
    QCOMPARE(view.observations()->rightCount(), 12);
    QTest::mouseClick(enc, Qt::LeftButton, {}, enc->cellRect(0, 1).center().toPoint());
    QCOMPARE(enc->selectedLayer(), 0);
    QCOMPARE(enc->selectedHead(), 1);
    studio::HeadObservationsModel* obs = view.observations();
    QCOMPARE(obs->rowCount(), 12);
    QCOMPARE(obs->rightCount(), 5);
    QCOMPARE(obs->wrongCount(), 7);
    std::set<int> right_items;
    for (int row = 0; row < obs->rowCount(); ++row) {
      if (obs->isRight(row)) right_items.insert(obs->itemIndex(row));
      QCOMPARE(obs->antecedentWeight(row), obs->isRight(row) ? 0.5f : 0.2f);
    }
    QCOMPARE(right_items, (std::set<int>{0, 1, 2, 3, 4}));
    QCOMPARE(obs->data(obs->index(0, studio::HeadObservationsModel::kAntecedent)).toString(),
             QStringLiteral("doctor0"));
    QCOMPARE(obs->data(obs->index(0, studio::HeadObservationsModel::kDistractor)).toString(),
             QStringLiteral("nurse0"));
    // The filter keeps the wrong ones only.
    QSortFilterProxyModel* proxy = view.observationsProxy();
    QCOMPARE(proxy->rowCount(), 12);
    proxy->setFilterRegularExpression(QStringLiteral("^0$"));
    QCOMPARE(proxy->rowCount(), 7);
    proxy->setFilterRegularExpression(QString());

    // A cross head lists only the sentences whose translation had a German pronoun.
    QTest::mouseClick(cross, Qt::LeftButton, {}, cross->cellRect(0, 0).center().toPoint());
    QCOMPARE(enc->selectedLayer(), -1);
    QCOMPARE(obs->kind(), HeadKind::kCross);
    QCOMPARE(obs->rowCount(), kCrossItems);
    QCOMPARE(obs->rightCount(), 2);
    // The arrow keys move to the next head.
    QTest::keyClick(cross, Qt::Key_Right);
    QCOMPARE(cross->selectedHead(), 1);
    QCOMPARE(obs->head(), 1);
    QCOMPARE(obs->rightCount(), 8);
    QTest::keyClick(cross, Qt::Key_Left);
    QCOMPARE(obs->rightCount(), 2);

    QCoreApplication::processEvents();  // the summary's new height
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heads_synthetic.png")));
  }

  // Issue 27: a head "right" by 0.0002 against 0.0000 is a near tie. The list shows each sentence's
  // margin, a margin within the threshold counts as a tie (not right), the ranking follows the threshold,
  // and the summary says in words whether any head beats each baseline.
  void nearTiesAreTiesAndTheSummarySaysWhetherAHeadBeatsTheBaselines() {
    constexpr int n = 10;
    auto r = std::make_shared<attn::AntecedentReport>();
    r->items = r->items_with_distractor = n;
    std::vector<attn::AntecedentItem> items = syntheticItems();
    items.resize(n);
    for (int i = 0; i < n; ++i) {
      attn::AntecedentObservation o;
      o.item = i;
      o.translation = "Der Arzt rief die Krankenschwester.";
      o.encoder_antecedent = {0.0002f, i < 6 ? 0.5f : 0.2f};  // head 1: a hair's breadth; head 2: 6 of 10
      o.encoder_distractor = {0.0f, i < 6 ? 0.2f : 0.5f};
      r->observations.push_back(o);
    }
    // What the engine reports: any margin counts, so head 1 is right on every sentence and ranks first.
    r->encoder_heads = {score(HeadKind::kEncoderSelf, 0, 0, 10, 10, 0.0002, 0.0),
                        score(HeadKind::kEncoderSelf, 0, 1, 6, 10, 0.38, 0.32)};
    r->encoder_mean = score(HeadKind::kEncoderSelf, -1, -1, 10, 10, 0.19, 0.16);
    r->nearest_preceding = {7, 10};
    studio::ModelSession session;
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.showReport(r, items);

    QCOMPARE(view.tieMargin(), studio::HeadsView::kDefaultTieMargin);
    const attn::AntecedentReport* shown = view.shownReport();
    QVERIFY(shown);
    QCOMPARE(shown->encoder_heads.front().head, 1);  // head 2 now leads: head 1's wins were ties
    QCOMPARE(view.encoderGrid()->score(0, 0)->accuracy.successes, 0);
    QCOMPARE(view.encoderGrid()->score(0, 1)->accuracy.successes, 6);
    QString summary = view.summaryText();
    QVERIFY2(summary.contains(QStringLiteral("No encoder head beats the nearest preceding person (70.0 %)")),
             qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("within ±0.010")), qPrintable(summary));
    view.selectHead(HeadKind::kEncoderSelf, 0, 0);
    studio::HeadObservationsModel* obs = view.observations();
    QCOMPARE(obs->tieCount(), n);
    QCOMPARE(obs->rightCount(), 0);
    view.observationsProxy()->setFilterRegularExpression(QStringLiteral("^0\\.5$"));  // "Only near ties"
    QCOMPARE(view.observationsProxy()->rowCount(), n);
    view.observationsProxy()->setFilterRegularExpression(QString());
    QCOMPARE(obs->data(obs->index(0, studio::HeadObservationsModel::kMargin)).toString(),
             QStringLiteral("0.0002"));
    QCOMPARE(obs->data(obs->index(0, studio::HeadObservationsModel::kVerdict)).toString(),
             QStringLiteral("≈ tie"));

    // Threshold 0: the engine's rule and ranking come back, and head 1 beats the baseline.
    view.setTieMargin(0.0);
    QCOMPARE(view.shownReport()->encoder_heads.front().head, 0);
    QCOMPARE(view.encoderGrid()->score(0, 0)->accuracy.successes, 10);
    QCOMPARE(obs->rightCount(), n);
    summary = view.summaryText();
    QVERIFY2(
        summary.contains(QStringLiteral("1 of 2 encoder heads beat the nearest preceding person (70.0 %); 1 "
                                        "with the whole 95 % interval above it.")),
        qPrintable(summary));
  }

  void activatingASentenceAsksForItsHead() {
    studio::ModelSession session;
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.resize(1280, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showReport(syntheticReport(), syntheticItems());
    const studio::HeadGridWidget* cross = view.crossGrid();
    QTest::mouseClick(view.crossGrid(), Qt::LeftButton, {}, cross->cellRect(0, 1).center().toPoint());
    QSignalSpy spy(&view, &studio::HeadsView::openInAttention);
    QTableView* table = view.observationsTable();
    const QModelIndex index = table->model()->index(2, studio::HeadObservationsModel::kSentence);
    const int source_row = view.observationsProxy()->mapToSource(index).row();
    const QPoint at = table->visualRect(index).center();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(spy.count(), 1);
    const auto args = spy.takeFirst();
    QCOMPARE(args[0].toString(), view.observations()->sentence(source_row));
    QCOMPARE(args[1].toString(), view.observations()->translation(source_row));
    QVERIFY(args[1].toString().startsWith(QStringLiteral("Der Arzt")));
    QCOMPARE(args[2].toInt(), int(studio::AttentionKind::kCross));
    QCOMPARE(args[3].toInt(), 0);
    QCOMPARE(args[4].toInt(), 1);
  }

  void exportsCarryTheNumbers() {
    studio::ModelSession session;
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    QTemporaryDir dir;
    QString error;
    QVERIFY(!view.exportData(dir.filePath(QStringLiteral("none.csv")), &error));  // nothing yet: explained
    QVERIFY(!error.isEmpty());
    view.showReport(syntheticReport(), syntheticItems(), QStringLiteral("synthetic.tsv"));

    const QString csv_path = dir.filePath(QStringLiteral("heads.csv"));
    QVERIFY2(view.exportData(csv_path, &error), qPrintable(error));
    const QStringList lines = readLines(csv_path);
    QCOMPARE(lines.size(), 1 + 4 + 2 + 3);  // header, encoder heads, cross heads, baselines
    QCOMPARE(lines[0], QStringLiteral("kind,layer,head,accuracy,low,high,correct,n,mean_antecedent_weight,"
                                      "mean_distractor_weight"));
    const QStringList row = lines[2].split(QLatin1Char(','));  // the second-best encoder head: (0, 1)
    QCOMPARE(row.size(), 10);
    QCOMPARE(row[0], QStringLiteral("encoder"));
    QCOMPARE(row[1].toInt(), 0);
    QCOMPARE(row[2].toInt(), 1);
    const attn::Proportion p{5, 12};
    QVERIFY(qAbs(row[3].toDouble() - 5.0 / 12.0) < 1e-6);
    QVERIFY(qAbs(row[4].toDouble() - p.low()) < 1e-6);
    QVERIFY(qAbs(row[5].toDouble() - p.high()) < 1e-6);
    QCOMPARE(row[6].toInt(), 5);
    QCOMPARE(row[7].toInt(), 12);
    QVERIFY(qAbs(row[8].toDouble() - (0.5 * 5 + 0.2 * 7) / 12) < 1e-6);
    QVERIFY(qAbs(row[9].toDouble() - (0.2 * 5 + 0.5 * 7) / 12) < 1e-6);
    QVERIFY(lines[5].startsWith(QStringLiteral("cross,0,1,1,")));
    QVERIFY(lines[7].startsWith(QStringLiteral("encoder_mean_over_heads,,,0.25,")));
    QVERIFY(lines[9].startsWith(QStringLiteral("nearest_preceding_person,,,")));
    QVERIFY(lines[9].contains(QStringLiteral(",7,12,")));

    const QString json_path = dir.filePath(QStringLiteral("heads.json"));
    QVERIFY2(view.exportData(json_path, &error), qPrintable(error));
    QFile json(json_path);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root[QStringLiteral("items")].toInt(), 12);
    QCOMPARE(root[QStringLiteral("items_with_target_pronoun")].toInt(), 8);
    const QJsonArray heads = root[QStringLiteral("heads")].toArray();
    QCOMPARE(heads.size(), 6);
    QCOMPARE(heads[1].toObject()[QStringLiteral("correct")].toInt(), 5);
    QCOMPARE(heads[1].toObject()[QStringLiteral("accuracy_ci95")].toArray()[0].toDouble(), p.low());
    const QJsonObject baselines = root[QStringLiteral("baselines")].toObject();
    QCOMPARE(baselines[QStringLiteral("cross_mean")].toObject()[QStringLiteral("correct")].toInt(), 2);
    QCOMPARE(baselines[QStringLiteral("nearest_preceding")].toObject()[QStringLiteral("items")].toInt(), 12);
    const QJsonArray observations = root[QStringLiteral("observations")].toArray();
    QCOMPARE(observations.size(), 12);
    const QJsonObject o9 = observations[9].toObject();
    QCOMPARE(o9[QStringLiteral("antecedent")].toString(), QStringLiteral("doctor9"));
    QCOMPARE(o9[QStringLiteral("distractor")].toString(), QStringLiteral("nurse9"));
    QCOMPARE(o9[QStringLiteral("encoder_antecedent")].toArray().size(), 4);
    QCOMPARE(o9[QStringLiteral("encoder_antecedent")].toArray()[0].toDouble(), 0.5);  // head (0,0): right
    QCOMPARE(o9[QStringLiteral("cross_antecedent")].toArray().size(), 0);             // no German pronoun
  }

  void theWorkerReportsWhatTheEngineReports() {
    QTemporaryDir dir;
    const QString file = writeSentences(dir, QStringLiteral("s.tsv"), 1);
    auto model = tinyRandomModel();
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model, QStringLiteral("tiny"));
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.setSentencesFile(file);
    QSignalSpy busy(&view, &studio::StudioView::busyChanged);
    view.run();
    QVERIFY(view.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 120000);
    QVERIFY(view.result());
    const attn::AntecedentReport& got = *view.result()->report;
    QCOMPARE(view.progressBar()->value(), 5);
    QCOMPARE(view.progressBar()->maximum(), 5);

    attn::Translator translator(*model, attn::make_backend("cpu", model->config));
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const auto items = attn::parse_antecedent_items(written.readAll().toStdString(), "s.tsv");
    const attn::AntecedentReport want = attn::find_antecedent_heads(translator, items);
    QCOMPARE(got.items, 5);
    qInfo("tiny model: \"%s\"; %d with a German pronoun", got.observations[0].translation.c_str(),
          got.items_with_target_pronoun);
    QVERIFY(!got.cancelled);
    QCOMPARE(got.items_with_distractor, want.items_with_distractor);
    QCOMPARE(got.items_with_target_pronoun, want.items_with_target_pronoun);
    QCOMPARE(got.encoder_heads.size(), std::size_t(4));
    QCOMPARE(got.encoder_heads.size(), want.encoder_heads.size());
    for (std::size_t i = 0; i < want.encoder_heads.size(); ++i) {
      QCOMPARE(got.encoder_heads[i].layer, want.encoder_heads[i].layer);
      QCOMPARE(got.encoder_heads[i].head, want.encoder_heads[i].head);
      QCOMPARE(got.encoder_heads[i].accuracy.successes, want.encoder_heads[i].accuracy.successes);
      QCOMPARE(got.encoder_heads[i].accuracy.trials, want.encoder_heads[i].accuracy.trials);
      QCOMPARE(got.encoder_heads[i].mean_antecedent_weight, want.encoder_heads[i].mean_antecedent_weight);
    }
    QCOMPARE(got.cross_heads.size(), want.cross_heads.size());
    for (std::size_t i = 0; i < want.cross_heads.size(); ++i)
      QCOMPARE(got.cross_heads[i].accuracy.successes, want.cross_heads[i].accuracy.successes);
    QCOMPARE(got.nearest_preceding.successes, want.nearest_preceding.successes);
    QCOMPARE(got.encoder_mean.accuracy.successes, want.encoder_mean.accuracy.successes);
    for (std::size_t i = 0; i < want.observations.size(); ++i) {
      QCOMPARE(got.observations[i].translation, want.observations[i].translation);
      QCOMPARE(got.observations[i].encoder_antecedent, want.observations[i].encoder_antecedent);
    }
    // The grid shows what the report says when any margin counts, as the engine counts.
    view.setTieMargin(0.0);
    const attn::HeadScore& best = got.encoder_heads.front();
    QCOMPARE(view.encoderGrid()->score(best.layer, best.head)->accuracy.successes, best.accuracy.successes);
    // A limit runs the first sentences only.
    view.setLimit(2);
    view.run();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 120000);
    QCOMPARE(view.result()->report->items, 2);
    QCOMPARE(view.result()->sentences_in_file, 5);
  }

  void cancelStopsTheRun() {
    QTemporaryDir dir;
    const int copies = 1500;  // 6,000 sentences: far longer than the test waits before cancelling
    const QString file = writeSentences(dir, QStringLiteral("many.tsv"), copies);
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(tinyRandomModel(), QStringLiteral("tiny"));
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.setSentencesFile(file);
    view.run();
    QTRY_VERIFY_WITH_TIMEOUT(view.progressBar()->value() > 0, 60000);
    QElapsedTimer clock;
    clock.start();
    view.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 30000);
    QVERIFY2(clock.elapsed() < 20000, "the run did not stop soon after Cancel");
    QVERIFY(view.result());
    const attn::AntecedentReport& r = *view.result()->report;
    QVERIFY(r.cancelled);
    qInfo("cancelled after %d of %d sentences, %lld ms after Cancel", r.items, 4 * copies, clock.elapsed());
    QVERIFY(r.items > 0 && r.items < 4 * copies);
    QCOMPARE(int(r.observations.size()), r.items);
    QVERIFY(view.summaryText().contains(QStringLiteral("Stopped")));
  }

  // The bundled model on the first WinoMT sentences, in a 1280 x 800 window, as a user sees it.
  void bundledModelOnWinoMtInASmallWindow() {
    const QString file = studio::HeadsView::defaultSentencesFile();
    if (file.isEmpty()) QSKIP("../shared/data/winomt/en.tsv is absent");
    QCOMPARE(QFileInfo(file).canonicalFilePath(),
             QFileInfo(QStringLiteral(ATTN_SHARED_DIR "/data/winomt/en.tsv")).canonicalFilePath());
    studio::StudioSettings settings;
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    studio::MainWindow window(&session, &settings);
    auto* heads = qobject_cast<studio::HeadsView*>(window.view(QStringLiteral("heads")));
    heads->setAutoRun(false);
    QCOMPARE(heads->sentencesFile(), file);
    session.openFolder(studio::ModelSession::bundledModelDir());
    QTRY_VERIFY_WITH_TIMEOUT(session.model() != nullptr, 60000);
    window.resize(1280, 800);
    window.showView(QStringLiteral("heads"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    heads->setLimit(60);
    heads->run();
    QTRY_VERIFY_WITH_TIMEOUT(!heads->isBusy(), 120000);
    QVERIFY(heads->result());
    const attn::AntecedentReport& r = *heads->result()->report;
    QCOMPARE(r.items, 60);
    QCOMPARE(int(r.encoder_heads.size()), heads->encoderGrid()->layers() * heads->encoderGrid()->heads());
    // Nothing of the grids is cut off: both fit their widgets.
    for (const studio::HeadGridWidget* grid : {heads->encoderGrid(), heads->crossGrid()}) {
      const QRectF last = grid->cellRect(grid->layers() - 1, grid->heads() - 1);
      QVERIFY2(last.right() <= grid->width() && last.bottom() <= grid->height(), "grid cut off");
      QVERIFY2(grid->height() >= grid->minimumSizeHint().height(), "legend below the grid cut off");
    }
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(window.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heads_en-de_1280x800.png")));
  }

  // `attention-studio --view heads --export F.json` runs the finder by itself on the first sentences of the
  // default file and writes the report.
  void exportFromTheCommandLineRunsAQuickLook() {
    if (studio::HeadsView::defaultSentencesFile().isEmpty()) QSKIP("../shared/data/winomt/en.tsv is absent");
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("heads.json"));
    QProcess app;
    app.setProcessEnvironment(gui_test::isolatedEnvironment(dir.path()));  // its settings stay in here
    app.start(QStringLiteral(ATTN_STUDIO_EXE),
              {QStringLiteral("--model"), studio::ModelSession::bundledModelDir(), QStringLiteral("--view"),
               QStringLiteral("heads"), QStringLiteral("--backend"), QStringLiteral("cpu"),
               QStringLiteral("--export"), out});
    QVERIFY(app.waitForFinished(180000));
    QVERIFY2(app.exitCode() == 0, app.readAllStandardError().constData());
    QFile json(out);
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(json.readAll()).object();
    QCOMPARE(root[QStringLiteral("items")].toInt(), studio::HeadsView::kQuickLookLimit);
    QVERIFY(root[QStringLiteral("sentences_in_file")].toInt() > studio::HeadsView::kQuickLookLimit);
    QCOMPARE(root[QStringLiteral("observations")].toArray().size(), studio::HeadsView::kQuickLookLimit);
    QVERIFY(root[QStringLiteral("heads")].toArray().size() > 0);
  }

  void theMainWindowOpensTheSentenceInTheAttentionView() {
    studio::StudioSettings settings;
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    auto model = tinyRandomModel();
    session.setModel(model, QStringLiteral("tiny"));
    studio::MainWindow window(&session, &settings);
    auto* heads = qobject_cast<studio::HeadsView*>(window.view(QStringLiteral("heads")));
    QVERIFY(heads);
    heads->setAutoRun(false);
    auto* attention = qobject_cast<studio::AttentionView*>(window.view(QStringLiteral("attention")));
    QVERIFY(attention);
    // A synthetic report in the tiny model's shape (2 layers x 2 heads), with a real sentence to translate.
    auto report = syntheticReport();
    auto items = syntheticItems();
    items[3].sentence = "The doctor called the nurse because she needed help.";
    report->observations[3].translation = "Der Arzt rief die Krankenschwester.";
    heads->showReport(report, items);
    window.showView(QStringLiteral("heads"));
    heads->selectHead(HeadKind::kEncoderSelf, 1, 0);
    int row = -1;
    for (int r = 0; r < heads->observations()->rowCount(); ++r)
      if (heads->observations()->itemIndex(r) == 3) row = r;
    QVERIFY(row >= 0);
    heads->openRow(row);
    QCOMPARE(window.currentView(), static_cast<studio::StudioView*>(attention));
    QTRY_VERIFY_WITH_TIMEOUT(attention->result() && !attention->isBusy(), 60000);
    QCOMPARE(attention->result()->request.source, QString::fromStdString(items[3].sentence));
    QCOMPARE(attention->result()->request.forced_target,
             QStringLiteral("Der Arzt rief die Krankenschwester."));
    QCOMPARE(attention->gridLayers(), 2);
    QVERIFY(attention->thumbnail(1, 0));
    // The opened cell is the head's: the view selects layer 2, head 1 (not layer 1, head 1, which it shows
    // without the selection), and its CSV export labels that head's weights as such.
    QCOMPARE(attention->selectedLayer(), 1);
    QCOMPARE(attention->selectedHead(), 0);
    QVERIFY(attention->wordsMode());  // the finder measured words, and the view opens on words
    attention->setWordsMode(false);   // compare with the pieces' maps below
    QTemporaryDir dir;
    QString error;
    const QString csv = dir.filePath(QStringLiteral("attention.csv"));
    QVERIFY2(attention->exportData(csv, &error), qPrintable(error));
    const QStringList lines = readLines(csv);
    const auto& maps = attention->result()->inspection.attention;
    const auto selected = studio::headMatrix(maps, studio::AttentionKind::kEncoderSelf, 1, 0);
    const int keys = maps.source_length;
    // kind, layer, head, query_index, query_token, key_index, key_token, weight: query 1 of layer 2, head 1.
    int found = 0;
    for (const QString& line : lines) {
      if (!line.startsWith(QStringLiteral("encoder_self,2,1,1,"))) continue;
      const QStringList f = line.split(QLatin1Char(','));
      const int key = f.value(5).toInt() - 1;
      QVERIFY(key >= 0 && key < keys);
      QVERIFY(qAbs(f.last().toDouble() - double(selected[std::size_t(key)])) < 1e-4);
      ++found;
    }
    QCOMPARE(found, keys);
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(window.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heads_opened_in_attention.png")));
  }
};

QTEST_MAIN(HeadsViewTest)
#include "heads_view_test.moc"
