// Incremental decoding on the CPU: one new token per row per step, with the self-attention keys/values of
// earlier positions cached per row and the cross-attention keys/values of each source computed once.
#include <algorithm>
#include <cmath>
#include <cstring>

#include "attention/error.h"
#include "backend/cpu/cpu_backend.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/small_batch_linear.h"

namespace attn::cpu {

namespace {

class CpuDecodeSession final : public DecodeSession {
 public:
  CpuDecodeSession(CpuBackend& backend, const std::vector<std::vector<std::int32_t>>& sources,
                   std::span<const int> row_sentence, int max_length)
      : b_(backend), cfg_(backend.config()), max_len_(max_length) {
    if (sources.empty()) throw Error("nothing to decode");
    if (max_length < 1 || max_length > cfg_.max_positions)
      throw Error("maximum target length " + std::to_string(max_length) +
                  " exceeds the model's max_positions (" + std::to_string(cfg_.max_positions) + ")");
    Batch batch;
    for (const auto& s : sources) batch.add(s, {});
    AlignedVector<float> memory;
    b_.encode(batch, memory);
    src_offsets_ = batch.source_offsets;
    const int d = cfg_.d_model, ns = batch.source_tokens();
    // Cross-attention K|V per decoder layer, once per source.
    for (const auto& L : b_.layout().decoder) {
      AlignedVector<float> kv(std::size_t(ns) * 2 * d);
      linear_forward(memory.data(), b_.params() + L.cross_kv.weight, b_.params() + L.cross_kv.bias, kv.data(),
                     ns, d, 2 * d);
      cross_kv_.push_back(std::move(kv));
    }
    row_sentence_.assign(row_sentence.begin(), row_sentence.end());
    for (int s : row_sentence_)
      if (s < 0 || s >= int(sources.size())) throw Error("decode row refers to a missing sentence");
    resize_caches(rows());
  }

  int rows() const override { return int(row_sentence_.size()); }

  void reorder(std::span<const int> parents) override {
    const int d = cfg_.d_model;
    const std::size_t row_size = std::size_t(max_len_) * d;
    const std::size_t used = std::size_t(std::max(position_, 0) + 1) * d;  // cached positions so far
    for (int p : parents)
      if (p < 0 || p >= rows()) throw Error("beam reorder: parent row out of range");
    // Copy into the spare buffers and swap: no allocation per step once they have grown.
    for (auto [caches, spares] : {std::pair{&k_cache_, &k_spare_}, std::pair{&v_cache_, &v_spare_}}) {
      spares->resize(caches->size());
      for (std::size_t l = 0; l < caches->size(); ++l) {
        auto& next = (*spares)[l];
        if (next.size() < parents.size() * row_size) next.resize(parents.size() * row_size);
        for (std::size_t i = 0; i < parents.size(); ++i)
          std::memcpy(next.data() + i * row_size, (*caches)[l].data() + std::size_t(parents[i]) * row_size,
                      used * sizeof(float));
        (*caches)[l].swap(next);
      }
    }
    std::vector<int> sentence(parents.size());
    for (std::size_t i = 0; i < parents.size(); ++i) sentence[i] = row_sentence_[std::size_t(parents[i])];
    row_sentence_ = std::move(sentence);
  }

