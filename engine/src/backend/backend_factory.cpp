#include "attention/backend.h"
#include "attention/error.h"
#include "attention/vulkan_devices.h"
#include "backend/cpu/cpu_device.h"
#include "backend/device_factory.h"

namespace attn {

std::unique_ptr<Backend> make_backend(std::string_view spec, const ModelConfig& config) {
  const DeviceChoice choice = choose_device(spec);  // the rule the complexity lab uses too
  return choice.vulkan ? make_vulkan_backend(config, choice.vulkan_index) : make_cpu_backend(config);
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
