// Several processes decoding side by side on few cores (four attention-cli runs, the CLI beside the app or a
// training): OpenMP threads that spin while they wait take each other's cores, and measured on 2 cores four
// runs side by side took 6x as long as one after another. A short spin for every run slowed the single run
// by half instead (its threads wake for every parallel region). So a long run watches for itself whether its
// thread waits for a core (the scheduler's run delay, /proc/thread-self/schedstat): while it does, it decodes
// with one thread, which leaves the other cores to the other processes; when the wait ends, it goes back to
// all its threads. ATTN_CONTENTION_GOVERNOR=off turns it off.
#pragma once

#include <chrono>
#include <cstdint>

namespace attn {

class ContentionGovernor {
 public:
  // `threads`: the OpenMP thread count to use while no other process competes (omp_get_max_threads() at
  // construction when 0).
  explicit ContentionGovernor(int threads = 0);
  // Gives the calling thread its full thread count back (a governor that ends while it used one thread would
  // otherwise leave the next one, and every later parallel region of this thread, at one).
  ~ContentionGovernor();
  ContentionGovernor(const ContentionGovernor&) = delete;
  ContentionGovernor& operator=(const ContentionGovernor&) = delete;

  // Call between units of work (a sentence, a batch) on the thread that runs them; at most every kInterval it
  // compares the time that thread waited for a core with the time that passed, and sets OpenMP's thread
  // count for the next units.
  void between_units();

  // The thread count the next units will use.
  int threads() const { return current_; }

  // The rule: the thread count after a sample in which the thread waited for a core `waiting_share` of the
  // time, from `current` threads of `full`.
  static int next_threads(int current, int full, double waiting_share);

  // The share of wall time above which the run counts as competing for cores, and below which it counts as
  // alone again (between the two it keeps what it has, so it does not switch back and forth).
  static constexpr double kBusyShare = 0.10;
  static constexpr double kIdleShare = 0.02;
  static constexpr std::chrono::milliseconds kInterval{100};

 private:
  int full_;
  int current_;
  bool readable_ = true;
  std::chrono::steady_clock::time_point last_wall_;
  std::int64_t last_delay_ns_ = 0;
};

// The time (ns) the calling thread has waited on a run queue for a core since it started, or -1 where the
// kernel does not say (no /proc/thread-self/schedstat).
std::int64_t thread_run_delay_ns();

}  // namespace attn
