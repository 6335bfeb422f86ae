// The Transformer of "Attention Is All You Need", written once over a Device's ops (device.h): the encoder
// and decoder stacks on packed (padding-free) batches, forward and backward, with pre- or post-LN, every
// positional encoding and the label-smoothed loss. Pre/post-LN and the order of dropout streams are decided
// here and nowhere else; the decode session (decode_session.h) reuses these blocks one position at a time.
//
// Shapes: ns, nt = source and target tokens of the batch (all sentences packed), d = d_model, f = d_ff,
// V = vocabulary. A residual block maps x[n, d] to out[n, d]: post-LN out = LN(x + drop(F(x))), pre-LN
// out = x + drop(F(LN(x))).
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "attention/activation_patch.h"
#include "attention/batch.h"
#include "attention/config.h"
#include "attention/head_mask.h"
#include "attention/parameters.h"
#include "graph/device.h"

namespace attn::graph {

template <Device D>
class TransformerGraph {
 public:
  using Span = typename D::Span;
  using Site = typename D::Site;

  // What one forward pass does: dropout streams are numbered in the order the pass draws them.
  struct Pass {
    bool training = false;
    std::uint64_t seed = 0;
    std::uint32_t stream = 0;
    Dropout next(float p) {
      const std::uint32_t s = stream++;
      return training && p > 0 ? Dropout{p, dropout_key(seed, s)} : Dropout{};
    }
  };

  // A batch on the device: token ids, positions and the attention sites.
  struct Inputs {
    Span source, source_pos, target_in, target_out, target_pos;
    Site encoder_self, decoder_self, cross;
    int ns = 0, nt = 0;
    std::vector<int> source_offsets, target_offsets;  // rows of each sentence (host)
  };

  TransformerGraph(const ModelConfig& config, const ParameterLayout& layout, D& device)
      : cfg_(config), layout_(layout), dev_(device) {
    encoder_.assign(std::size_t(config.encoder_layers), std::vector<Sublayer>(2));
    decoder_.assign(std::size_t(config.decoder_layers), std::vector<Sublayer>(3));
  }

  const ModelConfig& config() const { return cfg_; }
  void set_head_mask(const HeadMask& mask) { mask_ = mask; }
  const HeadMask& head_mask() const { return mask_; }

  // Zeroes the masked heads' columns of an attention context [n, d] (the concatenated heads, before W^O), as
  // multiplying their outputs by 0 does. Inference only: training passes ignore the mask.
  void mask_heads(AttentionKind kind, int layer, const Span& ctx, int n) {
    const std::vector<int> heads = mask_.masked_heads(kind, layer);
    if (heads.empty()) return;
    const int d = cfg_.d_model, dh = cfg_.head_dim();
    const Span zeros = dev_.alloc(std::size_t(dh));
    dev_.fill_zero(zeros);
    std::vector<CopyRegion> regions;
    for (int r = 0; r < n; ++r)
      for (int h : heads) regions.push_back({0, std::size_t(r) * d + std::size_t(h) * dh, std::size_t(dh)});
    dev_.copy_regions(zeros, ctx, regions);
  }
  const ParameterLayout& layout() const { return layout_; }
  D& device() { return dev_; }

  Inputs upload(const Batch& batch, bool with_target, bool for_backward) {
    Inputs in;
    const int H = cfg_.n_heads;
    in.ns = batch.source_tokens();
    in.source_offsets = batch.source_offsets;
    in.target_offsets = batch.target_offsets;
    in.source = dev_.upload_ints(batch.source);
    in.source_pos = dev_.upload_ints(positions_of(batch.source_offsets));
    const auto enc = blocks_of(batch.source_offsets, batch.source_offsets);
    in.encoder_self = dev_.attention_site(enc, H, false, for_backward);
    if (!with_target) return in;
    in.nt = batch.target_tokens();
    in.target_in = dev_.upload_ints(batch.target_in);
    in.target_out = dev_.upload_ints(batch.target_out);
    in.target_pos = dev_.upload_ints(positions_of(batch.target_offsets));
    const auto dec = blocks_of(batch.target_offsets, batch.target_offsets);
    const auto cross = blocks_of(batch.target_offsets, batch.source_offsets);
    in.decoder_self = dev_.attention_site(dec, H, true, for_backward);
    in.cross = dev_.attention_site(cross, H, false, for_backward);
    return in;
  }

  // ---- forward
  // ---------------------------------------------------------------------------------------------

