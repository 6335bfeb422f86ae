// Decoding one step at a time, for explaining it: what the model could have said next at every step of a
// given translation (the top-k tokens, their probabilities and the entropy of the distribution), and "what
// if it had said X here?": force a token at one step and let greedy decoding continue from there.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attention/decoding.h"
#include "attention/translator.h"

namespace attn {

struct NextTokenChoice {
  std::int32_t id = 0;
  std::string piece;
  float probability = 0;
};

// Step t: the model has read <s> y_1 .. y_t and predicts y_{t+1} (the last step predicts </s>).
struct DecodeStep {
  std::vector<NextTokenChoice> top;  // most probable first
  double entropy_bits = 0;           // H(p) = -sum p log2 p over the whole vocabulary
  std::int32_t chosen = 0;           // the token the translation has at this step (y_{t+1} or </s>)
  float chosen_probability = 0;
};

// A step's summary from its log-probabilities over the vocabulary [vocab]: the top_k producible tokens and
// the entropy; `chosen` is what the translation has at this step.
DecodeStep summarize_decode_step(const Tokenizer& tokenizer, const VocabularyInfo& specials,
                                 std::span<const float> log_probs, int top_k, std::int32_t chosen);

// One step per output token of `target` (EOS included), the same rows as Inspection::output_pieces.
// Padding and BOS never appear among the choices: decoding never produces them.
std::vector<DecodeStep> explain_decode_steps(Translator& translator, std::string_view source,
                                             std::string_view target, int top_k = 10);
// The same for the target as token ids (y_1..y_m, no BOS/EOS): the steps of exactly these pieces, e.g. the
// output ids of an Inspection, where re-encoding the text could pick others with the same text (3 vs ▁3).
std::vector<DecodeStep> explain_decode_steps(Translator& translator, std::string_view source,
                                             std::span<const std::int32_t> target_ids, int top_k = 10);

struct ForcedContinuation {
  std::vector<std::int32_t> ids;  // prefix + forced token + what greedy decoding added (no BOS/EOS)
  std::string text;
  float log_prob = 0;  // log P of the whole continuation, EOS included
};

// Keeps the first `prefix_length` tokens of `target`, puts `token` next, then decodes greedily to EOS
// (within the usual length limit). Forcing EOS ends the translation there. Throws attn::Error for a prefix
// longer than the target or a token outside the vocabulary (or padding / BOS).
ForcedContinuation continue_with_token(Translator& translator, std::string_view source,
                                       std::string_view target, int prefix_length, std::int32_t token,
                                       const DecodeOptions& options = {});

}  // namespace attn
