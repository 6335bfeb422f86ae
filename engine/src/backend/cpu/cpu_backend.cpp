#include "backend/cpu/cpu_backend.h"

#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <thread>

#include "attention/error.h"
#include "attention/float16.h"
#include "attention/positional_encoding.h"
#include "attention/vocab.h"
#include "backend/cpu/kernels.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

template <typename Vector>
typename Vector::value_type* grow(Vector& v, std::size_t n) {
  if (v.size() < n) v.resize(n);
  return v.data();
}

void copy_rows(const float* src, float* dst, std::size_t n) { std::memcpy(dst, src, n * sizeof(float)); }

}  // namespace

CpuBackend::CpuBackend(const ModelConfig& config) : config_(config), layout_(config) {
  const std::size_t n = layout_.total_size();
  params_.assign(n, 0.0f);
  grads_.assign(n, 0.0f);
  adam_m_.assign(n, 0.0f);
  adam_v_.assign(n, 0.0f);
  const std::vector<float> pe = positional_encoding_table(config.positional_encoding, config.max_positions,
                                                          config.d_model, config.positional_base);
  pe_table_.assign(pe.begin(), pe.end());
  acts_.encoder.resize(std::size_t(config.encoder_layers), std::vector<SublayerCache>(2));
  acts_.decoder.resize(std::size_t(config.decoder_layers), std::vector<SublayerCache>(3));
}

std::string CpuBackend::device() const {
  return "CPU (Eigen + OpenBLAS, " + std::to_string(omp_get_max_threads()) + " threads)";
}

void CpuBackend::set_parameters(std::span<const float> params) {
  if (params.size() != params_.size()) throw Error("parameter count mismatch in set_parameters");
  std::copy(params.begin(), params.end(), params_.begin());
  half_state_ = HalfState::kStale;
}

const std::uint16_t* CpuBackend::half_weights() {
  if (half_state_ == HalfState::kStale) {
    half_params_.resize(params_.size());
    half_state_ = HalfState::kExact;
    for (std::size_t i = 0; i < params_.size(); ++i) {
      half_params_[i] = float_to_half(params_[i]);
      if (half_to_float(half_params_[i]) != params_[i]) {
        half_state_ = HalfState::kInexact;
        break;
      }
    }
    if (half_state_ == HalfState::kInexact) std::vector<std::uint16_t>().swap(half_params_);
  }
  return half_state_ == HalfState::kExact ? half_params_.data() : nullptr;
}
void CpuBackend::get_parameters(std::span<float> params) const {
  if (params.size() != params_.size()) throw Error("parameter count mismatch in get_parameters");
  std::copy(params_.begin(), params_.end(), params.begin());
}
void CpuBackend::get_gradients(std::span<float> grads) const {
  if (grads.size() != grads_.size()) throw Error("parameter count mismatch in get_gradients");
  std::copy(grads_.begin(), grads_.end(), grads.begin());
}
void CpuBackend::get_optimizer_state(std::span<float> m, std::span<float> v) const {
  if (m.size() != adam_m_.size() || v.size() != adam_v_.size()) throw Error("optimizer state size mismatch");
  std::copy(adam_m_.begin(), adam_m_.end(), m.begin());
  std::copy(adam_v_.begin(), adam_v_.end(), v.begin());
}
void CpuBackend::set_optimizer_state(std::span<const float> m, std::span<const float> v) {
  if (m.size() != adam_m_.size() || v.size() != adam_v_.size()) throw Error("optimizer state size mismatch");
  std::copy(m.begin(), m.end(), adam_m_.begin());
  std::copy(v.begin(), v.end(), adam_v_.begin());
}

// ---- embeddings ------------------------------------------------------------------------------------------

void CpuBackend::embed(const std::int32_t* tokens, const std::vector<int>& offsets, std::size_t table,
                       float* out, std::vector<std::uint8_t>& mask, Pass& pass) {
  ProfileScope profile("embed_fwd");
  const int d = config_.d_model;
  const float scale = config_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
  const float* E = params_.data() + table;
  const bool learned = config_.positional_encoding == PositionalEncoding::kLearned;
  const float* P = learned ? params_.data() + layout_.position_embedding : pe_table_.data();
  const int sentences = int(offsets.size()) - 1;
#pragma omp parallel for if (sentences >= 8)
  for (int s = 0; s < sentences; ++s) {
    for (int r = offsets[s]; r < offsets[s + 1]; ++r) {
      const float* e = E + std::size_t(tokens[r]) * d;
      const float* p = P + std::size_t(r - offsets[s]) * d;
      float* o = out + std::size_t(r) * d;
      for (int i = 0; i < d; ++i) o[i] = e[i] * scale + p[i];
    }
  }
  const std::size_t n = std::size_t(offsets.back()) * d;
  const std::uint32_t stream = pass.stream++;
  if (pass.training && config_.dropout > 0)
    dropout_forward(out, grow(mask, n), n, config_.dropout, pass.seed, stream);
}

