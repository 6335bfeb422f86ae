// One step of a training run as the Training view shows and exports it.
#pragma once

namespace studio {

// NaN where a value was not reported at that step.
struct TrainingStepRow {
  double loss, nll, learning_rate, planned_learning_rate, grad_norm, tokens_per_second, elapsed_seconds;
  double valid_loss, valid_perplexity, valid_bleu;
};

}  // namespace studio
