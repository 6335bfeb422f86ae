#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/attribution.h"
#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli attribute --model DIR|NAME --src TEXT [--tgt TEXT] [--step N | --word W]
                           [--method M] [--steps 32] [--rule trapezoid] [--contrast WORD] [--json]

Which source words and target-prefix words the step that chooses a target piece depends on: gradient
attribution of f = log P(piece at the step | prefix, source) to the input embeddings of every source token
and every target-prefix token (the decoder's inputs <s> y_1 .. y_{t-1}), as inseq names the methods. With
--contrast, f = log P(piece) - log P(first piece of WORD) (Yin & Neubig 2022): what makes the model prefer
the one over the other. The input of a token is its scaled embedding x_j = sqrt(d_model) * E[token]; the model
adds the positional encoding.
  --tgt TEXT           the forced target (default: the greedy translation)
  --step N             the step (0 = the one that chooses the first target piece; default 0), or
  --word W             the first step that chooses W's first piece (e.g. --word es)
  --method saliency|input-x-gradient|integrated-gradients (integrated-gradients)
                       saliency: |grad_j| (L2 over the embedding, never negative);
                       input-x-gradient: x_j . grad_j, the SIGNED sum over the embedding dimension;
                       integrated-gradients (Sundararajan et al. 2017): x_j . the mean gradient on the
                       straight path from the baseline, SIGNED; the baseline is every token embedding zero
                       with the positional encodings kept; the attributions sum to f(input) - f(baseline)
  --steps N (32)       integrated gradients: intervals (trapezoid) or nodes (gauss-legendre)
  --rule trapezoid|gauss-legendre (trapezoid)
  --contrast WORD      attribute log P(piece) - log P(first piece of WORD) instead
  --json               one JSON object: pieces, attributions, f(input), f(baseline) and their sum
  --backend auto|cpu|vulkan[:N]   (attribution needs the graph's backward pass: cpu and vulkan)
  --mask-heads enc:L.H,...        heads switched off while attributing
)";

constexpr const char* kBaseline = "every token embedding zero, positional encodings kept";

nlohmann::json positions_json(const std::vector<std::string>& pieces, const std::vector<double>& values,
                              const std::vector<double>& l2) {
  nlohmann::json out = nlohmann::json::array();
  for (std::size_t j = 0; j < pieces.size(); ++j)
    out.push_back({{"piece", pieces[j]}, {"attribution", values[j]}, {"l2", l2[j]}});
  return out;
}

// The piece padded to `width` characters as a terminal shows them (UTF-8: "▁" is one character, three bytes).
std::string padded(const std::string& piece, std::size_t width) {
  std::size_t chars = 0;
  for (unsigned char c : piece) chars += (c & 0xC0) != 0x80;
  return piece + std::string(chars < width ? width - chars : 0, ' ');
}

// One line per position: the number and a bar scaled to the largest magnitude shown.
void print_positions(const char* title, const std::vector<std::string>& pieces,
                     const std::vector<double>& values, double largest) {
  std::printf("\n%s\n", title);
  for (std::size_t j = 0; j < pieces.size(); ++j) {
    const int width = largest > 0 ? int(std::lround(24 * std::abs(values[j]) / largest)) : 0;
    std::printf("  %3zu  %s %+10.4f  %s%s\n", j, padded(pieces[j], 16).c_str(), values[j],
                values[j] < 0 ? "-" : " ", std::string(std::size_t(width), '#').c_str());
  }
}

}  // namespace

