#include "backend/vulkan/vulkan_backend.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>

#include "attention/error.h"
#include "attention/positional_encoding.h"
#include "backend/vulkan/vulkan_check.h"

namespace attn::vk {

namespace {

bool env_flag(const char* name) {
  const char* v = std::getenv(name);
  return v && *v && std::string(v) != "0";
}

// Query table: per query row k0, tk, visible keys, probability offset of head 0, stride between heads.
// Key table: per key row q0, tq, probability column of head 0, tk, stride between heads, first query.
AttentionTables attention_tables(Arena& host, const std::vector<int>& qoff, const std::vector<int>& koff,
                                 int heads, bool causal) {
  AttentionTables t;
  t.causal = causal;
  const int sentences = int(qoff.size()) - 1;
  t.prob_offsets.assign(qoff.size(), 0);
  for (int s = 0; s < sentences; ++s)
    t.prob_offsets[std::size_t(s) + 1] =
        t.prob_offsets[std::size_t(s)] + heads * (qoff[std::size_t(s) + 1] - qoff[std::size_t(s)]) *
                                             (koff[std::size_t(s) + 1] - koff[std::size_t(s)]);
  t.query_rows = qoff.back();
  t.key_rows = koff.back();
  t.query_table = host.alloc(std::size_t(t.query_rows) * 5);
  t.key_table = host.alloc(std::size_t(t.key_rows) * 6);
  std::int32_t* q = t.query_table.i32();
  std::int32_t* k = t.key_table.i32();
  for (int s = 0; s < sentences; ++s) {
    const int q0 = qoff[std::size_t(s)], tq = qoff[std::size_t(s) + 1] - q0;
    const int k0 = koff[std::size_t(s)], tk = koff[std::size_t(s) + 1] - k0;
    const int key_offset = tk - tq, po = t.prob_offsets[std::size_t(s)];
    for (int i = 0; i < tq; ++i) {
      std::int32_t* row = q + std::size_t(q0 + i) * 5;
      row[0] = k0;
      row[1] = tk;
      row[2] = causal ? std::min(tk, i + key_offset + 1) : tk;
      row[3] = po + i * tk;
      row[4] = tq * tk;
    }
    for (int j = 0; j < tk; ++j) {
      std::int32_t* row = k + std::size_t(k0 + j) * 6;
      row[0] = q0;
      row[1] = tq;
      row[2] = po + j;
      row[3] = tk;
      row[4] = tq * tk;
      row[5] = causal ? std::max(0, j - key_offset) : 0;
    }
  }
  return t;
}

GatherGroups gather_groups(Arena& host, const std::vector<std::int32_t>& keys) {
  std::map<std::int32_t, std::vector<int>> by_key;
  for (std::size_t r = 0; r < keys.size(); ++r) by_key[keys[r]].push_back(int(r));
  GatherGroups g;
  g.count = int(by_key.size());
  g.groups = host.alloc(by_key.size() * 3);
  g.rows = host.alloc(keys.size());
  std::int32_t* gp = g.groups.i32();
  std::int32_t* rp = g.rows.i32();
  int next = 0, i = 0;
  for (const auto& [key, rows] : by_key) {
    gp[3 * i] = key;
    gp[3 * i + 1] = next;
    for (int r : rows) rp[next++] = r;
    gp[3 * i + 2] = next;
    ++i;
  }
  return g;
}

DSpan upload_ints(Arena& host, const std::vector<std::int32_t>& v) {
  DSpan s = host.alloc(v.size());
  if (!v.empty()) std::memcpy(s.host, v.data(), v.size() * sizeof(std::int32_t));
  return s;
}

std::vector<std::int32_t> positions_of(const std::vector<int>& offsets) {
  std::vector<std::int32_t> p(std::size_t(offsets.back()));
  for (std::size_t s = 0; s + 1 < offsets.size(); ++s)
    for (int r = offsets[s]; r < offsets[s + 1]; ++r) p[std::size_t(r)] = r - offsets[s];
  return p;
}

}  // namespace

VulkanBackend::VulkanBackend(const ModelConfig& config, int device_index) : config_(config), layout_(config) {
  config_.validate();
  ctx_ = std::make_unique<Context>(device_index, env_flag("ATTN_VULKAN_VALIDATION"));
  pipelines_ = std::make_unique<Pipelines>(*ctx_);
  profiler_ = std::make_unique<Profiler>(*ctx_);
  rec_ = std::make_unique<Recorder>(*ctx_, *pipelines_, *profiler_);
  ops_ = std::make_unique<Ops>(*rec_);
  const std::size_t n = layout_.total_size();
  params_ = std::make_unique<Buffer>(*ctx_, n * 4, false, "parameters");
  grads_ = std::make_unique<Buffer>(*ctx_, n * 4, false, "gradients");
  adam_m_ = std::make_unique<Buffer>(*ctx_, n * 4, false, "Adam first moments");
  adam_v_ = std::make_unique<Buffer>(*ctx_, n * 4, false, "Adam second moments");
  arena_ = std::make_unique<Arena>(*ctx_, false, "activations");
  host_ = std::make_unique<Arena>(*ctx_, true, "staging");
  const std::vector<float> pe = positional_encoding_table(config.positional_encoding, config.max_positions,
                                                          config.d_model, config.positional_base);
  pe_table_ =
      std::make_unique<Buffer>(*ctx_, std::max<std::size_t>(pe.size(), 1) * 4, false, "positional table");
  reset_arenas();
  for (auto* b : {params_.get(), grads_.get(), adam_m_.get(), adam_v_.get()}) rec_->fill_zero(b->span());
  if (!pe.empty()) upload(pe_table_->span().at(0, std::ptrdiff_t(pe.size())), pe.data(), pe.size());
  rec_->submit_and_wait();
  encoder_.assign(std::size_t(config.encoder_layers), std::vector<DeviceSublayer>(2));
  decoder_.assign(std::size_t(config.decoder_layers), std::vector<DeviceSublayer>(3));
  if (env_flag("ATTN_VULKAN_CHECK")) enable_divergence_check(*this);
}

VulkanBackend::~VulkanBackend() {
  if (ctx_) vkDeviceWaitIdle(ctx_->device());
}

std::string VulkanBackend::device() const {
  const auto& i = ctx_->info();
  return i.name + " (Vulkan " + i.type + ", " + i.driver + ")";
}

void VulkanBackend::reset_arenas() {
  arena_->reset();
  host_->reset();
}

DSpan VulkanBackend::positional_table() const {
  if (config_.positional_encoding == PositionalEncoding::kLearned)
    return param(layout_.position_embedding, std::size_t(config_.max_positions) * config_.d_model);
  return pe_table_->span();
}

void VulkanBackend::upload(const DSpan& dst, const float* data, std::size_t n) {
  DSpan staging = host_->alloc(n);
  std::memcpy(staging.host, data, n * 4);
  rec_->copy(staging, dst);
}

void VulkanBackend::download(const DSpan& src, float* data, std::size_t n) const {
  // A read-back uses its own staging buffer: const methods must not disturb a pass's arenas.
  Buffer staging(*ctx_, n * 4, true, "read-back staging");
  rec_->submit_and_wait();
  rec_->copy(src, staging.span());
  rec_->submit_and_wait();
  std::memcpy(data, staging.span().host, n * 4);
}

void VulkanBackend::set_parameters(std::span<const float> params) {
  if (params.size() != layout_.total_size()) throw Error("parameter count mismatch in set_parameters");
  reset_arenas();
  upload(params_->span(), params.data(), params.size());
  rec_->submit_and_wait();
}
void VulkanBackend::get_parameters(std::span<float> params) const {
  if (params.size() != layout_.total_size()) throw Error("parameter count mismatch in get_parameters");
  download(params_->span(), params.data(), params.size());
}
void VulkanBackend::get_gradients(std::span<float> grads) const {
  if (grads.size() != layout_.total_size()) throw Error("parameter count mismatch in get_gradients");
  download(grads_->span(), grads.data(), grads.size());
}
void VulkanBackend::get_optimizer_state(std::span<float> m, std::span<float> v) const {
  if (m.size() != layout_.total_size() || v.size() != layout_.total_size())
    throw Error("optimizer state size mismatch");
  download(adam_m_->span(), m.data(), m.size());
  download(adam_v_->span(), v.data(), v.size());
}
void VulkanBackend::set_optimizer_state(std::span<const float> m, std::span<const float> v) {
  if (m.size() != layout_.total_size() || v.size() != layout_.total_size())
    throw Error("optimizer state size mismatch");
  reset_arenas();
  upload(adam_m_->span(), m.data(), m.size());
  upload(adam_v_->span(), v.data(), v.size());
  rec_->submit_and_wait();
}

VulkanBackend::BatchInputs VulkanBackend::upload_batch(const Batch& batch, Arena& host, bool with_target) {
  BatchInputs in;
  const int H = config_.n_heads;
  const bool learned = config_.positional_encoding == PositionalEncoding::kLearned;
  in.source = upload_ints(host, batch.source);
  const auto src_pos = positions_of(batch.source_offsets);
  in.source_pos = upload_ints(host, src_pos);
  in.encoder_self = attention_tables(host, batch.source_offsets, batch.source_offsets, H, false);
  in.source_groups = gather_groups(host, batch.source);
  if (learned) in.source_pos_groups = gather_groups(host, src_pos);
  if (!with_target) return in;
  in.target_in = upload_ints(host, batch.target_in);
  in.target_out = upload_ints(host, batch.target_out);
  const auto tgt_pos = positions_of(batch.target_offsets);
  in.target_pos = upload_ints(host, tgt_pos);
  in.decoder_self = attention_tables(host, batch.target_offsets, batch.target_offsets, H, true);
  in.cross = attention_tables(host, batch.target_offsets, batch.source_offsets, H, false);
  in.target_groups = gather_groups(host, batch.target_in);
  if (learned) in.target_pos_groups = gather_groups(host, tgt_pos);
  return in;
}

// ---- forward ---------------------------------------------------------------------------------------------

namespace {

struct Site {
  const AttentionTables* tables;
  bool self;
};

}  // namespace

DSpan VulkanBackend::record_embed(const DSpan& tokens, const DSpan& positions, int n, std::size_t table,
                                  Pass& pass, Dropout& drop) {
  const int d = config_.d_model;
  DSpan out = arena_->alloc(std::size_t(n) * d);
  drop = pass.next(config_.dropout);
  const float scale = config_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
  ops_->embed_forward(param(table, std::size_t(config_.vocab_size) * d), positional_table(), tokens,
                      positions, out, n, d, scale, drop);
  return out;
}

namespace {

// The recording counterpart of cpu_backend.cpp's block helpers.
struct Blocks {
  const ModelConfig& cfg;
  VulkanBackend& b;
  Arena& arena;
  Ops& ops;
  DSpan s;  // the sub-layer output scratch