  // The encoder's output (the "memory") [ns, d].
  Span encode(const Inputs& in, Pass& pass) {
    const int ns = in.ns;
    masking_ = !pass.training;
    s_ = dev_.alloc(std::size_t(ns) * cfg_.d_model);
    src_embedded_ = embed(in.source, in.source_pos, ns, layout_.src_embedding, pass, src_embed_drop_);
    scale_token_embeddings(in.source, in.source_pos, in.source_offsets, layout_.src_embedding, src_embedded_);
    tap("encoder.input", src_embedded_, ns, cfg_.d_model);
    Span h = src_embedded_;
    for (int l = 0; l < cfg_.encoder_layers; ++l) {
      if (patching()) patch_residual(false, l, h);
      const auto& L = layout_.encoder[std::size_t(l)];
      auto& C = encoder_[std::size_t(l)];
      C[0].sub = pass.next(cfg_.attention_dropout);
      C[0].res = pass.next(cfg_.dropout);
      attention(in.encoder_self, true, input(h, C[0], L.attn_norm, ns), {}, L.qkv, L.qkv, L.attn_out, C[0],
                ns, ns, AttentionKind::kEncoderSelf, l);
      h = output(h, C[0], L.attn_norm, ns);
      tap_at("encoder", l, "self.block", h, ns, cfg_.d_model);
      C[1].sub = pass.next(cfg_.activation_dropout);
      C[1].res = pass.next(cfg_.dropout);
      ffn(input(h, C[1], L.ffn_norm, ns), L.fc1, L.fc2, C[1], ns, "encoder", l);
      h = output(h, C[1], L.ffn_norm, ns);
      tap_at("encoder", l, "ffn.block", h, ns, cfg_.d_model);
    }
    if (pre()) h = final_norm(h, layout_.encoder_final_norm, encoder_final_, ns);
    memory_ = h;
    return h;
  }

  // The decoder's final hidden states [nt, d] (before the output projection).
  Span decode(const Inputs& in, const Span& memory, Pass& pass) {
    const int nt = in.nt, ns = in.ns;
    masking_ = !pass.training;
    s_ = dev_.alloc(std::size_t(std::max(nt, ns)) * cfg_.d_model);
    tgt_embedded_ = embed(in.target_in, in.target_pos, nt, layout_.tgt_embedding, pass, tgt_embed_drop_);
    scale_token_embeddings(in.target_in, in.target_pos, in.target_offsets, layout_.tgt_embedding,
                           tgt_embedded_);
    tap("decoder.input", tgt_embedded_, nt, cfg_.d_model);
    Span h = tgt_embedded_;
    for (int l = 0; l < cfg_.decoder_layers; ++l) {
      if (patching()) patch_residual(true, l, h);
      const auto& L = layout_.decoder[std::size_t(l)];
      auto& C = decoder_[std::size_t(l)];
      C[0].sub = pass.next(cfg_.attention_dropout);
      C[0].res = pass.next(cfg_.dropout);
      attention(in.decoder_self, true, input(h, C[0], L.self_norm, nt), {}, L.qkv, L.qkv, L.self_out, C[0],
                nt, nt, AttentionKind::kDecoderSelf, l);
      h = output(h, C[0], L.self_norm, nt);
      tap_at("decoder", l, "self.block", h, nt, cfg_.d_model);
      C[1].sub = pass.next(cfg_.attention_dropout);
      C[1].res = pass.next(cfg_.dropout);
      attention(in.cross, false, input(h, C[1], L.cross_norm, nt), memory, L.cross_q, L.cross_kv, L.cross_out,
                C[1], nt, ns, AttentionKind::kCross, l);
      h = output(h, C[1], L.cross_norm, nt);
      tap_at("decoder", l, "cross.block", h, nt, cfg_.d_model);
      C[2].sub = pass.next(cfg_.activation_dropout);
      C[2].res = pass.next(cfg_.dropout);
      ffn(input(h, C[2], L.ffn_norm, nt), L.fc1, L.fc2, C[2], nt, "decoder", l);
      h = output(h, C[2], L.ffn_norm, nt);
      tap_at("decoder", l, "ffn.block", h, nt, cfg_.d_model);
    }
    if (pre()) h = final_norm(h, layout_.decoder_final_norm, decoder_final_, nt);
    return h;
  }

