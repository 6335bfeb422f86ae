#include <algorithm>
#include <cmath>
#include <string>

#include "attention/attention_rollout.h"
#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/model.h"
#include "attention/token_contributions.h"
#include "traced_attention_site.h"

namespace attn {

std::vector<float> alti_block(const AltiBlock& b) {
  const int H = b.heads, n = b.queries, m = b.keys, d = b.d;
  const std::size_t row_d = std::size_t(n) * d;
  if (H <= 0 || n < 0 || m < 0 || d <= 0 || b.probs.size() != std::size_t(H) * n * m ||
      b.transformed.size() != std::size_t(H) * m * d || b.residual.size() != row_d ||
      b.output.size() != row_d || b.y.size() != row_d ||
      !(b.gamma.empty() || b.gamma.size() == std::size_t(d)))
    throw Error("ALTI: the block's tensors do not match heads x queries x keys x d");
  if (b.residual_is_key && n != m) throw Error("ALTI: self-attention needs as many queries as keys");
  const bool post_ln = !b.gamma.empty();
  const int columns = b.residual_is_key ? m : m + 1;
  std::vector<float> out(std::size_t(n) * columns, 0.0f);
  std::vector<double> vec(static_cast<std::size_t>(d));
  for (int i = 0; i < n; ++i) {
    const float* x = b.residual.data() + std::size_t(i) * d;
    const float* y = b.y.data() + std::size_t(i) * d;
    // The standard deviation LayerNorm divided row i by: that of z_i = x_i + attention output_i.
    double inv_std = 1;
    if (post_ln) {
      double mean = 0, var = 0;
      for (int k = 0; k < d; ++k) mean += double(x[k]) + b.output[std::size_t(i) * d + k];
      mean /= d;
      for (int k = 0; k < d; ++k) {
        const double z = double(x[k]) + b.output[std::size_t(i) * d + k] - mean;
        var += z * z;
      }
      inv_std = 1 / std::sqrt(var / d + double(b.eps));
    }
    double y_norm = 0;
    for (int k = 0; k < d; ++k) y_norm += std::abs(double(y[k]));
    // c = max(0, ‖y‖_1 − ‖y − T(vec)‖_1), with T the layer norm made linear for this row.
    auto contribution = [&]() {
      if (post_ln) {
        double mean = 0;
        for (int k = 0; k < d; ++k) mean += vec[std::size_t(k)];
        mean /= d;
        for (int k = 0; k < d; ++k)
          vec[std::size_t(k)] = (vec[std::size_t(k)] - mean) * inv_std * b.gamma[std::size_t(k)];
      }
      double distance = 0;
      for (int k = 0; k < d; ++k) distance += std::abs(double(y[k]) - vec[std::size_t(k)]);
      return std::max(0.0, y_norm - distance);
    };
    float* row = out.data() + std::size_t(i) * columns;
    for (int j = 0; j < m; ++j) {
      std::fill(vec.begin(), vec.end(), 0.0);
      for (int h = 0; h < H; ++h) {
        const double a = b.probs[(std::size_t(h) * n + i) * m + j];
        if (a == 0) continue;
        const float* f = b.transformed.data() + (std::size_t(h) * m + j) * d;
        for (int k = 0; k < d; ++k) vec[std::size_t(k)] += a * f[k];
      }
      if (b.residual_is_key && j == i)
        for (int k = 0; k < d; ++k) vec[std::size_t(k)] += x[k];
      row[j] = float(contribution());
    }
    if (!b.residual_is_key) {
      for (int k = 0; k < d; ++k) vec[std::size_t(k)] = x[k];
      row[m] = float(contribution());
    }
    double total = 0;
    for (int j = 0; j < columns; ++j) total += row[j];
    if (total > 0) {
      for (int j = 0; j < columns; ++j) row[j] = float(row[j] / total);
    } else {
      // Nothing comes close to y_i: keep the row stochastic by giving it to the token's own stream.
      row[b.residual_is_key ? i : m] = 1;
    }
  }
  return out;
}

namespace {

using contributions::Site;

std::vector<float> block_contributions(const ForwardTrace& trace, const Model& model, Site site, int layer) {
  const contributions::TracedSite s = contributions::traced_site(trace, model, site, layer);
  AltiBlock b;
  b.heads = s.heads;
  b.queries = s.queries;
  b.keys = s.keys;
  b.d = s.d;
  b.probs = s.probs;
  b.transformed = s.transformed;
  b.residual = s.residual;
  b.output = s.output;
  b.y = s.y;
  b.gamma = s.gamma;
  b.eps = model.config.layer_norm_eps;
  b.residual_is_key = site != Site::kCross;
  return alti_block(b);
}

}  // namespace

AttentionMaps alti_contributions(const ForwardTrace& trace, const Model& model) {
  const ModelConfig& c = model.config;
  const int S = int(trace.source_pieces.size()), T = int(trace.target_pieces.size());
  AttentionMaps out;
  out.heads = 1;
  out.source_length = S;
  out.target_length = T;
  for (int l = 0; l < c.encoder_layers; ++l) {
    const auto step = block_contributions(trace, model, Site::kEncoderSelf, l);
    out.encoder_self.push_back(out.encoder_self.empty() ? step
                                                        : matmul(step, out.encoder_self.back(), S, S, S));
  }
  // Without an encoder the cross-attention reads the embeddings themselves.
  std::vector<float> encoder(std::size_t(S) * S, 0.0f);
  if (out.encoder_self.empty())
    for (int j = 0; j < S; ++j) encoder[std::size_t(j) * S + j] = 1;
  else
    encoder = out.encoder_self.back();

  // M = [source part | target part], kept as two matrices.
  std::vector<float> source(std::size_t(T) * S, 0.0f), target(std::size_t(T) * T, 0.0f);
  for (int i = 0; i < T; ++i) target[std::size_t(i) * T + i] = 1;
  for (int l = 0; l < c.decoder_layers; ++l) {
    const auto self = block_contributions(trace, model, Site::kDecoderSelf, l);
    source = matmul(self, source, T, T, S);
    target = matmul(self, target, T, T, T);
    const auto cross = block_contributions(trace, model, Site::kCross, l);  // T x (S + 1)
    std::vector<float> to_encoder(std::size_t(T) * S);
    for (int i = 0; i < T; ++i) {
      const float residual = cross[std::size_t(i) * (S + 1) + S];
      for (int j = 0; j < S; ++j) to_encoder[std::size_t(i) * S + j] = cross[std::size_t(i) * (S + 1) + j];
      for (int j = 0; j < S; ++j) source[std::size_t(i) * S + j] *= residual;
      for (int j = 0; j < T; ++j) target[std::size_t(i) * T + j] *= residual;
    }
    const auto through_encoder = matmul(to_encoder, encoder, T, S, S);
    for (std::size_t k = 0; k < source.size(); ++k) source[k] += through_encoder[k];
    out.decoder_self.push_back(target);
    out.cross.push_back(source);
  }
  return out;
}

AttentionMaps token_contributions(const ForwardTrace& trace, const Model& model, ContributionKind kind) {
  return kind == ContributionKind::kAlti ? alti_contributions(trace, model)
                                         : value_weighted_attention(trace, model);
}

}  // namespace attn
