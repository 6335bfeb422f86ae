// A Backend (attention/backend.h) made of a Device and the one Transformer graph: training steps, evaluation,
// the optimizer, forced decoding with attention capture and incremental decoding all go through the same
// graph code on every device. A backend adds only its name and device-specific extras (see cpu_backend.h,
// vulkan_backend.h).
#pragma once

#include <algorithm>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/error.h"
#include "graph/decode_session.h"
#include "graph/transformer_graph.h"

namespace attn::graph {

template <Device D>
class GraphBackend : public Backend {
 public:
  using Span = typename D::Span;

  // The device is built from the config by the derived backend and handed over.
  GraphBackend(const ModelConfig& config, std::unique_ptr<D> device)
      : config_(config), layout_(config_), dev_(std::move(device)), graph_(config_, layout_, *dev_) {}

  std::string device() const override { return dev_->description(); }
  D& device_ops() { return *dev_; }
  const ModelConfig& config() const { return config_; }
  const ParameterLayout& layout() const { return layout_; }
  TransformerGraph<D>& graph() { return graph_; }

  void set_parameters(std::span<const float> params) override {
    if (params.size() != layout_.total_size()) throw Error("parameter count mismatch in set_parameters");
    dev_->reset_pass();
    dev_->upload(dev_->params(), params.data(), params.size());
    dev_->sync();
  }
  void get_parameters(std::span<float> params) const override {
    if (params.size() != layout_.total_size()) throw Error("parameter count mismatch in get_parameters");
    dev_->download(dev_->params(), params.data(), params.size());
  }
  void get_gradients(std::span<float> grads) const override {
    if (grads.size() != layout_.total_size()) throw Error("parameter count mismatch in get_gradients");
    dev_->download(dev_->grads(), grads.data(), grads.size());
  }
  void get_optimizer_state(std::span<float> m, std::span<float> v) const override {
    if (m.size() != layout_.total_size() || v.size() != layout_.total_size())
      throw Error("optimizer state size mismatch");
    dev_->download(dev_->adam_m(), m.data(), m.size());
    dev_->download(dev_->adam_v(), v.data(), v.size());
  }
  void set_optimizer_state(std::span<const float> m, std::span<const float> v) override {
    if (m.size() != layout_.total_size() || v.size() != layout_.total_size())
      throw Error("optimizer state size mismatch");
    dev_->reset_pass();
    dev_->upload(dev_->adam_m(), m.data(), m.size());
    dev_->upload(dev_->adam_v(), v.data(), v.size());
    dev_->sync();
  }

  LossStats forward_backward(const Batch& batch, std::uint64_t dropout_seed) override {
    const auto [in, hidden] = forward(batch, {true, dropout_seed, 0}, true);
    const Span losses = graph_.loss(in, hidden, true);
    graph_.backward(in, true);
    return read_losses(losses, in.nt);
  }

  LossStats evaluate(const Batch& batch) override {
    const auto [in, hidden] = forward(batch, {}, false);
    return read_losses(graph_.loss(in, hidden, false), in.nt);
  }

  void set_head_mask(const HeadMask& mask) override { graph_.set_head_mask(mask); }
  const HeadMask& head_mask() const override { return graph_.head_mask(); }

  TrainingPrecision set_training_precision(TrainingPrecision precision) override {
    if constexpr (requires(D & d) { d.set_training_precision(precision); }) {
      dev_->set_training_precision(precision);
    } else if (precision == TrainingPrecision::kBf16) {
      throw Error("bf16 training is not available on the " + name() +
                  " backend (use --precision fp32 or auto)");
    }
    return training_precision();
  }
  TrainingPrecision training_precision() const override {
    if constexpr (requires(const D& d) { d.training_precision(); })
      return dev_->training_precision();
    else
      return TrainingPrecision::kFp32;
  }

  void set_compute_type(ComputeType type) override {
    dev_->set_compute_type(type);
    compute_type_ = type;
  }
  ComputeType compute_type() const override { return compute_type_; }

