// attention-studio: the desktop app. With --export it renders one view to a file and exits (no window is
// shown; works under QT_QPA_PLATFORM=offscreen), which is how slides and CI screenshots are made.
#include <unistd.h>

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QTimer>
#include <cstdio>
#include <cstdlib>
#include <exception>

#include "attention/atomic_file.h"
#include "core/model_session.h"
#include "core/studio_settings.h"
#include "core/studio_view.h"
#include "core/theme.h"
#include "core/ui_language.h"
#include "shell/command_line.h"
#include "shell/main_window.h"
#include "shell/presenter_mode.h"
#include "shell/startup_timing.h"

namespace {

// OpenMP threads that spin-wait for work starve the GUI thread and each other when decoding and training
// run side by side on few cores (measured: decoding 4-10x slower with the default spin). libgomp reads its
// settings before main(), so the app restarts itself once with a short spin unless the user chose one.
void preferShortOpenMpSpin(char** argv) {
  if (std::getenv("OMP_WAIT_POLICY") || std::getenv("GOMP_SPINCOUNT")) return;
  setenv("GOMP_SPINCOUNT", "10000", 1);
  execv("/proc/self/exe", argv);  // returns only on failure: then run with the defaults
}

// Renders `view_id` for `text` into `path` once the model is loaded and the view is idle.
int exportHeadless(studio::MainWindow& window, studio::ModelSession& session,
                   const studio::CommandLineOptions& o) {
  window.setAttribute(Qt::WA_DontShowOnScreen);
  window.resize(o.window_size.isValid() ? o.window_size : QSize(1500, 950));
  window.show();
  // Presenter mode's text size and palette, at the size asked for (not full screen).
  if (o.presenter) window.presenterMode()->setActive(true, false);
  window.showView(o.view.isEmpty() ? QStringLiteral("translate") : o.view);
  studio::StudioView* view = window.currentView();
  QElapsedTimer clock;
  clock.start();
  bool text_sent = false;
  int result = 2;
  QObject::connect(&session, &studio::ModelSession::loadFailed, [](const QString& dir, const QString& error) {
    std::fprintf(stderr, "attention-studio: cannot open the model %s: %s\n", qPrintable(dir),
                 qPrintable(error));
    QApplication::exit(1);
  });
  // What the view reported about the text: export mode ends with it rather than with an empty image.
  QString view_error;
  QObject::connect(view, &studio::StudioView::errorOccurred, [&](const QString& message) {
    if (text_sent) view_error = message;
  });
  QTimer poll;
  QObject::connect(&poll, &QTimer::timeout, [&] {
    if (session.isLoading()) return;
    if (!session.model()) {
      std::fprintf(stderr, "attention-studio: no model could be loaded (%s)\n",
                   qPrintable(session.modelDir()));
      return QApplication::exit(1);
    }
    if (!text_sent) {
      text_sent = true;  // first: a view may report an error while it takes the text
      if (!o.text.isEmpty()) view->setInputText(o.text);
      clock.restart();
      return;
    }
    // Give debounced work a moment to start, then wait for the view to go idle.
    if (view->isBusy() || clock.elapsed() < 400) {
      if (clock.elapsed() > 180000) {
        std::fprintf(stderr, "attention-studio: the view did not finish within 3 minutes\n");
        QApplication::exit(1);
      }
      return;
    }
    QApplication::processEvents();
    if (!view_error.isEmpty()) {
      std::fprintf(stderr, "attention-studio: %s\n", qPrintable(view_error));
      return QApplication::exit(1);
    }
    QString error;
    if (!window.exportCurrentView(o.export_path, &error)) {
      std::fprintf(stderr, "attention-studio: %s\n", qPrintable(error));
      return QApplication::exit(1);
    }
    std::printf("%s\n", qPrintable(QFileInfo(o.export_path).absoluteFilePath()));
    QApplication::exit(0);
  });
  poll.start(50);
  result = QApplication::exec();
  return result;
}

// The last line of defence: an exception escaping an event handler must neither unwind through Qt's event
// loop nor reach std::terminate. It is reported, and the app ends with a non-zero status.
void reportFatalError(const char* what) {
  std::fprintf(stderr, "attention-studio: unexpected error: %s\n", what);
  if (qApp && QGuiApplication::platformName() != QStringLiteral("offscreen"))
    QMessageBox::critical(nullptr, QStringLiteral("Attention Studio"),
                          QStringLiteral("Unexpected error: %1\n\nAttention Studio will close.")
                              .arg(QString::fromLocal8Bit(what)));
}

class StudioApplication : public QApplication {
 public:
  using QApplication::QApplication;

  bool notify(QObject* receiver, QEvent* event) override {
    try {
      return QApplication::notify(receiver, event);
    } catch (const std::exception& e) {
      reportFatalError(e.what());
    } catch (...) {
      reportFatalError("unknown exception");
    }
    QApplication::exit(1);
    return false;
  }
};

int runStudio(int& argc, char** argv) {
  StudioApplication app(argc, argv);
  QApplication::setApplicationName(QStringLiteral("Attention Studio"));
  QApplication::setOrganizationName(QStringLiteral("AttentionStudio"));
  QApplication::setApplicationVersion(QStringLiteral("0.1.0"));
  QApplication::setDesktopFileName(QStringLiteral("attention-studio"));
  QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attention-studio.svg")));

  const studio::CommandLineOptions options = studio::parseCommandLine(QApplication::arguments());
  if (options.exit_now) return options.ok ? 0 : 2;
  if (!options.ok) {
    std::fprintf(stderr, "attention-studio: %s\n", qPrintable(options.error));
    return 2;
  }

  studio::StudioSettings settings;
  studio::installUiLanguage(options.language.isEmpty() ? settings.language() : options.language);
  studio::applyTheme(studio::themeFromName(settings.theme()));

  studio::ModelSession session;
  session.setBackendSpec(options.backend.isEmpty() ? settings.backendSpec() : options.backend);
  studio::MainWindow window(&session, &settings);
  if (options.startup_time) studio::reportStartupWhenReady(window, session);

  window.openStartupModel(options.model_dir);

  if (!options.export_path.isEmpty()) return exportHeadless(window, session, options);

  window.showView(options.view.isEmpty() ? settings.lastView() : options.view);
  if (!options.text.isEmpty()) window.currentView()->setInputText(options.text);
  if (options.window_size.isValid()) window.resize(options.window_size);
  window.show();
  if (options.presenter) window.presenterMode()->setActive(true);
  return QApplication::exec();
}

}  // namespace

int main(int argc, char** argv) {
  preferShortOpenMpSpin(argv);
  attn::treat_file_size_limit_as_error();  // ulimit -f: an error naming the file, not SIGXFSZ
  try {
    return runStudio(argc, argv);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "attention-studio: unexpected error: %s\n", e.what());
  } catch (...) {
    std::fprintf(stderr, "attention-studio: unexpected error\n");
  }
  return 1;
}
