// The Vulkan device: the graph's ops (graph/device.h) recorded into one command buffer per pass or decoding
// step (vulkan_commands.h), through the typed kernel calls of vulkan_ops.h. Parameters, gradients and Adam
// moments live in device-local buffers allocated once; a pass's activations come from a grow-only arena; its
// small inputs (token ids, attention tables) and read-backs use host-visible memory. Nothing runs until
// sync() or a download.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "attention/config.h"
#include "backend/vulkan/vulkan_buffer.h"
#include "backend/vulkan/vulkan_commands.h"
#include "backend/vulkan/vulkan_context.h"
#include "backend/vulkan/vulkan_ops.h"
#include "backend/vulkan/vulkan_pipelines.h"
#include "backend/vulkan/vulkan_profiler.h"
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
  Ops& ops() { return *ops_; }
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

  // Compute (contracts in graph/device.h and vulkan_ops.h).
  void linear_forward(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out) {
    ops_->linear_forward(x, w, b, y, n, in, out);
  }
  // Decoding reads the F32 parameters: kAuto and kF32 only.
  void set_compute_type(ComputeType type);
  void linear_rows(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out) {
    ops_->linear_forward(x, w, b, y, n, in, out);  // the ops pick their few-rows kernel themselves
  }
  void linear_backward(const Span& x, const Span& w, const Span& dy, const Span& dx, const Span& dw,
                       const Span& db, int n, int in, int out, bool accumulate_dx) {
    ops_->linear_backward(x, w, dy, dx, dw, db, n, in, out, accumulate_dx);
  }
  void ffn_up(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
              int out, Activation act, const graph::Dropout& drop) {
    ops_->ffn_up(x, w, b, u, a, n, in, out, act, drop);
  }
  void ffn_up_rows(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
                   int out, Activation act) {
    ops_->ffn_up(x, w, b, u, a, n, in, out, act, {});
  }
  void ffn_down_backward(const Span& dy, const Span& w, const Span& u, const Span& a, const Span& du,
                         const Span& dw, const Span& db, int n, int in, int out, Activation act,
                         const graph::Dropout& drop);
  void layer_norm_forward(const Span& x, const Span& s, const Span& gamma, const Span& beta, const Span& y,
                          const Span& xhat, const Span& rstd, int n, int d, float eps,
                          const graph::Dropout& drop) {
    ops_->layer_norm_forward(x, s, gamma, beta, y, xhat, rstd, n, d, eps, drop);
  }
  void layer_norm_backward(const Span& dy, const Span& xhat, const Span& rstd, const Span& gamma,
                           const Span& dx, const Span& dgamma, const Span& dbeta, int n, int d,
                           bool accumulate, const Span& res, const Span& ds, const graph::Dropout& drop) {
    ops_->layer_norm_backward(dy, xhat, rstd, gamma, dx, dgamma, dbeta, n, d, accumulate, res, ds, drop);
  }
  void residual_add(const Span& x, const Span& s, const Span& out, std::size_t count,
                    const graph::Dropout& drop) {
    ops_->residual_add(x, s, out, count, drop);
  }
  void dropout_backward(const Span& in, const Span& out, std::size_t count, const graph::Dropout& drop) {
    ops_->dropout_backward(in, out, count, drop);
  }
  void attention_forward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& out,
                         const Span& probs, graph::AttentionStrides strides, float scale,
                         const graph::Dropout& drop);
  void attention_backward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& probs,
                          const Span& dout, const Span& dq, const Span& dk, const Span& dv,
                          graph::AttentionStrides strides, graph::AttentionStrides grad_strides, float scale,
                          const graph::Dropout& drop);
  void embed_forward(const Span& table, const Span& positions_table, const Span& tokens,
                     const Span& positions, const Span& out, int n, int d, float scale,
                     const graph::Dropout& drop) {
    ops_->embed_forward(table, positions_table, tokens, positions, out, n, d, scale, drop);
  }
  void embed_backward(const Span& d_emb, const Span& d_table, const Span& ids, int n, int d, float scale,
                      const graph::Dropout& drop);
  void cross_entropy(const Span& logits, const Span& targets, const Span& loss, int n, int vocab, int pad_id,
                     float eps, float grad_scale, bool want_grad) {
    ops_->cross_entropy(logits, targets, loss, n, vocab, pad_id, eps, grad_scale, want_grad);
  }
  void log_softmax(const Span& logits, int n, int vocab) { ops_->log_softmax(logits, n, vocab); }
  void adam(const Span& p, const Span& g, const Span& m, const Span& v, std::size_t count, float b1, float b2,
            float eps, float wd, float lr, float grad_scale, float c1, float c2) {
    ops_->adam(p.at(0, std::ptrdiff_t(count)), g.at(0, std::ptrdiff_t(count)), m.at(0, std::ptrdiff_t(count)),
               v.at(0, std::ptrdiff_t(count)), count, b1, b2, eps, wd, lr, grad_scale, c1, c2);
  }
  double sum_squares(const Span& x);
  // Large chunks: fewer dispatches, and device memory is plentiful.
  int logits_chunk_rows(int vocab) const { return std::max(64, (1 << 24) / vocab); }

 private:
  Span training_state(std::unique_ptr<Buffer>& buffer, const char* what);

  int head_dim_ = 0;
  std::size_t parameter_count_ = 0;
  std::unique_ptr<Context> ctx_;
  std::unique_ptr<Pipelines> pipelines_;
  std::unique_ptr<Profiler> profiler_;
  std::unique_ptr<Recorder> rec_;
  std::unique_ptr<Ops> ops_;
  std::unique_ptr<Buffer> params_, grads_, adam_m_, adam_v_, pe_table_;
  std::unique_ptr<Arena> arena_, host_;
};

static_assert(graph::Device<VulkanDevice>);

}  // namespace attn::vk