  std::vector<double> head_gate_gradients(const Batch& batch) override {
    const auto [in, hidden] = forward(batch, {}, true);  // inference: no dropout, the head mask applies
    graph_.loss(in, hidden, true, 0.0f);
    const int layers = std::max(config_.encoder_layers, config_.decoder_layers);
    std::vector<double> sink(
        std::size_t(batch.size()) * 3 * std::size_t(layers) * std::size_t(config_.n_heads), 0.0);
    graph_.set_gate_gradient_sink(&sink);
    graph_.backward(in, false);
    graph_.set_gate_gradient_sink(nullptr);
    dev_->sync();
    // The loss's gradient is of the batch's mean token loss; each sentence's own summed NLL is nt times it.
    for (double& g : sink) g *= in.nt;
    return sink;
  }

  std::vector<TracedTensor> trace_forward(const Batch& batch) override {
    if (batch.size() != 1) throw Error("trace: one sentence pair at a time");
    std::vector<TracedTensor> out;
    graph_.set_tap([&](const std::string& name, const Span& values, int rows, int cols) {
      TracedTensor t{name, rows, cols, std::vector<float>(std::size_t(rows) * cols)};
      dev_->download(values, t.values.data(), t.values.size());
      out.push_back(std::move(t));
    });
    try {
      const auto [in, hidden] = forward(batch, {}, false);
      graph_.loss(in, hidden, false);
      dev_->sync();
    } catch (...) {
      graph_.set_tap(nullptr);
      throw;
    }
    graph_.set_tap(nullptr);
    return out;
  }

  std::vector<float> patched_logits(const Batch& batch, int row, const ActivationPatch& patch) override {
    if (batch.size() != 1) throw Error("activation patching: one sentence pair at a time");
    if (row < 0 || row >= batch.target_length(0))
      throw Error("activation patching: target row " + std::to_string(row) + " is outside the " +
                  std::to_string(batch.target_length(0)) + " decoder positions");
    patch.check(config_, batch.source_length(0), batch.target_length(0));
    graph_.set_activation_patch(&patch);
    std::vector<float> logits(std::size_t(config_.vocab_size));
    try {
      const auto [in, hidden] = forward(batch, {}, false);
      graph_.set_activation_patch(nullptr);
      const int d = config_.d_model, V = config_.vocab_size;
      // Only the asked row goes through the output projection: [1, d] x [d, V].
      const Span z = dev_->alloc(std::size_t(V));
      const Span b = config_.output_bias ? graph_.P(layout_.output_bias, std::size_t(V)) : Span{};
      const Span W = graph_.P(layout_.output_projection, std::size_t(V) * d);
      dev_->linear_forward(hidden.at(std::size_t(row) * d, d), W, b, z, 1, d, V);
      dev_->download(z, logits.data(), logits.size());
    } catch (...) {
      graph_.set_activation_patch(nullptr);
      throw;
    }
    return logits;
  }

