#include "io/hf_marian_folder.h"

#include <cmath>
#include <nlohmann/json.hpp>
#include <set>
#include <utility>

#include "attention/atomic_file.h"
#include "attention/config_fields.h"
#include "attention/error.h"
#include "attention/positional_encoding.h"
#include "attention/safetensors.h"
#include "util/json_duplicate_keys.h"

namespace attn {

namespace {

namespace fs = std::filesystem;
using Json = nlohmann::json;

constexpr std::uintmax_t kMaxJsonBytes = 64u << 20;  // vocab.json of a 250k-piece model is ~6 MB
constexpr float kPositionTolerance = 1e-4f;

// The files MarianMTModel.from_pretrained + MarianTokenizer.from_pretrained read.
constexpr const char* kRequiredFiles[] = {"config.json", "model.safetensors", "vocab.json", "source.spm",
                                          "target.spm"};

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string out = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + "]";
}

bool is_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(path, ec);
}

// Older checkpoints on the Hub have only PyTorch's pickle format, which this Qt-free C++ engine does not
// unpickle (loading it would run arbitrary code anyway); converting is one line wherever torch is installed.
std::string conversion_hint(const fs::path& dir) {
  return dir.string() +
         " has pytorch_model.bin but no model.safetensors; only safetensors weights can be read. Convert it "
         "once on a machine with Python, torch and the safetensors package:\n"
         "  cd " +
         dir.string() +
         " && python3 -c \"import torch; from safetensors.torch import save_file; "
         "sd = torch.load('pytorch_model.bin', map_location='cpu'); "
         "save_file({k: v.clone().contiguous() for k, v in sd.items()}, 'model.safetensors', "
         "metadata={'format': 'pt'})\"\n"
         "(or, with transformers: MarianMTModel.from_pretrained(DIR).save_pretrained(DIR, "
         "safe_serialization=True))";
}

void check_files(const fs::path& dir) {
  std::error_code ec;
  const fs::file_status status = fs::status(dir, ec);
  if (status.type() == fs::file_type::not_found)
    throw Error("Hugging Face model folder " + dir.string() + " does not exist");
  if (ec) throw Error("cannot read " + dir.string() + ": " + ec.message());
  if (!fs::is_directory(status))
    throw Error(dir.string() + " is not a folder (expected a Hugging Face MarianMT folder)");

  if (!is_file(dir / "model.safetensors")) {
    if (is_file(dir / "pytorch_model.bin")) throw Error(conversion_hint(dir));
    if (is_file(dir / "model.safetensors.index.json"))
      throw Error(dir.string() +
                  ": sharded safetensors (model.safetensors.index.json) are not supported; "
                  "MarianMT models fit in one model.safetensors");
  }
  std::string missing;
  for (const char* name : kRequiredFiles)
    if (!is_file(dir / name)) missing += std::string(missing.empty() ? "" : ", ") + name;
  if (!missing.empty())
    throw Error(dir.string() + " is not a complete Hugging Face MarianMT folder: missing " + missing +
                " (it needs config.json, model.safetensors, vocab.json, source.spm and target.spm)");
  if (is_file(dir / "target_vocab.json"))
    throw Error(dir.string() +
                ": separate source and target vocabularies (target_vocab.json) are not supported");
}

Json read_json(const fs::path& path) {
  const std::string text = read_file(path, kMaxJsonBytes);
  try {
    return Json::parse(text, DuplicateKeyCheck());
  } catch (const Json::exception& e) {
    throw Error(path.string() + ": not valid JSON: " + e.what());
  } catch (const Error& e) {
    throw Error(path.string() + ": " + e.what());
  }
}

// Typed access to config.json's fields, with Hugging Face's MarianConfig defaults where it has one that
// matters, and errors that name the file and the field.
class ConfigFields {
 public:
  ConfigFields(const Json& json, fs::path path) : json_(json), path_(std::move(path)) {}

  bool has(const char* name) const { return json_.contains(name) && !json_.at(name).is_null(); }

