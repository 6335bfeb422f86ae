// The whole app as a user meets it: the main window opens on the bundled model, typing a sentence gives a
// German translation, the attention view of a model trained here on the copy task has its maximum on the
// diagonal, every view exports a non-empty PNG and SVG, and `attention-studio --export` renders headless.
// Saves a screenshot of every view (ATTN_SCREENSHOT_DIR) for a person to look at.
#include "shell/main_window.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPlainTextEdit>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>
#include <filesystem>
#include <memory>
#include <system_error>

#include "attention/backend.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "core/image_export.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/attention_view.h"
#include "views/translate_view.h"
#include "widgets/heatmap_widget.h"

namespace {

// A 1+1-layer model trained on the copy task for a few hundred steps: its cross-attention is the diagonal.
std::shared_ptr<const attn::Model> trainCopyModel(const QString& dir) {
  attn::ToyTaskOptions toy;
  toy.alphabet_size = 10;
  toy.min_length = 4;
  toy.max_length = 8;
  attn::Tokenizer tokenizer = attn::make_toy_tokenizer(toy);
  attn::ModelConfig config = attn::preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  config.encoder_layers = config.decoder_layers = 1;
  attn::Model model = attn::make_model(config, tokenizer, 3);
  const attn::ToyCorpus corpus = attn::generate_toy_corpus(attn::ToyTask::kCopy, 5000, toy);
  const attn::ParallelCorpus train{corpus.source, corpus.target};
  auto backend = attn::make_cpu_backend(model.config);
  attn::TrainingOptions o;
  o.max_steps = 400;
  o.batch_tokens = 400;
  o.warmup_steps = 100;
  o.adam.beta2 = 0.999f;
  o.validate_every = 0;
  o.bleu_sentences = 0;
  o.checkpoint_every = 100000;
  attn::Trainer trainer(model, *backend, attn::encode_training_data(model.tokenizer, train, nullptr), o,
                        dir.toStdString());
  const attn::TrainingResult result = trainer.run();
  if (result.outcome != attn::TrainingOutcome::kFinished) return nullptr;
  return std::make_shared<const attn::Model>(attn::load_model(dir.toStdString()));
}

void saveScreenshot(QWidget* widget, const QString& name) {
  QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  QVERIFY(widget->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
}

}  // namespace

class MainWindowTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    // Regression (issue 15, finding 9): this test rewrote ~/.config/AttentionStudio/... six times, because
    // the settings member fixed its path before the test switched to QStandardPaths' test mode.
    real_settings_before_ = gui_test::fileFingerprint(gui_test::realSettingsFile());
    settings_ = std::make_unique<studio::StudioSettings>();
    QVERIFY2(settings_->fileName().startsWith(gui_test::testSettingsRoot() + QLatin1Char('/')),
             qPrintable(settings_->fileName()));
    QVERIFY(settings_->fileName() != gui_test::realSettingsFile());
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    session_.setBackendSpec(QStringLiteral("cpu"));
    session_.openFolder(studio::ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
    window_ = std::make_unique<studio::MainWindow>(&session_, settings_.get());
    window_->resize(1500, 950);
    window_->show();
  }

  void hasEveryView() {
    QStringList ids;
    for (const studio::StudioView* v : window_->views()) ids << v->viewId();
    QCOMPARE(ids, (QStringList{QStringLiteral("translate"), QStringLiteral("attention"),
                               QStringLiteral("probe"), QStringLiteral("heads"), QStringLiteral("headlab"),
                               QStringLiteral("pe"), QStringLiteral("training"), QStringLiteral("model"),
                               QStringLiteral("walkthrough"), QStringLiteral("architecture"),
                               QStringLiteral("illustrations"), QStringLiteral("complexity")}));
  }

  // View shortcuts are keys a keyboard has without Shift: Ctrl+1 … Ctrl+9 and Ctrl+0, none for the rest
  // (Qt::Key_1 + 9 is ':').
  void viewShortcutsAreDigits() {
    QStringList shortcuts;
    for (QAction* a : window_->findChildren<QAction*>())
      if (!a->shortcut().isEmpty()) shortcuts << a->shortcut().toString(QKeySequence::PortableText);
    for (int d = 0; d <= 9; ++d)
      QVERIFY2(shortcuts.contains(QStringLiteral("Ctrl+%1").arg(d)), qPrintable(shortcuts.join(u' ')));
    for (const QString& s : shortcuts) {
      QVERIFY2(!s.contains(QStringLiteral("Ctrl+:")) && !s.contains(QStringLiteral("Ctrl+;")) &&
                   !s.contains(QStringLiteral("Ctrl+<")),
               qPrintable(s));
    }
  }

  void typingTranslates() {
    window_->showView(QStringLiteral("translate"));
    auto* view = qobject_cast<studio::TranslateView*>(window_->currentView());
    QVERIFY(view);
    // Typed, not set: the debounced path users take.
    view->inputEdit()->setFocus();
    QTest::keyClicks(view->inputEdit(), QStringLiteral("A dog is running in the snow."));
    QTRY_VERIFY_WITH_TIMEOUT(!view->translationText().isEmpty() && !view->isBusy(), 60000);
    QVERIFY2(view->translationText().contains(QStringLiteral("Hund")), qPrintable(view->translationText()));
    QVERIFY(view->alignmentMap()->rows() > 3);
    saveScreenshot(window_.get(), QStringLiteral("main_translate"));
  }

