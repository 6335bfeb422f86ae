// `attention-cli heads --roles`: what each head does (confidence, positional, rare-word, delimiter, entropy)
// and which heads behave alike (Jensen-Shannon distance, clustered).
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/head_roles.h"
#include "attention/translator.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {

constexpr const char* kHelp =
    R"(usage: attention-cli heads --roles --model DIR|NAME --src F --ref F [--freq-src F --freq-tgt F] [--json]

What each attention head does, over forced decoding of the given source/reference pairs (every head of every
kind: encoder self, decoder self, cross; measured on subword tokens):
  conf      confidence: mean over query tokens of the largest weight (Voita et al. 2019)
  entropy   mean entropy of a query's row, in nats (uniform over n keys: ln n)
  prev/next share of query tokens whose largest weight is on the token at offset -1 / +1 (self-attention)
  rare      share of query tokens whose largest weight is on the sentence's least frequent token
  delim     mean weight on </s>, <s> and punctuation (Clark et al. 2019)
Head similarity: the Jensen-Shannon distance (natural log, 0 to sqrt(ln 2) = 0.83) between two heads' rows,
averaged over tokens and sentences, for every pair of heads of one kind; heads are ordered by average-linkage
clustering and grouped into clusters (see the thresholds below).
  --freq-src F, --freq-tgt F  count piece frequencies for "rare" in the source and target sides of a corpus
                           (plain or gzip; e.g. the training corpus); a side without one takes the tokenizer's
                           piece scores (the piece order) instead
  --freq-lines N (200000)  lines of each --freq-* file read
  --max-sentences N (500)  pairs used (the first N with both sides non-empty)
  --json                   one JSON object (layers and heads counted from 0; the text counts from 1)
  --backend auto|cpu|vulkan[:N]   --mask-heads SPEC (heads switched off stay off)
)";

constexpr attn::RoleBadge kBadges[] = {attn::RoleBadge::kPositionalPrevious, attn::RoleBadge::kPositionalNext,
                                       attn::RoleBadge::kRareWord, attn::RoleBadge::kDelimiter,
                                       attn::RoleBadge::kConfident};

const char* kind_title(int k) { return k == 0 ? "encoder self" : k == 1 ? "decoder self" : "cross"; }

std::string head_label(const attn::HeadRef& h) {
  return "L" + std::to_string(h.layer + 1) + ".H" + std::to_string(h.head + 1);
}

std::string share_text(const std::optional<double>& x) {
  if (!x) return "    -";
  char s[16];
  std::snprintf(s, sizeof s, "%5.2f", *x);
  return s;
}

nlohmann::json optional_json(const std::optional<double>& x) {
  return x ? nlohmann::json(*x) : nlohmann::json();
}

nlohmann::json roles_json(const attn::HeadRoles& roles, const std::string& frequency_source) {
  nlohmann::json heads = nlohmann::json::array();
  for (const attn::HeadRole& r : roles.roles) {
    nlohmann::json badges = nlohmann::json::array();
    for (attn::RoleBadge b : r.badges) badges.push_back(attn::role_badge_name(b));
    heads.push_back({{"kind", attn::attention_kind_name(r.head.kind)},
                     {"layer", r.head.layer},
                     {"head", r.head.head},
                     {"queries", r.queries},
                     {"confidence", r.confidence},
                     {"entropy", r.entropy},
                     {"previous_share", optional_json(r.previous_share)},
                     {"next_share", optional_json(r.next_share)},
                     {"rare_word_share", optional_json(r.rare_word_share)},
                     {"delimiter_share", r.delimiter_share},
                     {"badges", badges}});
  }
  nlohmann::json similarity = nlohmann::json::object();
  for (const attn::HeadSimilarity& s : roles.similarity) {
    const std::size_t n = s.heads.size();
    nlohmann::json matrix = nlohmann::json::array();
    for (std::size_t i = 0; i < n; ++i)
      matrix.push_back(std::vector<double>(s.distance.begin() + std::ptrdiff_t(i * n),
                                           s.distance.begin() + std::ptrdiff_t((i + 1) * n)));
    nlohmann::json refs = nlohmann::json::array();
    for (const auto& h : s.heads) refs.push_back({{"layer", h.layer}, {"head", h.head}});
    similarity[attn::attention_kind_name(s.kind)] = {
        {"heads", refs}, {"js_distance", matrix}, {"order", s.order}, {"clusters", s.clusters}};
  }
  nlohmann::json definitions = nlohmann::json::object();
  for (attn::RoleBadge b : kBadges)
    definitions[attn::role_badge_name(b)] = attn::role_badge_definition(b, roles.thresholds);
  const attn::RoleThresholds& t = roles.thresholds;
  return {{"sentences", roles.sentences},
          {"frequency_source", frequency_source},
          {"thresholds",
           {{"positional_share", t.positional_share},
            {"rare_word_share", t.rare_word_share},
            {"delimiter_share", t.delimiter_share},
            {"confidence", t.confidence},
            {"cluster_distance", t.cluster_distance}}},
          {"badge_definitions", definitions},
          {"js_distance_log", "natural"},
          {"heads", heads},
          {"similarity", similarity}};
}

