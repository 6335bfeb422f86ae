// The head lab on the bundled Multi30k model: clicking (or Space on) a head in a grid switches exactly that
// head off and the masked translation that arrives is what the engine gives under that mask; the set jobs
// report the BLEU/chrF and contrastive accuracy the engine computes without and with the mask, and stop when
// cancelled; the importance grids show head_importance()'s numbers and the chart has both pruning series
// with one point per fraction. Saves screenshots for a person to look at.
#include "views/head_lab_view.h"

#include <QDir>
#include <QFile>
#include <QLineSeries>
#include <QProgressBar>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "attention/contrast.h"
#include "attention/head_importance.h"
#include "attention/metrics.h"
#include "attention/translator.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "widgets/head_switch_grid.h"
#include "widgets/pruning_curve_chart.h"

using namespace studio;
using attn::AttentionKind;

namespace {

const std::vector<std::string> kSources = {"A man is riding a bike.",
                                           "Two dogs play in the snow.",
                                           "A woman is reading a book.",
                                           "Children are playing on the beach.",
                                           "A little girl climbs into a wooden playhouse.",
                                           "A man in a blue shirt is standing on a ladder."};
const std::vector<std::string> kReferences = {"Ein Mann fährt Fahrrad.",
                                              "Zwei Hunde spielen im Schnee.",
                                              "Eine Frau liest ein Buch.",
                                              "Kinder spielen am Strand.",
                                              "Ein kleines Mädchen klettert in ein Spielhaus aus Holz.",
                                              "Ein Mann in einem blauen Hemd steht auf einer Leiter."};

void writeLines(const QString& path, const std::vector<std::string>& lines, int repeat = 1) {
  QFile file(path);
  QVERIFY(file.open(QIODevice::WriteOnly));
  for (int r = 0; r < repeat; ++r)
    for (const auto& l : lines) file.write(QByteArray::fromStdString(l + "\n"));
}

int maskedCount(const attn::HeadMask& mask, const attn::ModelConfig& c) {
  int n = 0;
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < (k == 0 ? c.encoder_layers : c.decoder_layers); ++l)
      n += int(mask.masked_heads(AttentionKind(k), l).size());
  return n;
}

}  // namespace

class HeadLabViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    session_ = std::make_unique<ModelSession>();
    session_->setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(session_.get(), &ModelSession::modelChanged);
    session_->openFolder(QStringLiteral("multi30k-en-de"));
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 60000);
    view_ = std::make_unique<HeadLabView>(session_.get());
    view_->setAutoRun(false);
    view_->resize(1300, 820);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    view_->setInputText(QStringLiteral("A man in a blue shirt is standing on a ladder."));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->translation() &&
                                 view_->translation()->source.startsWith(QStringLiteral("A man in")),
                             60000);
    // The test's own translator: what the engine gives, to compare the view's numbers with.
    translator_ = std::make_unique<attn::Translator>(*session_->model(), attn::make_backend("cpu", config()));
    QVERIFY(dir_.isValid());
  }

  void clickingAHeadSwitchesExactlyThatHeadOff() {
    HeadSwitchGrid* cross = view_->grid(AttentionKind::kCross);
    QCOMPARE(cross->layers(), config().decoder_layers);
    QCOMPARE(cross->heads(), config().n_heads);
    QVERIFY(view_->mask().empty());
    QTest::mouseClick(cross, Qt::LeftButton, {}, cross->cellRect(1, 2).center().toPoint());
    const attn::HeadMask mask = view_->mask();
    QVERIFY(mask.masked(AttentionKind::kCross, 1, 2));
    QCOMPARE(maskedCount(mask, config()), 1);
    QCOMPARE(view_->maskText(), QStringLiteral("cross:2.3"));
    // The keyboard does the same: from the clicked cell, Left then Space switches head 2 of layer 2 off.
    cross->setFocus();
    QTest::keyClick(cross, Qt::Key_Left);
    QTest::keyClick(cross, Qt::Key_Space);
    QVERIFY(view_->mask().masked(AttentionKind::kCross, 1, 1));
    QCOMPARE(maskedCount(view_->mask(), config()), 2);
    // A second click switches the first head on again.
    QTest::mouseClick(cross, Qt::LeftButton, {}, cross->cellRect(1, 2).center().toPoint());
    QCOMPARE(view_->maskText(), QStringLiteral("cross:2.2"));
    // Rapid clicks coalesce; the translation that arrives is under the final mask.
    QTRY_VERIFY_WITH_TIMEOUT(
        !view_->isBusy() && view_->translation() && view_->translation()->mask.to_string() == "cross:2.2",
        60000);
    expectEngineTranslation();
  }

  void aStrongMaskChangesTheTranslation() {
    // Every cross-attention head off: the decoder no longer sees the source.
    attn::HeadMask all(config());
    for (int l = 0; l < config().decoder_layers; ++l)
      for (int h = 0; h < config().n_heads; ++h) all.set(AttentionKind::kCross, l, h, true);
    view_->setMask(all);
    QCOMPARE(view_->grid(AttentionKind::kCross)->offCount(), config().decoder_layers * config().n_heads);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->translation()->mask.to_string() == all.to_string(),
                             60000);
    expectEngineTranslation();
    QVERIFY(view_->translation()->masked != view_->translation()->unmasked);
    QVERIFY(view_->translation()->delta_log_prob() < -1.0);
    QVERIFY(view_->maskedTranslationHtml().contains(QStringLiteral("<span")));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/headlab_cross_off.png")));
  }

  void theMaskOnADevSetAndAContrastiveSet() {
    // Strong enough to change the translations: the first two layers' cross-attention and one encoder head.
    attn::HeadMask mask(config());
    for (int l = 0; l < 2; ++l)
      for (int h = 0; h < config().n_heads; ++h) mask.set(AttentionKind::kCross, l, h, true);
    mask.set(AttentionKind::kEncoderSelf, 0, 1, true);
    view_->setMask(mask);
    const QString src = dir_.filePath(QStringLiteral("dev.en")),
                  ref = dir_.filePath(QStringLiteral("dev.de"));
    writeLines(src, kSources);
    writeLines(ref, kReferences);
    view_->setDevFiles(src, ref);
    view_->setLimit(0);
    view_->runDevSet();
    QVERIFY(view_->isJobRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isJobRunning(), 120000);
    QVERIFY(view_->devResult());
    const HeadLabJobResult& r = *view_->devResult();
    QCOMPARE(r.sentences, int(kSources.size()));
    auto bleuChrf = [&](const attn::HeadMask& m) {
      translator_->backend().set_head_mask(m);
      std::vector<std::string> hyps;
      for (const auto& t : translator_->translate(kSources, {})) hyps.push_back(t.text());
      translator_->backend().set_head_mask({});
      return std::pair{attn::corpus_bleu(hyps, kReferences).score,
                       attn::corpus_chrf(hyps, kReferences).score};
    };
    const auto [bleu_before, chrf_before] = bleuChrf({});
    const auto [bleu_after, chrf_after] = bleuChrf(mask);
    QCOMPARE(r.bleu_before, bleu_before);
    QCOMPARE(r.chrf_before, chrf_before);
    QCOMPARE(r.bleu_after, bleu_after);
    QCOMPARE(r.chrf_after, chrf_after);
    QVERIFY(r.bleu_after < r.bleu_before);
    QVERIFY(view_->setResultText().contains(QString::fromStdString(mask.to_string())));

    const QString items = dir_.filePath(QStringLiteral("items.tsv"));
    writeLines(items, {"A man is riding a bike.\tEin Mann fährt Fahrrad.\tEine Mann fährt Fahrrad.",
                       "Two dogs play.\tZwei Hunde spielen.\tZwei Hund spielen.",
                       "The woman reads.\tDie Frau liest.\tDer Frau liest."});
    view_->setContrastFile(items);
    view_->runContrast();
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isJobRunning() && view_->contrastResult(), 120000);
    const auto parsed = attn::read_contrast_items(items.toStdString());
    auto correct = [&](const attn::HeadMask& m) {
      translator_->backend().set_head_mask(m);
      int n = 0;
      for (const auto& s : attn::score_contrast_items(*translator_, parsed)) n += s.correct() ? 1 : 0;
      translator_->backend().set_head_mask({});
      return n;
    };
    QCOMPARE(view_->contrastResult()->sentences, 3);
    QCOMPARE(view_->contrastResult()->correct_before, correct({}));
    QCOMPARE(view_->contrastResult()->correct_after, correct(mask));
  }

  void aSetJobCanBeCancelled() {
    const QString src = dir_.filePath(QStringLiteral("big.en")),
                  ref = dir_.filePath(QStringLiteral("big.de"));
    writeLines(src, kSources, 200);
    writeLines(ref, kReferences, 200);
    const auto before = view_->devResult();
    view_->setDevFiles(src, ref);
    view_->setLimit(0);
    view_->runDevSet();
    QTRY_VERIFY_WITH_TIMEOUT(view_->progressBar()->value() > 0, 60000);
    view_->cancelJob();
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isJobRunning(), 30000);
    QVERIFY(view_->lastJob() && view_->lastJob()->cancelled);
    QCOMPARE(view_->devResult(), before);  // a stopped run does not replace the numbers shown
    QCOMPARE(view_->jobText(), HeadLabView::tr("Stopped."));
  }

  void importanceGridAndPruningCurveShowTheEngineNumbers() {
    view_->clearMask();
    QVERIFY(view_->mask().empty());
    QCOMPARE(view_->maskText(), QString());
    const QString src = dir_.filePath(QStringLiteral("dev.en")),
                  ref = dir_.filePath(QStringLiteral("dev.de"));
    view_->setDevFiles(src, ref);
    view_->setLimit(0);
    view_->runImportance();
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isJobRunning() && view_->importanceResult(), 300000);
    const attn::HeadImportance expected = attn::head_importance(*translator_, kSources, kReferences);
    for (int k = 0; k < 3; ++k) {
      const HeadSwitchGrid* grid = view_->grid(AttentionKind(k));
      QVERIFY(grid->hasValues());
      for (int l = 0; l < grid->layers(); ++l)
        for (int h = 0; h < grid->heads(); ++h)
          QVERIFY2(std::abs(grid->value(l, h) -
                            expected.normalised[std::size_t(k)][std::size_t(l)][std::size_t(h)]) < 1e-9,
                   qPrintable(QStringLiteral("kind %1 layer %2 head %3").arg(k).arg(l).arg(h)));
    }
    const attn::HeadRef top = expected.ascending().back();
    const QString top_name = QStringLiteral("%1:%2.%3")
                                 .arg(QLatin1String(top.kind == AttentionKind::kEncoderSelf   ? "enc"
                                                    : top.kind == AttentionKind::kDecoderSelf ? "dec"
                                                                                              : "cross"))
                                 .arg(top.layer + 1)
                                 .arg(top.head + 1);
    QVERIFY2(view_->importanceText().contains(QStringLiteral("Most important: ") + top_name),
             qPrintable(view_->importanceText()));

    const PruningCurveChart* chart = view_->chart();
    const auto& curve = view_->importanceResult()->curve;
    QCOMPARE(int(curve.size()), 10);
    QCOMPARE(chart->byImportanceSeries()->count(), 10);
    QCOMPARE(chart->randomSeries()->count(), 10);
    for (int i = 0; i < 10; ++i) {
      QCOMPARE(chart->byImportanceSeries()->at(i),
               QPointF(10.0 * i, curve[std::size_t(i)].bleu_by_importance));
      QCOMPARE(chart->randomSeries()->at(i), QPointF(10.0 * i, curve[std::size_t(i)].bleu_random));
    }
    const QString csv = dir_.filePath(QStringLiteral("curve.csv"));
    QString error;
    QVERIFY2(view_->exportData(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll().count('\n'), 11);  // header and ten fractions
    QVERIFY(view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/headlab_importance.png")));
  }

  void cleanupTestCase() {
    view_.reset();
    translator_.reset();
    session_.reset();
  }

 private:
  const attn::ModelConfig& config() const { return session_->model()->config; }

  // The view's masked translation and Δ log P are what the engine gives under the same mask.
  void expectEngineTranslation() {
    const MaskedTranslationResult& r = *view_->translation();
    const std::string source = r.source.trimmed().toStdString();
    translator_->backend().set_head_mask({});
    const std::string unmasked = translator_->translate({source}, {}).front().text();
    const double lp = translator_->score({source}, {unmasked}).front();
    translator_->backend().set_head_mask(r.mask);
    const std::string masked = translator_->translate({source}, {}).front().text();
    const double lp_masked = translator_->score({source}, {unmasked}).front();
    translator_->backend().set_head_mask({});
    QCOMPARE(r.unmasked, QString::fromStdString(unmasked));
    QCOMPARE(r.masked, QString::fromStdString(masked));
    QCOMPARE(r.log_prob_unmasked, lp);
    QCOMPARE(r.log_prob_masked, lp_masked);
  }

  std::unique_ptr<ModelSession> session_;
  std::unique_ptr<HeadLabView> view_;
  std::unique_ptr<attn::Translator> translator_;
  QTemporaryDir dir_;
};

QTEST_MAIN(HeadLabViewTest)
#include "head_lab_view_test.moc"
