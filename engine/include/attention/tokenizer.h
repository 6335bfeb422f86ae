// Subword tokenizer over SentencePiece, in one of two forms:
// - joint (every model this project trains): one SentencePiece model for both languages, whose ids are the
//   model's ids, with vocab.h's special ids (pad 0, unk 1, bos 2, eos 3); stored as tokenizer.model;
// - separate (Marian/OPUS-MT): source.spm encodes the source, target.spm decodes the output, and a shared
//   vocabulary (vocab.json: piece -> model id) maps their pieces to the model's ids; a piece missing from it
//   is the model's unk. Stored as source.spm, target.spm and vocab.json.
// Front ends use the same calls for both: encode_source/encode_target, decode, piece(s).
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attention/vocab.h"

namespace attn {

enum class TokenizerModelType {
  kBpe,
  kUnigram,
  kWord,  // every whitespace-separated word is one piece (unknown words become <unk>); for toy tasks
};

struct TokenizerTrainOptions {
  int vocab_size = 8000;  // including the 4 specials
  TokenizerModelType type = TokenizerModelType::kBpe;
  double character_coverage = 1.0;  // in (0, 1]; characters outside the coverage become <unk>
  std::uint64_t seed = 1;           // sentence sampling when the corpus exceeds max_sentences
  int max_sentences = 2'000'000;    // larger corpora are randomly subsampled to this many sentences
};

struct TokenizerTrainReport {
  int requested_vocab_size = 0;
  int actual_vocab_size = 0;
  std::string note;  // empty unless something noteworthy happened, e.g. the vocabulary shrank
};

class Tokenizer {
 public:
  // Throws attn::Error naming the file when it is missing, unreadable, corrupt or uses other special ids.
  static Tokenizer load(const std::filesystem::path& model_file);
  // `model_proto`: the bytes of a .model file. Throws attn::Error like load().
  static Tokenizer from_serialized(std::string model_proto);
  // A separate tokenizer: the bytes of source.spm and target.spm, the model's pieces by id (vocab.json) and
  // its special ids, which must name pieces of `vocabulary`. Throws attn::Error saying what is wrong.
  static Tokenizer from_separate(std::string source_proto, std::string target_proto,
                                 std::vector<std::string> vocabulary, const VocabularyInfo& specials);

  // The tokenizer files a model folder holds: tokenizer.model, or source.spm + target.spm + vocab.json.
  static bool folder_has_joint(const std::filesystem::path& dir);
  // Reads the folder's tokenizer files (whichever form it holds) for a model with `specials`; a joint
  // tokenizer's ids must then be vocab.h's. Throws attn::Error naming the file.
  static Tokenizer load_folder(const std::filesystem::path& dir, const VocabularyInfo& specials);
  // Writes this tokenizer's files into `dir`, each atomically; file_names() lists them.
  void save_folder(const std::filesystem::path& dir) const;
  std::vector<std::string> file_names() const;

  // Trains one joint model on every sentence of every corpus (e.g. source and target sides together),
  // in memory; writes no files. When the corpus cannot support the requested vocabulary, the vocabulary
  // shrinks instead of failing and `report->note` says so. Throws attn::Error on an empty corpus or bad
  // options. Not thread-safe against other concurrent trainings (SentencePiece keeps global state).
  static Tokenizer train(const std::vector<const std::vector<std::string>*>& corpora,
                         const TokenizerTrainOptions& options, TokenizerTrainReport* report = nullptr);

  // Joint tokenizers only (attn::Error otherwise): the .model file and its bytes.
  void save(const std::filesystem::path& model_file) const;  // atomic; throws attn::Error
  const std::string& serialized() const;                     // the .model bytes

  bool is_joint() const;
  int vocab_size() const;                  // including the specials
  const VocabularyInfo& specials() const;  // the special ids (vocab.h's for a joint tokenizer)

  // Model ids of a text; adds no BOS/EOS.
  std::vector<std::int32_t> encode_source(std::string_view text) const;
  std::vector<std::int32_t> encode_target(std::string_view text) const;
  std::vector<std::int32_t> encode(std::string_view text) const { return encode_source(text); }
  // Target text of model ids. Skips pad, bos, eos and the decoder start; unknown pieces read " ⁇ ". Throws
  // attn::Error on an id outside the vocabulary.
  std::string decode(std::span<const std::int32_t> ids) const;
  // Display labels such as "▁Hund", "<s>", "</s>", "<pad>", "<unk>". Throw attn::Error on a bad id.
  std::vector<std::string> pieces(std::span<const std::int32_t> ids) const;
  std::string piece(std::int32_t id) const;

 private:
  struct Impl;
  explicit Tokenizer(std::shared_ptr<const Impl> impl);
  std::vector<std::int32_t> encode_with(bool target, std::string_view text) const;
  void check_id(std::int32_t id) const;

  // Shared and immutable: copies are cheap, and const use from several threads is safe.
  std::shared_ptr<const Impl> impl_;
};

}  // namespace attn
