#include "attention/hf_marian_export.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/positional_encoding.h"
#include "attention/safetensors.h"

namespace attn {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::ordered_json;

// Hugging Face's Marian builds its LayerNorms with PyTorch's default epsilon and its positions with base
// 10000; neither is a config.json field.
constexpr float kMarianLayerNormEps = 1e-5f;
constexpr float kMarianPositionalBase = 10000.0f;

const char* activation_name(Activation a) {
  switch (a) {
    case Activation::kRelu:
      return "relu";
    case Activation::kSwish:
      return "swish";
    case Activation::kGelu:
      return "gelu";  // Hugging Face's "gelu" is the exact (erf) GELU, as this engine's
  }
  return "relu";
}

bool same_values(const std::vector<float>& params, std::size_t a, std::size_t b, std::size_t n) {
  return a == b || std::equal(params.begin() + std::ptrdiff_t(a), params.begin() + std::ptrdiff_t(a + n),
                              params.begin() + std::ptrdiff_t(b));
}

// Where each of this engine's model dimensions goes in Marian's: the identity for [sin | cos] models; for the
// paper's interleaved layout, dimension 2i (sin) goes to i and 2i + 1 (cos) to d/2 + i, the columns of the
// same frequency in Marian's table.
std::vector<std::size_t> marian_dimension_of(const ModelConfig& c) {
  std::vector<std::size_t> to(std::size_t(c.d_model));
  const std::size_t half = std::size_t(c.d_model) / 2;
  for (std::size_t k = 0; k < to.size(); ++k)
    to[k] =
        c.positional_encoding == PositionalEncoding::kSinusoidal ? (k % 2 == 0 ? k / 2 : half + k / 2) : k;
  return to;
}

// Builds the Hugging Face tensors from the engine's buffer, moving the model dimension where it indexes rows
// (outputs into the residual stream), columns (inputs from it) or a vector (LayerNorm, residual biases).
class MarianTensors {
 public:
  explicit MarianTensors(const Model& model)
      : params_(model.parameters), d_(model.config.d_model), to_(marian_dimension_of(model.config)) {}

  // `rows` x `cols` starting at `offset`; `row_is_model` / `col_is_model` say which side is the model
  // dimension.
  void matrix(const std::string& name, std::size_t offset, int rows, int cols, bool row_is_model,
              bool col_is_model) {
    std::vector<float> out(std::size_t(rows) * std::size_t(cols));
    for (int r = 0; r < rows; ++r)
      for (int c = 0; c < cols; ++c) {
        const std::size_t rr = row_is_model ? to_[std::size_t(r)] : std::size_t(r);
        const std::size_t cc = col_is_model ? to_[std::size_t(c)] : std::size_t(c);
        out[rr * std::size_t(cols) + cc] =
            params_[offset + std::size_t(r) * std::size_t(cols) + std::size_t(c)];
      }
    add(name, {rows, cols}, out);
  }
  void vector(const std::string& name, std::size_t offset, int n, bool is_model) {
    std::vector<float> out(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i)
      out[is_model ? to_[std::size_t(i)] : std::size_t(i)] = params_[offset + std::size_t(i)];
    add(name, {n}, out);
  }
  // A fused Linear (rows: several projections of `part` outputs each, input: the model dimension), split into
  // Hugging Face's separate projections.
  void split_linear(const std::string& prefix, const LinearSlot& slot,
                    const std::vector<std::string>& parts) {
    const int part = slot.out / int(parts.size());
    for (std::size_t p = 0; p < parts.size(); ++p) {
      const std::size_t row0 = p * std::size_t(part);
      matrix(prefix + parts[p] + ".weight", slot.weight + row0 * std::size_t(slot.in), part, slot.in, false,
             true);
      vector(prefix + parts[p] + ".bias", slot.bias + row0, part, false);
    }
  }
  // A Linear that writes into the residual stream (attention output, fc2).
  void residual_linear(const std::string& prefix, const LinearSlot& slot) {
    matrix(prefix + ".weight", slot.weight, slot.out, slot.in, true, false);
    vector(prefix + ".bias", slot.bias, slot.out, true);
  }
  void norm(const std::string& prefix, const NormSlot& slot) {
    vector(prefix + ".weight", slot.gamma, d_, true);
    vector(prefix + ".bias", slot.beta, d_, true);
  }
  void add(const std::string& name, std::vector<std::int64_t> shape, const std::vector<float>& values) {
    tensors_.push_back(make_f32_tensor(name, std::move(shape), values));
  }
  std::vector<Tensor> take() { return std::move(tensors_); }

