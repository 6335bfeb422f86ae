// Compute pipelines built from the embedded SPIR-V, one per (shader, specialization constants), with a
// VkPipelineCache persisted under $XDG_CACHE_HOME/attention-studio (or ~/.cache/attention-studio) so that
// a second run skips the driver's shader compilation. Every kernel uses one pipeline layout: push constants
// only (buffers are passed as device addresses).
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "backend/vulkan/vulkan_context.h"

namespace attn::vk {

constexpr std::uint32_t kPushConstantBytes = 128;  // the guaranteed minimum of maxPushConstantsSize

class Pipelines {
 public:
  explicit Pipelines(Context& ctx);
  ~Pipelines();  // writes the pipeline cache (failures are ignored: the cache is an optimisation)
  Pipelines(const Pipelines&) = delete;
  Pipelines& operator=(const Pipelines&) = delete;

  // Specialization constants get ids 0, 1, 2, ... in order; id 0 is the workgroup size.
  VkPipeline get(const std::string& shader, const std::vector<std::int32_t>& spec);
  VkPipelineLayout layout() const { return layout_; }
  // Shaders named *_ssbo or *_texel bind kSsboBindings storage buffers through push descriptors...
  static constexpr std::uint32_t kSsboBindings = 5;
  // ...followed by kTexelBindings uniform texel buffers (bindings 5, 6): llvmpipe gathers texel fetches as
  // SIMD loads, where it loads storage buffers lane by lane.
  static constexpr std::uint32_t kTexelBindings = 2;
  // ...and one uniform buffer (binding 7): uniform-address loads from it are one scalar load on llvmpipe.
  static constexpr std::uint32_t kUniformBinding = kSsboBindings + kTexelBindings;
  static bool uses_descriptors(const std::string& shader);
  VkPipelineLayout layout_for(const std::string& shader) const;
  void save_cache() const;

 private:
  Context& ctx_;
  VkPipelineLayout layout_ = VK_NULL_HANDLE;
  VkDescriptorSetLayout ssbo_set_ = VK_NULL_HANDLE;
  VkPipelineLayout ssbo_layout_ = VK_NULL_HANDLE;
  VkPipelineCache cache_ = VK_NULL_HANDLE;
  std::filesystem::path cache_file_;
  std::map<std::pair<std::string, std::vector<std::int32_t>>, VkPipeline> pipelines_;
};

}  // namespace attn::vk
