// `attention-cli heads --importance`: which heads matter (Michel et al. 2019), and the pruning curve.
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/atomic_file.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/head_importance.h"
#include "attention/translator.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {

constexpr const char* kHelp =
    R"(usage: attention-cli heads --importance --model DIR|NAME --src F --ref F [--prune-curve] [--json]

Head importance as Michel et al. 2019 define it: I_h = E_x |dL(x)/dξ_h|, the mean over sentence pairs of the
sensitivity of the sentence's loss (its summed token NLL on the reference) to a gate ξ_h = 1 on the head's
output, normalised per layer by the layer's L2 norm. Computed with one backward pass per batch.
  --max-sentences N (500)  pairs used (the first N)
  --top N (8)              heads listed as most and least important (text output)
  --prune-curve            also BLEU and chrF on the same pairs as 0, 10, ..., 90 % of all heads are switched off,
                           least important first, against a random order (translating the set 19 times)
  --beam K (1)             decoding for the pruning curve (greedy by default: 19 translations of the set)
  --csv F                  write the pruning curve as CSV
  --json                   one JSON object (layers and heads counted from 0; the text counts from 1)
  --backend auto|cpu|vulkan[:N]   --mask-heads SPEC (heads already switched off stay off)
)";

const char* kind_name(int k) { return k == 0 ? "encoder self" : k == 1 ? "decoder self" : "cross"; }
std::string kind_key(int k) { return std::string(attn::attention_kind_short(attn::AttentionKind(k))); }

void print_grid(const attn::HeadImportance& imp) {
  for (int k = 0; k < 3; ++k) {
    std::printf("\n%s attention (normalised importance; rows: layers, columns: heads)\n        ",
                kind_name(k));
    for (int h = 0; h < imp.heads; ++h) std::printf("  H%-4d", h + 1);
    std::printf("\n");
    for (int l = 0; l < imp.layers[k]; ++l) {
      std::printf("  L%-4d", l + 1);
      for (int h = 0; h < imp.heads; ++h)
        std::printf("  %.3f", imp.normalised[std::size_t(k)][std::size_t(l)][std::size_t(h)]);
      std::printf("\n");
    }
  }
}

std::string head_name(const attn::HeadRef& r) {
  return kind_key(int(r.kind)) + ":" + std::to_string(r.layer + 1) + "." + std::to_string(r.head + 1);
}

}  // namespace

int run_heads_importance(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string src_file = args.required("--src"), ref_file = args.required("--ref");
  const int max_sentences = args.integer("--max-sentences", 500, 1, 1000000);
  const int top = args.integer("--top", 8, 1, 10000);
  const bool curve = args.flag("--prune-curve"), json = args.flag("--json");
  const auto csv_file = args.value("--csv");
  attn::DecodeOptions decoding = decode_options(args);
  if (!args.value("--beam")) decoding.beam_size = 1;
  auto translator = load_translator(args);
  args.finish();
  const auto [src, ref] = read_sentence_pairs(src_file, ref_file, max_sentences);

  attn::AnalysisControl control;
  const bool tty = isatty(fileno(stderr));
  control.progress = [&](std::size_t done, std::size_t total) {
    if (tty) std::fprintf(stderr, "\r%zu / %zu", done, total);
  };
  const attn::HeadImportance imp = attn::head_importance(*translator, src, ref, control);
  if (tty) std::fprintf(stderr, "\n");
  std::vector<attn::PruningPoint> points;
  if (curve) {
    std::vector<double> fractions;
    for (int i = 0; i < 10; ++i) fractions.push_back(i / 10.0);
    points = attn::pruning_curve(*translator, imp, src, ref, fractions, decoding, 1, control);
    if (tty) std::fprintf(stderr, "\n");
    if (csv_file) {
      std::string text =
          "fraction_off,heads_off,bleu_by_importance,bleu_random,chrf_by_importance,chrf_random\n";
      char line[160];
      for (const auto& p : points) {
        std::snprintf(line, sizeof line, "%.2f,%d,%.2f,%.2f,%.2f,%.2f\n", p.fraction, p.heads_off,
                      p.bleu_by_importance, p.bleu_random, p.chrf_by_importance, p.chrf_random);
        text += line;
      }
      attn::write_file_atomic(*csv_file, text);
    }
  }
  const auto order = imp.ascending();
  if (json) {
    nlohmann::json out = {{"sentences", imp.sentences}, {"heads", nlohmann::json::array()}};
    for (int k = 0; k < 3; ++k)
      for (int l = 0; l < imp.layers[k]; ++l)
        for (int h = 0; h < imp.heads; ++h)
          out["heads"].push_back(
              {{"kind", kind_key(k)},
               {"layer", l},
               {"head", h},
               {"importance", imp.raw[std::size_t(k)][std::size_t(l)][std::size_t(h)]},
               {"normalised", imp.normalised[std::size_t(k)][std::size_t(l)][std::size_t(h)]}});
    for (const auto& p : points)
      out["prune_curve"].push_back({{"fraction_off", p.fraction},
                                    {"heads_off", p.heads_off},
                                    {"bleu_by_importance", p.bleu_by_importance},
                                    {"bleu_random", p.bleu_random},
                                    {"chrf_by_importance", p.chrf_by_importance},
                                    {"chrf_random", p.chrf_random}});
    std::cout << out.dump(2) << "\n";
    return 0;
  }
  std::printf("head importance over %zu sentence pairs (Michel et al. 2019)\n", imp.sentences);
  print_grid(imp);
  auto list = [&](const char* title, bool most) {
    std::printf("\n%s:", title);
    for (int i = 0; i < top && i < int(order.size()); ++i) {
      const auto& r = most ? order[order.size() - 1 - std::size_t(i)] : order[std::size_t(i)];
      std::printf(" %s (%.3f)", head_name(r).c_str(),
                  imp.normalised[std::size_t(r.kind)][std::size_t(r.layer)][std::size_t(r.head)]);
    }
    std::printf("\n");
  };
  list("most important", true);
  list("least important", false);
  if (!points.empty()) {
    std::printf("\npruning curve (BLEU / chrF; heads switched off least important first, and at random)\n");
    std::printf("  %8s %6s   %16s   %16s\n", "off", "heads", "by importance", "random order");
    for (const auto& p : points)
      std::printf("  %7.0f%% %6d   %6.2f / %6.2f   %6.2f / %6.2f\n", 100 * p.fraction, p.heads_off,
                  p.bleu_by_importance, p.chrf_by_importance, p.bleu_random, p.chrf_random);
  }
  return 0;
}

}  // namespace cli
