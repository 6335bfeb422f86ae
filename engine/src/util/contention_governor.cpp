#include "attention/contention_governor.h"

#include <omp.h>

#include <cstdlib>
#include <fstream>
#include <string_view>

namespace attn {

std::int64_t thread_run_delay_ns() {
  // "time on the cpu, time waiting on a run queue, timeslices run" (Documentation/scheduler/sched-stats).
  std::ifstream in("/proc/thread-self/schedstat");
  std::int64_t on_cpu = 0, waiting = -1;
  if (!(in >> on_cpu >> waiting)) return -1;
  return waiting;
}

ContentionGovernor::ContentionGovernor(int threads)
    : full_(threads > 0 ? threads : omp_get_max_threads()),
      current_(full_),
      last_wall_(std::chrono::steady_clock::now()),
      last_delay_ns_(thread_run_delay_ns()) {
  // ATTN_CONTENTION_GOVERNOR=off keeps the thread count fixed (to compare, or where the user sets it).
  const char* setting = std::getenv("ATTN_CONTENTION_GOVERNOR");
  const bool off = setting && std::string_view(setting) == "off";
  readable_ = !off && last_delay_ns_ >= 0 && full_ > 1;
}

ContentionGovernor::~ContentionGovernor() {
  if (current_ != full_) omp_set_num_threads(full_);
}

int ContentionGovernor::next_threads(int current, int full, double waiting_share) {
  if (waiting_share > kBusyShare) return 1;
  if (waiting_share < kIdleShare) return full;
  return current;
}

void ContentionGovernor::between_units() {
  if (!readable_) return;
  const auto now = std::chrono::steady_clock::now();
  const auto wall = now - last_wall_;
  if (wall < kInterval) return;
  const std::int64_t delay = thread_run_delay_ns();
  if (delay < 0) {
    readable_ = false;
    return;
  }
  const double share = double(delay - last_delay_ns_) /
                       double(std::chrono::duration_cast<std::chrono::nanoseconds>(wall).count());
  last_wall_ = now;
  last_delay_ns_ = delay;
  const int wanted = next_threads(current_, full_, share);
  if (wanted != current_) {
    current_ = wanted;
    omp_set_num_threads(current_);
  }
}

}  // namespace attn
