// The pictures issue 16's "done when" asks for, taken as a teacher would see them: the main window at
// 1920×1080 with the bundled model, in English and in Korean, normally and in presenter mode — the
// walkthrough at steps 4 to 8, the architecture diagram, the "Heads specialising" scrubber on a copy-task run
// at the step its diagonal emerged, and the complexity lab. Checks what can be checked without eyes (the
// views finished their work, the Korean interface is Korean, presenter mode enlarged the text, the scrubber
// shows the emergence) and saves the PNGs to ATTN_SCREENSHOT_DIR/classroom for a person to look at.
#include <QApplication>
#include <QDir>
#include <QImage>
#include <QPainter>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "attention/training_run.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "shell/presenter_mode.h"
#include "viewmodels/snapshot_replay.h"
#include "viewmodels/walkthrough_step_id.h"
#include "views/architecture_view.h"
#include "views/training/snapshot_exports.h"
#include "views/training/snapshot_scrubber.h"
#include "views/training_view.h"
#include "views/walkthrough_view.h"
#include "widgets/architecture_diagram.h"

using namespace studio;

namespace {

const QSize kProjector(1920, 1080);

bool hasHangul(const QString& text) {
  for (const QChar c : text)
    if (c.unicode() >= 0xAC00 && c.unicode() <= 0xD7A3) return true;
  return false;
}

// A copy-task run with snapshots every 20 steps, as the README's picture was made.
bool trainCopyRun(const QString& dir) {
  attn::TrainingRunSpec spec;
  spec.task = attn::ToyTask::kCopy;
  spec.toy.max_length = 10;
  spec.toy_pairs = 4000;
  spec.toy_valid_pairs = 20;
  spec.config = attn::preset_config("toy");
  spec.backend = "cpu";
  spec.options.max_steps = 500;
  spec.options.batch_tokens = 512;
  spec.options.warmup_steps = 100;
  spec.options.lr_factor = 1.0;
  spec.options.adam.beta2 = 0.999f;
  spec.options.cooldown_fraction = 0;
  spec.options.validate_every = 0;
  spec.options.bleu_sentences = 0;
  spec.options.checkpoint_every = 100000;
  spec.options.log_every = 10;
  spec.options.snapshot_every = 20;
  spec.output_dir = dir.toStdString();
  return attn::run_training(spec).steps == 500;
}

}  // namespace

class ClassroomScreenshotsTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QVERIFY(settings_.fileName() != gui_test::realSettingsFile());
    installUiLanguage(QStringLiteral("en"));
    applyTheme(Theme::kLight);
    normal_font_points_ = QApplication::font().pointSizeF();
    QVERIFY(run_dir_.isValid());
    QVERIFY(trainCopyRun(run_dir_.filePath(QStringLiteral("copy-run"))));
    session_.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy changed(&session_, &ModelSession::modelChanged);
    session_.openFolder(ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
    window_ = std::make_unique<MainWindow>(&session_, &settings_);
    window_->resize(kProjector);
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    folder_ = QStringLiteral(ATTN_SCREENSHOT_DIR "/classroom");
    QDir().mkpath(folder_);
  }

  void screenshots_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenter");
    QTest::newRow("en") << QStringLiteral("en") << false;
    QTest::newRow("en presenter") << QStringLiteral("en") << true;
    QTest::newRow("ko") << QStringLiteral("ko") << false;
    QTest::newRow("ko presenter") << QStringLiteral("ko") << true;
  }

  void screenshots() {
    QFETCH(QString, language);
    QFETCH(bool, presenter);
    installUiLanguage(language);
    window_->presenterMode()->setActive(presenter, false);
    window_->resize(kProjector);
    QApplication::processEvents();
    if (presenter) QVERIFY(QApplication::font().pointSizeF() >= 1.4 * normal_font_points_);
    const QString suffix = language + (presenter ? QStringLiteral("_presenter") : QString());
    // The Korean interface is Korean (the view names on the tabs), so the pictures can show its glyphs.
    if (language == QLatin1String("ko"))
      QVERIFY(hasHangul(window_->view(QStringLiteral("walkthrough"))->viewTitle()));

    // The walkthrough at steps 4 to 8 (Q, K, V … × V).
    auto* walkthrough = qobject_cast<WalkthroughView*>(window_->view(QStringLiteral("walkthrough")));
    QVERIFY(walkthrough);
    window_->showView(QStringLiteral("walkthrough"));
    if (!walkthrough->trace()) walkthrough->setInputText(QStringLiteral("The cat sat on the mat."));
    QTRY_VERIFY_WITH_TIMEOUT(walkthrough->trace() != nullptr && !walkthrough->isBusy(), 60000);
    for (int step = kWalkthroughQueriesKeysValues; step <= kWalkthroughTimesValues; ++step) {
      walkthrough->setStep(step);
      save(QStringLiteral("walkthrough_step%1_%2").arg(step + 1).arg(suffix));
    }

    // The architecture diagram, its shapes for the sentence.
    window_->showView(QStringLiteral("architecture"));
    window_->view(QStringLiteral("architecture"))->setInputText(QStringLiteral("The cat sat on the mat."));
    QTest::qWait(400);  // the translation is debounced
    QTRY_VERIFY_WITH_TIMEOUT(!window_->view(QStringLiteral("architecture"))->isBusy(), 60000);
    // Its blocks follow a live language switch too ("Add & Norm" in Korean).
    if (language == QLatin1String("ko")) {
      const auto* architecture =
          qobject_cast<ArchitectureView*>(window_->view(QStringLiteral("architecture")));
      QVERIFY(hasHangul(
          architecture->diagram()->model().block(QStringLiteral("encoder.self_attention_add_norm"))->title));
    }
    save(QStringLiteral("architecture_%1").arg(suffix));

    // The scrubber on the copy-task run, at the step the diagonal emerged.
    auto* training = qobject_cast<TrainingView*>(window_->view(QStringLiteral("training")));
    QVERIFY(training);
    window_->showView(QStringLiteral("training"));
    if (!training->snapshotScrubber()->replay()) {
      training->openSnapshotReplay(run_dir_.filePath(QStringLiteral("copy-run")));
      QTRY_VERIFY_WITH_TIMEOUT(!training->isBusy() && training->snapshotScrubber()->replay(), 60000);
    }
    const SnapshotReplay& replay = *training->snapshotScrubber()->replay();
    QVERIFY(replay.emergence.first_snapshot > 0);
    training->snapshotScrubber()->setIndex(replay.emergence.first_snapshot);
    QVERIFY(training->snapshotScrubber()->isVisible());
    save(QStringLiteral("training_scrubber_%1").arg(suffix));
    // Its contact sheet, as exported for slides (row labels name the outlined head).
    ContactSheetFigure* sheet = training->snapshotScrubber()->contactSheet();
    QImage figure(sheet->figureSize(), QImage::Format_RGB32);
    {
      QPainter painter(&figure);
      sheet->paintFigure(painter, figure.size());
    }
    QVERIFY(figure.save(folder_ + QStringLiteral("/training_contact_sheet_%1.png").arg(suffix)));

    // The complexity lab: it measures once, when first shown.
    window_->showView(QStringLiteral("complexity"));
    QTest::qWait(100);
    QTRY_VERIFY_WITH_TIMEOUT(!window_->view(QStringLiteral("complexity"))->isBusy(), 300000);
    save(QStringLiteral("complexity_%1").arg(suffix));

    window_->presenterMode()->setActive(false);
    installUiLanguage(QStringLiteral("en"));
  }

  void cleanupTestCase() { window_.reset(); }

 private:
  void save(const QString& name) {
    QApplication::processEvents();
    const QImage image = window_->grab().toImage();
    QCOMPARE(image.size(), kProjector);
    QVERIFY(image.save(folder_ + QLatin1Char('/') + name + QStringLiteral(".png")));
  }

  ModelSession session_;
  StudioSettings settings_;
  QTemporaryDir run_dir_;
  std::unique_ptr<MainWindow> window_;
  QString folder_;
  double normal_font_points_ = 0;
};

QTEST_MAIN(ClassroomScreenshotsTest)
#include "classroom_screenshots_test.moc"
