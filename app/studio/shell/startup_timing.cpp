#include "shell/startup_timing.h"

#include <unistd.h>

#include <QApplication>
#include <QFile>
#include <QTimer>
#include <cstdio>
#include <ctime>
#include <memory>

#include "core/model_session.h"
#include "shell/main_window.h"

namespace studio {

double msSinceLaunch() {
  // Field 22 of /proc/self/stat: the start time in clock ticks since boot (the command name, field 2, may
  // hold spaces, so fields are counted after its closing parenthesis).
  QFile stat(QStringLiteral("/proc/self/stat"));
  if (!stat.open(QIODevice::ReadOnly)) return -1;
  const QByteArray text = stat.readAll();
  const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
  if (fields.size() < 20) return -1;
  const double start_s = fields[19].toDouble() / double(sysconf(_SC_CLK_TCK));
  timespec now{};
  clock_gettime(CLOCK_BOOTTIME, &now);
  return (double(now.tv_sec) + now.tv_nsec * 1e-9 - start_s) * 1000.0;
}

void reportStartupWhenReady(MainWindow& window, ModelSession& session) {
  auto* poll = new QTimer(&window);
  auto model_ms = std::make_shared<double>(-1);
  auto shown_ms = std::make_shared<double>(-1);
  QObject::connect(&session, &ModelSession::modelChanged, &window,
                   [model_ms] { *model_ms = msSinceLaunch(); });
  QObject::connect(&session, &ModelSession::loadFailed, &window, [model_ms] { *model_ms = msSinceLaunch(); });
  QObject::connect(poll, &QTimer::timeout, &window, [&window, &session, poll, model_ms, shown_ms] {
    if (*shown_ms < 0 && window.isVisible()) {
      window.repaint();  // the first frame, painted now rather than when the platform asks
      *shown_ms = msSinceLaunch();
    }
    if (*shown_ms < 0 || session.isLoading() || (*model_ms < 0 && !session.model())) return;
    poll->stop();
    window.repaint();  // the window as it looks with the model
    const double ready = msSinceLaunch();
    std::printf("startup_ms %.0f (window shown at %.0f ms, model loaded at %.0f ms)\n", ready, *shown_ms,
                *model_ms < 0 ? *shown_ms : *model_ms);
    std::fflush(stdout);
    QApplication::exit(session.model() ? 0 : 1);
  });
  poll->start(1);
}

}  // namespace studio
