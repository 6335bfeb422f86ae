// How fast the attention view redraws at the size issue 14 names: 6 layers × 16 heads with 110 source and
// 120 target tokens, offscreen at 1500 × 950. Each scenario runs several times and the medians are printed
// (the machine is shared, so single timings mean little). Each timing runs from the change until the view
// is idle and the window has repainted: work handed to the thumbnail worker counts. The *_repaint
// scenarios paint a whole widget again with nothing changed (the grid including the thumbnails scrolled
// out of sight). A timing is not a pass/fail test; the
// goals are printed beside the medians.
//
//   attention_grid_bench [--runs N] [--only NAME,NAME…] [--screenshots DIR]
//     --only: just those scenarios, and no startup (to profile one); DIR: the view in heatmap and lines
//     mode, as PNG
#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <map>
#include <vector>

#include "../gui/isolated_settings.h"  // the user's real settings stay untouched
#include "../gui/synthetic_attention.h"
#include "core/model_session.h"
#include "views/attention_view.h"
#include "widgets/attention_lines_widget.h"
#include "widgets/heatmap_widget.h"
#include "workers/attention_thumbnail_renderer.h"

namespace {

constexpr int kLayers = 6, kHeads = 16, kSource = 110, kTarget = 120;

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n == 0 ? 0.0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

// Runs queued work until the view is idle (thumbnails rendered on the worker and adopted included) and the
// window has repainted what changed, as it does on screen.
void settle(studio::AttentionView& view) {
  QCoreApplication::processEvents();
  QElapsedTimer limit;
  limit.start();
  while (view.isBusy() && limit.elapsed() < 10000)
    QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents, 5);
  QCoreApplication::processEvents();  // the repaint the last delivery asked for
}

// The widget holding every thumbnail (each sits in a cell widget), painted whole, not only the part the
// scroll area shows.
QWidget* gridHost(studio::AttentionView& view) {
  return view.thumbnail(0, 0)->parentWidget()->parentWidget();
}

// Launches the app `runs` times with --startup-time (its own settings, so the default model and view) and
// returns the milliseconds from launch to the window shown with the model loaded, as the app measured them
// and as seen from here (until its line arrived).
void benchStartup(int runs) {
  QTemporaryDir home;
  std::vector<double> reported, observed;
  for (int r = 0; r < runs; ++r) {
    QProcess app;
    app.setProcessEnvironment(gui_test::isolatedEnvironment(home.path()));
    QElapsedTimer clock;
    clock.start();
    app.start(QStringLiteral(ATTN_STUDIO_EXE), {QStringLiteral("--startup-time")});
    if (!app.waitForFinished(60000) || app.exitCode() != 0) {
      std::printf("startup: the app did not report (%s)\n", app.readAllStandardError().constData());
      return;
    }
    observed.push_back(double(clock.nsecsElapsed()) / 1e6);
    const QByteArray line = app.readAllStandardOutput();
    reported.push_back(line.split(' ').value(1).toDouble());
    if (r == 0) std::printf("  first run: %s", line.constData());
  }
  std::printf("%-16s %9.1f %9.1f %9.1f %7.0f  %s\n", "startup", median(reported),
              *std::min_element(reported.begin(), reported.end()),
              *std::max_element(reported.begin(), reported.end()), 1000.0,
              "launch to the first window with the default model loaded, as the app measures it");
  std::printf("%-16s %9.1f %9.1f %9.1f %7s  %s\n", "startup+exit", median(observed),
              *std::min_element(observed.begin(), observed.end()),
              *std::max_element(observed.begin(), observed.end()), "",
              "the same seen from outside, until the app has exited");
}

