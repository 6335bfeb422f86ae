#include "attention/parameters.h"

#include <cmath>

#include "attention/error.h"
#include "util/random.h"

namespace attn {

std::size_t ParameterLayout::add(const std::string& name, std::vector<std::int64_t> shape) {
  std::size_t size = 1;
  for (auto d : shape) size *= static_cast<std::size_t>(d);
  // Align every tensor to 16 floats (64 bytes) so that vector loads and device buffers start aligned.
  total_ = (total_ + 15) / 16 * 16;
  params_.push_back({name, std::move(shape), total_, size});
  total_ += size;
  return params_.back().offset;
}

LinearSlot ParameterLayout::add_linear(const std::string& name, int out, int in) {
  LinearSlot s;
  s.out = out;
  s.in = in;
  s.weight = add(name + ".weight", {out, in});
  s.bias = add(name + ".bias", {out});
  return s;
}

NormSlot ParameterLayout::add_norm(const std::string& name, int d) {
  NormSlot s;
  s.gamma = add(name + ".weight", {d});
  s.beta = add(name + ".bias", {d});
  return s;
}

ParameterLayout::ParameterLayout(const ModelConfig& c) {
  c.validate();
  const int d = c.d_model, v = c.vocab_size;
  if (c.tie_embeddings) {
    src_embedding = tgt_embedding = output_projection = add("embed.weight", {v, d});
  } else {
    src_embedding = add("src_embed.weight", {v, d});
    tgt_embedding = add("tgt_embed.weight", {v, d});
    output_projection = add("output.weight", {v, d});
  }
  if (c.output_bias) output_bias = add("output.bias", {v});
  if (c.positional_encoding == PositionalEncoding::kLearned)
    position_embedding = add("pos_embed.weight", {c.max_positions, d});
  for (int i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i) + ".";
    EncoderLayerSlots l;
    l.qkv = add_linear(p + "self_attn.qkv", 3 * d, d);
    l.attn_out = add_linear(p + "self_attn.out", d, d);
    l.attn_norm = add_norm(p + "self_attn_norm", d);
    l.fc1 = add_linear(p + "ffn.fc1", c.d_ff, d);
    l.fc2 = add_linear(p + "ffn.fc2", d, c.d_ff);
    l.ffn_norm = add_norm(p + "ffn_norm", d);
    encoder.push_back(l);
  }
  for (int i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i) + ".";
    DecoderLayerSlots l;
    l.qkv = add_linear(p + "self_attn.qkv", 3 * d, d);
    l.self_out = add_linear(p + "self_attn.out", d, d);
    l.self_norm = add_norm(p + "self_attn_norm", d);
    l.cross_q = add_linear(p + "cross_attn.q", d, d);
    l.cross_kv = add_linear(p + "cross_attn.kv", 2 * d, d);
    l.cross_out = add_linear(p + "cross_attn.out", d, d);
    l.cross_norm = add_norm(p + "cross_attn_norm", d);
    l.fc1 = add_linear(p + "ffn.fc1", c.d_ff, d);
    l.fc2 = add_linear(p + "ffn.fc2", d, c.d_ff);
    l.ffn_norm = add_norm(p + "ffn_norm", d);
    decoder.push_back(l);
  }
  if (c.norm_position == NormPosition::kPre) {
    encoder_final_norm = add_norm("encoder.final_norm", d);
    decoder_final_norm = add_norm("decoder.final_norm", d);
  }
  total_ = (total_ + 15) / 16 * 16;
}

const ParameterInfo* ParameterLayout::find(const std::string& name) const {
  for (const auto& p : params_)
    if (p.name == name) return &p;
  return nullptr;
}

void initialize_parameters(const ModelConfig& c, const ParameterLayout& layout, std::uint64_t seed,
                           std::vector<float>& params) {
  params.assign(layout.total_size(), 0.0f);
  Rng rng(seed);
  for (const auto& p : layout.parameters()) {
    float* w = params.data() + p.offset;
    const bool is_norm_gain = p.name.find("norm.weight") != std::string::npos;
    const bool is_bias = p.name.size() > 5 && p.name.compare(p.name.size() - 5, 5, ".bias") == 0;
    if (is_norm_gain) {
      for (std::size_t i = 0; i < p.size; ++i) w[i] = 1.0f;
    } else if (is_bias) {
      // zeros already
    } else if (p.name.find("embed") != std::string::npos || p.name == "output.weight") {
      const float stddev = p.name == "pos_embed.weight" ? 0.02f : 1.0f / std::sqrt(float(c.d_model));
      for (std::size_t i = 0; i < p.size; ++i) w[i] = stddev * rng.normal();
    } else {
      const double fan_out = double(p.shape[0]), fan_in = double(p.shape[1]);
      const float limit = float(std::sqrt(6.0 / (fan_in + fan_out)));
      for (std::size_t i = 0; i < p.size; ++i) w[i] = limit * (2.0f * rng.uniform() - 1.0f);
    }
  }
}

}  // namespace attn