  bool pre() const { return cfg.norm_position == NormPosition::kPre; }
  DSpan P(std::size_t offset, std::size_t count) const { return b.param(offset, count); }
  DSpan W(const LinearSlot& l) const { return P(l.weight, std::size_t(l.out) * l.in); }
  DSpan B(const LinearSlot& l) const { return P(l.bias, std::size_t(l.out)); }
  DSpan gamma(const NormSlot& n) const { return P(n.gamma, std::size_t(cfg.d_model)); }
  DSpan beta(const NormSlot& n) const { return P(n.beta, std::size_t(cfg.d_model)); }

  DSpan input(const DSpan& x, DeviceSublayer& c, const NormSlot& norm, int n) {
    if (!pre()) return x;
    const int d = cfg.d_model;
    c.normed = arena.alloc(std::size_t(n) * d);
    c.xhat = arena.alloc(std::size_t(n) * d);
    c.rstd = arena.alloc(std::size_t(n));
    ops.layer_norm_forward(x, {}, gamma(norm), beta(norm), c.normed, c.xhat, c.rstd, n, d, cfg.layer_norm_eps,
                           {});
    return c.normed;
  }
  DSpan output(const DSpan& x, DeviceSublayer& c, const NormSlot& norm, int n) {
    const int d = cfg.d_model;
    const std::size_t count = std::size_t(n) * d;
    c.out = arena.alloc(count);
    const DSpan sub = s.at(0, std::ptrdiff_t(count));
    if (!pre()) {
      c.xhat = arena.alloc(count);
      c.rstd = arena.alloc(std::size_t(n));
      ops.layer_norm_forward(x, sub, gamma(norm), beta(norm), c.out, c.xhat, c.rstd, n, d, cfg.layer_norm_eps,
                             c.res);
    } else {
      ops.residual_add(x, sub, c.out, count, c.res);
    }
    return c.out;
  }
  DSpan final_norm(const DSpan& x, const NormSlot& norm, DeviceSublayer& c, int n) {
    const int d = cfg.d_model;
    c.out = arena.alloc(std::size_t(n) * d);
    c.xhat = arena.alloc(std::size_t(n) * d);
    c.rstd = arena.alloc(std::size_t(n));
    ops.layer_norm_forward(x, {}, gamma(norm), beta(norm), c.out, c.xhat, c.rstd, n, d, cfg.layer_norm_eps,
                           {});
    return c.out;
  }

