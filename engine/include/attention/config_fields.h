// The one table of ModelConfig's fields: name, kind, the paper's term, a one-line doc, allowed values and
// range. config.json reading and writing, validation, the CLI's --field overrides and the app's Model view
// all walk this table, so a new field is added here (and in the struct) and nowhere else. Defaults are the
// struct's own initialisers: read them from ModelConfig{}.
#pragma once

#include <limits>
#include <span>
#include <string>
#include <string_view>

#include "attention/config.h"

namespace attn {

enum class ConfigFieldKind { kInt, kFloat, kBool, kEnum };

// Accepted numbers: lower and upper bounds, each open or closed; an infinite upper bound means none.
struct ConfigRange {
  double min = -std::numeric_limits<double>::infinity();
  double max = std::numeric_limits<double>::infinity();
  bool min_open = false, max_open = false;
  bool even = false;  // d_model: the sinusoids pair up dimensions
};

struct ConfigField {
  std::string_view name;  // the config.json key; the CLI flag is the same with dashes (--d-model)
  ConfigFieldKind kind;
  std::string_view paper_term;  // "h (heads)", or what it is called beyond the paper
  std::string_view doc;         // one line, in English; the app translates it (context "attn::ConfigField")
  // Describes the network, and so what its weights mean: config.json must state it. The others only
  // matter for training, may be left out of config.json and may change when fine-tuning (--init-from).
  bool describes_network = true;
  // May be absent from config.json even though it describes the network: its default is what every folder
  // written before the field existed meant (the special ids). Absent, it is not reported as defaulted.
  bool optional_in_file = false;
  ConfigRange range{};                          // kInt and kFloat
  std::span<const std::string_view> choices{};  // kEnum: the spellings, in the enum's order
  // Exactly one access path, by kind.
  int ModelConfig::*int_member = nullptr;
  float ModelConfig::*float_member = nullptr;
  bool ModelConfig::*bool_member = nullptr;
  int (*get_choice)(const ModelConfig&) = nullptr;  // kEnum: index into choices
  void (*set_choice)(ModelConfig&, int) = nullptr;
};

// Every field, once, in the order the Model view lists them (the paper's order first).
std::span<const ConfigField> config_fields();
// By config.json name; nullptr when there is none ("layers" is config.json shorthand, not a field).
const ConfigField* find_config_field(std::string_view name);
// "--d-model" for d_model.
std::string cli_flag(const ConfigField& field);

// The value as text: 512, 0.1, 1e-05, true, post. Floats take the fewest digits that read back the same.
std::string format_config_value(const ConfigField& field, const ModelConfig& config);
// Sets the field from text ("512", "0.3", "false", "pre"), then checks its range. Errors name the field and
// its flag and say what is accepted.
void parse_config_value(const ConfigField& field, ModelConfig& config, std::string_view text);
// Empty when the field's value is in range, else "d_model must be even and in [2, 16384]".
std::string config_range_problem(const ConfigField& field, const ModelConfig& config);
// "[0, 1)", "> 1", "one of: post, pre": what the field accepts.
std::string accepted_values(const ConfigField& field);

// Floats with the fewest significant digits (6 to 9) that read back to the same float.
double shortest_round_trip(float value);

}  // namespace attn