  // Output projection and label-smoothed loss in chunks of rows (bounding memory to chunk x V). Returns the
  // per-row [smoothed loss, NLL] pairs [nt, 2]; with want_grad, leaves d(mean loss)/d(hidden) for backward().
  Span loss(const Inputs& in, const Span& hidden, bool want_grad) {
    return loss(in, hidden, want_grad, cfg_.label_smoothing);
  }
  Span loss(const Inputs& in, const Span& hidden, bool want_grad, float label_smoothing) {
    const int d = cfg_.d_model, V = cfg_.vocab_size, nt = in.nt;
    const int chunk = std::max(1, dev_.logits_chunk_rows(V));
    Span logits = dev_.alloc(std::size_t(std::min(chunk, nt)) * V);
    Span losses = dev_.alloc(std::size_t(nt) * 2);
    if (want_grad) d_hidden_ = dev_.alloc(std::size_t(nt) * d);
    const Span W = P(layout_.output_projection, std::size_t(V) * d);
    const Span b = cfg_.output_bias ? P(layout_.output_bias, std::size_t(V)) : Span{};
    const Span dW = G(layout_.output_projection, std::size_t(V) * d);
    const Span db = cfg_.output_bias ? G(layout_.output_bias, std::size_t(V)) : Span{};
    const float grad_scale = 1.0f / float(nt);  // gradient of the mean loss per target token
    for (int r0 = 0; r0 < nt; r0 += chunk) {
      const int rows = std::min(chunk, nt - r0);
      const Span h = hidden.at(std::size_t(r0) * d, std::ptrdiff_t(rows) * d);
      const Span z = logits.at(0, std::ptrdiff_t(rows) * V);
      dev_.linear_forward(h, W, b, z, rows, d, V);
      if (r0 == 0) tap("decoder.logits", z, rows, V);
      dev_.cross_entropy(z, in.target_out.at(std::size_t(r0), rows), losses.at(std::size_t(r0) * 2, 2 * rows),
                         rows, V, cfg_.pad_id, label_smoothing, grad_scale, want_grad);
      if (want_grad)
        dev_.linear_backward(h, W, z, d_hidden_.at(std::size_t(r0) * d, std::ptrdiff_t(rows) * d), dW, db,
                             rows, d, V, false);
    }
    return losses;
  }

  // ---- backward
  // --------------------------------------------------------------------------------------------

  // Propagates the gradient that loss() left back to every parameter (accumulating into the device's
  // gradients). Uses the state of the last encode() and decode().
  void backward(const Inputs& in, bool training) {
    const int d = cfg_.d_model, f = cfg_.d_ff, ns = in.ns, nt = in.nt;
    const std::size_t nmax = std::size_t(std::max(ns, nt));
    Backward bw;
    bw.buf_a = dev_.alloc(nmax * d);
    bw.d_s = dev_.alloc(nmax * d);
    bw.d_norm = dev_.alloc(nmax * d);
    bw.d_ctx = dev_.alloc(nmax * d);
    bw.d_qkv = dev_.alloc(nmax * 3 * d);
    bw.d_kv = dev_.alloc(std::size_t(ns) * 2 * d);
    bw.d_big = dev_.alloc(nmax * f);
    bw.d_mem = dev_.alloc(std::size_t(ns) * d);
    dev_.fill_zero(bw.d_mem);
    bw.d_out = d_hidden_;
    bw.d_in = bw.buf_a;

    // Decoder, last block first. The input of a block is the previous block's output.
    if (pre()) final_norm_backward(bw, decoder_final_, layout_.decoder_final_norm, nt);
    for (int l = cfg_.decoder_layers - 1; l >= 0; --l) {
      const auto& L = layout_.decoder[std::size_t(l)];
      auto& C = decoder_[std::size_t(l)];
      const Span in0 = l == 0 ? tgt_embedded_ : decoder_[std::size_t(l - 1)][2].out;
      block_backward(bw, C[2], L.ffn_norm, nt, [&](const Span& ds, const Span& dx, bool acc) {
        ffn_backward(bw, sub_input(C[2], C[1].out), L.fc1, L.fc2, C[2], ds, dx, acc, nt);
      });
      block_backward(bw, C[1], L.cross_norm, nt, [&](const Span& ds, const Span& dx, bool acc) {
        attention_backward(bw, in.cross, false, sub_input(C[1], C[0].out), memory_, L.cross_q, L.cross_kv,
                           L.cross_out, C[1], ds, dx, acc, nt, ns, AttentionKind::kCross, l,
                           in.target_offsets);
      });
      block_backward(bw, C[0], L.self_norm, nt, [&](const Span& ds, const Span& dx, bool acc) {
        attention_backward(bw, in.decoder_self, true, sub_input(C[0], in0), {}, L.qkv, L.qkv, L.self_out,
                           C[0], ds, dx, acc, nt, nt, AttentionKind::kDecoderSelf, l, in.target_offsets);
      });
    }
    record_input_gradient(true, bw.d_out, nt);
    embed_backward(in.target_in, in.target_pos, layout_.tgt_embedding, bw.d_out, nt,
                   training ? tgt_embed_drop_ : Dropout{});

    // Encoder, from the gradient that reached its output through every cross-attention.
    bw.d_out = bw.d_mem;
    bw.d_in = bw.buf_a;
    if (pre()) final_norm_backward(bw, encoder_final_, layout_.encoder_final_norm, ns);
    for (int l = cfg_.encoder_layers - 1; l >= 0; --l) {
      const auto& L = layout_.encoder[std::size_t(l)];
      auto& C = encoder_[std::size_t(l)];
      const Span in0 = l == 0 ? src_embedded_ : encoder_[std::size_t(l - 1)][1].out;
      block_backward(bw, C[1], L.ffn_norm, ns, [&](const Span& ds, const Span& dx, bool acc) {
        ffn_backward(bw, sub_input(C[1], C[0].out), L.fc1, L.fc2, C[1], ds, dx, acc, ns);
      });
      block_backward(bw, C[0], L.attn_norm, ns, [&](const Span& ds, const Span& dx, bool acc) {
        attention_backward(bw, in.encoder_self, true, sub_input(C[0], in0), {}, L.qkv, L.qkv, L.attn_out,
                           C[0], ds, dx, acc, ns, ns, AttentionKind::kEncoderSelf, l, in.source_offsets);
      });
    }
    record_input_gradient(false, bw.d_out, ns);
    embed_backward(in.source, in.source_pos, layout_.src_embedding, bw.d_out, ns,
                   training ? src_embed_drop_ : Dropout{});
  }

