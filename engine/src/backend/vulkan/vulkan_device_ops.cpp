#include <algorithm>
#include <cstring>

#include "attention/error.h"
#include "backend/vulkan/vulkan_device.h"
#include "backend/vulkan/vulkan_push_constants.h"
#include "util/random.h"

namespace attn::vk {

namespace {

VkDeviceAddress addr(const DSpan& s) { return s ? s.addr : 0; }

std::uint32_t act_bits(Activation a) {
  switch (a) {
    case Activation::kRelu:
      return 0;
    case Activation::kSwish:
      return 1;
    case Activation::kGelu:
      return 2;
  }
  return 0;
}

}  // namespace

void VulkanDevice::choose_kernel_shapes() {
  descriptors_ = rec_->context().push_descriptors();
  tiled_ = !rec_->context().limits().cpu_device;
  texel_ = rec_->context().limits().cpu_device;
  const auto& lim = rec_->context().limits();
  // CPU devices (llvmpipe) run a workgroup as 8-lane SIMD on one thread: 64 invocations, no shared memory.
  // Their matmuls go to matmul_texel.comp (see matmul_texel()); these settings serve the storage-buffer
  // kernels (fallbacks there): an 8x4 register tile (the #defines TM, TN of matmul*.comp) measured best of
  // 4x4 .. 16x4. GPUs get 256 invocations; 8 lanes along N per row of the workgroup on CPU devices, 16 on
  // GPUs.
  constexpr int kTM = 8, kTN = 4;
  int wx = 16;
  if (lim.cpu_device) {
    wg_ = 64;
    wx = 8;
  } else {
    wg_ = std::int32_t(std::min<std::uint32_t>(256, lim.max_invocations));
    wx = wg_ >= 256 ? 16 : 8;
  }
  // The shared-memory kernel (GPUs): 256 invocations where allowed (128 is guaranteed), and K-slices as long
  // as two 64 x BK tiles of A and B fit twice in shared memory (two workgroups resident at once).
  tiled_wg_ = lim.max_invocations >= 256 ? 256 : 128;
  constexpr std::uint32_t kBytesPerK = (64 + 64) * 4;
  tiled_bk_ = lim.shared_memory >= 2 * 32 * kBytesPerK   ? 32
              : lim.shared_memory >= 2 * 16 * kBytesPerK ? 16
                                                         : 8;
  // Specialization constants by id: 0 workgroup size, 1-2 unused (the tile is compile-time), 3 WX.
  matmul_spec_ = {wg_, 0, 0, wx};
  tile_n_ = wx * kTN;
  tile_m_ = (wg_ / wx) * kTM;
}

std::uint32_t VulkanDevice::groups(std::size_t invocations) const {
  return std::uint32_t((invocations + std::size_t(wg_) - 1) / std::size_t(wg_));
}

void VulkanDevice::matmul(const MatmulArgs& m) {
  if (m.M <= 0 || m.N <= 0 || m.batch <= 0) return;
  MatmulPC pc{addr(m.a), addr(m.b), addr(m.c),  addr(m.bias), addr(m.aux), m.dropout.key, m.M,   m.N,
              m.K,       m.sam,     m.sak,      m.sbk,        m.sbn,       m.ldc,         m.bsa, m.bsb,
              m.bsc,     0,         m.dropout.p};
  pc.flags = (m.accumulate ? 1u : 0u) | (m.bias ? 2u : 0u) | (m.dropout.on() ? 4u : 0u) |
             (std::uint32_t(m.epilogue) << 4) | (act_bits(m.activation) << 6);
  const double flops = 2.0 * m.M * m.N * double(m.K) * m.batch;
  const double bytes = 4.0 * m.batch * (double(m.M) * m.K + double(m.K) * m.N + double(m.M) * m.N);
  if (descriptors_) {
    // Bind each view's buffer from an aligned base below the view; the shader adds the element offset.
    const auto& lim = rec_->context().limits();
    std::vector<VkDescriptorBufferInfo> infos;
    std::int32_t offsets[5] = {0, 0, 0, 0, 0};
    bool ok = true;
    const DSpan views[5] = {m.a, m.b, m.c, m.bias ? m.bias : m.c, m.aux ? m.aux : m.c};
    for (int i = 0; i < 5 && ok; ++i) {
      const DSpan& v = views[i];
      const VkDeviceSize base = v.offset & ~VkDeviceSize(255);
      const VkDeviceSize range =
          std::min<VkDeviceSize>(v.capacity - base, lim.max_storage_range & ~VkDeviceSize(3));
      ok = v.capacity > 0 && v.offset + v.bytes <= base + range;
      infos.push_back({v.buffer, base, range});
      offsets[i] = std::int32_t((v.offset - base) / 4);
    }
    if (ok) {
      MatmulSsboPC pc{m.dropout.key, offsets[0], offsets[1], offsets[2], offsets[3], offsets[4], m.M,
                      m.N,           m.K,        m.sam,      m.sak,      m.sbk,      m.sbn,      m.ldc,
                      m.bsa,         m.bsb,      m.bsc,      0,          m.dropout.p};
      pc.flags = (m.accumulate ? 1u : 0u) | (m.bias ? 2u : 0u) | (m.dropout.on() ? 4u : 0u) |
                 (std::uint32_t(m.epilogue) << 4) | (act_bits(m.activation) << 6);
      // 16-byte loads when every offset, stride and contiguous extent allows them (see
      // matmul_vec4_ssbo.comp).
      const bool aligned = pc.oa % 4 == 0 && pc.ob % 4 == 0 && m.bsa % 4 == 0 && m.bsb % 4 == 0;
      int layout = -1;
      if (aligned && m.sak == 1 && m.sbk == 1 && m.K % 4 == 0 && m.sam % 4 == 0 && m.sbn % 4 == 0)
        layout = 0;
      else if (aligned && m.sak == 1 && m.sbn == 1 && m.K % 4 == 0 && m.sam % 4 == 0 && m.sbk % 4 == 0 &&
               m.N % 4 == 0)
        layout = 1;
      else if (aligned && m.sam == 1 && m.sbn == 1 && m.M % 8 == 0 && m.N % 4 == 0 && m.sak % 4 == 0 &&
               m.sbk % 4 == 0)
        layout = 2;
      if (layout == 0 && m.M <= 8 && texel_ && linear_rows_texel(m, pc, infos, flops, bytes)) return;
      if (layout == 0 && m.M <= 8) {  // a few rows (decoding): the matrix-vector kernel
        rec_->dispatch("linear_rows_ssbo", {wg_}, &pc, sizeof pc, groups(std::size_t(m.N)), 1,
                       std::uint32_t(m.batch), {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                       {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes, infos);
        return;
      }
      if (texel_ && matmul_texel(m, pc, infos, flops, bytes)) return;
      if (tiled_) {
        rec_->dispatch("matmul_tiled_ssbo", {tiled_wg_, tiled_bk_}, &pc, sizeof pc,
                       std::uint32_t((m.N + 63) / 64), std::uint32_t((m.M + 63) / 64), std::uint32_t(m.batch),
                       {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                       {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes, infos);
        return;
      }
      std::vector<std::int32_t> spec = matmul_spec_;
      if (layout >= 0) spec.push_back(layout);
      rec_->dispatch(layout >= 0 ? "matmul_vec4_ssbo" : "matmul_ssbo", spec, &pc, sizeof pc,
                     std::uint32_t((m.N + tile_n_ - 1) / tile_n_),
                     std::uint32_t((m.M + tile_m_ - 1) / tile_m_), std::uint32_t(m.batch),
                     {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                     {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes, infos);
      return;
    }
  }
  rec_->dispatch("matmul", matmul_spec_, &pc, sizeof pc, std::uint32_t((m.N + tile_n_ - 1) / tile_n_),
                 std::uint32_t((m.M + tile_m_ - 1) / tile_m_), std::uint32_t(m.batch),
                 {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                 {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes);
}

// Layout of matmul_texel.comp for these operands, or -1 when their views cannot be fetched as texels.
static int texel_layout(const MatmulArgs& m) {
  if (!m.a.texel1 || !m.b.texel1) return -1;
  const VkDeviceSize oa = m.a.offset / 4, ob = m.b.offset / 4;
  const bool vec4 =
      m.a.texel4 && m.b.texel4 && oa % 4 == 0 && ob % 4 == 0 && m.bsa % 4 == 0 && m.bsb % 4 == 0;
  if (vec4 && m.sak == 1 && m.sbk == 1 && m.K % 4 == 0 && m.sam % 4 == 0 && m.sbn % 4 == 0) return 0;
  if (vec4 && m.sak == 1 && m.sbn == 1 && m.K % 4 == 0 && m.sam % 4 == 0 && m.sbk % 4 == 0 && m.N % 4 == 0)
    return 1;
  if (vec4 && m.sam == 1 && m.sbn == 1 && m.M % 4 == 0 && m.N % 4 == 0 && m.sak % 4 == 0 && m.sbk % 4 == 0)
    return 2;
  return 3;
}

bool VulkanDevice::matmul_texel(const MatmulArgs& m, MatmulSsboPC pc,
                                const std::vector<VkDescriptorBufferInfo>& infos, double flops,
                                double bytes) {
  const int layout = texel_layout(m);
  if (layout < 0) return false;
  // The texel views start at byte 0 of their buffers.
  pc.oa = std::int32_t(m.a.offset / 4);
  pc.ob = std::int32_t(m.b.offset / 4);
  // One subgroup's width of lanes along N, so that a subgroup's fetches are neighbours; an 8x16 tile each
  // (TM x TN in the shader).
  constexpr int kTileM = 8, kTileN = 16;
  const int wx = std::clamp(int(rec_->context().limits().subgroup_size), 4, 32), wg = wx * 8;
  const int tile_n = wx * kTileN, tile_m = (wg / wx) * kTileM;
  const VkBufferView view = layout == 3 ? VK_NULL_HANDLE : m.a.texel4;
  // Profiled per layout, in BLAS terms (x W^T is "nt"), since their speeds differ.
  static const char* const kLabels[] = {"matmul_texel nt", "matmul_texel nn", "matmul_texel tn",
                                        "matmul_texel strided"};
  rec_->dispatch("matmul_texel", {wg, wx, layout}, &pc, sizeof pc, std::uint32_t((m.N + tile_n - 1) / tile_n),
                 std::uint32_t((m.M + tile_m - 1) / tile_m), std::uint32_t(m.batch),
                 {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                 {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes, infos,
                 {view ? view : m.a.texel1, view ? m.b.texel4 : m.b.texel1}, nullptr, kLabels[layout]);
  return true;
}

bool VulkanDevice::linear_rows_texel(const MatmulArgs& m, MatmulSsboPC pc,
                                     const std::vector<VkDescriptorBufferInfo>& infos, double flops,
                                     double bytes) {
  // The shader declares 64 KiB of rows; devices may allow less (the minimum maxUniformBufferRange is 16 KiB).
  const VkDeviceSize uniform_bytes =
      std::min<VkDeviceSize>(65536, rec_->context().limits().max_uniform_range);
  const VkDeviceSize base = m.a.offset & ~VkDeviceSize(255);
  const VkDeviceSize rows_end =
      m.a.offset + 4 * (VkDeviceSize(m.batch - 1) * m.bsa + VkDeviceSize(m.M - 1) * m.sam + m.K);
  if (!m.b.texel4 || m.b.offset % 16 != 0 || (m.a.offset - base) % 16 != 0 || rows_end - base > uniform_bytes)
    return false;
  const VkDescriptorBufferInfo rows{m.a.buffer, base, std::min(uniform_bytes, m.a.capacity - base)};
  pc.oa = std::int32_t((m.a.offset - base) / 4);
  pc.ob = std::int32_t(m.b.offset / 4);
  rec_->dispatch("linear_rows_texel", {wg_, m.M}, &pc, sizeof pc, groups(std::size_t(m.N)), 1,
                 std::uint32_t(m.batch), {m.a, m.b, m.bias, m.aux, m.accumulate ? m.c : DSpan{}},
                 {m.c, m.epilogue == Epilogue::kActivation ? m.aux : DSpan{}}, flops, bytes, infos,
                 {m.b.texel4, m.b.texel4}, &rows);
  return true;
}

void VulkanDevice::linear_forward(const DSpan& x, const DSpan& w, const DSpan& b, const DSpan& y, int n,
                                  int in, int out) {
  MatmulArgs m;
  m.a = x, m.b = w, m.c = y, m.bias = b;
  m.M = n, m.N = out, m.K = in;
  m.sam = in, m.sak = 1, m.sbk = 1, m.sbn = in, m.ldc = out;
  matmul(m);
}

void VulkanDevice::linear_backward(const DSpan& x, const DSpan& w, const DSpan& dy, const DSpan& dx,
                                   const DSpan& dw, const DSpan& db, int n, int in, int out,
                                   bool accumulate_dx) {
  if (dx) {
    MatmulArgs m;
    m.a = dy, m.b = w, m.c = dx;
    m.M = n, m.N = in, m.K = out;
    m.sam = out, m.sak = 1, m.sbk = in, m.sbn = 1, m.ldc = in;
    m.accumulate = accumulate_dx;
    matmul(m);
  }
  MatmulArgs g;
  g.a = dy, g.b = x, g.c = dw;
  g.M = out, g.N = in, g.K = n;
  g.sam = 1, g.sak = out, g.sbk = in, g.sbn = 1, g.ldc = in;
  g.accumulate = true;
  matmul(g);
  if (db) column_sum(dy, db, n, out, out);
}

void VulkanDevice::ffn_up(const DSpan& x, const DSpan& w, const DSpan& b, const DSpan& u, const DSpan& a,
                          int n, int in, int out, Activation act, const Dropout& drop) {
  MatmulArgs m;
  m.a = x, m.b = w, m.c = a, m.bias = b, m.aux = u;
  m.M = n, m.N = out, m.K = in;
  m.sam = in, m.sak = 1, m.sbk = 1, m.sbn = in, m.ldc = out;
  m.epilogue = Epilogue::kActivation;
  m.activation = act;
  m.dropout = drop;
  matmul(m);
}

void VulkanDevice::ffn_down_backward(const DSpan& dy, const DSpan& w, const DSpan& u, const DSpan& du, int n,
                                     int in, int out, Activation act, const Dropout& drop) {
  MatmulArgs m;
  m.a = dy, m.b = w, m.c = du, m.aux = u;
  m.M = n, m.N = in, m.K = out;
  m.sam = out, m.sak = 1, m.sbk = in, m.sbn = 1, m.ldc = in;
  m.epilogue = Epilogue::kActivationBackward;
  m.activation = act;
  m.dropout = drop;
  matmul(m);
}

void VulkanDevice::layer_norm_forward(const DSpan& x, const DSpan& s, const DSpan& gamma, const DSpan& beta,
                                      const DSpan& y, const DSpan& xhat, const DSpan& rstd, int n, int d,
                                      float eps, const Dropout& drop) {
  LayerNormPC pc{addr(x),  addr(s), addr(gamma), addr(beta), addr(y), addr(xhat), addr(rstd),
                 drop.key, n,       d,           eps,        drop.p,  0};
  pc.flags = (s ? 1u : 0u) | (s && drop.on() ? 2u : 0u);
  rec_->dispatch("layer_norm_fwd", {wg_}, &pc, sizeof pc, groups(std::size_t(n)), 1, 1, {x, s, gamma, beta},
                 {y, xhat, rstd}, 8.0 * n * d, 4.0 * n * d * (s ? 4 : 3));
}

void VulkanDevice::layer_norm_backward(const DSpan& dy, const DSpan& xhat, const DSpan& rstd,
                                       const DSpan& gamma, const DSpan& dx, const DSpan& dgamma,
                                       const DSpan& dbeta, int n, int d, bool accumulate, const DSpan& res,
                                       const DSpan& ds, const Dropout& drop) {
  LayerNormBwdPC pc{addr(dy), addr(xhat), addr(rstd), addr(gamma), addr(dx), addr(dgamma), addr(dbeta),
                    addr(ds), addr(res),  drop.key,   n,           d,        drop.p,       0};
  pc.flags = (accumulate ? 1u : 0u) | (res ? 2u : 0u) | (ds ? 4u : 0u) | (ds && drop.on() ? 8u : 0u);
  rec_->dispatch("layer_norm_bwd", {wg_}, &pc, sizeof pc, groups(std::size_t(n) + std::size_t(d)), 1, 1,
                 {dy, xhat, rstd, gamma, accumulate ? dx : DSpan{}, res, dgamma, dbeta},
                 {dx, dgamma, dbeta, ds}, 12.0 * n * d, 4.0 * n * d * 5);
}

void VulkanDevice::residual_add(const DSpan& a, const DSpan& b, const DSpan& out, std::size_t n,
                                const Dropout& drop) {
  ElementwisePC pc{addr(a), addr(b), addr(out), drop.key, std::int32_t(n), 0, drop.p, drop.on() ? 1u : 0u};
  rec_->dispatch("elementwise", {wg_}, &pc, sizeof pc, groups(n), 1, 1, {a, b}, {out}, double(n), 12.0 * n);
}

void VulkanDevice::dropout_backward(const DSpan& in, const DSpan& out, std::size_t n, const Dropout& drop) {
  ElementwisePC pc{addr(in), 0, addr(out), drop.key, std::int32_t(n), 1, drop.p, drop.on() ? 1u : 0u};
  rec_->dispatch("elementwise", {wg_}, &pc, sizeof pc, groups(n), 1, 1, {in}, {out}, double(n), 8.0 * n);
}

// The block of the head dimension the attention shaders keep in registers (DB in attention_block.glsl):
// the largest divisor of d_head up to 64.
static std::int32_t head_block(int dh) {
  for (int b = std::min(dh, 64); b > 1; --b)
    if (dh % b == 0) return b;
  return 1;
}

// The *_texel versions of the attention kernels (CPU devices, where push descriptors exist) read the two
// row operands they stream through RGBA32F views: rows of whole, aligned texels and a head block of them.
VulkanDevice::TexelRows VulkanDevice::attention_texels(const DSpan& a, int a_stride, const DSpan& b,
                                                       int b_stride, int dh) const {
  const auto fits = [&](const DSpan& s, int stride) {
    return s.texel4 && (s.offset / 4) % 4 == 0 && stride % 4 == 0;
  };
  if (!texel_ || !descriptors_ || dh % 4 != 0 || head_block(dh) % 4 != 0 || !fits(a, a_stride) ||
      !fits(b, b_stride))
    return {};
  return {std::int32_t(a.offset / 4), std::int32_t(b.offset / 4), {a.texel4, b.texel4}};
}

void VulkanDevice::attention_forward(const AttentionArgs& a) {
  AttentionPC pc{addr(a.q),
                 addr(a.k),
                 addr(a.v),
                 addr(a.out),
                 addr(a.probs),
                 addr(a.table),
                 a.dropout.key,
                 a.rows,
                 a.heads,
                 a.dh,
                 a.q_stride,
                 a.k_stride,
                 a.v_stride,
                 a.out_stride,
                 a.scale,
                 a.dropout.p,
                 a.dropout.on() ? 1u : 0u};
  const double work =
      double(a.rows) * a.heads * a.dh * double(a.probs.size()) / std::max(1, a.rows * a.heads);
  const TexelRows t = attention_texels(a.k, a.k_stride, a.v, a.v_stride, a.dh);
  pc.first0 = t.first0, pc.first1 = t.first1;
  rec_->dispatch(t.on() ? "attention_fwd_texel" : "attention_fwd", {wg_, head_block(a.dh)}, &pc, sizeof pc,
                 groups(std::size_t(a.rows) * a.heads), 1, 1, {a.q, a.k, a.v, a.table}, {a.out, a.probs},
                 4.0 * work, 4.0 * (a.q.size() + a.k.size()), {}, t.views);
}

void VulkanDevice::attention_backward(const AttentionBackwardArgs& a) {
  const std::uint32_t drop = a.dropout.on() ? 1u : 0u;
  AttentionQPC q{addr(a.dout),        addr(a.v),     addr(a.k),    addr(a.probs), addr(a.ds),  addr(a.dq),
                 addr(a.query_table), a.dropout.key, a.query_rows, a.heads,       a.dh,        a.out_stride,
                 a.v_stride,          a.k_stride,    a.dq_stride,  a.scale,       a.dropout.p, drop};
  const double pairs = double(a.probs.size());
  const TexelRows tq = attention_texels(a.v, a.v_stride, a.k, a.k_stride, a.dh);
  q.first0 = tq.first0, q.first1 = tq.first1;
  rec_->dispatch(tq.on() ? "attention_bwd_q_texel" : "attention_bwd_q", {wg_, head_block(a.dh)}, &q, sizeof q,
                 groups(std::size_t(a.query_rows) * a.heads), 1, 1,
                 {a.dout, a.v, a.k, a.probs, a.query_table}, {a.ds, a.dq}, 4.0 * pairs * a.dh,
                 4.0 * pairs * 2, {}, tq.views);
  AttentionKVPC kv{addr(a.q),         addr(a.dout),  addr(a.probs), addr(a.ds),  addr(a.dk), addr(a.dv),
                   addr(a.key_table), a.dropout.key, a.key_rows,    a.heads,     a.dh,       a.q_stride,
                   a.out_stride,      a.dk_stride,   a.dv_stride,   a.dropout.p, drop};
  const TexelRows tkv = attention_texels(a.q, a.q_stride, a.dout, a.out_stride, a.dh);
  kv.first0 = tkv.first0, kv.first1 = tkv.first1;
  rec_->dispatch(tkv.on() ? "attention_bwd_kv_texel" : "attention_bwd_kv", {wg_, head_block(a.dh)}, &kv,
                 sizeof kv, groups(std::size_t(a.key_rows) * a.heads), 1, 1,
                 {a.q, a.dout, a.probs, a.ds, a.key_table}, {a.dk, a.dv}, 4.0 * pairs * a.dh, 4.0 * pairs * 2,
                 {}, tkv.views);
}

void VulkanDevice::embed_forward(const DSpan& table, const DSpan& pos_table, const DSpan& tokens,
                                 const DSpan& positions, const DSpan& out, int n, int d, float scale,
                                 const Dropout& drop) {
  EmbedPC pc{addr(table), addr(pos_table), addr(tokens), addr(positions),    addr(out), drop.key, n,
             d,           scale,           drop.p,       drop.on() ? 1u : 0u};
  rec_->dispatch("embed_fwd", {wg_}, &pc, sizeof pc, groups(std::size_t(n) * d), 1, 1,
                 {table, pos_table, tokens, positions}, {out}, 2.0 * n * d, 12.0 * n * d);
}

void VulkanDevice::embed_backward(const DSpan& src, const DSpan& dst, const DSpan& groups_table,
                                  const DSpan& rows, int n_groups, int d, float scale, const Dropout& drop) {
  EmbedBwdPC pc{addr(src), addr(dst), addr(groups_table), addr(rows), drop.key, n_groups, d,
                scale,     drop.p,    drop.on() ? 1u : 0u};
  rec_->dispatch("embed_bwd", {wg_}, &pc, sizeof pc, groups(std::size_t(n_groups) * d), 1, 1,
                 {src, dst, groups_table, rows}, {dst}, 2.0 * double(rows.size()) * d,
                 8.0 * double(rows.size()) * d);
}

void VulkanDevice::cross_entropy(const DSpan& logits, const DSpan& targets, const DSpan& loss, int n,
                                 int vocab, int pad_id, float eps, float grad_scale, bool want_grad) {
  CrossEntropyPC pc{addr(logits), addr(targets), addr(loss),         n, vocab, pad_id,
                    eps,          grad_scale,    want_grad ? 1u : 0u};
  rec_->dispatch("cross_entropy", {wg_}, &pc, sizeof pc, groups(std::size_t(n)), 1, 1, {logits, targets},
                 {loss, want_grad ? logits : DSpan{}}, 5.0 * n * vocab, 4.0 * n * vocab * 3);
}

void VulkanDevice::log_softmax(const DSpan& logits, int n, int vocab) {
  CrossEntropyPC pc{addr(logits), 0, 0, n, vocab, 0, 0, 0, 2u};
  rec_->dispatch("cross_entropy", {wg_}, &pc, sizeof pc, groups(std::size_t(n)), 1, 1, {logits}, {logits},
                 4.0 * n * vocab, 4.0 * n * vocab * 3);
}

void VulkanDevice::adam(const DSpan& p_all, const DSpan& g_all, const DSpan& m_all, const DSpan& v_all,
                        std::size_t n, float b1, float b2, float eps, float wd, float lr, float grad_scale,
                        float c1, float c2) {
  const auto count = std::ptrdiff_t(n);
  const DSpan p = p_all.at(0, count), g = g_all.at(0, count), m = m_all.at(0, count), v = v_all.at(0, count);
  AdamPC pc{addr(p), addr(g), addr(m), addr(v), std::uint32_t(n), b1, b2, eps, wd, lr, grad_scale, c1, c2};
  // Two-dimensional grid: a base model's 60M parameters exceed 65535 workgroups in x on some devices.
  const std::uint32_t total = groups(n);
  const std::uint32_t gx = std::min<std::uint32_t>(total, 32768);
  const std::uint32_t gy = (total + gx - 1) / gx;
  rec_->dispatch("adam", {wg_}, &pc, sizeof pc, gx, gy, 1, {p, g, m, v}, {p, m, v}, 12.0 * n, 28.0 * n);
}

void VulkanDevice::sum_squares(const DSpan& x, const DSpan& partial) {
  SumSquaresPC pc{addr(x), addr(partial), std::uint32_t(x.size()), std::uint32_t(partial.size())};
  rec_->dispatch("sum_squares", {wg_}, &pc, sizeof pc, groups(partial.size()), 1, 1, {x}, {partial},
                 2.0 * x.size(), 4.0 * x.size());
}

void VulkanDevice::column_sum(const DSpan& src, const DSpan& dst, int n, int m, int ld) {
  ColumnSumPC pc{addr(src), addr(dst), n, m, ld};
  rec_->dispatch("column_sum", {wg_}, &pc, sizeof pc, groups(std::size_t(m)), 1, 1, {src, dst}, {dst},
                 double(n) * m, 4.0 * n * m);
}

}  // namespace attn::vk
