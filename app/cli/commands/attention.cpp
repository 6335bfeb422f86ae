#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/words.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli attention --model DIR|NAME --src TEXT [--tgt TEXT] --json

Prints every attention weight of every layer and head as JSON:
  {"source_tokens": [...keys of encoder/cross attention...],
   "target_tokens": [...decoder queries: <s> y1 .. ym...],
   "output_tokens": [...what each query predicts...], "token_log_probs": [...],
   "encoder_self": [layer][head][query][key], "decoder_self": [...], "cross": [layer][head][target][source]}
Rows are queries, columns are keys. Without --tgt the model's own translation (greedy, or --beam K) is used.
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
  auto translator = load_translator(args);
  args.finish();
  const attn::Inspection r =
      translator->inspect(src, tgt ? std::optional<std::string_view>(*tgt) : std::nullopt, options);
  const attn::WordSpans source_words = attn::group_pieces_into_words(r.source_pieces);
  const attn::WordSpans target_words = attn::group_pieces_into_words(r.target_pieces);
  const attn::AttentionMaps maps =
      words ? attn::merge_attention_to_words(r.attention, source_words, target_words) : r.attention;
  const int S = maps.source_length, T = maps.target_length, H = maps.heads;
  nlohmann::json j = {{"source", src},
                      {"target", r.target_text},
                      {"source_tokens", r.source_pieces},
                      {"target_tokens", r.target_pieces},
                      {"output_tokens", r.output_pieces},
                      {"token_log_probs", r.token_log_probs},
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
