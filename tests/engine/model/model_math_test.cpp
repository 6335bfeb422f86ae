// Closed-form pieces of the model: positional encodings, the Noam schedule, the configuration (JSON, presets,
// validation), the parameter layout and token batching. Expected values come from the paper's formulas and
// from counts written out here.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "attention/batch.h"
#include "attention/config.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/positional_encoding.h"
#include "attention/schedule.h"

namespace attn {
namespace {

// ---- positional encodings
// ----------------------------------------------------------------------------------

// The paper, section 3.5: PE(pos, 2i) = sin(pos / 10000^(2i/d)), PE(pos, 2i+1) = cos(pos / 10000^(2i/d)).
double paper_pe(int pos, int dim, int d, double base) {
  const int i = dim / 2;
  const double angle = pos / std::pow(base, 2.0 * i / d);
  return dim % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

// Marian/OPUS-MT: sin(pos / base^(2i/d)) in dimension i < d/2, cos(...) in dimension d/2 + i.
double concat_pe(int pos, int dim, int d, double base) {
  const int half = d / 2;
  const int i = dim < half ? dim : dim - half;
  const double angle = pos / std::pow(base, 2.0 * i / d);
  return dim < half ? std::sin(angle) : std::cos(angle);
}

TEST(PositionalEncodingTest, SinusoidalMatchesThePaper) {
  for (int d : {2, 8, 64, 512}) {
    for (int pos : {0, 1, 2, 7, 50, 1023, 4999}) {
      for (int dim = 0; dim < d; ++dim) {
        const double expect = paper_pe(pos, dim, d, 10000.0);
        ASSERT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidal, pos, dim, d, 10000.0f), expect,
                    2e-6)
            << "pos=" << pos << " dim=" << dim << " d=" << d;
      }
    }
  }
  // Position 0: sin(0) = 0 in even dimensions, cos(0) = 1 in odd ones.
  for (int dim = 0; dim < 16; ++dim)
    EXPECT_EQ(positional_encoding_value(PositionalEncoding::kSinusoidal, 0, dim, 16, 10000.0f),
              dim % 2 ? 1.0f : 0.0f);
  // Dimensions 0 and 1 have wavelength 2*pi: PE(pos, 0) = sin(pos) exactly as a closed form.
  EXPECT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidal, 4999, 0, 512, 10000.0f),
              std::sin(4999.0), 1e-6);
  EXPECT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidal, 4999, 1, 512, 10000.0f),
              std::cos(4999.0), 1e-6);
  // Another base.
  EXPECT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidal, 3, 2, 8, 100.0f),
              std::sin(3.0 / std::pow(100.0, 2.0 / 8)), 1e-6);
}

TEST(PositionalEncodingTest, ConcatPutsSinFirstAndCosSecond) {
  for (int d : {2, 8, 64, 512}) {
    for (int pos : {0, 1, 3, 100, 4999}) {
      for (int dim = 0; dim < d; ++dim)
        ASSERT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidalConcat, pos, dim, d, 10000.0f),
                    concat_pe(pos, dim, d, 10000.0), 2e-6)
            << "pos=" << pos << " dim=" << dim << " d=" << d;
    }
  }
  for (int dim = 0; dim < 16; ++dim)
    EXPECT_EQ(positional_encoding_value(PositionalEncoding::kSinusoidalConcat, 0, dim, 16, 10000.0f),
              dim < 8 ? 0.0f : 1.0f);
  // Dimension 0 (sin) and dimension d/2 (cos) share the fastest frequency.
  EXPECT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidalConcat, 4999, 0, 512, 10000.0f),
              std::sin(4999.0), 1e-6);
  EXPECT_NEAR(positional_encoding_value(PositionalEncoding::kSinusoidalConcat, 4999, 256, 512, 10000.0f),
              std::cos(4999.0), 1e-6);
}

