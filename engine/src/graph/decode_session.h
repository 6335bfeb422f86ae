// Incremental decoding over any Device: one new token per row (hypothesis) per step, with each decoder
// layer's self-attention keys and values cached per row ([rows, max_len, d] per layer) and the
// cross-attention K|V of every source computed once. Beam reorders are applied lazily at the start of the
// next step, as cache row copies into spare caches. The blocks are the graph's, so a step computes what
// forced decoding computes. A recording session also hands back the attention it computed: the encoder's
// once, and each step's query rows (DecodeSession::step_attention).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/error.h"
#include "graph/transformer_graph.h"

namespace attn::graph {

template <Device D>
class GraphDecodeSession final : public DecodeSession {
 public:
  using Span = typename D::Span;

  GraphDecodeSession(TransformerGraph<D>& graph, const std::vector<std::vector<std::int32_t>>& sources,
                     std::span<const int> row_sentence, int max_length, bool record_attention = false)
      : g_(graph),
        dev_(graph.device()),
        cfg_(graph.config()),
        max_len_(max_length),
        record_(record_attention) {
    if (sources.empty()) throw Error("nothing to decode");
    if (max_length < 1 || max_length > cfg_.max_positions)
      throw Error("maximum target length " + std::to_string(max_length) +
                  " exceeds the model's max_positions (" + std::to_string(cfg_.max_positions) + ")");
    row_sentence_.assign(row_sentence.begin(), row_sentence.end());
    for (int s : row_sentence_)
      if (s < 0 || s >= int(sources.size())) throw Error("decode row refers to a missing sentence");
    Batch batch(cfg_.vocabulary());  // the model's EOS ends every source
    for (const auto& s : sources) batch.add(s, {});
    check_batch_fits(batch, cfg_);
    src_offsets_ = batch.source_offsets;
    const int d = cfg_.d_model, ns = batch.source_tokens(), L = cfg_.decoder_layers;

    // The encoder and every layer's cross-attention K|V, once.
    dev_.reset_pass();
    const auto in = g_.upload(batch, false, false);
    typename TransformerGraph<D>::Pass pass;
    const Span memory = g_.encode(in, pass);
    if (record_) record_encoder_attention(in);
    cross_kv_ = dev_.allocate(std::size_t(L) * ns * 2 * d);
    for (int l = 0; l < L; ++l) {
      const auto& slot = g_.layout().decoder[std::size_t(l)].cross_kv;
      dev_.linear_forward(memory, g_.W(slot), g_.B(slot), cross_kv(l), ns, d, 2 * d);
    }
    capacity_ = std::max(1, rows());
    k_cache_ = dev_.allocate(cache_elements(capacity_));
    v_cache_ = dev_.allocate(cache_elements(capacity_));
    dev_.sync();
  }

  int rows() const override { return int(row_sentence_.size()); }

  std::vector<std::vector<float>> encoder_attention(int sentence) const override {
    if (!record_) return DecodeSession::encoder_attention(sentence);
    if (sentence < 0 || sentence >= int(encoder_attention_.size()))
      throw Error("encoder attention: no sentence " + std::to_string(sentence));
    return encoder_attention_[std::size_t(sentence)];
  }

  std::vector<StepAttention> step_attention() const override {
    if (!record_) return DecodeSession::step_attention();
    return step_attention_;
  }

  void reorder(std::span<const int> parents) override {
    for (int p : parents)
      if (p < 0 || p >= rows()) throw Error("beam reorder: parent row out of range");
    // Composed with any reorder not yet applied; applied at the start of the next step.
    std::vector<int> composed(parents.size());
    for (std::size_t i = 0; i < parents.size(); ++i)
      composed[i] = pending_.empty() ? parents[i] : pending_[std::size_t(parents[i])];
    pending_ = std::move(composed);
    std::vector<int> sentence(parents.size());
    for (std::size_t i = 0; i < parents.size(); ++i) sentence[i] = row_sentence_[std::size_t(parents[i])];
    row_sentence_ = std::move(sentence);
  }

