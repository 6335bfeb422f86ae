// One trip per inspected sentence: decode it (greedy or beam) and keep, from that same pass, what the
// attention views and the step panel show: the attention of the best hypothesis at every step (beam search
// carries it through its reorders, as CTranslate2's return_attention does) and what the model could have said
// at each step. The numbers are those of forced decoding of the result (Translator::inspect_ids and
// explain_decode_steps), up to floating-point rounding; the encoder runs once.
#pragma once

#include <string_view>
#include <vector>

#include "attention/decode_steps.h"
#include "attention/decoding.h"
#include "attention/translator.h"

namespace attn {

struct InspectedTranslation {
  std::vector<TranslationCandidate> candidates;  // n-best, best first
  Inspection inspection;                         // of candidates[0]
  std::vector<DecodeStep> steps;                 // one per output piece of candidates[0] when top_k > 0
};

// Throws attn::Error for an empty or invalid source, bad options, or a backend that cannot record attention
// while decoding (every backend of this engine can).
InspectedTranslation translate_and_inspect(Translator& translator, std::string_view source,
                                           const DecodeOptions& options, int top_k = 10);

}  // namespace attn
