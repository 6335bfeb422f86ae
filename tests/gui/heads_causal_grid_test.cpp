// The Antecedent heads view's causal grid (issue 28, part 3): activation patching of every head over the
// bundled pronoun pairs, run on the view's worker with the bundled en-de model. Its numbers equal
// attn::patch_pair and attn::rank_heads_by_patching called directly; the intervals contain the means and come
// out the same twice; the exports read back; Cancel stops after the current pair; too few pairs with an
// effect are said to be too few; and the view in a 1280 x 800 window with both kinds of evidence is saved as
// a screenshot.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProgressBar>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

#include "attention/activation_patching.h"
#include "attention/backend.h"
#include "attention/causal_head_ranking.h"
#include "attention/translator.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "viewmodels/head_report_export.h"
#include "views/heads_view.h"
#include "widgets/causal_head_grid_widget.h"
#include "widgets/head_grid_widget.h"

namespace {

constexpr int kPairs = 4;
constexpr double kTolerance = 1e-9;

bool near(double a, double b) { return (std::isnan(a) && std::isnan(b)) || std::abs(a - b) <= kTolerance; }

// The bundled model loaded in a session on the CPU backend.
void openBundledModel(studio::ModelSession& session) {
  session.setBackendSpec(QStringLiteral("cpu"));
  session.openFolder(studio::ModelSession::bundledModelDir());
  QTRY_VERIFY_WITH_TIMEOUT(session.model() != nullptr, 60000);
}

QStringList csvFields(const QString& line) { return line.split(QLatin1Char(',')); }

}  // namespace

class HeadsCausalGridTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QVERIFY2(!studio::HeadsView::defaultPairsFile().isEmpty(), "the bundled pair file is not found");
    QCOMPARE(QFileInfo(studio::HeadsView::defaultPairsFile()).canonicalFilePath(),
             QFileInfo(QStringLiteral(ATTN_SOURCE_DIR "/resources/patching/pronoun-pairs-en-de.tsv"))
                 .canonicalFilePath());
  }

  void gridEqualsTheEngineCalledDirectly() {
    studio::ModelSession session;
    openBundledModel(session);
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    QCOMPARE(view.pairsFile(), studio::HeadsView::defaultPairsFile());
    view.setPairLimit(kPairs);
    view.runPatching();
    QVERIFY(view.isBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 120000);
    const studio::CausalHeadsResultPtr shown = view.causalResult();
    QVERIFY(shown);
    QVERIFY(!shown->cancelled);
    QCOMPARE(int(shown->results.size()), kPairs);
    QCOMPARE(view.progressBar()->value(), kPairs);

    // The engine, directly, on the same pairs.
    const auto pairs = attn::read_patching_pairs(studio::HeadsView::defaultPairsFile().toStdString());
    attn::Translator translator(*session.model(), attn::make_backend("cpu", session.model()->config));
    std::vector<attn::PatchingResult> direct;
    for (int i = 0; i < kPairs; ++i) direct.push_back(attn::patch_pair(translator, pairs[std::size_t(i)]));
    const attn::CausalHeadRanking expected =
        attn::rank_heads_by_patching(direct, studio::HeadsView::kMinEffect);
    const attn::PatchingMean mean = attn::mean_patching(direct, studio::HeadsView::kMinEffect);
    const attn::CausalHeadRanking& got = shown->ranking;
    QCOMPARE(got.used, expected.used);
    QVERIFY(near(got.total_effect, expected.total_effect));
    QVERIFY(near(got.total_effect, mean.total_effect));
    QCOMPARE(int(got.used.size()), mean.pairs_with_effect);
    QCOMPARE(got.grids.size(), std::size_t(3));
    const studio::CausalHeadGridWidget* grid = view.causalGrid();
    QCOMPARE(grid->kinds(), 3);
    for (std::size_t k = 0; k < 3; ++k) {
      const attn::CausalHeadGrid& g = got.grids[k];
      QCOMPARE(g.layers, expected.grids[k].layers);
      QCOMPARE(g.heads, expected.grids[k].heads);
      for (int l = 0; l < g.layers; ++l)
        for (int h = 0; h < g.heads; ++h) {
          const attn::CausalHeadCell& c = g.at(l, h);
          const attn::CausalHeadCell& e = expected.grids[k].at(l, h);
          QVERIFY2(near(c.mean, e.mean), qPrintable(QStringLiteral("%1 %2.%3").arg(k).arg(l).arg(h)));
          QVERIFY(near(c.mean, mean.heads[k].at(l, h)));
          QVERIFY(near(c.interval.low, e.interval.low));
          QVERIFY(near(c.interval.high, e.interval.high));
          QCOMPARE(c.shares.size(), e.shares.size());
          for (std::size_t i = 0; i < c.shares.size(); ++i) QVERIFY(near(c.shares[i], e.shares[i]));
          // The interval contains the mean.
          if (std::isfinite(c.mean)) QVERIFY(c.interval.low <= c.mean && c.mean <= c.interval.high);
          // The grid widget shows these very cells.
          QCOMPARE(grid->cell(int(k), l, h), &c);
        }
    }
    // The summary gives the counts; the clicked head lists its shares pair by pair.
    QVERIFY(view.causalSummaryText().contains(QStringLiteral("<b>%1</b> pairs").arg(kPairs)));
    view.selectCausalHead(2, 2, 0);
    QCOMPARE(grid->selectedKind(), 2);
    const QString list = view.pairListText();
    for (int i : got.used)
      QVERIFY2(list.contains(QStringLiteral("line %1").arg(shown->pairs[std::size_t(i)].line)),
               qPrintable(list));

    // Deterministic: a second run gives the same intervals, bit for bit.
    view.runPatching();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 120000);
    QVERIFY(view.causalResult() != shown);
    for (std::size_t k = 0; k < 3; ++k)
      for (std::size_t c = 0; c < got.grids[k].cells.size(); ++c) {
        const attn::CausalHeadCell& a = got.grids[k].cells[c];
        const attn::CausalHeadCell& b = view.causalResult()->ranking.grids[k].cells[c];
        QVERIFY(a.interval.low == b.interval.low ||
                (std::isnan(a.interval.low) && std::isnan(b.interval.low)));
        QVERIFY(a.interval.high == b.interval.high ||
                (std::isnan(a.interval.high) && std::isnan(b.interval.high)));
      }

    // Exports read back: CSV and JSON from the functions and through the view's export.
    const studio::CausalHeadsResult& r = *shown;
    const QStringList lines = studio::causalHeadsCsv(r).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    int rows = 0;
    for (const auto& g : got.grids) rows += g.layers * g.heads;
    QCOMPARE(lines.size(), rows + 1);
    QCOMPARE(csvFields(lines[0]).mid(0, 4),
             (QStringList{QStringLiteral("kind"), QStringLiteral("layer"), QStringLiteral("head"),
                          QStringLiteral("mean_restored")}));
    int row = 1;
    for (const auto& g : got.grids)
      for (int l = 0; l < g.layers; ++l)
        for (int h = 0; h < g.heads; ++h, ++row) {
          const QStringList f = csvFields(lines[row]);
          const attn::CausalHeadCell& c = g.at(l, h);
          QCOMPARE(f[0], QString::fromStdString(g.name));
          QCOMPARE(f[1].toInt(), l);
          QCOMPARE(f[2].toInt(), h);
          QVERIFY(near(f[3].toDouble(), c.mean));
          QVERIFY(near(f[4].toDouble(), c.interval.low));
          QVERIFY(near(f[5].toDouble(), c.interval.high));
          QCOMPARE(f[6].toInt(), int(got.used.size()));
          QCOMPARE(f.size(), 8 + int(c.shares.size()));
          for (std::size_t i = 0; i < c.shares.size(); ++i)
            QVERIFY(near(f[8 + int(i)].toDouble(), c.shares[i]));
        }
    const QJsonObject json = QJsonDocument::fromJson(studio::causalHeadsJson(r)).object();
    QCOMPARE(json[QStringLiteral("pairs_used")].toInt(), int(got.used.size()));
    QCOMPARE(json[QStringLiteral("pairs")].toArray().size(), kPairs);
    QVERIFY(near(json[QStringLiteral("total_effect")].toDouble(), got.total_effect));
    const QJsonArray heads = json[QStringLiteral("heads")].toArray();
    QCOMPARE(heads.size(), rows);
    for (const QJsonValue& v : heads) {
      const QJsonObject o = v.toObject();
      std::size_t k = 0;
      while (k < 3 && QString::fromStdString(got.grids[k].name) != o[QStringLiteral("kind")].toString()) ++k;
      QVERIFY(k < 3);
      const attn::CausalHeadCell& c =
          got.grids[k].at(o[QStringLiteral("layer")].toInt(), o[QStringLiteral("head")].toInt());
      QVERIFY(near(o[QStringLiteral("mean_restored")].toDouble(), c.mean));
      QVERIFY(near(o[QStringLiteral("ci95")].toArray()[0].toDouble(), c.interval.low));
      QVERIFY(near(o[QStringLiteral("ci95")].toArray()[1].toDouble(), c.interval.high));
      QCOMPARE(o[QStringLiteral("shares")].toArray().size(), qsizetype(c.shares.size()));
    }
    view.showCausal(shown);
    QTemporaryDir dir;
    QString error;
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("causal.json")), &error), qPrintable(error));
    QFile file(dir.filePath(QStringLiteral("causal.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QJsonDocument::fromJson(file.readAll()).object(), json);
    QVERIFY2(view.exportData(dir.filePath(QStringLiteral("causal.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("causal.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(csv.readAll()), studio::causalHeadsCsv(r));
  }

  void tooFewPairsWithAnEffectAreSaidToBeTooFew() {
    studio::ModelSession session;
    openBundledModel(session);
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.setPairLimit(1);
    view.runPatching();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 120000);
    QVERIFY(view.causalResult());
    QVERIFY(int(view.causalResult()->ranking.used.size()) < studio::HeadsView::kMinPairsToRank);
    QVERIFY2(view.causalSummaryText().contains(QStringLiteral("too small to rank")),
             qPrintable(view.causalSummaryText()));
  }

  void cancelStopsAfterTheCurrentPair() {
    studio::ModelSession session;
    openBundledModel(session);
    studio::HeadsView view(&session);
    view.setAutoRun(false);
    view.runPatching();  // every pair of the file
    QTRY_VERIFY_WITH_TIMEOUT(view.progressBar()->value() >= 1, 60000);
    view.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 60000);
    const studio::CausalHeadsResultPtr r = view.causalResult();
    QVERIFY(r);
    QVERIFY(r->cancelled);
    QVERIFY(r->results.size() >= 1);
    QVERIFY(int(r->results.size()) < r->pairs_in_file);
    QVERIFY2(view.causalSummaryText().contains(QStringLiteral("Stopped")),
             qPrintable(view.causalSummaryText()));
    // Cancel before the worker begins: nothing patched, and said so.
    view.runPatching();
    view.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 60000);
    QVERIFY(view.causalResult() && view.causalResult()->cancelled);
    QCOMPARE(int(view.causalResult()->results.size()), 0);
  }

  // Both kinds of evidence in a 1280 x 800 window, as a user sees them; the tooltip of a causal head gives
  // its attention-based score beside it.
  void bothKindsOfEvidenceInASmallWindow() {
    studio::StudioSettings settings;
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    studio::MainWindow window(&session, &settings);
    auto* heads = qobject_cast<studio::HeadsView*>(window.view(QStringLiteral("heads")));
    QVERIFY(heads);
    heads->setAutoRun(false);
    session.openFolder(studio::ModelSession::bundledModelDir());
    QTRY_VERIFY_WITH_TIMEOUT(session.model() != nullptr, 60000);
    window.resize(1280, 800);
    window.showView(QStringLiteral("heads"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const bool winomt = !studio::HeadsView::defaultSentencesFile().isEmpty();
    if (winomt) {
      heads->setLimit(40);
      heads->run();
      QTRY_VERIFY_WITH_TIMEOUT(!heads->isBusy(), 120000);
    }
    heads->runPatching();
    QTRY_VERIFY_WITH_TIMEOUT(!heads->isBusy(), 120000);
    QVERIFY(heads->causalResult());
    heads->selectCausalHead(2, 2, 0);
    studio::CausalHeadGridWidget* grid = heads->causalGrid();
    const QString tip = grid->cellToolTip(2, 2, 0);
    QVERIFY2(tip.contains(QStringLiteral("95 % bootstrap interval")), qPrintable(tip));
    if (winomt) QVERIFY2(tip.contains(QStringLiteral("Attention-based: right on")), qPrintable(tip));
    QVERIFY(grid->cellToolTip(1, 0, 0).contains(QStringLiteral("does not measure decoder self-attention")));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(window.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heads_causal_en-de_1280x800.png")));
    QVERIFY(grid->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/heads_causal_grid_en-de.png")));
    // Nothing of the causal grid is cut off: its last cell and its colour bar's line fit.
    const auto& cross = grid->ranking()->grids[2];
    const QRectF last = grid->cellRect(2, cross.layers - 1, cross.heads - 1);
    QVERIFY2(last.right() <= grid->width() && last.bottom() <= grid->height(),
             qPrintable(QStringLiteral("causal grid cut off: last cell %1,%2 in %3 x %4")
                            .arg(last.right())
                            .arg(last.bottom())
                            .arg(grid->width())
                            .arg(grid->height())));
    QVERIFY2(grid->height() >= grid->minimumSizeHint().height(), "the colour bar below the grid is cut off");
  }
};

QTEST_MAIN(HeadsCausalGridTest)
#include "heads_causal_grid_test.moc"