  int integer(const char* name) const {
    if (!has(name)) throw error(std::string("has no ") + name);
    return integer_value(name);
  }
  int integer_or(const char* name, int fallback) const { return has(name) ? integer_value(name) : fallback; }
  int positive(const char* name) const {
    const int value = integer(name);
    if (value <= 0) throw error(std::string(name) + " must be positive, not " + std::to_string(value));
    return value;
  }
  bool boolean_or(const char* name, bool fallback) const {
    if (!has(name)) return fallback;
    if (!json_.at(name).is_boolean()) throw error(std::string(name) + " must be true or false");
    return json_.at(name).get<bool>();
  }
  std::string string_or(const char* name, std::string fallback) const {
    if (!has(name)) return fallback;
    if (!json_.at(name).is_string()) throw error(std::string(name) + " must be a string");
    return json_.at(name).get<std::string>();
  }
  const Json& raw(const char* name) const { return json_.at(name); }

  Error error(const std::string& what) const { return Error(path_.string() + ": " + what); }

 private:
  int integer_value(const char* name) const {
    const Json& v = json_.at(name);
    if (!v.is_number_integer()) throw error(std::string(name) + " must be an integer");
    const auto value = v.get<std::int64_t>();
    if (value < -(1 << 30) || value > (1 << 30)) throw error(std::string(name) + " is out of range");
    return int(value);
  }

  const Json& json_;
  fs::path path_;
};

Activation parse_activation(const std::string& name, const ConfigFields& fields) {
  // Hugging Face's ACT2FN: "swish" and "silu" are both x * sigmoid(x); "gelu" is the exact (erf) GELU.
  if (name == "swish" || name == "silu") return Activation::kSwish;
  if (name == "relu") return Activation::kRelu;
  if (name == "gelu") return Activation::kGelu;
  throw fields.error("activation_function '" + name +
                     "' is not supported (supported: swish, silu, relu, gelu)");
}

void reject_if_set(const ConfigFields& fields, const char* name, const char* why) {
  if (fields.boolean_or(name, false))
    throw fields.error(std::string(name) + " true is not supported: " + why);
}

// The engine's own limit on the field that `value` becomes (config_fields.cpp), applied as soon as it is
// read: a max_position_embeddings of 67 million once cost 4.2 GB and 51 s of building before it failed.
int within_engine_limits(const ConfigFields& fields, const char* hf_name, const char* engine_name,
                         int value) {
  const ConfigField* field = find_config_field(engine_name);
  if (!field || field->kind != ConfigFieldKind::kInt)
    throw Error(std::string("internal: no field ") + engine_name);
  ModelConfig probe;
  probe.*field->int_member = value;
  const std::string problem = config_range_problem(*field, probe);
  if (!problem.empty())
    throw fields.error(std::string(hf_name) + " " + std::to_string(value) +
                       " is beyond what this engine accepts (" + problem + ")");
  return value;
}