 private:
  const std::vector<float>& params_;
  int d_;
  std::vector<std::size_t> to_;
  std::vector<Tensor> tensors_;
};

std::vector<Tensor> marian_tensors(const Model& model) {
  const ModelConfig& c = model.config;
  const ParameterLayout layout(c);
  MarianTensors t(model);
  t.matrix("model.shared.weight", layout.src_embedding, c.vocab_size, c.d_model, false, true);
  if (layout.output_projection != layout.src_embedding)
    t.matrix("lm_head.weight", layout.output_projection, c.vocab_size, c.d_model, false, true);
  std::vector<float> bias(std::size_t(c.vocab_size), 0.0f);
  if (c.output_bias)
    std::copy_n(model.parameters.begin() + std::ptrdiff_t(layout.output_bias), bias.size(), bias.begin());
  t.add("final_logits_bias", {1, c.vocab_size}, bias);
  // The position tables MarianMTModel builds itself; written so that loading reports no missing weights.
  const std::vector<float> positions = positional_encoding_table(
      PositionalEncoding::kSinusoidalConcat, c.max_positions, c.d_model, kMarianPositionalBase);
  t.add("model.encoder.embed_positions.weight", {c.max_positions, c.d_model}, positions);
  t.add("model.decoder.embed_positions.weight", {c.max_positions, c.d_model}, positions);
  for (int i = 0; i < c.encoder_layers; ++i) {
    const EncoderLayerSlots& s = layout.encoder[std::size_t(i)];
    const std::string h = "model.encoder.layers." + std::to_string(i) + ".";
    t.split_linear(h + "self_attn.", s.qkv, {"q_proj", "k_proj", "v_proj"});
    t.residual_linear(h + "self_attn.out_proj", s.attn_out);
    t.norm(h + "self_attn_layer_norm", s.attn_norm);
    t.split_linear(h, s.fc1, {"fc1"});
    t.residual_linear(h + "fc2", s.fc2);
    t.norm(h + "final_layer_norm", s.ffn_norm);
  }
  for (int i = 0; i < c.decoder_layers; ++i) {
    const DecoderLayerSlots& s = layout.decoder[std::size_t(i)];
    const std::string h = "model.decoder.layers." + std::to_string(i) + ".";
    t.split_linear(h + "self_attn.", s.qkv, {"q_proj", "k_proj", "v_proj"});
    t.residual_linear(h + "self_attn.out_proj", s.self_out);
    t.norm(h + "self_attn_layer_norm", s.self_norm);
    t.split_linear(h + "encoder_attn.", s.cross_q, {"q_proj"});
    t.split_linear(h + "encoder_attn.", s.cross_kv, {"k_proj", "v_proj"});
    t.residual_linear(h + "encoder_attn.out_proj", s.cross_out);
    t.norm(h + "encoder_attn_layer_norm", s.cross_norm);
    t.split_linear(h, s.fc1, {"fc1"});
    t.residual_linear(h + "fc2", s.fc2);
    t.norm(h + "final_layer_norm", s.ffn_norm);
  }
  return t.take();
}

Json marian_config(const Model& model) {
  const ModelConfig& c = model.config;
  const ParameterLayout layout(c);
  Json j;
  j["architectures"] = Json::array({"MarianMTModel"});
  j["model_type"] = "marian";
  j["vocab_size"] = c.vocab_size;
  j["decoder_vocab_size"] = c.vocab_size;
  j["d_model"] = c.d_model;
  j["encoder_layers"] = c.encoder_layers;
  j["decoder_layers"] = c.decoder_layers;
  j["num_hidden_layers"] = c.encoder_layers;
  j["encoder_attention_heads"] = c.n_heads;
  j["decoder_attention_heads"] = c.n_heads;
  j["encoder_ffn_dim"] = c.d_ff;
  j["decoder_ffn_dim"] = c.d_ff;
  j["activation_function"] = activation_name(c.activation);
  j["max_position_embeddings"] = c.max_positions;
  j["scale_embedding"] = c.scale_embeddings;
  j["static_position_embeddings"] = true;
  j["normalize_before"] = false;
  j["normalize_embedding"] = false;
  j["add_final_layer_norm"] = false;
  j["share_encoder_decoder_embeddings"] = true;
  j["tie_word_embeddings"] = layout.output_projection == layout.src_embedding;
  j["dropout"] = c.dropout;
  j["attention_dropout"] = c.attention_dropout;
  j["activation_dropout"] = c.activation_dropout;
  j["is_encoder_decoder"] = true;
  j["pad_token_id"] = c.pad_id;
  j["eos_token_id"] = c.eos_id;
  j["forced_eos_token_id"] = c.eos_id;
  j["decoder_start_token_id"] = c.decoder_start_id;
  // This engine never generates pad, and nothing else is banned: the same rule for generate().
  j["bad_words_ids"] = Json::array({Json::array({c.pad_id})});
  j["max_length"] = 512;
  j["num_beams"] = 4;
  j["torch_dtype"] = "float32";
  return j;
}

Json marian_tokenizer_config(const Model& model) {
  const Tokenizer& t = model.tokenizer;
  const ModelConfig& c = model.config;
  Json j;
  j["tokenizer_class"] = "MarianTokenizer";
  j["separate_vocabs"] = false;
  j["eos_token"] = t.piece(c.eos_id);
  j["unk_token"] = t.piece(c.unk_id);
  j["pad_token"] = t.piece(c.pad_id);
  j["model_max_length"] = 512;
  return j;
}

std::string vocabulary_json(const Tokenizer& t) {
  Json j = Json::object();
  for (int id = 0; id < t.vocab_size(); ++id) j[t.piece(id)] = id;
  return j.dump(1) + "\n";
}

}  // namespace

