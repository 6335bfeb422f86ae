// Divergence-check mode (ATTN_VULKAN_CHECK=1): every kernel is submitted on its own and its result is
// compared with the CPU reference on the same inputs; the first divergence throws attn::Error naming the op.
#pragma once

namespace attn::vk {

class VulkanBackend;
void enable_divergence_check(VulkanBackend& backend);

}  // namespace attn::vk