TEST(PositionalEncodingTest, TablesAreRowMajorPositionsByDimensions) {
  const int positions = 37, d = 24;
  const auto table = positional_encoding_table(PositionalEncoding::kSinusoidal, positions, d, 10000.0f);
  ASSERT_EQ(table.size(), std::size_t(positions * d));
  const auto concat =
      positional_encoding_table(PositionalEncoding::kSinusoidalConcat, positions, d, 10000.0f);
  ASSERT_EQ(concat.size(), std::size_t(positions * d));
  for (int p = 0; p < positions; ++p)
    for (int i = 0; i < d; ++i) {
      ASSERT_NEAR(table[std::size_t(p * d + i)], paper_pe(p, i, d, 10000.0), 2e-6) << p << "," << i;
      ASSERT_NEAR(concat[std::size_t(p * d + i)], concat_pe(p, i, d, 10000.0), 2e-6) << p << "," << i;
    }
  EXPECT_TRUE(positional_encoding_table(PositionalEncoding::kLearned, positions, d, 10000.0f).empty());
}

// ---- Noam schedule
// -----------------------------------------------------------------------------------------

TEST(NoamScheduleTest, KnownValues) {
  const NoamSchedule s{512, 4000, 1.0};
  const double inv_sqrt_d = 1.0 / std::sqrt(512.0);
  EXPECT_NEAR(s(1), inv_sqrt_d * 1.0 / std::pow(4000.0, 1.5), 1e-15);
  EXPECT_NEAR(s(2000), inv_sqrt_d * 2000.0 / std::pow(4000.0, 1.5), 1e-12);
  // The peak at the end of warm-up: d^-0.5 * warmup^-0.5 (about 7.0e-4 for the base model).
  EXPECT_NEAR(s(4000), inv_sqrt_d / std::sqrt(4000.0), 1e-12);
  EXPECT_NEAR(s(4000), 6.9877e-4, 1e-7);
  EXPECT_NEAR(s(16000), inv_sqrt_d / std::sqrt(16000.0), 1e-12);
  EXPECT_NEAR(s(16000), s(4000) / 2.0, 1e-12);  // 4x the steps after the peak: half the rate
  EXPECT_NEAR(s(0), s(1), 1e-15) << "step 0 is treated as step 1";
  const NoamSchedule f{256, 100, 2.5};
  EXPECT_NEAR(f(100), 2.5 / std::sqrt(256.0) / std::sqrt(100.0), 1e-12);
}

TEST(NoamScheduleTest, RisesThenDecays) {
  const NoamSchedule s{512, 4000, 1.0};
  for (std::int64_t step = 1; step < 4000; ++step) ASSERT_LT(s(step), s(step + 1)) << step;
  for (std::int64_t step = 4000; step < 40000; ++step) ASSERT_GT(s(step), s(step + 1)) << step;
}

// ---- configuration
// -----------------------------------------------------------------------------------------

TEST(ModelConfigTest, PresetsHaveThePapersShapes) {
  const ModelConfig base = preset_config("base");
  EXPECT_EQ(base.encoder_layers, 6);
  EXPECT_EQ(base.decoder_layers, 6);
  EXPECT_EQ(base.d_model, 512);
  EXPECT_EQ(base.n_heads, 8);
  EXPECT_EQ(base.d_ff, 2048);
  EXPECT_EQ(base.head_dim(), 64);
  EXPECT_FLOAT_EQ(base.dropout, 0.1f);
  EXPECT_FLOAT_EQ(base.label_smoothing, 0.1f);
  EXPECT_EQ(base.norm_position, NormPosition::kPost);
  EXPECT_EQ(base.positional_encoding, PositionalEncoding::kSinusoidal);
  EXPECT_TRUE(base.tie_embeddings);
  const ModelConfig tiny = preset_config("tiny");
  EXPECT_EQ(tiny.encoder_layers, 3);
  EXPECT_EQ(tiny.decoder_layers, 3);
  EXPECT_EQ(tiny.d_model, 256);
  EXPECT_EQ(tiny.n_heads, 4);
  EXPECT_EQ(tiny.d_ff, 1024);
  for (const char* name : {"base", "tiny", "small", "toy"})
    EXPECT_NO_THROW(preset_config(name).validate()) << name;
  try {
    preset_config("huge");
    FAIL() << "unknown preset accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("huge"), std::string::npos) << e.what();
  }
}