void CpuBackend::embed_backward(const std::int32_t* tokens, const std::vector<int>& offsets,
                                std::size_t table, float* d_out, const std::vector<std::uint8_t>& mask,
                                bool training) {
  ProfileScope profile("embed_bwd");
  const int d = config_.d_model;
  const std::size_t n = std::size_t(offsets.back()) * d;
  if (training && config_.dropout > 0) dropout_backward(d_out, mask.data(), n, config_.dropout);
  const float scale = config_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
  float* dE = grads_.data() + table;
  const bool learned = config_.positional_encoding == PositionalEncoding::kLearned;
  float* dP = learned ? grads_.data() + layout_.position_embedding : nullptr;
  const int sentences = int(offsets.size()) - 1;
  for (int s = 0; s < sentences; ++s) {
    for (int r = offsets[s]; r < offsets[s + 1]; ++r) {
      const float* g = d_out + std::size_t(r) * d;
      float* e = dE + std::size_t(tokens[r]) * d;
      for (int i = 0; i < d; ++i) e[i] += g[i] * scale;
      if (dP) {
        float* p = dP + std::size_t(r - offsets[s]) * d;
        for (int i = 0; i < d; ++i) p[i] += g[i];
      }
    }
  }
}

// ---- the residual blocks ---------------------------------------------------------------------------------

