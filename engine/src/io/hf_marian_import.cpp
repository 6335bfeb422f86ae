#include "attention/hf_marian_import.h"

#include <algorithm>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "io/hf_marian_folder.h"

namespace attn {

namespace {

namespace fs = std::filesystem;

ModelConfig engine_config(const HfMarianFolder& folder) {
  const HfMarianConfig& hf = folder.config;
  ModelConfig c;
  c.vocab_size = hf.vocab_size;
  c.encoder_layers = hf.encoder_layers;
  c.decoder_layers = hf.decoder_layers;
  c.d_model = hf.d_model;
  c.n_heads = hf.attention_heads;
  c.d_ff = hf.ffn_dim;
  c.norm_position = NormPosition::kPost;
  c.positional_encoding = PositionalEncoding::kSinusoidalConcat;
  c.positional_base = 10000.0f;
  c.max_positions = hf.max_position_embeddings;
  c.activation = hf.activation;
  c.tie_embeddings = hf.tie_word_embeddings;
  c.output_bias = true;
  c.scale_embeddings = hf.scale_embedding;
  c.layer_norm_eps = 1e-5f;  // PyTorch's LayerNorm default, which Marian's use
  c.dropout = 0.1f;          // training-only; inference ignores them
  c.attention_dropout = 0.0f;
  c.activation_dropout = 0.0f;
  const HfMarianSpecialIds& ids = folder.special_ids;
  // Marian's vocabulary has no BOS: decoding starts from pad, and only pad is never generated.
  c.set_vocabulary(
      {.pad = ids.pad, .unk = ids.unk, .bos = kNoBosId, .eos = ids.eos, .decoder_start = ids.decoder_start});
  c.validate();
  return c;
}

// Copies HF tensors, concatenated row-wise (both store Linear weights [out, in]), into one engine tensor.
class ParameterWriter {
 public:
  ParameterWriter(const HfMarianFolder& folder, const ParameterLayout& layout, std::vector<float>& params)
      : folder_(folder), layout_(layout), params_(params) {}

  void rows(const std::string& engine_name, const std::vector<std::string>& hf_names) {
    const ParameterInfo* p = layout_.find(engine_name);
    if (!p) throw Error("internal: the engine has no parameter '" + engine_name + "'");
    std::size_t at = p->offset;
    for (const std::string& name : hf_names) {
      const HfTensor& t = folder_.tensor(name);
      if (at + t.values.size() > p->offset + p->size)
        throw Error("internal: '" + name + "' does not fit into '" + engine_name + "'");
      std::copy(t.values.begin(), t.values.end(), params_.begin() + std::ptrdiff_t(at));
      at += t.values.size();
    }
    if (at != p->offset + p->size) throw Error("internal: '" + engine_name + "' was not filled");
    ++written_;
  }
  // A Linear layer: weight and bias, each fused from the HF projections in order.
  void linear(const std::string& engine_name, const std::string& hf_prefix,
              const std::vector<std::string>& projections) {
    std::vector<std::string> weights, biases;
    for (const std::string& proj : projections) {
      weights.push_back(hf_prefix + proj + ".weight");
      biases.push_back(hf_prefix + proj + ".bias");
    }
    rows(engine_name + ".weight", weights);
    rows(engine_name + ".bias", biases);
  }
  void norm(const std::string& engine_name, const std::string& hf_name) {
    rows(engine_name + ".weight", {hf_name + ".weight"});
    rows(engine_name + ".bias", {hf_name + ".bias"});
  }
  std::size_t written() const { return written_; }

