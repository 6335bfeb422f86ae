// Per-kernel GPU time from timestamp queries written around every dispatch of a command buffer.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "backend/vulkan/vulkan_context.h"

namespace attn::vk {

struct KernelStats {
  std::int64_t calls = 0;
  double ns = 0, flops = 0, bytes = 0;
};

class Profiler {
 public:
  explicit Profiler(Context& ctx);
  ~Profiler();
  Profiler(const Profiler&) = delete;
  Profiler& operator=(const Profiler&) = delete;

  bool enabled() const { return enabled_; }
  void set_enabled(bool on) { enabled_ = on && ctx_.limits().timestamps; }
  // Recording: reset at the start of a command buffer, then a pair of timestamps around each kernel.
  void begin(VkCommandBuffer cmd);
  void before(VkCommandBuffer cmd);
  void after(VkCommandBuffer cmd, const char* name, double flops, double bytes);
  // After the command buffer completed: folds its timestamps into the totals.
  void collect();
  const std::map<std::string, KernelStats>& stats() const { return stats_; }
  void clear() { stats_.clear(); }

 private:
  struct Pending {
    const char* name;
    double flops, bytes;
  };
  static constexpr std::uint32_t kQueries = 8192;
  Context& ctx_;
  bool enabled_ = false;
  VkQueryPool pool_ = VK_NULL_HANDLE;
  std::uint32_t next_ = 0;
  std::vector<Pending> pending_;
  std::map<std::string, KernelStats> stats_;
};

}  // namespace attn::vk
