#include "traced_attention_site.h"

#include <algorithm>

#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/token_contributions.h"

namespace attn::contributions {

namespace {

const TracedTensor& tensor(const ForwardTrace& trace, const std::string& name, int rows, int cols) {
  const TracedTensor* t = trace.find(name);
  if (!t) throw Error("contributions: the trace has no tensor " + name);
  if (t->rows != rows || t->cols != cols || t->values.size() != std::size_t(rows) * std::size_t(cols))
    throw Error("contributions: " + name + " is " + std::to_string(t->rows) + " x " +
                std::to_string(t->cols) + ", not " + std::to_string(rows) + " x " + std::to_string(cols) +
                " (does the trace belong to this model?)");
  return *t;
}

}  // namespace

TracedSite traced_site(const ForwardTrace& trace, const Model& model, Site site, int layer) {
  const ModelConfig& c = model.config;
  const ParameterLayout layout(c);
  const int d = c.d_model, H = c.n_heads;
  if (trace.heads != H) throw Error("contributions: the trace does not belong to this model (heads differ)");
  const int S = int(trace.source_pieces.size()), T = int(trace.target_pieces.size());
  const bool encoder = site == Site::kEncoderSelf;
  const std::string stack = encoder ? "encoder." : "decoder.";
  const std::string at = stack + std::to_string(layer) + (site == Site::kCross ? ".cross." : ".self.");
  const std::string previous =
      layer == 0 ? stack + "input" : stack + std::to_string(layer - 1) + ".ffn.block";

  TracedSite s;
  s.heads = H;
  s.d = d;
  s.queries = encoder ? S : T;
  s.keys = site == Site::kDecoderSelf ? T : S;
  LinearSlot out_slot;
  NormSlot norm;
  std::span<const float> values;
  int stride = 0;
  if (encoder) {
    out_slot = layout.encoder.at(std::size_t(layer)).attn_out;
    norm = layout.encoder.at(std::size_t(layer)).attn_norm;
  } else {
    const auto& L = layout.decoder.at(std::size_t(layer));
    out_slot = site == Site::kCross ? L.cross_out : L.self_out;
    norm = site == Site::kCross ? L.cross_norm : L.self_norm;
  }
  if (site == Site::kCross) {
    const TracedTensor& kv = tensor(trace, at + "kv", S, 2 * d);
    values = std::span(kv.values).subspan(std::size_t(d));
    stride = 2 * d;
    s.residual = tensor(trace, stack + std::to_string(layer) + ".self.block", T, d).values;
  } else {
    const TracedTensor& qkv = tensor(trace, at + "qkv", s.queries, 3 * d);
    values = std::span(qkv.values).subspan(std::size_t(2 * d));
    stride = 3 * d;
    s.residual = tensor(trace, previous, s.queries, d).values;
  }
  s.probs = tensor(trace, at + "probs", H * s.queries, s.keys).values;
  s.output = tensor(trace, at + "output", s.queries, d).values;
  s.y = tensor(trace, at + "block", s.queries, d).values;
  const std::span<const float> params(model.parameters);
  s.transformed =
      transformed_values(values, stride, s.keys, params.subspan(out_slot.weight, std::size_t(d) * d), d, H);
  if (c.norm_position == NormPosition::kPost) s.gamma = params.subspan(norm.gamma, std::size_t(d));

  // A head a mask switched off has an all-zero context (its weights are still computed): it moved nothing.
  const std::vector<float>& context = tensor(trace, at + "context", s.queries, d).values;
  const int dh = d / H;
  for (int h = 0; h < H; ++h) {
    bool off = true;
    for (int i = 0; i < s.queries && off; ++i)
      for (int k = 0; k < dh && off; ++k) off = context[std::size_t(i) * d + std::size_t(h * dh + k)] == 0.0f;
    if (off)
      std::fill_n(s.transformed.begin() + std::ptrdiff_t(std::size_t(h) * s.keys * d),
                  std::size_t(s.keys) * d, 0.0f);
  }
  return s;
}

}  // namespace attn::contributions
