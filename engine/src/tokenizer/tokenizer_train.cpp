// Tokenizer::train: feeds the in-memory corpora to SentencePiece's trainer through a SentenceIterator, so no
// temporary files are written.
#include <sentencepiece_processor.h>
#include <sentencepiece_trainer.h>

#include <cstdio>
#include <string>
#include <unordered_map>

#include "attention/error.h"
#include "attention/tokenizer.h"
#include "attention/vocab.h"

namespace attn {

namespace {

bool has_text(const std::string& s) { return s.find_first_not_of(" \t\r\n") != std::string::npos; }

// Walks every non-blank sentence of every corpus in order.
class CorporaIterator : public sentencepiece::SentenceIterator {
 public:
  explicit CorporaIterator(const std::vector<const std::vector<std::string>*>& corpora) : corpora_(corpora) {
    settle();
  }
  bool done() const override { return corpus_ >= corpora_.size(); }
  void Next() override {
    ++line_;
    settle();
  }
  const std::string& value() const override { return (*corpora_[corpus_])[line_]; }
  sentencepiece::util::Status status() const override { return {}; }

 private:
  // Moves to the next non-blank sentence at or after the current position.
  void settle() {
    while (corpus_ < corpora_.size()) {
      const auto* corpus = corpora_[corpus_];
      if (corpus != nullptr) {
        while (line_ < corpus->size() && !has_text((*corpus)[line_])) ++line_;
        if (line_ < corpus->size()) return;
      }
      ++corpus_;
      line_ = 0;
    }
  }

  const std::vector<const std::vector<std::string>*>& corpora_;
  std::size_t corpus_ = 0;
  std::size_t line_ = 0;
};

// SentencePiece prefixes its messages with "./src/file.cc(123) [condition] "; users need only the rest.
std::string readable(std::string message) {
  if (message.starts_with("./src/") || message.starts_with("src/")) {
    if (const auto end = message.find("] "); end != std::string::npos) message.erase(0, end + 2);
  }
  return message;
}

const char* model_type_name(TokenizerModelType type) {
  switch (type) {
    case TokenizerModelType::kBpe:
      return "bpe";
    case TokenizerModelType::kUnigram:
      return "unigram";
    case TokenizerModelType::kWord:
      return "word";
  }
  throw Error("unknown tokenizer model type");
}

}  // namespace

Tokenizer Tokenizer::train(const std::vector<const std::vector<std::string>*>& corpora,
                           const TokenizerTrainOptions& options, TokenizerTrainReport* report) {
  constexpr int kSpecials = kEosId + 1;
  if (options.vocab_size <= kSpecials) {
    throw Error("tokenizer vocab_size must be larger than " + std::to_string(kSpecials) + " (got " +
                std::to_string(options.vocab_size) + ")");
  }
  if (!(options.character_coverage > 0.0 && options.character_coverage <= 1.0)) {
    throw Error("tokenizer character_coverage must be in (0, 1] (got " +
                std::to_string(options.character_coverage) + ")");
  }
  if (options.max_sentences <= 0) throw Error("tokenizer max_sentences must be positive");
  if (CorporaIterator(corpora).done()) throw Error("cannot train a tokenizer: the corpus is empty");

  char coverage[32];
  std::snprintf(coverage, sizeof coverage, "%.17g", options.character_coverage);
  const std::unordered_map<std::string, std::string> args = {
      {"model_type", model_type_name(options.type)},
      {"vocab_size", std::to_string(options.vocab_size)},
      {"character_coverage", coverage},
      {"input_sentence_size", std::to_string(options.max_sentences)},
      {"shuffle_input_sentence", "true"},
      // Shrink instead of failing with "Vocabulary size too high" on small or repetitive corpora.
      {"hard_vocab_limit", "false"},
      {"pad_id", std::to_string(kPadId)},
      {"unk_id", std::to_string(kUnkId)},
      {"bos_id", std::to_string(kBosId)},
      {"eos_id", std::to_string(kEosId)},
      {"pad_piece", "<pad>"},
      {"unk_piece", "<unk>"},
      {"bos_piece", "<s>"},
      {"eos_piece", "</s>"},
      {"num_threads", "2"},
      // Keeps SentencePiece's progress log off stderr (errors still come back as a status).
      {"minloglevel", "2"},
  };
  // SentencePiece treats 0xffffffff as "seed from std::random_device"; fold the 64-bit seed around it.
  auto seed = static_cast<unsigned int>(options.seed ^ (options.seed >> 32));
  if (seed == ~0u) seed = 0;
  sentencepiece::SetRandomGeneratorSeed(seed);

  CorporaIterator sentences(corpora);
  std::string model_proto;
  const auto status = sentencepiece::SentencePieceTrainer::Train(args, &sentences, &model_proto);
  if (!status.ok()) throw Error("tokenizer training failed: " + readable(status.message()));

  Tokenizer tokenizer = from_serialized(std::move(model_proto));
  if (report != nullptr) {
    report->requested_vocab_size = options.vocab_size;
    report->actual_vocab_size = tokenizer.vocab_size();
    report->note.clear();
    if (report->actual_vocab_size < report->requested_vocab_size) {
      report->note = "vocabulary shrunk from " + std::to_string(report->requested_vocab_size) + " to " +
                     std::to_string(report->actual_vocab_size) + ": the corpus is too small for more pieces";
    }
  }
  return tokenizer;
}

}  // namespace attn
