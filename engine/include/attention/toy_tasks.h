// Procedural toy tasks: a model learns them in minutes without a corpus, and their correct attention is
// known exactly (toy_alignment), so tests and the app can check what a trained model attends to.
// Symbols are spelled "s0", "s1", ... ("s" + index): SentencePiece's word model keeps each as one piece.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "attention/tokenizer.h"

namespace attn {

enum class ToyTask {
  kCopy,
  kReverse,
  kSort,   // ascending by symbol index (s2 before s10), stable
  kShift,  // each symbol s<k> becomes s<(k+1) mod alphabet_size>
};

// Names are "copy", "reverse", "sort", "shift"; parsing ignores ASCII case.
std::optional<ToyTask> parse_toy_task(std::string_view name);
std::string_view toy_task_name(ToyTask task);

struct ToyTaskOptions {
  int alphabet_size = 10;  // 1 .. 1000
  int min_length = 3;      // symbols per sentence, 1 <= min_length <= max_length <= 1000
  int max_length = 12;
  std::uint64_t seed = 1;
};

struct ToyCorpus {
  std::vector<std::string> source, target;  // space-separated symbols, e.g. "s3 s1 s4" -> "s4 s1 s3"
};

// Deterministic for given options on every platform. Throws attn::Error on invalid options or n_pairs < 0.
ToyCorpus generate_toy_corpus(ToyTask task, int n_pairs, const ToyTaskOptions& options);

// The symbols "s0" .. "s<alphabet_size-1>" in index order. Throws attn::Error on an invalid alphabet size.
std::vector<std::string> toy_alphabet(const ToyTaskOptions& options);

// A word-model tokenizer whose vocabulary is exactly the 4 specials followed by the alphabet in index order:
// symbol s<k> has id 4 + k (so vocab_size() == 4 + alphabet_size). Deterministic.
Tokenizer make_toy_tokenizer(const ToyTaskOptions& options);

// Splits a toy sentence at spaces into its symbols.
std::vector<std::string> split_toy_symbols(std::string_view sentence);

// For each target position, the source position its content comes from: copy i->i, reverse i->n-1-i,
// sort: the source index of the symbol placed at i (stable), shift i->i. Throws attn::Error for kSort when
// a symbol is not spelled "s<k>".
std::vector<int> toy_alignment(ToyTask task, const std::vector<std::string>& source_symbols);

}  // namespace attn
