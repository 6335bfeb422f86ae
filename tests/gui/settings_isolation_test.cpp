// GUI tests never write the user's real settings or data (issue 17, item 10): every GUI test includes
// isolated_settings.h, which switches QStandardPaths to its test mode before anything reads a path; and in
// that mode the app's settings and its training runs lie under the test locations, not under ~/.config or
// ~/.local/share; and the cache (the Vulkan pipeline cache, issue 27) lies under the test cache, not under
// ~/.cache/attention-studio.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSettings>
#include <QtTest>

#include "attention/error.h"
#include "attention/model.h"
#include "attention/translator.h"
#include "attention/vulkan_devices.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/training/training_runs_folder.h"

namespace {

// Every file under `dir` with its size and modification time ("<absent>" without the folder).
QByteArray folderFingerprint(const QString& dir) {
  if (!QFileInfo::exists(dir)) return QByteArrayLiteral("<absent>");
  QByteArray print;
  QDirIterator files(dir, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
  while (files.hasNext()) {
    const QFileInfo file(files.next());
    print += file.filePath().toUtf8() + ' ' + QByteArray::number(file.size()) + ' ' +
             file.lastModified().toString(Qt::ISODateWithMs).toUtf8() + '\n';
  }
  return print;
}

}  // namespace

class SettingsIsolationTest : public QObject {
  Q_OBJECT
 private slots:
  void everyGuiTestIncludesTheIsolation() {
    QDirIterator tests(QStringLiteral(ATTN_SOURCE_DIR "/tests/gui"), {QStringLiteral("*_test.cpp")});
    int count = 0;
    while (tests.hasNext()) {
      const QString path = tests.next();
      QFile file(path);
      QVERIFY(file.open(QIODevice::ReadOnly));
      QVERIFY2(file.readAll().contains("#include \"isolated_settings.h\""),
               qPrintable(path + QStringLiteral(" does not include isolated_settings.h")));
      ++count;
    }
    QVERIFY(count >= 10);
  }

  void pathsAreTheTestOnes() {
    QVERIFY(QStandardPaths::isTestModeEnabled());
    const QString home = QDir::homePath();
    studio::StudioSettings settings;
    QVERIFY(settings.fileName() != gui_test::realSettingsFile());
    QVERIFY2(settings.fileName().startsWith(gui_test::testSettingsRoot()), qPrintable(settings.fileName()));
    const QString real_data = home + QStringLiteral("/.local/share");
    QVERIFY2(!studio::trainingRunsFolder().startsWith(real_data), qPrintable(studio::trainingRunsFolder()));
  }

  // Regression (issue 27): the GUI tests wrote the Vulkan pipeline cache into ~/.cache/attention-studio; the
  // engine reads XDG_CACHE_HOME, which QStandardPaths' test mode does not change.
  void theCacheIsTheTestOne() {
    const QString cache = qEnvironmentVariable("XDG_CACHE_HOME");
    QVERIFY2(!cache.isEmpty(), "XDG_CACHE_HOME is not set: the engine would use ~/.cache");
    QCOMPARE(cache, gui_test::kTestCacheHome);
    QVERIFY2(
        cache != gui_test::kRealCacheHome && !cache.startsWith(gui_test::kRealCacheHome + QLatin1Char('/')),
        qPrintable(cache));
    const QByteArray real_before = folderFingerprint(gui_test::realAppCacheDir());

    // A Vulkan backend (lavapipe in CI) that built pipelines saves their cache when it goes.
    try {
      if (attn::list_vulkan_devices().empty()) QSKIP("no Vulkan device: no pipeline cache to write");
      auto model = std::make_shared<const attn::Model>(
          attn::load_model(studio::ModelSession::bundledModelDir().toStdString()));
      attn::Translator translator(model, attn::make_backend("vulkan:0", model->config));
      QVERIFY(!translator.translate({"A dog runs."}, {}).empty());
    } catch (const attn::Error& e) {
      QSKIP(qPrintable(QStringLiteral("Vulkan unusable here: %1").arg(QString::fromUtf8(e.what()))));
    }
    const QStringList saved = QDir(cache + QStringLiteral("/attention-studio"))
                                  .entryList({QStringLiteral("pipelines-*.bin")}, QDir::Files);
    QVERIFY2(!saved.isEmpty(), qPrintable(cache));
    QCOMPARE(folderFingerprint(gui_test::realAppCacheDir()), real_before);
  }
};

QTEST_MAIN(SettingsIsolationTest)
#include "settings_isolation_test.moc"
