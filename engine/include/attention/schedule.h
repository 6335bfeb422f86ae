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

}  // namespace attn