namespace {

struct BlockContext {
  const ModelConfig& config;
  const float* P;  // parameters
  float* G;        // gradients
  bool training;
  std::uint64_t seed;
};

// Shapes of one attention call site: which rows of queries and keys belong to which sentence.
struct AttentionSite {
  const std::vector<int>* query_offsets;
  const std::vector<int>* key_offsets;
  const std::vector<int>* prob_offsets;  // start of each sentence's probabilities
  bool causal;
  bool self;  // fused qkv (self) or q + kv (cross)
};

std::vector<int> probability_offsets(const std::vector<int>& q, const std::vector<int>& k, int heads) {
  std::vector<int> off(q.size(), 0);
  for (std::size_t s = 0; s + 1 < q.size(); ++s)
    off[s + 1] = off[s] + heads * (q[s + 1] - q[s]) * (k[s + 1] - k[s]);
  return off;
}

// The sub-layer's input: x itself (post-LN) or LN(x) (pre-LN).
const float* block_input(const BlockContext& ctx, const float* x, SublayerCache& c, const NormSlot& norm,
                         int n) {
  if (ctx.config.norm_position == NormPosition::kPost) return x;
  const int d = ctx.config.d_model;
  layer_norm_forward(x, ctx.P + norm.gamma, ctx.P + norm.beta, grow(c.normed, std::size_t(n) * d),
                     grow(c.xhat, std::size_t(n) * d), grow(c.rstd, std::size_t(n)), n, d,
                     ctx.config.layer_norm_eps);
  return c.normed.data();
}

// s: the sub-layer's output [n, d] (clobbered). Applies dropout, the residual and (post-LN) the norm.
void block_output(const BlockContext& ctx, const float* x, float* s, SublayerCache& c, const NormSlot& norm,
                  int n, std::uint32_t stream) {
  const int d = ctx.config.d_model;
  const std::size_t count = std::size_t(n) * d;
  if (ctx.training && ctx.config.dropout > 0)
    dropout_forward(s, grow(c.drop_mask, count), count, ctx.config.dropout, ctx.seed, stream);
  float* out = grow(c.out, count);
  if (ctx.config.norm_position == NormPosition::kPost) {
    for (std::size_t i = 0; i < count; ++i) s[i] += x[i];
    layer_norm_forward(s, ctx.P + norm.gamma, ctx.P + norm.beta, out, grow(c.xhat, count), grow(c.rstd, n), n,
                       d, ctx.config.layer_norm_eps);
  } else {
    for (std::size_t i = 0; i < count; ++i) out[i] = x[i] + s[i];
  }
}

// Pre-LN's final LayerNorm over a whole stack's output; returns the normalised rows.
const float* final_norm_forward(const BlockContext& ctx, const float* x, const NormSlot& norm,
                                SublayerCache& c, int n) {
  const int d = ctx.config.d_model;
  const std::size_t count = std::size_t(n) * d;
  layer_norm_forward(x, ctx.P + norm.gamma, ctx.P + norm.beta, grow(c.out, count), grow(c.xhat, count),
                     grow(c.rstd, std::size_t(n)), n, d, ctx.config.layer_norm_eps);
  return c.out.data();
}

// The three attention call sites of a batch: which query and key rows belong to which sentence.
struct AttentionSites {
  AttentionSite encoder_self, decoder_self, cross;
};
AttentionSites attention_sites(const Batch& batch, const Activations& acts) {
  return {{&batch.source_offsets, &batch.source_offsets, &acts.self_prob_offsets_src, false, true},
          {&batch.target_offsets, &batch.target_offsets, &acts.self_prob_offsets_tgt, true, true},
          {&batch.target_offsets, &batch.source_offsets, &acts.cross_prob_offsets, false, false}};
}

void attention_sublayer_forward(const BlockContext& ctx, const AttentionSite& site, const float* xin,
                                const float* memory, const LinearSlot& q_slot, const LinearSlot& kv_slot,
                                const LinearSlot& out_slot, SublayerCache& c, float* s,
                                std::uint32_t stream) {
  ProfileScope profile("attention_fwd_total");
  const ModelConfig& cfg = ctx.config;
  const int d = cfg.d_model, H = cfg.n_heads, dh = cfg.head_dim();
  const int n = site.query_offsets->back();
  const int nk = site.key_offsets->back();
  const int sentences = int(site.query_offsets->size()) - 1;
  const float* kv;
  int q_stride, kv_stride;
  if (site.self) {
    linear_forward(xin, ctx.P + q_slot.weight, ctx.P + q_slot.bias, grow(c.q, std::size_t(n) * 3 * d), n, d,
                   3 * d);
    kv = c.q.data() + d;
    q_stride = kv_stride = 3 * d;
  } else {
    linear_forward(xin, ctx.P + q_slot.weight, ctx.P + q_slot.bias, grow(c.q, std::size_t(n) * d), n, d, d);
    linear_forward(memory, ctx.P + kv_slot.weight, ctx.P + kv_slot.bias, grow(c.kv, std::size_t(nk) * 2 * d),
                   nk, d, 2 * d);
    kv = c.kv.data();
    q_stride = d;
    kv_stride = 2 * d;
  }
  const std::size_t prob_count = std::size_t(site.prob_offsets->back());
  float* probs = grow(c.probs, prob_count);
  const bool drop = ctx.training && cfg.attention_dropout > 0;
  if (drop) {
    // The mask is drawn up front so that it does not depend on thread scheduling.
    grow(c.attn_mask, prob_count);
    AlignedVector<float> ones(prob_count, 1.0f);
    dropout_forward(ones.data(), c.attn_mask.data(), prob_count, cfg.attention_dropout, ctx.seed, stream);
  }
  float* ctx_out = grow(c.ctx, std::size_t(n) * d);
  const float scale = 1.0f / std::sqrt(float(dh));
#pragma omp parallel for schedule(dynamic, 1) if (sentences * H > 1)
  for (int item = 0; item < sentences * H; ++item) {
    const int sent = item / H, h = item % H;
    const int q0 = (*site.query_offsets)[sent], k0 = (*site.key_offsets)[sent];
    const int tq = (*site.query_offsets)[sent + 1] - q0, tk = (*site.key_offsets)[sent + 1] - k0;
    const std::size_t p0 = std::size_t((*site.prob_offsets)[sent]) + std::size_t(h) * tq * tk;
    AttentionShape shape{tq, tk, dh, q_stride, kv_stride, kv_stride, d, site.causal, scale};
    attention_forward(
        shape, c.q.data() + std::size_t(q0) * q_stride + h * dh, kv + std::size_t(k0) * kv_stride + h * dh,
        kv + std::size_t(k0) * kv_stride + d + h * dh, probs + p0, ctx_out + std::size_t(q0) * d + h * dh,
        drop ? c.attn_mask.data() + p0 : nullptr, cfg.attention_dropout);
  }
  linear_forward(ctx_out, ctx.P + out_slot.weight, ctx.P + out_slot.bias, s, n, d, d);
}

struct BackwardScratch {
  AlignedVector<float>& d_ctx;
  AlignedVector<float>& d_qkv;
  AlignedVector<float>& d_kv;
  AlignedVector<float>& d_big;
};

// d_s: gradient of the sub-layer output [n, d]. Writes (or adds) d(xin) into d_xin; adds d(memory) to d_mem.
void attention_sublayer_backward(const BlockContext& ctx, const AttentionSite& site, const float* xin,
                                 const float* memory, const LinearSlot& q_slot, const LinearSlot& kv_slot,
                                 const LinearSlot& out_slot, SublayerCache& c, const float* d_s, float* d_xin,
                                 bool accumulate, float* d_mem, BackwardScratch& scratch) {
  ProfileScope profile("attention_bwd_total");
  const ModelConfig& cfg = ctx.config;
  const int d = cfg.d_model, H = cfg.n_heads, dh = cfg.head_dim();
  const int n = site.query_offsets->back();
  const int nk = site.key_offsets->back();
  const int sentences = int(site.query_offsets->size()) - 1;
  float* d_ctx = grow(scratch.d_ctx, std::size_t(n) * d);
  linear_backward(c.ctx.data(), ctx.P + out_slot.weight, d_s, d_ctx, ctx.G + out_slot.weight,
                  ctx.G + out_slot.bias, n, d, d, false);
  const int q_stride = site.self ? 3 * d : d;
  const int kv_stride = site.self ? 3 * d : 2 * d;
  float* d_q = grow(scratch.d_qkv, std::size_t(n) * q_stride);
  std::fill_n(d_q, std::size_t(n) * q_stride, 0.0f);
  float* d_kv;
  const float* kv;
  if (site.self) {
    d_kv = d_q + d;
    kv = c.q.data() + d;
  } else {
    d_kv = grow(scratch.d_kv, std::size_t(nk) * 2 * d);
    std::fill_n(d_kv, std::size_t(nk) * 2 * d, 0.0f);
    kv = c.kv.data();
  }
  const bool drop = ctx.training && cfg.attention_dropout > 0;
  const float scale = 1.0f / std::sqrt(float(dh));
#pragma omp parallel for schedule(dynamic, 1) if (sentences * H > 1)
  for (int item = 0; item < sentences * H; ++item) {
    const int sent = item / H, h = item % H;
    const int q0 = (*site.query_offsets)[sent], k0 = (*site.key_offsets)[sent];
    const int tq = (*site.query_offsets)[sent + 1] - q0, tk = (*site.key_offsets)[sent + 1] - k0;
    const std::size_t p0 = std::size_t((*site.prob_offsets)[sent]) + std::size_t(h) * tq * tk;
    thread_local AlignedVector<float> tmp;
    tmp.resize(std::size_t(tq) * tk);
    AttentionShape shape{tq, tk, dh, q_stride, kv_stride, kv_stride, d, site.causal, scale};
    const std::size_t qo = std::size_t(q0) * q_stride + h * dh, ko = std::size_t(k0) * kv_stride + h * dh;
    attention_backward(shape, c.q.data() + qo, kv + ko, kv + ko + d, c.probs.data() + p0,
                       d_ctx + std::size_t(q0) * d + h * dh, d_q + qo, d_kv + ko, d_kv + ko + d, tmp.data(),
                       drop ? c.attn_mask.data() + p0 : nullptr, cfg.attention_dropout);
  }
  if (site.self) {
    linear_backward(xin, ctx.P + q_slot.weight, d_q, d_xin, ctx.G + q_slot.weight, ctx.G + q_slot.bias, n, d,
                    3 * d, accumulate);
  } else {
    linear_backward(xin, ctx.P + q_slot.weight, d_q, d_xin, ctx.G + q_slot.weight, ctx.G + q_slot.bias, n, d,
                    d, accumulate);
    linear_backward(memory, ctx.P + kv_slot.weight, d_kv, d_mem, ctx.G + kv_slot.weight, ctx.G + kv_slot.bias,
                    nk, d, 2 * d, true);
  }
}

void ffn_sublayer_forward(const BlockContext& ctx, const float* xin, const LinearSlot& fc1,
                          const LinearSlot& fc2, SublayerCache& c, float* s, int n, std::uint32_t stream) {
  const ModelConfig& cfg = ctx.config;
  const int d = cfg.d_model, f = cfg.d_ff;
  const std::size_t count = std::size_t(n) * f;
  float* u = grow(c.u, count);
  float* a = grow(c.a, count);
  linear_forward(xin, ctx.P + fc1.weight, ctx.P + fc1.bias, u, n, d, f);
  activation_forward(cfg.activation, u, a, count);
  if (ctx.training && cfg.activation_dropout > 0)
    dropout_forward(a, grow(c.act_mask, count), count, cfg.activation_dropout, ctx.seed, stream);
  linear_forward(a, ctx.P + fc2.weight, ctx.P + fc2.bias, s, n, f, d);
}

void ffn_sublayer_backward(const BlockContext& ctx, const float* xin, const LinearSlot& fc1,
                           const LinearSlot& fc2, SublayerCache& c, const float* d_s, float* d_xin,
                           bool accumulate, int n, BackwardScratch& scratch) {
  const ModelConfig& cfg = ctx.config;
  const int d = cfg.d_model, f = cfg.d_ff;
  const std::size_t count = std::size_t(n) * f;
  float* d_a = grow(scratch.d_big, count);
  linear_backward(c.a.data(), ctx.P + fc2.weight, d_s, d_a, ctx.G + fc2.weight, ctx.G + fc2.bias, n, f, d,
                  false);
  if (ctx.training && cfg.activation_dropout > 0)
    dropout_backward(d_a, c.act_mask.data(), count, cfg.activation_dropout);
  activation_backward(cfg.activation, c.u.data(), c.a.data(), d_a, count);
  linear_backward(xin, ctx.P + fc1.weight, d_a, d_xin, ctx.G + fc1.weight, ctx.G + fc1.bias, n, d, f,
                  accumulate);
}

}  // namespace