HfMarianConfig parse_config(const ConfigFields& fields) {
  const std::string model_type = fields.string_or("model_type", "");
  if (model_type.empty()) throw fields.error("has no model_type (expected \"marian\")");
  if (model_type != "marian")
    throw fields.error("model_type '" + model_type +
                       "' is not supported: only MarianMT models (model_type \"marian\", e.g. "
                       "Helsinki-NLP/opus-mt-en-de) can be imported");
  // Legacy keys from Marian's BART-derived configs. Hugging Face's MarianMTModel ignores them and always
  // computes post-LN without an embedding LayerNorm; a file that claims otherwise is not what HF runs.
  reject_if_set(fields, "normalize_before", "MarianMTModel is post-LN (LayerNorm after each residual)");
  reject_if_set(fields, "normalize_embedding", "MarianMTModel has no LayerNorm on the embeddings");
  reject_if_set(fields, "add_final_layer_norm", "MarianMTModel has no final LayerNorm after the stacks");
  if (!fields.boolean_or("share_encoder_decoder_embeddings", true))
    throw fields.error(
        "share_encoder_decoder_embeddings false (separate source and target embeddings) is not "
        "supported");

  HfMarianConfig c;
  c.vocab_size = within_engine_limits(fields, "vocab_size", "vocab_size", fields.positive("vocab_size"));
  if (fields.integer_or("decoder_vocab_size", c.vocab_size) != c.vocab_size)
    throw fields.error("decoder_vocab_size differs from vocab_size; separate vocabularies are not supported");
  c.d_model = within_engine_limits(fields, "d_model", "d_model", fields.positive("d_model"));
  c.encoder_layers =
      within_engine_limits(fields, "encoder_layers", "encoder_layers", fields.positive("encoder_layers"));
  c.decoder_layers =
      within_engine_limits(fields, "decoder_layers", "decoder_layers", fields.positive("decoder_layers"));
  c.attention_heads = within_engine_limits(fields, "encoder_attention_heads", "n_heads",
                                           fields.positive("encoder_attention_heads"));
  if (fields.positive("decoder_attention_heads") != c.attention_heads)
    throw fields.error(
        "encoder_attention_heads and decoder_attention_heads differ; the engine has one head count");
  c.ffn_dim = within_engine_limits(fields, "encoder_ffn_dim", "d_ff", fields.positive("encoder_ffn_dim"));
  if (fields.positive("decoder_ffn_dim") != c.ffn_dim)
    throw fields.error("encoder_ffn_dim and decoder_ffn_dim differ; the engine has one d_ff");
  if (c.d_model % c.attention_heads != 0)
    throw fields.error("d_model " + std::to_string(c.d_model) + " is not a multiple of the " +
                       std::to_string(c.attention_heads) + " attention heads");
  if (c.d_model % 2 != 0) throw fields.error("d_model must be even for the [sin | cos] positions");
  c.max_position_embeddings = within_engine_limits(fields, "max_position_embeddings", "max_positions",
                                                   fields.positive("max_position_embeddings"));
  c.activation_name = fields.string_or("activation_function", "gelu");  // MarianConfig's default
  c.activation = parse_activation(c.activation_name, fields);
  c.scale_embedding = fields.boolean_or("scale_embedding", false);
  c.tie_word_embeddings = fields.boolean_or("tie_word_embeddings", true);
  return c;
}

HfMarianSpecialIds parse_special_ids(const ConfigFields& fields, int vocab_size) {
  const auto token_id = [&](const char* name, int value) {
    if (value < 0 || value >= vocab_size)
      throw fields.error(std::string(name) + " " + std::to_string(value) + " is outside the vocabulary of " +
                         std::to_string(vocab_size));
    return std::int32_t(value);
  };
  HfMarianSpecialIds ids;
  ids.pad = token_id("pad_token_id", fields.integer("pad_token_id"));
  ids.eos = token_id("eos_token_id", fields.integer("eos_token_id"));
  ids.decoder_start =
      token_id("decoder_start_token_id", fields.integer_or("decoder_start_token_id", ids.pad));
  if (fields.has("forced_eos_token_id"))
    ids.forced_eos = token_id("forced_eos_token_id", fields.integer("forced_eos_token_id"));
  if (fields.has("bad_words_ids") && fields.raw("bad_words_ids").is_array()) {
    for (const Json& words : fields.raw("bad_words_ids"))
      if (words.is_array() && words.size() == 1 && words[0].is_number_integer())
        ids.banned.push_back(token_id("bad_words_ids", words[0].get<int>()));
  }
  return ids;
}

std::vector<std::string> read_vocab(const fs::path& path, int vocab_size) {
  const Json json = read_json(path);
  if (!json.is_object()) throw Error(path.string() + ": expected an object of piece -> id");
  if (json.size() != std::size_t(vocab_size))
    throw Error(path.string() + " has " + std::to_string(json.size()) +
                " pieces but config.json says vocab_size " + std::to_string(vocab_size));
  std::vector<std::string> pieces(json.size());
  std::vector<bool> seen(json.size(), false);
  for (const auto& [piece, id] : json.items()) {
    if (!id.is_number_integer()) throw Error(path.string() + ": the id of '" + piece + "' is not an integer");
    const auto i = id.get<std::int64_t>();
    if (i < 0 || i >= vocab_size)
      throw Error(path.string() + ": id " + std::to_string(i) + " of '" + piece + "' is outside 0.." +
                  std::to_string(vocab_size - 1));
    if (seen[std::size_t(i)])
      throw Error(path.string() + ": id " + std::to_string(i) + " is given to both '" +
                  pieces[std::size_t(i)] + "' and '" + piece + "'");
    seen[std::size_t(i)] = true;
    pieces[std::size_t(i)] = piece;
  }
  return pieces;
}

