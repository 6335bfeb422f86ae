// From a typing pause to the Translate view's full update (issue 31, part 2): the time from the moment the
// view asks for a sentence (the debounce timer has fired; setInputText asks at once) until its translation,
// alignment heatmap and step panel are shown and the view is idle, on the default bundled model, CPU
// backend, greedy and beam 4. Each sentence runs several times, the modes alternating; medians are printed.
// A timing, not a pass/fail test.
//
//   translate_update_bench [--runs N]
#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <vector>

#include "../gui/isolated_settings.h"  // the user's real settings stay untouched
#include "core/model_session.h"
#include "views/translate_view.h"

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n == 0 ? 0.0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Milliseconds from asking for `text` until the view is idle again and has painted.
double timeOneUpdate(studio::TranslateView& view, const QString& text) {
  QEventLoop loop;
  bool started = false;
  const auto connection = QObject::connect(&view, &studio::StudioView::busyChanged, &loop, [&](bool busy) {
    if (busy) started = true;
    if (!busy && started) loop.quit();
  });
  QTimer::singleShot(60000, &loop, &QEventLoop::quit);
  QElapsedTimer timer;
  timer.start();
  view.setInputText(text);
  if (view.isBusy()) started = true;
  if (started) loop.exec();
  view.repaint();
  const double ms = double(timer.nsecsElapsed()) / 1e6;
  QObject::disconnect(connection);
  return ms;
}

void waitUntilIdle(const studio::TranslateView& view) {
  QTest::qWait(1);
  while (view.isBusy()) QTest::qWait(5);
}

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  int runs = 5;
  for (int i = 1; i + 1 < argc; ++i)
    if (QString::fromUtf8(argv[i]) == QStringLiteral("--runs")) runs = std::max(1, atoi(argv[i + 1]));

  studio::ModelSession session;
  session.setBackendSpec(QStringLiteral("cpu"));
  QEventLoop loading;
  QObject::connect(&session, &studio::ModelSession::modelChanged, &loading, &QEventLoop::quit);
  session.openFolder(studio::ModelSession::bundledModelDir());
  loading.exec();
  studio::TranslateView view(&session);
  view.resize(1300, 760);
  view.show();
  if (!QTest::qWaitForWindowExposed(&view)) return 1;
  const QStringList sentences = {
      QStringLiteral("Where is the train station?"),
      QStringLiteral("The animal didn't cross the street because it was too tired."),
      QStringLiteral("My sister works as a doctor in a big hospital."),
      QStringLiteral("We will meet tomorrow after work."),
      QStringLiteral(
          "The committee has not yet decided whether the new rules will apply to small companies."),
      QStringLiteral("I like tea."),
  };
  timeOneUpdate(view, sentences.front());  // warm-up: the worker builds its translator
  std::vector<double> greedy, beam;
  for (int run = 0; run < runs; ++run)
    for (const QString& s : sentences) {
      // setBeamSearch asks again for the text shown: that update is not timed.
      view.setBeamSearch(1, 0.6f, 1);
      waitUntilIdle(view);
      greedy.push_back(timeOneUpdate(view, s));
      view.setBeamSearch(4, 0.6f, 1);
      waitUntilIdle(view);
      beam.push_back(timeOneUpdate(view, s));
    }
  std::printf("typing pause -> full Translate view update, %d sentences x %d runs, CPU backend, %s:\n",
              int(sentences.size()), runs, qPrintable(studio::ModelSession::bundledModelDir()));
  std::printf("  greedy  median %.1f ms (min %.1f, max %.1f)\n", median(greedy),
              *std::min_element(greedy.begin(), greedy.end()),
              *std::max_element(greedy.begin(), greedy.end()));
  std::printf("  beam 4  median %.1f ms (min %.1f, max %.1f)\n", median(beam),
              *std::min_element(beam.begin(), beam.end()), *std::max_element(beam.begin(), beam.end()));
  return 0;
}
