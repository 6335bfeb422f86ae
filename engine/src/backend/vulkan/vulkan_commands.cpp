#include "backend/vulkan/vulkan_commands.h"

#include "attention/error.h"

namespace attn::vk {

Recorder::Recorder(Context& ctx, Pipelines& pipelines, Profiler& profiler)
    : ctx_(ctx), pipelines_(pipelines), profiler_(profiler) {
  VkCommandPoolCreateInfo pi{};
  pi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  pi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  pi.queueFamilyIndex = ctx.queue_family();
  check(vkCreateCommandPool(ctx.device(), &pi, nullptr, &pool_), "creating the command pool");
  VkCommandBufferAllocateInfo ai{};
  ai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
  ai.commandPool = pool_;
  ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  ai.commandBufferCount = 1;
  check(vkAllocateCommandBuffers(ctx.device(), &ai, &cmd_), "allocating a command buffer");
  VkFenceCreateInfo fi{};
  fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  check(vkCreateFence(ctx.device(), &fi, nullptr, &fence_), "creating a fence");
  if (ctx.push_descriptors())
    push_descriptor_set_ = reinterpret_cast<PFN_vkCmdPushDescriptorSetKHR>(
        vkGetDeviceProcAddr(ctx.device(), "vkCmdPushDescriptorSetKHR"));
}

Recorder::~Recorder() {
  if (recording_) vkEndCommandBuffer(cmd_);
  vkDestroyFence(ctx_.device(), fence_, nullptr);
  vkDestroyCommandPool(ctx_.device(), pool_, nullptr);
}

void Recorder::begin() {
  if (recording_) return;
  check(vkResetCommandBuffer(cmd_, 0), "resetting a command buffer");
  VkCommandBufferBeginInfo bi{};
  bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cmd_, &bi), "beginning a command buffer");
  recording_ = true;
  reads_.clear();
  writes_.clear();
  profiler_.begin(cmd_);
}

void Recorder::barrier() {
  VkMemoryBarrier mb{};
  mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                     VK_ACCESS_TRANSFER_WRITE_BIT;
  const VkPipelineStageFlags stages = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  vkCmdPipelineBarrier(cmd_, stages, stages, 0, 1, &mb, 0, nullptr, 0, nullptr);
  reads_.clear();
  writes_.clear();
}

void Recorder::hazard(std::initializer_list<DSpan> reads, std::initializer_list<DSpan> writes) {
  auto overlaps = [](const std::vector<Range>& set, const DSpan& s) {
    for (const auto& r : set)
      if (s.addr < r.end && r.begin < s.addr + s.bytes) return true;
    return false;
  };
  bool need = false;
  for (const auto& r : reads)
    if (r && overlaps(writes_, r)) need = true;  // read after write
  for (const auto& w : writes)
    if (w && (overlaps(writes_, w) || overlaps(reads_, w))) need = true;  // write after write / read
  if (need) barrier();
  for (const auto& r : reads)
    if (r) reads_.push_back({r.addr, r.addr + r.bytes});
  for (const auto& w : writes)
    if (w) writes_.push_back({w.addr, w.addr + w.bytes});
}

void Recorder::dispatch(const char* shader, const std::vector<std::int32_t>& spec, const void* push,
                        std::size_t push_bytes, std::uint32_t gx, std::uint32_t gy, std::uint32_t gz,
                        std::initializer_list<DSpan> reads, std::initializer_list<DSpan> writes, double flops,
                        double bytes, const std::vector<VkDescriptorBufferInfo>& descriptors,
                        const std::vector<VkBufferView>& texels, const VkDescriptorBufferInfo* uniform,
                        const char* profile_label) {
  if (gx == 0 || gy == 0 || gz == 0) return;
  if (push_bytes > kPushConstantBytes)
    throw Error(std::string("Vulkan: push constants too large for ") + shader);
  const auto& lim = ctx_.limits();
  if (gx > lim.max_group_count[0] || gy > lim.max_group_count[1] || gz > lim.max_group_count[2])
    throw Error(std::string("Vulkan: kernel ") + shader + " needs more workgroups than the device allows");
  VkPipeline pipeline = pipelines_.get(shader, spec);
  if (observer_) observer_->before(shader, reads, writes);
  begin();
  hazard(reads, writes);
  vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  const VkPipelineLayout layout = pipelines_.layout_for(shader);
  if (!descriptors.empty() || !texels.empty() || uniform) {
    std::vector<VkWriteDescriptorSet> sets(descriptors.size() + texels.size() + (uniform ? 1 : 0));
    for (std::size_t i = 0; i < sets.size(); ++i) {
      sets[i] = {};
      sets[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
      sets[i].descriptorCount = 1;
      if (i < descriptors.size()) {
        sets[i].dstBinding = std::uint32_t(i);
        sets[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        sets[i].pBufferInfo = &descriptors[i];
      } else if (i == descriptors.size() + texels.size()) {
        sets[i].dstBinding = Pipelines::kUniformBinding;
        sets[i].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER;
        sets[i].pBufferInfo = uniform;
      } else {
        sets[i].dstBinding = Pipelines::kSsboBindings + std::uint32_t(i - descriptors.size());
        sets[i].descriptorType = VK_DESCRIPTOR_TYPE_UNIFORM_TEXEL_BUFFER;
        sets[i].pTexelBufferView = &texels[i - descriptors.size()];
      }
    }
    push_descriptor_set_(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE, layout, 0, std::uint32_t(sets.size()),
                         sets.data());
  }
  vkCmdPushConstants(cmd_, layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, std::uint32_t(push_bytes), push);
  profiler_.before(cmd_);
  vkCmdDispatch(cmd_, gx, gy, gz);
  profiler_.after(cmd_, profile_label ? profile_label : shader, flops, bytes);
  if (observer_) observer_->after(shader, push, writes);
}

void Recorder::fill_zero(const DSpan& dst) {
  begin();
  hazard({}, {dst});
  vkCmdFillBuffer(cmd_, dst.buffer, dst.offset, dst.bytes, 0);
}

void Recorder::copy(const DSpan& src, const DSpan& dst) {
  begin();
  hazard({src}, {dst});
  VkBufferCopy region{src.offset, dst.offset, std::min(src.bytes, dst.bytes)};
  vkCmdCopyBuffer(cmd_, src.buffer, dst.buffer, 1, &region);
}

void Recorder::copy_regions(const DSpan& src, const DSpan& dst, const std::vector<VkBufferCopy>& regions) {
  if (regions.empty()) return;
  begin();
  hazard({src}, {dst});
  vkCmdCopyBuffer(cmd_, src.buffer, dst.buffer, std::uint32_t(regions.size()), regions.data());
}

void Recorder::submit_and_wait() {
  if (!recording_) return;
  VkMemoryBarrier mb{};
  mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd_, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                       VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, nullptr, 0, nullptr);
  recording_ = false;
  check(vkEndCommandBuffer(cmd_), "ending a command buffer");
  VkSubmitInfo si{};
  si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd_;
  check(vkQueueSubmit(ctx_.queue(), 1, &si, fence_), "submitting work");
  const VkResult r = vkWaitForFences(ctx_.device(), 1, &fence_, VK_TRUE, 600ull * 1000 * 1000 * 1000);
  vkResetFences(ctx_.device(), 1, &fence_);
  check(r, "waiting for the device");
  profiler_.collect();
}

}  // namespace attn::vk
