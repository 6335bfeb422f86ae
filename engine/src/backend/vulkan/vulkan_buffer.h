// Device memory: buffers allocated once (parameters, gradients, optimizer state, caches), and grow-only
// arenas for a pass's activations (device-local) and its small inputs and read-backs (host-visible).
// Kernels reach memory through buffer device addresses, so a view is an address plus its buffer for copies.
#pragma once

#include <vulkan/vulkan.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "backend/vulkan/vulkan_context.h"

namespace attn::vk {

// A view of 4-byte elements inside a buffer.
struct DSpan {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceSize offset = 0;  // bytes into `buffer`
  VkDeviceSize bytes = 0;
  VkDeviceAddress addr = 0;
  void* host = nullptr;       // mapped pointer for host-visible memory
  VkDeviceSize capacity = 0;  // size of the whole buffer (for descriptor ranges)
  // Uniform texel buffer views of the whole buffer (from byte 0) as RGBA32F and R32F texels; null when the
  // buffer is larger than the device's texel-buffer limit.
  VkBufferView texel4 = VK_NULL_HANDLE, texel1 = VK_NULL_HANDLE;

  explicit operator bool() const { return buffer != VK_NULL_HANDLE; }
  std::size_t size() const { return std::size_t(bytes / 4); }
  // Elements [first, first + count) of this view; count = -1: to the end.
  DSpan at(std::size_t first, std::ptrdiff_t count = -1) const;
  float* f32() const { return static_cast<float*>(host); }
  std::int32_t* i32() const { return static_cast<std::int32_t*>(host); }
};

class Buffer {
 public:
  Buffer(Context& ctx, VkDeviceSize bytes, bool host_visible, const char* what);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  Buffer& operator=(const Buffer&) = delete;
  DSpan span() const { return {buffer_, 0, bytes_, addr_, mapped_, bytes_, texel4_, texel1_}; }
  VkDeviceSize bytes() const { return bytes_; }

 private:
  Context& ctx_;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  VkDeviceSize bytes_ = 0;
  VkDeviceAddress addr_ = 0;
  void* mapped_ = nullptr;
  VkBufferView texel4_ = VK_NULL_HANDLE, texel1_ = VK_NULL_HANDLE;
};

// Bump allocation from chunks that are kept across reset(): after the first step of a given size, a pass
// allocates nothing. Views stay valid until reset().
class Arena {
 public:
  Arena(Context& ctx, bool host_visible, const char* what);
  DSpan alloc(std::size_t elements);
  void reset();
  VkDeviceSize capacity() const;

 private:
  Context& ctx_;
  bool host_;
  const char* what_;
  std::vector<std::unique_ptr<Buffer>> chunks_;
  std::size_t chunk_ = 0;  // current chunk
  VkDeviceSize used_ = 0;  // bytes used in the current chunk
};

}  // namespace attn::vk
