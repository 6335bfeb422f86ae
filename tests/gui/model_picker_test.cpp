// The model shelf in the app: the toolbar's picker lists the bundled models with their cards and the recent
// folders; choosing one loads it in the background without a restart and is remembered for the next start;
// drag and drop and --model (a folder or a bundled name) move the picker along; broken folders and unknown
// names are readable errors that leave the loaded model in place. Saves screenshots of the window.
#include "widgets/model_picker.h"

#include <QAbstractItemView>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>

#include "attention/model.h"
#include "attention/model_shelf.h"
#include "attention/toy_tasks.h"
#include "core/bundled_models.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "views/model_info_view.h"

namespace {

const QString kMulti30k = QStringLiteral(ATTN_SOURCE_DIR "/resources/models/multi30k-en-de");

// A small random model with a model card of our own: enough to switch to and from.
void writeToyModel(const QString& dir, const QString& card) {
  attn::ToyTaskOptions toy;
  attn::Tokenizer tokenizer = attn::make_toy_tokenizer(toy);
  attn::ModelConfig config = attn::preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  config.encoder_layers = config.decoder_layers = 1;
  attn::save_model(dir.toStdString(), attn::make_model(config, tokenizer, 1));
  QFile readme(dir + QStringLiteral("/README.md"));
  QVERIFY(readme.open(QIODevice::WriteOnly));
  readme.write(card.toUtf8());
}

void saveScreenshot(QWidget* widget, const QString& name) {
  QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
  QVERIFY(widget->grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/") + name + QStringLiteral(".png")));
}

QString normalized(const QString& dir) { return studio::BundledModels::normalizedDir(dir); }

}  // namespace

class ModelPickerTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QSettings probe(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("AttentionStudio"),
                    QStringLiteral("attention-studio"));
    QVERIFY2(probe.fileName().contains(QStringLiteral("qttest")), qPrintable(probe.fileName()));
    probe.clear();
    QVERIFY(dir_.isValid());
    toy_ = dir_.filePath(QStringLiteral("toy-model"));
    writeToyModel(toy_,
                  QStringLiteral("# Toy copier\n\nA one-layer model with random weights, for tests.\n"));
    session_.setBackendSpec(QStringLiteral("cpu"));
    settings_ = std::make_unique<studio::StudioSettings>();  // only now: QSettings fixes its path when made
    window_ = std::make_unique<studio::MainWindow>(&session_, settings_.get());
    window_->resize(1500, 950);
    window_->show();
    picker_ = window_->modelPicker();
    QVERIFY(picker_);
    QTRY_VERIFY_WITH_TIMEOUT(window_->bundledModels()->isListed(), 10000);
  }

  void listsTheBundledModelsWithTheirCards() {
    const int row = picker_->indexOfModel(kMulti30k);
    QVERIFY2(row >= 0, qPrintable(picker_->modelDirs().join(QLatin1Char(' '))));
    QCOMPARE(picker_->itemText(row), QStringLiteral("multi30k-en-de"));
    const QString tip = picker_->itemData(row, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QDir::toNativeSeparators(normalized(kMulti30k))), qPrintable(tip));
    // The card's title and summary when the folder has one, else a note that it has none.
    const attn::ModelCard card =
        attn::read_model_card((kMulti30k + QStringLiteral("/README.md")).toStdString());
    if (card.title.empty())
      QVERIFY2(tip.contains(QStringLiteral("no model card")), qPrintable(tip));
    else
      QVERIFY2(tip.contains(QString::fromStdString(card.title).toHtmlEscaped()), qPrintable(tip));
    // Every bundled model is listed, and the caption above them cannot be chosen.
    for (const studio::BundledModel& m : window_->bundledModels()->models())
      QVERIFY2(picker_->indexOfModel(m.dir) >= 0, qPrintable(m.name));
    auto* items = qobject_cast<QStandardItemModel*>(picker_->model());
    QVERIFY(items);
    QVERIFY(!(items->item(0)->flags() & Qt::ItemIsEnabled));
    // The default model is "en-de" when it is bundled, else the first bundled one.
    const bool has_en_de =
        QFileInfo::exists(QStringLiteral(ATTN_SOURCE_DIR "/resources/models/en-de/config.json"));
    const QString expected_default =
        has_en_de ? QStringLiteral("en-de") : window_->bundledModels()->models().first().name;
    QCOMPARE(QFileInfo(studio::ModelSession::bundledModelDir()).fileName(), expected_default);
  }

  void choosingAModelLoadsItAndIsRemembered() {
    choose(kMulti30k);
    QCOMPARE(normalized(session_.modelDir()), normalized(kMulti30k));
    QCOMPARE(picker_->currentIndex(), picker_->indexOfModel(kMulti30k));
    QCOMPARE(normalized(studio::StudioSettings().currentModel()), normalized(kMulti30k));
    QCOMPARE(normalized(studio::StudioSettings().rememberedModel()), normalized(kMulti30k));
    // For a person to look at: the window at a large and a small screen size, and the open picker.
    window_->showView(QStringLiteral("model"));
    for (const QSize size : {QSize(1920, 1080), QSize(1024, 640)}) {
      window_->resize(size);
      QApplication::processEvents();
      QVERIFY(picker_->isVisible());  // the toolbar's first item: never pushed into its overflow menu
      saveScreenshot(window_.get(),
                     QStringLiteral("model_picker_%1x%2").arg(size.width()).arg(size.height()));
    }
    window_->resize(1500, 950);
  }

  void dropsAndRecentsMoveThePicker() {
    // Drag and drop a model folder onto the window: it loads, becomes a recent entry and is selected.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(toy_)});
    // Qt delivers the drop to whichever widget accepted the drag's entry.
    QDragEnterEvent enter(QPoint(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(window_.get(), &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(200, 200), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    QApplication::sendEvent(window_.get(), &drop);
    QVERIFY(changed.wait(30000));
    QCOMPARE(normalized(session_.modelDir()), normalized(toy_));
    const int row = picker_->indexOfModel(toy_);
    QVERIFY(row > picker_->indexOfModel(kMulti30k));  // recent ones after the bundled ones
    QCOMPARE(picker_->currentIndex(), row);
    QCOMPARE(picker_->itemText(row), QStringLiteral("toy-model"));
    QCOMPARE(normalized(studio::StudioSettings().currentModel()), normalized(toy_));
    // The Model view shows the card of what is loaded.
    auto* info = qobject_cast<studio::ModelInfoView*>(window_->view(QStringLiteral("model")));
    QVERIFY(info);
    QVERIFY2(info->summaryText().contains(QStringLiteral("Toy copier")), qPrintable(info->summaryText()));
    QVERIFY(info->summaryText().contains(QStringLiteral("random weights, for tests")));
    // And back to the bundled model through the picker, without a restart.
    choose(kMulti30k);
    QVERIFY(!info->summaryText().contains(QStringLiteral("Toy copier")));
    QVERIFY(picker_->indexOfModel(toy_) >= 0);  // still listed as recent
    picker_->showPopup();
    QApplication::processEvents();
    saveScreenshot(picker_->view()->window(), QStringLiteral("model_picker_popup"));
    picker_->hidePopup();
    QCOMPARE(session_.model()->config.encoder_layers, 3);
  }

  void brokenFoldersAndUnknownNamesAreErrors() {
    const QString broken = dir_.filePath(QStringLiteral("broken-model"));
    QVERIFY(QDir().mkpath(broken));
    QFile config(broken + QStringLiteral("/config.json"));
    QVERIFY(config.open(QIODevice::WriteOnly));
    config.write("{ not json");
    config.close();
    picker_->setRecentModels(studio::StudioSettings().recentModels() << broken);
    const auto loaded = session_.model();
    for (const QString& spec : {broken, QStringLiteral("no-such-model")}) {
      QSignalSpy failed(&session_, &studio::ModelSession::loadFailed);
      if (spec == broken) {
        const int row = picker_->indexOfModel(broken);
        QVERIFY(row >= 0);
        picker_->setCurrentIndex(row);
        emit picker_->activated(row);
      } else {
        session_.openFolder(spec);
      }
      QVERIFY(failed.wait(30000));
      const QString error = failed.first().at(1).toString();
      QVERIFY2(!error.isEmpty(), qPrintable(spec));
      if (spec != broken) {  // an unknown name lists the names there are
        QVERIFY2(error.contains(QStringLiteral("no-such-model")), qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("multi30k-en-de")), qPrintable(error));
      }
      // What was loaded stays loaded and selected; the window says what went wrong.
      QCOMPARE(session_.model(), loaded);
      QCOMPARE(picker_->currentIndex(), picker_->indexOfModel(kMulti30k));
      bool shown = false;
      for (QMessageBox* box : window_->findChildren<QMessageBox*>()) {
        shown = shown || (box->isVisible() && box->text().contains(error.left(20)));
        box->close();
      }
      QVERIFY2(shown, qPrintable(error));
    }
    QCOMPARE(normalized(studio::StudioSettings().currentModel()), normalized(kMulti30k));
  }

  void rememberedModelMustStillExist() {
    QTemporaryDir gone;
    const QString dir = gone.filePath(QStringLiteral("m"));
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(QFile(dir + QStringLiteral("/config.json")).open(QIODevice::WriteOnly));
    studio::StudioSettings settings;
    settings.setCurrentModel(dir);
    QCOMPARE(settings.rememberedModel(), QDir::cleanPath(dir));
    QVERIFY(QDir(dir).removeRecursively());
    QVERIFY(settings.rememberedModel().isEmpty());  // the app then opens the default bundled model
    settings.setCurrentModel(kMulti30k);
  }

  void startupOpensTheRememberedModelElseTheDefault() {
    studio::StudioSettings settings;
    // Nothing remembered: the default bundled model opens, and is not taken for a choice (so a model
    // bundled later as the default replaces it at the next start).
    settings.setCurrentModel(QString());
    QVERIFY(settings.rememberedModel().isEmpty());
    openAtStartup(QString());
    QCOMPARE(normalized(session_.modelDir()), normalized(studio::ModelSession::bundledModelDir()));
    QVERIFY(settings.currentModel().isEmpty());
    QCOMPARE(picker_->currentIndex(), picker_->indexOfModel(studio::ModelSession::bundledModelDir()));
    // A remembered model opens again.
    settings.setCurrentModel(toy_);
    openAtStartup(QString());
    QCOMPARE(normalized(session_.modelDir()), normalized(toy_));
    // --model wins, by a bundled name too, and counts as a choice.
    openAtStartup(QStringLiteral("multi30k-en-de"));
    QCOMPARE(normalized(session_.modelDir()), normalized(kMulti30k));
    QCOMPARE(normalized(settings.currentModel()), normalized(kMulti30k));
    // Settings from before the remembered choice existed: the newest recent model.
    QSettings(QSettings::IniFormat, QSettings::UserScope, QStringLiteral("AttentionStudio"),
              QStringLiteral("attention-studio"))
        .remove(QStringLiteral("models/current"));
    settings.addRecentModel(toy_);
    QCOMPARE(normalized(settings.rememberedModel()), normalized(toy_));
  }

  void commandLineTakesBundledNames() {
    QTemporaryDir out;
    const QProcessEnvironment env = gui_test::isolatedEnvironment(out.path());  // its settings stay in here
    QProcess app;
    app.setProcessEnvironment(env);
    const QString json = out.filePath(QStringLiteral("model.json"));
    app.start(QStringLiteral(ATTN_STUDIO_EXE),
              {QStringLiteral("--model"), QStringLiteral("multi30k-en-de"), QStringLiteral("--view"),
               QStringLiteral("model"), QStringLiteral("--backend"), QStringLiteral("cpu"),
               QStringLiteral("--export"), json});
    QVERIFY(app.waitForFinished(120000));
    QCOMPARE(app.exitCode(), 0);
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("multi30k-en-de"));
    // An unknown name is an error exit that names the bundled models.
    QProcess bad;
    bad.setProcessEnvironment(env);
    bad.start(QStringLiteral(ATTN_STUDIO_EXE),
              {QStringLiteral("--model"), QStringLiteral("no-such-model"), QStringLiteral("--export"),
               out.filePath(QStringLiteral("never.png"))});
    QVERIFY(bad.waitForFinished(60000));
    QCOMPARE(bad.exitStatus(), QProcess::NormalExit);
    QVERIFY(bad.exitCode() != 0);
    const QString error = QString::fromUtf8(bad.readAllStandardError());
    QVERIFY2(error.contains(QStringLiteral("multi30k-en-de")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(out.filePath(QStringLiteral("never.png"))));
  }

  void cleanupTestCase() { window_.reset(); }

 private:
  void openAtStartup(const QString& model_arg) {
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    window_->openStartupModel(model_arg);
    QVERIFY(changed.wait(30000));
  }

  // Picks `dir` in the picker as a user does and waits until it is loaded.
  void choose(const QString& dir) {
    const int row = picker_->indexOfModel(dir);
    QVERIFY2(row >= 0, qPrintable(dir));
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    picker_->setCurrentIndex(row);
    emit picker_->activated(row);
    QVERIFY(changed.wait(30000));
  }

  QTemporaryDir dir_;
  QString toy_;
  studio::ModelSession session_;
  std::unique_ptr<studio::StudioSettings> settings_;
  std::unique_ptr<studio::MainWindow> window_;
  studio::ModelPicker* picker_ = nullptr;
};

QTEST_MAIN(ModelPickerTest)
#include "model_picker_test.moc"
