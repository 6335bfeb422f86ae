// attention-cli: train, translate, evaluate, inspect and benchmark Transformer models from the shell.
#include <cstring>
#include <exception>
#include <iostream>
#include <new>
#include <string>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "commands.h"

namespace {

constexpr const char* kUsage =
    R"(attention-cli — train, translate and look inside Transformer translation models

usage: attention-cli <command> [options]     (attention-cli <command> --help for its options)

commands:
  train       train a model on a parallel corpus or a built-in toy task
  translate   translate stdin line by line (interactive at a terminal)
  eval        BLEU and chrF of a model on a test set, or of a translation file
  attention   every attention weight (all layers and heads) of one sentence pair, as JSON
  score       log-probability of given translations (forced decoding)
  contrast    accuracy on minimal pairs (is the correct translation scored above the wrong ones?)
  heads       which attention heads link a pronoun to its antecedent (WinoMT-format sentences)
              (--importance: which heads matter; --roles: what each head does)
  align       word alignments from cross-attention (Pharaoh format) and their AER against a gold file
  patch       causal tests of heads: how much of a pronoun's choice one head restores (activation patching)
  gender      WinoMT's gender accuracy: is the antecedent's occupation translated in its pronoun's gender?
  attribute   which source and target-prefix words a step's choice depends on (gradient attribution,
              --contrast WORD: why this word and not that one)
  augment     training pairs for pronoun agreement (it -> er/sie/es: --pronouns, --pronoun-pairs)
  bench       training throughput, decoding latency and memory
  devices     list the compute backends and devices this build can use
  export      write a shippable model folder (float16, checkpoint averaging)
  import      a Hugging Face MarianMT model (OPUS-MT) as a model folder: import --from hf-marian DIR --out MODEL
  models      list the bundled models (the names --model accepts) with their summaries
)";

}  // namespace

int main(int argc, char** argv) {
  attn::treat_file_size_limit_as_error();  // ulimit -f: an error naming the file, not SIGXFSZ
  if (argc < 2 || !std::strcmp(argv[1], "--help") || !std::strcmp(argv[1], "-h") ||
      !std::strcmp(argv[1], "help")) {
    std::cout << kUsage;
    return argc < 2 ? 2 : 0;
  }
  const std::string command = argv[1];
  cli::Args args(argc, argv, 2);
  try {
    if (command == "train") return cli::run_train(args);
    if (command == "translate") return cli::run_translate(args);
    if (command == "eval") return cli::run_eval(args);
    if (command == "attention") return cli::run_attention(args);
    if (command == "score") return cli::run_score(args);
    if (command == "contrast") return cli::run_contrast(args);
    if (command == "heads") return cli::run_heads(args);
    if (command == "align") return cli::run_align(args);
    if (command == "patch") return cli::run_patch(args);
    if (command == "gender") return cli::run_gender(args);
    if (command == "attribute") return cli::run_attribute(args);
    if (command == "augment") return cli::run_augment(args);
    if (command == "bench") return cli::run_bench(args);
    if (command == "devices") return cli::run_devices(args);
    if (command == "export") return cli::run_export(args);
    if (command == "import") return cli::run_import(args);
    if (command == "models") return cli::run_models(args);
    std::cerr << "attention-cli: unknown command '" << command << "'\n\n" << kUsage;
    return 2;
  } catch (const attn::Error& e) {
    std::cerr << "attention-cli " << command << ": error: " << e.what() << "\n";
    return 1;
  } catch (const std::bad_alloc&) {
    std::cerr << "attention-cli " << command << ": error: out of memory\n";
    return 1;
  } catch (const std::exception& e) {
    // Last resort: whatever escaped the translation into attn::Error still ends in a message and an exit
    // status, never in std::terminate.
    std::cerr << "attention-cli " << command << ": unexpected error: " << e.what() << "\n";
    return 1;
  }
}
