#include <chrono>
#include <cmath>
#include <cstdio>
#include <functional>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/activation_patching.h"
#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli patch --model DIR|NAME --pairs F.tsv [--residual] [--json]

Causal tests of attention heads by activation patching. For each pair, the sentence ("clean") and its
counterfactual ("corrupted", the antecedent changed, the same number of tokens) are force-decoded with the same
target prefix up to the pronoun. The metric is log P(correct) - log P(wrong) at the step that chooses the
pronoun, over the FIRST piece of each word. One head's context (its slice before W^O) is copied from the clean
run into the corrupted run, and the grid shows the share of the total effect (clean - corrupted) it restores:
(patched - corrupted) / (clean - corrupted); 1 = the whole clean preference, 0 = none. One grid per attention
kind (encoder self, decoder self, cross), layers x heads, per pair and the mean over pairs.

Pair files: one pair a line, tab-separated: sentence, counterfactual, correct word, wrong word and optionally
the target prefix up to the pronoun. Without a prefix, the clean sentence's greedy translation up to the first
place where the correct or the wrong word appears is used (and said). '#' lines are comments. Bundled example:
resources/patching/pronoun-pairs-en-de.tsv.
  --min-effect X (0.05)   the mean share restored counts the pairs whose |total effect| exceeds X nats
                       (dividing by a total effect near 0 gives shares of any size)
  --residual           also patch the residual stream where it enters each layer, one position at a time
  --json               one JSON object: every pair's grids (metric and share restored) and the mean
  --backend auto|cpu|vulkan[:N]
  --mask-heads enc:L.H,...   heads switched off in every run (clean, corrupted and patched)
)";

std::string kind_key(int k) { return std::string(attn::attention_kind_key(attn::AttentionKind(k))); }
constexpr const char* kResidualKeys[2] = {"encoder_residual", "decoder_residual"};

