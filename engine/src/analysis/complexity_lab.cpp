// Times self-attention and the position-wise FFN on one device, straight through its ops (graph/device.h),
// so that what is measured is exactly what the engine's graph runs.
#include "attention/complexity_lab.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>

#include "attention/error.h"
#include "backend/device_factory.h"

namespace attn {

namespace {

void check_cancel(const AnalysisControl& control) {
  if (control.cancel && control.cancel->load()) throw Error("cancelled");
}

// A fixed pattern in [-1, 1): the same input on every device and every run.
std::vector<float> pattern(std::size_t count, std::uint64_t seed) {
  std::vector<float> out(count);
  std::uint64_t s = seed * 0x9E3779B97F4A7C15ull + 1;
  for (auto& x : out) {
    s = s * 6364136223846793005ull + 1442695040888963407ull;
    x = float(double(s >> 40) / double(1ull << 24) * 2.0 - 1.0);
  }
  return out;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : 0.5 * (v[m - 1] + v[m]);
}

template <typename Dev>
LayerCosts measure(Dev& dev, const ModelConfig& cfg, const std::vector<int>& lengths, int repeats,
                   const AnalysisControl& control) {
  using Clock = std::chrono::steady_clock;
  const int d = cfg.d_model, heads = cfg.n_heads, f = cfg.d_ff;
  LayerCosts out;
  out.device = dev.description();
  out.d_model = d, out.heads = heads, out.d_ff = f, out.repeats = repeats;
  const float scale = 1.0f / std::sqrt(float(cfg.head_dim()));
  const graph::Dropout none{};
  const graph::AttentionStrides strides{d, d, d, d};
  if (control.progress) control.progress(0, lengths.size());
  for (std::size_t i = 0; i < lengths.size(); ++i) {
    check_cancel(control);
    const int n = lengths[i];
    const auto nd = std::size_t(n) * std::size_t(d), nf = std::size_t(n) * std::size_t(f);
    dev.reset_pass();
    auto filled = [&](std::size_t count, std::uint64_t seed, float amplitude) {
      auto span = dev.alloc(count);
      auto values = pattern(count, seed);
      for (auto& v : values) v *= amplitude;
      dev.upload(span, values.data(), count);
      return span;
    };
    const float w_scale = 1.0f / std::sqrt(float(d));
    auto q = filled(nd, 1, 1.0f), k = filled(nd, 2, 1.0f), v = filled(nd, 3, 1.0f);
    auto w1 = filled(std::size_t(f) * d, 4, w_scale), b1 = filled(std::size_t(f), 5, 0.1f);
    auto w2 = filled(std::size_t(d) * f, 6, 1.0f / std::sqrt(float(f))), b2 = filled(std::size_t(d), 7, 0.1f);
    const graph::AttentionBlock block{0, n, 0, n};
    const auto site =
        dev.attention_site(std::span<const graph::AttentionBlock>(&block, 1), heads, false, false);
    auto ctx = dev.alloc(nd);
    auto probs = dev.alloc(std::size_t(site.prob_offsets.back()));
    auto u = dev.alloc(nf), a = dev.alloc(nf), y = dev.alloc(nd);
    dev.sync();

    auto attention = [&] {
      const auto t0 = Clock::now();
      dev.attention_forward(site, q, k, v, ctx, probs, strides, scale, none);
      dev.sync();
      return std::chrono::duration<double>(Clock::now() - t0).count();
    };
    auto ffn = [&] {
      const auto t0 = Clock::now();
      dev.ffn_up(q, w1, b1, u, a, n, d, f, cfg.activation, none);
      dev.linear_forward(a, w2, b2, y, n, f, d);
      dev.sync();
      return std::chrono::duration<double>(Clock::now() - t0).count();
    };
    attention();  // warm-up: caches, pipelines, first-touch pages
    ffn();
    std::vector<double> ta, tf;
    for (int r = 0; r < repeats; ++r) {
      check_cancel(control);
      ta.push_back(attention());
      tf.push_back(ffn());
    }
    LayerCost p;
    p.n = n;
    p.attention_seconds = median(ta);
    p.ffn_seconds = median(tf);
    p.attention_flops = 4.0 * double(n) * double(n) * double(d);
    p.ffn_flops = 4.0 * double(n) * double(d) * double(f);
    out.points.push_back(p);
    if (control.progress) control.progress(i + 1, lengths.size());
  }
  dev.reset_pass();
  return out;
}

}  // namespace

LayerCosts measure_layer_costs(std::string_view backend, int d_model, int heads, int d_ff,
                               const std::vector<int>& lengths, int repeats, const AnalysisControl& control) {
  if (d_model <= 0 || heads <= 0 || d_model % heads != 0)
    throw Error("complexity lab: d_model must be a positive multiple of heads");
  if (d_ff <= 0) throw Error("complexity lab: d_ff must be positive");
  if (repeats <= 0) throw Error("complexity lab: repeats must be positive");
  for (int n : lengths)
    if (n <= 0) throw Error("complexity lab: lengths must be positive");
  ModelConfig cfg;
  cfg.vocab_size = 16;
  cfg.encoder_layers = 1;
  cfg.decoder_layers = 1;
  cfg.d_model = d_model;
  cfg.n_heads = heads;
  cfg.d_ff = d_ff;
  cfg.dropout = 0;
  cfg.max_positions = 8;
  // The device the backend of that name would run on (backend/device_factory.h).
  return with_device(backend, cfg, [&](auto& dev) { return measure(dev, cfg, lengths, repeats, control); });
}

double fit_loglog_slope(const std::vector<double>& xs, const std::vector<double>& ys) {
  double sx = 0, sy = 0, sxx = 0, sxy = 0;
  int m = 0;
  for (std::size_t i = 0; i < std::min(xs.size(), ys.size()); ++i) {
    if (!(xs[i] > 0) || !(ys[i] > 0)) continue;
    const double lx = std::log(xs[i]), ly = std::log(ys[i]);
    sx += lx, sy += ly, sxx += lx * lx, sxy += lx * ly, ++m;
  }
  if (m < 2) return 0;
  const double den = m * sxx - sx * sx;
  if (std::abs(den) < 1e-12) return 0;
  return (m * sxy - sx * sy) / den;
}

double attention_crossover(const std::vector<LayerCost>& points) {
  if (points.empty()) return 0;
  if (points.front().attention_seconds > points.front().ffn_seconds) return points.front().n;
  for (std::size_t i = 1; i < points.size(); ++i) {
    const auto& p = points[i - 1];
    const auto& q = points[i];
    if (q.attention_seconds <= q.ffn_seconds) continue;
    // log(attention / ffn) goes from <= 0 at p to > 0 at q: interpolate its zero in log n.
    const double r0 = std::log(std::max(p.attention_seconds, 1e-12) / std::max(p.ffn_seconds, 1e-12));
    const double r1 = std::log(std::max(q.attention_seconds, 1e-12) / std::max(q.ffn_seconds, 1e-12));
    const double t = r1 - r0 > 0 ? -r0 / (r1 - r0) : 0;
    return std::exp(std::log(double(p.n)) + t * (std::log(double(q.n)) - std::log(double(p.n))));
  }
  return 0;
}

}  // namespace attn
