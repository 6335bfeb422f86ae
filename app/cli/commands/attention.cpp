#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

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
  auto translator = load_translator(args);
  args.finish();
  const attn::Inspection r =
      translator->inspect(src, tgt ? std::optional<std::string_view>(*tgt) : std::nullopt, options);
  const int S = r.attention.source_length, T = r.attention.target_length, H = r.attention.heads;
  nlohmann::json j = {{"source", src},
                      {"target", r.target_text},
                      {"source_tokens", r.source_pieces},
                      {"target_tokens", r.target_pieces},
                      {"output_tokens", r.output_pieces},
                      {"token_log_probs", r.token_log_probs},
                      {"heads", H},
                      {"encoder_self", maps_json(r.attention.encoder_self, H, S, S)},
                      {"decoder_self", maps_json(r.attention.decoder_self, H, T, T)},
                      {"cross", maps_json(r.attention.cross, H, T, S)}};
  std::printf("%s\n", j.dump().c_str());
  return 0;
}

}  // namespace cli
