// What a backend hands back for gradient attribution (attention/attribution.h): the gradient of one function
// of a decoding step's log-probabilities,
//     f = Σ_i weight_i · log P(token_i | target prefix, source)   at one decoder row,
// with respect to each position's input embedding e_j = α · scale · E[token_j] + position_j (source and
// target prefix), taken where the gradient arrives at the embedding lookup, before it is added into the
// tables. One term is the log-probability of the chosen token; two terms with weights 1 and −1 are a contrast
// (Yin & Neubig 2022). α scales the token embedding only (integrated gradients' path from the zero baseline).
#pragma once

#include <cstdint>
#include <vector>

namespace attn {

struct LogProbTerm {
  std::int32_t token = 0;
  double weight = 1;
};

struct InputGradients {
  std::vector<float> log_probs;  // [vocab] at the row, in this pass (with its α)
  double value = 0;              // f in this pass
  // d f / d e_j, row-major [source tokens, d_model] (x_1..x_n EOS) and [target tokens, d_model] (the decoder
  // start, then the prefix).
  std::vector<float> source, target;
};

}  // namespace attn
