#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/attention_rollout.h"
#include "attention/error.h"
#include "attention/forward_trace.h"
#include "attention/token_contributions.h"
#include "attention/words.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli attention --model DIR|NAME --src TEXT [--tgt TEXT] [--kind K] --json

Prints every attention weight of every layer and head as JSON:
  {"source_tokens": [...keys of encoder/cross attention...],
   "target_tokens": [...decoder queries: <s> y1 .. ym...],
   "output_tokens": [...what each query predicts...], "token_log_probs": [...],
   "encoder_self": [layer][head][query][key], "decoder_self": [...], "cross": [layer][head][target][source]}
Rows are queries, columns are keys. Without --tgt the model's own translation (greedy, or --beam K) is used.
  --kind K             what the maps hold (default raw):
                         raw             the attention weights
                         rollout         attention rollout (Abnar & Zuidema 2020), one "head" per layer:
                                         what has reached each position after layer l
                         value-weighted  ||weight * f(value)|| per head (Kobayashi et al. 2020), the value
                                         vector through the head's slice of W^O; rows sum to 1
                         alti            ALTI (encoder) and ALTI+ (decoder) contributions through the
                                         residual and layer norm, aggregated over layers, one "head" per
                                         layer (Ferrando et al. 2022); a decoder row's source part ("cross")
                                         and target-prefix part ("decoder_self") sum to 1 together
  --words              merge subword pieces into the words typed: the weights to an attended word's pieces
                       are summed and an attending word's rows averaged, so rows still sum to 1; adds
                       "source_words" and "target_words" and the maps are over them
)";

nlohmann::json maps_json(const std::vector<std::vector<float>>& layers, int heads, int rows, int cols) {
  nlohmann::json out = nlohmann::json::array();
  for (const auto& m : layers) {
    nlohmann::json layer = nlohmann::json::array();
    for (int h = 0; h < heads; ++h) {
      nlohmann::json head = nlohmann::json::array();
      for (int r = 0; r < rows; ++r) {
        const float* row = m.data() + (std::size_t(h) * rows + r) * cols;
        head.push_back(std::vector<float>(row, row + cols));
      }
      layer.push_back(std::move(head));
    }
    out.push_back(std::move(layer));
  }
  return out;
}
}  // namespace

int run_attention(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  args.flag("--json");  // JSON is the only output format; the flag is accepted for clarity
  const std::string src = args.required("--src");
  const auto tgt = args.value("--tgt");
  attn::DecodeOptions options;
  options.beam_size = args.integer("--beam", 1, 1, attn::kMaxBeamSize);
  const bool words = args.flag("--words");
  const std::string kind = args.value("--kind").value_or("raw");
  auto translator = load_translator(args);
  args.finish();
  if (kind != "raw" && kind != "rollout" && kind != "value-weighted" && kind != "alti")
    throw attn::Error("--kind must be raw, rollout, value-weighted or alti, not '" + kind + "'");
  const attn::Inspection r =
      translator->inspect(src, tgt ? std::optional<std::string_view>(*tgt) : std::nullopt, options);
  const attn::WordSpans source_words = attn::group_pieces_into_words(r.source_pieces);
  const attn::WordSpans target_words = attn::group_pieces_into_words(r.target_pieces);
  attn::AttentionMaps chosen;
  if (kind == "raw") {
    chosen = r.attention;
  } else if (kind == "rollout") {
    chosen = attn::attention_rollout(r.attention);
  } else {
    // One more forced pass with every tensor recorded, over the same target.
    const attn::ForwardTrace trace = attn::trace_forward(*translator, src, r.target_text);
    chosen = attn::token_contributions(
        trace, translator->model(),
        kind == "alti" ? attn::ContributionKind::kAlti : attn::ContributionKind::kValueWeighted);
  }
  const attn::AttentionMaps maps =
      words ? attn::merge_attention_to_words(chosen, source_words, target_words) : chosen;
  const int S = maps.source_length, T = maps.target_length, H = maps.heads;
  nlohmann::json j = {{"source", src},
                      {"target", r.target_text},
                      {"source_tokens", r.source_pieces},
                      {"target_tokens", r.target_pieces},
                      {"output_tokens", r.output_pieces},
                      {"token_log_probs", r.token_log_probs},
                      {"kind", kind},
                      {"heads", H},
                      {"encoder_self", maps_json(maps.encoder_self, H, S, S)},
                      {"decoder_self", maps_json(maps.decoder_self, H, T, T)},
                      {"cross", maps_json(maps.cross, H, T, S)}};
  if (words) {
    j["source_words"] = source_words.words;
    j["target_words"] = target_words.words;
  }
  std::printf("%s\n", j.dump().c_str());
  return 0;
}

}  // namespace cli