// Rows of a grid as nested arrays; `f` maps a cell's metric (NaN becomes null in JSON).
template <typename F>
nlohmann::json rows_of(const attn::PatchingGrid& g, F f) {
  nlohmann::json rows = nlohmann::json::array();
  for (int l = 0; l < g.layers; ++l) {
    nlohmann::json row = nlohmann::json::array();
    for (int c = 0; c < g.columns; ++c) {
      const double v = f(g.at(l, c));
      row.push_back(std::isfinite(v) ? nlohmann::json(v) : nlohmann::json(nullptr));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

nlohmann::json pair_json(const attn::PatchingPair& p, const attn::PatchingResult& r) {
  nlohmann::json heads, residual;
  for (std::size_t k = 0; k < r.heads.size(); ++k)
    heads[kind_key(k)] = {{"metric", rows_of(r.heads[k], [](double m) { return m; })},
                          {"restored", rows_of(r.heads[k], [&](double m) { return r.restored(m); })}};
  for (std::size_t k = 0; k < r.residual.size(); ++k)
    residual[kResidualKeys[k]] = {
        {"metric", rows_of(r.residual[k], [](double m) { return m; })},
        {"restored", rows_of(r.residual[k], [&](double m) { return r.restored(m); })}};
  nlohmann::json j = {
      {"line", p.line},
      {"sentence", p.clean},
      {"counterfactual", p.corrupted},
      {"correct", p.correct},
      {"wrong", p.wrong},
      {"correct_piece", r.correct_piece},
      {"wrong_piece", r.wrong_piece},
      {"source_pieces", r.clean_pieces},
      {"counterfactual_pieces", r.corrupted_pieces},
      {"prefix_pieces", r.prefix_pieces},
      {"target_pieces", r.target_pieces},
      {"prefix_from_greedy", r.prefix_from_greedy},
      {"step", r.step},
      {"clean", r.clean},
      {"corrupted", r.corrupted},
      {"total_effect", r.total_effect()},
      {"clean_log_p", {{"correct", r.clean_log_p_correct}, {"wrong", r.clean_log_p_wrong}}},
      {"corrupted_log_p", {{"correct", r.corrupted_log_p_correct}, {"wrong", r.corrupted_log_p_wrong}}},
      {"clean_top", r.clean_top},
      {"corrupted_top", r.corrupted_top},
      {"heads", heads},
      {"runs", r.runs},
      {"seconds", r.seconds}};
  if (r.prefix_from_greedy) j["greedy_translation"] = r.greedy_translation;
  if (!r.residual.empty()) j["residual"] = residual;
  return j;
}

// A column label of at most 7 bytes: the piece without SentencePiece's word mark, cut at a UTF-8 boundary.
std::string label(std::string piece) {
  for (std::size_t at; (at = piece.find("\xe2\x96\x81")) != std::string::npos;) piece.erase(at, 3);
  if (piece.size() <= 7) return piece;
  std::size_t cut = 7;
  while (cut > 0 && (static_cast<unsigned char>(piece[cut]) & 0xC0) == 0x80) --cut;
  return piece.substr(0, cut);
}

// A grid of shares restored, layers down and heads (or positions) across.
void print_grid(const attn::PatchingGrid& g, const std::vector<std::string>& column_names,
                const std::function<double(double)>& share) {
  std::printf("  %-16s", g.name.c_str());
  for (int c = 0; c < g.columns; ++c)
    std::printf(" %7s", c < int(column_names.size()) ? label(column_names[std::size_t(c)]).c_str()
                                                     : ("H" + std::to_string(c + 1)).c_str());
  std::printf("\n");
  for (int l = 0; l < g.layers; ++l) {
    std::printf("    L%-13d", l + 1);
    for (int c = 0; c < g.columns; ++c) {
      const double v = share(g.at(l, c)) + 0.0;  // + 0.0: -0 prints as 0
      if (std::isfinite(v))
        std::printf(" %+7.3f", v);
      else
        std::printf(" %7s", "n/a");
    }
    std::printf("\n");
  }
}

}  // namespace

int run_patch(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string pairs_file = args.required("--pairs");
  const bool json = args.flag("--json");
  attn::PatchingOptions options;
  options.residual = args.flag("--residual");
  const double min_effect = args.number("--min-effect", 0.05, 0.0, 1e6);
  auto translator = load_translator(args);
  args.finish();
  const auto pairs = attn::read_patching_pairs(pairs_file);

  const auto start = std::chrono::steady_clock::now();
  std::vector<attn::PatchingResult> results;
  for (const auto& p : pairs) {
    try {
      results.push_back(attn::patch_pair(*translator, p, options));
    } catch (const attn::Error& e) {
      throw attn::Error(pairs_file + " line " + std::to_string(p.line) + ": " + e.what());
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  const attn::PatchingMean mean = attn::mean_patching(results, min_effect);
  const char* metric = "log P(first piece of correct) - log P(first piece of wrong) at the pronoun step";

  if (json) {
    nlohmann::json out_pairs = nlohmann::json::array(), mean_heads, mean_residual;
    for (std::size_t i = 0; i < pairs.size(); ++i) out_pairs.push_back(pair_json(pairs[i], results[i]));
    for (std::size_t k = 0; k < mean.heads.size(); ++k)
      mean_heads[kind_key(k)] = rows_of(mean.heads[k], [](double v) { return v; });
    for (std::size_t k = 0; k < mean.residual.size(); ++k)
      mean_residual[kResidualKeys[k]] = rows_of(mean.residual[k], [](double v) { return v; });
    nlohmann::json j = {{"pairs_file", pairs_file},
                        {"metric", metric},
                        {"restored", "(patched - corrupted) / (clean - corrupted)"},
                        {"backend", translator->backend().name()},
                        {"pairs", out_pairs},
                        {"mean",
                         {{"pairs", mean.pairs},
                          {"pairs_with_effect", mean.pairs_with_effect},
                          {"min_effect", mean.min_effect},
                          {"total_effect", mean.total_effect},
                          {"restored", {{"heads", mean_heads}}}}},
                        {"seconds", seconds}};
    if (!mean.residual.empty()) j["mean"]["restored"]["residual"] = mean_residual;
    std::printf("%s\n", j.dump(2).c_str());
    return 0;
  }

  std::printf(
      "metric: %s\nshare restored: (patched - corrupted) / (clean - corrupted), one head (or residual "
      "cell) copied from the clean run into the corrupted run\n",
      metric);
  for (std::size_t i = 0; i < pairs.size(); ++i) {
    const auto& p = pairs[i];
    const auto& r = results[i];
    std::printf("\npair %zu (line %d): %s  |  %s\n", i + 1, p.line, p.clean.c_str(), p.corrupted.c_str());
    std::string prefix;
    for (const auto& piece : r.prefix_pieces) prefix += piece + " ";
    if (r.prefix_from_greedy)
      std::printf("  prefix (cut from the greedy translation \"%s\"): %s\n", r.greedy_translation.c_str(),
                  prefix.c_str());
    else
      std::printf("  prefix: %s\n", prefix.c_str());
    std::printf(
        "  step %d: log P(%s) - log P(%s)   clean %+.4f (chooses %s)   corrupted %+.4f (chooses %s)\n",
        r.step, r.correct_piece.c_str(), r.wrong_piece.c_str(), r.clean, r.clean_top.c_str(), r.corrupted,
        r.corrupted_top.c_str());
    std::printf("  total effect (clean - corrupted): %+.4f%s   %d runs in %.2f s\n", r.total_effect(),
                std::abs(r.total_effect()) > min_effect ? "" : " (below --min-effect: left out of the mean)",
                r.runs, r.seconds);
    const auto share = [&](double m) { return r.restored(m); };
    for (const auto& g : r.heads) print_grid(g, {}, share);
    for (std::size_t k = 0; k < r.residual.size(); ++k)
      print_grid(r.residual[k], k == 0 ? r.clean_pieces : r.target_pieces, share);
  }
  std::printf(
      "\nmean over %d pairs: total effect %+.4f; mean share restored over the %d pairs whose |total "
      "effect| > %g:\n",
      mean.pairs, mean.total_effect, mean.pairs_with_effect, min_effect);
  const auto same = [](double v) { return v; };
  for (const auto& g : mean.heads) print_grid(g, {}, same);
  for (const auto& g : mean.residual) print_grid(g, {}, same);
  std::printf("%zu pairs in %.2f s\n", pairs.size(), seconds);
  return 0;
}

}  // namespace cli
