#include "util/profile.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace attn {

namespace {
struct Totals {
  std::mutex mutex;
  std::map<std::string, std::pair<double, long>> by_name;
  ~Totals() {
    std::vector<std::pair<std::string, std::pair<double, long>>> rows(by_name.begin(), by_name.end());
    std::sort(rows.begin(), rows.end(), [](auto& a, auto& b) { return a.second.first > b.second.first; });
    for (auto& [name, v] : rows)
      std::fprintf(stderr, "profile %-28s %9.3f s  %8ld calls\n", name.c_str(), v.first, v.second);
  }
};
Totals& totals() {
  static Totals t;
  return t;
}
}  // namespace

bool profiling_enabled() {
  static const bool on = [] {
    const char* v = std::getenv("ATTN_PROFILE");
    return v && *v && *v != '0';
  }();
  return on;
}

void profile_add(const char* name, double seconds) {
  Totals& t = totals();
  std::lock_guard lock(t.mutex);
  auto& e = t.by_name[name];
  e.first += seconds;
  e.second += 1;
}

}  // namespace attn