struct Scenario {
  const char* name;
  const char* what;
  double goal_ms;               // 0: none
  std::function<void()> setup;  // not timed
  std::function<void()> run;    // timed
};

}  // namespace

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  int runs = 15;
  const QStringList args = QApplication::arguments();
  if (const auto i = args.indexOf(QStringLiteral("--runs")); i >= 0)
    runs = std::max(1, args.value(i + 1).toInt());
  QStringList only;
  if (const auto i = args.indexOf(QStringLiteral("--only")); i >= 0)
    only = args.value(i + 1).split(QLatin1Char(','));

  // Keeps the event loop waking while the worker renders.
  QTimer heartbeat;
  heartbeat.start(2);

  studio::ModelSession session;
  studio::AttentionView view(&session);
  view.resize(1500, 950);
  view.show();
  if (!QTest::qWaitForWindowExposed(&view)) return 1;
  const std::vector<studio::InferenceResultPtr> results = {
      gui_test::syntheticInspection(kLayers, kHeads, kSource, kTarget, 7),
      gui_test::syntheticInspection(kLayers, kHeads, kSource, kTarget, 8)};
  view.showResult(results[0]);
  settle(view);
  if (const auto i = args.indexOf(QStringLiteral("--screenshots")); i >= 0) {
    const QString dir = args.value(i + 1);
    view.selectQuery(5);
    settle(view);
    view.grab().save(dir + QStringLiteral("/attention_grid_query.png"));
    view.selectQuery(-1);
    view.setKind(studio::AttentionKind::kDecoderSelf);
    settle(view);
    view.grab().save(dir + QStringLiteral("/attention_grid_decoder.png"));
    view.setKind(studio::AttentionKind::kEncoderSelf);
    view.setLinesMode(true);
    settle(view);
    view.grab().save(dir + QStringLiteral("/attention_lines.png"));
    view.setLinesMode(false);
    settle(view);
  }
  int next_result = 1, next_kind = 1, next_query = 3;

  const std::vector<Scenario> scenarios = {
      {"show", "a new 6×16 inspection: grid and open cell, repainted", 16,
       [&] {
         view.setLinesMode(false);
         settle(view);
       },
       [&] {
         view.showResult(results[std::size_t(next_result)]);
         next_result = 1 - next_result;
         settle(view);
       }},
      {"show_gui_thread", "the same, GUI thread only: showResult() returns", 16, [] {},
       [&] {
         view.showResult(results[std::size_t(next_result)]);
         next_result = 1 - next_result;
       }},
      {"switch_kind", "another attention kind, repainted", 16, [&] { settle(view); },
       [&] {
         view.setKind(studio::AttentionKind(next_kind));
         next_kind = (next_kind + 1) % 3;
         settle(view);
       }},
      {"switch_gui_thread", "the same, GUI thread only: setKind() returns", 16, [&] { settle(view); },
       [&] {
         view.setKind(studio::AttentionKind(next_kind));
         next_kind = (next_kind + 1) % 3;
       }},
      {"query_focus", "a query token fades every thumbnail but its row", 16, [&] { settle(view); },
       [&] {
         view.selectQuery(next_query);
         next_query = next_query == 3 ? 7 : 3;
         settle(view);
       }},
      {"query_gui_thread", "the same, GUI thread only: selectQuery() returns", 16, [&] { settle(view); },
       [&] {
         view.selectQuery(next_query);
         next_query = next_query == 3 ? 7 : 3;
       }},
      {"render_96", "the worker's part: 96 thumbnails (image and picture) and their numbers, one thread", 0,
       [] {},
       [&] {
         studio::ThumbnailRenderRequest request;
         request.maps =
             std::shared_ptr<const attn::AttentionMaps>(results[0], &results[0]->inspection.attention);
         request.picture_size = view.thumbnail(0, 0)->pictureSize();  // as the view asks
         request.device_pixel_ratio = view.thumbnail(0, 0)->devicePixelRatio();
         studio::AttentionThumbnailRenderer::renderNow(request, 1);
       }},
      {"grid_repaint", "every thumbnail repainted, nothing changed", 16,
       [&] {
         view.selectQuery(-1);
         settle(view);
       },
       [&] { gridHost(view)->grab(); }},
      {"detail_repaint", "the open cell (120 × 110 with every token label) repainted, nothing changed", 16,
       [&] { settle(view); }, [&] { view.detailMap()->grab(); }},
      {"lines", "lines mode for the open layer, repainted", 50,
       [&] {
         view.setLinesMode(false);
         settle(view);
       },
       [&] {
         view.setLinesMode(true);
         settle(view);
       }},
      {"lines_toggle", "a head's lines switched off and on, the lines widget repainted", 50,
       [&] {
         view.setLinesMode(true);
         settle(view);
       },
       [&] {
         view.linesWidget()->setHeadVisible(0, false);
         view.linesWidget()->setHeadVisible(0, true);
         view.linesWidget()->grab();
       }},
      {"lines_repaint", "the lines widget repainted, nothing changed", 50,
       [&] {
         view.setLinesMode(true);
         settle(view);
       },
       [&] { view.linesWidget()->grab(); }},
  };

  std::printf("attention view, %d layers x %d heads, %d source / %d target tokens, %d runs each; medians\n",
              kLayers, kHeads, kSource, kTarget, runs);
  std::printf("%-16s %9s %9s %9s %7s  %s\n", "scenario", "median_ms", "min_ms", "max_ms", "goal", "what");
  for (const Scenario& s : scenarios) {
    if (!only.isEmpty() && !only.contains(QLatin1String(s.name))) continue;
    std::vector<double> ms;
    for (int r = 0; r < runs; ++r) {
      s.setup();
      QElapsedTimer clock;
      clock.start();
      s.run();
      ms.push_back(double(clock.nsecsElapsed()) / 1e6);
      settle(view);
    }
    const double med = median(ms);
    std::printf("%-16s %9.1f %9.1f %9.1f %7.0f  %s%s\n", s.name, med, *std::min_element(ms.begin(), ms.end()),
                *std::max_element(ms.begin(), ms.end()), s.goal_ms, s.what,
                s.goal_ms > 0 && med > s.goal_ms ? "  (over the goal)" : "");
    std::fflush(stdout);
  }
  if (only.isEmpty()) benchStartup(std::max(3, runs / 2));
  return 0;
}