ModelConfig unusual_config() {
  ModelConfig c;
  c.vocab_size = 1234;
  c.encoder_layers = 3;
  c.decoder_layers = 5;
  c.d_model = 96;
  c.n_heads = 3;
  c.d_ff = 300;
  c.dropout = 0.25f;
  c.attention_dropout = 0.125f;
  c.activation_dropout = 0.0625f;
  c.label_smoothing = 0.2f;
  c.norm_position = NormPosition::kPre;
  c.positional_encoding = PositionalEncoding::kSinusoidalConcat;
  c.positional_base = 5000.0f;
  c.max_positions = 300;
  c.activation = Activation::kSwish;
  c.tie_embeddings = false;
  c.output_bias = true;
  c.scale_embeddings = false;
  c.layer_norm_eps = 1e-6f;
  return c;
}

void expect_same_config(const ModelConfig& a, const ModelConfig& b) {
  EXPECT_EQ(a.vocab_size, b.vocab_size);
  EXPECT_EQ(a.encoder_layers, b.encoder_layers);
  EXPECT_EQ(a.decoder_layers, b.decoder_layers);
  EXPECT_EQ(a.d_model, b.d_model);
  EXPECT_EQ(a.n_heads, b.n_heads);
  EXPECT_EQ(a.d_ff, b.d_ff);
  EXPECT_EQ(a.dropout, b.dropout);
  EXPECT_EQ(a.attention_dropout, b.attention_dropout);
  EXPECT_EQ(a.activation_dropout, b.activation_dropout);
  EXPECT_EQ(a.label_smoothing, b.label_smoothing);
  EXPECT_EQ(a.norm_position, b.norm_position);
  EXPECT_EQ(a.positional_encoding, b.positional_encoding);
  EXPECT_EQ(a.positional_base, b.positional_base);
  EXPECT_EQ(a.max_positions, b.max_positions);
  EXPECT_EQ(a.activation, b.activation);
  EXPECT_EQ(a.tie_embeddings, b.tie_embeddings);
  EXPECT_EQ(a.output_bias, b.output_bias);
  EXPECT_EQ(a.scale_embeddings, b.scale_embeddings);
  EXPECT_EQ(a.layer_norm_eps, b.layer_norm_eps);
}

TEST(ModelConfigTest, JsonRoundTripKeepsEveryField) {
  const ModelConfig c = unusual_config();
  const ModelConfig back = config_from_json(to_json(c));
  expect_same_config(back, c);
  expect_same_config(config_from_json(to_json(ModelConfig{})), ModelConfig{});
  // Enum spellings are part of the file format.
  const std::string json = to_json(c);
  EXPECT_NE(json.find("\"pre\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"sinusoidal_concat\""), std::string::npos) << json;
  EXPECT_NE(json.find("\"swish\""), std::string::npos) << json;
  // What the writer writes reads back with nothing defaulted.
  EXPECT_TRUE(read_config_json(to_json(c)).defaulted_fields.empty());
}

// The default config's JSON with one field set to `value`, or removed when `value` is null.
std::string config_json_with(const std::string& field, const nlohmann::json& value) {
  nlohmann::json j = nlohmann::json::parse(to_json(ModelConfig{}));
  if (value.is_null())
    j.erase(field);
  else
    j[field] = value;
  return j.dump();
}

// Expects attn::Error whose message contains every one of `words`.
template <typename F>
void expect_error(F&& f, std::vector<std::string> words) {
  try {
    f();
    ADD_FAILURE() << "no error; expected one naming '" << words.front() << "'";
  } catch (const Error& e) {
    for (const auto& w : words) EXPECT_NE(std::string(e.what()).find(w), std::string::npos) << e.what();
  }
}