std::int32_t find_piece(const std::vector<std::string>& vocab, std::string_view piece) {
  for (std::size_t i = 0; i < vocab.size(); ++i)
    if (vocab[i] == piece) return std::int32_t(i);
  return -1;
}

void check_special_pieces(const HfMarianFolder& folder) {
  const fs::path vocab_path = folder.dir / "vocab.json";
  const auto expect_piece = [&](const char* field, std::int32_t id, const char* piece) {
    if (folder.vocab[std::size_t(id)] != piece)
      throw Error(vocab_path.string() + ": config.json's " + field + " " + std::to_string(id) + " is '" +
                  folder.vocab[std::size_t(id)] + "' here, expected '" + piece + "'");
  };
  expect_piece("pad_token_id", folder.special_ids.pad, "<pad>");
  expect_piece("eos_token_id", folder.special_ids.eos, "</s>");
}

// The tensors of model.safetensors, taken by name with their expected shapes.
class TensorSource {
 public:
  explicit TensorSource(SafetensorsFile file) : file_(std::move(file)) {}

  bool has(std::string_view name) const { return file_.find(name) != nullptr; }

  HfTensor take(const std::string& name, const std::vector<std::int64_t>& shape) {
    const Tensor* t = file_.find(name);
    if (!t)
      throw Error(file_.source_name + " has no tensor '" + name + "' (expected shape " + shape_text(shape) +
                  " from config.json)");
    if (t->shape != shape)
      throw Error(file_.source_name + ": tensor '" + name + "' has shape " + shape_text(t->shape) +
                  ", expected " + shape_text(shape) + " from config.json");
    taken_.insert(name);
    try {
      return HfTensor{t->shape, t->to_f32()};
    } catch (const Error& e) {
      throw Error(file_.source_name + ": tensor '" + name + "': " + e.what());
    }
  }

  std::vector<std::string> untaken() const {
    std::vector<std::string> names;
    for (const Tensor& t : file_.tensors)
      if (!taken_.count(t.name)) names.push_back(t.name);
    return names;
  }
  const std::string& source_name() const { return file_.source_name; }

 private:
  SafetensorsFile file_;
  std::set<std::string, std::less<>> taken_;
};

void read_layer_tensors(TensorSource& source, const HfMarianConfig& c, HfMarianFolder& folder) {
  const std::int64_t d = c.d_model, ff = c.ffn_dim;
  const auto take = [&](const std::string& name, std::vector<std::int64_t> shape) {
    folder.tensors[name] = source.take(name, shape);
  };
  const auto attention = [&](const std::string& prefix) {
    for (const char* proj : {"q_proj", "k_proj", "v_proj", "out_proj"}) {
      take(prefix + "." + proj + ".weight", {d, d});
      take(prefix + "." + proj + ".bias", {d});
    }
  };
  const auto layer_norm = [&](const std::string& prefix) {
    take(prefix + ".weight", {d});
    take(prefix + ".bias", {d});
  };
  const auto feed_forward = [&](const std::string& prefix) {
    take(prefix + "fc1.weight", {ff, d});
    take(prefix + "fc1.bias", {ff});
    take(prefix + "fc2.weight", {d, ff});
    take(prefix + "fc2.bias", {d});
    layer_norm(prefix + "final_layer_norm");
  };
  for (int i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "model.encoder.layers." + std::to_string(i) + ".";
    attention(p + "self_attn");
    layer_norm(p + "self_attn_layer_norm");
    feed_forward(p);
  }
  for (int i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "model.decoder.layers." + std::to_string(i) + ".";
    attention(p + "self_attn");
    layer_norm(p + "self_attn_layer_norm");
    attention(p + "encoder_attn");
    layer_norm(p + "encoder_attn_layer_norm");
    feed_forward(p);
  }
}

// HF ties model.shared, both stacks' embed_tokens and (unless tie_word_embeddings is false) lm_head; files
// keep one of the tied names, which one depends on the transformers version that wrote them.
void read_embeddings(TensorSource& source, const HfMarianConfig& c, HfMarianFolder& folder) {
  const std::vector<std::int64_t> shape{c.vocab_size, c.d_model};
  std::vector<std::string> tied = {"model.shared.weight", "model.encoder.embed_tokens.weight",
                                   "model.decoder.embed_tokens.weight"};
  if (c.tie_word_embeddings)
    tied.push_back("lm_head.weight");
  else
    folder.tensors["lm_head.weight"] = source.take("lm_head.weight", shape);
  bool found = false;
  for (const std::string& name : tied) {
    if (!source.has(name)) continue;
    HfTensor t = source.take(name, shape);  // every tied copy present is shape-checked
    if (!found) folder.tensors["model.shared.weight"] = std::move(t);
    found = true;
  }
  if (!found)
    throw Error(source.source_name() + " has no token embeddings: expected 'model.shared.weight' " +
                shape_text(shape));
}

