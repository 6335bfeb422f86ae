// A model as a user sees it: configuration, parameters and tokenizer, stored as a folder:
//   config.json            the ModelConfig
//   model.safetensors      parameters (tensor names: see the README), F32 or F16; or int8 (I8 with one F32
//                          scale per row in "<name>_scale") for the matrices decoding multiplies per step
//   tokenizer.model        SentencePiece model (joint vocabulary), or
//   source.spm, target.spm, vocab.json   separate source and target models with a shared id map (Marian)
//   train_state.json       the latest checkpoint of a training run, for resuming (optional; train_state.h)
//   checkpoints/           its parameters and Adam moments (step-N.safetensors, step-N.optimizer.safetensors)
//   train_log.csv          one row per logged step (optional)
#pragma once

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "attention/config.h"
#include "attention/parameters.h"
#include "attention/tokenizer.h"

namespace attn {

// How a model's weights are stored. kInt8: the decoder layers' per-step matrices (int8_weight_names,
// attention/int8_quantization.h) in int8 with per-row scales, the rest (the output projection too) in F16.
enum class WeightPrecision { kF32, kF16, kInt8 };

struct Model {
  ModelConfig config;
  std::vector<float> parameters;  // ParameterLayout(config) order
  Tokenizer tokenizer;
  // What load_model found in model.safetensors (int8 when any tensor is; the parameters above are widened to
  // F32 either way): the default compute type follows it (attention/compute_type.h).
  WeightPrecision stored_precision = WeightPrecision::kF32;

  std::size_t parameter_count() const;  // distinct parameters (tied matrices counted once)
};

// A fresh model with the paper's initialisation.
Model make_model(const ModelConfig& config, Tokenizer tokenizer, std::uint64_t seed);

// Writes config.json, model.safetensors and the tokenizer's files atomically (each file by itself).
void save_model(const std::filesystem::path& dir, const Model& model,
                WeightPrecision precision = WeightPrecision::kF32);
// save_model into a folder that does not exist yet (or is empty), all or nothing: the files are written
// into a temporary sibling folder that is then renamed to `dir`, so a failure leaves no half-written model
// behind. Throws attn::Error naming the folder.
void save_new_model_folder(const std::filesystem::path& dir, const Model& model,
                           WeightPrecision precision = WeightPrecision::kF32);
// Validates everything against the config: missing or extra tensors, shapes, dtypes, vocabulary size.
// `defaulted_config_fields`, when given, receives the optional config.json fields that were absent and
// took their defaults (read_config_json), for the caller to mention.
Model load_model(const std::filesystem::path& dir,
                 std::vector<std::string>* defaulted_config_fields = nullptr);

// Parameters only (e.g. checkpoints/step-1000.safetensors).
void save_parameters(const std::filesystem::path& file, const ModelConfig& config,
                     const std::vector<float>& params, WeightPrecision precision = WeightPrecision::kF32);
// `stored`, when given, receives how the file stores them (see Model::stored_precision).
std::vector<float> load_parameters(const std::filesystem::path& file, const ModelConfig& config,
                                   WeightPrecision* stored = nullptr);

// The bytes save_parameters writes; `file` only names the destination in errors. Non-finite values are an
// attn::Error: nothing that could not be loaded again is ever written.
std::string serialize_parameters(const ModelConfig& config, const std::vector<float>& params,
                                 WeightPrecision precision = WeightPrecision::kF32,
                                 const std::filesystem::path& file = "model.safetensors");

// Adam moments, flat in the parameter layout (tensors adam.m and adam.v). Writing refuses non-finite
// values; loading is as strict as a model load (exact tensor set, F32, shape [expected_size], finite, v >=
// 0).
std::string serialize_optimizer_state(const std::vector<float>& m, const std::vector<float>& v,
                                      const std::filesystem::path& file = "optimizer.safetensors");
void save_optimizer_state(const std::filesystem::path& file, const std::vector<float>& m,
                          const std::vector<float>& v);
void load_optimizer_state(const std::filesystem::path& file, std::size_t expected_size, std::vector<float>& m,
                          std::vector<float>& v);

// Averages parameter files (the paper averaged the last 5 checkpoints).
std::vector<float> average_parameters(const std::vector<std::filesystem::path>& files,
                                      const ModelConfig& config);

}  // namespace attn