  void everyViewExportsPngAndSvg() {
    auto* attention = qobject_cast<studio::AttentionView*>(window_->view(QStringLiteral("attention")));
    attention->setInputText(QStringLiteral("Two men are playing football on the beach."));
    QTRY_VERIFY_WITH_TIMEOUT(attention->result() && !attention->isBusy(), 60000);
    QTemporaryDir dir;
    for (studio::StudioView* v : window_->views()) {
      window_->showView(v->viewId());
      QApplication::processEvents();
      saveScreenshot(window_.get(), QStringLiteral("main_") + v->viewId());
      for (const char* suffix : {"png", "svg"}) {
        const QString path = dir.filePath(v->viewId() + QLatin1Char('.') + QLatin1String(suffix));
        QString error;
        QVERIFY2(window_->exportCurrentView(path, &error),
                 qPrintable(v->viewId() + QStringLiteral(": ") + error));
        QVERIFY2(QFileInfo(path).size() > 2000, qPrintable(path));
      }
    }
    QString error;
    QVERIFY(!window_->exportCurrentView(dir.filePath(QStringLiteral("view.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral("bmp")));
  }

  void copyModelAttendsOnTheDiagonal() {
    QTemporaryDir dir;
    const auto model = trainCopyModel(dir.filePath(QStringLiteral("copy")));
    QVERIFY(model);
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    session.setModel(model, dir.filePath(QStringLiteral("copy")));
    studio::AttentionView view(&session);
    view.resize(1300, 800);
    view.setKind(studio::AttentionKind::kCross);
    view.setInputText(QStringLiteral("s3 s1 s4 s1 s5 s9"));
    QTRY_VERIFY_WITH_TIMEOUT(view.result() && !view.isBusy(), 60000);
    QVERIFY(view.result()->has_inspection);
    QCOMPARE(QString::fromStdString(view.result()->inspection.target_text),
             QStringLiteral("s3 s1 s4 s1 s5 s9"));
    // Mean over heads of the last layer: every output symbol's row peaks at its own source position.
    view.selectCell(0, -1);
    const studio::HeatmapWidget* map = view.detailMap();
    QVERIFY(map->rows() >= 6);
    int on_diagonal = 0;
    for (int r = 0; r < 6; ++r) {
      int best = 0;
      for (int c = 1; c < map->columns(); ++c)
        if (map->value(r, c) > map->value(r, best)) best = c;
      on_diagonal += best == r;
    }
    QVERIFY2(on_diagonal == 6,
             qPrintable(QStringLiteral("%1 of 6 rows peak on the diagonal").arg(on_diagonal)));
    saveScreenshot(&view, QStringLiteral("attention_copy_task"));
    view.setLinesMode(true);
    QApplication::processEvents();
    saveScreenshot(&view, QStringLiteral("attention_copy_task_lines"));
  }

  void headlessExportFromTheCommandLine() {
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("attention.png"));
    QProcess app;
    const QProcessEnvironment env = gui_test::isolatedEnvironment(dir.path());  // its settings stay in here
    app.setProcessEnvironment(env);
    app.start(
        QStringLiteral(ATTN_STUDIO_EXE),
        {QStringLiteral("--model"), studio::ModelSession::bundledModelDir(), QStringLiteral("--view"),
         QStringLiteral("attention"), QStringLiteral("--text"), QStringLiteral("A cat sleeps on the sofa."),
         QStringLiteral("--backend"), QStringLiteral("cpu"), QStringLiteral("--export"), out});
    QVERIFY(app.waitForFinished(120000));
    QCOMPARE(app.exitCode(), 0);
    QVERIFY(QFileInfo(out).size() > 10000);
    // A bad model folder is an error exit with a message, not a hang or a crash.
    QProcess bad;
    bad.setProcessEnvironment(env);
    bad.start(QStringLiteral(ATTN_STUDIO_EXE),
              {QStringLiteral("--model"), dir.path(), QStringLiteral("--export"),
               dir.filePath(QStringLiteral("never.png"))});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitStatus(), QProcess::NormalExit);
    QVERIFY(bad.exitCode() != 0);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("never.png"))));
    // A model file that is a symlink loop: a message naming the file and an error exit, not an abort.
    const QString loop = dir.filePath(QStringLiteral("loop"));
    QVERIFY(QDir().mkpath(loop));
    const QString bundled = studio::ModelSession::bundledModelDir();
    QVERIFY(QFile::link(bundled + QStringLiteral("/config.json"), loop + QStringLiteral("/config.json")));
    QVERIFY(
        QFile::link(bundled + QStringLiteral("/tokenizer.model"), loop + QStringLiteral("/tokenizer.model")));
    std::error_code ec;  // a link to itself
    std::filesystem::create_symlink("model.safetensors",
                                    (loop + QStringLiteral("/model.safetensors")).toStdString(), ec);
    QVERIFY(!ec);
    QProcess looped;
    looped.setProcessEnvironment(env);
    looped.start(QStringLiteral(ATTN_STUDIO_EXE),
                 {QStringLiteral("--model"), loop, QStringLiteral("--export"),
                  dir.filePath(QStringLiteral("never.png"))});
    QVERIFY(looped.waitForFinished(60000));
    QCOMPARE(looped.exitStatus(), QProcess::NormalExit);
    QVERIFY(looped.exitCode() != 0);
    const QString error = QString::fromUtf8(looped.readAllStandardError());
    QVERIFY2(error.contains(QStringLiteral("model.safetensors")), qPrintable(error));
    // The app run here kept its settings in its own folder.
    QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("config/AttentionStudio/attention-studio.ini"))));
  }

  void cleanupTestCase() {
    window_.reset();
    settings_.reset();  // writes what is pending
    QCOMPARE(gui_test::fileFingerprint(gui_test::realSettingsFile()), real_settings_before_);
  }

 private:
  studio::ModelSession session_;
  std::unique_ptr<studio::StudioSettings> settings_;
  std::unique_ptr<studio::MainWindow> window_;
  QByteArray real_settings_before_;
};

QTEST_MAIN(MainWindowTest)
#include "main_window_test.moc"
