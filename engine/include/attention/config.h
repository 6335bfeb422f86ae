// The model's hyper-parameters: a plain struct, saved as config.json inside a model folder.
// Fields beyond the paper (PE layout, activation, output bias, norm position) exist so that models such as
// Marian/OPUS-MT can be described without a redesign.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "attention/vocab.h"

namespace attn {

enum class NormPosition { kPost, kPre };  // post-LN is the paper; pre-LN trains more stably when deep
enum class PositionalEncoding {
  kSinusoidal,        // the paper: PE(pos,2i)=sin, PE(pos,2i+1)=cos (interleaved)
  kSinusoidalConcat,  // Marian/OPUS-MT: sin in the first half of the dimensions, cos in the second
  kLearned,           // Table 3 row (E): a trained embedding per position
};
enum class Activation { kRelu, kSwish, kGelu };

// Every field is also listed once in config_fields.h, which drives reading, writing, overrides and display.
struct ModelConfig {
  int vocab_size = 8000;  // joint source+target vocabulary (one tokenizer)
  int encoder_layers = 6;
  int decoder_layers = 6;
  int d_model = 512;
  int n_heads = 8;
  int d_ff = 2048;
  float dropout = 0.1f;             // residual and embedding+PE dropout
  float attention_dropout = 0.0f;   // on attention probabilities
  float activation_dropout = 0.0f;  // inside the FFN, after the activation
  float label_smoothing = 0.1f;
  NormPosition norm_position = NormPosition::kPost;
  PositionalEncoding positional_encoding = PositionalEncoding::kSinusoidal;
  float positional_base = 10000.0f;
  int max_positions = 1024;
  Activation activation = Activation::kRelu;
  bool tie_embeddings = true;  // source, target and output projection share one matrix
  bool output_bias = false;
  bool scale_embeddings = true;  // multiply embeddings by sqrt(d_model)
  float layer_norm_eps = 1e-5f;
  // The special ids (vocab.h). config.json may leave them out: the defaults are what every model folder
  // written before they existed meant.
  int pad_id = kPadId;
  int unk_id = kUnkId;
  int bos_id = kBosId;  // kNoBosId (-1): the vocabulary has no BOS piece
  int eos_id = kEosId;
  int decoder_start_id = kBosId;

  int head_dim() const { return d_model / n_heads; }
  VocabularyInfo vocabulary() const { return {pad_id, unk_id, bos_id, eos_id, decoder_start_id}; }
  void set_vocabulary(const VocabularyInfo& v) {
    pad_id = v.pad, unk_id = v.unk, bos_id = v.bos, eos_id = v.eos, decoder_start_id = v.decoder_start;
  }
  // Throws attn::Error naming the offending field.
  void validate() const;
};

// Named starting points; any field can then be overridden.
ModelConfig preset_config(std::string_view name);  // "tiny", "base", "small" (the bundled model's shape)

// Writes every field, so that what it writes always reads back under read_config_json's rules.
std::string to_json(const ModelConfig& config);

// config.json as read: the config, and the optional (training-only) fields that were absent and took their
// defaults, for the caller to mention.
struct ConfigFile {
  ModelConfig config;
  std::vector<std::string> defaulted_fields;
};
// Strict: every field that describes the network (and so what the weights mean; config_fields.h marks them)
// must be present; only the training-only ones (the dropouts, label_smoothing) may be left out. Unknown
// fields (typos matter), duplicate keys and out-of-range values are attn::Errors naming the field. "layers"
// is shorthand for both layer counts.
ConfigFile read_config_json(std::string_view json_text);
ModelConfig config_from_json(std::string_view json_text);  // read_config_json(json_text).config
// Sets one field from its JSON name (or "layers") and a text value ("d_model", "512"), range-checked; the
// CLI's --d-model style overrides. Errors name the field and its flag.
void set_config_field(ModelConfig& config, std::string_view name, std::string_view value);

std::string_view to_string(NormPosition);
std::string_view to_string(PositionalEncoding);
std::string_view to_string(Activation);

}  // namespace attn
