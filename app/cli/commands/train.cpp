#include <cmath>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <limits>
#include <optional>
#include <string>
#include <utility>

#include "attention/backend.h"
#include "attention/config_fields.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/trainer.h"
#include "attention/training_budget.h"
#include "attention/training_run.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {

constexpr const char* kHelp =
    R"(usage: attention-cli train (--src F --tgt F | --tsv F | --task NAME) --out DIR [options]

data (plain or gzip text, one sentence per line, line-aligned):
  --src F --tgt F              training corpus; repeat both to train on several corpora, e.g.
                               --src a.en --tgt a.de --src b.en --tgt b.de (paired in the order given)
  --tsv F                      training corpus as "source<TAB>target" lines
  --valid-src F --valid-tgt F  validation corpus (loss and BLEU at intervals)
  --task copy|reverse|sort|shift   a procedural toy task instead of a corpus
  --task-pairs N (20000) --alphabet N (10) --min-len N (3) --max-len N (12)

model:
  --preset tiny|small|base|toy (tiny)   then any config field, e.g. --d-model 256 --n-heads 4 --layers 4
                               --dropout 0.3 --norm-position pre --positional-encoding learned
  --vocab-size N (8000)        SentencePiece vocabulary (joint BPE) for corpora
  --tokenizer bpe|unigram (bpe)
  --resume                     continue the run in --out (same schedule and data position); options that
                               differ from the run's saved ones (train_state.json) are refused
  --override                   with --resume: continue with the options given now, saying what changed
  --init-from DIR|NAME         start from that model's weights and tokenizer with a fresh optimizer and
                               schedule (fine-tuning, or continuing a model whose run state is gone);
                               only regularisation fields (--dropout, --label-smoothing, …) may change

training:
  --steps N  --minutes M       limits (at least one)
  --batch-tokens N            padded target tokens per batch (default: 4096, smaller for a small corpus)
  --warmup N --lr-factor F     Noam schedule (default: derived from the budget: warm-up about 8% of the
                               planned steps, the peak rate capped; a --minutes budget is turned into
                               steps after timing the first steps; the choice is printed)
  --cooldown F                 the last fraction of the budget anneals the rate linearly to zero
                               (default: 0.2 when the schedule is derived, else 0 = off)
  --clip-norm F (0: off)  --seed N (1)  --max-length N (256)
  --validate-every N (1000) --bleu-sentences N (500) --checkpoint-every N (1000)
  --keep-checkpoints K (5) --average-last K (0)  --log-every N (10)
  --snapshot-every N (0: off)  record the attention of a probe pair every N steps, for the app's scrubber
  --precision auto|fp32|bf16 (auto)   bf16 mixed precision: bf16 matmul inputs, fp32 accumulation, weights
                               and optimizer; auto = bf16 where the CPU has bf16 instructions (AVX512_BF16,
                               AMX), else fp32; bf16 without them is emulated (same numbers, slower)
  --backend auto|cpu|vulkan[:N] (auto)

limits (a corpus beyond them is an error, not a machine out of memory):
  --max-corpus-mb N (2048)     decompressed text per corpus file
  --max-corpus-lines N (10000000)  lines per corpus file
)";

// Words the run's setup and progress as lines on standard output.
class ProgressPrinter : public attn::TrainingRunObserver {
 public:
  ProgressPrinter(std::string tokenizer_type, bool batch_derived)
      : tokenizer_type_(std::move(tokenizer_type)), batch_derived_(batch_derived) {}