  void step(std::span<const std::int32_t> last_tokens, int position, std::span<float> log_probs) override {
    const int n = rows(), d = cfg_.d_model, H = cfg_.n_heads, dh = cfg_.head_dim(), V = cfg_.vocab_size;
    if (int(last_tokens.size()) != n) throw Error("decode step: one token per row expected");
    if (log_probs.size() != std::size_t(n) * V) throw Error("decode step: output buffer has the wrong size");
    if (position < 0 || position >= max_len_) throw Error("decode step: position beyond the maximum length");
    position_ = position;
    const float* P = b_.params();
    const auto& layout = b_.layout();
    const bool pre = cfg_.norm_position == NormPosition::kPre;
    const std::size_t nd = std::size_t(n) * d;
    x_.resize(nd);
    normed_.resize(nd);
    s_.resize(nd);
    xhat_.resize(nd);
    rstd_.resize(std::size_t(n));
    // Embedding + positional encoding (no dropout at inference).
    const float scale = cfg_.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
    const float* pos = cfg_.positional_encoding == PositionalEncoding::kLearned
                           ? P + layout.position_embedding + std::size_t(position) * d
                           : b_.positional_table().data() + std::size_t(position) * d;
    for (int r = 0; r < n; ++r) {
      const std::int32_t tok = last_tokens[std::size_t(r)];
      if (tok < 0 || tok >= V) throw Error("decode step: token id outside the vocabulary");
      const float* e = P + layout.tgt_embedding + std::size_t(tok) * d;
      for (int i = 0; i < d; ++i) x_[std::size_t(r) * d + i] = e[i] * scale + pos[i];
    }
    auto block = [&](const NormSlot& norm, auto&& sublayer) {
      const float* in = x_.data();
      if (pre) {
        layer_norm_forward(x_.data(), P + norm.gamma, P + norm.beta, normed_.data(), xhat_.data(),
                           rstd_.data(), n, d, cfg_.layer_norm_eps);
        in = normed_.data();
      }
      sublayer(in, s_.data());
      for (std::size_t i = 0; i < nd; ++i) s_[i] += x_[i];
      if (pre) {
        x_.swap(s_);
      } else {
        layer_norm_forward(s_.data(), P + norm.gamma, P + norm.beta, x_.data(), xhat_.data(), rstd_.data(), n,
                           d, cfg_.layer_norm_eps);
      }
    };
    const float att_scale = 1.0f / std::sqrt(float(dh));
    const std::size_t row_size = std::size_t(max_len_) * d;
    for (std::size_t l = 0; l < layout.decoder.size(); ++l) {
      const auto& L = layout.decoder[l];
      block(L.self_norm, [&](const float* in, float* out) {
        qkv_.resize(nd * 3);
        linear(in, L.qkv.weight, P + L.qkv.bias, qkv_.data(), n, d, 3 * d);
        for (int r = 0; r < n; ++r) {
          std::memcpy(k_cache_[l].data() + std::size_t(r) * row_size + std::size_t(position) * d,
                      qkv_.data() + std::size_t(r) * 3 * d + d, std::size_t(d) * sizeof(float));
          std::memcpy(v_cache_[l].data() + std::size_t(r) * row_size + std::size_t(position) * d,
                      qkv_.data() + std::size_t(r) * 3 * d + 2 * d, std::size_t(d) * sizeof(float));
        }
        ctx_.resize(nd);
        attend(n * H, [&](int item, AlignedVector<float>& probs) {
          const int r = item / H, h = item % H;
          AttentionShape shape{1, position + 1, dh, 3 * d, d, d, d, false, att_scale};
          probs.resize(std::size_t(position) + 1);
          attention_forward(shape, qkv_.data() + std::size_t(r) * 3 * d + h * dh,
                            k_cache_[l].data() + std::size_t(r) * row_size + h * dh,
                            v_cache_[l].data() + std::size_t(r) * row_size + h * dh, probs.data(),
                            ctx_.data() + std::size_t(r) * d + h * dh, nullptr, 0.0f);
        });
        linear(ctx_.data(), L.self_out.weight, P + L.self_out.bias, out, n, d, d);
      });
      block(L.cross_norm, [&](const float* in, float* out) {
        qkv_.resize(nd);
        linear(in, L.cross_q.weight, P + L.cross_q.bias, qkv_.data(), n, d, d);
        attend(n * H, [&](int item, AlignedVector<float>& probs) {
          const int r = item / H, h = item % H;
          const int sent = row_sentence_[std::size_t(r)];
          const int k0 = src_offsets_[std::size_t(sent)];
          const int tk = src_offsets_[std::size_t(sent) + 1] - k0;
          AttentionShape shape{1, tk, dh, d, 2 * d, 2 * d, d, false, att_scale};
          probs.resize(std::size_t(tk));
          const float* kv = cross_kv_[l].data() + std::size_t(k0) * 2 * d + h * dh;
          attention_forward(shape, qkv_.data() + std::size_t(r) * d + h * dh, kv, kv + d, probs.data(),
                            ctx_.data() + std::size_t(r) * d + h * dh, nullptr, 0.0f);
        });
        linear(ctx_.data(), L.cross_out.weight, P + L.cross_out.bias, out, n, d, d);
      });
      block(L.ffn_norm, [&](const float* in, float* out) {
        hidden_.resize(std::size_t(n) * cfg_.d_ff);
        linear(in, L.fc1.weight, P + L.fc1.bias, hidden_.data(), n, d, cfg_.d_ff);
        activation_forward(cfg_.activation, hidden_.data(), hidden_.data(), hidden_.size());
        linear(hidden_.data(), L.fc2.weight, P + L.fc2.bias, out, n, cfg_.d_ff, d);
      });
    }
    const float* final_hidden = x_.data();
    if (pre) {
      layer_norm_forward(x_.data(), P + layout.decoder_final_norm.gamma, P + layout.decoder_final_norm.beta,
                         normed_.data(), xhat_.data(), rstd_.data(), n, d, cfg_.layer_norm_eps);
      final_hidden = normed_.data();
    }
    linear(final_hidden, layout.output_projection, cfg_.output_bias ? P + layout.output_bias : nullptr,
           log_probs.data(), n, d, V);
    log_softmax_rows(log_probs.data(), n, V);
  }

