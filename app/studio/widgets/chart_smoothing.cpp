#include "widgets/chart_smoothing.h"

#include <algorithm>
#include <cmath>

namespace studio {

DebiasedEma::DebiasedEma(double weight) : weight_(std::clamp(weight, 0.0, 0.999)) {}

double DebiasedEma::next(double value) {
  if (!std::isfinite(value) || weight_ <= 0.0) return value;
  last_ = last_ * weight_ + (1.0 - weight_) * value;
  weight_power_ *= weight_;
  return last_ / (1.0 - weight_power_);
}

QList<double> smoothDebiasedEma(const QList<double>& values, double weight) {
  DebiasedEma ema(weight);
  QList<double> smoothed;
  smoothed.reserve(values.size());
  for (double v : values) smoothed.append(ema.next(v));
  return smoothed;
}

}  // namespace studio
