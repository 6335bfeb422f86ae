// Issue 27: on a 1024×768 projector in presenter mode the architecture figure fits its tab without
// scrolling, its block text at least 12 px on screen (a compact arrangement), in English and in Korean;
// at 1920×1080 it keeps the paper's arrangement; in neither arrangement do blocks overlap (post- and pre-LN).
// Saves screenshots of the main window and of the compact figures.
#include <QApplication>
#include <QDir>
#include <QScrollBar>
#include <QSignalSpy>
#include <QtTest>
#include <memory>

#include "attention/config.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "core/view_scroll_area.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "shell/presenter_mode.h"
#include "views/architecture_view.h"
#include "widgets/architecture_diagram.h"
#include "widgets/architecture_layout.h"

using namespace studio;
using studio::ArchitectureArrangement;
using studio::ArchitectureBlock;
using studio::ArchitectureDiagramModel;
using studio::ArchitectureRole;

class ArchitecturePresenterFitTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    settings_.setTextScale(1.0);
    settings_.setPresenterTextScale(1.5);  // presenter mode's default
    installUiLanguage(QStringLiteral("en"));
    applyTheme(Theme::kLight);
    session_.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy changed(&session_, &ModelSession::modelChanged);
    session_.openFolder(ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
    window_ = std::make_unique<MainWindow>(&session_, &settings_);
    window_->resize(1024, 768);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  }

  void fitsA1024x768ProjectorInPresenterMode_data() {
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("ko") << QStringLiteral("ko");
  }
  void fitsA1024x768ProjectorInPresenterMode() {
    QFETCH(QString, language);
    installUiLanguage(language);
    window_->presenterMode()->setActive(true, false);
    window_->resize(1024, 768);
    ArchitectureView* view = showArchitecture();
    ArchitectureDiagram* diagram = view->diagram();
    QVERIFY(view->sourceTokens() > 0);
    const QScrollArea* tab = tabOf(view);
    QVERIFY(tab);
    qInfo("%s: view %dx%d in a %dx%d tab, figure %dx%d, %s arrangement, smallest text %.1f px",
          qPrintable(language), view->width(), view->height(), tab->viewport()->width(),
          tab->viewport()->height(), diagram->width(), diagram->height(),
          diagram->isCompact() ? "compact" : "Figure 1's", diagram->smallestTextPixels());
    save(QStringLiteral("architecture_fit_1024x768_%1_presenter").arg(language));
    QVERIFY2(view->height() <= tab->viewport()->height(), "the tab scrolls down");
    QCOMPARE(tab->verticalScrollBar()->maximum(), 0);
    QVERIFY2(view->width() <= tab->viewport()->width(), "the tab scrolls sideways");
    QVERIFY(diagram->isCompact());
    QVERIFY2(diagram->smallestTextPixels() >= 12,
             qPrintable(QStringLiteral("text %1 px").arg(diagram->smallestTextPixels())));
    // Every block lies inside the figure's box, and the blocks still answer clicks where they are drawn.
    for (const ArchitectureBlock& b : diagram->model().blocks) {
      const QPointF at = diagram->widgetPointOf(b.id);
      QVERIFY2(diagram->rect().contains(at.toPoint()), qPrintable(b.id));
    }
    const QPointF cross = diagram->widgetPointOf(QStringLiteral("decoder.cross_attention"));
    QCOMPARE(diagram->blockAtWidgetPoint(cross)->id, QStringLiteral("decoder.cross_attention"));
    window_->presenterMode()->setActive(false);
    installUiLanguage(QStringLiteral("en"));
  }

  // A large screen keeps the paper's arrangement, whole, without scrolling.
  void keepsFigure1At1920x1080() {
    window_->resize(1920, 1080);
    ArchitectureView* view = showArchitecture();
    QVERIFY(view->sourceTokens() > 0);
    const QScrollArea* tab = tabOf(view);
    QVERIFY(tab);
    qInfo("1920x1080: figure %dx%d, %s arrangement, smallest text %.1f px", view->diagram()->width(),
          view->diagram()->height(), view->diagram()->isCompact() ? "compact" : "Figure 1's",
          view->diagram()->smallestTextPixels());
    save(QStringLiteral("architecture_fit_1920x1080_en"));
    QVERIFY(!view->diagram()->isCompact());
    QCOMPARE(tab->verticalScrollBar()->maximum(), 0);
  }

  // In either arrangement, for post- and pre-LN models, no two blocks overlap (the stacks' frames hold
  // their sub-layers), and every arrow label is kept: the compact figure leaves out only the two arrows'
  // shapes that its labels already say (the tokens' counts, the embeddings' rows above the sum).
  void blocksNeverOverlap_data() {
    QTest::addColumn<int>("norms");
    QTest::newRow("post-LN") << int(attn::NormPosition::kPost);
    QTest::newRow("pre-LN") << int(attn::NormPosition::kPre);
  }
  void blocksNeverOverlap() {
    QFETCH(int, norms);
    attn::ModelConfig config = attn::preset_config("toy");
    config.norm_position = attn::NormPosition(norms);
    const ArchitectureDiagramModel figure = buildArchitectureDiagram(config, 9, 7);
    const ArchitectureDiagramModel compact =
        buildArchitectureDiagram(config, 9, 7, ArchitectureArrangement::kCompact);
    QCOMPARE(compact.blocks.size(), figure.blocks.size());
    QCOMPARE(compact.texts().size(), figure.texts().size() - 4);
    for (const ArchitectureDiagramModel* m : {&figure, &compact})
      for (const ArchitectureBlock& a : m->blocks)
        for (const ArchitectureBlock& b : m->blocks)
          if (&a != &b && a.role != ArchitectureRole::kStack && b.role != ArchitectureRole::kStack)
            QVERIFY2(!a.rect.intersects(b.rect), qPrintable(a.id + QStringLiteral(" overlaps ") + b.id));
    ArchitectureDiagram diagram;
    diagram.setModel(figure, compact);
    diagram.resize(1006, 563);
    QVERIFY(diagram.isCompact());
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(diagram.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/architecture_compact_%1.png")
                                    .arg(norms == int(attn::NormPosition::kPre) ? "pre_ln" : "post_ln")));
  }

  void cleanupTestCase() { window_.reset(); }

 private:
  ArchitectureView* showArchitecture() {
    window_->showView(QStringLiteral("architecture"));
    auto* view = qobject_cast<ArchitectureView*>(window_->view(QStringLiteral("architecture")));
    Q_ASSERT(view);
    (void)QTest::qWaitFor([view] { return !view->isBusy() && view->sourceTokens() > 0; }, 60000);
    QApplication::processEvents();
    QApplication::processEvents();
    return view;
  }
  static const QScrollArea* tabOf(QWidget* view) {
    for (QWidget* w = view->parentWidget(); w; w = w->parentWidget())
      if (auto* area = qobject_cast<ViewScrollArea*>(w)) return area;
    return nullptr;
  }
  void save(const QString& name) {
    QApplication::processEvents();
    QVERIFY(window_->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
  }

  ModelSession session_;
  StudioSettings settings_;
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(ArchitecturePresenterFitTest)
#include "architecture_presenter_fit_test.moc"