// ---- whole-model forward ---------------------------------------------------------------------------------

void CpuBackend::forward(const Batch& batch, Pass& pass, const float** hidden) {
  ProfileScope profile("forward_total");
  const ModelConfig& cfg = config_;
  const int d = cfg.d_model;
  const int ns = batch.source_tokens(), nt = batch.target_tokens();
  const std::size_t nmax = std::size_t(std::max(ns, nt));
  BlockContext ctx{cfg, params_.data(), grads_.data(), pass.training, pass.seed};
  float* s = grow(d_sub_, nmax * d);  // sub-layer output scratch

  acts_.self_prob_offsets_src = probability_offsets(batch.source_offsets, batch.source_offsets, cfg.n_heads);
  acts_.self_prob_offsets_tgt = probability_offsets(batch.target_offsets, batch.target_offsets, cfg.n_heads);
  acts_.cross_prob_offsets = probability_offsets(batch.target_offsets, batch.source_offsets, cfg.n_heads);
  const AttentionSites sites = attention_sites(batch, acts_);
  const AttentionSite &enc_self = sites.encoder_self, &dec_self = sites.decoder_self, &cross = sites.cross;

  // One residual block: the sub-layer (which writes its output to s) wrapped in norm, dropout and residual.
  // Dropout streams are drawn in the same order every pass: sub-layer first, then the residual.
  auto residual_block = [&](const float* x, SublayerCache& c, const NormSlot& norm, int n, auto&& sublayer) {
    sublayer(block_input(ctx, x, c, norm, n), pass.stream++);
    block_output(ctx, x, s, c, norm, n, pass.stream++);
    return static_cast<const float*>(c.out.data());
  };

  // Encoder.
  float* x = grow(acts_.src_embedded, std::size_t(ns) * d);
  embed(batch.source.data(), batch.source_offsets, layout_.src_embedding, x, acts_.src_embed_mask, pass);
  const float* h = x;
  for (int l = 0; l < cfg.encoder_layers; ++l) {
    const auto& L = layout_.encoder[std::size_t(l)];
    auto& C = acts_.encoder[std::size_t(l)];
    h = residual_block(h, C[0], L.attn_norm, ns, [&](const float* in, std::uint32_t stream) {
      attention_sublayer_forward(ctx, enc_self, in, nullptr, L.qkv, L.qkv, L.attn_out, C[0], s, stream);
    });
    h = residual_block(h, C[1], L.ffn_norm, ns, [&](const float* in, std::uint32_t stream) {
      ffn_sublayer_forward(ctx, in, L.fc1, L.fc2, C[1], s, ns, stream);
    });
  }
  if (cfg.norm_position == NormPosition::kPre)
    h = final_norm_forward(ctx, h, layout_.encoder_final_norm, acts_.encoder_final, ns);
  const float* memory = h;

  // Decoder.
  float* y = grow(acts_.tgt_embedded, std::size_t(nt) * d);
  embed(batch.target_in.data(), batch.target_offsets, layout_.tgt_embedding, y, acts_.tgt_embed_mask, pass);
  h = y;
  for (int l = 0; l < cfg.decoder_layers; ++l) {
    const auto& L = layout_.decoder[std::size_t(l)];
    auto& C = acts_.decoder[std::size_t(l)];
    h = residual_block(h, C[0], L.self_norm, nt, [&](const float* in, std::uint32_t stream) {
      attention_sublayer_forward(ctx, dec_self, in, nullptr, L.qkv, L.qkv, L.self_out, C[0], s, stream);
    });
    h = residual_block(h, C[1], L.cross_norm, nt, [&](const float* in, std::uint32_t stream) {
      attention_sublayer_forward(ctx, cross, in, memory, L.cross_q, L.cross_kv, L.cross_out, C[1], s, stream);
    });
    h = residual_block(h, C[2], L.ffn_norm, nt, [&](const float* in, std::uint32_t stream) {
      ffn_sublayer_forward(ctx, in, L.fc1, L.fc2, C[2], s, nt, stream);
    });
  }
  if (cfg.norm_position == NormPosition::kPre)
    h = final_norm_forward(ctx, h, layout_.decoder_final_norm, acts_.decoder_final, nt);
  *hidden = h;
}

