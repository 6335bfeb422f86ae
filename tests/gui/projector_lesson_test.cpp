// A lesson on a projector (issue 27): every view opens on the class's sentence, the app's first start too;
// a sentence typed in another view is traced by the walkthrough without editing it there; the architecture
// and the walkthrough it opens use one sentence; a clicker's Page Down / Page Up step through the
// walkthrough while presenting; every walkthrough step reads at 1024×768 in presenter mode (cells of a
// minimum size, a window on the columns with a scroll bar for the rest, colours clipped at a stated
// percentile so that an outlier does not wash a map out); the architecture figure fits a 1024×768 projector
// with readable words. Saves the walkthrough's 13 steps and the architecture at 1920×1080 and 1024×768, in
// English and Korean, normally and in presenter mode, to ATTN_SCREENSHOT_DIR/projector.
#include <QApplication>
#include <QDir>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabBar>
#include <QtTest>
#include <memory>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "shell/presenter_mode.h"
#include "viewmodels/walkthrough_step_id.h"
#include "views/architecture_view.h"
#include "views/translate_view.h"
#include "views/walkthrough_matrix_panel.h"
#include "views/walkthrough_view.h"
#include "widgets/architecture_diagram.h"
#include "widgets/heatmap_widget.h"

using namespace studio;

namespace {

const QSize kProjector(1024, 768);
const QSize kFullHd(1920, 1080);

// The tab a view scrolls in (ViewScrollArea) and its viewport.
QWidget* viewportOf(QWidget* view) { return view->parentWidget(); }

// The widget lies wholly inside what its tab shows (nothing of it scrolled away or cut).
bool wholeInTab(QWidget* widget, QWidget* view) {
  QWidget* viewport = viewportOf(view);
  const QRect r(widget->mapTo(viewport, QPoint(0, 0)), widget->size());
  return viewport->rect().contains(r);
}

}  // namespace

class ProjectorLessonTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QVERIFY(settings_.fileName() != gui_test::realSettingsFile());
    settings_.setTextScale(1.0);
    settings_.setPresenterTextScale(1.5);
    installUiLanguage(QStringLiteral("en"));
    applyTheme(Theme::kLight);
    folder_ = QStringLiteral(ATTN_SCREENSHOT_DIR "/projector");
    QDir().mkpath(folder_);
    // The app's first start: the window exists before the model has loaded, nobody has typed anything.
    session_.setBackendSpec(QStringLiteral("cpu"));
    window_ = std::make_unique<MainWindow>(&session_, &settings_);
    window_->resize(kFullHd);
    window_->showView(QStringLiteral("translate"));
    window_->show();
    QSignalSpy changed(&session_, &ModelSession::modelChanged);
    session_.openFolder(ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
  }

  void firstStartOpensOnTheClassSentence() {
    QVERIFY(!session_.sentence().isEmpty());
    auto* translate = qobject_cast<TranslateView*>(window_->view(QStringLiteral("translate")));
    QVERIFY(translate);
    QTRY_VERIFY_WITH_TIMEOUT(translate->result() && !translate->result()->candidates.isEmpty(), 60000);
    // Every other view is on the same sentence when it opens: the walkthrough traces it unasked.
    window_->showView(QStringLiteral("walkthrough"));
    auto* walkthrough = walkthroughView();
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    auto* architecture = architectureView();
    window_->showView(QStringLiteral("architecture"));
    QTRY_VERIFY_WITH_TIMEOUT(!architecture->isBusy() && architecture->sourceTokens() > 0, 60000);
    QCOMPARE(architecture->sourceTokens(), int(walkthrough->trace()->source_pieces.size()));
  }

  // Typed elsewhere, the sentence is the walkthrough's as soon as it is shown: no editing needed there.
  void walkthroughTracesTheSharedSentence() {
    auto* walkthrough = walkthroughView();
    window_->showView(QStringLiteral("translate"));
    const QString sentence = QStringLiteral("Two young girls are playing soccer on a green field.");
    session_.setSentence(sentence);
    window_->showView(QStringLiteral("walkthrough"));
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    QString pieces;
    for (const std::string& piece : walkthrough->trace()->source_pieces)
      pieces += QString::fromStdString(piece);
    QVERIFY2(pieces.contains(QStringLiteral("soccer")), qPrintable(pieces));
  }

  // The FFN's output has a few huge values (34 at </s>): coloured up to the largest, every other cell was
  // white. Its colours end at the 95th percentile of |value|, far below it, and the caption says so.
  void anOutlierDoesNotWashTheMapOut() {
    auto* walkthrough = walkthroughView();
    window_->showView(QStringLiteral("walkthrough"));
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    walkthrough->setStep(kWalkthroughFeedForward);
    const WalkthroughMatrixPanel* output = walkthrough->matrixPanels().value(1);
    QVERIFY(output);
    const ClippedColourRange& range = output->colourRange();
    QVERIFY2(range.extent < range.largest / 3,
             qPrintable(QStringLiteral("±%1 of %2").arg(range.extent).arg(range.largest)));
    QVERIFY(range.beyond > 0);
    QCOMPARE(output->heatmap()->rangeMax(), range.extent);
    QVERIFY(output->captionText().contains(QStringLiteral("95th percentile")));
    // The hidden layer is mostly ReLU's zeros: its colours end at a quantile of the active units, not at 0.
    const ClippedColourRange& hidden = walkthrough->matrixPanels().value(0)->colourRange();
    QVERIFY2(hidden.extent > 0.01f, qPrintable(QString::number(hidden.extent)));
  }

  // The figure's S and T are the walkthrough's: a block opens the walkthrough on the figure's sentence.
  void architectureAndWalkthroughShareOneSentence() {
    auto* architecture = architectureView();
    auto* walkthrough = walkthroughView();
    window_->showView(QStringLiteral("architecture"));
    architecture->setInputText(QStringLiteral("A little boy in a red shirt jumps into the swimming pool."));
    QTest::qWait(400);  // debounced
    QTRY_VERIFY_WITH_TIMEOUT(!architecture->isBusy() && architecture->sourceTokens() > 0, 60000);
    QApplication::processEvents();
    const QPointF at = architecture->diagram()->widgetPointOf(QStringLiteral("encoder.self_attention"));
    QTest::mouseClick(architecture->diagram(), Qt::LeftButton, {}, at.toPoint());
    QVERIFY(window_->currentView() == walkthrough);
    QCOMPARE(walkthrough->step(), int(kWalkthroughQueriesKeysValues));
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    QCOMPARE(int(walkthrough->trace()->source_pieces.size()), architecture->sourceTokens());
    QCOMPARE(int(walkthrough->trace()->target_pieces.size()), architecture->targetTokens());
  }

  // A clicker's Page Down / Page Up step through the walkthrough while presenting; past its last step the
  // clicker goes on to the next view, as it does from every other view.
  void clickerStepsThroughTheWalkthrough() {
    // The keys are typed, as a clicker sends them (presenter mode takes them whatever has the focus); the
    // View menu items show them and are enabled only while presenting.
    QAction* next = clickerAction(QKeySequence(Qt::Key_PageDown));
    QAction* previous = clickerAction(QKeySequence(Qt::Key_PageUp));
    QVERIFY(next && previous);
    QVERIFY(!next->isEnabled());  // only while presenting: elsewhere Page Down scrolls what has focus
    window_->presenterMode()->setActive(true, false);
    QVERIFY(next->isEnabled() && previous->isEnabled());
    auto* walkthrough = walkthroughView();
    window_->showView(QStringLiteral("walkthrough"));
    walkthrough->setStep(kWalkthroughScores);
    QTest::keyClick(window_.get(), Qt::Key_PageDown);
    QVERIFY(window_->currentView() == walkthrough);
    QCOMPARE(walkthrough->step(), int(kWalkthroughMask));
    QTest::keyClick(window_.get(), Qt::Key_PageUp);
    QTest::keyClick(window_.get(), Qt::Key_PageUp);
    QCOMPARE(walkthrough->step(), int(kWalkthroughQueriesKeysValues));
    // Past the last step the clicker goes on to the next view, and back.
    walkthrough->setStep(kWalkthroughOutput);
    QTest::keyClick(window_.get(), Qt::Key_PageDown);
    QVERIFY(window_->currentView() != walkthrough);
    QTest::keyClick(window_.get(), Qt::Key_PageUp);
    QVERIFY(window_->currentView() == walkthrough);
    QCOMPARE(walkthrough->step(), int(kWalkthroughOutput));
    // From a view without steps it moves between the views, as before.
    window_->showView(QStringLiteral("translate"));
    QTest::keyClick(window_.get(), Qt::Key_PageDown);
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("attention"));
    window_->presenterMode()->setActive(false);
    QVERIFY(!next->isEnabled());
    // Not presenting, Page Down is the focused widget's again.
    QTest::keyClick(window_.get(), Qt::Key_PageDown);
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("attention"));
  }

  void walkthroughReadsOnAProjector_data() { pictures(); }
  void walkthroughReadsOnAProjector() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QFETCH(bool, presenter);
    setUp(size, language, presenter);
    auto* walkthrough = walkthroughView();
    window_->showView(QStringLiteral("walkthrough"));
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    for (int step = 0; step < kWalkthroughStepCount; ++step) {
      walkthrough->setStep(step);
      QApplication::processEvents();
      const QString where = QStringLiteral("step %1 at %2x%3 %4%5")
                                .arg(step + 1)
                                .arg(size.width())
                                .arg(size.height())
                                .arg(language, presenter ? QStringLiteral(" presenter") : QString());
      save(QStringLiteral("walkthrough_step%1").arg(step + 1, 2, 10, QLatin1Char('0')), size, language,
           presenter);
      // One matrix at a time where they do not fit together: each of them, chosen by its tab.
      const int tabs = walkthrough->matrixTabs()->isVisible() ? walkthrough->matrixTabs()->count() : 1;
      QVERIFY2(tabs == 1 || walkthrough->arrangement() == WalkthroughView::Arrangement::kOneAtATime,
               qPrintable(where));
      for (int tab = 0; tab < tabs; ++tab) {
        if (tabs > 1) {
          walkthrough->matrixTabs()->setCurrentIndex(tab);
          QApplication::processEvents();
        }
        checkReadable(walkthrough, where);
        if (QTest::currentTestFailed()) return;
      }
      if (tabs > 1) walkthrough->matrixTabs()->setCurrentIndex(0);
      QApplication::processEvents();
    }
  }

  void architectureFitsAProjector_data() { pictures(); }
  void architectureFitsAProjector() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QFETCH(bool, presenter);
    setUp(size, language, presenter);
    auto* architecture = architectureView();
    window_->showView(QStringLiteral("architecture"));
    QTRY_VERIFY_WITH_TIMEOUT(!architecture->isBusy() && architecture->sourceTokens() > 0, 60000);
    QApplication::processEvents();
    save(QStringLiteral("architecture"), size, language, presenter);
    ArchitectureDiagram* diagram = architecture->diagram();
    // The figure starts at the top of its box (at 1024×768 it floated half-way down a box taller than
    // itself), and never scrolls sideways. Enlarged text makes it taller than a 1024×768 tab: it then
    // scrolls down, its words readable.
    const ArchitectureDiagramModel& model = diagram->model();
    const auto top_of = [&](const QString& id) {
      return diagram->mapTo(architecture, diagram->widgetPointOf(id).toPoint()).y() -
             model.block(id)->rect.height() / 2;
    };
    const double scale = (diagram->widgetPointOf(QStringLiteral("decoder.feed_forward")).y() -
                          diagram->widgetPointOf(QStringLiteral("decoder.softmax")).y()) /
                         (model.block(QStringLiteral("decoder.feed_forward"))->rect.center().y() -
                          model.block(QStringLiteral("decoder.softmax"))->rect.center().y());
    QVERIFY(scale > 0);
    const double figure_top = top_of(QStringLiteral("decoder.probabilities")) - diagram->y();
    QVERIFY2(figure_top <= 40 * scale + 1,
             qPrintable(QStringLiteral("the figure starts %1 px down").arg(figure_top)));
    QVERIFY2(architecture->width() <= viewportOf(architecture)->width(), "the tab scrolls sideways");
    // Detail lines are drawn 13 units tall in the figure's coordinates.
    const double detail_px = 13 * scale;
    if (presenter) QVERIFY2(detail_px >= 12, qPrintable(QStringLiteral("block text %1 px").arg(detail_px)));
  }

  void cleanupTestCase() {
    window_->presenterMode()->setActive(false);
    installUiLanguage(QStringLiteral("en"));
    window_.reset();
  }

 private:
  WalkthroughView* walkthroughView() const {
    auto* view = qobject_cast<WalkthroughView*>(window_->view(QStringLiteral("walkthrough")));
    Q_ASSERT(view);
    return view;
  }
  ArchitectureView* architectureView() const {
    auto* view = qobject_cast<ArchitectureView*>(window_->view(QStringLiteral("architecture")));
    Q_ASSERT(view);
    return view;
  }

  // Every matrix shown has cells of at least the minimum edge and lies whole in the tab; the columns that
  // do not fit are a scroll away; signed values are coloured within the clipped range.
  static void checkReadable(WalkthroughView* walkthrough, const QString& where) {
    // A table of tokens (steps 1 and 13) scrolls in place, its area whole in the tab.
    auto* text = walkthrough->findChild<QScrollArea*>(QStringLiteral("walkthroughText"));
    QVERIFY(text);
    if (text->isVisible())
      QVERIFY2(wholeInTab(text, walkthrough), qPrintable(where + QStringLiteral(": the table")));
    const QList<WalkthroughMatrixPanel*> panels = walkthrough->matrixPanels();
    for (int i = 0; i < panels.size(); ++i) {
      WalkthroughMatrixPanel* panel = panels[i];
      if (!panel->isVisible()) continue;
      HeatmapWidget* map = panel->heatmap();
      const QRectF cells = map->matrixRect();
      const double edge = std::min(cells.height() / map->rows(), cells.width() / map->columns());
      QVERIFY2(edge >= panel->minimumCellEdge() - 0.5,
               qPrintable(QStringLiteral("%1, %2: cells of %3 px < %4 (map %5 × %6, %7 columns)")
                              .arg(where, map->title())
                              .arg(edge)
                              .arg(panel->minimumCellEdge())
                              .arg(map->width())
                              .arg(map->height())
                              .arg(map->columns())));
      QVERIFY2(wholeInTab(map, walkthrough), qPrintable(where + QStringLiteral(": the map needs scrolling")));
      const StepMatrix& m = walkthrough->currentStep().matrices[std::size_t(i)];
      if (panel->windowColumns() < m.cols) {
        QVERIFY2(panel->columnScrollBar()->isVisible(), qPrintable(where));
        QVERIFY2(wholeInTab(panel->columnScrollBar(), walkthrough), qPrintable(where));
      } else {
        QCOMPARE(map->columns(), m.cols);
      }
      if (m.signed_values) {
        QCOMPARE(map->rangeMax(), panel->colourRange().extent);
        QVERIFY(panel->colourRange().extent <= panel->colourRange().largest);
      }
    }
  }

  QAction* clickerAction(const QKeySequence& keys) const {
    for (QAction* action : window_->findChildren<QAction*>())
      if (action->shortcuts() == QList<QKeySequence>{keys}) return action;
    return nullptr;
  }

  static void pictures() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenter");
    for (const QSize& size : {kProjector, kFullHd})
      for (const QString& language : {QStringLiteral("en"), QStringLiteral("ko")})
        for (bool presenter : {false, true})
          QTest::addRow("%dx%d %s%s", size.width(), size.height(), qPrintable(language),
                        presenter ? " presenter" : "")
              << size << language << presenter;
  }

  void setUp(const QSize& size, const QString& language, bool presenter) {
    installUiLanguage(language);
    window_->presenterMode()->setActive(presenter, false);
    window_->resize(size);
    QApplication::processEvents();
    QApplication::processEvents();
  }

  void save(const QString& name, const QSize& size, const QString& language, bool presenter) {
    QApplication::processEvents();
    const QImage image = window_->grab().toImage();
    QCOMPARE(image.size(), size);
    QVERIFY(image.save(folder_ + QStringLiteral("/%1_%2x%3_%4%5.png")
                                     .arg(name)
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(language, presenter ? QStringLiteral("_presenter") : QString())));
  }

  ModelSession session_;
  StudioSettings settings_;
  std::unique_ptr<MainWindow> window_;
  QString folder_;
};

QTEST_MAIN(ProjectorLessonTest)
#include "projector_lesson_test.moc"
