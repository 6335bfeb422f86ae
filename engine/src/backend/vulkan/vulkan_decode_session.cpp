// Incremental decoding on the device: per decoder layer, self-attention K/V caches [rows, max_len, d] and
// cross-attention K|V of each source live in device memory; one command buffer (one submit) per step, and
// only the step's log-probabilities come back. A beam reorder is recorded into the next step's command
// buffer as cache row copies.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "attention/error.h"
#include "backend/vulkan/vulkan_backend.h"

namespace attn::vk {

namespace {

class VulkanDecodeSession final : public DecodeSession {
 public:
  VulkanDecodeSession(VulkanBackend& backend, const std::vector<std::vector<std::int32_t>>& sources,
                      std::span<const int> row_sentence, int max_length)
      : b_(backend),
        cfg_(backend.config()),
        max_len_(max_length),
        arena_(backend.context(), false, "decoding activations"),
        host_(backend.context(), true, "decoding staging") {
    if (sources.empty()) throw Error("nothing to decode");
    if (max_length < 1 || max_length > cfg_.max_positions)
      throw Error("maximum target length " + std::to_string(max_length) +
                  " exceeds the model's max_positions (" + std::to_string(cfg_.max_positions) + ")");
    row_sentence_.assign(row_sentence.begin(), row_sentence.end());
    for (int s : row_sentence_)
      if (s < 0 || s >= int(sources.size())) throw Error("decode row refers to a missing sentence");
    Batch batch;
    for (const auto& s : sources) batch.add(s, {});
    src_offsets_ = batch.source_offsets;
    for (std::size_t s = 0; s + 1 < src_offsets_.size(); ++s)
      max_source_ = std::max(max_source_, src_offsets_[s + 1] - src_offsets_[s]);
    const int d = cfg_.d_model, ns = batch.source_tokens();
    const int L = int(b_.layout().decoder.size());
    Context& ctx = b_.context();
    cross_kv_ =
        std::make_unique<Buffer>(ctx, std::size_t(L) * ns * 2 * d * 4, false, "cross-attention cache");
    capacity_ = std::max(1, rows());
    for (auto* caches : {&k_cache_, &v_cache_})
      *caches = std::make_unique<Buffer>(ctx, cache_bytes(capacity_), false, "decoder K/V cache");

    // Encoder and the cross-attention K|V of every layer, in one submit.
    b_.reset_arenas();
    Recorder& rec = b_.recorder();
    const DSpan memory = b_.record_encoder(batch, host_);
    for (int l = 0; l < L; ++l) {
      const auto& slot = b_.layout().decoder[std::size_t(l)].cross_kv;
      b_.ops().linear_forward(memory, b_.param(slot.weight, std::size_t(slot.out) * slot.in),
                              b_.param(slot.bias, std::size_t(slot.out)), cross_kv(l), ns, d, 2 * d);
    }
    rec.submit_and_wait();
    host_.reset();
  }

  int rows() const override { return int(row_sentence_.size()); }

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
    const int n = rows(), d = cfg_.d_model, H = cfg_.n_heads, dh = cfg_.head_dim(), V = cfg_.vocab_size;
    if (int(last_tokens.size()) != n) throw Error("decode step: one token per row expected");
    if (log_probs.size() != std::size_t(n) * V) throw Error("decode step: output buffer has the wrong size");
    if (position < 0 || position >= max_len_) throw Error("decode step: position beyond the maximum length");
    for (auto t : last_tokens)
      if (t < 0 || t >= V) throw Error("decode step: token id outside the vocabulary");
    arena_.reset();
    host_.reset();
    Recorder& rec = b_.recorder();
    Ops& ops = b_.ops();
    if (!pending_.empty()) apply_reorder(rec);
    position_ = position;
    const auto& layout = b_.layout();
    const bool pre = cfg_.norm_position == NormPosition::kPre;
    const std::size_t nd = std::size_t(n) * d;

