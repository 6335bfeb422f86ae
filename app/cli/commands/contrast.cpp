#include "attention/contrast.h"

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <numeric>

#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli contrast --model DIR|NAME --items F.tsv [--json]

Contrastive evaluation with minimal pairs: for each item the model scores the correct translation against
the wrong ones (log P, forced decoding) and is right when the correct one scores highest. Prints the accuracy
overall and per group, then every item with its margin (log P of the correct translation minus the best
wrong one; negative = the model prefers a wrong one), lowest margin first.

Item files: one item a line, tab-separated: source, correct translation, one or more wrong translations.
"# group: NAME" labels the items after it; other "#" lines are comments. Bundled examples:
resources/contrast/pronouns-en-de.tsv (English it / he / she / they -> German er / sie / es) and
resources/contrast/it-families-en-de.tsv ("it" by the reasoning its pronoun needs: pleonastic, one antecedent,
world knowledge, entity swaps).
  --json               one JSON object: summary and items
  --backend auto|cpu|vulkan[:N]
)";
}  // namespace

int run_contrast(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string items_file = args.required("--items");
  const bool json = args.flag("--json");
  auto translator = load_translator(args);
  args.finish();
  const auto items = attn::read_contrast_items(items_file);
  const auto scores = attn::score_contrast_items(*translator, items);
  const auto summary = attn::summarize_contrast(items, scores);

  std::vector<std::size_t> order(items.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](auto a, auto b) { return scores[a].margin < scores[b].margin; });

  if (json) {
    nlohmann::json groups = nlohmann::json::array(), out_items = nlohmann::json::array();
    for (const auto& g : summary)
      groups.push_back(
          {{"group", g.group}, {"items", g.items}, {"correct", g.correct}, {"accuracy", g.accuracy()}});
    for (std::size_t i : order)
      out_items.push_back({{"line", items[i].line},
                           {"group", items[i].group},
                           {"source", items[i].source},
                           {"candidates", items[i].candidates},
                           {"log_probs", scores[i].log_probs},
                           {"preferred", scores[i].preferred},
                           {"margin", scores[i].margin},
                           {"correct", scores[i].correct()}});
    const nlohmann::json j = {{"items_file", items_file}, {"summary", groups}, {"items", out_items}};
    std::printf("%s\n", j.dump(2).c_str());
    return 0;
  }
  for (const auto& g : summary)
    std::printf("%-40s %4d / %-4d  %5.1f %%\n", g.group.empty() ? "all items" : g.group.c_str(), g.correct,
                g.items, 100.0 * g.accuracy());
  std::printf("\nmargin   ok  line  source  ->  preferred translation\n");
  for (std::size_t i : order)
    std::printf("%+7.3f  %-3s %5d  %s  ->  %s\n", scores[i].margin, scores[i].correct() ? "yes" : "no",
                items[i].line, items[i].source.c_str(),
                items[i].candidates[std::size_t(scores[i].preferred)].c_str());
  return 0;
}

}  // namespace cli
