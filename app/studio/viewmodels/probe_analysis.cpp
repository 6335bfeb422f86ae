#include "viewmodels/probe_analysis.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <span>

#include "viewmodels/pronoun_swaps.h"

namespace studio {

namespace {

// One row of every layer and head of `maps` (each heads x rows x cols), merged to words.
std::vector<float> mergedRows(const std::vector<std::vector<float>>& maps, int heads, int rows, int cols,
                              const attn::WordSpans& row_words, const attn::WordSpans& col_words, int row) {
  const int out_cols = col_words.size();
  std::vector<float> out;
  if (row < 0 || row >= row_words.size()) return out;
  out.reserve(maps.size() * std::size_t(heads) * std::size_t(out_cols));
  const std::size_t head_size = std::size_t(rows) * std::size_t(cols);
  for (const auto& layer : maps)
    for (int h = 0; h < heads; ++h) {
      const std::span<const float> map(layer.data() + std::size_t(h) * head_size, head_size);
      const auto merged = attn::merge_map_to_words(map, row_words, col_words);
      const auto first = merged.begin() + std::ptrdiff_t(row) * out_cols;
      out.insert(out.end(), first, first + out_cols);
    }
  return out;
}

bool isGermanPronounWord(const std::string& word) { return !germanPronounWords(word).empty(); }

}  // namespace

ProbeAnalysis analyseProbe(const std::vector<attn::Inspection>& candidates, int reference) {
  ProbeAnalysis a;
  const std::size_t n = candidates.size();
  a.reference = reference >= 0 && std::size_t(reference) < n ? reference : 0;
  std::vector<attn::WordSpans> words;
  for (const auto& c : candidates) {
    a.log_probs.push_back(std::accumulate(c.token_log_probs.begin(), c.token_log_probs.end(), 0.0));
    words.push_back(attn::group_pieces_into_words(c.output_pieces));
  }
  if (n == 0) return a;

  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](int x, int y) { return a.log_probs[std::size_t(x)] > a.log_probs[std::size_t(y)]; });
  a.preferred = order[0];
  if (n > 1) {
    a.runner_up = order[1];
    a.best_margin = a.log_probs[std::size_t(order[0])] - a.log_probs[std::size_t(order[1])];
    double best_other = -std::numeric_limits<double>::infinity();
    for (std::size_t c = 0; c < n; ++c)
      if (int(c) != a.reference) best_other = std::max(best_other, a.log_probs[c]);
    a.reference_margin = a.log_probs[std::size_t(a.reference)] - best_other;
  }

  // Common beginning and end over all candidates, in words.
  int shortest = std::numeric_limits<int>::max();
  for (const auto& w : words) shortest = std::min(shortest, w.size());
  auto same_at = [&](auto index_of) {
    for (std::size_t c = 1; c < n; ++c)
      if (words[c].words[std::size_t(index_of(c))] != words[0].words[std::size_t(index_of(0))]) return false;
    return true;
  };
  int prefix = 0;
  while (prefix < shortest && same_at([&](std::size_t) { return prefix; })) ++prefix;
  int suffix = 0;
  while (suffix < shortest - prefix && same_at([&](std::size_t c) { return words[c].size() - 1 - suffix; }))
    ++suffix;

  for (std::size_t c = 0; c < n; ++c) {
    const auto& w = words[c];
    const int end = w.size() - suffix;
    std::vector<bool> differs;
    for (int word : w.word_of_piece) differs.push_back(word >= prefix && word < end);
    a.piece_differs.push_back(std::move(differs));
    int first = prefix < end ? prefix : -1;
    for (int i = 0; first < 0 && i < w.size(); ++i)
      if (isGermanPronounWord(w.words[std::size_t(i)])) first = i;
    a.first_diff_word.push_back(first);
  }
  return a;
}

std::vector<float> crossRowsToSourceWords(const attn::Inspection& in, int output_word) {
  const auto& m = in.attention;
  return mergedRows(m.cross, m.heads, m.target_length, m.source_length,
                    attn::group_pieces_into_words(in.output_pieces),
                    attn::group_pieces_into_words(in.source_pieces), output_word);
}

std::vector<float> encoderRowsToSourceWords(const attn::Inspection& in, int source_word) {
  const auto& m = in.attention;
  const auto source = attn::group_pieces_into_words(in.source_pieces);
  return mergedRows(m.encoder_self, m.heads, m.source_length, m.source_length, source, source, source_word);
}

int defaultSourcePronoun(const attn::WordSpans& source_words) {
  for (int w = 0; w < source_words.size(); ++w)
    if (isEnglishPronoun(source_words.words[std::size_t(w)])) return w;
  return 0;
}

}  // namespace studio
