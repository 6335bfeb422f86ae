#include "viewmodels/antecedent_margin.h"

#include <algorithm>
#include <vector>

namespace studio {

namespace {

using Weights = std::vector<float> attn::AntecedentObservation::*;

// Recounts one kind's heads and its mean-over-heads baseline; trials and mean weights stay as measured.
void recount(std::vector<attn::HeadScore>& heads, attn::HeadScore& mean,
             const std::vector<attn::AntecedentObservation>& observations, Weights to_antecedent,
             Weights to_distractor, double tie_margin) {
  int per_layer = 0;
  for (const attn::HeadScore& s : heads) per_layer = std::max(per_layer, s.head + 1);
  for (attn::HeadScore& s : heads) s.accuracy.successes = 0;
  mean.accuracy.successes = 0;
  for (const attn::AntecedentObservation& o : observations) {
    const std::vector<float>&a = o.*to_antecedent, &d = o.*to_distractor;
    if (a.empty() || a.size() != d.size()) continue;
    for (attn::HeadScore& s : heads) {
      const std::size_t i = std::size_t(s.layer) * std::size_t(per_layer) + std::size_t(s.head);
      if (i < a.size() && antecedentVerdict(a[i], d[i], tie_margin) == AntecedentVerdict::kRight)
        ++s.accuracy.successes;
    }
    // The baseline as the engine forms it: the mean weight over every head, per sentence.
    double sum_a = 0, sum_d = 0;
    for (std::size_t i = 0; i < a.size(); ++i) sum_a += a[i], sum_d += d[i];
    const double n = double(a.size());
    if (antecedentVerdict(float(sum_a / n), float(sum_d / n), tie_margin) == AntecedentVerdict::kRight)
      ++mean.accuracy.successes;
  }
  // Layer-major first, as the engine starts, so that equal keys keep the engine's order.
  std::sort(heads.begin(), heads.end(), [](const attn::HeadScore& x, const attn::HeadScore& y) {
    return x.layer != y.layer ? x.layer < y.layer : x.head < y.head;
  });
  std::stable_sort(heads.begin(), heads.end(), [](const attn::HeadScore& x, const attn::HeadScore& y) {
    if (x.accuracy.low() != y.accuracy.low()) return x.accuracy.low() > y.accuracy.low();
    return x.mean_antecedent_weight > y.mean_antecedent_weight;
  });
}

}  // namespace

AntecedentVerdict antecedentVerdict(double antecedent, double distractor, double tie_margin) {
  const double margin = antecedent - distractor;
  if (margin > tie_margin) return AntecedentVerdict::kRight;
  if (-margin > tie_margin) return AntecedentVerdict::kWrong;
  return AntecedentVerdict::kTie;
}

attn::AntecedentReport rescoreWithTieMargin(const attn::AntecedentReport& report, double tie_margin) {
  attn::AntecedentReport out = report;
  recount(out.encoder_heads, out.encoder_mean, out.observations,
          &attn::AntecedentObservation::encoder_antecedent, &attn::AntecedentObservation::encoder_distractor,
          tie_margin);
  recount(out.cross_heads, out.cross_mean, out.observations, &attn::AntecedentObservation::cross_antecedent,
          &attn::AntecedentObservation::cross_distractor, tie_margin);
  return out;
}

}  // namespace studio