 private:
  const HfMarianFolder& folder_;
  const ParameterLayout& layout_;
  std::vector<float>& params_;
  std::size_t written_ = 0;
};

std::vector<float> engine_parameters(const HfMarianFolder& folder, const ModelConfig& config) {
  const ParameterLayout layout(config);
  std::vector<float> params(layout.total_size(), 0.0f);
  ParameterWriter w(folder, layout, params);
  if (config.tie_embeddings) {
    w.rows("embed.weight", {"model.shared.weight"});
  } else {  // the stacks share model.shared; lm_head is its own matrix
    w.rows("src_embed.weight", {"model.shared.weight"});
    w.rows("tgt_embed.weight", {"model.shared.weight"});
    w.rows("output.weight", {"lm_head.weight"});
  }
  w.rows("output.bias", {"final_logits_bias"});
  for (int i = 0; i < config.encoder_layers; ++i) {
    const std::string e = "encoder.layers." + std::to_string(i) + ".";
    const std::string h = "model.encoder.layers." + std::to_string(i) + ".";
    w.linear(e + "self_attn.qkv", h + "self_attn.", {"q_proj", "k_proj", "v_proj"});
    w.linear(e + "self_attn.out", h + "self_attn.", {"out_proj"});
    w.norm(e + "self_attn_norm", h + "self_attn_layer_norm");
    w.linear(e + "ffn.fc1", h, {"fc1"});
    w.linear(e + "ffn.fc2", h, {"fc2"});
    w.norm(e + "ffn_norm", h + "final_layer_norm");
  }
  for (int i = 0; i < config.decoder_layers; ++i) {
    const std::string e = "decoder.layers." + std::to_string(i) + ".";
    const std::string h = "model.decoder.layers." + std::to_string(i) + ".";
    w.linear(e + "self_attn.qkv", h + "self_attn.", {"q_proj", "k_proj", "v_proj"});
    w.linear(e + "self_attn.out", h + "self_attn.", {"out_proj"});
    w.norm(e + "self_attn_norm", h + "self_attn_layer_norm");
    w.linear(e + "cross_attn.q", h + "encoder_attn.", {"q_proj"});
    w.linear(e + "cross_attn.kv", h + "encoder_attn.", {"k_proj", "v_proj"});
    w.linear(e + "cross_attn.out", h + "encoder_attn.", {"out_proj"});
    w.norm(e + "cross_attn_norm", h + "encoder_attn_layer_norm");
    w.linear(e + "ffn.fc1", h, {"fc1"});
    w.linear(e + "ffn.fc2", h, {"fc2"});
    w.norm(e + "ffn_norm", h + "final_layer_norm");
  }
  if (w.written() != layout.parameters().size())
    throw Error("internal: " + std::to_string(layout.parameters().size() - w.written()) +
                " engine parameters have no Hugging Face source");
  return params;
}

}  // namespace

Model import_hf_marian(const fs::path& hf_dir, std::vector<std::string>* notes) {
  const HfMarianFolder folder = read_hf_marian_folder(hf_dir);
  const ModelConfig config = engine_config(folder);
  std::vector<float> params = engine_parameters(folder, config);
  Tokenizer tokenizer = [&] {
    try {
      return Tokenizer::from_separate(read_file(folder.source_spm, std::uintmax_t(1) << 30),
                                      read_file(folder.target_spm, std::uintmax_t(1) << 30), folder.vocab,
                                      config.vocabulary());
    } catch (const Error& e) {
      throw Error("Hugging Face MarianMT folder " + hf_dir.string() + ": " + e.what());
    }
  }();
  if (notes) {
    const HfMarianConfig& hf = folder.config;
    auto& n = *notes;
    n.push_back("model: d_model " + std::to_string(hf.d_model) + ", " + std::to_string(hf.attention_heads) +
                " heads, " + std::to_string(hf.encoder_layers) + "+" + std::to_string(hf.decoder_layers) +
                " layers, d_ff " + std::to_string(hf.ffn_dim) + ", vocabulary " +
                std::to_string(hf.vocab_size) + ", activation " + hf.activation_name + ", post-LN" +
                (hf.scale_embedding ? ", embeddings scaled by sqrt(d_model)" : ""));
    n.push_back("fused q_proj;k_proj;v_proj into qkv and encoder_attn k_proj;v_proj into cross_attn.kv in " +
                std::to_string(hf.encoder_layers + hf.decoder_layers) + " layers");
    n.push_back(folder.has_final_logits_bias ? "final_logits_bias became the output bias"
                                             : "no final_logits_bias in the file: the output bias is zero");
    n.push_back(std::string(hf.tie_word_embeddings
                                ? "tied embeddings (model.shared.weight)"
                                : "embeddings from model.shared.weight, output from lm_head") +
                "; positions: the [sin | cos] table (sinusoidal_concat)" +
                (folder.has_position_tables ? ", the file's tables checked against it" : ""));
    n.push_back("special ids: eos " + std::to_string(config.eos_id) + ", pad " +
                std::to_string(config.pad_id) + " (never generated), unk " + std::to_string(config.unk_id) +
                ", decoding starts from " + std::to_string(config.decoder_start_id) + "; no BOS");
    for (const std::int32_t banned : folder.special_ids.banned)
      if (banned != config.pad_id)
        n.push_back("bad_words_ids bans id " + std::to_string(banned) +
                    ", which this engine does not ban (only pad)");
    n.push_back("tokenizer: source.spm, target.spm and vocab.json (" + std::to_string(folder.vocab.size()) +
                " pieces); no Moses punctuation normalisation");
    if (!folder.ignored_tensors.empty())
      n.push_back("ignored " + std::to_string(folder.ignored_tensors.size()) +
                  " tensor(s) MarianMTModel does not use either, e.g. " + folder.ignored_tensors.front());
  }
  return Model{config, std::move(params), std::move(tokenizer)};
}

}  // namespace attn