  void step(std::span<const std::int32_t> last_tokens, int position, std::span<float> log_probs) override {
    const int n = rows(), d = cfg_.d_model, H = cfg_.n_heads, V = cfg_.vocab_size, f = cfg_.d_ff;
    if (int(last_tokens.size()) != n) throw Error("decode step: one token per row expected");
    if (log_probs.size() != std::size_t(n) * V) throw Error("decode step: output buffer has the wrong size");
    if (position < 0 || position >= max_len_) throw Error("decode step: position beyond the maximum length");
    for (auto t : last_tokens)
      if (t < 0 || t >= V) throw Error("decode step: token id outside the vocabulary");
    dev_.reset_pass();
    if (!pending_.empty()) apply_reorder();
    position_ = position;
    const auto& layout = g_.layout();
    const std::size_t nd = std::size_t(n) * d;

    // Each row is one query: over its own cached positions (self) and its sentence's source (cross).
    std::vector<AttentionBlock> self_blocks(static_cast<std::size_t>(n)),
        cross_blocks(static_cast<std::size_t>(n));
    for (int r = 0; r < n; ++r) {
      const int sent = row_sentence_[std::size_t(r)];
      const int k0 = src_offsets_[std::size_t(sent)], tk = src_offsets_[std::size_t(sent) + 1] - k0;
      self_blocks[std::size_t(r)] = {r, 1, r * max_len_, position + 1};
      cross_blocks[std::size_t(r)] = {r, 1, k0, tk};
    }
    const auto self_site = dev_.attention_site(self_blocks, H, false, false);
    const auto cross_site = dev_.attention_site(cross_blocks, H, false, false);

    Span x = dev_.alloc(nd);
    dev_.embed_forward(g_.P(layout.tgt_embedding, std::size_t(V) * d), g_.positions_table(),
                       dev_.upload_ints(last_tokens_vector(last_tokens)),
                       dev_.upload_ints(std::vector<std::int32_t>(std::size_t(n), position)), x, n, d,
                       g_.embedding_scale(), {});
    // One residual block at inference, pre- or post-LN as the graph's.
    auto block = [&](const NormSlot& norm, auto&& sublayer) {
      Span in = x;
      const Span xhat = dev_.alloc(nd), rstd = dev_.alloc(std::size_t(n));
      if (g_.pre()) {
        in = dev_.alloc(nd);
        dev_.layer_norm_forward(x, {}, g_.gamma(norm), g_.beta(norm), in, xhat, rstd, n, d,
                                cfg_.layer_norm_eps, {});
      }
      const Span s = dev_.alloc(nd);
      sublayer(in, s);
      const Span out = dev_.alloc(nd);
      if (g_.pre())
        dev_.residual_add(x, s, out, nd, {});
      else
        dev_.layer_norm_forward(x, s, g_.gamma(norm), g_.beta(norm), out, xhat, rstd, n, d,
                                cfg_.layer_norm_eps, {});
      x = out;
    };
    const float scale = g_.attention_scale();
    std::vector<Span> self_probs, cross_probs;  // each layer's, when recording
    for (int l = 0; l < cfg_.decoder_layers; ++l) {
      const auto& L = layout.decoder[std::size_t(l)];
      block(L.self_norm, [&](const Span& in, const Span& out) {
        const Span qkv = dev_.alloc(nd * 3);
        dev_.linear_rows(in, g_.W(L.qkv), g_.B(L.qkv), qkv, n, d, 3 * d);
        // Append this position's keys and values to the caches.
        std::vector<CopyRegion> k_regions, v_regions;
        for (int r = 0; r < n; ++r) {
          const std::size_t src = std::size_t(r) * 3 * d, dst = (std::size_t(r) * max_len_ + position) * d;
          k_regions.push_back({src + std::size_t(d), dst, std::size_t(d)});
          v_regions.push_back({src + 2 * std::size_t(d), dst, std::size_t(d)});
        }
        dev_.copy_regions(qkv, k_layer(l), k_regions);
        dev_.copy_regions(qkv, v_layer(l), v_regions);
        const Span ctx = dev_.alloc(nd), probs = dev_.alloc(std::size_t(self_site.prob_offsets.back()));
        dev_.attention_forward(self_site, qkv, k_layer(l), v_layer(l), ctx, probs, {3 * d, d, d, d}, scale,
                               {});
        if (record_) self_probs.push_back(probs);
        g_.mask_heads(AttentionKind::kDecoderSelf, l, ctx, n);
        dev_.linear_rows(ctx, g_.W(L.self_out), g_.B(L.self_out), out, n, d, d);
      });
      block(L.cross_norm, [&](const Span& in, const Span& out) {
        const Span q = dev_.alloc(nd);
        dev_.linear_rows(in, g_.W(L.cross_q), g_.B(L.cross_q), q, n, d, d);
        const Span kv = cross_kv(l);
        const Span ctx = dev_.alloc(nd), probs = dev_.alloc(std::size_t(cross_site.prob_offsets.back()));
        dev_.attention_forward(cross_site, q, kv, kv.at(std::size_t(d)), ctx, probs, {d, 2 * d, 2 * d, d},
                               scale, {});
        if (record_) cross_probs.push_back(probs);
        g_.mask_heads(AttentionKind::kCross, l, ctx, n);
        dev_.linear_rows(ctx, g_.W(L.cross_out), g_.B(L.cross_out), out, n, d, d);
      });
      block(L.ffn_norm, [&](const Span& in, const Span& out) {
        const Span u = dev_.alloc(std::size_t(n) * f), a = dev_.alloc(std::size_t(n) * f);
        dev_.ffn_up_rows(in, g_.W(L.fc1), g_.B(L.fc1), u, a, n, d, f, cfg_.activation);
        dev_.linear_rows(a, g_.W(L.fc2), g_.B(L.fc2), out, n, f, d);
      });
    }
    Span hidden = x;
    if (g_.pre()) {
      hidden = dev_.alloc(nd);
      const Span xhat = dev_.alloc(nd), rstd = dev_.alloc(std::size_t(n));
      dev_.layer_norm_forward(x, {}, g_.gamma(layout.decoder_final_norm), g_.beta(layout.decoder_final_norm),
                              hidden, xhat, rstd, n, d, cfg_.layer_norm_eps, {});
    }
    const Span logits = dev_.alloc(std::size_t(n) * V);
    dev_.linear_rows(hidden, g_.P(layout.output_projection, std::size_t(V) * d),
                     cfg_.output_bias ? g_.P(layout.output_bias, std::size_t(V)) : Span{}, logits, n, d, V);
    dev_.log_softmax(logits, n, V);
    dev_.download(logits, log_probs.data(), std::size_t(n) * V);
    if (record_) record_step_attention(self_site, self_probs, cross_site, cross_probs);
  }

