#include "attention/training_run.h"

#include <iterator>
#include <system_error>
#include <utility>

#include "attention/attention_snapshot_recorder.h"
#include "attention/error.h"
#include "attention/training_budget.h"

namespace attn {

namespace {

void append(ParallelCorpus& to, ParallelCorpus part) {
  to.source.insert(to.source.end(), std::make_move_iterator(part.source.begin()),
                   std::make_move_iterator(part.source.end()));
  to.target.insert(to.target.end(), std::make_move_iterator(part.target.begin()),
                   std::make_move_iterator(part.target.end()));
}

ParallelCorpus to_parallel(ToyCorpus corpus) { return {std::move(corpus.source), std::move(corpus.target)}; }

// A new model's tokenizer: the toy alphabet, or a joint SentencePiece model trained on both sides.
Tokenizer make_tokenizer(const TrainingRunSpec& spec, const TrainingCorpora& data,
                         TrainingRunObserver* observer) {
  if (spec.task) return make_toy_tokenizer(spec.toy);
  TokenizerTrainOptions options;
  options.vocab_size = spec.vocab_size;
  options.type = spec.tokenizer_type;
  if (observer) observer->on_training_tokenizer(options);
  TokenizerTrainReport report;
  Tokenizer tokenizer = Tokenizer::train({&data.train.source, &data.train.target}, options, &report);
  if (observer) observer->on_tokenizer(tokenizer, report);
  return tokenizer;
}

Model make_run_model(TrainingRunSpec& spec, const TrainingCorpora& data, TrainingRunObserver* observer) {
  if (spec.resume) {
    std::error_code ec;
    const std::filesystem::path state = spec.output_dir / "train_state.json";
    if (!std::filesystem::exists(state, ec))
      throw Error("cannot resume: " + state.string() +
                  " does not exist: there is no completed checkpoint to resume from");
    if (observer) observer->on_resuming(spec.output_dir);
    return load_model(spec.output_dir);
  }
  if (spec.start_model) return std::move(*spec.start_model);
  ModelConfig config = spec.config;
  Tokenizer tokenizer = make_tokenizer(spec, data, observer);
  config.vocab_size = tokenizer.vocab_size();
  config.validate();
  return make_model(config, std::move(tokenizer), spec.options.seed);
}

}  // namespace

TrainingCorpora load_training_corpora(const TrainingRunSpec& spec, TrainingRunObserver* observer) {
  const int kinds = int(spec.task.has_value()) + int(!spec.corpora.empty()) + int(!spec.tsv.empty());
  if (kinds == 0) throw Error("a training run needs data: a toy task, corpus files or a TSV file");
  if (kinds > 1) throw Error("a training run takes one kind of data: a toy task, corpus files or a TSV file");
  TrainingCorpora data;
  if (spec.task) {
    if (observer) observer->on_generating(*spec.task, spec.toy_pairs);
    data.train = to_parallel(generate_toy_corpus(*spec.task, spec.toy_pairs, spec.toy));
    ToyTaskOptions held_out = spec.toy;
    held_out.seed = spec.toy.seed + kToyValidationSeedOffset;
    data.valid = to_parallel(generate_toy_corpus(*spec.task, spec.toy_valid_pairs, held_out));
    data.has_validation = spec.toy_valid_pairs > 0;
  } else if (!spec.tsv.empty()) {
    if (observer) observer->on_reading(spec.tsv, {});
    data.train = read_tsv_corpus(spec.tsv, spec.limits);
  } else {
    for (const CorpusFiles& files : spec.corpora) {
      if (observer) observer->on_reading(files.source, files.target);
      append(data.train, read_parallel_corpus(files.source, files.target, spec.limits));
    }
  }
  if (spec.valid) {
    data.valid = read_parallel_corpus(spec.valid->source, spec.valid->target, spec.limits);
    data.has_validation = true;
  }
  if (observer) observer->on_data(data);
  return data;
}

PreparedRun prepare_training_run(TrainingRunSpec spec, TrainingRunObserver* observer,
                                 const TrainingControl* control) {
  const TrainingCorpora data = load_training_corpora(spec, observer);
  PreparedRun run;
  if (control && control->stop_requested()) return run;

  run.model = std::make_unique<Model>(make_run_model(spec, data, observer));
  run.backend = make_backend(spec.backend, run.model->config);
  if (observer) observer->on_model(*run.model, *run.backend);
  TrainingData encoded =
      encode_training_data(run.model->tokenizer, data.train, data.has_validation ? &data.valid : nullptr);
  run.target_tokens = total_tokens(encoded.target);
  std::error_code ec;
  std::filesystem::create_directories(spec.output_dir, ec);  // the Trainer names the folder if this failed
  run.trainer =
      std::make_unique<Trainer>(*run.model, *run.backend, std::move(encoded), spec.options, spec.output_dir);
  if (spec.options.snapshot_every > 0) {
    // A run whose data has no short pair still trains, without snapshots.
    try {
      const bool valid = data.has_validation && !data.valid.source.empty();
      run.trainer->set_attention_probe(
          make_attention_probe(run.model->tokenizer, valid ? data.valid : data.train, spec.task));
    } catch (const Error& e) {
      if (observer) observer->on_message(std::string("no attention snapshots: ") + e.what());
    }
  }
  if (spec.resume) run.trainer->resume(spec.resume_policy);
  if (observer) observer->on_trainer(*run.trainer, run.target_tokens);
  return run;
}

TrainingResult run_training(TrainingRunSpec spec, TrainingRunObserver* observer, TrainingControl* control) {
  PreparedRun run = prepare_training_run(std::move(spec), observer, control);
  if (!run.trainer) return {TrainingOutcome::kStopped, 0, {}, {}};
  return run.trainer->run(observer, control);
}

}  // namespace attn
