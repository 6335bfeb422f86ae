// Large synthetic inspections for the attention view's tests and benchmark: random row-stochastic maps with
// a few strong weights per row, as trained heads have, at any number of layers, heads and tokens.
#pragma once

#include <cmath>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "viewmodels/inference_types.h"

namespace gui_test {

// layers x heads x queries x keys.
inline std::vector<std::vector<float>> randomAttentionMaps(int layers, int heads, int queries, int keys,
                                                           std::mt19937& gen) {
  std::uniform_real_distribution<float> u(0.0f, 1.0f);
  std::vector<std::vector<float>> maps(static_cast<std::size_t>(layers));
  for (auto& m : maps) {
    m.resize(std::size_t(heads) * queries * keys);
    for (std::size_t row = 0; row < std::size_t(heads) * queries; ++row) {
      float sum = 0;
      for (int k = 0; k < keys; ++k) sum += (m[row * keys + k] = std::pow(u(gen), 8.0f));
      for (int k = 0; k < keys; ++k) m[row * keys + k] /= sum;
    }
  }
  return maps;
}

// Tokens "▁s0" … and "▁t0" …; `seed` varies the weights.
inline studio::InferenceResultPtr syntheticInspection(int layers, int heads, int source, int target,
                                                      unsigned seed = 7) {
  std::mt19937 gen(seed);
  auto result = std::make_shared<studio::InferenceResult>();
  result->has_inspection = true;
  result->request.source = QStringLiteral("synthetic");
  attn::Inspection& in = result->inspection;
  for (int i = 0; i < source; ++i) in.source_pieces.push_back("▁s" + std::to_string(i));
  for (int i = 0; i < target; ++i) in.target_pieces.push_back("▁t" + std::to_string(i));
  in.output_pieces = in.target_pieces;
  in.target_text = "synthetic";
  in.attention.heads = heads;
  in.attention.source_length = source;
  in.attention.target_length = target;
  in.attention.encoder_self = randomAttentionMaps(layers, heads, source, source, gen);
  in.attention.decoder_self = randomAttentionMaps(layers, heads, target, target, gen);
  in.attention.cross = randomAttentionMaps(layers, heads, target, source, gen);
  return result;
}

}  // namespace gui_test
