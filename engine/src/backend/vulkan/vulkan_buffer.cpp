#include "backend/vulkan/vulkan_buffer.h"

#include <algorithm>

#include "attention/error.h"

namespace attn::vk {

DSpan DSpan::at(std::size_t first, std::ptrdiff_t count) const {
  const VkDeviceSize start = VkDeviceSize(first) * 4;
  if (start > bytes) throw Error("Vulkan: view outside its buffer");
  DSpan s = *this;
  s.offset += start;
  s.addr += start;
  s.bytes = count < 0 ? bytes - start : VkDeviceSize(count) * 4;
  if (start + s.bytes > bytes) throw Error("Vulkan: view outside its buffer");
  if (host) s.host = static_cast<char*>(host) + start;
  return s;
}

Buffer::Buffer(Context& ctx, VkDeviceSize bytes, bool host_visible, const char* what)
    : ctx_(ctx), bytes_(std::max<VkDeviceSize>(bytes, 16)) {
  VkBufferCreateInfo bi{};
  bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  bi.size = bytes_;
  bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
             VK_BUFFER_USAGE_TRANSFER_DST_BIT | VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT |
             VK_BUFFER_USAGE_UNIFORM_TEXEL_BUFFER_BIT | VK_BUFFER_USAGE_UNIFORM_BUFFER_BIT;
  bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  const std::string context =
      std::string("allocating ") + what + " (" + std::to_string(bytes_ >> 20) + " MiB)";
  check(vkCreateBuffer(ctx.device(), &bi, nullptr, &buffer_), context.c_str());
  VkMemoryRequirements req{};
  vkGetBufferMemoryRequirements(ctx.device(), buffer_, &req);
  int type = -1;
  if (host_visible) {
    type = ctx.memory_type(req.memoryTypeBits, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                                   VK_MEMORY_PROPERTY_HOST_COHERENT_BIT |
                                                   VK_MEMORY_PROPERTY_HOST_CACHED_BIT);
    if (type < 0)
      type = ctx.memory_type(req.memoryTypeBits,
                             VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
  } else {
    type = ctx.memory_type(req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
    if (type < 0) type = ctx.memory_type(req.memoryTypeBits, 0);
  }
  if (type < 0) {
    vkDestroyBuffer(ctx.device(), buffer_, nullptr);
    throw Error("Vulkan: no suitable memory type for " + std::string(what));
  }
  VkMemoryAllocateFlagsInfo flags{};
  flags.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO;
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo ai{};
  ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  ai.pNext = &flags;
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = std::uint32_t(type);
  const VkResult r = vkAllocateMemory(ctx.device(), &ai, nullptr, &memory_);
  if (r != VK_SUCCESS) {
    vkDestroyBuffer(ctx.device(), buffer_, nullptr);
    check(r, context.c_str());
  }
  vkBindBufferMemory(ctx.device(), buffer_, memory_, 0);
  if (host_visible) {
    const VkResult m = vkMapMemory(ctx.device(), memory_, 0, VK_WHOLE_SIZE, 0, &mapped_);
    if (m != VK_SUCCESS) {
      vkDestroyBuffer(ctx.device(), buffer_, nullptr);
      vkFreeMemory(ctx.device(), memory_, nullptr);
      check(m, context.c_str());
    }
  }
  VkBufferDeviceAddressInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO;
  info.buffer = buffer_;
  addr_ = vkGetBufferDeviceAddress(ctx.device(), &info);
  const auto make_view = [&](VkFormat format, VkDeviceSize texel_bytes, VkBufferView* view) {
    if (bytes_ / texel_bytes > ctx.limits().max_texel_elements) return;
    VkBufferViewCreateInfo vi{};
    vi.sType = VK_STRUCTURE_TYPE_BUFFER_VIEW_CREATE_INFO;
    vi.buffer = buffer_;
    vi.format = format;
    vi.range = bytes_ / texel_bytes * texel_bytes;
    if (vkCreateBufferView(ctx.device(), &vi, nullptr, view) != VK_SUCCESS) *view = VK_NULL_HANDLE;
  };
  make_view(VK_FORMAT_R32G32B32A32_SFLOAT, 16, &texel4_);
  make_view(VK_FORMAT_R32_SFLOAT, 4, &texel1_);
}

Buffer::~Buffer() {
  if (texel4_) vkDestroyBufferView(ctx_.device(), texel4_, nullptr);
  if (texel1_) vkDestroyBufferView(ctx_.device(), texel1_, nullptr);
  if (mapped_) vkUnmapMemory(ctx_.device(), memory_);
  vkDestroyBuffer(ctx_.device(), buffer_, nullptr);
  vkFreeMemory(ctx_.device(), memory_, nullptr);
}

Arena::Arena(Context& ctx, bool host_visible, const char* what)
    : ctx_(ctx), host_(host_visible), what_(what) {}

DSpan Arena::alloc(std::size_t elements) {
  // 256-byte alignment: the strictest minStorageBufferOffsetAlignment in practice, and vec4-friendly.
  const VkDeviceSize bytes = std::max<VkDeviceSize>(VkDeviceSize(elements) * 4, 4);
  const VkDeviceSize aligned = (bytes + 255) & ~VkDeviceSize(255);
  while (chunk_ < chunks_.size() && used_ + aligned > chunks_[chunk_]->bytes()) {
    ++chunk_;
    used_ = 0;
  }
  if (chunk_ == chunks_.size()) {
    const VkDeviceSize last = chunks_.empty() ? 0 : chunks_.back()->bytes();
    const VkDeviceSize size = std::max({aligned, VkDeviceSize(host_ ? 1 << 20 : 16 << 20), last * 2});
    chunks_.push_back(std::make_unique<Buffer>(ctx_, size, host_, what_));
    used_ = 0;
  }
  DSpan s = chunks_[chunk_]->span().at(std::size_t(used_ / 4), std::ptrdiff_t(bytes / 4));
  used_ += aligned;
  return s;
}

void Arena::reset() {
  chunk_ = 0;
  used_ = 0;
}

VkDeviceSize Arena::capacity() const {
  VkDeviceSize total = 0;
  for (const auto& c : chunks_) total += c->bytes();
  return total;
}

}  // namespace attn::vk