// ---- whole-model backward --------------------------------------------------------------------------------

void CpuBackend::backward(const Batch& batch, bool training, float* d_hidden) {
  ProfileScope profile("backward_total");
  const ModelConfig& cfg = config_;
  const int d = cfg.d_model;
  const int ns = batch.source_tokens(), nt = batch.target_tokens();
  const std::size_t nmax = std::size_t(std::max(ns, nt)) * d;
  BlockContext ctx{cfg, params_.data(), grads_.data(), training, 0};
  BackwardScratch scratch{d_ctx_, d_qkv_, d_kv_, d_big_};
  const bool pre = cfg.norm_position == NormPosition::kPre;
  // Two ping-pong buffers carry d(block output) -> d(block input); d_s is the sub-layer's gradient.
  float* d_out = d_hidden;
  float* d_in = grow(d_x_, nmax);
  float* d_s = grow(scratch_, nmax);
  float* d_norm_in = grow(logits_, std::max(nmax, std::size_t(1)));  // reused: logits are dead by now
  AlignedVector<float>& d_mem_vec = d_mem_;
  float* d_mem = grow(d_mem_vec, std::size_t(ns) * d);
  std::fill_n(d_mem, std::size_t(ns) * d, 0.0f);

  const AttentionSites sites = attention_sites(batch, acts_);
  const AttentionSite &enc_self = sites.encoder_self, &dec_self = sites.decoder_self, &cross = sites.cross;
  const float* memory =
      pre ? acts_.encoder_final.out.data() : acts_.encoder[std::size_t(cfg.encoder_layers - 1)][1].out.data();

  // One residual block backward: d_out -> d_in, with `sub_backward(d_s, d_xin, accumulate)` for the
  // sub-layer.
  auto block_backward = [&](SublayerCache& c, const NormSlot& norm, int n, auto&& sub_backward) {
    const std::size_t count = std::size_t(n) * d;
    if (!pre) {
      layer_norm_backward(d_out, c.xhat.data(), c.rstd.data(), params_.data() + norm.gamma, d_in,
                          grads_.data() + norm.gamma, grads_.data() + norm.beta, n, d, false);
      copy_rows(d_in, d_s, count);
      if (training && cfg.dropout > 0) dropout_backward(d_s, c.drop_mask.data(), count, cfg.dropout);
      sub_backward(d_s, d_in, true);
    } else {
      copy_rows(d_out, d_in, count);
      copy_rows(d_out, d_s, count);
      if (training && cfg.dropout > 0) dropout_backward(d_s, c.drop_mask.data(), count, cfg.dropout);
      sub_backward(d_s, d_norm_in, false);
      layer_norm_backward(d_norm_in, c.xhat.data(), c.rstd.data(), params_.data() + norm.gamma, d_in,
                          grads_.data() + norm.gamma, grads_.data() + norm.beta, n, d, true);
    }
    std::swap(d_out, d_in);
  };
  auto final_norm_backward = [&](SublayerCache& F, const NormSlot& norm, int n) {
    layer_norm_backward(d_out, F.xhat.data(), F.rstd.data(), params_.data() + norm.gamma, d_in,
                        grads_.data() + norm.gamma, grads_.data() + norm.beta, n, d, false);
    std::swap(d_out, d_in);
  };

  // Decoder, last block first. The input of a block is the previous block's output.
  if (pre) final_norm_backward(acts_.decoder_final, layout_.decoder_final_norm, nt);
  for (int l = cfg.decoder_layers - 1; l >= 0; --l) {
    const auto& L = layout_.decoder[std::size_t(l)];
    auto& C = acts_.decoder[std::size_t(l)];
    const float* in0 = l == 0 ? acts_.tgt_embedded.data() : acts_.decoder[std::size_t(l - 1)][2].out.data();
    auto sub_in = [&](SublayerCache& c, const float* x) { return pre ? c.normed.data() : x; };
    block_backward(C[2], L.ffn_norm, nt, [&](const float* ds, float* dx, bool acc) {
      ffn_sublayer_backward(ctx, sub_in(C[2], C[1].out.data()), L.fc1, L.fc2, C[2], ds, dx, acc, nt, scratch);
    });
    block_backward(C[1], L.cross_norm, nt, [&](const float* ds, float* dx, bool acc) {
      attention_sublayer_backward(ctx, cross, sub_in(C[1], C[0].out.data()), memory, L.cross_q, L.cross_kv,
                                  L.cross_out, C[1], ds, dx, acc, d_mem, scratch);
    });
    block_backward(C[0], L.self_norm, nt, [&](const float* ds, float* dx, bool acc) {
      attention_sublayer_backward(ctx, dec_self, sub_in(C[0], in0), nullptr, L.qkv, L.qkv, L.self_out, C[0],
                                  ds, dx, acc, nullptr, scratch);
    });
  }
  embed_backward(batch.target_in.data(), batch.target_offsets, layout_.tgt_embedding, d_out,
                 acts_.tgt_embed_mask, training);

  // Encoder, from the gradient that reached its output through every cross-attention.
  d_out = d_mem;
  d_in = grow(d_x_, nmax);
  if (pre) {
    layer_norm_backward(d_out, acts_.encoder_final.xhat.data(), acts_.encoder_final.rstd.data(),
                        params_.data() + layout_.encoder_final_norm.gamma, d_in,
                        grads_.data() + layout_.encoder_final_norm.gamma,
                        grads_.data() + layout_.encoder_final_norm.beta, ns, d, false);
    std::swap(d_out, d_in);
  }
  for (int l = cfg.encoder_layers - 1; l >= 0; --l) {
    const auto& L = layout_.encoder[std::size_t(l)];
    auto& C = acts_.encoder[std::size_t(l)];
    const float* in0 = l == 0 ? acts_.src_embedded.data() : acts_.encoder[std::size_t(l - 1)][1].out.data();
    auto sub_in = [&](SublayerCache& c, const float* x) { return pre ? c.normed.data() : x; };
    block_backward(C[1], L.ffn_norm, ns, [&](const float* ds, float* dx, bool acc) {
      ffn_sublayer_backward(ctx, sub_in(C[1], C[0].out.data()), L.fc1, L.fc2, C[1], ds, dx, acc, ns, scratch);
    });
    block_backward(C[0], L.attn_norm, ns, [&](const float* ds, float* dx, bool acc) {
      attention_sublayer_backward(ctx, enc_self, sub_in(C[0], in0), nullptr, L.qkv, L.qkv, L.attn_out, C[0],
                                  ds, dx, acc, nullptr, scratch);
    });
  }
  embed_backward(batch.source.data(), batch.source_offsets, layout_.src_embedding, d_out,
                 acts_.src_embed_mask, training);
}

