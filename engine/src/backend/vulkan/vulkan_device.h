// The Vulkan device: the graph's ops (graph/device.h) recorded into one command buffer per pass or decoding
// step (vulkan_commands.h), each as one or two shader dispatches (vulkan_device_ops.cpp: push constants, what
// a dispatch reads and writes for the barriers, its work for the profiler). Parameters, gradients and Adam
// moments live in device-local buffers allocated once; a pass's activations come from a grow-only arena; its
// small inputs (token ids, attention tables) and read-backs use host-visible memory. Nothing runs until
// sync() or a download. A new op is a shader, its contract in graph/device.h, a method here and its case in
// tests/engine/graph/device_ops_test.cpp.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "attention/config.h"
#include "backend/vulkan/vulkan_buffer.h"
#include "backend/vulkan/vulkan_commands.h"
#include "backend/vulkan/vulkan_context.h"
#include "backend/vulkan/vulkan_kernel_args.h"
#include "backend/vulkan/vulkan_pipelines.h"
#include "backend/vulkan/vulkan_profiler.h"
#include "backend/vulkan/vulkan_push_constants.h"
#include "graph/device.h"

namespace attn::vk {

// An attention call site as device tables: per query row k0, tk, visible keys, probability offset of head 0
// and the stride between heads; per key row (backward only) q0, tq, probability column of head 0, tk, the
// stride between heads and the first query that sees it.
struct VulkanSite {
  DSpan query_table, key_table;
  std::vector<int> prob_offsets;
  int query_rows = 0, key_rows = 0, heads = 0;
};

// Memory that outlives a pass (decoding caches).
struct VulkanStorage {
  std::unique_ptr<Buffer> buffer;
  DSpan span() const { return buffer ? buffer->span() : DSpan{}; }
};

class VulkanDevice {
 public:
  using Span = DSpan;
  using Site = VulkanSite;
  using Storage = VulkanStorage;

  VulkanDevice(const ModelConfig& config, int device_index, bool validation);
  ~VulkanDevice();
  std::string description() const;

  Context& context() { return *ctx_; }
  Recorder& recorder() { return *rec_; }
  Profiler& profiler() { return *profiler_; }

  // Memory.
  Span alloc(std::size_t count) { return arena_->alloc(count); }
  Span upload_ints(const std::vector<std::int32_t>& values);
  void reset_pass();
  Storage allocate(std::size_t count);
  Span params() { return params_->span(); }
  // Training state is allocated (zeroed) on first use: a backend that only translates never holds it.
  Span grads() { return training_state(grads_, "gradients"); }
  Span adam_m() { return training_state(adam_m_, "Adam first moments"); }
  Span adam_v() { return training_state(adam_v_, "Adam second moments"); }
  Span positional_table() { return pe_table_->span(); }
  void upload(const Span& dst, const float* src, std::size_t count);
  void download(const Span& src, float* dst, std::size_t count);
  void fill_zero(const Span& dst) { rec_->fill_zero(dst); }
  void copy_regions(const Span& src, const Span& dst, const std::vector<graph::CopyRegion>& regions);
  void sync() { rec_->submit_and_wait(); }

  Site attention_site(std::span<const graph::AttentionBlock> blocks, int heads, bool causal, bool backward);

