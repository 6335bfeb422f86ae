// The contention governor (attention/contention_governor.h): its rule (one thread while the thread waits for
// a core more than 10 % of the time, all of them again below 2 %, unchanged between), and on a real
// scheduler that it reads the run delay and drops to one thread under contention made here by busy threads
// pinned to the same core as the test's thread. (The way back is the rule's: whether the machine is quiet
// enough for it cannot be known while ctest runs other tests beside this one.)
#include "attention/contention_governor.h"

#include <gtest/gtest.h>
#include <omp.h>
#include <pthread.h>
#include <sched.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace attn {
namespace {

void pin_to_cpu(int cpu) {
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  pthread_setaffinity_np(pthread_self(), sizeof(set), &set);
}

// Busy threads pinned to CPU 0, with the test's thread pinned there too while this lives: the test's thread
// then gets about a quarter of the core (waits 75 % of the time).
class PinnedRivals {
 public:
  PinnedRivals() {
    pthread_getaffinity_np(pthread_self(), sizeof(original_), &original_);
    pin_to_cpu(0);
    for (int i = 0; i < 3; ++i)
      rivals_.emplace_back([this] {
        pin_to_cpu(0);
        volatile long spin = 0;
        while (!stop_.load(std::memory_order_relaxed)) spin = spin + 1;
      });
  }
  ~PinnedRivals() {
    stop_ = true;
    for (auto& t : rivals_) t.join();
    pthread_setaffinity_np(pthread_self(), sizeof(original_), &original_);
  }

 private:
  cpu_set_t original_;
  std::atomic<bool> stop_{false};
  std::vector<std::thread> rivals_;
};

// Work between calls for `duration`, as a decoder would between sentences.
void work_for(ContentionGovernor& governor, std::chrono::milliseconds duration) {
  const auto end = std::chrono::steady_clock::now() + duration;
  volatile double sink = 0;
  while (std::chrono::steady_clock::now() < end) {
    for (int i = 0; i < 20000; ++i) sink = sink + 1e-9 * i;
    governor.between_units();
  }
}

TEST(ContentionGovernor, ReadsTheRunDelay) {
  const std::int64_t delay = thread_run_delay_ns();
  if (delay < 0) GTEST_SKIP() << "no /proc/thread-self/schedstat";
  EXPECT_GE(thread_run_delay_ns(), delay);
}

TEST(ContentionGovernor, RuleWithHysteresis) {
  EXPECT_EQ(ContentionGovernor::next_threads(2, 2, 0.5), 1);
  EXPECT_EQ(ContentionGovernor::next_threads(2, 2, 0.11), 1);
  EXPECT_EQ(ContentionGovernor::next_threads(2, 2, 0.05), 2);  // between: unchanged
  EXPECT_EQ(ContentionGovernor::next_threads(1, 2, 0.05), 1);
  EXPECT_EQ(ContentionGovernor::next_threads(1, 2, 0.01), 2);
  EXPECT_EQ(ContentionGovernor::next_threads(1, 8, 0.0), 8);
}

TEST(ContentionGovernor, UsesOneThreadWhileItWaitsForACore) {
  if (thread_run_delay_ns() < 0) GTEST_SKIP() << "no /proc/thread-self/schedstat";
  omp_set_num_threads(4);
  ContentionGovernor governor(4);
  EXPECT_EQ(governor.threads(), 4);
  PinnedRivals rivals;
  work_for(governor, std::chrono::milliseconds(600));
  EXPECT_EQ(governor.threads(), 1);
  EXPECT_EQ(omp_get_max_threads(), 1);
}

// A governor that ends while it used one thread gives the thread its full count back.
TEST(ContentionGovernor, EndingRestoresTheFullThreadCount) {
  if (thread_run_delay_ns() < 0) GTEST_SKIP() << "no /proc/thread-self/schedstat";
  omp_set_num_threads(3);
  {
    PinnedRivals rivals;
    ContentionGovernor governor;
    work_for(governor, std::chrono::milliseconds(600));
    EXPECT_EQ(omp_get_max_threads(), 1);
  }
  EXPECT_EQ(omp_get_max_threads(), 3);
}

}  // namespace
}  // namespace attn