 private:
  // Each sentence's slice of every encoder layer's probabilities, while the constructor's pass still holds
  // them.
  void record_encoder_attention(const typename TransformerGraph<D>::Inputs& in) {
    const int H = cfg_.n_heads, sentences = int(src_offsets_.size()) - 1;
    encoder_attention_.assign(std::size_t(sentences), {});
    for (int l = 0; l < cfg_.encoder_layers; ++l) {
      const Span& p = g_.probabilities(AttentionKind::kEncoderSelf, l);
      std::vector<float> host(p.size());
      dev_.download(p, host.data(), host.size());
      for (int s = 0; s < sentences; ++s) {
        const int S = src_offsets_[std::size_t(s) + 1] - src_offsets_[std::size_t(s)];
        const auto first = host.begin() + in.encoder_self.prob_offsets[std::size_t(s)];
        encoder_attention_[std::size_t(s)].emplace_back(first, first + std::ptrdiff_t(H) * S * S);
      }
    }
  }

  // Splits each layer's step probabilities ([row][head][keys] at the site's offsets) into the rows.
  void record_step_attention(const typename D::Site& self_site, const std::vector<Span>& self_probs,
                             const typename D::Site& cross_site, const std::vector<Span>& cross_probs) {
    const int n = rows();
    step_attention_.assign(std::size_t(n), {});
    auto split = [&](const typename D::Site& site, const Span& probs, auto member) {
      std::vector<float> host(std::size_t(site.prob_offsets.back()));
      dev_.download(probs, host.data(), host.size());
      for (int r = 0; r < n; ++r) {
        const auto first = host.begin() + site.prob_offsets[std::size_t(r)];
        const auto last = host.begin() + site.prob_offsets[std::size_t(r) + 1];
        (step_attention_[std::size_t(r)].*member).emplace_back(first, last);
      }
    };
    for (std::size_t l = 0; l < self_probs.size(); ++l) {
      split(self_site, self_probs[l], &StepAttention::decoder_self);
      split(cross_site, cross_probs[l], &StepAttention::cross);
    }
  }

