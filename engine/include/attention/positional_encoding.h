// Sinusoidal positional encodings (the paper, section 3.5) and their Marian/OPUS-MT layout.
#pragma once

#include <vector>

#include "attention/config.h"

namespace attn {

// PE value for one position and dimension. kSinusoidal: PE(pos,2i) = sin(pos / base^(2i/d)),
// PE(pos,2i+1) = cos(pos / base^(2i/d)). kSinusoidalConcat: sin for dims [0, d/2), cos for [d/2, d).
float positional_encoding_value(PositionalEncoding kind, int position, int dim, int d_model, float base);

// Row-major [max_positions, d_model] table (empty for learned positions).
std::vector<float> positional_encoding_table(PositionalEncoding kind, int max_positions, int d_model,
                                             float base);

}  // namespace attn
