// The antecedent head finder: which attention head links a pronoun to the noun it refers to?
//
// Input is WinoMT's format (Stanovsky et al. 2019): gender <TAB> the antecedent's 0-based word index <TAB>
// the sentence <TAB> the antecedent noun; one he / she / his / her / him (they / them / their in the
// "neutral" sentences) in each sentence refers to one of
// two people. For every head the finder compares, at word level (words.h), the weight from the pronoun to its
// antecedent with the weight to the other person (the distractor), as Clark et al. 2019 did for BERT's
// coreference heads:
//   - encoder self-attention: the row of the English pronoun;
//   - cross-attention: the row of the decoding step that chooses the German pronoun (the step whose output is
//     er / sie / ihn / ihm / ihr / sein…), on the model's own greedy translation.
// A head is right on a sentence when antecedent weight > distractor weight. Heads are ranked by the lower end
// of the Wilson 95 % interval of that accuracy (what generalises to new sentences, not the best raw score on
// a small set), against two baselines: the mean over heads, and "the nearest preceding person".
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "attention/translator.h"

namespace attn {

struct AntecedentItem {
  std::string gender;  // as the file gives it ("female", "male", …)
  std::string sentence;
  std::string noun;  // the antecedent as the file names it
  int antecedent_word = -1;
  int pronoun_word = -1;  // the first he / she / his / her / him (they / them / their when neutral)
  int distractor_word =
      -1;  // the other person; -1 when none was found (then the item only counts for weights)
  int line = 0;
};

// Reads a WinoMT-format file. The distractor is the other word of the sentence that is one of the file's
// antecedent nouns (every person in such a set is somebody's antecedent), else the nearest "the/a/an X"
// before the pronoun. Throws attn::Error naming the file and line for a malformed line.
std::vector<AntecedentItem> read_antecedent_items(const std::filesystem::path& file);
std::vector<AntecedentItem> parse_antecedent_items(const std::string& text, const std::string& file_name);

// A proportion with its Wilson score interval (95 %).
struct Proportion {
  int successes = 0, trials = 0;
  double value() const { return trials > 0 ? double(successes) / double(trials) : 0.0; }
  double low() const;
  double high() const;
};

enum class HeadKind { kEncoderSelf, kCross };

struct HeadScore {
  HeadKind kind = HeadKind::kEncoderSelf;
  int layer = -1, head = -1;          // -1: the mean over the heads of every layer (a baseline)
  Proportion accuracy;                // antecedent weight > distractor weight
  double mean_antecedent_weight = 0;  // over the items it was measured on
  double mean_distractor_weight = 0;
};

// What one item gave, for showing where a head is right and where it is wrong.
struct AntecedentObservation {
  int item = 0;
  std::string translation;       // the model's greedy translation
  int target_pronoun_word = -1;  // in the translation's words; -1: no German pronoun found
  // [layer * heads + head]: weight to the antecedent and to the distractor (words merged).
  std::vector<float> encoder_antecedent, encoder_distractor, cross_antecedent, cross_distractor;
};

struct AntecedentReport {
  int items = 0;
  int items_with_distractor = 0;
  int items_with_target_pronoun = 0;
  std::vector<HeadScore> encoder_heads, cross_heads;  // best first (by the interval's lower end)
  HeadScore encoder_mean, cross_mean;                 // baseline: the mean over every layer and head
  Proportion nearest_preceding;                       // baseline: the nearer person before the pronoun
  std::vector<AntecedentObservation> observations;    // in item order
  bool cancelled = false;
};

// `progress(done, total)` is called after each item; returning false stops early (report.cancelled).
AntecedentReport find_antecedent_heads(Translator& translator, const std::vector<AntecedentItem>& items,
                                       const std::function<bool(int, int)>& progress = {});

const char* head_kind_name(HeadKind kind);  // "encoder" or "cross"

}  // namespace attn