TEST(ModelConfigTest, UnknownFieldsAndBadValuesAreRejectedByName) {
  expect_error([] { config_from_json(config_json_with("d_modle", 512)); }, {"d_modle"});
  expect_error([] { config_from_json(config_json_with("d_model", 511)); }, {"d_model"});
  expect_error([] { config_from_json(config_json_with("d_model", 100)); }, {"n_heads", "d_model"});
  expect_error([] { config_from_json(config_json_with("dropout", 1.5)); }, {"dropout"});
  expect_error([] { config_from_json(config_json_with("label_smoothing", -0.1)); }, {"label_smoothing"});
  expect_error([] { config_from_json(config_json_with("vocab_size", 3)); }, {"vocab_size"});
  expect_error([] { config_from_json(config_json_with("encoder_layers", 0)); }, {"encoder_layers"});
  expect_error([] { config_from_json(config_json_with("max_positions", 1)); }, {"max_positions"});
  expect_error([] { config_from_json(config_json_with("layer_norm_eps", 0)); }, {"layer_norm_eps"});
  expect_error([] { config_from_json(config_json_with("d_model", "big")); }, {"d_model"});
  expect_error([] { config_from_json(config_json_with("d_model", 64.5)); }, {"d_model"});
  expect_error([] { config_from_json(config_json_with("tie_embeddings", 1)); }, {"tie_embeddings"});
  expect_error([] { config_from_json(config_json_with("activation", "tanh")); }, {"activation", "tanh"});
  expect_error([] { config_from_json(config_json_with("norm_position", "middle")); }, {"norm_position"});
  expect_error([] { config_from_json("[1, 2]"); }, {"object"});
  expect_error([] { config_from_json("{\"d_model\": "); }, {"JSON"});
}

// Regression (issue 15, finding 7): 14 of 18 fields could be left out, n_heads among them, and 8 heads were
// assumed for a model trained with 4 (the shapes still matched). Every field that describes the network is
// now required; only the training-only fields may default, and the reader says which did.
TEST(ModelConfigTest, FieldsThatDescribeTheNetworkAreRequired) {
  for (const char* field :
       {"vocab_size", "encoder_layers", "decoder_layers", "d_model", "n_heads", "d_ff", "norm_position",
        "positional_encoding", "positional_base", "max_positions", "activation", "tie_embeddings",
        "output_bias", "scale_embeddings", "layer_norm_eps"})
    expect_error([&] { config_from_json(config_json_with(field, nullptr)); }, {field, "required"});
  expect_error([] { config_from_json(R"({"d_model": 128, "layers": 4})"); },
               {"n_heads", "d_ff", "activation"});

  nlohmann::json training_only_absent = nlohmann::json::parse(to_json(ModelConfig{}));
  for (const char* field : {"dropout", "label_smoothing"}) training_only_absent.erase(field);
  const ConfigFile file = read_config_json(training_only_absent.dump());
  EXPECT_EQ(file.defaulted_fields, (std::vector<std::string>{"dropout", "label_smoothing"}));
  EXPECT_EQ(file.config.dropout, ModelConfig{}.dropout);

  // "layers" stands for both layer counts, but not next to one of them.
  nlohmann::json layers = nlohmann::json::parse(to_json(ModelConfig{}));
  layers.erase("encoder_layers");
  layers.erase("decoder_layers");
  layers["layers"] = 3;
  EXPECT_EQ(config_from_json(layers.dump()).decoder_layers, 3);
  layers["encoder_layers"] = 4;
  expect_error([&] { config_from_json(layers.dump()); }, {"layers", "encoder_layers"});
}

// Regression: duplicate keys were accepted and the last one won.
TEST(ModelConfigTest, DuplicateKeysAreRejected) {
  std::string json = to_json(ModelConfig{});
  json.insert(json.find('{') + 1, "\"n_heads\": 4,");
  expect_error([&] { config_from_json(json); }, {"duplicate", "n_heads"});
}

// Every bundled model's config.json satisfies the strict reader, with nothing defaulted.
TEST(ModelConfigTest, BundledConfigsAreComplete) {
  int checked = 0;
  for (const auto& entry : std::filesystem::directory_iterator(ATTN_SOURCE_DIR "/resources/models")) {
    const std::filesystem::path file = entry.path() / "config.json";
    if (!std::filesystem::exists(file)) continue;
    SCOPED_TRACE(file.string());
    std::ifstream in(file);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_TRUE(read_config_json(text).defaulted_fields.empty());
    ++checked;
  }
  EXPECT_GE(checked, 2);
}