  std::vector<InputGradients> input_gradients(const Batch& batch, int row,
                                              const std::vector<LogProbTerm>& terms,
                                              const std::vector<float>& token_embedding_factors) override {
    const int sentences = batch.size();
    for (int s = 0; s < sentences; ++s)
      if (row < 0 || row >= batch.target_length(s))
        throw Error("attribution: target row " + std::to_string(row) + " is outside the " +
                    std::to_string(batch.target_length(s)) + " decoder positions");
    if (terms.empty()) throw Error("attribution: no log-probability to attribute");
    for (const LogProbTerm& t : terms)
      if (t.token < 0 || t.token >= config_.vocab_size || !std::isfinite(t.weight))
        throw Error("attribution: token " + std::to_string(t.token) + " is outside the vocabulary of " +
                    std::to_string(config_.vocab_size) + " (or its weight is not finite)");
    if (!token_embedding_factors.empty() && int(token_embedding_factors.size()) != sentences)
      throw Error("attribution: " + std::to_string(token_embedding_factors.size()) +
                  " token embedding factors for " + std::to_string(sentences) + " sentences");
    for (float alpha : token_embedding_factors)
      if (!std::isfinite(alpha)) throw Error("attribution: a token embedding factor is not finite");
    std::vector<InputGradients> out(std::size_t(std::max(sentences, 0)));
    typename TransformerGraph<D>::InputGradientSink sink;
    graph_.set_token_embedding_factors(token_embedding_factors);
    try {
      const auto [in, hidden] = forward(batch, {}, true);  // inference: no dropout, the head mask applies
      const int d = config_.d_model, V = config_.vocab_size;
      const Span W = graph_.P(layout_.output_projection, std::size_t(V) * d);
      const Span b = config_.output_bias ? graph_.P(layout_.output_bias, std::size_t(V)) : Span{};
      const Span dW = graph_.G(layout_.output_projection, std::size_t(V) * d);
      const Span db = config_.output_bias ? graph_.G(layout_.output_bias, std::size_t(V)) : Span{};
      const Span z = dev_->alloc(std::size_t(V));
      // Only each sentence's asked row receives a gradient; rows after it do not reach it (causal decoder).
      const Span d_hidden = dev_->alloc(std::size_t(in.nt) * d);
      dev_->fill_zero(d_hidden);
      for (int s = 0; s < sentences; ++s) {
        InputGradients& g = out[std::size_t(s)];
        const std::size_t r = std::size_t(batch.target_offsets[std::size_t(s)] + row);
        const Span h = hidden.at(r * d, d);
        dev_->linear_forward(h, W, b, z, 1, d, V);
        g.log_probs.resize(std::size_t(V));
        dev_->download(z, g.log_probs.data(), g.log_probs.size());
        // log-softmax in double; df/dz_v = c_v − (Σ_i w_i) p_v for f = Σ_i w_i log p_{token_i}.
        double top = g.log_probs[0];
        for (float v : g.log_probs) top = std::max(top, double(v));
        double sum = 0;
        for (float v : g.log_probs) sum += std::exp(double(v) - top);
        const double log_z = top + std::log(sum);
        double weight_sum = 0;
        for (const LogProbTerm& t : terms) weight_sum += t.weight;
        std::vector<double> dz(static_cast<std::size_t>(V));
        for (std::size_t v = 0; v < dz.size(); ++v)
          dz[v] = -weight_sum * std::exp(double(g.log_probs[v]) - log_z);
        for (const LogProbTerm& t : terms) {
          dz[std::size_t(t.token)] += t.weight;
          g.value += t.weight * (double(g.log_probs[std::size_t(t.token)]) - log_z);
        }
        for (float& v : g.log_probs) v = float(double(v) - log_z);
        const std::vector<float> dz_f(dz.begin(), dz.end());
        dev_->upload(z, dz_f.data(), dz_f.size());
        dev_->linear_backward(h, W, z, d_hidden.at(r * d, d), dW, db, 1, d, V, false);
      }
      graph_.set_hidden_gradient(d_hidden);
      graph_.set_input_gradient_sink(&sink);
      graph_.backward(in, false);
      dev_->sync();
    } catch (...) {
      graph_.set_input_gradient_sink(nullptr);
      graph_.set_token_embedding_factors({});
      throw;
    }
    graph_.set_input_gradient_sink(nullptr);
    graph_.set_token_embedding_factors({});
    const std::size_t d = std::size_t(config_.d_model);
    for (int s = 0; s < sentences; ++s) {
      auto rows = [&](const std::vector<float>& all, const std::vector<int>& offsets) {
        return std::vector<float>(all.begin() + std::ptrdiff_t(offsets[std::size_t(s)] * d),
                                  all.begin() + std::ptrdiff_t(offsets[std::size_t(s) + 1] * d));
      };
      out[std::size_t(s)].source = rows(sink.source, batch.source_offsets);
      out[std::size_t(s)].target = rows(sink.target, batch.target_offsets);
    }
    return out;
  }

  double gradient_norm() override { return std::sqrt(dev_->sum_squares(dev_->grads())); }

  void adam_update(const AdamSettings& adam, float lr, float grad_scale, std::int64_t step) override {
    const float c1 = 1.0f / (1.0f - std::pow(adam.beta1, float(step)));
    const float c2 = 1.0f / (1.0f - std::pow(adam.beta2, float(step)));
    dev_->adam(dev_->params(), dev_->grads(), dev_->adam_m(), dev_->adam_v(), layout_.total_size(),
               adam.beta1, adam.beta2, adam.eps, adam.weight_decay, lr, grad_scale, c1, c2);
    dev_->sync();
  }

