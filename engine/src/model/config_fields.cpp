#include "attention/config_fields.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "attention/error.h"

// The app's lupdate reads this file for the docs' translations; the engine stays Qt-free, so the marker is
// defined here as the plain text.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace attn {

namespace {

// Spellings in each enum's declaration order: they are part of the file format.
constexpr std::string_view kNormNames[] = {"post", "pre"};
constexpr std::string_view kPeNames[] = {"sinusoidal", "sinusoidal_concat", "learned"};
constexpr std::string_view kActNames[] = {"relu", "swish", "gelu"};

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr ConfigRange kProbability{.min = 0, .max = 1, .max_open = true};
constexpr ConfigRange kTokenId{.min = 0, .max = 999'999};  // below vocab_size's maximum

const ConfigField kFields[] = {
    {.name = "encoder_layers",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "N (encoder layers)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "N: identical encoder layers (the paper uses 6)"),
     .range = {.min = 1, .max = 64},
     .int_member = &ModelConfig::encoder_layers},
    {.name = "decoder_layers",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "N (decoder layers)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "N: identical decoder layers (the paper uses 6)"),
     .range = {.min = 1, .max = 64},
     .int_member = &ModelConfig::decoder_layers},
    {.name = "d_model",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "d_model (model width)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "Width of every sub-layer output and embedding (512 in the base model)"),
     .range = {.min = 2, .max = 16384, .even = true},
     .int_member = &ModelConfig::d_model},
    {.name = "n_heads",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "h (heads)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "h: parallel attention heads, each of size d_k = d_v = d_model / h"),
     .range = {.min = 1, .max = 256},
     .int_member = &ModelConfig::n_heads},
    {.name = "d_ff",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "d_ff (inner FFN width)",
     .doc =
         QT_TRANSLATE_NOOP("attn::ConfigField",
                           "Inner width of the position-wise feed-forward network (2048 in the base model)"),
     .range = {.min = 1, .max = 65536},
     .int_member = &ModelConfig::d_ff},
    {.name = "vocab_size",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "shared BPE vocabulary (§5.1)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "Shared source/target vocabulary (byte-pair encoding)"),
     .range = {.min = 5, .max = 1'000'000},
     .int_member = &ModelConfig::vocab_size},
    {.name = "dropout",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "P_drop",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "P_drop on sub-layer outputs and on embeddings + positions (0.1 in the paper)"),
     .describes_network = false,
     .range = kProbability,
     .float_member = &ModelConfig::dropout},
    {.name = "attention_dropout",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "attention dropout (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "Dropout on attention weights (not in the paper)"),
     .describes_network = false,
     .range = kProbability,
     .float_member = &ModelConfig::attention_dropout},
    {.name = "activation_dropout",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "activation dropout (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP(
         "attn::ConfigField",
         "Dropout inside the feed-forward network, after the activation (not in the paper)"),
     .describes_network = false,
     .range = kProbability,
     .float_member = &ModelConfig::activation_dropout},
    {.name = "label_smoothing",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "ε_ls",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "ε_ls: label smoothing of the training targets (0.1 in the paper)"),
     .describes_network = false,
     .range = kProbability,
     .float_member = &ModelConfig::label_smoothing},
    {.name = "norm_position",
     .kind = ConfigFieldKind::kEnum,
     .paper_term = "LayerNorm(x + Sublayer(x)) (§3.1)",
     .doc = QT_TRANSLATE_NOOP(
         "attn::ConfigField",
         "post: LayerNorm(x + Sublayer(x)) as in the paper; pre: x + Sublayer(LayerNorm(x))"),
     .choices = kNormNames,
     .get_choice = [](const ModelConfig& c) { return int(c.norm_position); },
     .set_choice = [](ModelConfig& c, int i) { c.norm_position = NormPosition(i); }},
    {.name = "positional_encoding",
     .kind = ConfigFieldKind::kEnum,
     .paper_term = "positional encoding (§3.5)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "How positions are added to the embeddings (section 3.5)"),
     .choices = kPeNames,
     .get_choice = [](const ModelConfig& c) { return int(c.positional_encoding); },
     .set_choice = [](ModelConfig& c, int i) { c.positional_encoding = PositionalEncoding(i); }},
    {.name = "positional_base",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "10000 in PE (§3.5)",
     .doc =
         QT_TRANSLATE_NOOP("attn::ConfigField", "The 10000 in PE(pos, 2i) = sin(pos / 10000^(2i/d_model))"),
     .range = {.min = 1, .max = kInf, .min_open = true},
     .float_member = &ModelConfig::positional_base},
    {.name = "max_positions",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "longest sequence",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "Longest sequence the model accepts, in tokens"),
     .range = {.min = 2, .max = 65536},
     .int_member = &ModelConfig::max_positions},
    {.name = "activation",
     .kind = ConfigFieldKind::kEnum,
     .paper_term = "max(0, ·) in FFN (§3.3)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "Feed-forward activation: FFN(x) = act(x W1 + b1) W2 + b2 (ReLU in the paper)"),
     .choices = kActNames,
     .get_choice = [](const ModelConfig& c) { return int(c.activation); },
     .set_choice = [](ModelConfig& c, int i) { c.activation = Activation(i); }},
    {.name = "tie_embeddings",
     .kind = ConfigFieldKind::kBool,
     .paper_term = "shared weight matrix (§3.4)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "One matrix for both embeddings and the pre-softmax projection (section 3.4)"),
     .bool_member = &ModelConfig::tie_embeddings},
    {.name = "output_bias",
     .kind = ConfigFieldKind::kBool,
     .paper_term = "output bias (beyond the paper)",
     .doc =
         QT_TRANSLATE_NOOP("attn::ConfigField",
                           "A bias added to the pre-softmax projection (not in the paper; Marian has one)"),
     .bool_member = &ModelConfig::output_bias},
    {.name = "scale_embeddings",
     .kind = ConfigFieldKind::kBool,
     .paper_term = "× √d_model (§3.4)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "Embeddings multiplied by √d_model (section 3.4)"),
     .bool_member = &ModelConfig::scale_embeddings},
    {.name = "layer_norm_eps",
     .kind = ConfigFieldKind::kFloat,
     .paper_term = "ε in LayerNorm",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "ε added to the variance inside every layer normalisation (not in the paper)"),
     .range = {.min = 0, .max = 1, .min_open = true, .max_open = true},
     .float_member = &ModelConfig::layer_norm_eps},
    {.name = "pad_id",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "padding id (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "Token id of padding: never generated (OPUS-MT: the last id)"),
     .optional_in_file = true,
     .range = kTokenId,
     .int_member = &ModelConfig::pad_id},
    {.name = "unk_id",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "unknown-token id (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField", "Token id that stands for pieces outside the vocabulary"),
     .optional_in_file = true,
     .range = kTokenId,
     .int_member = &ModelConfig::unk_id},
    {.name = "bos_id",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "beginning-of-sentence id (beyond the paper)",
     .doc =
         QT_TRANSLATE_NOOP("attn::ConfigField",
                           "Token id of the beginning-of-sentence piece, never generated; -1: there is none"),
     .optional_in_file = true,
     .range = {.min = -1, .max = kTokenId.max},
     .int_member = &ModelConfig::bos_id},
    {.name = "eos_id",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "end-of-sentence id (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "Token id of the end-of-sentence piece: ends every source and every output"),
     .optional_in_file = true,
     .range = kTokenId,
     .int_member = &ModelConfig::eos_id},
    {.name = "decoder_start_id",
     .kind = ConfigFieldKind::kInt,
     .paper_term = "decoder start id (beyond the paper)",
     .doc = QT_TRANSLATE_NOOP("attn::ConfigField",
                              "The decoder's first input token (the BOS here; OPUS-MT starts from padding)"),
     .optional_in_file = true,
     .range = kTokenId,
     .int_member = &ModelConfig::decoder_start_id},
};

