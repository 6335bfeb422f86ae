// Importing a Hugging Face MarianMT model (Helsinki-NLP/opus-mt-* and its siblings) as a model of this
// engine: the tensors mapped to ParameterLayout (q;k;v fused into qkv, k;v into the cross-attention kv,
// final_logits_bias into the output bias), the config translated (post-LN, [sin | cos] positions, swish,
// scaled and tied embeddings, OPUS-MT's special ids), and source.spm + target.spm + vocab.json as the
// model's separate tokenizer. The mapping table is in tests/fixtures/hf_marian/README.md.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "attention/model.h"

namespace attn {

// Reads `hf_dir` (config.json, model.safetensors, vocab.json, source.spm, target.spm) into a Model. Throws
// attn::Error naming the file and the cause for anything the engine cannot compute; a folder with weights
// only in pytorch_model.bin gets the one-line conversion to model.safetensors. `notes`, when given,
// receives one line per thing the import did or left out, for the user.
Model import_hf_marian(const std::filesystem::path& hf_dir, std::vector<std::string>* notes = nullptr);

}  // namespace attn
