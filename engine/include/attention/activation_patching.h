// Causal tests of heads by activation patching, as TransformerLens does for decoder-only models, here for the
// three attention kinds of an encoder-decoder model: a clean sentence ("The trophy didn't fit in the suitcase
// because it was too big.") and a counterfactual that differs in the antecedent ("The suitcase didn't fit in
// the trophy because ...") are both force-decoded with the same target prefix up to the pronoun. The metric
// is the logit difference at the step that chooses the pronoun,
//     m = log P(correct) − log P(wrong),
// over the FIRST piece of each word (the step chooses one piece; a word's later pieces come at later steps).
// One head's context (its slice before W^O, every query row) is copied from the clean run into the
// counterfactual ("corrupted") run, and the share of the change it restores is
//     (m_patched − m_corrupted) / (m_clean − m_corrupted).
// Optionally the residual stream where it enters each layer, one position at a time, is patched the same way.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "attention/head_mask.h"

namespace attn {

class Translator;

struct PatchingPair {
  std::string clean, corrupted;  // source sentences with the same number of tokens
  std::string correct, wrong;    // target words (the correct one for the clean sentence)
  std::string target_prefix;  // the translation up to the pronoun; empty: taken from the greedy translation
  int line = 0;               // in the pair file (0 when not from a file)
};

// A pair file: one pair a line, tab-separated: sentence, counterfactual, correct word, wrong word and
// optionally the target prefix; blank lines and lines starting with '#' are skipped. Throws attn::Error
// naming the file and line.
std::vector<PatchingPair> parse_patching_pairs(const std::string& text, const std::string& file_name);
std::vector<PatchingPair> read_patching_pairs(const std::filesystem::path& file);

struct PatchingOptions {
  bool residual = false;  // also patch the residual stream per layer and position (both stacks)
};

// One metric per cell of a grid, row-major [layer][column]: heads for a kind, positions for a residual grid.
struct PatchingGrid {
  std::string name;  // "encoder self", "decoder self", "cross", "encoder residual", "decoder residual"
  int layers = 0, columns = 0;
  std::vector<double> metric;  // m of the corrupted run with that one cell patched from the clean run
  double at(int layer, int column) const { return metric[std::size_t(layer) * columns + column]; }
};

struct PatchingResult {
  std::vector<std::string> clean_pieces, corrupted_pieces;  // the encoder's positions: tokens, </s>
  std::vector<std::string> prefix_pieces;                   // the decoder's forced prefix (no BOS)
  std::vector<std::string> target_pieces;                   // the decoder's positions: <s> and the prefix
  bool prefix_from_greedy = false;         // the prefix was cut from the clean sentence's greedy translation
  std::string greedy_translation;          // that translation, when it was used
  std::string correct_piece, wrong_piece;  // the first pieces the metric compares
  std::int32_t correct_id = 0, wrong_id = 0;
  int step = 0;                     // the decoder row that chooses the pronoun (= the prefix's length)
  double clean = 0, corrupted = 0;  // m in the two unpatched runs
  double clean_log_p_correct = 0, clean_log_p_wrong = 0, corrupted_log_p_correct = 0,
         corrupted_log_p_wrong = 0;
  std::string clean_top, corrupted_top;  // the piece each run would choose at the step
  std::vector<PatchingGrid> heads;       // encoder self, decoder self, cross: layers x heads
  std::vector<PatchingGrid> residual;    // encoder, decoder: layers x positions (with options.residual)
  int runs = 0;  // forward passes, the two unpatched ones and the clean recording included
  double seconds = 0;

  double total_effect() const { return clean - corrupted; }
  // (m − corrupted) / (clean − corrupted): 0 = no effect, 1 = the whole clean preference restored. NaN when
  // the two runs do not differ at all.
  double restored(double m) const;
};

// Runs the clean recording, the two unpatched runs and one patched run per head (and per residual cell).
// Throws attn::Error when the two sentences differ in token count, the two words share their first piece,
// or (without a prefix) the greedy translation contains neither word.
PatchingResult patch_pair(Translator& translator, const PatchingPair& pair,
                          const PatchingOptions& options = {});

// Over several pairs: the mean total effect and, per cell, the mean share restored over the pairs whose total
// effect is larger than `min_effect` in size (a share of a change below the model's noise is noise: dividing
// by a total effect near 0 gives shares of any size). Residual grids average only over pairs of one shape.
struct PatchingMean {
  int pairs = 0, pairs_with_effect = 0;  // all pairs; those whose |total effect| > min_effect
  double min_effect = 0;
  double total_effect = 0;                    // over all pairs
  std::vector<PatchingGrid> heads, residual;  // `metric` holds the mean share restored (NaN: no pair)
};
PatchingMean mean_patching(const std::vector<PatchingResult>& results, double min_effect = 0);

}  // namespace attn
