// GUI tests never write the user's real settings or data (issue 17, item 10): every GUI test includes
// isolated_settings.h, which switches QStandardPaths to its test mode before anything reads a path; and in
// that mode the app's settings and its training runs lie under the test locations, not under ~/.config or
// ~/.local/share.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QSettings>
#include <QtTest>

#include "core/studio_settings.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "views/training/training_runs_folder.h"

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
};

QTEST_MAIN(SettingsIsolationTest)
#include "settings_isolation_test.moc"
