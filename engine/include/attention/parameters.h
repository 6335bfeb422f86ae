// Where every parameter of a model lives inside one contiguous float buffer.
//
// Parameters, their gradients and both Adam moments all use this same layout, so that uploading to a
// device, saving a checkpoint and the optimizer step are single loops over one allocation. The per-block
// "slots" hold offsets, not pointers: the same slot addresses a weight in the parameter buffer, its gradient
// in the gradient buffer, and its copy in device memory.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "attention/config.h"

namespace attn {

struct ParameterInfo {
  std::string name;  // stable; documented in the README (these are the safetensors tensor names)
  std::vector<std::int64_t> shape;
  std::size_t offset = 0;
  std::size_t size = 0;
};

// A Linear layer y = x W^T + b with W stored [out, in] (PyTorch's convention, so external models map 1:1).
struct LinearSlot {
  std::size_t weight = 0, bias = 0;
  int out = 0, in = 0;
};
struct NormSlot {
  std::size_t gamma = 0, beta = 0;
};
struct EncoderLayerSlots {
  LinearSlot qkv, attn_out, fc1, fc2;
  NormSlot attn_norm, ffn_norm;
};
struct DecoderLayerSlots {
  LinearSlot qkv, self_out, cross_q, cross_kv, cross_out, fc1, fc2;
  NormSlot self_norm, cross_norm, ffn_norm;
};

class ParameterLayout {
 public:
  explicit ParameterLayout(const ModelConfig& config);

  std::size_t total_size() const { return total_; }
  const std::vector<ParameterInfo>& parameters() const { return params_; }
  const ParameterInfo* find(const std::string& name) const;

  // Embeddings: with tied embeddings all three offsets are the same matrix [vocab, d_model].
  std::size_t src_embedding = 0, tgt_embedding = 0, output_projection = 0;
  std::size_t output_bias = 0;         // valid only when config.output_bias
  std::size_t position_embedding = 0;  // valid only for learned positions: [max_positions, d_model]
  std::vector<EncoderLayerSlots> encoder;
  std::vector<DecoderLayerSlots> decoder;
  NormSlot encoder_final_norm, decoder_final_norm;  // valid only for pre-LN

 private:
  std::size_t add(const std::string& name, std::vector<std::int64_t> shape);
  LinearSlot add_linear(const std::string& name, int out, int in);
  NormSlot add_norm(const std::string& name, int d);

  std::vector<ParameterInfo> params_;
  std::size_t total_ = 0;
};

// The paper's initialisation: embeddings N(0, d^-1/2) (so that x*sqrt(d) has unit variance), Xavier-uniform
// matrices, zero biases, LayerNorm gain 1. Deterministic given the seed.
void initialize_parameters(const ModelConfig& config, const ParameterLayout& layout, std::uint64_t seed,
                           std::vector<float>& params);

}  // namespace attn
