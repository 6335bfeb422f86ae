#include "attention/attention_rollout.h"

#include <string>

#include "attention/error.h"

namespace attn {

std::vector<float> mean_over_heads(std::span<const float> layer, int heads, int rows, int cols) {
  const std::size_t block = std::size_t(rows) * std::size_t(cols);
  if (heads <= 0 || layer.size() != block * std::size_t(heads))
    throw Error("rollout: a layer of " + std::to_string(layer.size()) + " weights is not " +
                std::to_string(heads) + " x " + std::to_string(rows) + " x " + std::to_string(cols));
  std::vector<float> mean(block, 0.0f);
  for (int h = 0; h < heads; ++h)
    for (std::size_t i = 0; i < block; ++i) mean[i] += layer[std::size_t(h) * block + i];
  for (float& x : mean) x /= float(heads);
  return mean;
}

std::vector<float> with_residual(std::span<const float> attention, int n, double residual) {
  if (residual < 0 || residual > 1) throw Error("rollout: the residual share must lie in [0, 1]");
  if (attention.size() != std::size_t(n) * std::size_t(n)) throw Error("rollout: not a square map");
  std::vector<float> out(attention.size());
  for (int i = 0; i < n; ++i) {
    double sum = 0;
    for (int j = 0; j < n; ++j) {
      const std::size_t at = std::size_t(i) * std::size_t(n) + std::size_t(j);
      const double x = (1 - residual) * double(attention[at]) + (i == j ? residual : 0.0);
      out[at] = float(x);
      sum += x;
    }
    // Rows of a softmax sum to 1 up to rounding; renormalising keeps the product stochastic over many layers.
    if (sum > 0)
      for (int j = 0; j < n; ++j) out[std::size_t(i) * std::size_t(n) + std::size_t(j)] /= float(sum);
  }
  return out;
}

std::vector<float> matmul(std::span<const float> a, std::span<const float> b, int rows, int inner, int cols) {
  if (a.size() != std::size_t(rows) * std::size_t(inner) ||
      b.size() != std::size_t(inner) * std::size_t(cols))
    throw Error("rollout: matrix shapes do not match");
  std::vector<float> out(std::size_t(rows) * std::size_t(cols), 0.0f);
  for (int i = 0; i < rows; ++i)
    for (int k = 0; k < inner; ++k) {
      const float x = a[std::size_t(i) * std::size_t(inner) + std::size_t(k)];
      if (x == 0) continue;
      for (int j = 0; j < cols; ++j)
        out[std::size_t(i) * std::size_t(cols) + std::size_t(j)] +=
            x * b[std::size_t(k) * std::size_t(cols) + std::size_t(j)];
    }
  return out;
}

namespace {

// The cumulative products Â_1, Â_2·Â_1, … of one self-attention stack.
std::vector<std::vector<float>> roll(const std::vector<std::vector<float>>& layers, int heads, int n,
                                     double residual) {
  std::vector<std::vector<float>> out;
  for (const auto& layer : layers) {
    const auto step = with_residual(mean_over_heads(layer, heads, n, n), n, residual);
    out.push_back(out.empty() ? step : matmul(step, out.back(), n, n, n));
  }
  return out;
}

}  // namespace

AttentionMaps attention_rollout(const AttentionMaps& maps, double residual) {
  const int S = maps.source_length, T = maps.target_length;
  if (maps.cross.size() != maps.decoder_self.size())
    throw Error("rollout: the decoder has " + std::to_string(maps.decoder_self.size()) +
                " self-attention layers but " + std::to_string(maps.cross.size()) +
                " cross-attention layers");
  AttentionMaps out;
  out.heads = 1;
  out.source_length = S;
  out.target_length = T;
  out.encoder_self = roll(maps.encoder_self, maps.heads, S, residual);
  out.decoder_self = roll(maps.decoder_self, maps.heads, T, residual);
  // Without an encoder the cross-attention reads the embeddings themselves.
  std::vector<float> encoder =
      out.encoder_self.empty() ? with_residual(std::vector<float>(std::size_t(S) * std::size_t(S)), S, 1.0)
                               : out.encoder_self.back();
  for (std::size_t l = 0; l < maps.cross.size(); ++l) {
    const auto cross = mean_over_heads(maps.cross[l], maps.heads, T, S);
    out.cross.push_back(matmul(matmul(out.decoder_self[l], cross, T, T, S), encoder, T, S, S));
  }
  return out;
}

}  // namespace attn
