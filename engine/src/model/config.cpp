#include "attention/config.h"

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "attention/error.h"
#include "util/json_duplicate_keys.h"

namespace attn {

namespace {

using nlohmann::json;

template <typename Enum, std::size_t N>
Enum parse_enum(std::string_view field, std::string_view value,
                const std::pair<Enum, const char*> (&table)[N]) {
  std::string allowed;
  for (const auto& [e, name] : table) {
    if (value == name) return e;
    allowed += std::string(allowed.empty() ? "" : ", ") + name;
  }
  throw Error("config field '" + std::string(field) + "': unknown value '" + std::string(value) +
              "' (expected one of: " + allowed + ")");
}

constexpr std::pair<NormPosition, const char*> kNormNames[] = {{NormPosition::kPost, "post"},
                                                               {NormPosition::kPre, "pre"}};
constexpr std::pair<PositionalEncoding, const char*> kPeNames[] = {
    {PositionalEncoding::kSinusoidal, "sinusoidal"},
    {PositionalEncoding::kSinusoidalConcat, "sinusoidal_concat"},
    {PositionalEncoding::kLearned, "learned"}};
constexpr std::pair<Activation, const char*> kActNames[] = {
    {Activation::kRelu, "relu"}, {Activation::kSwish, "swish"}, {Activation::kGelu, "gelu"}};

template <typename Enum, std::size_t N>
std::string_view enum_name(Enum e, const std::pair<Enum, const char*> (&table)[N]) {
  for (const auto& [v, name] : table)
    if (v == e) return name;
  return "?";
}

int parse_int(std::string_view field, const json& v) {
  if (!v.is_number_integer()) throw Error("config field '" + std::string(field) + "' must be an integer");
  return v.get<int>();
}
float parse_float(std::string_view field, const json& v) {
  if (!v.is_number()) throw Error("config field '" + std::string(field) + "' must be a number");
  return v.get<float>();
}
bool parse_bool(std::string_view field, const json& v) {
  if (!v.is_boolean()) throw Error("config field '" + std::string(field) + "' must be true or false");
  return v.get<bool>();
}
std::string parse_string(std::string_view field, const json& v) {
  if (!v.is_string()) throw Error("config field '" + std::string(field) + "' must be a string");
  return v.get<std::string>();
}

// Fields that describe the network, and so what its weights mean, must be written out in config.json: a
// default could describe different weights with the same shapes (8 heads read for a model trained with 4).
// The others only matter for training and may take their defaults.
constexpr std::string_view kRequiredFields[] = {
    "vocab_size", "encoder_layers", "decoder_layers",      "d_model",          "n_heads",
    "d_ff",       "norm_position",  "positional_encoding", "positional_base",  "max_positions",
    "activation", "tie_embeddings", "output_bias",         "scale_embeddings", "layer_norm_eps"};
constexpr std::string_view kOptionalFields[] = {"dropout", "attention_dropout", "activation_dropout",
                                                "label_smoothing"};

// The fields a JSON key sets: "layers" is shorthand for both layer counts.
std::vector<std::string_view> fields_set_by(std::string_view key) {
  if (key == "layers") return {"encoder_layers", "decoder_layers"};
  return {key};
}

// One table drives JSON reading, writing and --set overrides, so a new field is added in one place.
void apply_field(ModelConfig& c, std::string_view name, const json& v) {
  if (name == "vocab_size")
    c.vocab_size = parse_int(name, v);
  else if (name == "encoder_layers")
    c.encoder_layers = parse_int(name, v);
  else if (name == "decoder_layers")
    c.decoder_layers = parse_int(name, v);
  else if (name == "layers")
    c.encoder_layers = c.decoder_layers = parse_int(name, v);
  else if (name == "d_model")
    c.d_model = parse_int(name, v);
  else if (name == "n_heads")
    c.n_heads = parse_int(name, v);
  else if (name == "d_ff")
    c.d_ff = parse_int(name, v);
  else if (name == "dropout")
    c.dropout = parse_float(name, v);
  else if (name == "attention_dropout")
    c.attention_dropout = parse_float(name, v);
  else if (name == "activation_dropout")
    c.activation_dropout = parse_float(name, v);
  else if (name == "label_smoothing")
    c.label_smoothing = parse_float(name, v);
  else if (name == "norm_position")
    c.norm_position = parse_enum(name, parse_string(name, v), kNormNames);
  else if (name == "positional_encoding")
    c.positional_encoding = parse_enum(name, parse_string(name, v), kPeNames);
  else if (name == "positional_base")
    c.positional_base = parse_float(name, v);
  else if (name == "max_positions")
    c.max_positions = parse_int(name, v);
  else if (name == "activation")
    c.activation = parse_enum(name, parse_string(name, v), kActNames);
  else if (name == "tie_embeddings")
    c.tie_embeddings = parse_bool(name, v);
  else if (name == "output_bias")
    c.output_bias = parse_bool(name, v);
  else if (name == "scale_embeddings")
    c.scale_embeddings = parse_bool(name, v);
  else if (name == "layer_norm_eps")
    c.layer_norm_eps = parse_float(name, v);
  else
    throw Error("unknown config field '" + std::string(name) + "'");
}

}  // namespace

std::string_view to_string(NormPosition v) { return enum_name(v, kNormNames); }
std::string_view to_string(PositionalEncoding v) { return enum_name(v, kPeNames); }
std::string_view to_string(Activation v) { return enum_name(v, kActNames); }

void ModelConfig::validate() const {
  auto require = [](bool ok, const std::string& what) {
    if (!ok) throw Error("invalid model config: " + what);
  };
  require(vocab_size >= 5 && vocab_size <= 1'000'000, "vocab_size must be in [5, 1000000]");
  require(encoder_layers >= 1 && encoder_layers <= 64, "encoder_layers must be in [1, 64]");
  require(decoder_layers >= 1 && decoder_layers <= 64, "decoder_layers must be in [1, 64]");
  require(d_model >= 2 && d_model <= 16384 && d_model % 2 == 0, "d_model must be even and in [2, 16384]");
  require(n_heads >= 1 && n_heads <= 256, "n_heads must be in [1, 256]");
  require(d_model % n_heads == 0, "d_model (" + std::to_string(d_model) + ") must be divisible by n_heads (" +
                                      std::to_string(n_heads) + ")");
  require(d_ff >= 1 && d_ff <= 65536, "d_ff must be in [1, 65536]");
  require(dropout >= 0 && dropout < 1, "dropout must be in [0, 1)");
  require(attention_dropout >= 0 && attention_dropout < 1, "attention_dropout must be in [0, 1)");
  require(activation_dropout >= 0 && activation_dropout < 1, "activation_dropout must be in [0, 1)");
  require(label_smoothing >= 0 && label_smoothing < 1, "label_smoothing must be in [0, 1)");
  require(positional_base > 1, "positional_base must be > 1");
  require(max_positions >= 2 && max_positions <= 65536, "max_positions must be in [2, 65536]");
  require(layer_norm_eps > 0 && layer_norm_eps < 1, "layer_norm_eps must be in (0, 1)");
}

ModelConfig preset_config(std::string_view name) {
  ModelConfig c;
  if (name == "base") return c;  // the paper's base model
  if (name == "tiny") {
    c.encoder_layers = c.decoder_layers = 3;
    c.d_model = 256;
    c.n_heads = 4;
    c.d_ff = 1024;
    return c;
  }
  if (name == "small") {  // strongly regularised, for ~30k-pair corpora such as Multi30k
    c.encoder_layers = c.decoder_layers = 4;
    c.d_model = 256;
    c.n_heads = 4;
    c.d_ff = 1024;
    c.dropout = 0.3f;
    return c;
  }
  if (name == "toy") {  // seconds to train on the procedural tasks
    c.vocab_size = 32;
    c.encoder_layers = c.decoder_layers = 2;
    c.d_model = 64;
    c.n_heads = 4;
    c.d_ff = 128;
    c.dropout = 0.0f;
    c.max_positions = 256;
    return c;
  }
  throw Error("unknown preset '" + std::string(name) + "' (expected tiny, small, base or toy)");
}

// Floats written with the fewest digits that read back to the same float (0.3, not 0.30000001192092896).
static double tidy(float v) {
  char buf[32];
  for (int digits = 6; digits < 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, double(v));
    if (std::strtof(buf, nullptr) == v) return std::strtod(buf, nullptr);
  }
  return double(v);
}

