#include <cmath>
#include <string>

#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/model.h"
#include "attention/token_contributions.h"
#include "traced_attention_site.h"

namespace attn {

std::vector<float> transformed_values(std::span<const float> values, int stride, int keys,
                                      std::span<const float> w_out, int d, int heads) {
  if (heads <= 0 || d <= 0 || d % heads != 0) throw Error("contributions: d_model is not heads x head size");
  if (stride < d || (keys > 0 && values.size() < std::size_t(keys - 1) * stride + std::size_t(d)))
    throw Error("contributions: the value rows do not match their count");
  if (w_out.size() != std::size_t(d) * std::size_t(d)) throw Error("contributions: W^O is not d x d");
  const int dh = d / heads;
  std::vector<float> out(std::size_t(heads) * keys * d, 0.0f);
  for (int h = 0; h < heads; ++h)
    for (int j = 0; j < keys; ++j) {
      const float* v = values.data() + std::size_t(j) * stride + std::size_t(h) * dh;
      float* f = out.data() + (std::size_t(h) * keys + j) * d;
      // f[k] = Σ_c W^O[k, h·dh + c] · v[c]: the part of the output that head h's slice of the context makes.
      for (int k = 0; k < d; ++k) {
        const float* w = w_out.data() + std::size_t(k) * d + std::size_t(h) * dh;
        float sum = 0;
        for (int c = 0; c < dh; ++c) sum += w[c] * v[c];
        f[k] = sum;
      }
    }
  return out;
}

std::vector<float> value_weighted_layer(std::span<const float> probs, std::span<const float> transformed,
                                        int heads, int queries, int keys, int d) {
  if (probs.size() != std::size_t(heads) * queries * keys)
    throw Error("contributions: the weights are not heads x queries x keys");
  if (transformed.size() != std::size_t(heads) * keys * d)
    throw Error("contributions: the transformed values are not heads x keys x d");
  std::vector<double> norms(std::size_t(heads) * keys);
  for (std::size_t hj = 0; hj < norms.size(); ++hj) {
    double sum = 0;
    for (int k = 0; k < d; ++k) sum += double(transformed[hj * d + k]) * transformed[hj * d + k];
    norms[hj] = std::sqrt(sum);
  }
  std::vector<float> out(probs.size());
  for (int h = 0; h < heads; ++h)
    for (int i = 0; i < queries; ++i) {
      const std::size_t row = (std::size_t(h) * queries + i) * keys;
      double total = 0;
      // ‖α f‖ = α ‖f‖ since α >= 0.
      for (int j = 0; j < keys; ++j) total += double(probs[row + j]) * norms[std::size_t(h) * keys + j];
      for (int j = 0; j < keys; ++j)
        out[row + j] =
            total > 0 ? float(double(probs[row + j]) * norms[std::size_t(h) * keys + j] / total) : 0.0f;
    }
  return out;
}

AttentionMaps value_weighted_attention(const ForwardTrace& trace, const Model& model) {
  using contributions::Site;
  const ModelConfig& c = model.config;
  AttentionMaps out;
  out.heads = c.n_heads;
  out.source_length = int(trace.source_pieces.size());
  out.target_length = int(trace.target_pieces.size());
  auto layer = [&](Site site, int l) {
    const contributions::TracedSite s = contributions::traced_site(trace, model, site, l);
    return value_weighted_layer(s.probs, s.transformed, s.heads, s.queries, s.keys, s.d);
  };
  for (int l = 0; l < c.encoder_layers; ++l) out.encoder_self.push_back(layer(Site::kEncoderSelf, l));
  for (int l = 0; l < c.decoder_layers; ++l) {
    out.decoder_self.push_back(layer(Site::kDecoderSelf, l));
    out.cross.push_back(layer(Site::kCross, l));
  }
  return out;
}

}  // namespace attn
