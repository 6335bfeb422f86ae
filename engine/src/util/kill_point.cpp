#include "util/kill_point.h"

#include <csignal>
#include <cstdlib>
#include <mutex>
#include <string>

namespace attn {

namespace {

struct KillTarget {
  std::string name;
  long occurrence = 0;  // 0: not armed
};

KillTarget read_target() {
  KillTarget t;
  const char* spec = std::getenv("ATTN_TEST_KILL_AT");
  if (!spec || !*spec) return t;
  const std::string s = spec;
  const auto hash = s.rfind('#');
  t.name = s.substr(0, hash);
  t.occurrence = hash == std::string::npos ? 1 : std::strtol(s.c_str() + hash + 1, nullptr, 10);
  return t;
}

}  // namespace

void kill_point(std::string_view name) {
  static const KillTarget target = read_target();
  if (target.occurrence <= 0 || name != target.name) return;
  static std::mutex mutex;
  static long reached = 0;
  std::lock_guard lock(mutex);
  if (++reached == target.occurrence) std::raise(SIGKILL);
}

}  // namespace attn
