#include "views/training/training_estimate.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "attention/training_budget.h"

namespace studio {

namespace {

QString formatDuration(double seconds) {
  const qint64 s = qint64(std::llround(std::max(0.0, seconds)));
  return QStringLiteral("%1:%2:%3")
      .arg(s / 3600)
      .arg(s / 60 % 60, 2, 10, QLatin1Char('0'))
      .arg(s % 60, 2, 10, QLatin1Char('0'));
}

// The steps the run takes: the step limit, or the steps the time limit allows, whichever ends it first.
double estimatedSteps(const TrainingEstimateInput& in) {
  const double steps_in_time = in.max_minutes > 0 ? in.max_minutes * 60.0 * estimatedTokensPerSecond(in) /
                                                        double(estimatedBatchTokens(in))
                                                  : 0.0;
  if (in.max_steps <= 0) return steps_in_time;
  return in.max_minutes > 0 ? std::min(double(in.max_steps), steps_in_time) : double(in.max_steps);
}

}  // namespace

double approximateParameters(const attn::ModelConfig& c) {
  const double d = c.d_model, ff = c.d_ff;
  return double(c.vocab_size) * d + c.encoder_layers * (4 * d * d + 2 * d * ff) +
         c.decoder_layers * (8 * d * d + 2 * d * ff);
}

int estimatedBatchTokens(const TrainingEstimateInput& in) {
  if (in.batch_tokens > 0) return in.batch_tokens;
  return in.target_tokens > 0 ? attn::batch_tokens_for_corpus(in.target_tokens) : 4096;
}

double estimatedTokensPerSecond(const TrainingEstimateInput& in) {
  if (in.measured_tokens_per_second > 0) return in.measured_tokens_per_second;
  return kAssumedFlopsPerSecond / (6.0 * std::max(1.0, approximateParameters(in.config)));
}

double estimatedSeconds(const TrainingEstimateInput& in) {
  if (in.max_steps <= 0 && in.max_minutes <= 0) return -1;
  return estimatedSteps(in) * double(estimatedBatchTokens(in)) / estimatedTokensPerSecond(in);
}

QString describeTrainingEstimate(const TrainingEstimateInput& in) {
  const double seconds = estimatedSeconds(in);
  if (seconds < 0)
    return QCoreApplication::translate("studio::TrainingView", "No estimate without a step or time limit.");
  const double steps = estimatedSteps(in);
  const int batch = estimatedBatchTokens(in);
  const bool time_limited = in.max_minutes > 0 && (in.max_steps <= 0 || steps < double(in.max_steps));
  QString text = time_limited
                     ? QCoreApplication::translate(
                           "studio::TrainingView",
                           "Estimate: stops at the time limit, %1, after about %2 steps of %3 tokens")
                           .arg(formatDuration(seconds))
                           .arg(qint64(std::llround(steps)))
                           .arg(batch)
                     : QCoreApplication::translate("studio::TrainingView",
                                                   "Estimate: about %1 for %2 steps of %3 tokens")
                           .arg(formatDuration(seconds))
                           .arg(qint64(std::llround(steps)))
                           .arg(batch);
  if (in.target_tokens > 0)
    text += QCoreApplication::translate("studio::TrainingView", " (%1 epochs)")
                .arg(steps * batch / double(in.target_tokens), 0, 'f', 1);
  const double speed = estimatedTokensPerSecond(in);
  if (in.measured_tokens_per_second > 0)
    return text + QCoreApplication::translate("studio::TrainingView",
                                              ", at %1 tokens/s as run %2 of the same model shape measured.")
                      .arg(speed, 0, 'f', 0)
                      .arg(in.measured_by_run);
  return text + QCoreApplication::translate(
                    "studio::TrainingView",
                    ", at about %1 tokens/s: a guess from the model's size (about %2 M weights, 6 FLOPs "
                    "each per token at %3 GFLOP/s). A run measures the speed; the next estimate uses it.")
                    .arg(speed, 0, 'f', 0)
                    .arg(approximateParameters(in.config) / 1e6, 0, 'f', 2)
                    .arg(kAssumedFlopsPerSecond / 1e9, 0, 'f', 0);
}

}  // namespace studio