TEST(ModelConfigTest, SetFieldParsesTextValues) {
  ModelConfig c;
  set_config_field(c, "d_model", "256");
  set_config_field(c, "norm_position", "pre");
  set_config_field(c, "positional_encoding", "learned");
  set_config_field(c, "dropout", "0.3");
  set_config_field(c, "tie_embeddings", "false");
  EXPECT_EQ(c.d_model, 256);
  EXPECT_EQ(c.norm_position, NormPosition::kPre);
  EXPECT_EQ(c.positional_encoding, PositionalEncoding::kLearned);
  EXPECT_FLOAT_EQ(c.dropout, 0.3f);
  EXPECT_FALSE(c.tie_embeddings);
  expect_error([&] { set_config_field(c, "heads", "4"); }, {"heads"});
  expect_error([&] { set_config_field(c, "d_model", "wide"); }, {"d_model"});
}

// ---- parameter layout
// --------------------------------------------------------------------------------------

ModelConfig small_config() {
  ModelConfig c;
  c.vocab_size = 50;
  c.encoder_layers = 2;
  c.decoder_layers = 3;
  c.d_model = 16;
  c.n_heads = 4;
  c.d_ff = 24;
  c.max_positions = 40;
  return c;
}

using Shapes = std::map<std::string, std::vector<std::int64_t>>;

// The expected tensors, written out from the model's structure.
Shapes expected_shapes(const ModelConfig& c) {
  const std::int64_t d = c.d_model, v = c.vocab_size, f = c.d_ff;
  Shapes s;
  if (c.tie_embeddings) {
    s["embed.weight"] = {v, d};
  } else {
    s["src_embed.weight"] = {v, d};
    s["tgt_embed.weight"] = {v, d};
    s["output.weight"] = {v, d};
  }
  if (c.output_bias) s["output.bias"] = {v};
  if (c.positional_encoding == PositionalEncoding::kLearned) s["pos_embed.weight"] = {c.max_positions, d};
  auto linear = [&](const std::string& name, std::int64_t out, std::int64_t in) {
    s[name + ".weight"] = {out, in};
    s[name + ".bias"] = {out};
  };
  auto norm = [&](const std::string& name) {
    s[name + ".weight"] = {d};
    s[name + ".bias"] = {d};
  };
  for (int i = 0; i < c.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i) + ".";
    linear(p + "self_attn.qkv", 3 * d, d);
    linear(p + "self_attn.out", d, d);
    norm(p + "self_attn_norm");
    linear(p + "ffn.fc1", f, d);
    linear(p + "ffn.fc2", d, f);
    norm(p + "ffn_norm");
  }
  for (int i = 0; i < c.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i) + ".";
    linear(p + "self_attn.qkv", 3 * d, d);
    linear(p + "self_attn.out", d, d);
    norm(p + "self_attn_norm");
    linear(p + "cross_attn.q", d, d);
    linear(p + "cross_attn.kv", 2 * d, d);
    linear(p + "cross_attn.out", d, d);
    norm(p + "cross_attn_norm");
    linear(p + "ffn.fc1", f, d);
    linear(p + "ffn.fc2", d, f);
    norm(p + "ffn_norm");
  }
  if (c.norm_position == NormPosition::kPre) {
    norm("encoder.final_norm");
    norm("decoder.final_norm");
  }
  return s;
}

