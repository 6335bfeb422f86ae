#include <unistd.h>

#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/antecedent_heads.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli heads --model DIR|NAME --antecedents F.tsv [--top N] [--json]

The antecedent head finder: for every encoder self-attention and cross-attention head, how often the pronoun
attends more to its antecedent than to the other person in the sentence (words merged from subwords: sum over
an attended word's pieces, mean over an attending word's). Cross-attention is read at the decoding step that
chooses the German pronoun, on the model's own greedy translation. Heads are ranked by the lower end of the
Wilson 95 % interval of their accuracy; the baselines are the mean over heads and the nearest preceding person.

Input: WinoMT's format, tab-separated: gender, the antecedent's 0-based word index, sentence, antecedent noun
(e.g. ../shared/data/winomt/en.tsv).
  --top N (8)          heads listed per kind (text output; JSON lists every head)
  --json               one JSON object with every head's scores (layer and head counted from 0; the text
                       output counts from 1, as the app does)
  --backend auto|cpu|vulkan[:N]
(attention-cli heads --importance --help: which heads matter, and the pruning curve)
(attention-cli heads --roles --help: what each head does, and which heads behave alike)
)";

nlohmann::json score_json(const attn::HeadScore& s) {
  return {{"kind", attn::head_kind_name(s.kind)},
          {"layer", s.layer},
          {"head", s.head},
          {"accuracy", s.accuracy.value()},
          {"accuracy_ci95", {s.accuracy.low(), s.accuracy.high()}},
          {"items", s.accuracy.trials},
          {"mean_antecedent_weight", s.mean_antecedent_weight},
          {"mean_distractor_weight", s.mean_distractor_weight}};
}

void print_score(const attn::HeadScore& s, const char* label = nullptr) {
  char name[32];
  if (label)
    std::snprintf(name, sizeof name, "%s", label);
  else
    // Counted from 1 in text, as the app labels them (the JSON keeps 0-based indices).
    std::snprintf(name, sizeof name, "%s L%d.H%d", attn::head_kind_name(s.kind), s.layer + 1, s.head + 1);
  std::printf("  %-22s %5.1f %%  [%5.1f, %5.1f]  %5d   %.3f   %.3f\n", name, 100 * s.accuracy.value(),
              100 * s.accuracy.low(), 100 * s.accuracy.high(), s.accuracy.trials, s.mean_antecedent_weight,
              s.mean_distractor_weight);
}

void print_kind(const char* title, const std::vector<attn::HeadScore>& heads, const attn::HeadScore& mean,
                int top) {
  std::printf("\n%s\n  %-22s %7s  %14s  %5s  %7s  %7s\n", title, "head", "right", "95% interval", "items",
              "w(ante)", "w(dist)");
  for (int i = 0; i < int(heads.size()) && i < top; ++i) print_score(heads[std::size_t(i)]);
  print_score(mean, "mean over heads");
}
}  // namespace

int run_heads(Args& args) {
  if (args.flag("--importance")) return run_heads_importance(args);
  if (args.flag("--roles")) return run_heads_roles(args);
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string file = args.required("--antecedents");
  const int top = args.integer("--top", 8, 1, 10000);
  const bool json = args.flag("--json");
  auto translator = load_translator(args);
  args.finish();
  const auto items = attn::read_antecedent_items(file);
  const bool show_progress = !json && isatty(2);
  const auto report = attn::find_antecedent_heads(*translator, items, [&](int done, int total) {
    if (show_progress && (done % 50 == 0 || done == total))
      std::fprintf(stderr, "\r%d / %d sentences", done, total);
    return true;
  });
  if (show_progress) std::fprintf(stderr, "\n");

  if (json) {
    nlohmann::json heads = nlohmann::json::array();
    for (const auto& s : report.encoder_heads) heads.push_back(score_json(s));
    for (const auto& s : report.cross_heads) heads.push_back(score_json(s));
    const nlohmann::json j = {
        {"antecedents_file", file},
        {"items", report.items},
        {"items_with_distractor", report.items_with_distractor},
        {"items_with_target_pronoun", report.items_with_target_pronoun},
        {"heads", heads},
        {"baselines",
         {{"encoder_mean", score_json(report.encoder_mean)},
          {"cross_mean", score_json(report.cross_mean)},
          {"nearest_preceding",
           {{"accuracy", report.nearest_preceding.value()},
            {"accuracy_ci95", {report.nearest_preceding.low(), report.nearest_preceding.high()}},
            {"items", report.nearest_preceding.trials}}}}}};
    std::printf("%s\n", j.dump(2).c_str());
    return 0;
  }
  std::printf("%d sentences; %d with both people found; %d whose translation has a German pronoun\n",
              report.items, report.items_with_distractor, report.items_with_target_pronoun);
  std::printf("baseline, nearest preceding person: %.1f %% [%.1f, %.1f]\n",
              100 * report.nearest_preceding.value(), 100 * report.nearest_preceding.low(),
              100 * report.nearest_preceding.high());
  print_kind("encoder self-attention, English pronoun -> antecedent (best first)", report.encoder_heads,
             report.encoder_mean, top);
  print_kind("cross-attention, step choosing the German pronoun -> antecedent (best first)",
             report.cross_heads, report.cross_mean, top);
  return 0;
}

}  // namespace cli
