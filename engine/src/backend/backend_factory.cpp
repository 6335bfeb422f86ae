#include <cstdio>
#include <cstdlib>

#include "attention/backend.h"
#include "attention/error.h"
#include "attention/vulkan_devices.h"
#include "backend/cpu/cpu_device.h"

namespace attn {

std::unique_ptr<Backend> make_backend(std::string_view spec, const ModelConfig& config) {
  if (spec == "cpu") return make_cpu_backend(config);
  if (spec == "auto" || spec.empty()) {
    // A real GPU when there is one; lavapipe and other CPU devices only when asked for by name.
    try {
      for (const auto& d : list_vulkan_devices())
        if (d.real_gpu) return make_vulkan_backend(config, d.index);
    } catch (const Error& e) {
      std::fprintf(stderr, "note: no usable Vulkan GPU (%s); using the CPU backend\n", e.what());
    }
    return make_cpu_backend(config);
  }
  if (spec == "vulkan" || spec.substr(0, 7) == "vulkan:") {
    const auto devices = list_vulkan_devices();  // throws a clear Error without a loader/driver
    if (devices.empty()) throw Error("Vulkan: no device found (see attention-cli devices)");
    int index = -1;
    if (spec.size() > 7) {
      const std::string n(spec.substr(7));
      char* end = nullptr;
      const long v = std::strtol(n.c_str(), &end, 10);
      if (n.empty() || *end != '\0' || v < 0) throw Error("bad Vulkan device index '" + n + "' in --backend");
      index = int(v);
    } else {
      for (const auto& d : devices)
        if (d.real_gpu) {
          index = d.index;
          break;
        }
      if (index < 0) index = 0;  // asked for Vulkan by name: a CPU device (lavapipe) will do
    }
    return make_vulkan_backend(config, index);
  }
  throw Error("unknown backend '" + std::string(spec) + "' (expected auto, cpu, vulkan or vulkan:N)");
}

std::vector<std::string> list_backends() {
  std::vector<std::string> out{"cpu: " + cpu::cpu_backend_description()};
  try {
    for (const auto& d : list_vulkan_devices())
      out.push_back("vulkan:" + std::to_string(d.index) + ": " + d.name + " (" + d.type + ", " + d.driver +
                    ", " + std::to_string(d.memory_bytes >> 20) + " MiB)" +
                    (d.real_gpu ? "" : " [not used by auto]"));
  } catch (const Error& e) {
    out.push_back(std::string("vulkan: unavailable (") + e.what() + ")");
  }
  return out;
}

}  // namespace attn
