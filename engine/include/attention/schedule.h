// The paper's learning-rate schedule (section 5.3), "Noam":
//   lr(step) = factor * d_model^-0.5 * min(step^-0.5, step * warmup^-1.5)
// It rises linearly for `warmup` steps, then decays with the inverse square root of the step.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace attn {

struct NoamSchedule {
  int d_model = 512;
  int warmup_steps = 4000;
  double factor = 1.0;

  double operator()(std::int64_t step) const {
    const double s = double(std::max<std::int64_t>(step, 1));
    return factor * std::pow(double(d_model), -0.5) *
           std::min(std::pow(s, -0.5), s * std::pow(warmup_steps, -1.5));
  }
};

// A run of known length ends better when the rate anneals to zero: over the last `fraction` of the budget,
// with `done` the part of it used so far (0..1), the rate is multiplied by a linear ramp down to 0.
inline double cooldown_factor(double done, double fraction) {
  if (fraction <= 0 || done <= 1 - fraction) return 1.0;
  return std::clamp((1 - done) / fraction, 0.0, 1.0);
}

}  // namespace attn
