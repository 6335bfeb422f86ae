// While a model folder loads (on a worker thread), the status bar says "Loading model…" in a place the
// views' passing messages cannot hide, and says it only until the load ends, whether it succeeds or fails
// (issue 17, item 10: it used to stay until the first translation).
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/ui_language.h"
#include "isolated_settings.h"  // test mode: the user's real settings stay untouched
#include "shell/main_window.h"

class ModelLoadingStatusTest : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { studio::installUiLanguage(QStringLiteral("en")); }

  void loadingIsShownUntilTheLoadEnds() {
    studio::ModelSession session;
    session.setBackendSpec(QStringLiteral("cpu"));
    studio::StudioSettings settings;
    studio::MainWindow window(&session, &settings);
    window.show();
    QVERIFY(window.activityText() != QStringLiteral("Loading model…"));  // no load started yet

    QSignalSpy changed(&session, &studio::ModelSession::modelChanged);
    QElapsedTimer clock;
    clock.start();
    session.openFolder(studio::ModelSession::bundledModelDir());
    // The GUI thread only starts the load: it returns at once and keeps drawing.
    QVERIFY2(clock.elapsed() < 200, qPrintable(QString::number(clock.elapsed())));
    QCOMPARE(window.activityText(), QStringLiteral("Loading model…"));
    QVERIFY(changed.wait(30000));
    QVERIFY(window.activityText() != QStringLiteral("Loading model…"));

    // A folder that is not a model: the notice ends with the failure, the model stays.
    QTemporaryDir not_a_model;
    QSignalSpy failed(&session, &studio::ModelSession::loadFailed);
    session.openFolder(not_a_model.path());
    QCOMPARE(window.activityText(), QStringLiteral("Loading model…"));
    QVERIFY(failed.wait(30000));
    QVERIFY(window.activityText() != QStringLiteral("Loading model…"));
    QVERIFY(session.model());
  }
};

QTEST_MAIN(ModelLoadingStatusTest)
#include "model_loading_status_test.moc"