void print_roles(const attn::HeadRoles& roles, const std::string& frequency_source) {
  std::printf(
      "head roles over %zu sentence pairs (forced decoding of the references; rare-word frequency: %s)\n",
      roles.sentences, frequency_source.c_str());
  for (int k = 0; k < 3; ++k) {
    std::printf("\n%s attention\n  %-7s %5s %7s %5s %5s %5s %5s  %s\n", kind_title(k), "head", "conf",
                "entropy", "prev", "next", "rare", "delim", "badges");
    for (const attn::HeadRole& r : roles.roles) {
      if (int(r.head.kind) != k) continue;
      std::string badges;
      for (attn::RoleBadge b : r.badges)
        badges += std::string(badges.empty() ? "" : " ") + attn::role_badge_name(b);
      std::printf("  %-7s %5.2f %7.2f %s %s %s %5.2f  %s\n", head_label(r.head).c_str(), r.confidence,
                  r.entropy, share_text(r.previous_share).c_str(), share_text(r.next_share).c_str(),
                  share_text(r.rare_word_share).c_str(), r.delimiter_share, badges.c_str());
    }
  }
  std::printf(
      "\nhead similarity: mean Jensen-Shannon distance (0 = identical, 0.83 = disjoint), clustered order\n");
  for (const attn::HeadSimilarity& s : roles.similarity) {
    std::printf("\n%s attention\n  %-7s", kind_title(int(s.kind)), "");
    for (int j : s.order) std::printf(" %6s", head_label(s.heads[std::size_t(j)]).c_str());
    std::printf("\n");
    const std::size_t n = s.heads.size();
    for (int i : s.order) {
      std::printf("  %-7s", head_label(s.heads[std::size_t(i)]).c_str());
      for (int j : s.order) std::printf(" %6.2f", s.distance[std::size_t(i) * n + std::size_t(j)]);
      std::printf("\n");
    }
    std::printf("  clusters (average linkage, mean distance below %.2f):", roles.thresholds.cluster_distance);
    for (const auto& c : s.clusters) {
      std::printf(" {");
      for (std::size_t i = 0; i < c.size(); ++i)
        std::printf("%s%s", i ? " " : "", head_label(s.heads[std::size_t(c[i])]).c_str());
      std::printf("}");
    }
    std::printf("\n");
  }
  std::printf("\nbadges:\n");
  for (attn::RoleBadge b : kBadges)
    std::printf("  %s\n", attn::role_badge_definition(b, roles.thresholds).c_str());
}

}  // namespace

int run_heads_roles(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string src_file = args.required("--src"), ref_file = args.required("--ref");
  const auto freq_src = args.value("--freq-src"), freq_tgt = args.value("--freq-tgt");
  const int freq_lines = args.integer("--freq-lines", 200000, 1, 100000000);
  const int max_sentences = args.integer("--max-sentences", 500, 1, 1000000);
  const bool json = args.flag("--json");
  auto translator = load_translator(args);
  args.finish();
  const auto [src, ref] = read_sentence_pairs(src_file, ref_file, max_sentences);

  std::string frequency_source = "the tokenizer's piece scores";
  auto read_some = [&](const std::optional<std::string>& file) {
    std::vector<std::string> lines;
    if (file) lines = attn::read_corpus_lines(*file);
    if (int(lines.size()) > freq_lines) lines.resize(std::size_t(freq_lines));
    return lines;
  };
  const auto freq_src_lines = read_some(freq_src), freq_tgt_lines = read_some(freq_tgt);
  const attn::PieceFrequencies frequencies =
      attn::count_piece_frequencies(translator->model().tokenizer, freq_src_lines, freq_tgt_lines);
  if (freq_src || freq_tgt) {
    frequency_source = "piece counts over";
    if (freq_src) frequency_source += " " + std::to_string(freq_src_lines.size()) + " lines of " + *freq_src;
    if (freq_src && freq_tgt) frequency_source += " and";
    if (freq_tgt) frequency_source += " " + std::to_string(freq_tgt_lines.size()) + " lines of " + *freq_tgt;
    if (!freq_src || !freq_tgt) frequency_source += " (the other side: the tokenizer's piece scores)";
  }
  attn::AnalysisControl control;
  const bool tty = !json && isatty(fileno(stderr));
  control.progress = [&](std::size_t done, std::size_t total) {
    if (tty) std::fprintf(stderr, "\r%zu / %zu sentence pairs", done, total);
  };
  const attn::HeadRoles roles = attn::head_roles(*translator, src, ref, frequencies, {}, control);
  if (tty) std::fprintf(stderr, "\n");
  if (json)
    std::cout << roles_json(roles, frequency_source).dump(2) << "\n";
  else
    print_roles(roles, frequency_source);
  return 0;
}

}  // namespace cli