    // Inputs: tokens, positions and the two attention tables.
    DSpan tokens = host_.alloc(std::size_t(n)), positions = host_.alloc(std::size_t(n));
    DSpan self_table = host_.alloc(std::size_t(n) * 5), cross_table = host_.alloc(std::size_t(n) * 5);
    for (int r = 0; r < n; ++r) {
      tokens.i32()[r] = last_tokens[std::size_t(r)];
      positions.i32()[r] = position;
      std::int32_t* st = self_table.i32() + 5 * r;
      st[0] = r * max_len_, st[1] = position + 1, st[2] = position + 1, st[3] = r * H * max_len_,
      st[4] = max_len_;
      const int sent = row_sentence_[std::size_t(r)];
      const int k0 = src_offsets_[std::size_t(sent)], tk = src_offsets_[std::size_t(sent) + 1] - k0;
      std::int32_t* ct = cross_table.i32() + 5 * r;
      ct[0] = k0, ct[1] = tk, ct[2] = tk, ct[3] = r * H * max_source_, ct[4] = max_source_;
    }
    DSpan probs = arena_.alloc(std::size_t(n) * H * std::max(max_len_, max_source_));
    DSpan x = arena_.alloc(nd);
    const float scale = cfg_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
    ops.embed_forward(b_.param(layout.tgt_embedding, std::size_t(V) * d), b_.positional_table(), tokens,
                      positions, x, n, d, scale, {});
    auto P = [&](std::size_t offset, std::size_t count) { return b_.param(offset, count); };
    auto W = [&](const LinearSlot& s) { return P(s.weight, std::size_t(s.out) * s.in); };
    auto B = [&](const LinearSlot& s) { return P(s.bias, std::size_t(s.out)); };
    auto block = [&](const NormSlot& norm, auto&& sublayer) {
      DSpan in = x;
      DSpan xhat = arena_.alloc(nd), rstd = arena_.alloc(std::size_t(n));
      const DSpan gamma = P(norm.gamma, std::size_t(d)), beta = P(norm.beta, std::size_t(d));
      if (pre) {
        in = arena_.alloc(nd);
        ops.layer_norm_forward(x, {}, gamma, beta, in, xhat, rstd, n, d, cfg_.layer_norm_eps, {});
      }
      DSpan s = arena_.alloc(nd);
      sublayer(in, s);
      DSpan out = arena_.alloc(nd);
      if (pre)
        ops.residual_add(x, s, out, nd, {});
      else
        ops.layer_norm_forward(x, s, gamma, beta, out, xhat, rstd, n, d, cfg_.layer_norm_eps, {});
      x = out;
    };
    const float att_scale = 1.0f / std::sqrt(float(dh));
    for (std::size_t l = 0; l < layout.decoder.size(); ++l) {
      const auto& L = layout.decoder[l];
      block(L.self_norm, [&](const DSpan& in, const DSpan& out) {
        DSpan qkv = arena_.alloc(nd * 3);
        ops.linear_forward(in, W(L.qkv), B(L.qkv), qkv, n, d, 3 * d);
        // Append this position's keys and values to the caches.
        std::vector<VkBufferCopy> kr, vr;
        for (int r = 0; r < n; ++r) {
          const VkDeviceSize src = qkv.offset + VkDeviceSize(r) * 3 * d * 4;
          const VkDeviceSize dst = cache_offset(int(l), r, position);
          kr.push_back({src + VkDeviceSize(d) * 4, dst, VkDeviceSize(d) * 4});
          vr.push_back({src + VkDeviceSize(d) * 8, dst, VkDeviceSize(d) * 4});
        }
        rec.copy_regions(qkv, k_layer(int(l)), kr);
        rec.copy_regions(qkv, v_layer(int(l)), vr);
        DSpan ctx = arena_.alloc(nd);
        AttentionArgs a;
        a.q = qkv, a.k = k_layer(int(l)), a.v = v_layer(int(l)), a.out = ctx, a.probs = probs,
        a.table = self_table;
        a.rows = n, a.heads = H, a.dh = dh;
        a.q_stride = 3 * d, a.k_stride = d, a.v_stride = d, a.out_stride = d;
        a.scale = att_scale;
        ops.attention_forward(a);
        ops.linear_forward(ctx, W(L.self_out), B(L.self_out), out, n, d, d);
      });
      block(L.cross_norm, [&](const DSpan& in, const DSpan& out) {
        DSpan q = arena_.alloc(nd);
        ops.linear_forward(in, W(L.cross_q), B(L.cross_q), q, n, d, d);
        DSpan ctx = arena_.alloc(nd);
        const DSpan kv = cross_kv(int(l));
        AttentionArgs a;
        a.q = q, a.k = kv, a.v = kv.at(std::size_t(d)), a.out = ctx, a.probs = probs, a.table = cross_table;
        a.rows = n, a.heads = H, a.dh = dh;
        a.q_stride = d, a.k_stride = 2 * d, a.v_stride = 2 * d, a.out_stride = d;
        a.scale = att_scale;
        ops.attention_forward(a);
        ops.linear_forward(ctx, W(L.cross_out), B(L.cross_out), out, n, d, d);
      });
      block(L.ffn_norm, [&](const DSpan& in, const DSpan& out) {
        const int f = cfg_.d_ff;
        DSpan u = arena_.alloc(std::size_t(n) * f), a = arena_.alloc(std::size_t(n) * f);
        ops.ffn_up(in, W(L.fc1), B(L.fc1), u, a, n, d, f, cfg_.activation, {});
        ops.linear_forward(a, W(L.fc2), B(L.fc2), out, n, f, d);
      });
    }
    DSpan final_hidden = x;
    if (pre) {
      final_hidden = arena_.alloc(nd);
      DSpan xhat = arena_.alloc(nd), rstd = arena_.alloc(std::size_t(n));
      ops.layer_norm_forward(x, {}, P(layout.decoder_final_norm.gamma, std::size_t(d)),
                             P(layout.decoder_final_norm.beta, std::size_t(d)), final_hidden, xhat, rstd, n,
                             d, cfg_.layer_norm_eps, {});
    }
    DSpan logits = arena_.alloc(std::size_t(n) * V);
    ops.linear_forward(final_hidden, P(layout.output_projection, std::size_t(V) * d),
                       cfg_.output_bias ? P(layout.output_bias, std::size_t(V)) : DSpan{}, logits, n, d, V);
    ops.log_softmax(logits, n, V);
    DSpan out = host_.alloc(std::size_t(n) * V);
    rec.copy(logits, out);
    rec.submit_and_wait();
    std::memcpy(log_probs.data(), out.host, std::size_t(n) * V * 4);
  }

