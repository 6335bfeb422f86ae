// Training defaults that follow from the budget a user gives (steps or minutes) and from the corpus, so that
// a user who sets only a budget gets the best model that budget allows without knowing about warm-up.
// Explicit settings always win; only the fields left at 0 are derived.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace attn {

struct BudgetSchedule {
  int warmup_steps = 0;
  double lr_factor = 0;
  double peak_learning_rate = 0;  // the Noam rate at step = warmup_steps
  std::string explanation;        // one line for the log: what was chosen and why
};

// Limits of the derived schedule, named so the GUI's preview and the tests can say what they are.
struct BudgetRules {
  // The paper warms up for 4,000 of 100,000 steps; a short run needs a shorter warm-up, or most of its
  // budget is spent at a learning rate too small to learn (4,000 steps are never reached in minutes).
  double warmup_fraction = 0.08;
  int min_warmup = 50;
  int max_warmup = 4000;
  // A short warm-up raises the Noam peak (d^-0.5 * warmup^-0.5); capping it keeps post-LN models stable.
  // Scaled by sqrt(256 / d_model) so that wider models, which tolerate less, get less: at d_model 512 the
  // cap is the paper's own peak (7.0e-4 with 4,000 warm-up steps).
  double peak_cap_at_d256 = 1.0e-3;
  // A run of known length anneals to zero over its last part (trainer.h, cooldown_fraction): the inverse
  // square-root decay alone leaves the last steps at a rate that keeps the weights noisy.
  double cooldown_fraction = 0.2;
};

// The schedule for a run of `planned_steps`. `fixed_warmup` / `fixed_factor` (> 0) are the user's own values
// and are kept as given; the other one is derived around them.
BudgetSchedule schedule_for_budget(std::int64_t planned_steps, int d_model, int fixed_warmup = 0,
                                   double fixed_factor = 0, const BudgetRules& rules = {});

// Padded target tokens per batch for a corpus with this many target tokens (after tokenization). Large
// corpora get the usual 4,096; a small one gets smaller batches, so that an epoch still has enough updates to
// learn from in a short run (at least 200 batches an epoch). A power of two between 512 and 4,096.
int batch_tokens_for_corpus(std::int64_t target_tokens);

// Sum of the sequence lengths (the target side of a tokenized corpus).
std::int64_t total_tokens(const std::vector<std::vector<std::int32_t>>& sequences);

}  // namespace attn
