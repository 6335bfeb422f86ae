// Classroom navigation: presenter mode enlarges every text — the application font, widgets with fonts of
// their own (the Translate view's larger input) and Qt Charts' fonts (the PE view's waves) — switches to the
// high-contrast palette, remembers its own text size, and leaving restores everything; Page Down moves to the
// next view while presenting; the lesson outline lists the views in teaching order and each of its links
// opens its view; the command line knows the classroom views, --presenter and --size. Saves screenshots.
#include "shell/presenter_mode.h"

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextBrowser>
#include <QtTest>
#include <memory>

#include "core/font_scale.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/command_line.h"
#include "shell/lesson_outline.h"
#include "shell/lesson_outline_dialog.h"
#include "shell/main_window.h"
#include "viewmodels/attention_math.h"
#include "viewmodels/view_link.h"
#include "views/illustrations/illustration_panel.h"
#include "views/illustrations_view.h"
#include "views/pe_view.h"
#include "views/translate_view.h"
#include "widgets/chart_live_plot.h"

using namespace studio;

namespace {

void saveScreenshot(QWidget* widget, const QString& name) {
  QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  QVERIFY(widget->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
}

double pointSize(const QFont& f) { return f.pointSizeF() > 0 ? f.pointSizeF() : f.pixelSize(); }

}  // namespace

class PresenterModeTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    settings_ = std::make_unique<StudioSettings>();
    QVERIFY(settings_->fileName() != gui_test::realSettingsFile());
    settings_->setTextScale(1.0);
    settings_->setPresenterTextScale(1.5);
    settings_->setTheme(QStringLiteral("light"));
    applyTheme(Theme::kLight);  // as the app starts; leaving presenter mode returns to it
    window_ = std::make_unique<MainWindow>(&session_, settings_.get());
    window_->resize(1280, 800);
    window_->show();
  }

  void presenterModeEnlargesEveryText() {
    PresenterMode* presenter = window_->presenterMode();
    auto* translate = qobject_cast<TranslateView*>(window_->view(QStringLiteral("translate")));
    auto* pe = qobject_cast<PositionalEncodingView*>(window_->view(QStringLiteral("pe")));
    QVERIFY(translate && pe);
    QWidget* input = translate->inputEdit();
    const double app_before = pointSize(QApplication::font());
    const double input_before = pointSize(input->font());
    const double chart_before = pointSize(pe->wavePlot()->chart()->titleFont());
    const double axis_before = pointSize(pe->wavePlot()->xAxis()->labelsFont());
    QVERIFY(app_before > 0 && input_before > 0 && chart_before > 0);
    const QColor window_before = QApplication::palette().color(QPalette::Window);

    presenter->setActive(true, false);
    QVERIFY(presenter->isActive());
    QCOMPARE(fontScale(), 1.5);
    QVERIFY(std::abs(pointSize(QApplication::font()) - 1.5 * app_before) < 0.51);
    QVERIFY2(pointSize(input->font()) >= 1.45 * input_before,
             qPrintable(QStringLiteral("%1 → %2").arg(input_before).arg(pointSize(input->font()))));
    QVERIFY(pointSize(pe->wavePlot()->chart()->titleFont()) >= 1.45 * chart_before);
    QVERIFY(pointSize(pe->wavePlot()->xAxis()->labelsFont()) >= 1.45 * axis_before);
    // A label that inherits its font follows the application font.
    QLabel probe(window_.get());
    QVERIFY2(
        std::abs(pointSize(probe.font()) - pointSize(QApplication::font())) < 0.01,
        qPrintable(
            QStringLiteral("%1 vs %2").arg(pointSize(probe.font())).arg(pointSize(QApplication::font()))));
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
    window_->showView(QStringLiteral("pe"));
    QApplication::processEvents();
    saveScreenshot(window_.get(), QStringLiteral("presenter_pe"));

    // The presenter's own text size is remembered apart from the normal one.
    presenter->setTextScale(2.0);
    QCOMPARE(settings_->presenterTextScale(), 2.0);
    QCOMPARE(settings_->textScale(), 1.0);
    QVERIFY(pointSize(input->font()) >= 1.95 * input_before);

    // The training settings widen with their text: no combo box is cut (the form's width was fixed once).
    window_->showView(QStringLiteral("training"));
    auto* form = window_->findChild<QWidget*>(QStringLiteral("trainSettings"));
    QVERIFY(form);
    QTRY_VERIFY(form->minimumWidth() >= form->findChild<QWidget*>()->sizeHint().width());
    QApplication::processEvents();
    for (QComboBox* combo : form->findChildren<QComboBox*>())
      if (combo->isVisible())
        QVERIFY2(combo->width() >= combo->sizeHint().width(),
                 qPrintable(QStringLiteral("%1: %2 < %3")
                                .arg(combo->objectName())
                                .arg(combo->width())
                                .arg(combo->sizeHint().width())));
    saveScreenshot(window_.get(), QStringLiteral("presenter_training"));

    // Page Down (a clicker) moves to the next view while presenting.
    window_->showView(QStringLiteral("translate"));
    window_->activateWindow();
    QTest::keyClick(window_.get(), Qt::Key_PageDown);
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("attention"));

    presenter->setActive(false);
    QVERIFY(!presenter->isActive());
    QVERIFY(std::abs(pointSize(QApplication::font()) - app_before) < 0.01);
    QVERIFY(std::abs(pointSize(input->font()) - input_before) < 0.01);
    QVERIFY(std::abs(pointSize(pe->wavePlot()->chart()->titleFont()) - chart_before) < 0.01);
    QCOMPARE(QApplication::palette().color(QPalette::Window), window_before);
    presenter->setTextScale(1.0);
  }

  void lessonOutlineOpensTheViewsInTeachingOrder() {
    const QList<LessonStep> steps = lessonSteps();
    QCOMPARE(steps.size(), 7);
    QCOMPARE(steps.first().links.first().link.view, QStringLiteral("translate"));  // tokens first
    QStringList order;
    for (const LessonStep& s : steps)
      for (const LessonLink& l : s.links) {
        order << l.link.view;
        QVERIFY2(window_->view(l.link.view), qPrintable(l.link.view));  // every link names a real view
        const ViewLink back = ViewLink::fromUrl(l.link.toUrl());
        QCOMPARE(back.view, l.link.view);
        QCOMPARE(back.panel, l.link.panel);
        QCOMPARE(back.attention_kind, l.link.attention_kind);
      }
    // A kind is spelled as head masks spell it; the spellings of earlier links still read.
    ViewLink cross;
    cross.view = QStringLiteral("attention");
    cross.attention_kind = int(studio::AttentionKind::kCross);
    QVERIFY(cross.toUrl().toString().contains(QStringLiteral("kind=cross")));
    for (const char* old : {"encoder", "enc", "encoder_self"})
      QCOMPARE(ViewLink::fromUrl(QUrl(QStringLiteral("studio:/attention?kind=") + QLatin1String(old)))
                   .attention_kind,
               int(studio::AttentionKind::kEncoderSelf));
    QCOMPARE(ViewLink::fromUrl(QUrl(QStringLiteral("studio:/attention?kind=decoder"))).attention_kind,
             int(studio::AttentionKind::kDecoderSelf));
    QVERIFY(order.indexOf(QStringLiteral("pe")) < order.indexOf(QStringLiteral("attention")));
    QVERIFY(order.indexOf(QStringLiteral("attention")) < order.indexOf(QStringLiteral("illustrations")));
    QVERIFY(order.indexOf(QStringLiteral("illustrations")) < order.indexOf(QStringLiteral("training")));

    window_->showLessonOutline();
    LessonOutlineDialog* outline = window_->lessonOutline();
    QVERIFY(outline && outline->isVisible());
    saveScreenshot(outline, QStringLiteral("lesson_outline"));
    // A click on the label-smoothing link opens that panel of the illustrations view.
    ViewLink smoothing;
    for (const LessonStep& s : steps)
      for (const LessonLink& l : s.links)
        if (l.link.panel == QStringLiteral("smoothing")) smoothing = l.link;
    QVERIFY(outline->browser()->toHtml().contains(QStringLiteral("panel=smoothing")));
    emit outline->browser()->anchorClicked(smoothing.toUrl());
    QCOMPARE(window_->currentView()->viewId(), QStringLiteral("illustrations"));
    auto* illustrations = qobject_cast<IllustrationsView*>(window_->currentView());
    QCOMPARE(illustrations->currentPanel()->panelId(), QStringLiteral("smoothing"));
    outline->close();
  }

  void commandLineKnowsTheClassroomViews() {
    for (const char* id : {"architecture", "illustrations"}) {
      const CommandLineOptions o =
          parseCommandLine({QStringLiteral("attention-studio"), QStringLiteral("--view"), QLatin1String(id)});
      QVERIFY2(o.ok, qPrintable(o.error));
      QVERIFY(window_->view(QLatin1String(id)));
    }
    const CommandLineOptions o =
        parseCommandLine({QStringLiteral("attention-studio"), QStringLiteral("--presenter"),
                          QStringLiteral("--size"), QStringLiteral("1024x640")});
    QVERIFY2(o.ok, qPrintable(o.error));
    QVERIFY(o.presenter);
    QCOMPARE(o.window_size, QSize(1024, 640));
    const CommandLineOptions bad = parseCommandLine(
        {QStringLiteral("attention-studio"), QStringLiteral("--size"), QStringLiteral("big")});
    QVERIFY(!bad.ok);
    QVERIFY(bad.error.contains(QStringLiteral("big")));
  }

 private:
  ModelSession session_;
  std::unique_ptr<StudioSettings> settings_;
  std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(PresenterModeTest)
#include "presenter_mode_test.moc"