std::string number_text(const ConfigField& field, double v) {
  char buf[32];
  if (field.kind == ConfigFieldKind::kInt)
    std::snprintf(buf, sizeof buf, "%lld", static_cast<long long>(v));
  else
    std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

[[noreturn]] void bad_value(const ConfigField& field, std::string_view text, std::string_view expected) {
  throw Error("config field '" + std::string(field.name) + "' (" + cli_flag(field) + "): '" +
              std::string(text) + "' is not " + std::string(expected));
}

}  // namespace

std::span<const ConfigField> config_fields() { return kFields; }

const ConfigField* find_config_field(std::string_view name) {
  for (const ConfigField& f : kFields)
    if (f.name == name) return &f;
  return nullptr;
}

std::string cli_flag(const ConfigField& field) {
  std::string flag = "--" + std::string(field.name);
  for (char& ch : flag)
    if (ch == '_') ch = '-';
  return flag;
}

std::string_view to_string(NormPosition v) { return kNormNames[int(v)]; }
std::string_view to_string(PositionalEncoding v) { return kPeNames[int(v)]; }
std::string_view to_string(Activation v) { return kActNames[int(v)]; }

double shortest_round_trip(float v) {
  char buf[32];
  for (int digits = 6; digits < 9; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, double(v));
    if (std::strtof(buf, nullptr) == v) return std::strtod(buf, nullptr);
  }
  return double(v);
}

