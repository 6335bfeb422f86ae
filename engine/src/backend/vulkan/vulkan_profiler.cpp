#include "backend/vulkan/vulkan_profiler.h"

namespace attn::vk {

Profiler::Profiler(Context& ctx) : ctx_(ctx) {
  VkQueryPoolCreateInfo qi{};
  qi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
  qi.queryType = VK_QUERY_TYPE_TIMESTAMP;
  qi.queryCount = kQueries;
  check(vkCreateQueryPool(ctx.device(), &qi, nullptr, &pool_), "creating the timestamp query pool");
}

Profiler::~Profiler() { vkDestroyQueryPool(ctx_.device(), pool_, nullptr); }

void Profiler::begin(VkCommandBuffer cmd) {
  next_ = 0;
  pending_.clear();
  if (enabled_) vkCmdResetQueryPool(cmd, pool_, 0, kQueries);
}

void Profiler::before(VkCommandBuffer cmd) {
  if (!enabled_ || next_ + 2 > kQueries) return;
  vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, pool_, next_);
}

void Profiler::after(VkCommandBuffer cmd, const char* name, double flops, double bytes) {
  if (!enabled_ || next_ + 2 > kQueries) return;
  vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool_, next_ + 1);
  next_ += 2;
  pending_.push_back({name, flops, bytes});
}

void Profiler::collect() {
  if (!enabled_ || next_ == 0) return;
  std::vector<std::uint64_t> t(next_);
  if (vkGetQueryPoolResults(ctx_.device(), pool_, 0, next_, t.size() * sizeof(std::uint64_t), t.data(),
                            sizeof(std::uint64_t),
                            VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) != VK_SUCCESS)
    return;
  for (std::size_t i = 0; i < pending_.size(); ++i) {
    auto& s = stats_[pending_[i].name];
    s.calls += 1;
    s.ns += double(t[2 * i + 1] - t[2 * i]) * ctx_.limits().timestamp_period_ns;
    s.flops += pending_[i].flops;
    s.bytes += pending_[i].bytes;
  }
  next_ = 0;
  pending_.clear();
}

}  // namespace attn::vk
