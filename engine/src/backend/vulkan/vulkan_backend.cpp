#include "backend/vulkan/vulkan_backend.h"

#include <cstdlib>
#include <string>

#include "backend/device_factory.h"
#include "backend/vulkan/vulkan_check.h"

namespace attn::vk {

namespace {

bool env_flag(const char* name) {
  const char* v = std::getenv(name);
  return v && *v && std::string(v) != "0";
}

ModelConfig validated(ModelConfig config) {
  config.validate();
  return config;
}

}  // namespace

VulkanBackend::VulkanBackend(const ModelConfig& config, int device_index)
    : GraphBackend(validated(config), make_vulkan_device(validated(config), device_index)) {
  if (env_flag("ATTN_VULKAN_CHECK")) enable_divergence_check(*this);
}

}  // namespace attn::vk