 private:
  // Decoder linears: half-precision weights when the model's weights are exactly representable in F16
  // (models stored as F16, like the bundled one) — the same products, half the memory traffic, which is
  // what bounds decoding speed. Otherwise, and for many rows, the F32 path.
  void linear(const float* x, std::size_t weight, const float* bias, float* y, int n, int in, int out) {
    if (half_ && n <= kSmallBatchRows)
      small_batch_linear_f16(x, half_ + weight, bias, y, n, in, out);
    else
      linear_forward(x, b_.params() + weight, bias, y, n, in, out);
  }

  // One query per row and head attends over at most a few hundred keys: microseconds. Waking the other
  // cores costs more than that (and far more when they are busy), so only large steps run in parallel.
  template <typename F>
  void attend(int items, F&& f) {
#pragma omp parallel for if (items >= 256)
    for (int i = 0; i < items; ++i) {
      thread_local AlignedVector<float> probs;
      f(i, probs);
    }
  }

  void resize_caches(int n) {
    const std::size_t size = std::size_t(n) * max_len_ * cfg_.d_model;
    k_cache_.assign(b_.layout().decoder.size(), AlignedVector<float>(size));
    v_cache_.assign(b_.layout().decoder.size(), AlignedVector<float>(size));
  }

  CpuBackend& b_;
  const ModelConfig& cfg_;
  const std::uint16_t* half_ = b_.half_weights();  // null: weights need F32
  int max_len_;
  int position_ = -1;
  std::vector<int> src_offsets_, row_sentence_;
  std::vector<AlignedVector<float>> cross_kv_, k_cache_, v_cache_, k_spare_, v_spare_;
  AlignedVector<float> x_, normed_, s_, xhat_, rstd_, qkv_, ctx_, hidden_;
};

}  // namespace

std::unique_ptr<DecodeSession> CpuBackend::start_decoding(
    const std::vector<std::vector<std::int32_t>>& sources, std::span<const int> row_sentence,
    int max_target_length) {
  return std::make_unique<CpuDecodeSession>(*this, sources, row_sentence, max_target_length);
}

}  // namespace attn::cpu
