// Switching View ▸ Language re-translates every open window at once, without a restart (issue 17, item 4):
// menus, tabs, buttons, group boxes and the Model view's tables come back in the new language, and a window
// switched live shows the same texts as one built in that language from the start. Texts a view builds from
// its state (a training run's status, the corpus check, the walkthrough's shapes) follow too, and a text two
// English sources share in one language comes back with its own wording (issue 27, item 2).
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QtTest>
#include <memory>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"
#include "views/attention_view.h"
#include "views/model_info_view.h"
#include "views/training_view.h"
#include "views/walkthrough_view.h"
#include "widgets/heatmap_widget.h"

namespace {

QString inLanguage(const char* language, const char* context, const char* text) {
  studio::installUiLanguage(QString::fromLatin1(language));
  const QString translated = QCoreApplication::translate(context, text);
  studio::installUiLanguage(QStringLiteral("en"));
  return translated;
}

QString german(const char* context, const char* text) { return inLanguage("de", context, text); }

void switchTo(const char* language) {
  studio::installUiLanguage(QString::fromLatin1(language));
  QCoreApplication::sendPostedEvents();
}

template <typename T>
T* child(const QWidget& view, const char* name) {
  T* w = view.findChild<T*>(QString::fromLatin1(name));
  if (!w) qFatal("no child %s", name);
  return w;
}

// Texts that widgets were given once: what a live switch must get right.
QStringList staticTexts(QWidget* root) {
  QStringList texts;
  for (QAbstractButton* b : root->findChildren<QAbstractButton*>()) texts << b->text();
  for (QGroupBox* g : root->findChildren<QGroupBox*>()) texts << g->title();
  for (QTabBar* t : root->findChildren<QTabBar*>())
    for (int i = 0; i < t->count(); ++i) texts << t->tabText(i);
  for (QAction* a : root->findChildren<QAction*>()) texts << a->text();
  return texts;
}

}  // namespace

class LiveLanguageTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    studio::installUiLanguage(QStringLiteral("en"));
    session_.setBackendSpec(QStringLiteral("cpu"));
    QSignalSpy changed(&session_, &studio::ModelSession::modelChanged);
    session_.openFolder(studio::ModelSession::bundledModelDir());
    QVERIFY(changed.wait(30000));
  }

  void switchingTranslatesOpenWindowsAtOnce() {
    const QString german_model = german("studio::ModelInfoView", "Model");
    const QString german_configuration = german("studio::ModelInfoView", "Configuration");
    const QString german_file = german("studio::MainWindow", "&File");
    const QString german_open = german("studio::ModelInfoView", "Open model folder…");
    QVERIFY(german_configuration != QStringLiteral("Configuration"));
    QVERIFY(german_file != QStringLiteral("&File"));

    studio::StudioSettings settings;
    studio::MainWindow window(&session_, &settings);
    window.resize(1024, 640);
    window.show();
    auto* model_view = qobject_cast<studio::ModelInfoView*>(window.view(QStringLiteral("model")));
    QVERIFY(model_view);
    auto* tabs = window.findChild<QTabWidget*>(QStringLiteral("viewTabs"));
    QVERIFY(tabs);
    const int model_tab = int(window.views().indexOf(model_view));
    QCOMPARE(tabs->tabText(model_tab), QStringLiteral("Model"));

    studio::installUiLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents();

    QCOMPARE(tabs->tabText(model_tab), german_model);
    QCOMPARE(window.menuBar()->actions().first()->text(), german_file);
    bool configuration_box = false;
    for (QGroupBox* box : model_view->findChildren<QGroupBox*>())
      configuration_box = configuration_box || box->title() == german_configuration;
    QVERIFY(configuration_box);
    bool open_button = false;
    for (QAbstractButton* b : model_view->findChildren<QAbstractButton*>())
      open_button = open_button || b->text() == german_open;
    QVERIFY(open_button);
    // Texts a view builds from the model (block names) are rebuilt too.
    const QString german_block = QCoreApplication::translate("studio::ModelInfoView", "Encoder layer %1");
    QVERIFY(german_block != QStringLiteral("Encoder layer %1"));
    QVERIFY(model_view->parameterBlocks().size() > 1);
    QCOMPARE(model_view->parameterBlocks().at(1).first, german_block.arg(1));

    // The same texts as a window built in German from the start.
    studio::MainWindow fresh(&session_, &settings);
    fresh.resize(1024, 640);
    fresh.show();
    QCoreApplication::sendPostedEvents();
    const QStringList live = staticTexts(&window), built = staticTexts(&fresh);
    QCOMPARE(live.size(), built.size());
    QStringList differing;
    for (int i = 0; i < live.size(); ++i)
      if (live[i] != built[i]) differing << live[i] + QStringLiteral(" ≠ ") + built[i];
    QVERIFY2(differing.isEmpty(), qPrintable(differing.join(QLatin1Char('\n'))));
    // Labels a view fills from its state may lag until it next updates them: listed, not required.
    const QList<QLabel*> live_labels = window.findChildren<QLabel*>(),
                         built_labels = fresh.findChildren<QLabel*>();
    for (int i = 0; i < std::min(live_labels.size(), built_labels.size()); ++i)
      if (live_labels[i]->text() != built_labels[i]->text())
        qInfo("label still differs: %s | %s", qPrintable(live_labels[i]->text().left(60)),
              qPrintable(built_labels[i]->text().left(60)));
    QDir().mkpath(QStringLiteral(ATTN_SCREENSHOT_DIR));
    QVERIFY(window.grab().save(QStringLiteral(ATTN_SCREENSHOT_DIR "/live_language_de_1024x640.png")));

    // One English text, two contexts, two German words: each label keeps its own context's.
    const QString german_training = german("studio::TrainingView", "Warm-up steps:");
    const QString german_noam = german("studio::NoamSchedulePanel", "Warm-up steps:");
    QVERIFY(german_training != german_noam);
    const auto hasLabel = [](QWidget* root, const QString& text) {
      for (QLabel* l : root->findChildren<QLabel*>())
        if (l->text() == text) return true;
      return false;
    };
    QVERIFY(hasLabel(window.view(QStringLiteral("training")), german_training));
    QVERIFY(!hasLabel(window.view(QStringLiteral("training")), german_noam));
    QVERIFY(hasLabel(window.view(QStringLiteral("illustrations")), german_noam));
    QVERIFY(!hasLabel(window.view(QStringLiteral("illustrations")), german_training));

    // And back: the English source texts return.
    studio::installUiLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(tabs->tabText(model_tab), QStringLiteral("Model"));
    QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
  }

  // A heatmap's titles, set once from translations, follow a live switch; a title built with arg() stays.
  void heatmapTitlesFollowTheLanguage() {
    studio::installUiLanguage(QStringLiteral("en"));
    studio::HeatmapWidget map;
    map.setAxisTitles(QCoreApplication::translate("studio::PositionalEncodingView", "position (pos)"),
                      QCoreApplication::translate("studio::PositionalEncodingView", "dimension"));
    map.setTitle(QStringLiteral("layer 3 · head 2"));
    const QString german_row = german("studio::PositionalEncodingView", "position (pos)");
    QVERIFY(german_row != QStringLiteral("position (pos)"));
    studio::installUiLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(map.rowTitle(), german_row);
    QCOMPARE(map.columnTitle(), german("studio::PositionalEncodingView", "dimension"));
    QCOMPARE(map.title(), QStringLiteral("layer 3 · head 2"));
    studio::installUiLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(map.rowTitle(), QStringLiteral("position (pos)"));
  }

  // The attention view rebuilds what it wrote with arg() (the head choices) in the new language.
  void attentionViewRebuildsItsTexts() {
    studio::installUiLanguage(QStringLiteral("en"));
    studio::AttentionView view(&session_);
    view.resize(1280, 800);
    view.show();
    view.setInputText(QStringLiteral("A man is riding a bicycle."));
    auto* heads = view.findChild<QComboBox*>(QStringLiteral("attentionHeadChoice"));
    QVERIFY(heads);
    QTRY_VERIFY_WITH_TIMEOUT(heads->count() > 1, 30000);
    QCOMPARE(heads->itemText(1), QStringLiteral("head 1"));
    const QString german_head = german("studio::AttentionView", "head %1").arg(1);
    QVERIFY(german_head != QStringLiteral("head 1"));
    // The result line ("Target: … — 10 source and 6 target pieces, …") and the head toggles' tooltips too.
    const QString german_pieces =
        german("studio::AttentionView", "Target: %1%6 — %2 source and %3 target pieces, %4 ms on %5")
            .section(QStringLiteral("%2"), 1, 1)
            .section(QStringLiteral("%3"), 0, 0);  // " Quell- und " or the like
    QVERIFY(!german_pieces.trimmed().isEmpty());
    const auto labelWith = [&view](const QString& part) {
      for (QLabel* l : view.findChildren<QLabel*>())
        if (l->text().contains(part)) return true;
      return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(labelWith(QStringLiteral(" source and ")), 30000);
    studio::installUiLanguage(QStringLiteral("de"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(heads->itemText(1), german_head);
    QVERIFY(labelWith(german_pieces));
    QVERIFY(!labelWith(QStringLiteral(" source and ")));
    const QString german_toggle = german("studio::AttentionView", "Show or hide head %1's lines").arg(1);
    bool toggle = false;
    for (QAbstractButton* b : view.findChildren<QAbstractButton*>())
      toggle = toggle || b->toolTip() == german_toggle;
    QVERIFY(toggle);
    studio::installUiLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(heads->itemText(1), QStringLiteral("head 1"));
  }

  // Korean says 번역 for both "Translate" (the tab) and "Translation" (a column): back in English, each
  // text comes back as it was, not as the other one.
  void textsComeBackWithTheirOwnWording() {
    QVERIFY(inLanguage("ko", "studio::TranslateView", "Translate") ==
            inLanguage("ko", "studio::TranslateView", "Translation"));
    studio::installUiLanguage(QStringLiteral("en"));
    studio::StudioSettings settings;
    studio::MainWindow window(&session_, &settings);
    window.resize(1024, 640);
    window.show();
    QCoreApplication::sendPostedEvents();
    const QStringList english = staticTexts(&window);
    QVERIFY(english.contains(QStringLiteral("Translate")));
    for (const char* language : {"ko", "de"}) {
      switchTo(language);
      QVERIFY(!staticTexts(&window).contains(QStringLiteral("Translate")));
      switchTo("en");
      const QStringList again = staticTexts(&window);
      QCOMPARE(again.size(), english.size());
      QStringList differing;
      for (int i = 0; i < english.size(); ++i)
        if (again[i] != english[i]) differing << english[i] + QStringLiteral(" → ") + again[i];
      QVERIFY2(differing.isEmpty(), qPrintable(QString::fromLatin1(language) + QStringLiteral(": ") +
                                               differing.join(QLatin1Char('\n'))));
    }
  }

  // A finished run's status and the corpus check were written with numbers in them: they follow the switch.
  void trainingTextsBuiltFromStateFollowTheLanguage() {
    studio::installUiLanguage(QStringLiteral("en"));
    QTemporaryDir dir;
    QFile tsv(dir.filePath(QStringLiteral("pairs.tsv")));
    QVERIFY(tsv.open(QIODevice::WriteOnly));
    tsv.write("a b\tx y\nc d\tz w\ne f\tu v\n");
    tsv.close();
    studio::TrainingView view(&session_);
    view.resize(1280, 900);
    view.show();
    child<QComboBox>(view, "trainDataKind")->setCurrentIndex(2);
    child<QLineEdit>(view, "trainTsvFile")->setText(tsv.fileName());
    view.checkData();
    auto* data_status = child<QLabel>(view, "trainDataStatus");
    QTRY_COMPARE_WITH_TIMEOUT(data_status->text(), QStringLiteral("✓ 3 training pairs"), 5000);
    const QString korean_pairs = inLanguage("ko", "studio::TrainingView", "✓ %1 training pairs").arg(3);
    QVERIFY(korean_pairs != QStringLiteral("✓ 3 training pairs"));
    switchTo("ko");
    QCOMPARE(data_status->text(), korean_pairs);
    switchTo("en");
    QCOMPARE(data_status->text(), QStringLiteral("✓ 3 training pairs"));

    // A short toy run, stopped.
    child<QComboBox>(view, "trainDataKind")->setCurrentIndex(0);
    view.applyPreset(QStringLiteral("toy"));
    for (const auto& [name, value] : {std::pair{"trainDModel", 32},
                                      {"trainDFF", 64},
                                      {"trainEncoderLayers", 1},
                                      {"trainDecoderLayers", 1},
                                      {"trainToyPairs", 500},
                                      {"trainMaxLength", 8},
                                      {"trainBatchTokens", 256},
                                      {"trainMaxSteps", 100000},
                                      {"trainLogEvery", 2},
                                      {"trainValidateEvery", 1000},
                                      {"trainCheckpointEvery", 1000}})
      child<QSpinBox>(view, name)->setValue(value);
    view.setOutputDir(dir.filePath(QStringLiteral("run")));
    QSignalSpy finished(&view, &studio::TrainingView::trainingFinished);
    view.start();
    QVERIFY2(view.isTraining(), qPrintable(view.errorText()));
    QTest::qWait(300);
    view.requestStop();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    auto* status = child<QLabel>(view, "trainStatus");
    const QRegularExpressionMatch stopped =
        QRegularExpression(QStringLiteral("^Stopped at step (\\d+)\\. The model folder holds the final "
                                          "checkpoint: (.+)$"))
            .match(status->text());
    QVERIFY2(stopped.hasMatch(), qPrintable(status->text()));
    const QString german_stopped =
        german("studio::TrainingView", "Stopped at step %1. The model folder holds the final checkpoint: %2")
            .arg(stopped.captured(1), stopped.captured(2));
    QVERIFY(!german_stopped.startsWith(QStringLiteral("Stopped")));
    // The runs list says the same: "Run 1: …, 1+1 layers, d_model 32 (stopped at step N)".
    auto* runs = child<QAbstractItemView>(view, "trainRuns");
    const QModelIndex first_run = runs->model()->index(runs->model()->rowCount() - 1, 0);
    const QString english_run = first_run.data().toString();
    QVERIFY2(english_run.endsWith(QStringLiteral("(stopped at step %1)").arg(stopped.captured(1))),
             qPrintable(english_run));
    const QString german_run_state =
        german("studio::TrainingView", "stopped at step %1").arg(stopped.captured(1));
    // The buttons' tooltips name their keys after the words.
    auto* start = child<QPushButton>(view, "trainStart");
    QCOMPARE(start->toolTip(), QStringLiteral("Build the model and train it on a background thread. (F5)"));
    const QString german_start =
        german("studio::TrainingView", "Build the model and train it on a background thread.") +
        QStringLiteral(" (F5)");
    switchTo("de");
    QCOMPARE(status->text(), german_stopped);
    QCOMPARE(start->toolTip(), german_start);
    QVERIFY2(first_run.data().toString().endsWith(QLatin1Char('(') + german_run_state + QLatin1Char(')')),
             qPrintable(first_run.data().toString()));
    QVERIFY2(first_run.data().toString().startsWith(
                 german("studio::TrainingView", "Run %1: %2, %3+%4 layers, d_model %5")
                     .section(QLatin1Char(' '), 0, 0)),
             qPrintable(first_run.data().toString()));
    switchTo("en");
    QCOMPARE(status->text(), stopped.captured(0));
    QCOMPARE(first_run.data().toString(), english_run);
    QCOMPARE(start->toolTip(), QStringLiteral("Build the model and train it on a background thread. (F5)"));
  }

  // The walkthrough's shape line ("3 source tokens, 4 target tokens") is rebuilt in the new language.
  void walkthroughShapesFollowTheLanguage() {
    studio::installUiLanguage(QStringLiteral("en"));
    studio::WalkthroughView view(&session_);
    view.resize(1280, 800);
    view.show();
    view.setInputText(QStringLiteral("A man is riding a bicycle."));
    QTRY_VERIFY_WITH_TIMEOUT(view.trace() != nullptr, 30000);
    view.setStep(0);
    const QString english = view.currentStep().shape;
    const QRegularExpressionMatch counts =
        QRegularExpression(QStringLiteral("^(\\d+) source tokens, (\\d+) target tokens$")).match(english);
    QVERIFY2(counts.hasMatch(), qPrintable(english));
    const QString korean = inLanguage("ko", "studio", "%1 source tokens, %2 target tokens")
                               .arg(counts.captured(1), counts.captured(2));
    QVERIFY(korean != english);
    const auto shownShape = [&view] {
      QStringList shown;
      for (QLabel* l : view.findChildren<QLabel*>())
        if (l->isVisible()) shown << l->text();
      return shown;
    };
    switchTo("ko");
    // The walkthrough rebuilds its step once the event loop runs (after the step list is re-translated).
    QTRY_COMPARE(view.currentStep().shape, korean);
    QTRY_VERIFY2(shownShape().contains(
                     QCoreApplication::translate("studio::WalkthroughView", "Shape: %1").arg(korean)),
                 qPrintable(shownShape().join(QLatin1Char('|'))));
    switchTo("en");
    QTRY_COMPARE(view.currentStep().shape, english);
  }

  // The language menu applies the choice at once and remembers it; no restart message.
  void languageMenuAppliesAtOnce() {
    studio::StudioSettings settings;
    studio::MainWindow window(&session_, &settings);
    window.show();
    QAction* korean = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
      if (a->text() == studio::languageDisplayName(QStringLiteral("ko"))) korean = a;
    QVERIFY(korean);
    korean->trigger();
    QCoreApplication::sendPostedEvents();
    QCOMPARE(settings.language(), QStringLiteral("ko"));
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    QVERIFY(window.menuBar()->actions().first()->text() != QStringLiteral("&File"));
    studio::installUiLanguage(QStringLiteral("en"));
    QCoreApplication::sendPostedEvents();
    QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
  }

 private:
  studio::ModelSession session_;
};

QTEST_MAIN(LiveLanguageTest)
#include "live_language_test.moc"
