#include "attention/toy_tasks.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <random>

#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {

namespace {

constexpr int kMaxAlphabet = 1000;  // make_toy_tokenizer's corpus grows with the square of the alphabet
constexpr int kMaxLength = 1000;

void check_alphabet(const ToyTaskOptions& o) {
  if (o.alphabet_size < 1 || o.alphabet_size > kMaxAlphabet) {
    throw Error("toy task alphabet_size must be in 1.." + std::to_string(kMaxAlphabet) + " (got " +
                std::to_string(o.alphabet_size) + ")");
  }
}

void check_options(const ToyTaskOptions& o) {
  check_alphabet(o);
  if (o.min_length < 1 || o.max_length < o.min_length || o.max_length > kMaxLength) {
    throw Error(
        "toy task lengths must satisfy 1 <= min_length <= max_length <= " + std::to_string(kMaxLength) +
        " (got " + std::to_string(o.min_length) + ".." + std::to_string(o.max_length) + ")");
  }
}

std::string symbol(int index) { return "s" + std::to_string(index); }

// Uniform in [0, n) by rejection: std::uniform_int_distribution's algorithm differs between standard
// libraries, and a seed must give the same corpus everywhere.
std::uint64_t uniform_below(std::mt19937_64& rng, std::uint64_t n) {
  constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();
  const std::uint64_t limit = kMax - kMax % n;  // a multiple of n
  for (;;) {
    const std::uint64_t x = rng();
    if (x < limit) return x % n;
  }
}

// The index k of a symbol spelled "s<k>" (canonical decimal), or -1.
int symbol_index(std::string_view s) {
  if (s.size() < 2 || s.size() > 10 || s[0] != 's' || (s[1] == '0' && s.size() > 2)) return -1;
  int value = 0;
  for (const char c : s.substr(1)) {
    if (c < '0' || c > '9') return -1;
    value = value * 10 + (c - '0');
  }
  return value;
}

std::string join(const std::vector<int>& indices) {
  std::string out;
  for (const int k : indices) {
    if (!out.empty()) out += ' ';
    out += symbol(k);
  }
  return out;
}

std::vector<int> target_indices(ToyTask task, const std::vector<int>& source, int alphabet_size) {
  std::vector<int> target = source;
  switch (task) {
    case ToyTask::kCopy:
      break;
    case ToyTask::kReverse:
      std::reverse(target.begin(), target.end());
      break;
    case ToyTask::kSort:
      std::stable_sort(target.begin(), target.end());
      break;
    case ToyTask::kShift:
      for (int& k : target) k = (k + 1) % alphabet_size;
      break;
  }
  return target;
}

char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

}  // namespace

std::optional<ToyTask> parse_toy_task(std::string_view name) {
  for (const ToyTask task : {ToyTask::kCopy, ToyTask::kReverse, ToyTask::kSort, ToyTask::kShift}) {
    const std::string_view candidate = toy_task_name(task);
    if (std::equal(name.begin(), name.end(), candidate.begin(), candidate.end(),
                   [](char a, char b) { return ascii_lower(a) == b; })) {
      return task;
    }
  }
  return std::nullopt;
}

std::string_view toy_task_name(ToyTask task) {
  switch (task) {
    case ToyTask::kCopy:
      return "copy";
    case ToyTask::kReverse:
      return "reverse";
    case ToyTask::kSort:
      return "sort";
    case ToyTask::kShift:
      return "shift";
  }
  return "unknown";
}

