// The engine's front door for front ends: translate text, inspect attention, score given translations.
// Not thread-safe: one Translator per worker thread (the backend keeps per-call buffers).
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "attention/backend.h"
#include "attention/decoding.h"
#include "attention/model.h"

namespace attn {

struct TranslationCandidate {
  std::string text;
  std::vector<std::int32_t> ids;
  float log_prob = 0, score = 0;
};

struct Translation {
  std::string source;
  std::vector<std::int32_t> source_ids;
  std::vector<TranslationCandidate> candidates;  // n-best, best first; candidates[0] is the translation
  const std::string& text() const { return candidates.front().text; }
};

// Everything the attention views draw for one sentence pair.
struct Inspection {
  std::vector<std::string> source_pieces;  // the keys of encoder and cross attention: x_1..x_n </s>
  std::vector<std::string> target_pieces;  // the decoder's queries: <s> y_1..y_m
  std::vector<std::string> output_pieces;  // what each query predicts: y_1..y_m </s>
  std::vector<std::int32_t> output_ids;    // their ids: pieces with the same text can differ (3 and ▁3)
  std::vector<float> token_log_probs;      // log P of each output piece
  AttentionMaps attention;
  std::string target_text;  // the given or translated target
};

class Translator {
 public:
  Translator(Model model, std::unique_ptr<Backend> backend);
  // Shares an immutable model (the app's workers all read the one the session loaded) instead of copying it.
  Translator(std::shared_ptr<const Model> model, std::unique_ptr<Backend> backend);

  const Model& model() const { return *model_; }
  Backend& backend() { return *backend_; }
  // The weights decoding streams (attention/compute_type.h), as apply_compute_type sets them for this
  // model: kAuto follows how it is stored. The constructor applies kAuto.
  void set_compute_type(ComputeType requested);
  ComputeType compute_type() const { return backend_->compute_type(); }
  // Replaces the parameters (e.g. a newer checkpoint of the same configuration); the shared model is not
  // touched: this translator gets its own copy with the new parameters.
  void set_parameters(std::vector<float> parameters);

  // The source's token ids (no EOS); invalid UTF-8 or a text longer than the model's positions throws.
  std::vector<std::int32_t> encode_source(std::string_view text) const {
    return encode_checked(text, "source");
  }

  // Empty lines translate to empty text. Invalid UTF-8 or an over-long sentence throws attn::Error.
  std::vector<Translation> translate(const std::vector<std::string>& sentences, const DecodeOptions& options);
  // With no target, the greedy translation is inspected.
  Inspection inspect(std::string_view source, std::optional<std::string_view> target,
                     const DecodeOptions& options = {});
  // The target as the model's token ids (y_1..y_m, no BOS/EOS), e.g. a beam hypothesis: re-encoding its text
  // can give other pieces than the ones decoding produced (3 vs ▁3).
  Inspection inspect_ids(std::string_view source, std::span<const std::int32_t> target_ids);
  // inspect() of many given pairs at once: one forced-decoding batch per 32 pairs, the same numbers.
  std::vector<Inspection> inspect_pairs(const std::vector<std::string>& sources,
                                        const std::vector<std::string>& targets);
  // log P(target | source) of each pair (forced decoding, EOS included).
  std::vector<double> score(const std::vector<std::string>& sources, const std::vector<std::string>& targets);

 private:
  std::vector<std::int32_t> encode_checked(std::string_view text, const char* side) const;
  Inspection inspect_encoded(const std::vector<std::int32_t>& src, std::vector<std::int32_t> tgt);

  std::shared_ptr<const Model> model_;
  std::unique_ptr<Backend> backend_;
};

}  // namespace attn
