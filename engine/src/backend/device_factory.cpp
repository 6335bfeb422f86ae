#include "backend/device_factory.h"

#include <cstdio>
#include <cstdlib>
#include <string>

#include "attention/error.h"
#include "attention/vulkan_devices.h"

namespace attn {

DeviceChoice choose_device(std::string_view name) {
  if (name == "cpu") return {};
  if (name == "auto" || name.empty()) {
    // A real GPU when there is one; lavapipe and other CPU devices only when asked for by name.
    try {
      for (const auto& d : list_vulkan_devices())
        if (d.real_gpu) return {true, d.index};
    } catch (const Error& e) {
      std::fprintf(stderr, "note: no usable Vulkan GPU (%s); using the CPU backend\n", e.what());
    }
    return {};
  }
  if (name == "vulkan" || name.substr(0, 7) == "vulkan:") {
    const auto devices = list_vulkan_devices();  // throws a clear Error without a loader/driver
    if (devices.empty()) throw Error("Vulkan: no device found (see attention-cli devices)");
    if (name.size() > 7) {
      const std::string n(name.substr(7));
      char* end = nullptr;
      const long v = std::strtol(n.c_str(), &end, 10);
      if (n.empty() || *end != '\0' || v < 0) throw Error("bad Vulkan device index '" + n + "' in --backend");
      return {true, int(v)};
    }
    for (const auto& d : devices)
      if (d.real_gpu) return {true, d.index};
    return {true, 0};  // asked for Vulkan by name: a CPU device (lavapipe) will do
  }
  throw Error("unknown backend '" + std::string(name) + "' (expected auto, cpu, vulkan or vulkan:N)");
}

bool vulkan_validation_requested() {
  const char* v = std::getenv("ATTN_VULKAN_VALIDATION");
  return v && *v && std::string(v) != "0";
}

std::unique_ptr<cpu::CpuDevice> make_cpu_device(const ModelConfig& config) {
  return std::make_unique<cpu::CpuDevice>(config);
}

std::unique_ptr<vk::VulkanDevice> make_vulkan_device(const ModelConfig& config, int device_index) {
  return std::make_unique<vk::VulkanDevice>(config, device_index, vulkan_validation_requested());
}

}  // namespace attn