int run_attribute(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  attn::AttributionRequest request;
  request.source = args.required("--src");
  if (auto t = args.value("--tgt")) request.target = *t;
  const int step = args.integer("--step", -1, 0, 1 << 20);
  if (step >= 0) request.step = step;
  request.word = args.value("--word").value_or("");
  request.contrast = args.value("--contrast").value_or("");
  request.options.method =
      attn::parse_attribution_method(args.value("--method").value_or("integrated-gradients"));
  request.options.steps = args.integer("--steps", 32, 1, 4096);
  request.options.rule = attn::parse_integration_rule(args.value("--rule").value_or("trapezoid"));
  const bool json = args.flag("--json");
  auto translator = load_translator(args);
  args.finish();

  const attn::AttributionResult r = attn::attribute(*translator, request);
  const attn::StepAttribution& a = r.attribution;
  const bool integrated = a.method == attn::AttributionMethod::kIntegratedGradients;
  const bool contrast = r.contrast_id >= 0;
  const std::string f = contrast ? "log P(" + r.token_piece + ") - log P(" + r.contrast_piece + ")"
                                 : "log P(" + r.token_piece + ")";
  const char* aggregation = a.method == attn::AttributionMethod::kSaliency
                                ? "L2 norm of the gradient over the embedding dimension"
                                : "signed sum over the embedding dimension";

  if (json) {
    nlohmann::json j = {{"method", attn::method_name(a.method)},
                        {"aggregation", aggregation},
                        {"f", f},
                        {"source_text", request.source},
                        {"target", r.target_text},
                        {"target_from_greedy", r.target_from_greedy},
                        {"output_pieces", r.output_pieces},
                        {"step", r.step},
                        {"token", r.token_piece},
                        {"log_p_token", r.log_p_token},
                        {"top", r.top_piece},
                        {"log_p_top", r.log_p_top},
                        {"f_input", a.f_input},
                        {"source", positions_json(r.source_pieces, a.source, a.source_l2)},
                        {"prefix", positions_json(r.prefix_pieces, a.prefix, a.prefix_l2)},
                        {"passes", a.passes},
                        {"seconds", r.seconds},
                        {"attribution_seconds", r.attribution_seconds}};
    if (contrast) {
      j["contrast"] = r.contrast_piece;
      j["log_p_contrast"] = r.log_p_contrast;
    }
    if (a.method != attn::AttributionMethod::kSaliency) j["sum"] = a.sum;
    if (integrated) {
      j["steps"] = a.steps;
      j["rule"] = attn::rule_name(a.rule);
      j["baseline"] = kBaseline;
      j["f_baseline"] = a.f_baseline;
      j["completeness_gap"] = a.sum - (a.f_input - a.f_baseline);
    }
    std::printf("%s\n", j.dump(2).c_str());
    return 0;
  }

  if (integrated)
    std::printf("integrated gradients, %d steps (%s rule); baseline: %s\n", a.steps,
                attn::rule_name(a.rule).c_str(), kBaseline);
  else
    std::printf("%s\n", attn::method_name(a.method).c_str());
  std::printf("each position: %s\n", aggregation);
  std::printf("source: %s\n", request.source.c_str());
  std::printf("target%s: %s\n", r.target_from_greedy ? " (greedy translation)" : "", r.target_text.c_str());
  std::printf("step %d chooses %s: log P = %.4f", r.step, r.token_piece.c_str(), r.log_p_token);
  if (contrast) std::printf(", log P(%s) = %.4f", r.contrast_piece.c_str(), r.log_p_contrast);
  std::printf("  (the model's top piece here: %s, log P = %.4f)\n", r.top_piece.c_str(), r.log_p_top);
  std::printf("f = %s = %.4f\n", f.c_str(), a.f_input);
  if (integrated)
    std::printf("completeness: f(input) - f(baseline) = %.4f - %.4f = %.4f; sum of the attributions = %.4f\n",
                a.f_input, a.f_baseline, a.f_input - a.f_baseline, a.sum);
  // The path's integrand is rough (ReLU kinks, layer norms): too few steps show as a gap, as captum's
  // convergence delta does.
  if (integrated && std::abs(a.sum - (a.f_input - a.f_baseline)) > 0.05 * std::abs(a.f_input - a.f_baseline))
    std::printf(
        "note: the sum misses f(input) - f(baseline) by more than 5 %%: more --steps make it exact\n");
  else if (a.method == attn::AttributionMethod::kInputXGradient)
    std::printf("sum of the attributions (f's first-order change from zero token embeddings) = %.4f\n",
                a.sum);
  double largest = 0;
  for (double v : a.source) largest = std::max(largest, std::abs(v));
  for (double v : a.prefix) largest = std::max(largest, std::abs(v));
  print_positions("source tokens", r.source_pieces, a.source, largest);
  print_positions("target prefix (the decoder's inputs)", r.prefix_pieces, a.prefix, largest);
  std::printf("\n%d points of gradient (forward + backward) in %.2f s; %.2f s in all\n", a.passes,
              r.attribution_seconds, r.seconds);
  return 0;
}

}  // namespace cli