void read_position_tables(TensorSource& source, const HfMarianConfig& c, HfMarianFolder& folder) {
  const std::vector<float> expected = positional_encoding_table(
      PositionalEncoding::kSinusoidalConcat, c.max_position_embeddings, c.d_model, 10000.0f);
  for (const char* name : {"model.encoder.embed_positions.weight", "model.decoder.embed_positions.weight"}) {
    if (!source.has(name)) continue;
    HfTensor t = source.take(name, {c.max_position_embeddings, c.d_model});
    for (std::size_t i = 0; i < expected.size(); ++i) {
      if (std::fabs(t.values[i] - expected[i]) > kPositionTolerance)
        throw Error(source.source_name() + ": tensor '" + name +
                    "' is not Marian's sinusoidal [sin | cos] table (row " +
                    std::to_string(i / std::size_t(c.d_model)) + ", column " +
                    std::to_string(i % std::size_t(c.d_model)) +
                    "); other positional encodings are not supported");
    }
    folder.tensors[name] = std::move(t);
    folder.has_position_tables = true;
  }
}

void read_tensors(const fs::path& path, HfMarianFolder& folder) {
  TensorSource source(read_safetensors(path));
  const HfMarianConfig& c = folder.config;
  read_embeddings(source, c, folder);
  read_layer_tensors(source, c, folder);
  if (source.has("final_logits_bias")) {
    folder.tensors["final_logits_bias"] = source.take("final_logits_bias", {1, c.vocab_size});
    folder.has_final_logits_bias = true;
  } else {
    // A missing bias is zeros: HF lists it in _keys_to_ignore_on_load_missing and starts it at zero.
    folder.tensors["final_logits_bias"] =
        HfTensor{{1, c.vocab_size}, std::vector<float>(std::size_t(c.vocab_size), 0.0f)};
  }
  read_position_tables(source, c, folder);
  folder.ignored_tensors = source.untaken();
}

}  // namespace

const HfTensor& HfMarianFolder::tensor(std::string_view name) const {
  const auto it = tensors.find(name);
  if (it == tensors.end())
    throw Error("Hugging Face MarianMT folder " + dir.string() + " has no tensor '" + std::string(name) +
                "'");
  return it->second;
}

HfMarianFolder read_hf_marian_folder(const fs::path& dir) {
  check_files(dir);
  HfMarianFolder folder;
  folder.dir = dir;
  const fs::path config_path = dir / "config.json";
  const Json config_json = read_json(config_path);
  if (!config_json.is_object()) throw Error(config_path.string() + ": expected a JSON object");
  const ConfigFields fields(config_json, config_path);
  folder.config = parse_config(fields);
  folder.special_ids = parse_special_ids(fields, folder.config.vocab_size);

  folder.vocab = read_vocab(dir / "vocab.json", folder.config.vocab_size);
  folder.special_ids.unk = find_piece(folder.vocab, "<unk>");
  if (folder.special_ids.unk < 0) throw Error((dir / "vocab.json").string() + " has no '<unk>' piece");
  check_special_pieces(folder);

  if (is_file(dir / "tokenizer_config.json")) {
    const Json tokenizer_config = read_json(dir / "tokenizer_config.json");
    const auto separate =
        tokenizer_config.is_object() ? tokenizer_config.find("separate_vocabs") : tokenizer_config.end();
    if (separate != tokenizer_config.end() && separate->is_boolean() && separate->get<bool>())
      throw Error((dir / "tokenizer_config.json").string() + ": separate_vocabs true is not supported");
  }
  folder.source_spm = dir / "source.spm";
  folder.target_spm = dir / "target.spm";

  read_tensors(dir / "model.safetensors", folder);
  return folder;
}

}  // namespace attn