void check_layout(const ModelConfig& c, const char* what) {
  SCOPED_TRACE(what);
  const ParameterLayout layout(c);
  const Shapes expect = expected_shapes(c);
  Shapes got;
  std::size_t count = 0;
  std::vector<std::pair<std::size_t, std::size_t>> ranges;
  for (const auto& p : layout.parameters()) {
    EXPECT_TRUE(got.emplace(p.name, p.shape).second) << "duplicate " << p.name;
    std::size_t numel = 1;
    for (auto dim : p.shape) numel *= std::size_t(dim);
    EXPECT_EQ(p.size, numel) << p.name;
    EXPECT_EQ(p.offset % 16, 0u) << p.name << " is not 64-byte aligned";
    EXPECT_LE(p.offset + p.size, layout.total_size()) << p.name;
    EXPECT_EQ(layout.find(p.name), &p);
    ranges.emplace_back(p.offset, p.offset + p.size);
    count += numel;
  }
  EXPECT_EQ(got, expect);
  EXPECT_EQ(layout.find("no.such.tensor"), nullptr);
  std::sort(ranges.begin(), ranges.end());
  for (std::size_t i = 1; i < ranges.size(); ++i)
    EXPECT_LE(ranges[i - 1].second, ranges[i].first) << "overlap";
  EXPECT_GE(layout.total_size(), count);
  EXPECT_LT(layout.total_size(), count + 16 * (layout.parameters().size() + 1)) << "only alignment padding";

  // Slots point at the named tensors.
  auto offset = [&](const std::string& name) {
    const ParameterInfo* p = layout.find(name);
    return p ? p->offset : std::size_t(-1);
  };
  if (c.tie_embeddings) {
    EXPECT_EQ(layout.src_embedding, offset("embed.weight"));
    EXPECT_EQ(layout.tgt_embedding, offset("embed.weight"));
    EXPECT_EQ(layout.output_projection, offset("embed.weight"));
  } else {
    EXPECT_EQ(layout.src_embedding, offset("src_embed.weight"));
    EXPECT_EQ(layout.tgt_embedding, offset("tgt_embed.weight"));
    EXPECT_EQ(layout.output_projection, offset("output.weight"));
  }
  if (c.output_bias) {
    EXPECT_EQ(layout.output_bias, offset("output.bias"));
  }
  if (c.positional_encoding == PositionalEncoding::kLearned) {
    EXPECT_EQ(layout.position_embedding, offset("pos_embed.weight"));
  }
  ASSERT_EQ(layout.encoder.size(), std::size_t(c.encoder_layers));
  ASSERT_EQ(layout.decoder.size(), std::size_t(c.decoder_layers));
  const auto& e1 = layout.encoder.back();
  const std::string ep = "encoder.layers." + std::to_string(c.encoder_layers - 1) + ".";
  EXPECT_EQ(e1.qkv.weight, offset(ep + "self_attn.qkv.weight"));
  EXPECT_EQ(e1.qkv.bias, offset(ep + "self_attn.qkv.bias"));
  EXPECT_EQ(e1.qkv.out, 3 * c.d_model);
  EXPECT_EQ(e1.qkv.in, c.d_model);
  EXPECT_EQ(e1.fc2.weight, offset(ep + "ffn.fc2.weight"));
  EXPECT_EQ(e1.fc2.in, c.d_ff);
  EXPECT_EQ(e1.ffn_norm.gamma, offset(ep + "ffn_norm.weight"));
  const auto& d1 = layout.decoder.back();
  const std::string dp = "decoder.layers." + std::to_string(c.decoder_layers - 1) + ".";
  EXPECT_EQ(d1.cross_kv.weight, offset(dp + "cross_attn.kv.weight"));
  EXPECT_EQ(d1.cross_kv.out, 2 * c.d_model);
  EXPECT_EQ(d1.cross_norm.beta, offset(dp + "cross_attn_norm.bias"));
  EXPECT_EQ(d1.self_out.weight, offset(dp + "self_attn.out.weight"));
  if (c.norm_position == NormPosition::kPre) {
    EXPECT_EQ(layout.encoder_final_norm.gamma, offset("encoder.final_norm.weight"));
    EXPECT_EQ(layout.decoder_final_norm.beta, offset("decoder.final_norm.bias"));
  }
}