  void on_data(const attn::TrainingCorpora& d) override {
    std::printf("training data: %zu pairs%s\n", d.train.source.size(),
                d.has_validation
                    ? (", validation: " + std::to_string(d.valid.source.size()) + " pairs").c_str()
                    : "");
  }
  void on_resuming(const std::filesystem::path& dir) override { std::printf("resuming %s\n", dir.c_str()); }
  void on_tokenizer(const attn::Tokenizer& tokenizer, const attn::TokenizerTrainReport& report) override {
    std::printf("tokenizer: joint %s, %d pieces%s%s\n", tokenizer_type_.c_str(), tokenizer.vocab_size(),
                report.note.empty() ? "" : " — ", report.note.c_str());
  }
  void on_model(const attn::Model& model, const attn::Backend& backend) override {
    std::printf(
        "model: %d+%d layers, d_model %d, %d heads, d_ff %d, vocab %d, %.2fM parameters, backend %s\n",
        model.config.encoder_layers, model.config.decoder_layers, model.config.d_model, model.config.n_heads,
        model.config.d_ff, model.config.vocab_size, double(model.parameter_count()) / 1e6,
        backend.device().c_str());
  }
  void on_trainer(const attn::Trainer& trainer, std::int64_t target_tokens) override {
    if (batch_derived_)
      std::printf(
          "batch: %d padded target tokens per batch, chosen for a corpus of %lld target tokens "
          "(--batch-tokens overrides)\n",
          trainer.options().batch_tokens, static_cast<long long>(target_tokens));
  }
  void on_step(const attn::StepReport& r) override {
    char eta[32] = "?";
    if (r.eta_seconds >= 0) {
      const int s = int(r.eta_seconds);
      std::snprintf(eta, sizeof eta, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }
    std::printf(
        "step %7lld  epoch %3d  loss %.4f  nll %.4f  lr %.2e  |g| %.3f  %7.0f tok/s  elapsed %6.0fs  ETA "
        "%s\n",
        static_cast<long long>(r.step), r.epoch, r.loss, r.nll, r.learning_rate, r.grad_norm,
        r.tokens_per_second, r.elapsed_seconds, eta);
    std::fflush(stdout);
  }
  void on_validation(const attn::ValidationReport& r) override {
    std::printf("valid @ %lld  loss %.4f  ppl %.2f", static_cast<long long>(r.step), r.loss, r.perplexity);
    if (r.bleu >= 0) std::printf("  BLEU %.2f  chrF %.2f", r.bleu, r.chrf);
    std::printf("\n");
    std::fflush(stdout);
  }
  void on_checkpoint(const std::filesystem::path& dir, std::int64_t step) override {
    std::printf("checkpoint @ %lld -> %s\n", static_cast<long long>(step), dir.c_str());
    std::fflush(stdout);
  }
  void on_message(const std::string& text) override {
    std::printf("%s\n", text.c_str());
    std::fflush(stdout);
  }

 private:
  std::string tokenizer_type_;
  bool batch_derived_;
};

std::string dashes_to_underscores(std::string s) {
  for (auto& c : s)
    if (c == '-') c = '_';
  return s;
}

}  // namespace

