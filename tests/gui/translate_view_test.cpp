// TranslateView on the bundled English→German model: typing translates (debounced, off the GUI thread),
// beam search lists n-best hypotheses, clicking a decoder step highlights it, and the view exports its
// alignment as CSV/JSON and itself as PNG/SVG. Saves a screenshot for a person to look at.
#include "views/translate_view.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <cctype>
#include <cmath>
#include <memory>

#include "core/image_export.h"
#include "core/model_session.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "viewmodels/attention_math.h"
#include "viewmodels/hypothesis_diff.h"
#include "views/attention_view.h"
#include "widgets/decode_step_panel.h"
#include "widgets/heatmap_widget.h"
#include "widgets/hypothesis_delegate.h"

using namespace studio;

class TranslateViewTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    session_ = std::make_unique<ModelSession>();
    session_->setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy loaded(session_.get(), &ModelSession::modelChanged);
    session_->openFolder(ModelSession::bundledModelDir());
    QTRY_VERIFY_WITH_TIMEOUT(!loaded.isEmpty(), 30000);
    view_ = std::make_unique<TranslateView>(session_.get());
    view_->resize(1300, 760);
    view_->show();
    QVERIFY(QTest::qWaitForWindowExposed(view_.get()));
    // The view opens on the shared sentence; the tests start once it is translated (a busy machine is slow).
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && !view_->translationText().isEmpty(), 30000);
  }

  void typingTranslatesOnceAfterAPause() {
    QSignalSpy busy(view_.get(), &StudioView::busyChanged);
    view_->inputEdit()->setFocus();
    view_->inputEdit()->selectAll();  // typed over the class's sentence the view opens on
    QElapsedTimer timer;
    timer.start();
    QTest::keyClicks(view_->inputEdit(), QStringLiteral("The house is small."));
    // The GUI thread never blocks on the engine: typing 19 characters stays fast.
    QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && !view_->translationText().isEmpty(), 30000);
    // One busy period for the whole burst of keystrokes (debounced, stale requests dropped).
    QCOMPARE(busy.count(), 2);
    QVERIFY(view_->translationText().contains(QStringLiteral("Haus")));
    const HeatmapWidget* map = view_->alignmentMap();
    QVERIFY(map->rows() > 1 && map->columns() > 1);
    for (int r = 0; r < map->rows(); ++r) {  // each decoder step's cross-attention sums to 1
      double sum = 0;
      for (int c = 0; c < map->columns(); ++c) sum += map->value(r, c);
      QVERIFY(std::abs(sum - 1.0) < 1e-3);
    }
  }

  void beamSearchListsHypotheses() {
    view_->setBeamSearch(4, 0.6f, 3);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
    QTemporaryDir dir;
    QString error;
    const QString json = dir.filePath(QStringLiteral("t.json"));
    QVERIFY2(view_->exportData(json, &error), qPrintable(error));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
    QCOMPARE(root.value(QStringLiteral("beam_size")).toInt(), 4);
    const QJsonArray candidates = root.value(QStringLiteral("candidates")).toArray();
    QVERIFY(candidates.size() >= 2 && candidates.size() <= 3);
    // Best first by length-normalised score.
    QVERIFY(candidates[0].toObject()[QStringLiteral("score")].toDouble() >=
            candidates[1].toObject()[QStringLiteral("score")].toDouble());
    QCOMPARE(root.value(QStringLiteral("cross_attention")).toArray().size(), view_->alignmentMap()->rows());
  }

  // Issue 17: the n-best list was not linked to anything. Choosing hypothesis 2 shows its translation and
  // its alignment (forced decoding of that hypothesis); the list stays, marking where each row differs.
  void choosingAHypothesisShowsItsTranslationAndAlignment() {
    const TextSpan inserted = differingSpan(QStringLiteral("Das Haus ist klein ."),  // by hand
                                            QStringLiteral("Das Haus ist sehr klein ."));
    QCOMPARE(inserted.start, 13);
    QCOMPARE(inserted.length, 4);
    QCOMPARE(differingSpan(QStringLiteral("a b c"), QStringLiteral("a b c")).length, 0);

    view_->setBeamSearch(4, 0.6f, 4);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
    QTreeWidget* list = view_->candidatesList();
    const int count = list->topLevelItemCount();
    QVERIFY(count >= 2);
    const QString best = list->topLevelItem(0)->text(0), second = list->topLevelItem(1)->text(0);
    QVERIFY(best != second);
    QCOMPARE(view_->translationText(), best);
    const std::vector<float> best_map = view_->alignmentMap()->values();
    const TextSpan span = differingSpan(best, second);
    QCOMPARE(list->topLevelItem(1)->data(0, HypothesisDelegate::kSpanStartRole).toInt(), span.start);
    QCOMPARE(list->topLevelItem(1)->data(0, HypothesisDelegate::kSpanLengthRole).toInt(), span.length);
    QVERIFY(HypothesisDelegate::html(list->model()->index(1, 0), list->palette())
                .contains(QStringLiteral("<span")) ||
            span.length == 0);

    list->setCurrentItem(list->topLevelItem(1));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->shownCandidate() == 1, 30000);
    QCOMPARE(view_->translationText(), second);
    QCOMPARE(QString::fromStdString(view_->result()->inspection.target_text), second);
    QCOMPARE(view_->alignmentMap()->rows(), int(view_->result()->inspection.output_pieces.size()));
    QVERIFY(view_->alignmentMap()->values() != best_map);
    QCOMPARE(list->topLevelItemCount(), count);  // the list of the model's own translation stays
    QCOMPARE(list->currentItem(), list->topLevelItem(1));
    view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/translate_view_hypothesis_2.png"));

    list->setCurrentItem(list->topLevelItem(0));  // back to the best, at once
    QCOMPARE(view_->shownCandidate(), 0);
    QCOMPARE(view_->translationText(), best);
    QCOMPARE(view_->alignmentMap()->values(), best_map);
  }

  void clickingAStepHighlightsIt() {
    view_->selectStep(1);
    QCOMPARE(view_->alignmentMap()->highlightedRow(), 1);
    view_->selectStep(view_->alignmentMap()->rows());  // past the end: stays on a valid step
    QCOMPARE(view_->alignmentMap()->highlightedRow(), 1);
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/translate_view.png"));
  }

  void exportsEveryFormat() {
    QTemporaryDir dir;
    QString error;
    for (const QString& name : {QStringLiteral("v.png"), QStringLiteral("v.svg")}) {
      QVERIFY2(exportWidgetImage(view_->exportWidget(), dir.filePath(name), &error), qPrintable(error));
      QVERIFY(QFileInfo(dir.filePath(name)).size() > 1000);
    }
    QVERIFY2(view_->exportData(dir.filePath(QStringLiteral("v.csv")), &error), qPrintable(error));
    QFile csv(dir.filePath(QStringLiteral("v.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csv.readAll().trimmed().split('\n');
    QCOMPARE(lines.size(), view_->alignmentMap()->rows() + 1);  // header + one row per decoder step
    QVERIFY(lines.first().startsWith("target\\source,"));
  }

  void theStepPanelExplainsEachStep() {
    view_->setWordsMode(false);
    view_->setInputText(QStringLiteral("The dog ate the cookie. It was delicious."));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() && view_->result()->has_inspection, 30000);
    const InferenceResultPtr r = view_->result();
    const attn::Inspection& in = r->inspection;
    QCOMPARE(r->steps.size(), in.output_pieces.size());
    const int step = 2;
    view_->selectStep(step);
    DecodeStepPanel* panel = view_->stepPanel();
    QCOMPARE(panel->step(), step);
    QCOMPARE(panel->choices()->topLevelItemCount(), 10);
    // Greedy decoding chose the most probable token: it heads the list, with forced decoding's probability.
    QCOMPARE(panel->choices()->topLevelItem(0)->text(0), displayPieces({in.output_pieces[step]}).value(0));
    QVERIFY(std::abs(panel->choices()->topLevelItem(0)->text(1).toDouble() -
                     std::exp(in.token_log_probs[step])) < 1e-3);
    QVERIFY(panel->entropyLabel()->text().contains(QString::number(r->steps[step].entropy_bits, 'f', 2)));
    // One row per layer and head, each that head's cross-attention row at this step: it sums to 1.
    HeatmapWidget* heads = panel->headRows();
    QCOMPARE(heads->rows(), int(in.attention.cross.size()) * in.attention.heads);
    QCOMPARE(heads->columns(), int(in.source_pieces.size()));
    for (int row = 0; row < heads->rows(); ++row) {
      double sum = 0;
      for (int c = 0; c < heads->columns(); ++c) sum += heads->value(row, c);
      QVERIFY2(std::abs(sum - 1.0) < 1e-3, qPrintable(QString::number(sum)));
    }
    const int layer = 1, head = 2;
    const auto& map = in.attention.cross[layer];
    const int S = in.attention.source_length, T = in.attention.target_length;
    QCOMPARE(heads->value(layer * in.attention.heads + head, 3), map[(std::size_t(head) * T + step) * S + 3]);
  }

  void wordsModeMergesPiecesAsByHand() {
    view_->setWordsMode(false);
    view_->setInputText(QStringLiteral("The animal didn't cross the street."));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() && view_->result()->has_inspection, 30000);
    const attn::Inspection in = view_->result()->inspection;
    const std::vector<float> pieces = view_->alignmentMap()->values();
    const int P = view_->alignmentMap()->columns(), Q = view_->alignmentMap()->rows();
    view_->setWordsMode(true);
    HeatmapWidget* map = view_->alignmentMap();
    QCOMPARE(map->columns(), 7);  // The animal didn't cross the street. </s>
    // By hand: a word's pieces start at a piece with the word marker.
    auto words_of = [](const std::vector<std::string>& pieces) {
      std::vector<int> word;
      int current = -1;
      bool after_special = false;
      for (const auto& piece : pieces) {
        const bool special = piece.size() > 2 && piece.front() == '<' && piece.back() == '>';
        if (current < 0 || special || after_special || piece.rfind("\u2581", 0) == 0) ++current;
        word.push_back(current);
        after_special = special;  // a special piece is a word of its own
      }
      return word;
    };
    const std::vector<int> src = words_of(in.source_pieces), out = words_of(in.output_pieces);
    QCOMPARE(src.back() + 1, map->columns());
    QCOMPARE(out.back() + 1, map->rows());
    for (int wr = 0; wr < map->rows(); ++wr) {
      double row_sum = 0;
      for (int wc = 0; wc < map->columns(); ++wc) {
        double expected = 0;
        int pieces_in_row = 0;
        for (int q = 0; q < Q; ++q) {
          if (out[q] != wr) continue;
          ++pieces_in_row;
          for (int k = 0; k < P; ++k)
            if (src[k] == wc) expected += pieces[std::size_t(q) * P + k];
        }
        expected /= pieces_in_row;  // mean over the attending word's pieces, sum over the attended word's
        QVERIFY2(std::abs(map->value(wr, wc) - expected) < 1e-5,
                 qPrintable(QStringLiteral("%1,%2").arg(wr).arg(wc)));
        row_sum += map->value(wr, wc);
      }
      QVERIFY(std::abs(row_sum - 1.0) < 1e-4);
    }
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/translate_view_words.png"));
    view_->setWordsMode(false);
  }

  void forcingATokenContinuesFromIt() {
    view_->setInputText(QStringLiteral("The dog ate the cookie. It was delicious."));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() && view_->result()->has_inspection, 30000);
    const InferenceResultPtr own = view_->result();
    const int step = 1;
    view_->selectStep(step);
    const QString forced = view_->stepPanel()->choices()->topLevelItem(1)->text(0);
    view_->stepPanel()->forceChoice(1);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() != own, 30000);
    const InferenceResultPtr what_if = view_->result();
    QVERIFY(what_if->has_inspection);  // a failure is reported as an error, never shown as a result
    const attn::Inspection& in = what_if->inspection;
    // The translation keeps the steps before, has the forced token at the step, and its log P is the sum
    // of its tokens' log P.
    QCOMPARE(displayPieces({in.output_pieces[0]}).value(0),
             displayPieces({own->inspection.output_pieces[0]}).value(0));
    QCOMPARE(displayPieces({in.output_pieces[step]}).value(0), forced);
    double sum = 0;
    for (float lp : in.token_log_probs) sum += lp;
    QVERIFY(std::abs(sum - what_if->candidates.front().log_prob) < 1e-3);
    QVERIFY(what_if->candidates.front().log_prob < own->candidates.front().log_prob);  // greedy was better
    QVERIFY(view_->whatIfLabel()->isVisibleTo(view_.get()));
    QVERIFY(view_->whatIfLabel()->text().contains(forced.toHtmlEscaped()));
    QCOMPARE(view_->stepPanel()->step(), step);  // the forced step stays in view
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    view_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/translate_view_what_if.png"));
  }

  // Issue 27: pieces with the same text ("3" and "▁3") are different tokens with different probabilities. A
  // what-if that forces a piece without the word-start mark at step 1 keeps that very piece (its text alone
  // re-encodes to another one), and the step panel reads every step's probability by token id.
  void stepsAreExplainedByTokenId() {
    view_->setInputText(QStringLiteral("A dog runs."));
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() && view_->result()->has_inspection, 30000);
    const InferenceResultPtr own = view_->result();
    const attn::Tokenizer& tokenizer = session_->model()->tokenizer;
    std::int32_t inner = -1;  // a word-inner piece whose text, encoded on its own, starts with another piece
    for (std::int32_t id = 0; id < tokenizer.vocab_size() && inner < 0; ++id) {
      const std::string piece = tokenizer.piece(id);
      if (piece.size() < 2 || !std::isalpha(static_cast<unsigned char>(piece[0]))) continue;
      const std::vector<std::int32_t> again = tokenizer.encode_target(piece);
      if (!again.empty() && again.front() != id) inner = id;
    }
    QVERIFY(inner >= 0);
    view_->selectStep(0);
    emit view_->stepPanel()->forceTokenRequested(0, inner);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() != own, 30000);
    const InferenceResultPtr what_if = view_->result();
    QVERIFY(what_if->has_inspection);
    const attn::Inspection& in = what_if->inspection;
    QCOMPARE(in.output_pieces.front(), tokenizer.piece(inner));
    QCOMPARE(what_if->steps.size(), in.output_pieces.size());
    for (std::size_t t = 0; t < what_if->steps.size(); ++t) {
      const attn::DecodeStep& step = what_if->steps[t];
      QCOMPARE(tokenizer.piece(step.chosen), in.output_pieces[t]);
      QVERIFY2(std::abs(step.chosen_probability - std::exp(in.token_log_probs[t])) < 1e-3,
               qPrintable(QStringLiteral("step %1: %2 vs %3")
                              .arg(t + 1)
                              .arg(step.chosen_probability)
                              .arg(std::exp(in.token_log_probs[t]))));
    }
    // The panel says the forced piece's own probability, and bolds the row of that id (not of its twin).
    view_->selectStep(0);
    DecodeStepPanel* panel = view_->stepPanel();
    const QString p = QString::number(std::exp(in.token_log_probs[0]), 'f', 3);
    const QString title = panel->titleLabel()->text();
    QVERIFY2(title.contains(QStringLiteral("p = %1").arg(p)), qPrintable(title));
    for (int row = 0; row < panel->choices()->topLevelItemCount(); ++row) {
      const QTreeWidgetItem* item = panel->choices()->topLevelItem(row);
      QCOMPARE(item->font(0).bold(), item->data(0, Qt::UserRole).toInt() == inner);
    }
  }

  // Issue 27: the Attention view decoded greedily while Translate showed beam search's translation. It now
  // inspects the translation Translate shows, here hypothesis 2 of the beam (never the greedy one), and
  // says where it came from.
  void attentionShowsTheTranslationTranslateShows() {
    view_->setInputText(QStringLiteral("The house is small."));
    view_->setBeamSearch(4, 0.6f, 4);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->result() && view_->result()->has_inspection, 30000);
    QVERIFY(view_->candidatesList()->topLevelItemCount() >= 2);
    view_->selectCandidate(1);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy() && view_->shownCandidate() == 1, 30000);
    const InferenceResultPtr shown = view_->result();
    AttentionView attention(session_.get());
    attention.resize(1100, 700);
    attention.show();
    QVERIFY(QTest::qWaitForWindowExposed(&attention));
    QTRY_VERIFY_WITH_TIMEOUT(!attention.isBusy() && attention.result() && attention.result()->has_inspection,
                             30000);
    QCOMPARE(attention.result()->inspection.target_text, shown->inspection.target_text);
    QCOMPARE(attention.result()->inspection.output_ids, shown->inspection.output_ids);
    QVERIFY2(attention.statusLabel()->text().contains(QStringLiteral("hypothesis 2")),
             qPrintable(attention.statusLabel()->text()));
    // Back to the best hypothesis: the Attention view follows.
    view_->selectCandidate(0);
    QTRY_VERIFY_WITH_TIMEOUT(!attention.isBusy() && attention.result()->inspection.target_text ==
                                                        view_->result()->inspection.target_text,
                             30000);
    view_->setBeamSearch(1, 0.6f, 1);
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
  }

  void emptyInputClearsWithoutError() {
    QSignalSpy errors(view_.get(), &StudioView::errorOccurred);
    view_->setInputText(QString());
    QTRY_VERIFY_WITH_TIMEOUT(!view_->isBusy(), 30000);
    QVERIFY(view_->translationText().isEmpty());
    QVERIFY(errors.isEmpty());
    QString error;
    QVERIFY(!view_->exportData(QDir::temp().filePath(QStringLiteral("none.csv")), &error));
    QVERIFY(!error.isEmpty());
  }

  void failedModelLoadEndsBusyWithAMessage() {
    ModelSession broken;
    TranslateView view(&broken);
    QSignalSpy errors(&view, &StudioView::errorOccurred);
    broken.openFolder(QStringLiteral("/nonexistent/model"));
    view.setInputText(QStringLiteral("Hello."));
    QVERIFY(view.isBusy());  // parked until the model arrives
    QTRY_VERIFY_WITH_TIMEOUT(!view.isBusy(), 10000);
    QCOMPARE(errors.count(), 1);
    QVERIFY(!errors.first().first().toString().isEmpty());
  }

  void cleanupTestCase() {
    view_.reset();
    session_.reset();
  }

 private:
  std::unique_ptr<ModelSession> session_;
  std::unique_ptr<TranslateView> view_;
};

QTEST_MAIN(TranslateViewTest)
#include "translate_view_test.moc"