// ---- output projection and loss --------------------------------------------------------------------------

LossStats CpuBackend::loss_and_gradient(const Batch& batch, const float* hidden, bool want_grad) {
  ProfileScope profile("loss_total");
  const int d = config_.d_model, V = config_.vocab_size;
  const int nt = batch.target_tokens();
  LossStats stats;
  stats.tokens = nt;
  const float grad_scale = 1.0f / float(nt);  // gradient of the mean loss per target token
  // Chunks of rows keep the logits cache-resident and bound memory to chunk x vocab.
  const int chunk = std::max(64, std::min(512, (1 << 22) / V));
  float* logits = grow(logits_, std::size_t(chunk) * V);
  float* d_hidden = want_grad ? grow(d_hidden_, std::size_t(nt) * d) : nullptr;
  const float* W = params_.data() + layout_.output_projection;
  const float* b = config_.output_bias ? params_.data() + layout_.output_bias : nullptr;
  for (int r0 = 0; r0 < nt; r0 += chunk) {
    const int rows = std::min(chunk, nt - r0);
    linear_forward(hidden + std::size_t(r0) * d, W, b, logits, rows, d, V);
    softmax_cross_entropy(logits, batch.target_out.data() + r0, rows, V, config_.label_smoothing, grad_scale,
                          &stats.loss_sum, &stats.nll_sum, want_grad);
    if (want_grad) {
      linear_backward(hidden + std::size_t(r0) * d, W, logits, d_hidden + std::size_t(r0) * d,
                      grads_.data() + layout_.output_projection,
                      config_.output_bias ? grads_.data() + layout_.output_bias : nullptr, rows, d, V, false);
    }
  }
  return stats;
}

