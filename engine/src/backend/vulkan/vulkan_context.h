// The Vulkan instance, the chosen physical device, its compute queue and the limits the kernels are
// tuned from. The engine creates its own VkInstance (headless: no surface, no window system).
#pragma once

#include <vulkan/vulkan.h>

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace attn::vk {

// Throws attn::Error naming `what` and the cause (out of device memory, device lost, ...) unless r is
// VK_SUCCESS.
void check(VkResult r, const char* what);
const char* result_name(VkResult r);

struct DeviceInfo {
  int index = 0;
  std::string name, type, driver;
  std::uint64_t memory_bytes = 0;  // largest device-local heap
  bool real_gpu = false;           // discrete or integrated (lavapipe and other CPU devices are not)
};

// The loader's devices. Throws attn::Error when there is no loader or no driver.
std::vector<DeviceInfo> enumerate_devices();

struct DeviceLimits {
  std::uint32_t subgroup_size = 1;
  std::uint32_t shared_memory = 16384;
  std::uint32_t max_invocations = 128;
  std::uint32_t max_group_count[3] = {65535, 65535, 65535};
  float timestamp_period_ns = 1.0f;
  bool timestamps = false;
  bool cpu_device = false;
  std::uint64_t max_storage_range = 1u << 27;  // bytes one storage-buffer descriptor may cover
  std::uint64_t max_texel_elements = 65536;    // texels one texel-buffer view may cover
  std::uint64_t max_uniform_range = 16384;     // bytes one uniform-buffer descriptor may cover
};

class Context {
 public:
  // Opens device `index` of enumerate_devices(). With `validation`, enables VK_LAYER_KHRONOS_validation and
  // a debug messenger that counts (and prints) its warnings and errors.
  Context(int index, bool validation);
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  VkDevice device() const { return device_; }
  VkPhysicalDevice physical() const { return physical_; }
  VkQueue queue() const { return queue_; }
  std::uint32_t queue_family() const { return queue_family_; }
  const DeviceInfo& info() const { return info_; }
  const DeviceLimits& limits() const { return limits_; }
  bool push_descriptors() const { return push_descriptors_; }
  bool validation() const { return messenger_ != VK_NULL_HANDLE; }
  int validation_messages() const { return messages_.load(); }
  // A memory type index with all of `want`, or -1.
  int memory_type(std::uint32_t type_bits, VkMemoryPropertyFlags want) const;

 private:
  void release();

  VkInstance instance_ = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  std::uint32_t queue_family_ = 0;
  DeviceInfo info_;
  DeviceLimits limits_;
  VkPhysicalDeviceMemoryProperties memory_{};
  std::atomic<int> messages_{0};
  bool push_descriptors_ = false;
};

}  // namespace attn::vk
