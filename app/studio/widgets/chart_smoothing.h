// TensorBoard's scalar smoothing, so curves read the same as there: an exponential moving average whose
// start-up bias towards 0 is divided out.
//
//   last_n     = w · last_{n−1} + (1 − w) · y_n        (last_0 = 0)
//   smoothed_n = last_n / (1 − w^n)                    (n counts the finite values so far)
//
// w = 0 leaves the values as they are; without the division the curve would start near 0 instead of at y_1.
// A value that is not finite (a diverged step) passes through and leaves the average alone.
#pragma once

#include <QList>

namespace studio {

class DebiasedEma {
 public:
  // `weight` is clamped to [0, 0.999]: at 1 the average would never move.
  explicit DebiasedEma(double weight = 0.0);

  // The smoothed value after `value`.
  double next(double value);
  double weight() const { return weight_; }

 private:
  double weight_;
  double last_ = 0.0;
  double weight_power_ = 1.0;  // w^n
};

// The smoothed curve of `values` with weight `weight` in [0, 1).
QList<double> smoothDebiasedEma(const QList<double>& values, double weight);

}  // namespace studio
