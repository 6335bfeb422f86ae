// The way out to the ecosystem: a model of this engine written as a Hugging Face MarianMT folder
// (config.json, model.safetensors, vocab.json, source.spm, target.spm, tokenizer_config.json) that
// `MarianMTModel` and `MarianTokenizer` load, for training on a cluster or serving with CTranslate2.
// The inverse of hf_marian_import.h, which the round-trip tests use.
//
// MarianMT is post-LN with sinusoidal positions laid out [sin | cos]. This engine's sinusoidal models
// interleave sin and cos (the paper's layout); since the two tables hold the same columns in another
// order, the export permutes the model dimension of every weight (embedding columns, every matrix's
// d_model side, LayerNorm gains and biases), which computes exactly the same function.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "attention/model.h"

namespace attn {

// Why MarianMT cannot express this model (pre-LN, learned positions, another LayerNorm epsilon, separate
// source and target embeddings, ...), or nothing when it can.
std::optional<std::string> hf_marian_export_refusal(const Model& model);

// Writes the folder `hf_dir`, which must not exist yet or be empty (all or nothing). Throws attn::Error with
// hf_marian_export_refusal()'s reason for a model MarianMT cannot express. `notes`, when given, receives one
// line per thing the export did, for the user.
void export_hf_marian(const Model& model, const std::filesystem::path& hf_dir,
                      std::vector<std::string>* notes = nullptr);

}  // namespace attn
