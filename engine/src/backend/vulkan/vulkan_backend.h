// The Vulkan backend: the one Transformer graph (graph/transformer_graph.h) on the Vulkan device, checked
// against the CPU backend op by op (vulkan_check.h) and end to end (tests/vulkan).
#pragma once

#include <memory>
#include <string>

#include "backend/vulkan/vulkan_device.h"
#include "graph/graph_backend.h"

namespace attn::vk {

class VulkanBackend final : public graph::GraphBackend<VulkanDevice> {
 public:
  VulkanBackend(const ModelConfig& config, int device_index);
  std::string name() const override { return "vulkan"; }

  // The device's parts, for the kernel tests, the profiler and the divergence checker.
  Context& context() { return device_ops().context(); }
  Recorder& recorder() { return device_ops().recorder(); }
  VulkanDevice& device() { return device_ops(); }
  Profiler& profiler() { return device_ops().profiler(); }
};

}  // namespace attn::vk
