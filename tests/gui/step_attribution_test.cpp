// Attribution of one decoding step in the Translate view's step panel and in the Probe view (issue 28), on
// the bundled English→German model: the numbers shown are attn::attribute's on the same request, a contrast
// shows the difference of the two single attributions, integrated gradients states completeness, the work
// runs on the views' worker threads (the GUI thread keeps turning, a cancel ends the wait at once), and the
// attribution exports. Saves screenshots for a person to look at.
#include <QCheckBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <cmath>
#include <memory>

#include "attention/attribution.h"
#include "attention/backend.h"
#include "attention/translator.h"
#include "core/model_session.h"
#include "core/ui_language.h"
#include "event_loop_watchdog.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/probe_view.h"
#include "views/translate_view.h"
#include "widgets/attribution_panel.h"
#include "widgets/color_maps.h"
#include "widgets/decode_step_panel.h"
#include "widgets/token_attribution_bar.h"

using namespace studio;

namespace {

const QString kSentence = QStringLiteral("The animal didn't cross the street because it was too tired.");

// The largest |shown − expected| over the source and the target prefix; -1 when the sizes differ.
double largestDifference(const TokenAttributionBar* bar, const std::vector<double>& source,
                         const std::vector<double>& prefix) {
  if (bar->rows().size() != 2) return -1;
  const auto& shown_source = bar->rows()[0].values;
  const auto& shown_prefix = bar->rows()[1].values;
  if (shown_source.size() != source.size() || shown_prefix.size() != prefix.size()) return -1;
  double largest = 0;
  for (std::size_t j = 0; j < source.size(); ++j)
    largest = std::max(largest, std::abs(shown_source[j] - source[j]));
  for (std::size_t j = 0; j < prefix.size(); ++j)
    largest = std::max(largest, std::abs(shown_prefix[j] - prefix[j]));
  return largest;
}

}  // namespace

class StepAttributionTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    session_ = std::make_unique<ModelSession>();
    session_->setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(session_.get(), &ModelSession::modelChanged);
    session_->openFolder(ModelSession::bundledModelDir());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 30000);
    // The reference: the engine called directly, on a translator of the test's own.
    const auto model = session_->model();
    QVERIFY(model);
    translator_ = std::make_unique<attn::Translator>(model, attn::make_backend("cpu", model->config));

    view_ = std::make_unique<TranslateView>(session_.get());
    view_->resize(1300, 900);  // room for the step panel
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    view_->setInputText(kSentence);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->translationText().contains(QStringLiteral("Tier")),
                             60000);
    // The step that outputs the pronoun.
    const auto& pieces = view_->result()->inspection.output_pieces;
    for (std::size_t t = 0; t < pieces.size(); ++t)
      if (pieces[t] == "▁es" || pieces[t] == "▁sie" || pieces[t] == "▁er") pronoun_step_ = int(t);
    QVERIFY2(pronoun_step_ >= 0, qPrintable(view_->translationText()));
  }

  void translateStepShowsTheEngineNumbersOffTheGuiThread() {
    DecodeStepPanel* steps = view_->stepPanel();
    AttributionPanel* panel = steps->attribution();
    // The defaults: input × gradient, no contrast.
    QCOMPARE(int(panel->options().method), int(attn::AttributionMethod::kInputXGradient));
    QVERIFY(panel->contrastWord().isEmpty());
    view_->selectStep(pronoun_step_);
    QVERIFY(!view_->isAttributionBusy());  // nothing runs while the tab is closed

    // The GUI thread keeps turning while the worker attributes: a 10 ms timer ticks during the wait.
    int ticks = 0;
    QTimer heartbeat;
    heartbeat.setInterval(10);
    connect(&heartbeat, &QTimer::timeout, [&] { ++ticks; });
    heartbeat.start();
    gui_test::EventLoopWatchdog watchdog;
    watchdog.begin("attribution");
    steps->showAttributionTab(true);      // asks for the step's attribution
    QVERIFY(view_->isAttributionBusy());  // queued for the worker, not computed here
    QVERIFY(!panel->outcome());
    QVERIFY(panel->progressBar()->isVisibleTo(panel));
    const int ticks_at_request = ticks;
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy() && panel->outcome(), 60000);
    const double stall_ms = watchdog.end().max_stall_ms;
    qInfo("attribution: %.0f ms on the worker; %d heartbeats meanwhile; longest GUI stall %.0f ms",
          panel->outcome()->milliseconds, ticks - ticks_at_request, stall_ms);
    QVERIFY(ticks > ticks_at_request);
    QVERIFY2(panel->outcome()->error.isEmpty(), qPrintable(panel->outcome()->error));

    const auto request = view_->attributionRequest();
    QVERIFY(request);
    QCOMPARE(*request->step, pronoun_step_);
    QCOMPARE(QString::fromStdString(*request->target), view_->translationText());
    const attn::AttributionResult direct = attn::attribute(*translator_, *request);
    const attn::AttributionResult& shown = panel->outcome()->result;
    QCOMPARE(shown.token_piece, view_->result()->inspection.output_pieces[std::size_t(pronoun_step_)]);
    QCOMPARE(shown.token_piece, direct.token_piece);
    const double difference =
        largestDifference(panel->bar(), direct.attribution.source, direct.attribution.prefix);
    QVERIFY2(difference >= 0 && difference <= 1e-6, qPrintable(QString::number(difference)));
    QVERIFY(panel->bar()->isSigned());
    QCOMPARE(panel->bar()->rows()[0].pieces.size(), int(direct.source_pieces.size()));
    QCOMPARE(panel->bar()->rows()[1].pieces.size(), pronoun_step_ + 1);  // <s> and the prefix
    // Hovering a chip shows its number.
    const QString tip = panel->bar()->toolTipFor(0, 0);
    QVERIFY2(tip.contains(QString::number(direct.attribution.source[0], 'f', 6)), qPrintable(tip));
    QVERIFY(panel->bar()->chipAt(panel->bar()->chipRect(0, 2).center()) == std::make_pair(0, 2));
    QVERIFY(panel->summaryLabel()->text().contains(QString::number(direct.attribution.f_input, 'f', 4)));
    grabPanel(QStringLiteral("step_attribution_translate.png"));
  }

  void contrastShowsTheDifferenceOfTheTwoSingleAttributions() {
    AttributionPanel* panel = view_->stepPanel()->attribution();
    const attn::AttributionResult es = panel->outcome()->result;
    const QString rival = es.token_piece == "▁sie" ? QStringLiteral("es") : QStringLiteral("sie");
    panel->setContrast(true, rival);  // runs again at once (input × gradient)
    QVERIFY(view_->isAttributionBusy());
    QTRY_VERIFY_WITH_TIMEOUT(
        !view_->isAttributionBusy() && panel->outcome() && panel->outcome()->result.contrast_id >= 0, 60000);
    const auto request = view_->attributionRequest();
    QCOMPARE(QString::fromStdString(request->contrast), rival);
    const attn::AttributionResult direct = attn::attribute(*translator_, *request);
    double difference = largestDifference(panel->bar(), direct.attribution.source, direct.attribution.prefix);
    QVERIFY2(difference >= 0 && difference <= 1e-6, qPrintable(QString::number(difference)));

    // The single attribution of the rival at the same step: the target with the rival in the pronoun's place.
    attn::AttributionRequest single = *request;
    single.contrast.clear();
    QString target = QString::fromStdString(*single.target);
    const QString pronoun = QString::fromStdString(es.token_piece).mid(1);
    target.replace(QStringLiteral(" %1 ").arg(pronoun), QStringLiteral(" %1 ").arg(rival));
    single.target = target.toStdString();
    const attn::AttributionResult other = attn::attribute(*translator_, single);
    QCOMPARE(QString::fromStdString(other.token_piece), QStringLiteral("▁") + rival);
    std::vector<double> source(es.attribution.source.size()), prefix(es.attribution.prefix.size());
    for (std::size_t j = 0; j < source.size(); ++j)
      source[j] = es.attribution.source[j] - other.attribution.source[j];
    for (std::size_t j = 0; j < prefix.size(); ++j)
      prefix[j] = es.attribution.prefix[j] - other.attribution.prefix[j];
    // Input × gradient is linear in the gradient; the two differ by float rounding of two backward passes.
    difference = largestDifference(panel->bar(), source, prefix);
    qInfo("contrast vs the difference of the single attributions: largest gap %.2e", difference);
    QVERIFY2(difference >= 0 && difference <= 1e-5, qPrintable(QString::number(difference)));
    QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("− log P(")));
    grabPanel(QStringLiteral("step_attribution_translate_contrast.png"));

    // The view's JSON export carries the attribution shown.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(view_->exportData(dir.filePath(QStringLiteral("t.json")), &error), qPrintable(error));
    QFile file(dir.filePath(QStringLiteral("t.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject attribution =
        QJsonDocument::fromJson(file.readAll()).object()[QStringLiteral("attribution")].toObject();
    QCOMPARE(attribution[QStringLiteral("method")].toString(), QStringLiteral("input-x-gradient"));
    QCOMPARE(attribution[QStringLiteral("contrast")].toString(), QStringLiteral("▁") + rival);
    const QJsonArray exported = attribution[QStringLiteral("source")].toArray();
    QCOMPARE(exported.size(), int(direct.attribution.source.size()));
    for (int j = 0; j < exported.size(); ++j)
      QVERIFY(std::abs(exported[j].toObject()[QStringLiteral("attribution")].toDouble() -
                       direct.attribution.source[std::size_t(j)]) <= 1e-9);
    // And the panel's own CSV: a header and one row per position.
    const QString csv = dir.filePath(QStringLiteral("a.csv"));
    QVERIFY2(panel->exportAttribution(csv, &error), qPrintable(error));
    QFile csv_file(csv);
    QVERIFY(csv_file.open(QIODevice::ReadOnly));
    const QStringList lines =
        QString::fromUtf8(csv_file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + int(direct.source_pieces.size() + direct.prefix_pieces.size()));
    panel->setContrast(false, QString());
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy() && panel->outcome(), 60000);
  }

  void saliencyIsSequentialAndNeverNegative() {
    AttributionPanel* panel = view_->stepPanel()->attribution();
    panel->setMethod(attn::AttributionMethod::kSaliency);
    QTRY_VERIFY_WITH_TIMEOUT(
        !view_->isAttributionBusy() && panel->outcome() &&
            panel->outcome()->result.attribution.method == attn::AttributionMethod::kSaliency,
        60000);
    QVERIFY(!panel->bar()->isSigned());
    const attn::AttributionResult direct = attn::attribute(*translator_, *view_->attributionRequest());
    const double difference =
        largestDifference(panel->bar(), direct.attribution.source, direct.attribution.prefix);
    QVERIFY2(difference >= 0 && difference <= 1e-6, qPrintable(QString::number(difference)));
    for (const auto& row : panel->bar()->rows())
      for (double v : row.values) QVERIFY(v >= 0);
    // The map's middle (near white) at zero, its red end at the largest: the sequential half of the map.
    QCOMPARE(panel->bar()->fillFor(0).name(), color_maps::diverging(0.5).name());
    QCOMPARE(panel->bar()->fillFor(panel->bar()->scale()).name(), color_maps::diverging(1.0).name());
    panel->setMethod(attn::AttributionMethod::kInputXGradient);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy() && panel->outcome(), 60000);
  }

  void integratedGradientsWaitsForTheButtonCancelsAndStatesCompleteness() {
    AttributionPanel* panel = view_->stepPanel()->attribution();
    panel->setSteps(32);
    panel->setMethod(attn::AttributionMethod::kIntegratedGradients);
    QVERIFY(!view_->isAttributionBusy());  // many passes: only on request
    QVERIFY(!panel->outcome());
    QVERIFY(panel->summaryLabel()->text().contains(QStringLiteral("33")));  // passes: 32 intervals + 1
    // Cancel ends the wait at once; the worker drops the result.
    panel->runButton()->click();
    QVERIFY(view_->isAttributionBusy());
    QVERIFY(panel->cancelButton()->isVisibleTo(panel));
    panel->cancelButton()->click();
    QVERIFY(!view_->isAttributionBusy());
    QVERIFY(!panel->outcome());
    panel->runButton()->click();
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy() && panel->outcome(), 120000);
    const attn::AttributionResult& shown = panel->outcome()->result;
    QCOMPARE(int(shown.attribution.method), int(attn::AttributionMethod::kIntegratedGradients));
    QCOMPARE(shown.attribution.steps, 32);
    qInfo("integrated gradients, 32 steps: %.0f ms on the worker (%d passes)", panel->outcome()->milliseconds,
          shown.attribution.passes);
    const attn::AttributionResult direct = attn::attribute(*translator_, *view_->attributionRequest());
    const double difference =
        largestDifference(panel->bar(), direct.attribution.source, direct.attribution.prefix);
    QVERIFY2(difference >= 0 && difference <= 1e-6, qPrintable(QString::number(difference)));
    const QString summary = panel->summaryLabel()->text();
    QVERIFY2(summary.contains(QStringLiteral("Completeness")), qPrintable(summary));
    QVERIFY(summary.contains(QString::number(direct.attribution.sum, 'f', 4)));
    QVERIFY(summary.contains(
        QString::number(direct.attribution.f_input - direct.attribution.f_baseline, 'f', 4)));
    grabPanel(QStringLiteral("step_attribution_translate_ig.png"));
    panel->setMethod(attn::AttributionMethod::kInputXGradient);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy(), 60000);
  }

  void probeContrastsTheTwoCandidatesByDefault() {
    ProbeView probe(session_.get());
    probe.resize(1300, 900);
    probe.show();
    QVERIFY(QTest::qWaitForWindowExposed(&probe));
    const QString own = view_->translationText();
    QString swapped = own;
    swapped.replace(QStringLiteral(" es "), QStringLiteral(" sie "));
    QVERIFY(swapped != own);
    probe.setInputText(kSentence);
    probe.setCandidates({own, swapped});
    QTRY_VERIFY_WITH_TIMEOUT(
        !probe.isBusy() && probe.probeResult() && probe.probeResult()->inspections.size() == 2, 60000);
    AttributionPanel* panel = probe.attributionPanel();
    // The pair being compared: the shown candidate's word against the other's.
    const QString other = probe.contrastCandidateWord();
    QVERIFY(other == QStringLiteral("es") || other == QStringLiteral("sie"));
    QCOMPARE(panel->contrastWord(), other);
    probe.showAttributionTab(true);
    QVERIFY(probe.isAttributionBusy());
    QTRY_VERIFY_WITH_TIMEOUT(!probe.isAttributionBusy() && panel->outcome(), 60000);
    QVERIFY2(panel->outcome()->error.isEmpty(), qPrintable(panel->outcome()->error));
    const auto request = probe.attributionRequest();
    QVERIFY(request);
    QCOMPARE(QString::fromStdString(request->contrast), other);
    const attn::AttributionResult direct = attn::attribute(*translator_, *request);
    QVERIFY(direct.contrast_id >= 0);
    QCOMPARE(QString::fromStdString(direct.contrast_piece), QStringLiteral("▁") + other);
    const double difference =
        largestDifference(panel->bar(), direct.attribution.source, direct.attribution.prefix);
    QVERIFY2(difference >= 0 && difference <= 1e-6, qPrintable(QString::number(difference)));
    probe.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/probe_attribution.png"));
    // The probe's JSON export carries it too.
    QTemporaryDir dir;
    QString error;
    QVERIFY2(probe.exportData(dir.filePath(QStringLiteral("p.json")), &error), qPrintable(error));
    QFile file(dir.filePath(QStringLiteral("p.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root[QStringLiteral("attribution")].toObject()[QStringLiteral("f_input")].toDouble(),
             panel->outcome()->result.attribution.f_input);
  }

  // The panel follows a language change: its controls and the summary of the attribution shown.
  void followsTheInterfaceLanguage() {
    AttributionPanel* panel = view_->stepPanel()->attribution();
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isAttributionBusy() && panel->outcome(), 60000);
    QCOMPARE(installUiLanguage(QStringLiteral("ko")), QStringLiteral("ko"));
    QTRY_COMPARE(panel->runButton()->text(), QStringLiteral("기여도 계산"));  // LanguageChange is posted
    QVERIFY(!view_->isAttributionBusy());  // the same result shown again is not attributed again
    QVERIFY2(panel->summaryLabel()->text().contains(QStringLiteral("단계")),
             qPrintable(panel->summaryLabel()->text()));
    grabPanel(QStringLiteral("step_attribution_translate_ko.png"));
    installUiLanguage(QStringLiteral("en"));
    QTRY_COMPARE(panel->runButton()->text(), QStringLiteral("Attribute"));
  }

  void cleanupTestCase() {
    view_.reset();
    session_.reset();
  }

 private:
  void grabPanel(const QString& name) {
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(view_->stepPanel()->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name));
  }

  std::unique_ptr<ModelSession> session_;
  std::unique_ptr<attn::Translator> translator_;
  std::unique_ptr<TranslateView> view_;
  int pronoun_step_ = -1;
};

QTEST_MAIN(StepAttributionTest)
#include "step_attribution_test.moc"
