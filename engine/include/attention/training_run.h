// One training run's setup, shared by every front end: the data (a toy task or corpus files, and the
// validation pairs), the tokenizer (made for the data, or the one a resumed or given model brings), the
// model, the backend and the Trainer. The front ends fill a TrainingRunSpec from their flags or form and
// word the setup events themselves (the app translates them), so both train the same way.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/config.h"
#include "attention/corpus.h"
#include "attention/model.h"
#include "attention/tokenizer.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"

namespace attn {

// A toy task's validation pairs come from the same generator with the run's seed plus this, so they are
// drawn independently of the training pairs and the same on every run with that seed.
inline constexpr std::uint64_t kToyValidationSeedOffset = 7777;

// A pair of line-aligned files; for a "source<TAB>target" file only `source` is set.
struct CorpusFiles {
  std::filesystem::path source, target;
};

struct TrainingRunSpec {
  // Data: a toy task, or corpora (several source/target pairs are concatenated in order), or a TSV file.
  std::optional<ToyTask> task;
  ToyTaskOptions toy;  // its seed draws the training pairs
  int toy_pairs = 20000;
  int toy_valid_pairs = 200;  // 0: no validation set
  std::vector<CorpusFiles> corpora;
  std::filesystem::path tsv;
  std::optional<CorpusFiles> valid;  // a validation corpus (for a toy task, it replaces the generated one)
  CorpusLimits limits;

  // Model: continued from output_dir (resume), the given one (e.g. fine-tuning), or new with a tokenizer
  // made for the data: the toy alphabet, or a joint SentencePiece model of vocab_size pieces.
  bool resume = false;
  ResumePolicy resume_policy;
  std::optional<Model> start_model;
  ModelConfig config;  // a new model's; vocab_size comes from the tokenizer
  int vocab_size = 8000;
  TokenizerModelType tokenizer_type = TokenizerModelType::kBpe;
  std::string backend = "auto";

  TrainingOptions options;  // options.seed also initialises a new model's weights
  std::filesystem::path output_dir;
};

// The pairs a run trains and validates on, before tokenization.
struct TrainingCorpora {
  ParallelCorpus train, valid;
  bool has_validation = false;
};

// The setup's steps as they happen, then the trainer's reports (the same observer serves the whole run).
class TrainingRunObserver : public TrainingObserver {
 public:
  // Before the pairs of a toy task are generated, and before each corpus is read (`target` empty for TSV).
  virtual void on_generating(ToyTask /*task*/, int /*pairs*/) {}
  virtual void on_reading(const std::filesystem::path& /*source*/, const std::filesystem::path& /*target*/) {}
  virtual void on_data(const TrainingCorpora& /*corpora*/) {}
  // Before the run in output_dir is loaded to continue it.
  virtual void on_resuming(const std::filesystem::path& /*dir*/) {}
  // Before and after a SentencePiece vocabulary is trained on the corpus (a toy task needs none).
  virtual void on_training_tokenizer(const TokenizerTrainOptions& /*options*/) {}
  virtual void on_tokenizer(const Tokenizer& /*tokenizer*/, const TokenizerTrainReport& /*report*/) {}
  // The model and the backend it will train on, before the data is tokenized.
  virtual void on_model(const Model& /*model*/, const Backend& /*backend*/) {}
  // The trainer is ready (and resumed); `target_tokens` counts the training targets.
  virtual void on_trainer(const Trainer& /*trainer*/, std::int64_t /*target_tokens*/) {}
};

// A run ready to train. The trainer refers to the model and the backend, so they stay on the heap.
struct PreparedRun {
  std::unique_ptr<Model> model;
  std::unique_ptr<Backend> backend;
  std::unique_ptr<Trainer> trainer;  // null when the control asked to stop during the setup
  std::int64_t target_tokens = 0;
};

// Generates or reads the spec's pairs. Throws attn::Error for a spec with no data or with more than one kind
// of it, and for unreadable corpora (naming the file and line).
TrainingCorpora load_training_corpora(const TrainingRunSpec& spec, TrainingRunObserver* observer = nullptr);

// Everything up to the first step: data, tokenizer, model, backend, Trainer (resumed with
// spec.resume_policy when spec.resume). Throws attn::Error, e.g. when there is no run to resume.
PreparedRun prepare_training_run(TrainingRunSpec spec, TrainingRunObserver* observer = nullptr,
                                 const TrainingControl* control = nullptr);

// prepare_training_run, then the training itself with the same observer. A stop during the setup ends it
// as kStopped at step 0.
TrainingResult run_training(TrainingRunSpec spec, TrainingRunObserver* observer = nullptr,
                            TrainingControl* control = nullptr);

}  // namespace attn
