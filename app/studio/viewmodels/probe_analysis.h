// The numbers the Probe view shows for a set of candidate translations of one source: each candidate's log P
// (the sum of its per-token log P), which one the model prefers and by what margin, the words that differ
// between the candidates, and attention rows merged to words (words.h: the pieces of an attended word summed,
// the pieces of an attending word averaged).
#pragma once

#include <vector>

#include "attention/translator.h"
#include "attention/words.h"

namespace studio {

struct ProbeAnalysis {
  std::vector<double> log_probs;  // per candidate: the sum of its token log P (EOS included)
  int preferred = -1, runner_up = -1;
  double best_margin = 0;  // log P of the best minus the second best (0 with one candidate)
  // The candidate the others are measured against: the one the user expects (typed first) or the model's own
  // translation (generated swaps), and its log P minus the best other: > 0 when it wins.
  int reference = 0;
  double reference_margin = 0;
  std::vector<std::vector<bool>> piece_differs;  // per candidate, per output piece: in a differing word
  std::vector<int> first_diff_word;  // per candidate: its first output word that differs (-1: none)
};

// Candidates are compared word by word (output words: what each decoding step predicts) after their common
// beginning and before their common end. Without a difference, first_diff_word is the first German pronoun.
ProbeAnalysis analyseProbe(const std::vector<attn::Inspection>& candidates, int reference = 0);

// Rows: layer-major (layer, head) pairs; columns: the source words. Cross-attention of the decoding step(s)
// that predict output word `output_word`, and encoder self-attention from source word `source_word`.
std::vector<float> crossRowsToSourceWords(const attn::Inspection& in, int output_word);
std::vector<float> encoderRowsToSourceWords(const attn::Inspection& in, int source_word);

// The first English pronoun among the source words (it, he, she, they, him, her, them); 0 without one.
int defaultSourcePronoun(const attn::WordSpans& source_words);

}  // namespace studio