std::string format_config_value(const ConfigField& field, const ModelConfig& c) {
  switch (field.kind) {
    case ConfigFieldKind::kInt:
      return std::to_string(c.*field.int_member);
    case ConfigFieldKind::kFloat: {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.9g", shortest_round_trip(c.*field.float_member));
      return buf;
    }
    case ConfigFieldKind::kBool:
      return c.*field.bool_member ? "true" : "false";
    case ConfigFieldKind::kEnum:
      return std::string(field.choices[std::size_t(field.get_choice(c))]);
  }
  return {};
}

std::string accepted_values(const ConfigField& field) {
  switch (field.kind) {
    case ConfigFieldKind::kBool:
      return "true or false";
    case ConfigFieldKind::kEnum: {
      std::string list = "one of: ";
      for (std::size_t i = 0; i < field.choices.size(); ++i)
        list += (i ? ", " : "") + std::string(field.choices[i]);
      return list;
    }
    case ConfigFieldKind::kInt:
    case ConfigFieldKind::kFloat:
      break;
  }
  const ConfigRange& r = field.range;
  if (std::isinf(r.max)) return (r.min_open ? "> " : ">= ") + number_text(field, r.min);
  return std::string(r.even ? "even and " : "") + "in " + (r.min_open ? "(" : "[") +
         number_text(field, r.min) + ", " + number_text(field, r.max) + (r.max_open ? ")" : "]");
}

std::string config_range_problem(const ConfigField& field, const ModelConfig& c) {
  double v = 0;
  if (field.kind == ConfigFieldKind::kInt)
    v = c.*field.int_member;
  else if (field.kind == ConfigFieldKind::kFloat)
    v = c.*field.float_member;
  else
    return {};  // bools and enums hold only allowed values
  const ConfigRange& r = field.range;
  const bool ok = std::isfinite(v) && (r.min_open ? v > r.min : v >= r.min) &&
                  (r.max_open ? v < r.max : v <= r.max) && (!r.even || static_cast<long long>(v) % 2 == 0);
  if (ok) return {};
  return std::string(field.name) + " must be " + accepted_values(field);
}

void parse_config_value(const ConfigField& field, ModelConfig& config, std::string_view text) {
  ModelConfig c = config;  // a rejected value must not stick
  const char* begin = text.data();
  const char* end = text.data() + text.size();
  switch (field.kind) {
    case ConfigFieldKind::kInt: {
      int v = 0;
      const auto [ptr, ec] = std::from_chars(begin, end, v);
      if (ec != std::errc() || ptr != end || text.empty()) bad_value(field, text, "an integer");
      c.*field.int_member = v;
      break;
    }
    case ConfigFieldKind::kFloat: {
      const std::string copy(text);  // strtof needs a terminated string
      char* stop = nullptr;
      const float v = std::strtof(copy.c_str(), &stop);
      if (copy.empty() || stop != copy.c_str() + copy.size() || !std::isfinite(v))
        bad_value(field, text, "a number");
      c.*field.float_member = v;
      break;
    }
    case ConfigFieldKind::kBool:
      if (text != "true" && text != "false") bad_value(field, text, "true or false");
      c.*field.bool_member = text == "true";
      break;
    case ConfigFieldKind::kEnum: {
      std::size_t i = 0;
      while (i < field.choices.size() && field.choices[i] != text) ++i;
      if (i == field.choices.size()) bad_value(field, text, accepted_values(field));
      field.set_choice(c, int(i));
      break;
    }
  }
  const std::string problem = config_range_problem(field, c);
  if (!problem.empty())
    throw Error("config field '" + std::string(field.name) + "' (" + cli_flag(field) + "): " + problem +
                " (got " + std::string(text) + ")");
  config = c;
}

}  // namespace attn
