// Subword pieces grouped back into the words the user typed, and attention merged to that level.
//
// A piece that starts with SentencePiece's word marker "▁" begins a word; the pieces after it continue that
// word until the next marker (so "▁an" "imal" is "animal", and "▁street" "." is "street.", the same
// whitespace-separated words a user typed). Special pieces (<s>, </s>, <pad>, <unk>) are words of their own.
//
// Merging an attention map follows the usual convention (e.g. Clark et al. 2019, "What Does BERT Look At?"):
// the weights to the pieces of one attended word are summed, and the rows of the pieces of one attending
// word are averaged, so every merged row still sums to 1.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "attention/backend.h"

namespace attn {

struct WordSpans {
  std::vector<std::string> words;  // each word's text, markers removed
  std::vector<int> first_piece;  // word w covers pieces [first_piece[w], first_piece[w + 1]) (or to the end)
  std::vector<int> word_of_piece;  // the word each piece belongs to

  int size() const { return int(words.size()); }
  int pieces_in(int word) const;
};

WordSpans group_pieces_into_words(const std::vector<std::string>& pieces);

// One rows x cols map (row-major) at word level: [row_words.size()] x [col_words.size()].
std::vector<float> merge_map_to_words(std::span<const float> map, const WordSpans& row_words,
                                      const WordSpans& col_words);

// Every layer and head of every kind, merged: the source's words are the keys of encoder and cross
// attention and the queries of encoder attention; the target's words are the decoder's queries and keys.
AttentionMaps merge_attention_to_words(const AttentionMaps& maps, const WordSpans& source_words,
                                       const WordSpans& target_words);

}  // namespace attn