  std::vector<ForcedResult> forced_decode(const Batch& batch, bool capture_attention) override {
    const auto [in, hidden] = forward(batch, {}, false);
    std::vector<float> losses(std::size_t(in.nt) * 2);
    dev_->download(graph_.loss(in, hidden, false), losses.data(), losses.size());
    std::vector<ForcedResult> results(std::size_t(batch.size()));
    for (int s = 0; s < batch.size(); ++s)
      for (int t = batch.target_offsets[std::size_t(s)]; t < batch.target_offsets[std::size_t(s) + 1]; ++t)
        results[std::size_t(s)].token_log_probs.push_back(-losses[2 * std::size_t(t) + 1]);
    if (capture_attention) capture(batch, in, results);
    return results;
  }

  std::unique_ptr<DecodeSession> start_decoding(const std::vector<std::vector<std::int32_t>>& sources,
                                                std::span<const int> row_sentence,
                                                int max_target_length) override {
    return std::make_unique<GraphDecodeSession<D>>(graph_, sources, row_sentence, max_target_length);
  }

  std::unique_ptr<DecodeSession> start_decoding_with_attention(
      const std::vector<std::vector<std::int32_t>>& sources, std::span<const int> row_sentence,
      int max_target_length) override {
    return std::make_unique<GraphDecodeSession<D>>(graph_, sources, row_sentence, max_target_length, true);
  }

 private:
  // One pass over a batch up to the decoder's final hidden states; with `for_backward`, the attention sites
  // are ready for a backward pass and the gradients are zeroed.
  struct Forward {
    typename TransformerGraph<D>::Inputs in;
    Span hidden;
  };
  Forward forward(const Batch& batch, typename TransformerGraph<D>::Pass pass, bool for_backward) {
    check_batch_fits(batch, config_);
    dev_->reset_pass();
    Forward f{graph_.upload(batch, true, for_backward), {}};
    if (for_backward) dev_->fill_zero(dev_->grads());
    const Span memory = graph_.encode(f.in, pass);
    f.hidden = graph_.decode(f.in, memory, pass);
    return f;
  }

  LossStats read_losses(const Span& losses, int nt) {
    std::vector<float> host(std::size_t(nt) * 2);
    dev_->download(losses, host.data(), host.size());
    LossStats stats;
    stats.tokens = nt;
    for (int r = 0; r < nt; ++r) {
      stats.loss_sum += host[2 * std::size_t(r)];
      stats.nll_sum += host[2 * std::size_t(r) + 1];
    }
    return stats;
  }

  // Copies each sentence's slice of every layer's attention probabilities into its result.
  void capture(const Batch& batch, const typename TransformerGraph<D>::Inputs& in,
               std::vector<ForcedResult>& out) {
    const int H = config_.n_heads;
    auto fetch = [&](AttentionKind kind, int layer) {
      const Span& p = graph_.probabilities(kind, layer);
      std::vector<float> host(p.size());
      dev_->download(p, host.data(), host.size());
      return host;
    };
    std::vector<std::vector<float>> enc, self, cross;
    for (int l = 0; l < config_.encoder_layers; ++l) enc.push_back(fetch(AttentionKind::kEncoderSelf, l));
    for (int l = 0; l < config_.decoder_layers; ++l) {
      self.push_back(fetch(AttentionKind::kDecoderSelf, l));
      cross.push_back(fetch(AttentionKind::kCross, l));
    }
    for (int s = 0; s < batch.size(); ++s) {
      auto& a = out[std::size_t(s)].attention;
      const int S = batch.source_length(s), T = batch.target_length(s);
      a.heads = H;
      a.source_length = S;
      a.target_length = T;
      auto slice = [](const std::vector<float>& probs, int offset, int count) {
        return std::vector<float>(probs.begin() + offset, probs.begin() + offset + count);
      };
      for (const auto& p : enc)
        a.encoder_self.push_back(slice(p, in.encoder_self.prob_offsets[std::size_t(s)], H * S * S));
      for (std::size_t l = 0; l < self.size(); ++l) {
        a.decoder_self.push_back(slice(self[l], in.decoder_self.prob_offsets[std::size_t(s)], H * T * T));
        a.cross.push_back(slice(cross[l], in.cross.prob_offsets[std::size_t(s)], H * T * S));
      }
    }
  }

  ModelConfig config_;
  ParameterLayout layout_;
  std::unique_ptr<D> dev_;
  TransformerGraph<D> graph_;
  ComputeType compute_type_ = ComputeType::kAuto;
};

}  // namespace attn::graph
