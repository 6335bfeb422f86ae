// Contrastive evaluation with minimal pairs (Müller et al. 2018, ContraPro; Sennrich 2017): the model scores
// a correct translation against wrong ones that differ in a few words (here, the German pronoun for "it"),
// and is right when the correct one has the highest log P. The margin says by how much.
//
// Item files are tab-separated, one item a line: the source, the correct translation, then one or more wrong
// ones. A line "# group: NAME" labels the items that follow it; other lines starting with "#" are comments,
// and blank lines are skipped.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "attention/translator.h"

namespace attn {

struct ContrastItem {
  std::string group;  // "" before the first "# group:" line
  std::string source;
  std::vector<std::string> candidates;  // candidates[0] is the correct translation
  int line = 0;                         // 1-based, in the file it came from
};

// Throws attn::Error naming the file and line for a malformed line (fewer than three fields, an empty field)
// and for a file without items.
std::vector<ContrastItem> read_contrast_items(const std::filesystem::path& file);
std::vector<ContrastItem> parse_contrast_items(const std::string& text, const std::string& file_name);

struct ContrastScore {
  std::vector<double> log_probs;  // log P(candidate | source), candidates in the item's order
  int preferred = 0;              // the candidate with the highest log P
  // log P(correct) - max log P(wrong): positive when the model is right, and by how much.
  double margin = 0;
  bool correct() const { return margin > 0; }  // a tie is not a preference
};

// Scores every candidate of every item (one forced-decoding batch an item).
std::vector<ContrastScore> score_contrast_items(Translator& translator,
                                                const std::vector<ContrastItem>& items);

struct ContrastGroupSummary {
  std::string group;
  int items = 0, correct = 0;
  double accuracy() const { return items > 0 ? double(correct) / double(items) : 0.0; }
};

// Overall first (group "" = all items), then each group in the order it first appears.
std::vector<ContrastGroupSummary> summarize_contrast(const std::vector<ContrastItem>& items,
                                                     const std::vector<ContrastScore>& scores);

}  // namespace attn