ToyCorpus generate_toy_corpus(ToyTask task, int n_pairs, const ToyTaskOptions& options) {
  check_options(options);
  if (n_pairs < 0) throw Error("toy corpus size must not be negative (got " + std::to_string(n_pairs) + ")");
  std::mt19937_64 rng(options.seed);
  const auto length_span = static_cast<std::uint64_t>(options.max_length - options.min_length + 1);
  ToyCorpus corpus;
  corpus.source.reserve(static_cast<std::size_t>(n_pairs));
  corpus.target.reserve(static_cast<std::size_t>(n_pairs));
  std::vector<int> source;
  for (int i = 0; i < n_pairs; ++i) {
    const int length = options.min_length + static_cast<int>(uniform_below(rng, length_span));
    source.resize(static_cast<std::size_t>(length));
    for (int& k : source) k = static_cast<int>(uniform_below(rng, std::uint64_t(options.alphabet_size)));
    corpus.source.push_back(join(source));
    corpus.target.push_back(join(target_indices(task, source, options.alphabet_size)));
  }
  return corpus;
}

std::vector<std::string> toy_alphabet(const ToyTaskOptions& options) {
  check_alphabet(options);
  std::vector<std::string> alphabet;
  for (int k = 0; k < options.alphabet_size; ++k) alphabet.push_back(symbol(k));
  return alphabet;
}

Tokenizer make_toy_tokenizer(const ToyTaskOptions& options) {
  const std::vector<std::string> alphabet = toy_alphabet(options);
  const int n = options.alphabet_size;
  // The word trainer orders pieces by descending frequency, then by spelling ("s10" before "s2"). Giving
  // symbol k a count of n - k makes the ids follow the index instead. Sentences stay short because
  // SentencePiece silently drops sentences longer than 4192 bytes.
  constexpr int kSymbolsPerSentence = 200;
  std::vector<std::string> corpus;
  for (int k = 0; k < n; ++k) {
    for (int left = n - k; left > 0; left -= kSymbolsPerSentence) {
      std::string sentence;
      for (int r = 0; r < std::min(left, kSymbolsPerSentence); ++r) {
        if (!sentence.empty()) sentence += ' ';
        sentence += alphabet[static_cast<std::size_t>(k)];
      }
      corpus.push_back(std::move(sentence));
    }
  }
  TokenizerTrainOptions train;
  train.type = TokenizerModelType::kWord;
  train.vocab_size = kEosId + 1 + n;
  Tokenizer tokenizer = Tokenizer::train({&corpus}, train);

  // Guard the promise in the header: a SentencePiece version that orders pieces differently must fail loudly.
  bool ok = tokenizer.vocab_size() == kEosId + 1 + n;
  for (int k = 0; ok && k < n; ++k) {
    ok = tokenizer.piece(kEosId + 1 + k) == "\u2581" + alphabet[static_cast<std::size_t>(k)];
  }
  if (!ok)
    throw Error("internal error: the toy tokenizer's vocabulary is not the specials plus the alphabet");
  return tokenizer;
}

std::vector<std::string> split_toy_symbols(std::string_view sentence) {
  std::vector<std::string> symbols;
  std::size_t pos = 0;
  while (pos < sentence.size()) {
    const std::size_t end = std::min(sentence.find(' ', pos), sentence.size());
    if (end > pos) symbols.emplace_back(sentence.substr(pos, end - pos));
    pos = end + 1;
  }
  return symbols;
}

std::vector<int> toy_alignment(ToyTask task, const std::vector<std::string>& source_symbols) {
  const int n = static_cast<int>(source_symbols.size());
  std::vector<int> alignment(static_cast<std::size_t>(n));
  std::iota(alignment.begin(), alignment.end(), 0);
  switch (task) {
    case ToyTask::kCopy:
    case ToyTask::kShift:
      break;
    case ToyTask::kReverse:
      std::reverse(alignment.begin(), alignment.end());
      break;
    case ToyTask::kSort: {
      std::vector<int> keys;
      keys.reserve(alignment.size());
      for (const std::string& s : source_symbols) {
        keys.push_back(symbol_index(s));
        if (keys.back() < 0) throw Error("toy symbol '" + s + "' is not of the form s<number>");
      }
      std::stable_sort(alignment.begin(), alignment.end(),
                       [&](int a, int b) { return keys[std::size_t(a)] < keys[std::size_t(b)]; });
      break;
    }
  }
  return alignment;
}

}  // namespace attn
