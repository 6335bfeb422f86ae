// The Vulkan backend's public entry points: device listing, explicit construction and kernel profiling.
// make_backend("vulkan[:N]") in backend.h is the usual way in; these are for tools (CLI devices/bench).
//
// Environment variables read when a Vulkan backend is created:
//   ATTN_VULKAN_VALIDATION=1  enable VK_LAYER_KHRONOS_validation with a messenger that prints and counts its
//                             warnings and errors (vulkan_validation_messages)
//   ATTN_VULKAN_CHECK=1       divergence-check mode: every kernel runs alone and is compared with a CPU
//                             reference on the same inputs; the first divergence throws attn::Error naming it
// The pipeline cache lives in $XDG_CACHE_HOME/attention-studio (or ~/.cache/attention-studio).
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"

namespace attn {

struct VulkanDevice {
  int index = 0;
  std::string name, type, driver;  // type: "discrete GPU", "integrated GPU", "CPU", ...
  std::uint64_t memory_bytes = 0;
  bool real_gpu = false;  // discrete or integrated: what "auto" picks
};

// Throws attn::Error when there is no Vulkan loader or driver (the message says so).
std::vector<VulkanDevice> list_vulkan_devices();

// Device `index` of list_vulkan_devices(). Throws attn::Error naming the cause when it cannot be used.
std::unique_ptr<Backend> make_vulkan_backend(const ModelConfig& config, int device_index);

struct KernelProfile {
  std::string name;
  std::int64_t calls = 0;
  double total_ms = 0;
  double gflops = 0;  // achieved, from the kernel's arithmetic
  double gbytes = 0;  // achieved GB/s, from the bytes it must touch
};

// Timestamp profiling of every kernel of a Vulkan backend (no-op for other backends).
void set_vulkan_profiling(Backend& backend, bool on);
std::vector<KernelProfile> vulkan_profile(Backend& backend);  // sorted by total time
void clear_vulkan_profile(Backend& backend);
// Messages the validation layer reported (ATTN_VULKAN_VALIDATION=1); -1 when the layer is not on.
int vulkan_validation_messages(Backend& backend);

}  // namespace attn