  // The attention probabilities of the last pass, per layer: the site's layout (see Site::prob_offsets).
  const Span& probabilities(AttentionKind kind, int layer) const {
    switch (kind) {
      case AttentionKind::kEncoderSelf:
        return encoder_[std::size_t(layer)][0].probs;
      case AttentionKind::kDecoderSelf:
        return decoder_[std::size_t(layer)][0].probs;
      case AttentionKind::kCross:
        break;
    }
    return decoder_[std::size_t(layer)][1].probs;
  }

  // ---- pieces the decode session shares
  // ---------------------------------------------------------------------

  Span P(std::size_t offset, std::size_t count) { return dev_.params().at(offset, std::ptrdiff_t(count)); }
  Span G(std::size_t offset, std::size_t count) { return dev_.grads().at(offset, std::ptrdiff_t(count)); }
  Span W(const LinearSlot& l) { return P(l.weight, std::size_t(l.out) * l.in); }
  Span B(const LinearSlot& l) { return P(l.bias, std::size_t(l.out)); }
  Span gamma(const NormSlot& n) { return P(n.gamma, std::size_t(cfg_.d_model)); }
  Span beta(const NormSlot& n) { return P(n.beta, std::size_t(cfg_.d_model)); }
  bool pre() const { return cfg_.norm_position == NormPosition::kPre; }
  float embedding_scale() const { return cfg_.scale_embeddings ? std::sqrt(float(cfg_.d_model)) : 1.0f; }
  float attention_scale() const { return 1.0f / std::sqrt(float(cfg_.head_dim())); }
  // [max_positions, d]: the fixed sinusoid table, or the learned position embedding.
  Span positions_table() {
    if (cfg_.positional_encoding == PositionalEncoding::kLearned)
      return P(layout_.position_embedding, std::size_t(cfg_.max_positions) * cfg_.d_model);
    return dev_.positional_table();
  }

 private:
  // Saved state of one residual sub-layer; dropout masks are recomputed from the keys in `sub` and `res`.
  struct Sublayer {
    Span normed, xhat, rstd, out;  // pre-LN: normed = LN(x), the sub-layer's input
    Span q, kv, probs, ctx;  // attention: q is q|k|v [n, 3d] (self) or q [n, d] with kv [nk, 2d] (cross)
    Span u, a;               // feed-forward: pre-activation and activation [n, f]
    Dropout sub, res;        // the sub-layer's own dropout (attention/activation) and the residual's
  };

  struct Backward {
    Span buf_a, d_s, d_norm, d_ctx, d_qkv, d_kv, d_big, d_mem;
    Span d_out, d_in;  // d(block output) -> d(block input), swapped after each block
  };

  static std::vector<std::int32_t> positions_of(const std::vector<int>& offsets) {
    std::vector<std::int32_t> p(std::size_t(offsets.back()));
    for (std::size_t s = 0; s + 1 < offsets.size(); ++s)
      for (int r = offsets[s]; r < offsets[s + 1]; ++r) p[std::size_t(r)] = r - offsets[s];
    return p;
  }
  static std::vector<AttentionBlock> blocks_of(const std::vector<int>& q, const std::vector<int>& k) {
    std::vector<AttentionBlock> b(q.size() - 1);
    for (std::size_t s = 0; s + 1 < q.size(); ++s) b[s] = {q[s], q[s + 1] - q[s], k[s], k[s + 1] - k[s]};
    return b;
  }

  Span embed(const Span& tokens, const Span& positions, int n, std::size_t table, Pass& pass, Dropout& drop) {
    const int d = cfg_.d_model;
    Span out = dev_.alloc(std::size_t(n) * d);
    drop = pass.next(cfg_.dropout);
    dev_.embed_forward(P(table, std::size_t(cfg_.vocab_size) * d), positions_table(), tokens, positions, out,
                       n, d, embedding_scale(), drop);
    return out;
  }