  static std::vector<std::int32_t> last_tokens_vector(std::span<const std::int32_t> t) {
    return {t.begin(), t.end()};
  }
  std::size_t layer_elements() const { return std::size_t(capacity_) * max_len_ * cfg_.d_model; }
  std::size_t cache_elements(int rows) const {
    return std::size_t(cfg_.decoder_layers) * std::size_t(rows) * max_len_ * cfg_.d_model;
  }
  Span k_layer(int l) const {
    return k_cache_.span().at(std::size_t(l) * layer_elements(), std::ptrdiff_t(layer_elements()));
  }
  Span v_layer(int l) const {
    return v_cache_.span().at(std::size_t(l) * layer_elements(), std::ptrdiff_t(layer_elements()));
  }
  Span cross_kv(int l) const {
    const std::size_t per = std::size_t(src_offsets_.back()) * 2 * cfg_.d_model;
    return cross_kv_.span().at(std::size_t(l) * per, std::ptrdiff_t(per));
  }

  // Copies each new row's parent cache rows into the spare caches (grown as needed) and swaps them in.
  void apply_reorder() {
    const int n = int(pending_.size()), d = cfg_.d_model, L = cfg_.decoder_layers;
    const int new_capacity = std::max(capacity_, n);
    const std::size_t used = std::size_t(std::max(position_, 0) + 1) * d;
    const std::size_t row = std::size_t(max_len_) * d;
    const std::size_t old_layer = std::size_t(capacity_) * row, new_layer = std::size_t(new_capacity) * row;
    std::vector<CopyRegion> regions;
    for (int l = 0; l < L; ++l)
      for (int i = 0; i < n; ++i)
        regions.push_back({std::size_t(l) * old_layer + std::size_t(pending_[std::size_t(i)]) * row,
                           std::size_t(l) * new_layer + std::size_t(i) * row, used});
    for (auto [cache, spare] : {std::pair{&k_cache_, &k_spare_}, std::pair{&v_cache_, &v_spare_}}) {
      if (spare->span().size() < cache_elements(new_capacity))
        *spare = dev_.allocate(cache_elements(new_capacity));
      dev_.copy_regions(cache->span(), spare->span(), regions);
      // The old cache becomes the spare; nothing writes it again before this step has run.
      std::swap(*cache, *spare);
    }
    capacity_ = new_capacity;
    pending_.clear();
  }

  TransformerGraph<D>& g_;
  D& dev_;
  const ModelConfig& cfg_;
  int max_len_;
  int position_ = -1;
  bool record_ = false;
  std::vector<std::vector<std::vector<float>>> encoder_attention_;  // [sentence][layer], when recording
  std::vector<StepAttention> step_attention_;                       // the last step's rows, when recording
  int capacity_ = 1;                                                // rows the caches have room for
  std::vector<int> src_offsets_, row_sentence_, pending_;
  typename D::Storage cross_kv_, k_cache_, v_cache_, k_spare_, v_spare_;
};

}  // namespace attn::graph
