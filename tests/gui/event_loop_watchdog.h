// Measures, from a thread of its own, how long the GUI thread's event loop goes without turning, and how
// much memory the process holds, phase by phase: what a person would feel as a frozen window, and what
// would fill the machine's memory (issue 27: the first Start froze the window while the GUI thread grew by
// 130 MB a second).
//
// A precise 10 ms timer on the GUI thread stamps a heartbeat; the watchdog thread looks every 2 ms and keeps
// the longest gap beyond the timer's interval (the stall) and the largest VmRSS of /proc/self/status. A GUI
// thread that does not turn for `abort_after_ms` ends the process with the phase's name: a hung test would
// otherwise only end at ctest's timeout, without saying where.
#pragma once

#include <QByteArray>
#include <QFile>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QtGlobal>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <mutex>
#include <thread>

namespace gui_test {

// The process's resident memory in MiB, from /proc/self/status (0 where there is none).
inline double residentMemoryMiB() {
  QFile status(QStringLiteral("/proc/self/status"));
  if (!status.open(QIODevice::ReadOnly)) return 0;
  for (const QByteArray& line : status.readAll().split('\n'))
    if (line.startsWith("VmRSS:")) return line.mid(6).trimmed().split(' ').first().toDouble() / 1024.0;
  return 0;
}

class EventLoopWatchdog {
 public:
  struct Figures {
    double max_stall_ms = 0;  // the longest time the event loop did not turn, beyond the timer's interval
    double peak_rss_mib = 0;  // the most memory the process held
  };

  explicit EventLoopWatchdog(int abort_after_ms = 60000) : abort_after_ms_(abort_after_ms) {
    beat_.setTimerType(Qt::PreciseTimer);
    beat_.setInterval(kBeatMs);
    QObject::connect(&beat_, &QTimer::timeout, [this] { last_beat_ns_ = nowNs(); });
    last_beat_ns_ = nowNs();
    beat_.start();
    thread_ = std::thread([this] { watch(); });
  }

  ~EventLoopWatchdog() {
    {
      std::lock_guard lock(mutex_);
      stop_ = true;
    }
    wake_.notify_all();
    thread_.join();
  }

  // Starts measuring a phase (the heartbeat counts from now: the test's own set-up before it is not a stall).
  void begin(const char* phase) {
    std::lock_guard lock(mutex_);
    phase_ = phase;
    last_beat_ns_ = nowNs();
    figures_ = Figures{};
    figures_.peak_rss_mib = residentMemoryMiB();
  }

  // Ends the phase and returns what it measured.
  Figures end() {
    std::lock_guard lock(mutex_);
    phase_ = nullptr;
    return figures_;
  }

 private:
  static constexpr int kBeatMs = 10;
  static constexpr int kLookMs = 2;
  static constexpr int kMemoryEveryLooks = 25;  // VmRSS every 50 ms

  static qint64 nowNs() {
    return std::chrono::duration_cast<std::chrono::nanoseconds>(
               std::chrono::steady_clock::now().time_since_epoch())
        .count();
  }

  void watch() {
    int looks = 0;
    std::unique_lock lock(mutex_);
    while (!wake_.wait_for(lock, std::chrono::milliseconds(kLookMs), [this] { return stop_; })) {
      const double gap_ms = double(nowNs() - last_beat_ns_.load()) / 1e6;
      if (phase_) {
        figures_.max_stall_ms = std::max(figures_.max_stall_ms, gap_ms - kBeatMs);
        if (++looks % kMemoryEveryLooks == 0)
          figures_.peak_rss_mib = std::max(figures_.peak_rss_mib, residentMemoryMiB());
      }
      if (gap_ms > abort_after_ms_) {
        std::fprintf(stderr,
                     "FAIL: the GUI thread has not returned to its event loop for %.0f s (phase: %s)\n",
                     gap_ms / 1000.0, phase_ ? phase_ : "between phases");
        std::fflush(stderr);
        std::abort();
      }
    }
  }

  const int abort_after_ms_;
  QTimer beat_;
  std::atomic<qint64> last_beat_ns_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stop_ = false;
  const char* phase_ = nullptr;
  Figures figures_;
  std::thread thread_;
};

}  // namespace gui_test