  // The sub-layer's input: x itself (post-LN) or LN(x) (pre-LN).
  Span input(const Span& x, Sublayer& c, const NormSlot& norm, int n) {
    if (!pre()) return x;
    const int d = cfg_.d_model;
    c.normed = dev_.alloc(std::size_t(n) * d);
    c.xhat = dev_.alloc(std::size_t(n) * d);
    c.rstd = dev_.alloc(std::size_t(n));
    dev_.layer_norm_forward(x, {}, gamma(norm), beta(norm), c.normed, c.xhat, c.rstd, n, d,
                            cfg_.layer_norm_eps, {});
    return c.normed;
  }
  // The block's output from its input x and the sub-layer's output in s_: dropout, residual and (post-LN)
  // norm.
  Span output(const Span& x, Sublayer& c, const NormSlot& norm, int n) {
    const int d = cfg_.d_model;
    const std::size_t count = std::size_t(n) * d;
    c.out = dev_.alloc(count);
    const Span sub = s_.at(0, std::ptrdiff_t(count));
    if (!pre()) {
      c.xhat = dev_.alloc(count);
      c.rstd = dev_.alloc(std::size_t(n));
      dev_.layer_norm_forward(x, sub, gamma(norm), beta(norm), c.out, c.xhat, c.rstd, n, d,
                              cfg_.layer_norm_eps, c.res);
    } else {
      dev_.residual_add(x, sub, c.out, count, c.res);
    }
    return c.out;
  }
  // Pre-LN's final LayerNorm over a whole stack's output.
  Span final_norm(const Span& x, const NormSlot& norm, Sublayer& c, int n) {
    const int d = cfg_.d_model;
    c.out = dev_.alloc(std::size_t(n) * d);
    c.xhat = dev_.alloc(std::size_t(n) * d);
    c.rstd = dev_.alloc(std::size_t(n));
    dev_.layer_norm_forward(x, {}, gamma(norm), beta(norm), c.out, c.xhat, c.rstd, n, d, cfg_.layer_norm_eps,
                            {});
    return c.out;
  }

  // Multi-head attention; writes the sub-layer's output [n, d] to s_. Self-attention projects q|k|v from xin
  // with one fused matrix; cross-attention projects q from xin and k|v from the memory [nk, d].
  void attention(const Site& site, bool self, const Span& xin, const Span& memory, const LinearSlot& q_slot,
                 const LinearSlot& kv_slot, const LinearSlot& out_slot, Sublayer& c, int n, int nk,
                 AttentionKind kind, int layer) {
    const int d = cfg_.d_model;
    Span k, v;
    AttentionStrides st;
    if (self) {
      c.q = dev_.alloc(std::size_t(n) * 3 * d);
      dev_.linear_forward(xin, W(q_slot), B(q_slot), c.q, n, d, 3 * d);
      k = c.q.at(std::size_t(d));
      v = c.q.at(std::size_t(2 * d));
      st = {3 * d, 3 * d, 3 * d, d};
    } else {
      c.q = dev_.alloc(std::size_t(n) * d);
      c.kv = dev_.alloc(std::size_t(nk) * 2 * d);
      dev_.linear_forward(xin, W(q_slot), B(q_slot), c.q, n, d, d);
      dev_.linear_forward(memory, W(kv_slot), B(kv_slot), c.kv, nk, d, 2 * d);
      k = c.kv;
      v = c.kv.at(std::size_t(d));
      st = {d, 2 * d, 2 * d, d};
    }
    c.probs = dev_.alloc(std::size_t(site.prob_offsets.back()));
    c.ctx = dev_.alloc(std::size_t(n) * d);
    dev_.attention_forward(site, c.q, k, v, c.ctx, c.probs, st, attention_scale(), c.sub);
    if (patching()) patch_heads(kind, layer, c.ctx);  // before the mask: a masked head stays off
    if (masking_) mask_heads(kind, layer, c.ctx, n);
    dev_.linear_forward(c.ctx, W(out_slot), B(out_slot), s_.at(0, std::ptrdiff_t(std::size_t(n) * d)), n, d,
                        d);
    if (tap_) {
      const char* stack = kind == AttentionKind::kEncoderSelf ? "encoder" : "decoder";
      const std::string p = kind == AttentionKind::kCross ? "cross." : "self.";
      if (self) {
        tap_at(stack, layer, p + "qkv", c.q, n, 3 * d);
      } else {
        tap_at(stack, layer, p + "q", c.q, n, d);
        tap_at(stack, layer, p + "kv", c.kv, nk, 2 * d);
      }
      tap_at(stack, layer, p + "probs", c.probs, cfg_.n_heads * n, nk);
      tap_at(stack, layer, p + "context", c.ctx, n, d);
      tap_at(stack, layer, p + "output", s_, n, d);
    }
  }

  void ffn(const Span& xin, const LinearSlot& fc1, const LinearSlot& fc2, Sublayer& c, int n,
           const char* stack, int layer) {
    const int d = cfg_.d_model, f = cfg_.d_ff;
    c.a = dev_.alloc(std::size_t(n) * f);
    // ReLU's derivative is read from its output (a > 0 exactly where u > 0, and dropout zeroes a and the
    // gradient alike), so a ReLU layer keeps one [n, f] buffer for backward, not two: the activation is
    // computed in place over the pre-activation. A tap still sees both.
    const bool keep_pre_activation = cfg_.activation != Activation::kRelu || tap_;
    c.u = keep_pre_activation ? dev_.alloc(std::size_t(n) * f) : c.a;
    dev_.ffn_up(xin, W(fc1), B(fc1), c.u, c.a, n, d, f, cfg_.activation, c.sub);
    dev_.linear_forward(c.a, W(fc2), B(fc2), s_.at(0, std::ptrdiff_t(std::size_t(n) * d)), n, f, d);
    tap_at(stack, layer, "ffn.pre_activation", c.u, n, f);
    tap_at(stack, layer, "ffn.activation", c.a, n, f);
    tap_at(stack, layer, "ffn.output", s_, n, d);
  }

