#include "attention/forward_trace.h"

#include <cmath>
#include <limits>

#include "attention/batch.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/positional_encoding.h"
#include "attention/translator.h"

namespace attn {

namespace {

// Q_h K_h^T / sqrt(d_k) per head from a site's q and k rows, with what the mask hides set to -inf.
TracedTensor scores_of(const std::string& name, const std::vector<float>& q, int q_stride,
                       const std::vector<float>& k, int k_stride, int tq, int tk, int heads, int dh,
                       bool causal) {
  TracedTensor t{name, heads * tq, tk, std::vector<float>(std::size_t(heads) * tq * tk)};
  const float scale = 1.0f / std::sqrt(float(dh));
  for (int h = 0; h < heads; ++h)
    for (int i = 0; i < tq; ++i)
      for (int j = 0; j < tk; ++j) {
        float dot = 0;
        for (int c = 0; c < dh; ++c)
          dot += q[std::size_t(i) * q_stride + h * dh + c] * k[std::size_t(j) * k_stride + h * dh + c];
        const bool hidden = causal && j > i + (tk - tq);
        t.values[(std::size_t(h) * tq + i) * tk + j] =
            hidden ? -std::numeric_limits<float>::infinity() : dot * scale;
      }
  return t;
}

}  // namespace

const TracedTensor* ForwardTrace::find(std::string_view name) const {
  for (const auto& t : tensors)
    if (t.name == name) return &t;
  return nullptr;
}

ForwardTrace trace_forward(Translator& translator, std::string_view source, std::string_view target) {
  const Model& model = translator.model();
  const ModelConfig& c = model.config;
  std::string target_text(target);
  if (target_text.empty()) target_text = translator.inspect(source, std::nullopt).target_text;
  const auto src = model.tokenizer.encode_source(source), tgt = model.tokenizer.encode_target(target_text);
  if (src.empty()) throw Error("nothing to trace: the sentence is empty");
  Batch batch(c.vocabulary());
  batch.add(src, tgt);
  ForwardTrace r;
  r.heads = c.n_heads;
  r.head_dim = c.head_dim();
  r.source_ids = batch.source;
  r.target_ids = batch.target_in;
  r.output_ids = batch.target_out;
  r.source_pieces = model.tokenizer.pieces(batch.source);
  r.target_pieces = model.tokenizer.pieces(batch.target_in);
  r.output_pieces = model.tokenizer.pieces(batch.target_out);
  const std::vector<TracedTensor> graph = translator.backend().trace_forward(batch);

  // The two terms of each stack's input, from the parameters the model used.
  const ParameterLayout layout(c);
  const int d = c.d_model;
  const float scale = c.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
  const std::vector<float> table =
      positional_encoding_table(c.positional_encoding, c.max_positions, d, c.positional_base);
  auto inputs = [&](const char* stack, const std::vector<std::int32_t>& ids, std::size_t embedding) {
    const int n = int(ids.size());
    TracedTensor e{std::string(stack) + ".embedding", n, d, std::vector<float>(std::size_t(n) * d)};
    TracedTensor p{std::string(stack) + ".positional", n, d, std::vector<float>(std::size_t(n) * d)};
    for (int r0 = 0; r0 < n; ++r0)
      for (int i = 0; i < d; ++i) {
        e.values[std::size_t(r0) * d + i] =
            model.parameters[embedding + std::size_t(ids[std::size_t(r0)]) * d + i] * scale;
        p.values[std::size_t(r0) * d + i] =
            c.positional_encoding == PositionalEncoding::kLearned
                ? model.parameters[layout.position_embedding + std::size_t(r0) * d + i]
                : table[std::size_t(r0) * d + i];
      }
    r.tensors.push_back(std::move(e));
    r.tensors.push_back(std::move(p));
  };
  inputs("encoder", batch.source, layout.src_embedding);
  inputs("decoder", batch.target_in, layout.tgt_embedding);

  const int S = int(batch.source.size()), T = int(batch.target_in.size()), H = c.n_heads, dh = c.head_dim();
  const TracedTensor* memory_kv = nullptr;
  for (const auto& t : graph) {
    r.tensors.push_back(t);
    const std::string& name = t.name;
    auto ends_with = [&](const char* suffix) {
      const std::string s(suffix);
      return name.size() >= s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    if (ends_with(".self.qkv")) {
      const bool decoder = name.rfind("decoder", 0) == 0;
      const int n = decoder ? T : S;
      r.tensors.push_back(scores_of(name.substr(0, name.size() - 3) + "scores", t.values, 3 * d,
                                    std::vector<float>(t.values.begin() + d, t.values.end()), 3 * d, n, n, H,
                                    dh, decoder));
    } else if (ends_with(".cross.kv")) {
      memory_kv = &t;
    } else if (ends_with(".cross.q")) {
      continue;  // scored when its k|v arrives
    }
    if (memory_kv && ends_with(".cross.kv")) {
      const std::string prefix = name.substr(0, name.size() - 2);
      const TracedTensor* q = nullptr;
      for (const auto& g : graph)
        if (g.name == prefix + "q") q = &g;
      if (q)
        r.tensors.push_back(
            scores_of(prefix + "scores", q->values, d, memory_kv->values, 2 * d, T, S, H, dh, false));
    }
  }
  return r;
}

}  // namespace attn
