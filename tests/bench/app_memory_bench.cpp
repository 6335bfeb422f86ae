// The app's memory with the default bundled model loaded and every view visited (issue 31): the main window
// as a user opens it, each view shown in turn until it is idle (each one's work on the model done), then the
// process's peak and current resident memory, from /proc/self/status. A measurement, not a pass/fail test.
//
//   app_memory_bench [--backend cpu|auto]
#include <QApplication>
#include <QFile>
#include <QtTest>
#include <cstdio>

#include "../gui/isolated_settings.h"  // the user's real settings stay untouched
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "shell/main_window.h"

namespace {

// A line of /proc/self/status in MiB, e.g. "VmHWM".
double statusMiB(const char* key) {
  QFile file(QStringLiteral("/proc/self/status"));
  if (!file.open(QIODevice::ReadOnly)) return -1;
  for (const QByteArray& line : file.readAll().split('\n'))
    if (line.startsWith(key))
      return line.mid(line.indexOf(':') + 1).trimmed().split(' ').front().toDouble() / 1024;
  return -1;
}

void waitUntilIdle(const studio::StudioView* view) {
  QTest::qWait(200);
  for (int i = 0; i < 6000 && view->isBusy(); ++i) QTest::qWait(10);
  QTest::qWait(200);
}

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QString backend = QStringLiteral("cpu");
  for (int i = 1; i + 1 < argc; ++i)
    if (QString::fromUtf8(argv[i]) == QStringLiteral("--backend")) backend = QString::fromUtf8(argv[i + 1]);
  studio::StudioSettings settings;
  studio::ModelSession session;
  session.setBackendSpec(backend);
  QEventLoop loading;
  QObject::connect(&session, &studio::ModelSession::modelChanged, &loading, &QEventLoop::quit);
  session.openFolder(studio::ModelSession::bundledModelDir());
  loading.exec();
  const double loaded = statusMiB("VmRSS");
  studio::MainWindow window(&session, &settings);
  window.resize(1500, 950);
  window.show();
  if (!QTest::qWaitForWindowExposed(&window)) return 1;
  std::printf("model loaded: %.0f MiB resident\n", loaded);
  for (const studio::StudioView* view : window.views()) {
    window.showView(view->viewId());
    waitUntilIdle(view);
    std::printf("  after %-13s %6.0f MiB resident, peak %6.0f MiB\n", qPrintable(view->viewId()),
                statusMiB("VmRSS"), statusMiB("VmHWM"));
  }
  std::printf("every view visited (%s backend, %s): peak %.0f MiB, now %.0f MiB\n", qPrintable(backend),
              qPrintable(studio::ModelSession::bundledModelDir()), statusMiB("VmHWM"), statusMiB("VmRSS"));
  return 0;
}