  void attention(const Site& site, const DSpan& xin, const DSpan& memory, const LinearSlot& q_slot,
                 const LinearSlot& kv_slot, const LinearSlot& out_slot, DeviceSublayer& c) {
    const int d = cfg.d_model, H = cfg.n_heads, dh = cfg.head_dim();
    const int n = site.tables->query_rows, nk = site.tables->key_rows;
    DSpan k, v;
    int qs, kvs;
    if (site.self) {
      c.q = arena.alloc(std::size_t(n) * 3 * d);
      ops.linear_forward(xin, W(q_slot), B(q_slot), c.q, n, d, 3 * d);
      k = c.q.at(std::size_t(d));
      v = c.q.at(std::size_t(2 * d));
      qs = kvs = 3 * d;
    } else {
      c.q = arena.alloc(std::size_t(n) * d);
      c.kv = arena.alloc(std::size_t(nk) * 2 * d);
      ops.linear_forward(xin, W(q_slot), B(q_slot), c.q, n, d, d);
      ops.linear_forward(memory, W(kv_slot), B(kv_slot), c.kv, nk, d, 2 * d);
      k = c.kv;
      v = c.kv.at(std::size_t(d));
      qs = d;
      kvs = 2 * d;
    }
    c.probs = arena.alloc(std::size_t(site.tables->prob_offsets.back()));
    c.ctx = arena.alloc(std::size_t(n) * d);
    AttentionArgs a;
    a.q = c.q, a.k = k, a.v = v, a.out = c.ctx, a.probs = c.probs, a.table = site.tables->query_table;
    a.rows = n, a.heads = H, a.dh = dh;
    a.q_stride = qs, a.k_stride = kvs, a.v_stride = kvs, a.out_stride = d;
    a.scale = 1.0f / std::sqrt(float(dh));
    a.dropout = c.sub;
    ops.attention_forward(a);
    ops.linear_forward(c.ctx, W(out_slot), B(out_slot), s.at(0, std::ptrdiff_t(std::size_t(n) * d)), n, d, d);
  }

