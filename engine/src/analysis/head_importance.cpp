#include "attention/head_importance.h"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "attention/batch.h"
#include "attention/error.h"
#include "attention/metrics.h"
#include "attention/translator.h"
#include "util/random.h"

namespace attn {

namespace {

void check_cancel(const AnalysisControl& control) {
  if (control.cancel && control.cancel->load()) throw Error("cancelled");
}

int layers_of(const ModelConfig& c, int kind) { return kind == 0 ? c.encoder_layers : c.decoder_layers; }

}  // namespace

std::vector<HeadRef> HeadImportance::ascending() const {
  std::vector<HeadRef> all;
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < layers[k]; ++l)
      for (int h = 0; h < heads; ++h) all.push_back({AttentionKind(k), l, h});
  std::stable_sort(all.begin(), all.end(), [&](const HeadRef& a, const HeadRef& b) {
    return normalised[std::size_t(a.kind)][std::size_t(a.layer)][std::size_t(a.head)] <
           normalised[std::size_t(b.kind)][std::size_t(b.layer)][std::size_t(b.head)];
  });
  return all;
}

HeadImportance head_importance(Translator& translator, const std::vector<std::string>& sources,
                               const std::vector<std::string>& references, const AnalysisControl& control) {
  if (sources.size() != references.size())
    throw Error("head importance: " + std::to_string(sources.size()) + " sources but " +
                std::to_string(references.size()) + " references");
  if (sources.empty()) throw Error("head importance: no sentences");
  const ModelConfig& c = translator.model().config;
  const Tokenizer& tok = translator.model().tokenizer;
  HeadImportance r;
  r.heads = c.n_heads;
  for (int k = 0; k < 3; ++k) r.layers[k] = layers_of(c, k);
  r.raw.assign(3, {});
  for (int k = 0; k < 3; ++k)
    r.raw[std::size_t(k)].assign(std::size_t(r.layers[k]), std::vector<double>(std::size_t(c.n_heads), 0.0));
  const int max_layers = std::max(c.encoder_layers, c.decoder_layers);
  const std::size_t batch_size = 16;
  for (std::size_t i0 = 0; i0 < sources.size(); i0 += batch_size) {
    check_cancel(control);
    Batch batch(c.vocabulary());
    const std::size_t i1 = std::min(sources.size(), i0 + batch_size);
    for (std::size_t i = i0; i < i1; ++i) {
      const auto src = tok.encode_source(sources[i]), tgt = tok.encode_target(references[i]);
      if (src.empty()) throw Error("head importance: source " + std::to_string(i + 1) + " is empty");
      if (int(std::max(src.size(), tgt.size())) >= c.max_positions)
        throw Error("head importance: sentence " + std::to_string(i + 1) +
                    " is longer than the model handles");
      batch.add(src, tgt);
    }
    const std::vector<double> g = translator.backend().head_gate_gradients(batch);
    for (int s = 0; s < batch.size(); ++s)
      for (int k = 0; k < 3; ++k)
        for (int l = 0; l < r.layers[k]; ++l)
          for (int h = 0; h < c.n_heads; ++h)
            r.raw[std::size_t(k)][std::size_t(l)][std::size_t(h)] += std::abs(
                g[((std::size_t(s) * 3 + std::size_t(k)) * std::size_t(max_layers) + std::size_t(l)) *
                      c.n_heads +
                  h]);
    r.sentences = i1;
    if (control.progress) control.progress(i1, sources.size());
  }
  r.normalised = r.raw;
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < r.layers[k]; ++l) {
      auto& raw = r.raw[std::size_t(k)][std::size_t(l)];
      for (double& v : raw) v /= double(r.sentences);
      auto& norm = r.normalised[std::size_t(k)][std::size_t(l)];
      const double l2 = std::sqrt(std::inner_product(raw.begin(), raw.end(), raw.begin(), 0.0));
      for (std::size_t h = 0; h < norm.size(); ++h) norm[h] = l2 > 0 ? raw[h] / l2 : 0.0;
    }
  return r;
}

std::vector<PruningPoint> pruning_curve(Translator& translator, const HeadImportance& importance,
                                        const std::vector<std::string>& sources,
                                        const std::vector<std::string>& references,
                                        const std::vector<double>& fractions, const DecodeOptions& decoding,
                                        std::uint64_t seed, const AnalysisControl& control) {
  if (sources.size() != references.size() || sources.empty())
    throw Error("pruning curve: give as many references as sources, at least one");
  const ModelConfig& c = translator.model().config;
  const std::vector<HeadRef> by_importance = importance.ascending();
  std::vector<HeadRef> random_order = by_importance;
  Rng rng(seed);
  for (std::size_t i = random_order.size(); i > 1; --i)
    std::swap(random_order[i - 1], random_order[rng.below(i)]);
  const HeadMask saved = translator.backend().head_mask();

  auto score = [&](const std::vector<HeadRef>& order, int off, double* bleu, double* chrf) {
    HeadMask mask = saved.empty() ? HeadMask(c) : saved;
    for (int i = 0; i < off; ++i)
      mask.set(order[std::size_t(i)].kind, order[std::size_t(i)].layer, order[std::size_t(i)].head, true);
    translator.backend().set_head_mask(mask);
    std::vector<std::string> hyps;
    for (const auto& t : translator.translate(sources, decoding)) hyps.push_back(t.text());
    *bleu = corpus_bleu(hyps, references).score;
    *chrf = corpus_chrf(hyps, references).score;
  };
  std::vector<PruningPoint> out;
  try {
    for (std::size_t i = 0; i < fractions.size(); ++i) {
      check_cancel(control);
      PruningPoint p;
      p.fraction = std::clamp(fractions[i], 0.0, 1.0);
      p.heads_off = int(std::lround(p.fraction * double(by_importance.size())));
      score(by_importance, p.heads_off, &p.bleu_by_importance, &p.chrf_by_importance);
      if (p.heads_off == 0) {
        p.bleu_random = p.bleu_by_importance;
        p.chrf_random = p.chrf_by_importance;
      } else {
        score(random_order, p.heads_off, &p.bleu_random, &p.chrf_random);
      }
      out.push_back(p);
      if (control.progress) control.progress(i + 1, fractions.size());
    }
  } catch (...) {
    translator.backend().set_head_mask(saved);
    throw;
  }
  translator.backend().set_head_mask(saved);
  return out;
}

}  // namespace attn