  static Span rows(const Span& s, int n, int width) { return s.at(0, std::ptrdiff_t(n) * width); }
  Span sub_input(const Sublayer& c, const Span& x) const { return pre() ? c.normed : x; }

  // d_s: gradient of the sub-layer's output [n, d]. Writes (or adds) d(xin); adds d(memory) to bw.d_mem.
  void attention_backward(Backward& bw, const Site& site, bool self, const Span& xin, const Span& memory,
                          const LinearSlot& q_slot, const LinearSlot& kv_slot, const LinearSlot& out_slot,
                          Sublayer& c, const Span& d_s, const Span& d_xin, bool accumulate, int n, int nk,
                          AttentionKind kind, int layer, const std::vector<int>& query_offsets) {
    const int d = cfg_.d_model;
    const Span d_ctx = rows(bw.d_ctx, n, d);
    dev_.linear_backward(c.ctx, W(out_slot), d_s, d_ctx, G(out_slot.weight, std::size_t(d) * d),
                         G(out_slot.bias, std::size_t(d)), n, d, d, false);
    if (gate_gradients_) collect_gate_gradients(kind, layer, c.ctx, d_ctx, n, query_offsets);
    if (masking_) mask_heads(kind, layer, d_ctx, n);  // a masked head passes no gradient back either
    if (self) {
      const Span d_q = rows(bw.d_qkv, n, 3 * d);
      const AttentionStrides st{3 * d, 3 * d, 3 * d, d};
      dev_.attention_backward(site, c.q, c.q.at(std::size_t(d)), c.q.at(std::size_t(2 * d)), c.probs, d_ctx,
                              d_q, d_q.at(std::size_t(d)), d_q.at(std::size_t(2 * d)), st,
                              {3 * d, 3 * d, 3 * d, 0}, attention_scale(), c.sub);
      dev_.linear_backward(xin, W(q_slot), d_q, d_xin, G(q_slot.weight, std::size_t(3 * d) * d),
                           G(q_slot.bias, std::size_t(3 * d)), n, d, 3 * d, accumulate);
    } else {
      const Span d_q = rows(bw.d_qkv, n, d), d_kv = rows(bw.d_kv, nk, 2 * d);
      const AttentionStrides st{d, 2 * d, 2 * d, d};
      dev_.attention_backward(site, c.q, c.kv, c.kv.at(std::size_t(d)), c.probs, d_ctx, d_q, d_kv,
                              d_kv.at(std::size_t(d)), st, {d, 2 * d, 2 * d, 0}, attention_scale(), c.sub);
      dev_.linear_backward(xin, W(q_slot), d_q, d_xin, G(q_slot.weight, std::size_t(d) * d),
                           G(q_slot.bias, std::size_t(d)), n, d, d, accumulate);
      dev_.linear_backward(memory, W(kv_slot), d_kv, rows(bw.d_mem, nk, d),
                           G(kv_slot.weight, std::size_t(2 * d) * d), G(kv_slot.bias, std::size_t(2 * d)), nk,
                           d, 2 * d, true);
    }
  }

  void ffn_backward(Backward& bw, const Span& xin, const LinearSlot& fc1, const LinearSlot& fc2, Sublayer& c,
                    const Span& d_s, const Span& d_xin, bool accumulate, int n) {
    const int d = cfg_.d_model, f = cfg_.d_ff;
    const Span d_a = rows(bw.d_big, n, f);
    dev_.ffn_down_backward(d_s, W(fc2), c.u, c.a, d_a, G(fc2.weight, std::size_t(d) * f),
                           G(fc2.bias, std::size_t(d)), n, f, d, cfg_.activation, c.sub);
    dev_.linear_backward(xin, W(fc1), d_a, d_xin, G(fc1.weight, std::size_t(f) * d),
                         G(fc1.bias, std::size_t(f)), n, d, f, accumulate);
  }

