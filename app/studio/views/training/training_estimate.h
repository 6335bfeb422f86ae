// How long a run will take, said before Start: its steps (the step limit, or what the time limit allows), the
// batch size the engine's budget rules choose for the corpus (attention/training_budget.h), and a speed in
// target tokens per second, measured by an earlier run of the same model shape or, without one, guessed from
// the model's size. The text says which, so nobody takes a guess for a measurement.
#pragma once

#include <QString>
#include <QtGlobal>

#include "attention/config.h"

namespace studio {

struct TrainingEstimateInput {
  attn::ModelConfig config;               // vocab_size: the run's (toy alphabet or SentencePiece pieces)
  qint64 max_steps = 0;                   // 0: no step limit
  double max_minutes = 0;                 // 0: no time limit
  int batch_tokens = 0;                   // 0: chosen by the engine from the corpus
  qint64 target_tokens = 0;               // of the training targets, estimated; 0: not known yet
  double measured_tokens_per_second = 0;  // 0: none measured
  int measured_by_run = 0;                // the run that measured it
};

// Multiply SentencePiece pieces per target word (about 1.3 for a vocabulary of a few thousand pieces on
// English–German).
inline constexpr double kPiecesPerWord = 1.3;
// The guess without a measurement: training costs about 6 FLOPs per parameter and token (forward and
// backward), at a sustained rate a desktop CPU reaches on small matrices.
inline constexpr double kAssumedFlopsPerSecond = 20e9;

// Weights of the embeddings (shared with the output projection) and the layers, biases and norms left out.
double approximateParameters(const attn::ModelConfig& config);
// The batch the engine will use: the given one, else batch_tokens_for_corpus of the corpus.
int estimatedBatchTokens(const TrainingEstimateInput& input);
// The speed used: measured when there is one, else the guess from the model's size.
double estimatedTokensPerSecond(const TrainingEstimateInput& input);
// Seconds the run will take (the time limit when it ends the run first); −1 without any limit.
double estimatedSeconds(const TrainingEstimateInput& input);
// One or two sentences for the form.
QString describeTrainingEstimate(const TrainingEstimateInput& input);

}  // namespace studio