TEST(ParameterLayoutTest, NamesShapesAndSlots) {
  ModelConfig c = small_config();
  check_layout(c, "tied, post-LN, sinusoidal");
  c.tie_embeddings = false;
  check_layout(c, "untied");
  c.output_bias = true;
  c.positional_encoding = PositionalEncoding::kLearned;
  check_layout(c, "untied, output bias, learned positions");
  c = small_config();
  c.norm_position = NormPosition::kPre;
  check_layout(c, "pre-LN");
  // Base: 44M distinct parameters in the paper's count with a 37k vocabulary; here the closed form.
  const ModelConfig base = preset_config("base");
  const std::int64_t d = 512, f = 2048, v = base.vocab_size;
  const std::int64_t enc = (3 * d * d + 3 * d) + (d * d + d) + 2 * d + (f * d + f) + (d * f + d) + 2 * d;
  const std::int64_t dec = enc + (d * d + d) + (2 * d * d + 2 * d) + (d * d + d) + 2 * d;
  std::size_t count = 0;
  const ParameterLayout base_layout(base);
  for (const auto& p : base_layout.parameters()) count += p.size;
  EXPECT_EQ(std::int64_t(count), v * d + 6 * enc + 6 * dec);
}

TEST(ParameterLayoutTest, InitialisationFollowsThePaper) {
  ModelConfig c = small_config();
  c.d_model = 64;
  c.d_ff = 256;
  c.vocab_size = 2000;
  const ParameterLayout layout(c);
  std::vector<float> a, b, other;
  initialize_parameters(c, layout, 5, a);
  initialize_parameters(c, layout, 5, b);
  initialize_parameters(c, layout, 6, other);
  ASSERT_EQ(a.size(), layout.total_size());
  EXPECT_EQ(a, b) << "deterministic for a seed";
  EXPECT_NE(a, other);
  for (const auto& p : layout.parameters()) {
    const float* w = a.data() + p.offset;
    double mean = 0, sq = 0, mx = 0;
    for (std::size_t i = 0; i < p.size; ++i) {
      mean += w[i];
      sq += double(w[i]) * w[i];
      mx = std::max(mx, double(std::abs(w[i])));
    }
    mean /= double(p.size);
    const double rms = std::sqrt(sq / double(p.size));
    const bool norm = p.name.find("norm") != std::string::npos;
    if (norm && p.name.ends_with(".weight")) {
      EXPECT_EQ(mx, 1.0) << p.name;
      EXPECT_EQ(mean, 1.0) << p.name;
    } else if (p.name.ends_with(".bias")) {
      EXPECT_EQ(mx, 0.0) << p.name;
    } else if (p.name == "embed.weight") {
      EXPECT_NEAR(rms, 1.0 / 8.0, 0.01) << p.name << ": N(0, d^-1/2)";
    } else {
      // Xavier uniform: U(-a, a) with a = sqrt(6 / (fan_in + fan_out)), rms a / sqrt(3).
      const double limit = std::sqrt(6.0 / double(p.shape[0] + p.shape[1]));
      EXPECT_LE(mx, limit) << p.name;
      EXPECT_NEAR(rms, limit / std::sqrt(3.0), 0.05 * limit) << p.name;
    }
  }
}

// ---- token batches
// -----------------------------------------------------------------------------------------

struct Lengths {
  std::vector<std::vector<std::int32_t>> source, target;
};

Lengths random_pairs(int n, std::uint32_t seed) {
  std::mt19937 gen(seed);
  Lengths l;
  for (int i = 0; i < n; ++i) {
    l.source.emplace_back(std::size_t(gen() % 40), 5);
    l.target.emplace_back(std::size_t(gen() % 40), 6);
  }
  l.source.emplace_back(std::size_t(300), 5);  // too long on the source side
  l.target.emplace_back(std::size_t(3), 6);
  l.source.emplace_back(std::size_t(3), 5);  // too long on the target side
  l.target.emplace_back(std::size_t(256), 6);
  l.source.emplace_back(std::size_t(0), 5);  // empty on both sides: kept
  l.target.emplace_back(std::size_t(0), 6);
  return l;
}

