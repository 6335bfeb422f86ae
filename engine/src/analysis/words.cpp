#include "attention/words.h"

#include <string_view>

#include "attention/error.h"

namespace attn {
namespace {

constexpr std::string_view kWordMarker = "\xE2\x96\x81";  // U+2581, SentencePiece's "▁"

bool is_special(const std::string& piece) {
  return piece.size() >= 3 && piece.front() == '<' && piece.back() == '>';
}

}  // namespace

int WordSpans::pieces_in(int word) const {
  const int end = word + 1 < size() ? first_piece[std::size_t(word) + 1] : int(word_of_piece.size());
  return end - first_piece[std::size_t(word)];
}

WordSpans group_pieces_into_words(const std::vector<std::string>& pieces) {
  WordSpans w;
  bool previous_special = true;  // the first piece always begins a word
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    const std::string& p = pieces[i];
    const bool special = is_special(p);
    const bool marked = std::string_view(p).starts_with(kWordMarker);
    if (special || marked || previous_special) {
      w.first_piece.push_back(int(i));
      w.words.emplace_back();
    }
    w.words.back() += marked ? p.substr(kWordMarker.size()) : p;
    w.word_of_piece.push_back(w.size() - 1);
    previous_special = special;
  }
  return w;
}

std::vector<float> merge_map_to_words(std::span<const float> map, const WordSpans& row_words,
                                      const WordSpans& col_words) {
  const std::size_t rows = row_words.word_of_piece.size(), cols = col_words.word_of_piece.size();
  if (map.size() != rows * cols)
    throw Error("attention map of " + std::to_string(map.size()) + " values does not match " +
                std::to_string(rows) + " x " + std::to_string(cols) + " pieces");
  const std::size_t word_cols = std::size_t(col_words.size());
  std::vector<float> merged(std::size_t(row_words.size()) * word_cols, 0.0f);
  for (std::size_t r = 0; r < rows; ++r) {
    const int row_word = row_words.word_of_piece[r];
    // Mean over the attending word's pieces: each contributes 1/n of its row.
    const float share = 1.0f / float(row_words.pieces_in(row_word));
    float* out = merged.data() + std::size_t(row_word) * word_cols;
    for (std::size_t c = 0; c < cols; ++c) out[col_words.word_of_piece[c]] += share * map[r * cols + c];
  }
  return merged;
}

namespace {

// Each head's [rows x cols] block of a [heads][rows][cols] layer map, merged.
std::vector<float> merge_layer(const std::vector<float>& layer, int heads, const WordSpans& row_words,
                               const WordSpans& col_words) {
  const std::size_t block = row_words.word_of_piece.size() * col_words.word_of_piece.size();
  const std::size_t merged_block = std::size_t(row_words.size()) * std::size_t(col_words.size());
  if (layer.size() != block * std::size_t(heads))
    throw Error("an attention layer does not match the sentence's pieces");
  std::vector<float> out(merged_block * std::size_t(heads));
  for (int h = 0; h < heads; ++h) {
    const auto m =
        merge_map_to_words(std::span(layer).subspan(block * std::size_t(h), block), row_words, col_words);
    std::copy(m.begin(), m.end(), out.begin() + std::ptrdiff_t(merged_block * std::size_t(h)));
  }
  return out;
}

}  // namespace

AttentionMaps merge_attention_to_words(const AttentionMaps& maps, const WordSpans& source_words,
                                       const WordSpans& target_words) {
  AttentionMaps out;
  out.heads = maps.heads;
  out.source_length = source_words.size();
  out.target_length = target_words.size();
  for (const auto& layer : maps.encoder_self)
    out.encoder_self.push_back(merge_layer(layer, maps.heads, source_words, source_words));
  for (const auto& layer : maps.decoder_self)
    out.decoder_self.push_back(merge_layer(layer, maps.heads, target_words, target_words));
  for (const auto& layer : maps.cross)
    out.cross.push_back(merge_layer(layer, maps.heads, target_words, source_words));
  return out;
}

}  // namespace attn
