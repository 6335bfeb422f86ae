// The CPU backend: the reference implementation of the whole model, forward and backward, on packed
// (padding-free) batches, with Eigen GEMMs and OpenMP across sentences and heads.
#pragma once

#include <cstdint>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"
#include "attention/parameters.h"
#include "util/aligned_vector.h"

namespace attn::cpu {

// Saved state of one residual sub-layer: out = LN(x + drop(F(x))) (post-LN) or x + drop(F(LN(x))) (pre-LN).
struct SublayerCache {
  AlignedVector<float> normed;  // pre-LN: LN(x), the sub-layer's input
  AlignedVector<float> xhat;    // LayerNorm's normalised input
  AlignedVector<float> rstd;    // LayerNorm's 1/std per row
  AlignedVector<float> out;     // the block's output (next block's input)
  std::vector<std::uint8_t> drop_mask;
  // attention
  AlignedVector<float> q;      // self: fused q|k|v [n, 3d]; cross: q [n, d]
  AlignedVector<float> kv;     // cross only: k|v of the encoder output [ns, 2d]
  AlignedVector<float> probs;  // per sentence, per head: queries x keys
  std::vector<std::uint8_t> attn_mask;
  AlignedVector<float> ctx;  // concatenated heads [n, d]
  // feed-forward
  AlignedVector<float> u;  // pre-activation [n, d_ff]
  AlignedVector<float> a;  // activation (after dropout) [n, d_ff]
  std::vector<std::uint8_t> act_mask;
};

struct Activations {
  AlignedVector<float> src_embedded, tgt_embedded;
  std::vector<std::uint8_t> src_embed_mask, tgt_embed_mask;
  std::vector<std::vector<SublayerCache>> encoder;  // [layer][0=self-attn, 1=ffn]
  std::vector<std::vector<SublayerCache>> decoder;  // [layer][0=self, 1=cross, 2=ffn]
  SublayerCache encoder_final, decoder_final;       // pre-LN final norms (only xhat/rstd/out used)
  std::vector<int> self_prob_offsets_src, self_prob_offsets_tgt, cross_prob_offsets;
};

class CpuBackend final : public Backend {
 public:
  explicit CpuBackend(const ModelConfig& config);

  std::string name() const override { return "cpu"; }
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

  // Used by the decode session: runs the encoder without dropout and returns memory [tokens, d].
  void encode(const Batch& batch, AlignedVector<float>& memory);
  const ModelConfig& config() const { return config_; }
  const ParameterLayout& layout() const { return layout_; }
  const float* params() const { return params_.data(); }
  const AlignedVector<float>& positional_table() const { return pe_table_; }
  // The parameters in F16 at the same offsets, when every one of them is exactly an F16 value (a model
  // stored in F16); else null. Built on first use after the parameters change.
  const std::uint16_t* half_weights();

 private:
  struct Pass {  // what one forward pass does
    bool training = false;
    std::uint64_t seed = 0;
    std::uint32_t stream = 0;  // next dropout stream id
  };
  void embed(const std::int32_t* tokens, const std::vector<int>& offsets, std::size_t table, float* out,
             std::vector<std::uint8_t>& mask, Pass& pass);
  void embed_backward(const std::int32_t* tokens, const std::vector<int>& offsets, std::size_t table,
                      float* d_out, const std::vector<std::uint8_t>& mask, bool training);
  // Runs encoder and decoder; leaves the decoder's final hidden states in `hidden`.
  void forward(const Batch& batch, Pass& pass, const float** hidden);
  void backward(const Batch& batch, bool training, float* d_hidden);
  LossStats loss_and_gradient(const Batch& batch, const float* hidden, bool want_grad);

  ModelConfig config_;
  ParameterLayout layout_;
  AlignedVector<float> params_, grads_, adam_m_, adam_v_;
  enum class HalfState { kStale, kExact, kInexact };
  HalfState half_state_ = HalfState::kStale;
  std::vector<std::uint16_t> half_params_;
  AlignedVector<float> pe_table_;
  Activations acts_;
  // Backward scratch, grow-only.
  AlignedVector<float> d_x_, d_sub_, d_big_, d_qkv_, d_mem_, d_kv_, d_ctx_, scratch_, logits_;
  AlignedVector<float> d_hidden_;
};

}  // namespace attn::cpu
