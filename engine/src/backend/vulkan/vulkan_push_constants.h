// The push-constant block of every shader, laid out as the shader declares it (8-byte addresses first).
// Shared by the device's kernels (vulkan_device_ops.cpp) and the divergence checker's host references.
#pragma once

#include <vulkan/vulkan.h>

#include <cstdint>

#include "backend/vulkan/vulkan_pipelines.h"

namespace attn::vk {

struct MatmulPC {
  VkDeviceAddress a, b, c, bias, aux;
  std::uint64_t key;
  std::int32_t M, N, K, sam, sak, sbk, sbn, ldc, bsa, bsb, bsc;
  std::uint32_t flags;
  float p;
};
struct MatmulSsboPC {
  std::uint64_t key;
  std::int32_t oa, ob, oc, obias, oaux;
  std::int32_t M, N, K, sam, sak, sbk, sbn, ldc, bsa, bsb, bsc;
  std::uint32_t flags;
  float p;
};
struct AttentionPC {
  VkDeviceAddress q, k, v, o, p, t;
  std::uint64_t key;
  std::int32_t n, heads, dh, qs, ks, vs, os;
  float scale, drop;
  std::uint32_t flags;
  std::int32_t first0 = 0, first1 = 0;  // *_texel versions: element offsets of k and v in their buffers
};
struct AttentionQPC {
  VkDeviceAddress dout, v, k, p, ds, dq, t;
  std::uint64_t key;
  std::int32_t n, heads, dh, os, vs, ks, dqs;
  float scale, drop;
  std::uint32_t flags;
  std::int32_t first0 = 0, first1 = 0;  // *_texel versions: element offsets of v and k in their buffers
};
struct AttentionKVPC {
  VkDeviceAddress q, dout, p, ds, dk, dv, t;
  std::uint64_t key;
  std::int32_t n, heads, dh, qs, os, dks, dvs;
  float drop;
  std::uint32_t flags;
  std::int32_t first0 = 0, first1 = 0;  // *_texel versions: element offsets of q and dout in their buffers
};
struct LayerNormPC {
  VkDeviceAddress x, s, gamma, beta, y, xhat, rstd;
  std::uint64_t key;
  std::int32_t n, d;
  float eps, drop;
  std::uint32_t flags;
};
struct LayerNormBwdPC {
  VkDeviceAddress dy, xhat, rstd, gamma, dx, dgamma, dbeta, ds, res;
  std::uint64_t key;
  std::int32_t n, d;
  float drop;
  std::uint32_t flags;
};
struct ElementwisePC {
  VkDeviceAddress a, b, o;
  std::uint64_t key;
  std::int32_t n, mode;
  float drop;
  std::uint32_t flags;
};
struct EmbedPC {
  VkDeviceAddress table, pos, tokens, positions, o;
  std::uint64_t key;
  std::int32_t n, d;
  float scale, drop;
  std::uint32_t flags;
};
struct EmbedBwdPC {
  VkDeviceAddress src, dst, groups, rows;
  std::uint64_t key;
  std::int32_t n_groups, d;
  float scale, drop;
  std::uint32_t flags;
};
struct CrossEntropyPC {
  VkDeviceAddress z, targets, loss;
  std::int32_t n, vocab, pad_id;
  float eps, grad_scale;
  std::uint32_t flags;
};
struct AdamPC {
  VkDeviceAddress p, g, m, v;
  std::uint32_t n;
  float b1, b2, eps, wd, lr, gscale, c1, c2;
};
struct SumSquaresPC {
  VkDeviceAddress x, partial;
  std::uint32_t n, total;
};
struct ColumnSumPC {
  VkDeviceAddress src, dst;
  std::int32_t n, m, ld;
};
static_assert(sizeof(MatmulPC) <= kPushConstantBytes && sizeof(AttentionQPC) <= kPushConstantBytes &&
              sizeof(AttentionKVPC) <= kPushConstantBytes && sizeof(LayerNormBwdPC) <= kPushConstantBytes);

}  // namespace attn::vk
