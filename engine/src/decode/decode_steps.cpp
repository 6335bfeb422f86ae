#include "attention/decode_steps.h"

#include <algorithm>
#include <cmath>

#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {

namespace {

std::vector<std::int32_t> encode_side(const Translator& translator, std::string_view text, const char* side) {
  if (!is_valid_utf8(text)) throw Error(std::string("the ") + side + " text is not valid UTF-8");
  const Tokenizer& tokenizer = translator.model().tokenizer;
  std::vector<std::int32_t> ids =
      std::string_view(side) == "target" ? tokenizer.encode_target(text) : tokenizer.encode_source(text);
  const int limit = translator.model().config.max_positions - 1;  // EOS (source) or BOS (target)
  if (int(ids.size()) > limit)
    throw Error(std::string("the ") + side + " text is too long: " + std::to_string(ids.size()) +
                " tokens, this model handles at most " + std::to_string(limit));
  return ids;
}

}  // namespace

DecodeStep summarize_decode_step(const Tokenizer& tokenizer, const VocabularyInfo& specials,
                                 std::span<const float> log_probs, int top_k, std::int32_t chosen) {
  const int vocab = int(log_probs.size());
  DecodeStep step;
  step.chosen = chosen;
  step.chosen_probability = std::exp(log_probs[chosen]);
  double entropy = 0;
  for (int v = 0; v < vocab; ++v) {
    const double p = std::exp(double(log_probs[v]));
    if (p > 0) entropy -= p * std::log2(p);
  }
  step.entropy_bits = entropy;
  std::vector<std::int32_t> order;
  order.reserve(std::size_t(vocab));
  for (std::int32_t v = 0; v < vocab; ++v)
    if (specials.producible(v)) order.push_back(v);
  const std::size_t k = std::min<std::size_t>(std::size_t(std::max(0, top_k)), order.size());
  std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(k), order.end(),
                    [&](std::int32_t a, std::int32_t b) {
                      return log_probs[a] > log_probs[b] || (log_probs[a] == log_probs[b] && a < b);
                    });
  for (std::size_t i = 0; i < k; ++i)
    step.top.push_back({order[i], tokenizer.piece(order[i]), float(std::exp(log_probs[order[i]]))});
  return step;
}

std::vector<DecodeStep> explain_decode_steps(Translator& translator, std::string_view source,
                                             std::string_view target, int top_k) {
  const std::vector<std::int32_t> tgt = encode_side(translator, target, "target");
  return explain_decode_steps(translator, source, tgt, top_k);
}

std::vector<DecodeStep> explain_decode_steps(Translator& translator, std::string_view source,
                                             std::span<const std::int32_t> tgt, int top_k) {
  const std::vector<std::int32_t> src = encode_side(translator, source, "source");
  if (src.empty()) throw Error("nothing to explain: the source text is empty");
  const int vocab = translator.model().config.vocab_size;
  const VocabularyInfo specials = translator.model().config.vocabulary();
  for (const std::int32_t id : tgt)
    if (id < 0 || id >= vocab || !specials.producible(id))
      throw Error("token id " + std::to_string(id) + " cannot be produced (the vocabulary has " +
                  std::to_string(vocab) + " ids)");
  if (int(tgt.size()) > translator.model().config.max_positions - 1)
    throw Error("the target is too long: " + std::to_string(tgt.size()) +
                " tokens, this model handles at most " +
                std::to_string(translator.model().config.max_positions - 1));
  const int steps = int(tgt.size()) + 1;  // y_1 .. y_m, then </s>
  const int rows[] = {0};
  const auto session = translator.backend().start_decoding({src}, rows, steps);
  std::vector<float> log_probs(static_cast<std::size_t>(vocab));
  std::vector<DecodeStep> out;
  out.reserve(std::size_t(steps));
  for (int t = 0; t < steps; ++t) {
    const std::int32_t last[] = {t == 0 ? specials.decoder_start : tgt[std::size_t(t - 1)]};
    session->step(last, t, log_probs);
    const std::int32_t chosen = t < int(tgt.size()) ? tgt[std::size_t(t)] : specials.eos;
    out.push_back(summarize_decode_step(translator.model().tokenizer, specials, log_probs, top_k, chosen));
  }
  return out;
}

ForcedContinuation continue_with_token(Translator& translator, std::string_view source,
                                       std::string_view target, int prefix_length, std::int32_t token,
                                       const DecodeOptions& options) {
  const std::vector<std::int32_t> src = encode_side(translator, source, "source");
  if (src.empty()) throw Error("nothing to continue: the source text is empty");
  const std::vector<std::int32_t> tgt = encode_side(translator, target, "target");
  const int vocab = translator.model().config.vocab_size;
  const VocabularyInfo specials = translator.model().config.vocabulary();
  if (prefix_length < 0 || prefix_length > int(tgt.size()))
    throw Error("the forced step " + std::to_string(prefix_length + 1) + " is outside the translation's " +
                std::to_string(tgt.size() + 1) + " steps");
  if (token < 0 || token >= vocab || !specials.producible(token))
    throw Error("token id " + std::to_string(token) + " cannot be produced (the vocabulary has " +
                std::to_string(vocab) + " ids; padding and <s> are never output)");
  const int limit = max_decode_length(int(src.size()), options, translator.model().config.max_positions);
  if (prefix_length + 1 > limit)
    throw Error("the forced step " + std::to_string(prefix_length + 1) +
                " is past the longest translation (" + std::to_string(limit) + " tokens) this source allows");

  ForcedContinuation out;
  out.ids.assign(tgt.begin(), tgt.begin() + prefix_length);
  if (token != specials.eos) out.ids.push_back(token);
  const int rows[] = {0};
  const auto session = translator.backend().start_decoding({src}, rows, limit);
  std::vector<float> log_probs(static_cast<std::size_t>(vocab));
  // Read the forced part (prefix, then the chosen token) and keep going greedily until </s>.
  std::int32_t last = specials.decoder_start;
  for (int t = 0; t < limit; ++t) {
    const std::int32_t fed[] = {last};
    session->step(fed, t, log_probs);
    std::int32_t next;
    if (t < prefix_length) {
      next = tgt[std::size_t(t)];
    } else if (t == prefix_length) {
      next = token;
    } else {
      next = specials.eos;
      for (std::int32_t v = 0; v < vocab; ++v)
        if (specials.producible(v) && log_probs[std::size_t(v)] > log_probs[std::size_t(next)]) next = v;
      if (t + 1 >= limit)
        next = specials.eos;  // the last allowed position is always EOS, as in greedy search
      if (next != specials.eos) out.ids.push_back(next);
    }
    out.log_prob += log_probs[std::size_t(next)];
    if (next == specials.eos) break;
    last = next;
  }
  out.text = translator.model().tokenizer.decode(out.ids);
  return out;
}

}  // namespace attn
