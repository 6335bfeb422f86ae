#include "attention/training_budget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "attention/schedule.h"

namespace attn {

BudgetSchedule schedule_for_budget(std::int64_t planned_steps, int d_model, int fixed_warmup,
                                   double fixed_factor, const BudgetRules& rules) {
  BudgetSchedule s;
  const std::int64_t planned = std::max<std::int64_t>(planned_steps, 1);
  if (fixed_warmup > 0) {
    s.warmup_steps = fixed_warmup;
  } else {
    const double wanted = std::round(double(planned) * rules.warmup_fraction);
    s.warmup_steps = int(std::clamp(wanted, double(rules.min_warmup), double(rules.max_warmup)));
  }
  const double unit_peak = NoamSchedule{d_model, s.warmup_steps, 1.0}(s.warmup_steps);
  const double cap = rules.peak_cap_at_d256 * std::sqrt(256.0 / double(std::max(1, d_model)));
  if (fixed_factor > 0) {
    s.lr_factor = fixed_factor;
  } else {
    // The paper's factor 1 unless that peak is above the cap; rounded so the log reads well.
    s.lr_factor = std::min(1.0, cap / unit_peak);
    s.lr_factor = std::floor(s.lr_factor * 1000.0) / 1000.0;
  }
  s.peak_learning_rate = unit_peak * s.lr_factor;

  char line[320];
  std::snprintf(line, sizeof line, "schedule: warm-up %d steps%s, learning-rate factor %.3g%s (peak %.2e)",
                s.warmup_steps, fixed_warmup > 0 ? " (given)" : "", s.lr_factor,
                fixed_factor > 0 ? " (given)" : "", s.peak_learning_rate);
  s.explanation = line;
  // The run's length only matters to what was derived from it.
  if (fixed_warmup <= 0 || fixed_factor <= 0)
    s.explanation += " for a run of about " + std::to_string(planned) + " steps";
  if (fixed_warmup <= 0)
    s.explanation += "; warm-up is " + std::to_string(int(std::lround(rules.warmup_fraction * 100))) +
                     "% of the run (between " + std::to_string(rules.min_warmup) + " and " +
                     std::to_string(rules.max_warmup) + ")";
  if (fixed_factor <= 0 && s.lr_factor < 1.0) s.explanation += "; the factor keeps the peak under the cap";
  if (fixed_warmup <= 0 || fixed_factor <= 0) s.explanation += ". --warmup and --lr-factor override.";
  return s;
}

int batch_tokens_for_corpus(std::int64_t target_tokens) {
  // At least 200 batches per epoch: a short run on a small corpus learns more from many small updates than
  // from a few large ones (a 20,000-pair toy corpus trains with 512-token batches).
  int batch = 4096;
  while (batch > 512 && target_tokens / batch < 200) batch /= 2;
  return batch;
}

std::int64_t total_tokens(const std::vector<std::vector<std::int32_t>>& sequences) {
  std::int64_t n = 0;
  for (const auto& s : sequences) n += std::int64_t(s.size());
  return n;
}

}  // namespace attn
