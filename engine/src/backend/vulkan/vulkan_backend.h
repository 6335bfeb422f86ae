// The Vulkan backend: the whole model forward and backward on the device, mirroring cpu_backend.cpp step
// by step (same packed batches, same dropout streams), recorded into one command buffer per training step.
// Parameters, gradients and Adam moments live in device-local buffers allocated once; activations come
// from a grow-only arena; per-step inputs (token ids, attention tables) and read-backs use host-visible
// memory.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"
#include "attention/parameters.h"
#include "backend/vulkan/vulkan_buffer.h"
#include "backend/vulkan/vulkan_commands.h"
#include "backend/vulkan/vulkan_context.h"
#include "backend/vulkan/vulkan_ops.h"
#include "backend/vulkan/vulkan_pipelines.h"
#include "backend/vulkan/vulkan_profiler.h"

namespace attn::vk {

// Saved state of one residual sub-layer (see cpu::SublayerCache); dropout masks are recomputed from keys.
struct DeviceSublayer {
  DSpan normed, xhat, rstd, out;
  DSpan q, kv, probs, ctx;  // attention
  DSpan u, a;               // feed-forward
  Dropout sub, res;         // the sub-layer's own dropout (attention/activation) and the residual dropout
};

// Which query and key rows of a batch belong to which sentence, as device tables.
struct AttentionTables {
  DSpan query_table, key_table;
  std::vector<int> prob_offsets;  // per sentence, host copy (attention capture)
  int query_rows = 0, key_rows = 0;
  bool causal = false;
};

// Rows grouped by destination row (token id or position) for the deterministic embedding gradient.
struct GatherGroups {
  DSpan groups, rows;
  int count = 0;
};

class VulkanBackend final : public Backend {
 public:
  VulkanBackend(const ModelConfig& config, int device_index);
  ~VulkanBackend() override;

  std::string name() const override { return "vulkan"; }
  std::string device() const override;

  void set_parameters(std::span<const float> params) override;
  void get_parameters(std::span<float> params) const override;
  LossStats forward_backward(const Batch& batch, std::uint64_t dropout_seed) override;
  LossStats evaluate(const Batch& batch) override;
  double gradient_norm() override;
  void get_gradients(std::span<float> grads) const override;
  void adam_update(const AdamSettings& adam, float lr, float grad_scale, std::int64_t step) override;
  void get_optimizer_state(std::span<float> m, std::span<float> v) const override;
  void set_optimizer_state(std::span<const float> m, std::span<const float> v) override;
  std::unique_ptr<DecodeSession> start_decoding(const std::vector<std::vector<std::int32_t>>& sources,
                                                std::span<const int> row_sentence,
                                                int max_target_length) override;
  std::vector<ForcedResult> forced_decode(const Batch& batch, bool capture_attention) override;

  // Used by the decode session and the tests.
  const ModelConfig& config() const { return config_; }
  const ParameterLayout& layout() const { return layout_; }
  Context& context() { return *ctx_; }
  Recorder& recorder() { return *rec_; }
  Ops& ops() { return *ops_; }
  Profiler& profiler() { return *profiler_; }
  DSpan param(std::size_t offset, std::size_t count) const {
    return params_->span().at(offset, std::ptrdiff_t(count));
  }
  DSpan grad(std::size_t offset, std::size_t count) const {
    return grads_->span().at(offset, std::ptrdiff_t(count));
  }
  DSpan positional_table() const;  // [max_positions, d]: the sinusoid table or the learned embedding
  // Records the encoder (no dropout) for `batch` into the current command buffer; returns its output.
  // Uses the backend's arenas, which stay valid until the next call into the backend.
  DSpan record_encoder(const Batch& batch, Arena& host);
  void reset_arenas();

 private:
  struct Pass {
    bool training = false;
    std::uint64_t seed = 0;
    std::uint32_t stream = 0;
    Dropout next(float p) {
      const std::uint32_t s = stream++;
      return training && p > 0 ? Dropout{p, dropout_key(seed, s)} : Dropout{};
    }
  };
  struct BatchInputs {
    DSpan source, target_in, target_out, source_pos, target_pos;
    AttentionTables encoder_self, decoder_self, cross;
    GatherGroups source_groups, target_groups, source_pos_groups, target_pos_groups;
  };
  BatchInputs upload_batch(const Batch& batch, Arena& host, bool with_target);
  DSpan record_embed(const DSpan& tokens, const DSpan& positions, int n, std::size_t table, Pass& pass,
                     Dropout& drop);
  DSpan record_encoder_pass(const BatchInputs& in, const Batch& batch, Pass& pass);
  DSpan record_decoder_pass(const BatchInputs& in, const Batch& batch, const DSpan& memory, Pass& pass);
  // Output projection and loss in chunks of rows; with want_grad, leaves d(hidden) in d_hidden_.
  DSpan record_loss(const BatchInputs& in, const DSpan& hidden, int nt, bool want_grad);
  void record_backward(const BatchInputs& in, const Batch& batch, bool training);
  LossStats read_loss(const DSpan& host_loss, int nt) const;
  void upload(const DSpan& dst, const float* data, std::size_t n);
  void download(const DSpan& src, float* data, std::size_t n) const;

  ModelConfig config_;
  ParameterLayout layout_;
  std::unique_ptr<Context> ctx_;
  std::unique_ptr<Pipelines> pipelines_;
  std::unique_ptr<Profiler> profiler_;
  std::unique_ptr<Recorder> rec_;
  std::unique_ptr<Ops> ops_;
  std::unique_ptr<Buffer> params_, grads_, adam_m_, adam_v_, pe_table_;
  std::unique_ptr<Arena> arena_, host_;
  // Forward state of the last pass (views into arena_).
  std::vector<std::vector<DeviceSublayer>> encoder_, decoder_;
  DeviceSublayer encoder_final_, decoder_final_;
  DSpan src_embedded_, tgt_embedded_, memory_, d_hidden_;
  Dropout src_embed_drop_, tgt_embed_drop_;
};

}  // namespace attn::vk