LossStats CpuBackend::forward_backward(const Batch& batch, std::uint64_t dropout_seed) {
  check_batch_fits(batch, config_);
  std::fill(grads_.begin(), grads_.end(), 0.0f);
  Pass pass{true, dropout_seed, 0};
  const float* hidden = nullptr;
  forward(batch, pass, &hidden);
  LossStats stats = loss_and_gradient(batch, hidden, true);
  if (!stats.finite()) return stats;  // the trainer stops; no point propagating NaN
  backward(batch, true, d_hidden_.data());
  return stats;
}

LossStats CpuBackend::evaluate(const Batch& batch) {
  check_batch_fits(batch, config_);
  Pass pass{false, 0, 0};
  const float* hidden = nullptr;
  forward(batch, pass, &hidden);
  return loss_and_gradient(batch, hidden, false);
}

double CpuBackend::gradient_norm() {
  double sum = 0;
  const std::ptrdiff_t n = std::ptrdiff_t(grads_.size());
  const float* g = grads_.data();
#pragma omp parallel for reduction(+ : sum)
  for (std::ptrdiff_t i = 0; i < n; ++i) sum += double(g[i]) * g[i];
  return std::sqrt(sum);
}

void CpuBackend::adam_update(const AdamSettings& adam, float lr, float grad_scale, std::int64_t step) {
  ProfileScope profile("adam");
  half_state_ = HalfState::kStale;
  const float b1 = adam.beta1, b2 = adam.beta2;
  const float c1 = 1.0f / (1.0f - std::pow(b1, float(step)));
  const float c2 = 1.0f / (1.0f - std::pow(b2, float(step)));
  const std::ptrdiff_t n = std::ptrdiff_t(params_.size());
  float *p = params_.data(), *m = adam_m_.data(), *v = adam_v_.data();
  const float* g = grads_.data();
#pragma omp parallel for simd
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    const float gi = g[i] * grad_scale;
    m[i] = b1 * m[i] + (1.0f - b1) * gi;
    v[i] = b2 * v[i] + (1.0f - b2) * gi * gi;
    p[i] -= lr * ((m[i] * c1) / (std::sqrt(v[i] * c2) + adam.eps) + adam.weight_decay * p[i]);
  }
}

