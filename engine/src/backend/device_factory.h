// The one place a device is chosen and built. The backends (make_backend, CpuBackend, VulkanBackend) and the
// complexity lab, which drives a device's ops directly, both come here, so that a backend name picks the
// same device everywhere and ATTN_VULKAN_VALIDATION means the same everywhere.
#pragma once

#include <memory>
#include <string_view>

#include "attention/config.h"
#include "backend/cpu/cpu_device.h"
#include "backend/vulkan/vulkan_device.h"

namespace attn {

// The device a backend name picks: the CPU, or the Vulkan device with this index.
struct DeviceChoice {
  bool vulkan = false;
  int vulkan_index = -1;
};

// "cpu"; "vulkan": the first real GPU, else device 0 (asked for by name, a CPU device such as lavapipe will
// do); "vulkan:N"; "auto" or "": a real GPU when there is one, else the CPU (a note on stderr when Vulkan
// cannot be listed). Anything else, a bad index, or "vulkan" without a device is an attn::Error.
DeviceChoice choose_device(std::string_view name);

// ATTN_VULKAN_VALIDATION: on when set, non-empty and not "0".
bool vulkan_validation_requested();

std::unique_ptr<cpu::CpuDevice> make_cpu_device(const ModelConfig& config);
// With the validation layer when vulkan_validation_requested().
std::unique_ptr<vk::VulkanDevice> make_vulkan_device(const ModelConfig& config, int device_index);

// Calls f with the device `name` picks (choose_device), built for `config`: f(cpu::CpuDevice&) or
// f(vk::VulkanDevice&), both of which must return the same type.
template <typename F>
decltype(auto) with_device(std::string_view name, const ModelConfig& config, F&& f) {
  const DeviceChoice choice = choose_device(name);
  if (choice.vulkan) {
    const auto device = make_vulkan_device(config, choice.vulkan_index);
    return f(*device);
  }
  const auto device = make_cpu_device(config);
  return f(*device);
}

}  // namespace attn
