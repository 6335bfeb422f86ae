// The public Vulkan entry points (attention/vulkan_devices.h).
#include "attention/vulkan_devices.h"

#include <algorithm>

#include "backend/vulkan/vulkan_backend.h"
#include "backend/vulkan/vulkan_context.h"

namespace attn {

std::vector<VulkanDevice> list_vulkan_devices() {
  std::vector<VulkanDevice> out;
  for (const auto& d : vk::enumerate_devices())
    out.push_back({d.index, d.name, d.type, d.driver, d.memory_bytes, d.real_gpu});
  return out;
}

std::unique_ptr<Backend> make_vulkan_backend(const ModelConfig& config, int device_index) {
  return std::make_unique<vk::VulkanBackend>(config, device_index);
}

void set_vulkan_profiling(Backend& backend, bool on) {
  if (auto* v = dynamic_cast<vk::VulkanBackend*>(&backend)) v->profiler().set_enabled(on);
}

void clear_vulkan_profile(Backend& backend) {
  if (auto* v = dynamic_cast<vk::VulkanBackend*>(&backend)) v->profiler().clear();
}

std::vector<KernelProfile> vulkan_profile(Backend& backend) {
  std::vector<KernelProfile> out;
  auto* v = dynamic_cast<vk::VulkanBackend*>(&backend);
  if (!v) return out;
  for (const auto& [name, s] : v->profiler().stats()) {
    const double seconds = s.ns * 1e-9;
    out.push_back({name, s.calls, s.ns * 1e-6, seconds > 0 ? s.flops / seconds * 1e-9 : 0,
                   seconds > 0 ? s.bytes / seconds * 1e-9 : 0});
  }
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.total_ms > b.total_ms; });
  return out;
}

int vulkan_validation_messages(Backend& backend) {
  auto* v = dynamic_cast<vk::VulkanBackend*>(&backend);
  if (!v || !v->context().validation()) return -1;
  return v->context().validation_messages();
}

}  // namespace attn