int run_train(Args& args) {
  if (args.help()) {
    std::cout << kHelp << "\nconfig fields (after --preset; the table of attention/config_fields.h):\n";
    for (const attn::ConfigField& field : attn::config_fields())
      std::printf("  %-24s %-46s %s\n", attn::cli_flag(field).c_str(), attn::accepted_values(field).c_str(),
                  std::string(field.paper_term).c_str());
    return 0;
  }
  namespace fs = std::filesystem;
  const fs::path out = args.required("--out");
  const bool resume = args.flag("--resume");
  const auto task_name = args.value("--task");
  const auto srcs = args.values("--src"), tgts = args.values("--tgt");
  const auto tsv = args.value("--tsv");
  const auto valid_src = args.value("--valid-src"), valid_tgt = args.value("--valid-tgt");
  // Every numeric option has a range: a typo fails here, naming the option, before any data is read.
  attn::ToyTaskOptions toy;
  toy.alphabet_size = args.integer("--alphabet", 10, 1, 1000);
  toy.min_length = args.integer("--min-len", 3, 1, 1000);
  toy.max_length = args.integer("--max-len", 12, toy.min_length, 1000);
  const int task_pairs = args.integer("--task-pairs", 20000, 1, 10'000'000);
  const std::string preset = args.value("--preset").value_or(task_name ? "toy" : "tiny");
  const int vocab_size = args.integer("--vocab-size", 8000, 8, 1'000'000);
  const std::string tokenizer_type = args.value("--tokenizer").value_or("bpe");
  const std::string backend_spec = args.value("--backend").value_or("auto");
  const attn::CorpusLimits limits = corpus_limits(args);

  attn::TrainingOptions opt;
  opt.max_steps = args.integer64("--steps", 0, 0, attn::kMaxTrainSteps);
  opt.max_minutes = args.number("--minutes", 0, 0, 1e7);
  // 0: derived by the trainer from the corpus and the budget (attention/training_budget.h).
  opt.batch_tokens = args.integer("--batch-tokens", 0, 0, attn::kMaxBatchTokens);
  if (opt.batch_tokens != 0 && opt.batch_tokens < attn::kMinBatchTokens)
    throw attn::Error("option --batch-tokens must be 0 (derived) or at least " +
                      std::to_string(attn::kMinBatchTokens) + ", got " + std::to_string(opt.batch_tokens));
  opt.warmup_steps = int(args.integer64("--warmup", 0, 0, attn::kMaxWarmupSteps));
  opt.lr_factor = args.number("--lr-factor", 0, 0, attn::kMaxLrFactor);
  opt.cooldown_fraction = args.number("--cooldown", -1, 0, 0.99);
  opt.clip_norm = float(args.number("--clip-norm", 0, 0, attn::kMaxClipNorm));
  opt.seed = std::uint64_t(args.integer64("--seed", 1, 0, std::numeric_limits<std::int64_t>::max()));
  opt.max_length = args.integer("--max-length", 256, 1, attn::kMaxTrainingLength);
  opt.validate_every = args.integer("--validate-every", 1000, 0, std::numeric_limits<int>::max());
  opt.bleu_sentences = args.integer("--bleu-sentences", 500, 0, 1'000'000);
  opt.checkpoint_every = args.integer("--checkpoint-every", 1000, 0, std::numeric_limits<int>::max());
  opt.keep_checkpoints = args.integer("--keep-checkpoints", 5, 1, 1000);
  opt.average_last = args.integer("--average-last", 0, 0, 1000);
  opt.log_every = args.integer("--log-every", 10, 1, std::numeric_limits<int>::max());
  opt.snapshot_every = args.integer("--snapshot-every", 0, 0, std::numeric_limits<int>::max());
  opt.precision = attn::parse_training_precision(args.value("--precision").value_or("auto"));
  attn::ResumePolicy resume_policy;
  resume_policy.allow_option_changes = args.flag("--override");
  resume_policy.how_to_override = "add --override to continue with the new ones";
  if (resume_policy.allow_option_changes && !resume)
    throw attn::Error("--override only applies to --resume (it lets a resumed run change its options)");
  toy.seed = opt.seed;

  const auto init_from = args.value("--init-from");
  if (init_from && resume)
    throw attn::Error("--init-from starts a new run; --resume continues one: give one");
  attn::ModelConfig config = attn::preset_config(preset);
  const auto overrides = args.take_remaining_pairs();
  for (const auto& [key, value] : overrides)
    attn::set_config_field(config, dashes_to_underscores(key.substr(2)), value);
  args.finish();

  // The engine sets the run up as the app does; this command fills in the spec and words what happens.
  attn::TrainingRunSpec spec;
  if (task_name) {
    spec.task = attn::parse_toy_task(*task_name);
    if (!spec.task)
      throw attn::Error("unknown task '" + *task_name + "' (expected copy, reverse, sort or shift)");
  } else if (tsv) {
    spec.tsv = *tsv;
  } else if (!srcs.empty() || !tgts.empty()) {
    if (srcs.size() != tgts.size())
      throw attn::Error("give one --tgt for each --src (" + std::to_string(srcs.size()) + " --src, " +
                        std::to_string(tgts.size()) + " --tgt)");
    for (std::size_t i = 0; i < srcs.size(); ++i) spec.corpora.push_back({srcs[i], tgts[i]});
  } else {
    throw attn::Error("give a corpus (--src and --tgt, or --tsv) or a toy task (--task); see --help");
  }
  if (valid_src || valid_tgt) {
    if (!valid_src || !valid_tgt) throw attn::Error("--valid-src and --valid-tgt go together");
    spec.valid = attn::CorpusFiles{*valid_src, *valid_tgt};
  }
  if (tokenizer_type != "bpe" && tokenizer_type != "unigram")
    throw attn::Error("--tokenizer must be bpe or unigram");
  spec.toy = toy;
  spec.toy_pairs = task_pairs;
  spec.limits = limits;
  spec.resume = resume;
  spec.resume_policy = resume_policy;
  spec.config = config;
  spec.vocab_size = vocab_size;
  spec.tokenizer_type =
      tokenizer_type == "unigram" ? attn::TokenizerModelType::kUnigram : attn::TokenizerModelType::kBpe;
  spec.backend = backend_spec;
  spec.options = opt;
  spec.output_dir = out;
  if (init_from) {
    std::optional<attn::Model> model = attn::load_model(model_path(*init_from));
    // The shape and vocabulary come with the weights; regularisation is the new run's own.
    for (const auto& [key, value] : overrides) {
      const std::string field = dashes_to_underscores(key.substr(2));
      const attn::ConfigField* config_field = attn::find_config_field(field);
      if (!config_field || config_field->describes_network)
        throw attn::Error("--" + key.substr(2) +
                          " cannot change with --init-from: the model's shape comes with " +
                          "its weights (only dropout, attention/activation dropout and label smoothing can)");
      attn::set_config_field(model->config, field, value);
    }
    model->config.validate();
    std::printf("starting from %s (weights and tokenizer; new optimizer state and schedule)\n",
                init_from->c_str());
    spec.start_model = std::move(*model);
  }
  ProgressPrinter printer(tokenizer_type, opt.batch_tokens == 0);
  const auto result = attn::run_training(std::move(spec), &printer);
  if (result.outcome == attn::TrainingOutcome::kDiverged) {
    std::fprintf(stderr, "attention-cli train: error: %s\n", result.message.c_str());
    return 3;
  }
  std::printf("done: %lld steps, model in %s\n", static_cast<long long>(result.steps), out.c_str());
  return 0;
}

}  // namespace cli
