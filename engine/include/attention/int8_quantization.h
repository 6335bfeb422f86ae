// Symmetric int8 quantisation with one scale per row (CTranslate2's int8): scale = max|row| / 127 and
// q = round(w / scale) in [-127, 127], so w ≈ q * scale (-128 is never used: the range stays symmetric).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "attention/config.h"

namespace attn {

struct Int8Rows {
  int rows = 0, cols = 0;
  std::vector<std::int8_t> values;  // row-major rows x cols
  std::vector<float> scales;        // one per row; 0 for a row of zeros
};

// `values` is row-major rows x cols.
Int8Rows quantize_rows(std::span<const float> values, int rows, int cols);
// One row by the same rule into `q` (values.size() bytes); returns its scale (0 for a row of zeros). The int8
// x int8 kernels quantise activations with it, so that weights and activations follow one rule.
float quantize_int8_row(std::span<const float> values, std::int8_t* q);
// Writes q * scale to `out` (rows x cols).
void dequantize_rows(const Int8Rows& q, std::span<float> out);

// The one place that decides which matrices int8 covers, by safetensors tensor name: each decoder layer's
// matrices that incremental decoding multiplies at every step (self-attention Q|K|V and output,
// cross-attention query and output, FFN). `export --int8` stores these in int8 and `--compute-type int8`
// quantises these. The output projection (the shared embedding when embeddings are tied) is left out and
// stays F16: its products are the logits that pick each next token, where rounding changes translations most
// directly, and int8 there cost the quality goal (README, "int8 decoding and batch mode"); many int8
// deployments keep the logits layer in higher precision for the same reason.
std::vector<std::string> int8_weight_names(const ModelConfig& config);
// What compute type w8a8 (int8 x int8, CTranslate2's int8) multiplies in int8: every linear of the encoder
// and the decoder layers (cross-attention's K|V of the source included) and the output projection (the shared
// embedding when tied; its lookups stay F32). With activations in int8 as well, the output projection in int8
// changed BLEU by at most 0.1 on the bundled en-de's dev sets, and it is the largest product of a decode step
// (README, "int8 decoding and batch mode").
std::vector<std::string> w8a8_weight_names(const ModelConfig& config);

}  // namespace attn
