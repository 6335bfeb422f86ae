// Word alignments read off cross-attention, over a forced reference translation, and their alignment error
// rate against a gold standard.
//
// Words: the pieces of both sides are merged into words (words.h: the weights to an attended word's pieces
// are summed, an attending word's rows averaged), which are the whitespace-separated words of the text as
// SentencePiece marked them, so gold links index whitespace tokens from 0. The target word's row is, by
// default, the decoding step that outputs it (AlignmentStep::kOutput: the step predicting y_t, as the
// Translate view shows it); AlignmentStep::kInput takes the step that reads y_t as input instead (the
// one-step shift of Chen et al. 2020, "Accurate Word Alignment Induction from Neural Machine Translation").
// EOS: the source's </s> is no candidate (a target word is linked to the source word of largest weight among
// the real words), and the target's </s> (or <s>, with kInput) is no target word. So every target word gets
// exactly one link.
//
// Pharaoh format: one line per sentence pair, links "i-j" with i the source word and j the target word,
// counted from 0 and separated by spaces; an empty line has no links. Gold files may mark possible links as
// "i?j" or "ipj" (as fast_align-style and lilt alignment-scripts gold files do); "i-j" is a sure link, and
// every sure link is also possible (S ⊆ P).
//
// AER = 1 - (|A ∩ S| + |A ∩ P|) / (|A| + |S|) (Och & Ney 2003), counts summed over the whole set.
#pragma once

#include <compare>
#include <cstdint>
#include <filesystem>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attention/head_importance.h"
#include "attention/translator.h"

namespace attn {

struct AlignmentLink {
  int source = 0, target = 0;  // word indices from 0
  auto operator<=>(const AlignmentLink&) const = default;
};
using Alignment = std::vector<AlignmentLink>;  // sorted by (source, target), no duplicates

struct GoldAlignment {
  Alignment sure;
  Alignment possible;  // includes every sure link
};

// Throws attn::Error naming the file and line for a malformed link.
std::vector<GoldAlignment> parse_gold_alignments(const std::string& text, const std::string& file_name);
// Reads the file as read_corpus_lines does (a regular file or "-", plain or gzip, at most 256 MB, lines of
// at most kMaxCorpusLineBytes, UTF-8), so a FIFO or a device is refused before it is opened.
std::vector<GoldAlignment> read_gold_alignments(const std::filesystem::path& file);
// Predicted alignments are gold files without possible links.
std::string format_pharaoh(const Alignment& alignment);  // "0-0 1-2 …"

struct AerCounts {
  std::int64_t predicted = 0, sure = 0, predicted_sure = 0, predicted_possible = 0;
  void add(const Alignment& predicted_links, const GoldAlignment& gold);
  double aer() const;        // 1 when nothing was predicted and nothing is sure
  double precision() const;  // |A ∩ P| / |A|
  double recall() const;     // |A ∩ S| / |S|
};

enum class AlignmentStep { kOutput, kInput };

// One sentence pair's cross-attention at word level, EOS and BOS left out (see the top of this file).
struct WordCrossAttention {
  std::vector<std::string> source_words, target_words;
  int heads = 0;
  std::vector<std::vector<float>> layers;  // per layer: heads x target_words x source_words
};
WordCrossAttention word_cross_attention(const Inspection& inspection,
                                        AlignmentStep step = AlignmentStep::kOutput);

// Each row's first maximum (target_words rows, source_words columns).
Alignment argmax_alignment(std::span<const float> map, int target_words, int source_words);
Alignment head_alignment(const WordCrossAttention& words, int layer, int head);
// From the mean of the given cross-attention heads (HeadRef::kind is ignored); throws on an empty set or a
// head out of range.
Alignment mean_heads_alignment(const WordCrossAttention& words, const std::vector<HeadRef>& heads);
std::vector<HeadRef> every_cross_head(int layers, int heads);

// What the cross maps hold: the attention weights, or contributions (token_contributions.h) from one more
// traced pass per pair: value-weighted cross-attention (per head), or ALTI+'s source contributions (one
// "head" per layer: what has reached each decoder position after layer l).
enum class AlignmentEvidence { kAttention, kValueWeighted, kAlti };

struct AlignmentOptions {
  // Whose mean gives the alignment; empty: every cross-attention head, or with kAlti the last layer.
  std::vector<HeadRef> heads;
  AlignmentStep step = AlignmentStep::kOutput;
  AlignmentEvidence evidence = AlignmentEvidence::kAttention;
};

struct AlignmentReport {
  int layers = 0, heads = 0;          // of the maps aligned: 1 "head" per layer for kAlti
  std::vector<Alignment> alignments;  // per sentence pair, from options.heads
  // Pairs whose word count differs from the text's whitespace-separated tokens (their indices may be off).
  std::vector<int> mismatched_pairs;  // from 0; pairs with a blank side get no links
  // Only with gold:
  bool scored = false;
  AerCounts chosen;                          // options.heads
  std::vector<std::vector<AerCounts>> grid;  // [layer][head], each head alone
  std::vector<AerCounts> layer_means;        // [layer], the mean of the layer's heads
  HeadRef best_head;                         // lowest AER in the grid (the first of equals)
  int best_layer = 0;                        // lowest AER among layer_means
};

// Forced decoding of each source/target pair (batches of 32) and its alignment; with `gold` (one entry per
// pair, else attn::Error) also the AER of the chosen heads, of every head and of every layer's mean.
AlignmentReport align_pairs(Translator& translator, const std::vector<std::string>& sources,
                            const std::vector<std::string>& targets, const std::vector<GoldAlignment>* gold,
                            const AlignmentOptions& options = {}, const AnalysisControl& control = {});

}  // namespace attn