  // d_out -> d_in through one residual block; `sub` is the sub-layer's backward (d_s, d_xin, accumulate).
  template <typename SubBackward>
  void block_backward(Backward& bw, Sublayer& c, const NormSlot& norm, int n, SubBackward&& sub) {
    const int d = cfg_.d_model;
    const Span dout = rows(bw.d_out, n, d), din = rows(bw.d_in, n, d);
    const Span dg = G(norm.gamma, std::size_t(d)), db = G(norm.beta, std::size_t(d));
    if (!pre()) {
      const Span d_s = rows(bw.d_s, n, d);
      dev_.layer_norm_backward(dout, c.xhat, c.rstd, gamma(norm), din, dg, db, n, d, false, {}, d_s, c.res);
      sub(d_s, din, true);
    } else {
      Span d_s = dout;
      if (c.res.on()) {
        d_s = rows(bw.d_s, n, d);
        dev_.dropout_backward(dout, d_s, std::size_t(n) * d, c.res);
      }
      const Span d_norm_in = rows(bw.d_norm, n, d);
      sub(d_s, d_norm_in, false);
      dev_.layer_norm_backward(d_norm_in, c.xhat, c.rstd, gamma(norm), din, dg, db, n, d, false, dout, {},
                               {});
    }
    std::swap(bw.d_out, bw.d_in);
  }

  void final_norm_backward(Backward& bw, Sublayer& F, const NormSlot& norm, int n) {
    const int d = cfg_.d_model;
    dev_.layer_norm_backward(rows(bw.d_out, n, d), F.xhat, F.rstd, gamma(norm), rows(bw.d_in, n, d),
                             G(norm.gamma, std::size_t(d)), G(norm.beta, std::size_t(d)), n, d, false, {}, {},
                             {});
    std::swap(bw.d_out, bw.d_in);
  }

  void embed_backward(const Span& tokens, const Span& positions, std::size_t table, const Span& d_emb, int n,
                      const Dropout& drop) {
    const int d = cfg_.d_model;
    const Span g = rows(d_emb, n, d);
    dev_.embed_backward(g, G(table, std::size_t(cfg_.vocab_size) * d), tokens, n, d, embedding_scale(), drop);
    if (cfg_.positional_encoding == PositionalEncoding::kLearned)
      dev_.embed_backward(g, G(layout_.position_embedding, std::size_t(cfg_.max_positions) * d), positions, n,
                          d, 1.0f, drop);
  }

  const ModelConfig& cfg_;
  const ParameterLayout& layout_;
  D& dev_;
  std::vector<std::vector<Sublayer>> encoder_, decoder_;  // [layer][0 = self-attn, 1 = (cross-attn,) ffn]
  Sublayer encoder_final_, decoder_final_;                // pre-LN final norms (xhat, rstd, out)
  Span src_embedded_, tgt_embedded_, memory_, d_hidden_, s_;
  Dropout src_embed_drop_, tgt_embed_drop_;
  // Head importance: dL/dξ_h for a gate ξ_h = 1 on head h's output is the sum over its rows of
  // <ctx_h, d ctx_h>; rows of different sentences never mix, so each sentence's sum is its own derivative.
  void collect_gate_gradients(AttentionKind kind, int layer, const Span& ctx, const Span& d_ctx, int n,
                              const std::vector<int>& query_offsets) {
    const int d = cfg_.d_model, H = cfg_.n_heads, dh = cfg_.head_dim();
    std::vector<float> x(std::size_t(n) * d), g(std::size_t(n) * d);
    dev_.download(ctx, x.data(), x.size());
    dev_.download(d_ctx, g.data(), g.size());
    const int layers = std::max(cfg_.encoder_layers, cfg_.decoder_layers);
    for (std::size_t s = 0; s + 1 < query_offsets.size(); ++s)
      for (int h = 0; h < H; ++h) {
        double sum = 0;
        for (int r = query_offsets[s]; r < query_offsets[s + 1]; ++r)
          for (int i = h * dh; i < (h + 1) * dh; ++i)
            sum += double(x[std::size_t(r) * d + i]) * g[std::size_t(r) * d + i];
        (*gate_gradients_)[((s * 3 + std::size_t(kind)) * std::size_t(layers) + std::size_t(layer)) * H +
                           h] += sum;
      }
  }

 public:
  // With a sink, backward() adds each sentence's dL/dξ for every head's gate into it, laid out
  // [sentence][kind][layer][head] with max(encoder, decoder) layers per kind. Null: off.
  void set_gate_gradient_sink(std::vector<double>* sink) { gate_gradients_ = sink; }

 private:
  void tap(const std::string& name, const Span& s, int rows, int cols) {
    if (tap_) tap_(name, s, rows, cols);
  }
  void tap_at(const char* stack, int layer, const std::string& what, const Span& s, int rows, int cols) {
    if (tap_) tap_(std::string(stack) + "." + std::to_string(layer) + "." + what, s, rows, cols);
  }

 public:
  // A tap sees the named intermediate tensors of every pass (the classroom walkthrough traces one sentence):
  // "encoder.input", "encoder.L.self.qkv|probs|context|output|block", "encoder.L.ffn.pre_activation|
  // activation|output|block", the decoder's the same plus "decoder.L.cross.q|kv|...", and "decoder.logits"
  // (layers from 0). Probabilities are [heads x queries, keys] for a one-sentence batch. Null: off.
  using Tap = std::function<void(const std::string& name, const Span& values, int rows, int cols)>;
  void set_tap(Tap tap) { tap_ = std::move(tap); }