std::optional<std::string> hf_marian_export_refusal(const Model& model) {
  const ModelConfig& c = model.config;
  if (c.norm_position != NormPosition::kPost)
    return "MarianMT is post-LN (LayerNorm after each residual); this model is pre-LN";
  if (c.positional_encoding == PositionalEncoding::kLearned)
    return "MarianMT's positions are the fixed sinusoidal table; this model learned its positions";
  if (c.positional_base != kMarianPositionalBase)
    return "MarianMT's sinusoidal positions use base 10000; this model uses " +
           std::to_string(c.positional_base);
  if (c.d_model % 2 != 0) return "MarianMT's [sin | cos] positions need an even d_model";
  if (std::fabs(c.layer_norm_eps - kMarianLayerNormEps) > 1e-12f)
    return "MarianMT's LayerNorm epsilon is 1e-5; this model uses " + std::to_string(c.layer_norm_eps);
  const ParameterLayout layout(c);
  const std::size_t embedding = std::size_t(c.vocab_size) * std::size_t(c.d_model);
  if (!same_values(model.parameters, layout.src_embedding, layout.tgt_embedding, embedding))
    return "MarianMT shares one embedding between encoder and decoder; this model has separate source and "
           "target embeddings";
  if (c.bos_id >= 0 && c.bos_id == c.pad_id)
    return "this model's BOS is its pad id, which MarianMT never reads as a token";
  return std::nullopt;
}

void export_hf_marian(const Model& model, const fs::path& hf_dir, std::vector<std::string>* notes) {
  if (const auto why = hf_marian_export_refusal(model)) throw Error("cannot export as MarianMT: " + *why);
  std::vector<Tensor> tensors = marian_tensors(model);
  const std::string config = marian_config(model).dump(2) + "\n";
  const std::string tokenizer_config = marian_tokenizer_config(model).dump(2) + "\n";
  write_new_folder(hf_dir, "the MarianMT model", [&](const fs::path& staging) {
    write_safetensors(staging / "model.safetensors", tensors, {{"format", "pt"}});
    write_file_atomic(staging / "config.json", config);
    write_file_atomic(staging / "tokenizer_config.json", tokenizer_config);
    if (model.tokenizer.is_joint()) {
      // One joint SentencePiece model serves both sides; its ids are the model's ids.
      write_file_atomic(staging / "source.spm", model.tokenizer.serialized());
      write_file_atomic(staging / "target.spm", model.tokenizer.serialized());
      write_file_atomic(staging / "vocab.json", vocabulary_json(model.tokenizer));
    } else {
      model.tokenizer.save_folder(staging);  // source.spm, target.spm, vocab.json
    }
  });
  if (notes) {
    const ModelConfig& c = model.config;
    auto& n = *notes;
    n.push_back("MarianMTModel config: " + std::to_string(c.encoder_layers) + "+" +
                std::to_string(c.decoder_layers) + " layers, d_model " + std::to_string(c.d_model) + ", " +
                std::to_string(c.n_heads) + " heads, d_ff " + std::to_string(c.d_ff) + ", " +
                activation_name(c.activation) + ", post-LN");
    n.push_back("split qkv into q_proj, k_proj, v_proj and cross_attn.kv into encoder_attn k_proj, v_proj");
    if (c.positional_encoding == PositionalEncoding::kSinusoidal)
      n.push_back(
          "positions: this model's interleaved sin/cos became Marian's [sin | cos] by reordering the "
          "model dimension of every weight (the same function)");
    n.push_back(c.output_bias ? "the output bias became final_logits_bias"
                              : "final_logits_bias is zero (no output bias)");
    n.push_back("decoding starts from id " + std::to_string(c.decoder_start_id) +
                " (decoder_start_token_id); pad " + std::to_string(c.pad_id) +
                " is banned (bad_words_ids), eos " + std::to_string(c.eos_id));
    n.push_back(model.tokenizer.is_joint()
                    ? "tokenizer: the joint SentencePiece model as source.spm and target.spm"
                    : "tokenizer: source.spm, target.spm and vocab.json as imported");
  }
}

}  // namespace attn
