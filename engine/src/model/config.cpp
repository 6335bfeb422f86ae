#include "attention/config.h"

#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "attention/config_fields.h"
#include "attention/error.h"
#include "util/json_duplicate_keys.h"

namespace attn {

namespace {

using nlohmann::json;

// Sets one table field from a config.json value, type-checked; range checks come with validate().
void read_field(const ConfigField& f, ModelConfig& c, const json& v) {
  const std::string name(f.name);
  switch (f.kind) {
    case ConfigFieldKind::kInt:
      if (!v.is_number_integer()) throw Error("config field '" + name + "' must be an integer");
      c.*f.int_member = v.get<int>();
      return;
    case ConfigFieldKind::kFloat:
      if (!v.is_number()) throw Error("config field '" + name + "' must be a number");
      c.*f.float_member = v.get<float>();
      return;
    case ConfigFieldKind::kBool:
      if (!v.is_boolean()) throw Error("config field '" + name + "' must be true or false");
      c.*f.bool_member = v.get<bool>();
      return;
    case ConfigFieldKind::kEnum: {
      if (!v.is_string()) throw Error("config field '" + name + "' must be a string");
      const std::string text = v.get<std::string>();
      for (std::size_t i = 0; i < f.choices.size(); ++i)
        if (f.choices[i] == text) return f.set_choice(c, int(i));
      throw Error("config field '" + name + "': unknown value '" + text + "' (expected " +
                  accepted_values(f) + ")");
    }
  }
}

json field_json(const ConfigField& f, const ModelConfig& c) {
  switch (f.kind) {
    case ConfigFieldKind::kInt:
      return c.*f.int_member;
    case ConfigFieldKind::kFloat:
      return shortest_round_trip(c.*f.float_member);  // 0.3, not 0.30000001192092896
    case ConfigFieldKind::kBool:
      return c.*f.bool_member;
    case ConfigFieldKind::kEnum:
      return f.choices[std::size_t(f.get_choice(c))];
  }
  return nullptr;
}

// The table fields a config.json key sets: "layers" is shorthand for both layer counts.
std::vector<const ConfigField*> fields_set_by(std::string_view key) {
  if (key == "layers") return {find_config_field("encoder_layers"), find_config_field("decoder_layers")};
  if (const ConfigField* f = find_config_field(key)) return {f};
  throw Error("unknown config field '" + std::string(key) + "'");
}

}  // namespace

void ModelConfig::validate() const {
  for (const ConfigField& f : config_fields()) {
    const std::string problem = config_range_problem(f, *this);
    if (!problem.empty()) throw Error("invalid model config: " + problem);
  }
  const VocabularyInfo v = vocabulary();
  const std::pair<const char*, int> ids[] = {{"pad_id", v.pad},
                                             {"unk_id", v.unk},
                                             {"bos_id", v.bos},
                                             {"eos_id", v.eos},
                                             {"decoder_start_id", v.decoder_start}};
  for (const auto& [name, id] : ids) {
    if (id >= vocab_size)
      throw Error(std::string("invalid model config: ") + name + " (" + std::to_string(id) +
                  ") must be below vocab_size (" + std::to_string(vocab_size) + ")");
  }
  if (v.pad == v.eos || v.unk == v.eos || v.unk == v.pad)
    throw Error("invalid model config: pad_id, unk_id and eos_id must be three different ids (got " +
                std::to_string(v.pad) + ", " + std::to_string(v.unk) + ", " + std::to_string(v.eos) + ")");
  if (d_model % n_heads != 0)
    throw Error("invalid model config: d_model (" + std::to_string(d_model) +
                ") must be divisible by n_heads (" + std::to_string(n_heads) + ")");
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

std::string to_json(const ModelConfig& c) {
  json j = json::object();
  for (const ConfigField& f : config_fields()) j[std::string(f.name)] = field_json(f, c);
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
    for (const ConfigField* f : fields_set_by(key)) {  // unknown fields are errors here
      read_field(*f, file.config, value);              // and wrong types here
      if (!seen.insert(f->name).second)
        throw Error("config field '" + key + "' sets " + std::string(f->name) +
                    ", which is already given (\"layers\" sets both layer counts)");
    }
  }
  // Fields that describe the network, and so what its weights mean, must be written out: a default could
  // describe different weights with the same shapes (8 heads read for a model trained with 4).
  std::string missing;
  for (const ConfigField& f : config_fields())
    if (f.describes_network && !f.optional_in_file && !seen.count(f.name))
      missing += (missing.empty() ? "" : ", ") + std::string(f.name);
  if (!missing.empty())
    throw Error("missing required field(s) " + missing +
                " (they change what the weights mean, so no default is assumed)");
  for (const ConfigField& f : config_fields())
    if (!f.describes_network && !seen.count(f.name)) file.defaulted_fields.emplace_back(f.name);
  file.config.validate();
  return file;
}

ModelConfig config_from_json(std::string_view text) { return read_config_json(text).config; }

void set_config_field(ModelConfig& c, std::string_view name, std::string_view value) {
  for (const ConfigField* f : fields_set_by(name)) parse_config_value(*f, c, value);
}

}  // namespace attn
