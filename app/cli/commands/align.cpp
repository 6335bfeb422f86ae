// `attention-cli align`: word alignments from cross-attention over a forced reference translation, in Pharaoh
// format, and their alignment error rate against a gold file (per head, per layer, and of the chosen heads).
#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "attention/atomic_file.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/word_alignment.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {

constexpr const char* kHelp =
    R"(usage: attention-cli align --model DIR|NAME --src F --tgt F [--gold F] [--layer L [--head H]] [--kind K]
                           [--json]

Word alignments from cross-attention: each target word (the reference, forced-decoded) is linked to the source
word it attends to most (subwords merged to whitespace-separated words; the source's </s> is no candidate and
the target's </s> no target word, so every target word gets one link). Output: one Pharaoh line per pair,
"i-j" for source word i and target word j, counted from 0.
  --layer L            cross-attention layer L (from 1): the mean of its heads, or with --head one head
  --head H             head H (from 1) of --layer L
  --heads SPEC         the mean of a set of heads, "L.H,L.H" or "L.*" for a layer (from 1)
                       (default: the mean of every cross-attention head)
  --kind K             what the cross maps hold: raw (the attention weights, default), value-weighted
                       (||weight * f(value)|| per head, Kobayashi et al. 2020) or alti (ALTI+'s source
                       contributions after each decoder layer, one "head" per layer, Ferrando et al. 2022;
                       default: the last layer)
  --step output|input  the row of a target word: the step that outputs it (default) or the step that reads it
                       as input (one step later; Chen et al. 2020's shift)
  --gold F             gold alignments, one line per pair: "i-j" sure links, "i?j" or "ipj" possible ones;
                       prints the alignment error rate AER = 1 - (|A∩S| + |A∩P|) / (|A| + |S|) (Och & Ney
                       2003) instead of the links, and without --layer/--head the AER of every layer and head
                       with the best named
  --write F            with --gold, also write the Pharaoh lines to F
  --json               one JSON object (layers and heads counted from 0; the text counts from 1)
  --backend auto|cpu|vulkan[:N]   --mask-heads SPEC (heads switched off stay off)
)";

int parse_count(const std::string& text, const std::string& spec) {
  std::size_t used = 0;
  int value = 0;
  try {
    value = std::stoi(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || value < 1)
    throw attn::Error("--heads: '" + spec + "' is not L.H or L.* with L and H counted from 1");
  return value;
}

// "L.H,L.*" (from 1) -> 0-based cross-attention heads.
// `alti`: the maps are ALTI+'s, one "head" per layer.
std::vector<attn::HeadRef> parse_heads(const std::string& spec, int layers, int heads, bool alti) {
  std::vector<attn::HeadRef> out;
  std::stringstream items(spec);
  std::string item;
  while (std::getline(items, item, ',')) {
    const std::size_t dot = item.find('.');
    if (dot == std::string::npos)
      throw attn::Error("--heads: '" + item + "' is not L.H or L.* with L and H counted from 1");
    const int layer = parse_count(item.substr(0, dot), item);
    if (layer > layers)
      throw attn::Error("--heads: '" + item + "': the model has " + std::to_string(layers) +
                        " decoder layers");
    if (item.substr(dot + 1) == "*") {
      for (int h = 0; h < heads; ++h) out.push_back({attn::AttentionKind::kCross, layer - 1, h});
      continue;
    }
    const int head = parse_count(item.substr(dot + 1), item);
    if (head > heads)
      throw attn::Error("--heads: '" + item + "': " +
                        (alti ? std::string("the alti maps have 1 head per layer")
                              : "the model has " + std::to_string(heads) + " heads"));
    out.push_back({attn::AttentionKind::kCross, layer - 1, head - 1});
  }
  if (out.empty()) throw attn::Error("--heads: no heads given");
  return out;
}

std::string heads_label(const std::vector<attn::HeadRef>& heads, int layers, int n_heads) {
  if (int(heads.size()) == layers * n_heads) return "the mean of every cross-attention head";
  if (heads.size() == 1)
    return "cross-attention layer " + std::to_string(heads[0].layer + 1) + " head " +
           std::to_string(heads[0].head + 1);
  std::string s = "the mean of";
  for (const auto& h : heads) s += " L" + std::to_string(h.layer + 1) + ".H" + std::to_string(h.head + 1);
  return s;
}

nlohmann::json counts_json(const attn::AerCounts& c) {
  return {{"aer", c.aer()},
          {"precision", c.precision()},
          {"recall", c.recall()},
          {"predicted_links", c.predicted},
          {"sure_links", c.sure},
          {"predicted_and_sure", c.predicted_sure},
          {"predicted_and_possible", c.predicted_possible}};
}

}  // namespace

int run_align(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string src_file = args.required("--src"), tgt_file = args.required("--tgt");
  const auto gold_file = args.value("--gold");
  const auto write_file = args.value("--write");
  const auto heads_spec = args.value("--heads");
  const std::string step = args.value("--step").value_or("output");
  const int layer = args.integer("--layer", 0, 1, 1000);
  const int head = args.integer("--head", 0, 1, 1000);
  const bool json = args.flag("--json");
  const std::string kind = args.value("--kind").value_or("raw");
  auto translator = load_translator(args);
  args.finish();
  if (kind != "raw" && kind != "value-weighted" && kind != "alti")
    throw attn::Error("--kind must be raw, value-weighted or alti, not '" + kind + "'");
  const attn::AlignmentEvidence evidence = kind == "alti" ? attn::AlignmentEvidence::kAlti
                                           : kind == "value-weighted"
                                               ? attn::AlignmentEvidence::kValueWeighted
                                               : attn::AlignmentEvidence::kAttention;
  if (step != "output" && step != "input")
    throw attn::Error("--step must be output or input, not '" + step + "'");
  if (head && !layer) throw attn::Error("--head needs --layer");
  if (heads_spec && layer) throw attn::Error("--heads and --layer are alternatives: give one");
  if (write_file && !gold_file)
    throw attn::Error("--write goes with --gold (without it the links go to stdout)");
  const attn::ModelConfig& c = translator->model().config;
  if (layer > c.decoder_layers)
    throw attn::Error("--layer " + std::to_string(layer) + ": the model has " +
                      std::to_string(c.decoder_layers) + " decoder layers");
  // ALTI+'s maps have one "head" per layer.
  const int map_heads = evidence == attn::AlignmentEvidence::kAlti ? 1 : c.n_heads;
  if (head > map_heads)
    throw attn::Error("--head " + std::to_string(head) + ": the " +
                      (map_heads == 1 ? std::string("alti maps have 1 head per layer")
                                      : "model has " + std::to_string(c.n_heads) + " heads"));

  attn::AlignmentOptions options;
  options.evidence = evidence;
  options.step = step == "input" ? attn::AlignmentStep::kInput : attn::AlignmentStep::kOutput;
  if (heads_spec)
    options.heads =
        parse_heads(*heads_spec, c.decoder_layers, map_heads, evidence == attn::AlignmentEvidence::kAlti);
  if (layer && head) options.heads = {{attn::AttentionKind::kCross, layer - 1, head - 1}};
  if (layer && !head)
    for (int h = 0; h < map_heads; ++h) options.heads.push_back({attn::AttentionKind::kCross, layer - 1, h});
  if (options.heads.empty())
    options.heads = evidence == attn::AlignmentEvidence::kAlti
                        ? std::vector<attn::HeadRef>{{attn::AttentionKind::kCross, c.decoder_layers - 1, 0}}
                        : attn::every_cross_head(c.decoder_layers, c.n_heads);

  const auto sources = attn::read_corpus_lines(src_file);
  const auto targets = attn::read_corpus_lines(tgt_file);
  if (sources.size() != targets.size())
    throw attn::Error(src_file + " has " + std::to_string(sources.size()) + " lines but " + tgt_file +
                      " has " + std::to_string(targets.size()));
  std::vector<attn::GoldAlignment> gold;
  if (gold_file) gold = attn::read_gold_alignments(*gold_file);
  if (gold_file && gold.size() != sources.size())
    throw attn::Error(*gold_file + " has " + std::to_string(gold.size()) + " lines but " + src_file +
                      " has " + std::to_string(sources.size()) + " (one line of links per sentence pair)");

  attn::AnalysisControl control;
  const bool tty = isatty(fileno(stderr));
  control.progress = [&](std::size_t done, std::size_t total) {
    if (tty) std::fprintf(stderr, "\r%zu / %zu sentence pairs", done, total);
  };
  const attn::AlignmentReport report =
      attn::align_pairs(*translator, sources, targets, gold_file ? &gold : nullptr, options, control);
  if (tty) std::fprintf(stderr, "\n");
  if (!report.mismatched_pairs.empty())
    std::fprintf(
        stderr,
        "note: %zu pair(s) (first: line %d) have another word count than their whitespace-separated text; "
        "their word indices may not match a gold file's\n",
        report.mismatched_pairs.size(), report.mismatched_pairs.front() + 1);
  std::string pharaoh;
  for (const auto& a : report.alignments) pharaoh += attn::format_pharaoh(a) + "\n";
  if (write_file) attn::write_file_atomic(*write_file, pharaoh);
  const std::string chosen_label =
      evidence == attn::AlignmentEvidence::kAlti
          ? (options.heads.size() == 1
                 ? "ALTI+ source contributions after decoder layer " +
                       std::to_string(options.heads[0].layer + 1)
                 : "ALTI+ source contributions, " + heads_label(options.heads, c.decoder_layers, 1))
          : (evidence == attn::AlignmentEvidence::kValueWeighted ? "value-weighted, " : "") +
                heads_label(options.heads, c.decoder_layers, c.n_heads);
  const bool show_grid = report.scored && !layer;

  if (json) {
    nlohmann::json heads = nlohmann::json::array();
    for (const auto& h : options.heads) heads.push_back({{"layer", h.layer}, {"head", h.head}});
    nlohmann::json out = {{"pairs", sources.size()},
                          {"step", step},
                          {"kind", kind},
                          {"heads", heads},
                          {"heads_label", chosen_label}};
    out["mismatched_pairs"] = report.mismatched_pairs;
    if (!report.scored) {
      nlohmann::json lines = nlohmann::json::array();
      for (const auto& a : report.alignments) lines.push_back(attn::format_pharaoh(a));
      out["alignments"] = lines;
    } else {
      out["gold_file"] = *gold_file;
      out["chosen"] = counts_json(report.chosen);
      if (show_grid) {
        nlohmann::json grid = nlohmann::json::array(), layers = nlohmann::json::array();
        for (int l = 0; l < report.layers; ++l) {
          nlohmann::json row = nlohmann::json::array();
          for (int h = 0; h < report.heads; ++h)
            row.push_back(report.grid[std::size_t(l)][std::size_t(h)].aer());
          grid.push_back(row);
          layers.push_back(counts_json(report.layer_means[std::size_t(l)]));
        }
        out["aer_grid"] = grid;
        out["layer_means"] = layers;
        out["best_head"] = {
            {"layer", report.best_head.layer},
            {"head", report.best_head.head},
            {"aer",
             report.grid[std::size_t(report.best_head.layer)][std::size_t(report.best_head.head)].aer()}};
        out["best_layer"] = {{"layer", report.best_layer},
                             {"aer", report.layer_means[std::size_t(report.best_layer)].aer()}};
      }
    }
    std::cout << out.dump(2) << "\n";
    return 0;
  }
  if (!report.scored) {
    std::cout << pharaoh;
    return 0;
  }
  std::printf("alignment error rate over %zu sentence pairs against %s (step: %s)\n", sources.size(),
              gold_file->c_str(), step.c_str());
  const auto& ch = report.chosen;
  std::printf("%s: AER %.3f (precision %.3f, recall %.3f; %lld links, %lld sure)\n", chosen_label.c_str(),
              ch.aer(), ch.precision(), ch.recall(), static_cast<long long>(ch.predicted),
              static_cast<long long>(ch.sure));
  if (show_grid) {
    std::printf("\nAER per cross-attention layer and head (lower is better)\n  %-6s", "");
    for (int h = 0; h < report.heads; ++h) std::printf("  H%-4d", h + 1);
    std::printf("  mean of the layer's heads\n");
    for (int l = 0; l < report.layers; ++l) {
      std::printf("  L%-5d", l + 1);
      for (int h = 0; h < report.heads; ++h)
        std::printf("  %.3f", report.grid[std::size_t(l)][std::size_t(h)].aer());
      std::printf("  %.3f\n", report.layer_means[std::size_t(l)].aer());
    }
    std::printf("\nbest head: cross L%d.H%d (AER %.3f); best layer (mean of its heads): L%d (AER %.3f)\n",
                report.best_head.layer + 1, report.best_head.head + 1,
                report.grid[std::size_t(report.best_head.layer)][std::size_t(report.best_head.head)].aer(),
                report.best_layer + 1, report.layer_means[std::size_t(report.best_layer)].aer());
  }
  return 0;
}

}  // namespace cli