std::string to_json(const ModelConfig& c) {
  json j = {{"vocab_size", c.vocab_size},
            {"encoder_layers", c.encoder_layers},
            {"decoder_layers", c.decoder_layers},
            {"d_model", c.d_model},
            {"n_heads", c.n_heads},
            {"d_ff", c.d_ff},
            {"dropout", tidy(c.dropout)},
            {"attention_dropout", tidy(c.attention_dropout)},
            {"activation_dropout", tidy(c.activation_dropout)},
            {"label_smoothing", tidy(c.label_smoothing)},
            {"norm_position", to_string(c.norm_position)},
            {"positional_encoding", to_string(c.positional_encoding)},
            {"positional_base", tidy(c.positional_base)},
            {"max_positions", c.max_positions},
            {"activation", to_string(c.activation)},
            {"tie_embeddings", c.tie_embeddings},
            {"output_bias", c.output_bias},
            {"scale_embeddings", c.scale_embeddings},
            {"layer_norm_eps", tidy(c.layer_norm_eps)}};
  return j.dump(2) + "\n";
}

ConfigFile read_config_json(std::string_view text) {
  json j;
  try {
    j = json::parse(text, DuplicateKeyCheck());
  } catch (const json::exception& e) {
    throw Error(std::string("config.json is not valid JSON: ") + e.what());
  }
  if (!j.is_object()) throw Error("config.json must hold a JSON object");
  ConfigFile file;
  std::set<std::string_view> seen;
  for (const auto& [key, value] : j.items()) {
    apply_field(file.config, key, value);  // unknown fields and wrong types are errors here
    for (std::string_view field : fields_set_by(key))
      if (!seen.insert(field).second)
        throw Error("config field '" + key + "' sets " + std::string(field) +
                    ", which is already given (\"layers\" sets both layer counts)");
  }
  std::string missing;
  for (std::string_view field : kRequiredFields)
    if (!seen.count(field)) missing += (missing.empty() ? "" : ", ") + std::string(field);
  if (!missing.empty())
    throw Error("missing required field(s) " + missing +
                " (they change what the weights mean, so no default is assumed)");
  for (std::string_view field : kOptionalFields)
    if (!seen.count(field)) file.defaulted_fields.emplace_back(field);
  file.config.validate();
  return file;
}

ModelConfig config_from_json(std::string_view text) { return read_config_json(text).config; }

void set_config_field(ModelConfig& c, std::string_view name, std::string_view value) {
  json v;
  try {
    v = json::parse(value);
  } catch (const json::exception&) {
    v = std::string(value);  // bare words such as pre or learned
  }
  apply_field(c, name, v);
}

}  // namespace attn