  // Compute (contracts in graph/device.h).
  void linear_forward(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out);
  // Decoding reads the F32 parameters: kAuto and kF32 only.
  void set_compute_type(ComputeType type);
  void linear_rows(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out) {
    linear_forward(x, w, b, y, n, in, out);  // matmul() picks its few-rows kernel itself
  }
  void linear_backward(const Span& x, const Span& w, const Span& dy, const Span& dx, const Span& dw,
                       const Span& db, int n, int in, int out, bool accumulate_dx);
  void ffn_up(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
              int out, Activation act, const graph::Dropout& drop);
  void ffn_up_rows(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
                   int out, Activation act) {
    ffn_up(x, w, b, u, a, n, in, out, act, {});
  }
  void ffn_down_backward(const Span& dy, const Span& w, const Span& u, const Span& a, const Span& du,
                         const Span& dw, const Span& db, int n, int in, int out, Activation act,
                         const graph::Dropout& drop);
  void layer_norm_forward(const Span& x, const Span& s, const Span& gamma, const Span& beta, const Span& y,
                          const Span& xhat, const Span& rstd, int n, int d, float eps,
                          const graph::Dropout& drop);
  void layer_norm_backward(const Span& dy, const Span& xhat, const Span& rstd, const Span& gamma,
                           const Span& dx, const Span& dgamma, const Span& dbeta, int n, int d,
                           bool accumulate, const Span& res, const Span& ds, const graph::Dropout& drop);
  void residual_add(const Span& x, const Span& s, const Span& out, std::size_t count,
                    const graph::Dropout& drop);
  void dropout_backward(const Span& in, const Span& out, std::size_t count, const graph::Dropout& drop);
  void attention_forward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& out,
                         const Span& probs, graph::AttentionStrides strides, float scale,
                         const graph::Dropout& drop);
  void attention_backward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& probs,
                          const Span& dout, const Span& dq, const Span& dk, const Span& dv,
                          graph::AttentionStrides strides, graph::AttentionStrides grad_strides, float scale,
                          const graph::Dropout& drop);
  void embed_forward(const Span& table, const Span& positions_table, const Span& tokens,
                     const Span& positions, const Span& out, int n, int d, float scale,
                     const graph::Dropout& drop);
  void embed_backward(const Span& d_emb, const Span& d_table, const Span& ids, int n, int d, float scale,
                      const graph::Dropout& drop);
  // Per row: loss[2r] = smoothed loss, loss[2r+1] = nll; with want_grad, logits become the gradient.
  // `pad_id` gets no smoothing mass.
  void cross_entropy(const Span& logits, const Span& targets, const Span& loss, int n, int vocab, int pad_id,
                     float eps, float grad_scale, bool want_grad);
  void log_softmax(const Span& logits, int n, int vocab);
  void adam(const Span& p, const Span& g, const Span& m, const Span& v, std::size_t count, float b1, float b2,
            float eps, float wd, float lr, float grad_scale, float c1, float c2);
  double sum_squares(const Span& x);
  // Large chunks: fewer dispatches, and device memory is plentiful.
  int logits_chunk_rows(int vocab) const { return std::max(64, (1 << 24) / vocab); }

  // The kernels the ops above are made of, with typed arguments (tests drive them directly).
  // C = epilogue(op(A) op(B) + bias), strided and batched (MatmulArgs); a few rows take linear_rows*.comp.
  void matmul(const MatmulArgs& m);
  // d_u = act'(u) * dropout_backward(dy W) for the FFN's down-projection W[out, in] (without dW and db).
  void ffn_down_backward(const Span& dy, const Span& w, const Span& u, const Span& du, int n, int in, int out,
                         Activation act, const Dropout& drop);
  void attention_forward(const AttentionArgs& a);
  void attention_backward(const AttentionBackwardArgs& a);
  // dst[groups[g].row] += scale * sum of dropout_backward(src[rows[begin..end)]).
  void embed_backward(const Span& src, const Span& dst, const Span& groups, const Span& rows, int n_groups,
                      int d, float scale, const Dropout& drop);
  // partial[t] = sum of x[i]^2 over i = t mod partial.size().
  void sum_squares(const Span& x, const Span& partial);
  void column_sum(const Span& src, const Span& dst, int n, int m, int ld);
  // Descriptor-bound matmul where the device has push descriptors (the divergence checker turns it off).
  void use_descriptors(bool on) { descriptors_ = on; }
  // The shared-memory tiled matmul (GPUs; on by default there). Tests force it on lavapipe to check it.
  void use_tiled_matmul(bool on) { tiled_ = on; }
  // Its workgroup size and K-slice (normally chosen from the device's limits), for tests.
  std::pair<std::int32_t, std::int32_t> tiled_matmul_shape() const { return {tiled_wg_, tiled_bk_}; }
  void set_tiled_matmul_shape(std::int32_t workgroup, std::int32_t k_slice) {
    tiled_wg_ = workgroup;
    tiled_bk_ = k_slice;
  }

 private:
  Span training_state(std::unique_ptr<Buffer>& buffer, const char* what);
  // Workgroup sizes and tiles from the device's limits, and which matmul kernels it takes.
  void choose_kernel_shapes();
  std::uint32_t groups(std::size_t invocations) const;
  // matmul_texel.comp (CPU devices); false when the operands have no texel views.
  bool matmul_texel(const MatmulArgs& m, MatmulSsboPC pc, const std::vector<VkDescriptorBufferInfo>& infos,
                    double flops, double bytes);
  // linear_rows_texel.comp (CPU devices, decoding's few rows); false when the operands do not fit it.
  bool linear_rows_texel(const MatmulArgs& m, MatmulSsboPC pc,
                         const std::vector<VkDescriptorBufferInfo>& infos, double flops, double bytes);
  // Texel views of an attention kernel's two streamed row operands, when its *_texel version can read them.
  struct TexelRows {
    std::int32_t first0 = 0, first1 = 0;  // element offsets of the rows in their buffers (views start at 0)
    std::vector<VkBufferView> views;      // empty: the device-address version
    bool on() const { return !views.empty(); }
  };
  TexelRows attention_texels(const DSpan& a, int a_stride, const DSpan& b, int b_stride, int dh) const;

  int head_dim_ = 0;
  std::size_t parameter_count_ = 0;
  std::unique_ptr<Context> ctx_;
  std::unique_ptr<Pipelines> pipelines_;
  std::unique_ptr<Profiler> profiler_;
  std::unique_ptr<Recorder> rec_;
  std::unique_ptr<Buffer> params_, grads_, adam_m_, adam_v_, pe_table_;
  std::unique_ptr<Arena> arena_, host_;
  // Kernel choices (choose_kernel_shapes).
  bool descriptors_ = false;
  bool tiled_ = false;  // matmul_tiled_ssbo.comp (GPUs)
  bool texel_ = false;  // CPU devices: operands through texel buffers (matmul_texel.comp)
  std::int32_t tiled_wg_ = 256, tiled_bk_ = 16;  // matmul_tiled_ssbo.comp's specialization constants
  std::int32_t wg_ = 64;
  std::vector<std::int32_t> matmul_spec_;
  int tile_m_ = 32, tile_n_ = 32;
};

static_assert(graph::Device<VulkanDevice>);

}  // namespace attn::vk