// ---- inspection ------------------------------------------------------------------------------------------

void CpuBackend::encode(const Batch& batch, AlignedVector<float>& memory) {
  // The decoder part of forward() is cheap for a one-token target; reuse the full pass for one code path.
  check_batch_fits(batch, config_);
  Pass pass{false, 0, 0};
  const float* hidden = nullptr;
  forward(batch, pass, &hidden);
  const bool pre = config_.norm_position == NormPosition::kPre;
  const float* mem = pre ? acts_.encoder_final.out.data()
                         : acts_.encoder[std::size_t(config_.encoder_layers - 1)][1].out.data();
  memory.assign(mem, mem + std::size_t(batch.source_tokens()) * config_.d_model);
}

std::vector<ForcedResult> CpuBackend::forced_decode(const Batch& batch, bool capture_attention) {
  check_batch_fits(batch, config_);
  Pass pass{false, 0, 0};
  const float* hidden = nullptr;
  forward(batch, pass, &hidden);
  const int d = config_.d_model, V = config_.vocab_size, H = config_.n_heads;
  std::vector<ForcedResult> results(std::size_t(batch.size()));
  AlignedVector<float> row(static_cast<std::size_t>(V));
  const float* W = params_.data() + layout_.output_projection;
  const float* b = config_.output_bias ? params_.data() + layout_.output_bias : nullptr;
  for (int s = 0; s < batch.size(); ++s) {
    auto& r = results[std::size_t(s)];
    for (int t = batch.target_offsets[s]; t < batch.target_offsets[s + 1]; ++t) {
      linear_forward(hidden + std::size_t(t) * d, W, b, row.data(), 1, d, V);
      log_softmax_rows(row.data(), 1, V);
      r.token_log_probs.push_back(row[std::size_t(batch.target_out[std::size_t(t)])]);
    }
    if (!capture_attention) continue;
    const int S = batch.source_length(s), T = batch.target_length(s);
    r.attention.heads = H;
    r.attention.source_length = S;
    r.attention.target_length = T;
    auto slice = [&](const AlignedVector<float>& probs, int offset, int count) {
      return std::vector<float>(probs.begin() + offset, probs.begin() + offset + count);
    };
    for (auto& C : acts_.encoder)
      r.attention.encoder_self.push_back(slice(C[0].probs, acts_.self_prob_offsets_src[s], H * S * S));
    for (auto& C : acts_.decoder) {
      r.attention.decoder_self.push_back(slice(C[0].probs, acts_.self_prob_offsets_tgt[s], H * T * T));
      r.attention.cross.push_back(slice(C[1].probs, acts_.cross_prob_offsets[s], H * T * S));
    }
  }
  return results;
}

}  // namespace attn::cpu

namespace attn {
bool LossStats::finite() const { return std::isfinite(loss_sum) && std::isfinite(nll_sum); }

std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config) {
  return std::make_unique<cpu::CpuBackend>(config);
}
}  // namespace attn
