// Records one command buffer (one submit) per training or decoding step. Kernels declare the views they
// read and write; a barrier is inserted only before a command that touches memory an earlier, unbarriered
// command wrote (or writes memory one read), so independent kernels run back to back.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <vector>

#include "backend/vulkan/vulkan_buffer.h"
#include "backend/vulkan/vulkan_context.h"
#include "backend/vulkan/vulkan_pipelines.h"
#include "backend/vulkan/vulkan_profiler.h"

namespace attn::vk {

// Sees every dispatch (the divergence checker): before() may submit pending work and snapshot memory,
// after() may submit the kernel and compare its result.
class DispatchObserver {
 public:
  virtual ~DispatchObserver() = default;
  virtual void before(const char* shader, std::initializer_list<DSpan> reads,
                      std::initializer_list<DSpan> writes) = 0;
  virtual void after(const char* shader, const void* push, std::initializer_list<DSpan> writes) = 0;
};

class Recorder {
 public:
  Recorder(Context& ctx, Pipelines& pipelines, Profiler& profiler);
  ~Recorder();
  Recorder(const Recorder&) = delete;
  Recorder& operator=(const Recorder&) = delete;

  Context& context() { return ctx_; }
  Pipelines& pipelines() { return pipelines_; }
  bool recording() const { return recording_; }
  void begin();  // no-op when already recording

  void dispatch(const char* shader, const std::vector<std::int32_t>& spec, const void* push,
                std::size_t push_bytes, std::uint32_t gx, std::uint32_t gy, std::uint32_t gz,
                std::initializer_list<DSpan> reads, std::initializer_list<DSpan> writes, double flops,
                double bytes, const std::vector<VkDescriptorBufferInfo>& descriptors = {},
                const std::vector<VkBufferView>& texels = {}, const VkDescriptorBufferInfo* uniform = nullptr,
                const char* profile_label = nullptr);
  void fill_zero(const DSpan& dst);
  void copy(const DSpan& src, const DSpan& dst);  // dst.bytes bytes
  // Several regions between two buffers; `src` and `dst` are the views that bound them (for hazards).
  void copy_regions(const DSpan& src, const DSpan& dst, const std::vector<VkBufferCopy>& regions);

  // Ends, submits, waits and makes device writes visible to the host. Throws attn::Error on device loss.
  void submit_and_wait();

  void set_observer(std::unique_ptr<DispatchObserver> observer) { observer_ = std::move(observer); }

 private:
  struct Range {
    VkDeviceAddress begin, end;
  };
  void hazard(std::initializer_list<DSpan> reads, std::initializer_list<DSpan> writes);
  void barrier();

  Context& ctx_;
  Pipelines& pipelines_;
  Profiler& profiler_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  PFN_vkCmdPushDescriptorSetKHR push_descriptor_set_ = nullptr;
  bool recording_ = false;
  std::vector<Range> reads_, writes_;  // since the last barrier
  std::unique_ptr<DispatchObserver> observer_;
};

}  // namespace attn::vk
