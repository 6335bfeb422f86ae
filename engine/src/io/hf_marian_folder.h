// Reading a Hugging Face MarianMT folder (Helsinki-NLP/opus-mt-* and its siblings) as it is, before any
// conversion to this engine's layout: config.json, model.safetensors, vocab.json, source.spm, target.spm.
// The reader keeps Hugging Face's tensor names and meanings; it refuses, with an attn::Error that says why,
// what the engine cannot compute (another model_type, pre-LN, separate vocabularies, ...) and anything
// missing or mis-shaped, so that the import step can rely on every field and tensor it finds here.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "attention/config.h"

namespace attn {

struct HfMarianConfig {
  int vocab_size = 0;  // one vocabulary shared by source, target and the output projection
  int d_model = 0;
  int encoder_layers = 0;
  int decoder_layers = 0;
  int attention_heads = 0;  // encoder_attention_heads == decoder_attention_heads (checked)
  int ffn_dim = 0;          // encoder_ffn_dim == decoder_ffn_dim (checked)
  int max_position_embeddings = 0;
  Activation activation = Activation::kSwish;
  std::string activation_name;      // as config.json spells it ("swish", "silu", "relu", "gelu")
  bool scale_embedding = false;     // embeddings times sqrt(d_model); Hugging Face's default is false
  bool tie_word_embeddings = true;  // false: lm_head.weight is its own matrix
};

struct HfMarianSpecialIds {
  std::int32_t pad = 0;                    // vocab - 1 in OPUS-MT
  std::int32_t eos = 0;                    // 0 in OPUS-MT
  std::int32_t unk = 0;                    // vocab.json's "<unk>"
  std::int32_t decoder_start = 0;          // = pad in OPUS-MT: decoding starts from the pad token
  std::optional<std::int32_t> forced_eos;  // forced_eos_token_id: generate() forces it at max_length
  std::vector<std::int32_t> banned;        // single-token bad_words_ids (OPUS-MT bans pad this way)
};

struct HfTensor {
  std::vector<std::int64_t> shape;
  std::vector<float> values;  // row-major, widened to float
};

struct HfMarianFolder {
  std::filesystem::path dir;
  HfMarianConfig config;
  HfMarianSpecialIds special_ids;
  // By Hugging Face name. Always: "model.shared.weight" [vocab, d_model] (taken from a tied copy when the
  // file lacks it), "final_logits_bias" [1, vocab] (zeros when the file lacks it, as HF does), every layer
  // tensor; "lm_head.weight" only when untied; the two "embed_positions" tables only when the file has them
  // (they are then checked to be the [sin | cos] table).
  std::map<std::string, HfTensor, std::less<>> tensors;
  std::vector<std::string> vocab;  // vocab.json: piece by id
  std::filesystem::path source_spm, target_spm;
  bool has_final_logits_bias = false;  // false: the file had none and the zeros above stand in
  bool has_position_tables = false;
  std::vector<std::string> ignored_tensors;  // in the file but unused by MarianMTModel (HF ignores them too)

  // Throws attn::Error naming the tensor when absent.
  const HfTensor& tensor(std::string_view name) const;
};

// Throws attn::Error with the folder or file and the cause.
HfMarianFolder read_hf_marian_folder(const std::filesystem::path& dir);

}  // namespace attn