  // Attribution (attention/attribution.h). The token embedding's factor α_s of each sentence s of a batch:
  // inference passes embed its tokens as α_s · scale · E[token] + position, points on the
  // integrated-gradients path from the zero baseline (α = 0, the positions stay) to the input (α = 1),
  // several in one batch. Empty: off (every α is 1). The caller clears it after its passes.
  void set_token_embedding_factors(std::vector<float> alphas) { token_factors_ = std::move(alphas); }
  // The gradient backward() starts from: d f / d(decoder's final hidden states) [nt, d], for an f that is not
  // the training loss (a log-probability of one row). Replaces what loss() left.
  void set_hidden_gradient(const Span& d_hidden) { d_hidden_ = d_hidden; }
  // With a sink, backward() copies the gradient arriving at each position's embedding (before it is
  // scatter-added into the tables), row-major [tokens, d], source and target. Null: off.
  struct InputGradientSink {
    std::vector<float> source, target;
  };
  void set_input_gradient_sink(InputGradientSink* sink) { input_gradients_ = sink; }

 private:
  void record_input_gradient(bool target, const Span& d_embedded, int n) {
    if (!input_gradients_) return;
    std::vector<float>& out = target ? input_gradients_->target : input_gradients_->source;
    out.resize(std::size_t(n) * cfg_.d_model);
    dev_.download(d_embedded, out.data(), out.size());
  }
  // Mixes the embedded rows [n, d] (scale · E + position) with the positions alone: position + α_s · (the
  // rest), on the host, so that every device does it with the ops it has.
  void scale_token_embeddings(const Span& tokens, const Span& positions, const std::vector<int>& offsets,
                              std::size_t table, const Span& embedded) {
    if (token_factors_.empty()) return;
    const int d = cfg_.d_model, n = offsets.back();
    const Span position_only = dev_.alloc(std::size_t(n) * d);
    dev_.embed_forward(P(table, std::size_t(cfg_.vocab_size) * d), positions_table(), tokens, positions,
                       position_only, n, d, 0.0f, {});
    std::vector<float> full(std::size_t(n) * d), position(std::size_t(n) * d);
    dev_.download(embedded, full.data(), full.size());
    dev_.download(position_only, position.data(), position.size());
    for (std::size_t s = 0; s + 1 < offsets.size(); ++s) {
      const float alpha = token_factors_.at(s);
      if (alpha == 1.0f) continue;  // the model's own embedding, bit for bit
      for (std::size_t i = std::size_t(offsets[s]) * d; i < std::size_t(offsets[s + 1]) * d; ++i)
        full[i] = position[i] + alpha * (full[i] - position[i]);
    }
    dev_.upload(embedded, full.data(), full.size());
  }
  std::vector<float> token_factors_;
  InputGradientSink* input_gradients_ = nullptr;

 public:
  // Activation patching (attention/activation_patch.h): while set, every inference pass writes the patch's
  // head contexts and residual rows over its own, on a one-sentence batch whose lengths the patch was checked
  // against. The caller keeps the patch alive and sets null after the pass. Null: off.
  void set_activation_patch(const ActivationPatch* patch) { patch_ = patch; }

 private:
  bool patching() const { return patch_ && masking_; }
  // Writes the patched heads' values into their columns of a context [n, d] (every row: one sentence).
  void patch_heads(AttentionKind kind, int layer, const Span& ctx) {
    const int d = cfg_.d_model, dh = cfg_.head_dim();
    for (const ActivationPatch::Head& p : patch_->heads) {
      if (p.kind != kind || p.layer != layer) continue;
      const Span values = dev_.alloc(p.values.size());
      dev_.upload(values, p.values.data(), p.values.size());
      const std::size_t rows = p.values.size() / std::size_t(dh);
      std::vector<CopyRegion> regions;
      for (std::size_t r = 0; r < rows; ++r)
        regions.push_back({r * dh, r * d + std::size_t(p.head) * dh, std::size_t(dh)});
      dev_.copy_regions(values, ctx, regions);
    }
  }
  // Writes the patched rows of one stack's residual stream where it enters `layer`: h [n, d].
  void patch_residual(bool decoder, int layer, const Span& h) {
    const int d = cfg_.d_model;
    for (const ActivationPatch::Residual& p : patch_->residuals) {
      if (p.decoder != decoder || p.layer != layer) continue;
      const Span values = dev_.alloc(std::size_t(d));
      dev_.upload(values, p.values.data(), std::size_t(d));
      dev_.copy_regions(values, h, {{0, std::size_t(p.position) * d, std::size_t(d)}});
    }
  }

 private:
  Tap tap_;
  const ActivationPatch* patch_ = nullptr;
  HeadMask mask_;
  bool masking_ = false;
  std::vector<double>* gate_gradients_ = nullptr;
};

}  // namespace attn::graph