TEST(TokenBatchesTest, EveryKeptPairOnceAndWithinTheTokenBudget) {
  const Lengths data = random_pairs(1000, 11);
  for (int max_tokens : {40, 100, 1000}) {
    for (bool shuffle : {true, false}) {
      BatchingOptions o;
      o.max_tokens = max_tokens;
      o.shuffle = shuffle;
      o.seed = 3;
      o.max_length = 50;  // source/target lengths + EOS/BOS must fit
      const auto batches = make_token_batches(data.source, data.target, o);
      std::vector<int> seen(data.source.size(), 0);
      for (const auto& b : batches) {
        ASSERT_FALSE(b.empty());
        std::size_t longest = 0;
        for (int i : b) {
          ASSERT_GE(i, 0);
          ASSERT_LT(std::size_t(i), data.source.size());
          ++seen[std::size_t(i)];
          longest = std::max(longest, data.target[std::size_t(i)].size() + 1);  // BOS y_1..y_m
        }
        if (b.size() > 1) {
          EXPECT_LE(b.size() * longest, std::size_t(max_tokens)) << "batch of " << b.size();
        }
      }
      for (std::size_t i = 0; i < data.source.size(); ++i) {
        const bool keep = data.source[i].size() + 1 <= 50 && data.target[i].size() + 1 <= 50;
        EXPECT_EQ(seen[i], keep ? 1 : 0) << "pair " << i << " (max_tokens " << max_tokens << ")";
      }
      // Batches are not needlessly small: joining two neighbours in target-length order would overflow.
      if (!shuffle) {
        for (std::size_t k = 0; k + 1 < batches.size(); ++k) {
          std::size_t longest = 0;
          for (int i : batches[k]) longest = std::max(longest, data.target[std::size_t(i)].size() + 1);
          const std::size_t next_len = data.target[std::size_t(batches[k + 1].front())].size() + 1;
          EXPECT_GT((batches[k].size() + 1) * std::max(longest, next_len), std::size_t(max_tokens));
          EXPECT_LE(longest, next_len) << "unshuffled batches follow target length";
        }
      }
    }
  }
}

TEST(TokenBatchesTest, OversizedSentencesGetTheirOwnBatch) {
  std::vector<std::vector<std::int32_t>> src = {{5, 5}, {5}, {5, 5, 5}},
                                         tgt = {std::vector<std::int32_t>(30, 6), {6}, {6, 6}};
  BatchingOptions o;
  o.max_tokens = 8;
  const auto batches = make_token_batches(src, tgt, o);
  std::set<std::vector<int>> got;
  for (auto b : batches) {
    std::sort(b.begin(), b.end());
    got.insert(b);
  }
  // Targets need 31, 2 and 3 padded tokens: the long one alone, the two short ones together (2 * 3 <= 8).
  EXPECT_EQ(got, (std::set<std::vector<int>>{{0}, {1, 2}}));
}

TEST(TokenBatchesTest, DeterministicForASeed) {
  const Lengths data = random_pairs(500, 12);
  BatchingOptions o;
  o.max_tokens = 120;
  o.seed = 9;
  const auto a = make_token_batches(data.source, data.target, o);
  const auto b = make_token_batches(data.source, data.target, o);
  EXPECT_EQ(a, b);
  o.seed = 10;
  const auto c = make_token_batches(data.source, data.target, o);
  EXPECT_NE(a, c) << "another seed should shuffle differently";
}

TEST(TokenBatchesTest, CollateAddsEosAndBos) {
  const std::vector<std::vector<std::int32_t>> src = {{7, 8}, {9}}, tgt = {{10}, {}};
  const Batch b = collate(src, tgt, {1, 0});
  ASSERT_EQ(b.size(), 2);
  EXPECT_EQ(b.source, (std::vector<std::int32_t>{9, 3, 7, 8, 3}));
  EXPECT_EQ(b.target_in, (std::vector<std::int32_t>{2, 2, 10}));
  EXPECT_EQ(b.target_out, (std::vector<std::int32_t>{3, 10, 3}));
  EXPECT_EQ(b.source_offsets, (std::vector<int>{0, 2, 5}));
  EXPECT_EQ(b.target_offsets, (std::vector<int>{0, 1, 3}));
}

}  // namespace
}  // namespace attn
