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
// Writes q * scale to `out` (rows x cols).
void dequantize_rows(const Int8Rows& q, std::span<float> out);

// The safetensors tensor names of the weight matrices incremental decoding multiplies at every step (the
// decoder's self-attention, cross-attention query and output, FFN and the output projection, which is the
// shared embedding when embeddings are tied): what `export --int8` stores in int8.
std::vector<std::string> decode_step_weight_names(const ModelConfig& config);

}  // namespace attn
