// The small core helpers the window and --export rely on: command-line parsing (and its readable errors),
// remembered settings, atomic file writes with CSV quoting, and the light/dark palettes.
#include <QFile>
#include <QSet>
#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

#include "core/atomic_write.h"
#include "core/studio_settings.h"
#include "core/theme.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/command_line.h"

using namespace studio;

class StudioCoreTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    // Keep the user's real settings untouched.
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings_dir_.path());
  }

  void parsesTheDocumentedOptions() {
    const CommandLineOptions o =
        parseCommandLine({QStringLiteral("attention-studio"), QStringLiteral("--model"), QStringLiteral("/m"),
                          QStringLiteral("--view"), QStringLiteral("attention"), QStringLiteral("--text"),
                          QStringLiteral("Hello, world."), QStringLiteral("--export"),
                          QStringLiteral("out.svg"), QStringLiteral("--lang"), QStringLiteral("ko")});
    QVERIFY2(o.ok, qPrintable(o.error));
    QCOMPARE(o.model_dir, QStringLiteral("/m"));
    QCOMPARE(o.view, QStringLiteral("attention"));
    QCOMPARE(o.text, QStringLiteral("Hello, world."));
    QCOMPARE(o.export_path, QStringLiteral("out.svg"));
    QCOMPARE(o.language, QStringLiteral("ko"));
  }

  void rejectsBadOptionsReadably() {
    const QStringList bad_view{QStringLiteral("a"), QStringLiteral("--view"), QStringLiteral("graph")};
    const QStringList bad_lang{QStringLiteral("a"), QStringLiteral("--lang"), QStringLiteral("xx")};
    const QStringList bad_export{QStringLiteral("a"), QStringLiteral("--export"), QStringLiteral("out.gif")};
    for (const QStringList& args : {bad_view, bad_lang, bad_export}) {
      const CommandLineOptions o = parseCommandLine(args);
      QVERIFY(!o.ok);
      QVERIFY(o.error.contains(args.last()));
    }
    // Every view once, the classroom ones included (views are added often: no fixed count).
    const QStringList ids = knownViewIds();
    QCOMPARE(ids.size(), int(QSet<QString>(ids.begin(), ids.end()).size()));
    for (const char* id : {"translate", "attention", "pe", "training", "model", "probe", "heads",
                           "architecture", "illustrations", "complexity"})
      QVERIFY2(ids.contains(QLatin1String(id)), id);
  }

  void remembersRecentModelsAndChoices() {
    StudioSettings settings;
    settings.clearRecentModels();
    for (int i = 0; i < StudioSettings::kMaxRecentModels + 3; ++i)
      settings.addRecentModel(QStringLiteral("/models/m%1").arg(i));
    settings.addRecentModel(QStringLiteral("/models/m5"));  // reopening moves it to the front
    const QStringList recent = StudioSettings().recentModels();
    QCOMPARE(recent.size(), StudioSettings::kMaxRecentModels);
    QCOMPARE(recent.first(), QStringLiteral("/models/m5"));
    QCOMPARE(recent.count(QStringLiteral("/models/m5")), 1);
    QCOMPARE(StudioSettings().backendSpec(), QStringLiteral("auto"));
    settings.setBackendSpec(QStringLiteral("cpu"));
    settings.setLastView(QStringLiteral("model"));
    QCOMPARE(StudioSettings().backendSpec(), QStringLiteral("cpu"));
    QCOMPARE(StudioSettings().lastView(), QStringLiteral("model"));
  }

  void writesAtomicallyWithCsvQuoting() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("a.csv"));
    QString error;
    const QString row = csvRow({QStringLiteral("▁a,b"), QStringLiteral("say \"hi\""), QStringLiteral("x")});
    QCOMPARE(row, QStringLiteral("\"▁a,b\",\"say \"\"hi\"\"\",x\n"));
    QVERIFY2(writeFileAtomically(path, row.toUtf8(), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(file.readAll()), row);
    QVERIFY(!writeFileAtomically(dir.filePath(QStringLiteral("missing/dir/a.csv")), "x", &error));
    QVERIFY(!error.isEmpty());
  }

  void themesDifferInLightness() {
    QVERIFY(paletteFor(Theme::kDark).color(QPalette::Window).lightness() < 80);
    QVERIFY(paletteFor(Theme::kLight).color(QPalette::Window).lightness() > 200);
    QCOMPARE(themeFromName(QStringLiteral("dark")), Theme::kDark);
    QCOMPARE(themeName(themeFromName(QStringLiteral("light"))), QStringLiteral("light"));
  }

 private:
  QTemporaryDir settings_dir_;
};

QTEST_MAIN(StudioCoreTest)
#include "studio_core_test.moc"