 private:
  VkDeviceSize cache_bytes(int rows) const {
    return VkDeviceSize(b_.layout().decoder.size()) * VkDeviceSize(rows) * max_len_ * cfg_.d_model * 4;
  }
  std::size_t layer_elems() const { return std::size_t(capacity_) * max_len_ * cfg_.d_model; }
  DSpan k_layer(int l) const {
    return k_cache_->span().at(std::size_t(l) * layer_elems(), std::ptrdiff_t(layer_elems()));
  }
  DSpan v_layer(int l) const {
    return v_cache_->span().at(std::size_t(l) * layer_elems(), std::ptrdiff_t(layer_elems()));
  }
  // Byte offset of (row, position) inside a layer's cache view's buffer.
  VkDeviceSize cache_offset(int l, int row, int position) const {
    return k_layer(l).offset + (VkDeviceSize(row) * max_len_ + VkDeviceSize(position)) * cfg_.d_model * 4;
  }
  DSpan cross_kv(int l) const {
    const std::size_t per = std::size_t(src_offsets_.back()) * 2 * cfg_.d_model;
    return cross_kv_->span().at(std::size_t(l) * per, std::ptrdiff_t(per));
  }

  // Copies each new row's parent cache rows into spare caches (grown as needed) and swaps them in.
  void apply_reorder(Recorder& rec) {
    const int n = int(pending_.size()), d = cfg_.d_model, L = int(b_.layout().decoder.size());
    const int new_capacity = std::max(capacity_, n);
    const VkDeviceSize used = VkDeviceSize(std::max(position_, 0) + 1) * d * 4;
    for (auto [cache, spare] : {std::pair{&k_cache_, &k_spare_}, std::pair{&v_cache_, &v_spare_}}) {
      if (!*spare || (*spare)->bytes() < cache_bytes(new_capacity))
        *spare =
            std::make_unique<Buffer>(b_.context(), cache_bytes(new_capacity), false, "decoder K/V cache");
      std::vector<VkBufferCopy> regions;
      const VkDeviceSize old_layer = VkDeviceSize(capacity_) * max_len_ * d * 4;
      const VkDeviceSize new_layer = VkDeviceSize(new_capacity) * max_len_ * d * 4;
      for (int l = 0; l < L; ++l)
        for (int i = 0; i < n; ++i)
          regions.push_back(
              {VkDeviceSize(l) * old_layer + VkDeviceSize(pending_[std::size_t(i)]) * max_len_ * d * 4,
               VkDeviceSize(l) * new_layer + VkDeviceSize(i) * max_len_ * d * 4, used});
      rec.copy_regions((*cache)->span(), (*spare)->span(), regions);
    }
    // The old caches become the spares; they are not touched again before this step's submit completes.
    std::swap(k_cache_, k_spare_);
    std::swap(v_cache_, v_spare_);
    capacity_ = new_capacity;
    pending_.clear();
  }

  VulkanBackend& b_;
  const ModelConfig& cfg_;
  int max_len_;
  int position_ = -1;
  int capacity_ = 1;  // rows the caches have room for
  int max_source_ = 1;
  std::vector<int> src_offsets_, row_sentence_, pending_;
  std::unique_ptr<Buffer> cross_kv_, k_cache_, v_cache_, k_spare_, v_spare_;
  Arena arena_, host_;
};

}  // namespace

std::unique_ptr<DecodeSession> VulkanBackend::start_decoding(
    const std::vector<std::vector<std::int32_t>>& sources, std::span<const int> row_sentence,
    int max_target_length) {
  return std::make_unique<VulkanDecodeSession>(*this, sources, row_sentence, max_target_length);
}

}  // namespace attn::vk