  void ffn(const DSpan& xin, const LinearSlot& fc1, const LinearSlot& fc2, DeviceSublayer& c, int n) {
    const int d = cfg.d_model, f = cfg.d_ff;
    c.u = arena.alloc(std::size_t(n) * f);
    c.a = arena.alloc(std::size_t(n) * f);
    ops.ffn_up(xin, W(fc1), B(fc1), c.u, c.a, n, d, f, cfg.activation, c.sub);
    ops.linear_forward(c.a, W(fc2), B(fc2), s.at(0, std::ptrdiff_t(std::size_t(n) * d)), n, f, d);
  }
};

}  // namespace

DSpan VulkanBackend::record_encoder_pass(const BatchInputs& in, const Batch& batch, Pass& pass) {
  const ModelConfig& cfg = config_;
  const int ns = batch.source_tokens();
  Blocks blk{cfg, *this, *arena_, *ops_, arena_->alloc(std::size_t(ns) * cfg.d_model)};
  src_embedded_ = record_embed(in.source, in.source_pos, ns, layout_.src_embedding, pass, src_embed_drop_);
  DSpan h = src_embedded_;
  const Site self{&in.encoder_self, true};
  for (int l = 0; l < cfg.encoder_layers; ++l) {
    const auto& L = layout_.encoder[std::size_t(l)];
    auto& C = encoder_[std::size_t(l)];
    C[0].sub = pass.next(cfg.attention_dropout);
    C[0].res = pass.next(cfg.dropout);
    blk.attention(self, blk.input(h, C[0], L.attn_norm, ns), {}, L.qkv, L.qkv, L.attn_out, C[0]);
    h = blk.output(h, C[0], L.attn_norm, ns);
    C[1].sub = pass.next(cfg.activation_dropout);
    C[1].res = pass.next(cfg.dropout);
    blk.ffn(blk.input(h, C[1], L.ffn_norm, ns), L.fc1, L.fc2, C[1], ns);
    h = blk.output(h, C[1], L.ffn_norm, ns);
  }
  if (cfg.norm_position == NormPosition::kPre)
    h = blk.final_norm(h, layout_.encoder_final_norm, encoder_final_, ns);
  memory_ = h;
  return h;
}

DSpan VulkanBackend::record_decoder_pass(const BatchInputs& in, const Batch& batch, const DSpan& memory,
                                         Pass& pass) {
  const ModelConfig& cfg = config_;
  const int nt = batch.target_tokens();
  Blocks blk{cfg, *this, *arena_, *ops_, arena_->alloc(std::size_t(nt) * cfg.d_model)};
  tgt_embedded_ = record_embed(in.target_in, in.target_pos, nt, layout_.tgt_embedding, pass, tgt_embed_drop_);
  DSpan h = tgt_embedded_;
  const Site self{&in.decoder_self, true}, cross{&in.cross, false};
  for (int l = 0; l < cfg.decoder_layers; ++l) {
    const auto& L = layout_.decoder[std::size_t(l)];
    auto& C = decoder_[std::size_t(l)];
    C[0].sub = pass.next(cfg.attention_dropout);
    C[0].res = pass.next(cfg.dropout);
    blk.attention(self, blk.input(h, C[0], L.self_norm, nt), {}, L.qkv, L.qkv, L.self_out, C[0]);
    h = blk.output(h, C[0], L.self_norm, nt);
    C[1].sub = pass.next(cfg.attention_dropout);
    C[1].res = pass.next(cfg.dropout);
    blk.attention(cross, blk.input(h, C[1], L.cross_norm, nt), memory, L.cross_q, L.cross_kv, L.cross_out,
                  C[1]);
    h = blk.output(h, C[1], L.cross_norm, nt);
    C[2].sub = pass.next(cfg.activation_dropout);
    C[2].res = pass.next(cfg.dropout);
    blk.ffn(blk.input(h, C[2], L.ffn_norm, nt), L.fc1, L.fc2, C[2], nt);
    h = blk.output(h, C[2], L.ffn_norm, nt);
  }
  if (cfg.norm_position == NormPosition::kPre)
    h = blk.final_norm(h, layout_.decoder_final_norm, decoder_final_, nt);
  return h;
}

DSpan VulkanBackend::record_encoder(const Batch& batch, Arena& host) {
  check_batch_fits(batch, config_);
  const BatchInputs in = upload_batch(batch, host, false);
  Pass pass;
  return record_encoder_pass(in, batch, pass);
}

// ---- loss ------------------------------------------------------------------------------------------------

DSpan VulkanBackend::record_loss(const BatchInputs& in, const DSpan& hidden, int nt, bool want_grad) {
  const int d = config_.d_model, V = config_.vocab_size;
  const int chunk = std::max(64, std::min(nt, (1 << 24) / V));
  DSpan logits = arena_->alloc(std::size_t(std::min(chunk, nt)) * V);
  DSpan loss = arena_->alloc(std::size_t(nt) * 2);
  if (want_grad) d_hidden_ = arena_->alloc(std::size_t(nt) * d);
  const DSpan W = param(layout_.output_projection, std::size_t(V) * d);
  const DSpan b = config_.output_bias ? param(layout_.output_bias, std::size_t(V)) : DSpan{};
  const DSpan dW = grad(layout_.output_projection, std::size_t(V) * d);
  const DSpan db = config_.output_bias ? grad(layout_.output_bias, std::size_t(V)) : DSpan{};
  const float grad_scale = 1.0f / float(nt);
  for (int r0 = 0; r0 < nt; r0 += chunk) {
    const int rows = std::min(chunk, nt - r0);
    const DSpan h = hidden.at(std::size_t(r0) * d, std::ptrdiff_t(rows) * d);
    const DSpan z = logits.at(0, std::ptrdiff_t(rows) * V);
    ops_->linear_forward(h, W, b, z, rows, d, V);
    ops_->cross_entropy(z, in.target_out.at(std::size_t(r0), rows), loss.at(std::size_t(r0) * 2, 2 * rows),
                        rows, V, config_.label_smoothing, grad_scale, want_grad);
    if (want_grad)
      ops_->linear_backward(h, W, z, d_hidden_.at(std::size_t(r0) * d, std::ptrdiff_t(rows) * d), dW, db,
                            rows, d, V, false);
  }
  DSpan host_loss = host_->alloc(std::size_t(nt) * 2);
  rec_->copy(loss, host_loss);
  return host_loss;
}

LossStats VulkanBackend::read_loss(const DSpan& host_loss, int nt) const {
  LossStats stats;
  stats.tokens = nt;
  const float* l = host_loss.f32();
  for (int r = 0; r < nt; ++r) {
    stats.loss_sum += l[2 * r];
    stats.nll_sum += l[2 * r + 1];
  }
  return stats;
}

// ---- backward --------------------------------------------------------------------------------------------

void VulkanBackend::record_backward(const BatchInputs& in, const Batch& batch, bool training) {
  const ModelConfig& cfg = config_;
  const int d = cfg.d_model, f = cfg.d_ff, H = cfg.n_heads, dh = cfg.head_dim();
  const int ns = batch.source_tokens(), nt = batch.target_tokens();
  const std::size_t nmax = std::size_t(std::max(ns, nt));
  const bool pre = cfg.norm_position == NormPosition::kPre;
  Blocks blk{cfg, *this, *arena_, *ops_, {}};
  auto G = [&](std::size_t offset, std::size_t count) { return grad(offset, count); };
  auto GW = [&](const LinearSlot& l) { return G(l.weight, std::size_t(l.out) * l.in); };
  auto GB = [&](const LinearSlot& l) { return G(l.bias, std::size_t(l.out)); };
  auto Ggamma = [&](const NormSlot& n) { return G(n.gamma, std::size_t(d)); };
  auto Gbeta = [&](const NormSlot& n) { return G(n.beta, std::size_t(d)); };

  DSpan buf_a = arena_->alloc(nmax * d), d_s_buf = arena_->alloc(nmax * d),
        d_norm_buf = arena_->alloc(nmax * d);
  DSpan d_mem = arena_->alloc(std::size_t(ns) * d);
  rec_->fill_zero(d_mem);
  DSpan d_ctx_buf = arena_->alloc(nmax * d), d_qkv_buf = arena_->alloc(nmax * 3 * d);
  DSpan d_kv_buf = arena_->alloc(std::size_t(ns) * 2 * d), d_big_buf = arena_->alloc(nmax * f);
  std::size_t max_probs = 1;
  for (const auto* t : {&in.encoder_self, &in.decoder_self, &in.cross})
    max_probs = std::max(max_probs, std::size_t(t->prob_offsets.back()));
  DSpan ds_buf = arena_->alloc(max_probs);

  DSpan d_out = d_hidden_, d_in = buf_a;
  auto rows = [&](const DSpan& s, int n, int width) { return s.at(0, std::ptrdiff_t(n) * width); };

  auto attention_backward = [&](const AttentionTables& t, bool self, const DSpan& xin, const DSpan& memory,
                                const LinearSlot& q_slot, const LinearSlot& kv_slot,
                                const LinearSlot& out_slot, DeviceSublayer& c, const DSpan& d_s,
                                const DSpan& d_xin, bool accumulate) {
    const int n = t.query_rows, nk = t.key_rows;
    const DSpan d_ctx = rows(d_ctx_buf, n, d);
    ops_->linear_backward(c.ctx, blk.W(out_slot), d_s, d_ctx, GW(out_slot), GB(out_slot), n, d, d, false);
    AttentionBackwardArgs a;
    a.q = c.q, a.probs = c.probs, a.dout = d_ctx;
    a.ds = ds_buf.at(0, std::ptrdiff_t(c.probs.size()));
    a.query_table = t.query_table, a.key_table = t.key_table;
    a.query_rows = n, a.key_rows = nk, a.heads = H, a.dh = dh;
    a.out_stride = d;
    a.scale = 1.0f / std::sqrt(float(dh));
    a.dropout = c.sub;
    DSpan d_q, d_kv;
    if (self) {
      d_q = rows(d_qkv_buf, n, 3 * d);
      a.k = c.q.at(std::size_t(d)), a.v = c.q.at(std::size_t(2 * d));
      a.dq = d_q, a.dk = d_q.at(std::size_t(d)), a.dv = d_q.at(std::size_t(2 * d));
      a.q_stride = a.k_stride = a.v_stride = a.dq_stride = a.dk_stride = a.dv_stride = 3 * d;
    } else {
      d_q = rows(d_qkv_buf, n, d);
      d_kv = rows(d_kv_buf, nk, 2 * d);
      a.k = c.kv, a.v = c.kv.at(std::size_t(d));
      a.dq = d_q, a.dk = d_kv, a.dv = d_kv.at(std::size_t(d));
      a.q_stride = a.dq_stride = d;
      a.k_stride = a.v_stride = a.dk_stride = a.dv_stride = 2 * d;
    }
    ops_->attention_backward(a);
    if (self) {
      ops_->linear_backward(xin, blk.W(q_slot), d_q, d_xin, GW(q_slot), GB(q_slot), n, d, 3 * d, accumulate);
    } else {
      ops_->linear_backward(xin, blk.W(q_slot), d_q, d_xin, GW(q_slot), GB(q_slot), n, d, d, accumulate);
      ops_->linear_backward(memory, blk.W(kv_slot), d_kv, rows(d_mem, nk, d), GW(kv_slot), GB(kv_slot), nk, d,
                            2 * d, true);
    }
  };
  auto ffn_backward = [&](const DSpan& xin, const LinearSlot& fc1, const LinearSlot& fc2, DeviceSublayer& c,
                          const DSpan& d_s, const DSpan& d_xin, bool accumulate, int n) {
    const DSpan d_a = rows(d_big_buf, n, f);
    ops_->ffn_down_backward(d_s, blk.W(fc2), c.u, d_a, n, f, d, cfg.activation, c.sub);
    ops_->linear_backward(c.a, blk.W(fc2), d_s, {}, GW(fc2), GB(fc2), n, f, d, false);
    ops_->linear_backward(xin, blk.W(fc1), d_a, d_xin, GW(fc1), GB(fc1), n, d, f, accumulate);
  };
  // d_out -> d_in through one residual block; `sub` is the sub-layer's backward (d_s, d_xin, accumulate).
  auto block_backward = [&](DeviceSublayer& c, const NormSlot& norm, int n, auto&& sub) {
    const DSpan dout = rows(d_out, n, d), din = rows(d_in, n, d);
    if (!pre) {
      const DSpan d_s = rows(d_s_buf, n, d);
      ops_->layer_norm_backward(dout, c.xhat, c.rstd, blk.gamma(norm), din, Ggamma(norm), Gbeta(norm), n, d,
                                false, {}, d_s, c.res);
      sub(d_s, din, true);
    } else {
      DSpan d_s = dout;
      if (c.res.on()) {
        d_s = rows(d_s_buf, n, d);
        ops_->dropout_backward(dout, d_s, std::size_t(n) * d, c.res);
      }
      const DSpan d_norm_in = rows(d_norm_buf, n, d);
      sub(d_s, d_norm_in, false);
      ops_->layer_norm_backward(d_norm_in, c.xhat, c.rstd, blk.gamma(norm), din, Ggamma(norm), Gbeta(norm), n,
                                d, false, dout, {}, {});
    }
    std::swap(d_out, d_in);
  };
  auto final_norm_backward = [&](DeviceSublayer& F, const NormSlot& norm, int n) {
    ops_->layer_norm_backward(rows(d_out, n, d), F.xhat, F.rstd, blk.gamma(norm), rows(d_in, n, d),
                              Ggamma(norm), Gbeta(norm), n, d, false, {}, {}, {});
    std::swap(d_out, d_in);
  };
  auto embed_backward = [&](const GatherGroups& tokens, const GatherGroups& positions, std::size_t table,
                            const DSpan& d_emb, int n, const Dropout& drop) {
    const float scale = cfg.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
    const Dropout dr = training ? drop : Dropout{};
    ops_->embed_backward(rows(d_emb, n, d), G(table, std::size_t(cfg.vocab_size) * d), tokens.groups,
                         tokens.rows, tokens.count, d, scale, dr);
    if (cfg.positional_encoding == PositionalEncoding::kLearned)
      ops_->embed_backward(rows(d_emb, n, d),
                           G(layout_.position_embedding, std::size_t(cfg.max_positions) * d),
                           positions.groups, positions.rows, positions.count, d, 1.0f, dr);
  };
  auto sub_in = [&](DeviceSublayer& c, const DSpan& x) { return pre ? c.normed : x; };

  // Decoder, last block first.
  if (pre) final_norm_backward(decoder_final_, layout_.decoder_final_norm, nt);
  for (int l = cfg.decoder_layers - 1; l >= 0; --l) {
    const auto& L = layout_.decoder[std::size_t(l)];
    auto& C = decoder_[std::size_t(l)];
    const DSpan in0 = l == 0 ? tgt_embedded_ : decoder_[std::size_t(l - 1)][2].out;
    block_backward(C[2], L.ffn_norm, nt, [&](const DSpan& ds, const DSpan& dx, bool acc) {
      ffn_backward(sub_in(C[2], C[1].out), L.fc1, L.fc2, C[2], ds, dx, acc, nt);
    });
    block_backward(C[1], L.cross_norm, nt, [&](const DSpan& ds, const DSpan& dx, bool acc) {
      attention_backward(in.cross, false, sub_in(C[1], C[0].out), memory_, L.cross_q, L.cross_kv, L.cross_out,
                         C[1], ds, dx, acc);
    });
    block_backward(C[0], L.self_norm, nt, [&](const DSpan& ds, const DSpan& dx, bool acc) {
      attention_backward(in.decoder_self, true, sub_in(C[0], in0), {}, L.qkv, L.qkv, L.self_out, C[0], ds, dx,
                         acc);
    });
  }
  embed_backward(in.target_groups, in.target_pos_groups, layout_.tgt_embedding, d_out, nt, tgt_embed_drop_);

  // Encoder, from the gradient that reached its output through every cross-attention.
  d_out = d_mem;
  d_in = buf_a;
  if (pre) final_norm_backward(encoder_final_, layout_.encoder_final_norm, ns);
  for (int l = cfg.encoder_layers - 1; l >= 0; --l) {
    const auto& L = layout_.encoder[std::size_t(l)];
    auto& C = encoder_[std::size_t(l)];
    const DSpan in0 = l == 0 ? src_embedded_ : encoder_[std::size_t(l - 1)][1].out;
    block_backward(C[1], L.ffn_norm, ns, [&](const DSpan& ds, const DSpan& dx, bool acc) {
      ffn_backward(sub_in(C[1], C[0].out), L.fc1, L.fc2, C[1], ds, dx, acc, ns);
    });
    block_backward(C[0], L.attn_norm, ns, [&](const DSpan& ds, const DSpan& dx, bool acc) {
      attention_backward(in.encoder_self, true, sub_in(C[0], in0), {}, L.qkv, L.qkv, L.attn_out, C[0], ds, dx,
                         acc);
    });
  }
  embed_backward(in.source_groups, in.source_pos_groups, layout_.src_embedding, d_out, ns, src_embed_drop_);
}

// ---- the Backend interface -------------------------------------------------------------------------------

LossStats VulkanBackend::forward_backward(const Batch& batch, std::uint64_t dropout_seed) {
  check_batch_fits(batch, config_);
  reset_arenas();
  const BatchInputs in = upload_batch(batch, *host_, true);
  rec_->fill_zero(grads_->span());
  Pass pass{true, dropout_seed, 0};
  const DSpan memory = record_encoder_pass(in, batch, pass);
  const DSpan hidden = record_decoder_pass(in, batch, memory, pass);
  const DSpan loss = record_loss(in, hidden, batch.target_tokens(), true);
  record_backward(in, batch, true);
  rec_->submit_and_wait();
  return read_loss(loss, batch.target_tokens());
}

LossStats VulkanBackend::evaluate(const Batch& batch) {
  check_batch_fits(batch, config_);
  reset_arenas();
  const BatchInputs in = upload_batch(batch, *host_, true);
  Pass pass;
  const DSpan memory = record_encoder_pass(in, batch, pass);
  const DSpan hidden = record_decoder_pass(in, batch, memory, pass);
  const DSpan loss = record_loss(in, hidden, batch.target_tokens(), false);
  rec_->submit_and_wait();
  return read_loss(loss, batch.target_tokens());
}

double VulkanBackend::gradient_norm() {
  reset_arenas();
  DSpan partial = host_->alloc(16384);
  ops_->sum_squares(grads_->span().at(0, std::ptrdiff_t(layout_.total_size())), partial);
  rec_->submit_and_wait();
  double sum = 0;
  for (std::size_t i = 0; i < partial.size(); ++i) sum += double(partial.f32()[i]);
  return std::sqrt(sum);
}

void VulkanBackend::adam_update(const AdamSettings& adam, float lr, float grad_scale, std::int64_t step) {
  const float c1 = 1.0f / (1.0f - std::pow(adam.beta1, float(step)));
  const float c2 = 1.0f / (1.0f - std::pow(adam.beta2, float(step)));
  const std::size_t n = layout_.total_size();
  ops_->adam(params_->span().at(0, std::ptrdiff_t(n)), grads_->span().at(0, std::ptrdiff_t(n)),
             adam_m_->span().at(0, std::ptrdiff_t(n)), adam_v_->span().at(0, std::ptrdiff_t(n)), n,
             adam.beta1, adam.beta2, adam.eps, adam.weight_decay, lr, grad_scale, c1, c2);
  rec_->submit_and_wait();
}

std::vector<ForcedResult> VulkanBackend::forced_decode(const Batch& batch, bool capture_attention) {
  check_batch_fits(batch, config_);
  reset_arenas();
  const BatchInputs in = upload_batch(batch, *host_, true);
  Pass pass;
  const DSpan memory = record_encoder_pass(in, batch, pass);
  const DSpan hidden = record_decoder_pass(in, batch, memory, pass);
  const DSpan loss = record_loss(in, hidden, batch.target_tokens(), false);
  // Attention probabilities cross to the host only when asked for.
  std::vector<DSpan> enc, dec_self, cross;
  if (capture_attention) {
    auto fetch = [&](const DSpan& probs) {
      DSpan h = host_->alloc(probs.size());
      rec_->copy(probs, h);
      return h;
    };
    for (auto& C : encoder_) enc.push_back(fetch(C[0].probs));
    for (auto& C : decoder_) {
      dec_self.push_back(fetch(C[0].probs));
      cross.push_back(fetch(C[1].probs));
    }
  }
  rec_->submit_and_wait();
  const int H = config_.n_heads;
  std::vector<ForcedResult> results(std::size_t(batch.size()));
  const float* l = loss.f32();
  for (int s = 0; s < batch.size(); ++s) {
    auto& r = results[std::size_t(s)];
    for (int t = batch.target_offsets[std::size_t(s)]; t < batch.target_offsets[std::size_t(s) + 1]; ++t)
      r.token_log_probs.push_back(-l[2 * t + 1]);
    if (!capture_attention) continue;
    const int S = batch.source_length(s), T = batch.target_length(s);
    r.attention.heads = H;
    r.attention.source_length = S;
    r.attention.target_length = T;
    auto slice = [&](const DSpan& probs, int offset, int count) {
      return std::vector<float>(probs.f32() + offset, probs.f32() + offset + count);
    };
    for (const auto& p : enc)
      r.attention.encoder_self.push_back(slice(p, in.encoder_self.prob_offsets[std::size_t(s)], H * S * S));
    for (std::size_t l2 = 0; l2 < dec_self.size(); ++l2) {
      r.attention.decoder_self.push_back(
          slice(dec_self[l2], in.decoder_self.prob_offsets[std::size_t(s)], H * T * T));
      r.attention.cross.push_back(slice(cross[l2], in.cross.prob_offsets[std::size_t(s)], H * T * S));
    }
  }
  return results;
}

}  // namespace attn::vk
