#include "views/illustrations/illustration_math.h"

#include <algorithm>
#include <cmath>

#include "attention/schedule.h"

namespace studio {

std::vector<float> causalMask(int n) {
  std::vector<float> mask(std::size_t(n) * n, 0.0f);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) mask[std::size_t(i) * n + j] = 1.0f;
  return mask;
}

std::vector<float> causalUniformWeights(int n) {
  std::vector<float> w = causalMask(n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) w[std::size_t(i) * n + j] = 1.0f / float(i + 1);
  return w;
}

std::vector<double> labelSmoothingTargets(int vocab, double epsilon, int true_class) {
  std::vector<double> q(std::size_t(std::max(vocab, 0)), 0.0);
  if (vocab < 2) return q;
  const double off_target = epsilon / double(vocab - 1);  // the engine's smoothing mass per non-pad class
  for (int k = 1; k < vocab; ++k) q[std::size_t(k)] = off_target;
  if (true_class >= 0 && true_class < vocab) q[std::size_t(true_class)] += 1.0 - epsilon;
  return q;
}

double noamRate(int d_model, int warmup, long long step) {
  return attn::NoamSchedule{d_model, warmup, 1.0}(step);
}

QList<QPointF> noamCurve(int d_model, int warmup, int max_step, int samples) {
  QList<QPointF> points;
  samples = std::max(samples, 2);
  bool peak_added = false;
  for (int i = 0; i < samples; ++i) {
    const long long step = 1 + (long long)(double(max_step - 1) * i / (samples - 1));
    if (!peak_added && step >= warmup && warmup <= max_step) {
      if (step != warmup) points.append(QPointF(warmup, noamRate(d_model, warmup, warmup)));
      peak_added = true;
    }
    points.append(QPointF(double(step), noamRate(d_model, warmup, step)));
  }
  return points;
}

}  // namespace studio
