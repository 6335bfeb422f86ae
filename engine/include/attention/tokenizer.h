// Subword tokenizer: a thin wrapper around a SentencePiece model. The serialized ModelProto is the whole
// state (it is what a .model file holds), so a tokenizer can be embedded in a checkpoint byte for byte.
// Special ids are always those of vocab.h (pad 0, unk 1, bos 2, eos 3); loading a model that disagrees fails.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

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

  // Trains one joint model on every sentence of every corpus (e.g. source and target sides together),
  // in memory; writes no files. When the corpus cannot support the requested vocabulary, the vocabulary
  // shrinks instead of failing and `report->note` says so. Throws attn::Error on an empty corpus or bad
  // options. Not thread-safe against other concurrent trainings (SentencePiece keeps global state).
  static Tokenizer train(const std::vector<const std::vector<std::string>*>& corpora,
                         const TokenizerTrainOptions& options, TokenizerTrainReport* report = nullptr);

  void save(const std::filesystem::path& model_file) const;  // atomic; throws attn::Error
  const std::string& serialized() const;                     // the .model bytes

  int vocab_size() const;  // including the specials

  std::vector<std::int32_t> encode(std::string_view text) const;  // adds no BOS/EOS
  // Skips pad, bos and eos; unknown pieces read " ⁇ ". Throws attn::Error on an id outside the vocabulary.
  std::string decode(std::span<const std::int32_t> ids) const;
  // Display labels such as "▁Hund", "<s>", "</s>", "<pad>", "<unk>". Throw attn::Error on a bad id.
  std::vector<std::string> pieces(std::span<const std::int32_t> ids) const;
  std::string piece(std::int32_t id) const;

 private:
  struct Impl;
  explicit Tokenizer(std::shared_ptr<const Impl> impl);
  void check_id(std::int32_t id) const;

  // Shared and immutable: copies are cheap, and const use from several threads is safe.
  std::shared_ptr<const Impl> impl_;
};

}  // namespace attn
