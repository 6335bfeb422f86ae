#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/antecedent_heads.h"
#include "attention/occupation_gender.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli gender --model DIR|NAME --sentences F.tsv --lexicon F.tsv [--beam K] [--limit N]
                           [--mistakes N] [--json]

WinoMT's gender accuracy for English→German (Stanovsky et al. 2019): each sentence names two people by their
occupations and a pronoun fixes the gender of one ("The doctor called the nurse because she …"); the model
translates it, and is right when that occupation comes out in the pronoun's gender ("die Ärztin"). The
occupation is found in the translation by the German forms of the lexicon (bundled:
resources/winomt/occupations-de.tsv); a form both genders share is decided by its article. Prints the
accuracy overall and by gender, how often the occupation was found, the difference between the genders, and
the first mistakes.
  --sentences F          WinoMT format (gender, antecedent index, sentence, occupation), as `heads`
  --lexicon F            English occupation, masculine forms, feminine forms (tab-separated, "|" between forms)
  --beam K (4) --alpha A (0.6)
  --limit N (0: all)     the first N sentences
  --mistakes N (10)      how many wrong translations to list
  --json                 one JSON object with every item
  --backend auto|cpu|vulkan[:N]
)";

const char* gender_name(attn::TranslatedGender g) {
  switch (g) {
    case attn::TranslatedGender::kMasculine:
      return "masculine";
    case attn::TranslatedGender::kFeminine:
      return "feminine";
    case attn::TranslatedGender::kNotFound:
      break;
  }
  return "not found";
}

}  // namespace

int run_gender(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const std::string sentences_file = args.required("--sentences");
  const std::string lexicon_file = args.required("--lexicon");
  const int limit = args.integer("--limit", 0, 0, 100000000);
  const int mistakes = args.integer("--mistakes", 10, 0, 100000000);
  const bool json = args.flag("--json");
  const attn::DecodeOptions options = decode_options(args);
  // The files are checked before the model is loaded: a wrong path fails fast.
  std::vector<attn::AntecedentItem> items = attn::read_antecedent_items(sentences_file);
  const std::vector<attn::OccupationForms> lexicon = attn::read_occupation_lexicon(lexicon_file);
  if (limit > 0 && std::size_t(limit) < items.size()) items.resize(std::size_t(limit));
  auto translator = load_translator(args);
  args.finish();

  std::vector<std::string> sources, translations;
  for (const auto& item : items) sources.push_back(item.sentence);
  for (const auto& t : translator->translate(sources, options)) translations.push_back(t.text());
  const attn::GenderAccuracyReport report = attn::score_occupation_gender(items, translations, lexicon);

  if (json) {
    nlohmann::json out_items = nlohmann::json::array();
    for (const auto& i : report.items)
      out_items.push_back({{"line", i.line},
                           {"gold", i.gold},
                           {"occupation", i.occupation},
                           {"sentence", i.sentence},
                           {"translation", i.translation},
                           {"found", gender_name(i.found.gender)},
                           {"word", i.found.word},
                           {"correct", i.correct()}});
    const nlohmann::json j = {{"sentences_file", sentences_file},
                              {"items", report.count()},
                              {"accuracy", report.accuracy()},
                              {"accuracy_male", report.accuracy("male")},
                              {"accuracy_female", report.accuracy("female")},
                              {"found", report.found()},
                              {"skipped_neutral", report.skipped_neutral},
                              {"skipped_unlisted", report.skipped_unlisted},
                              {"scored", out_items}};
    std::printf("%s\n", j.dump(2).c_str());
    return 0;
  }
  std::printf(
      "%d sentences with a male or female antecedent the lexicon lists (%d neutral, %d unlisted left out)\n",
      report.count(), report.skipped_neutral, report.skipped_unlisted);
  std::printf("accuracy        %5.1f %%  (%d of %d)\n", 100.0 * report.accuracy(), report.correct(),
              report.count());
  for (const char* gold : {"male", "female"})
    std::printf("  %-6s        %5.1f %%  (%d of %d; the occupation found in %d)\n", gold,
                100.0 * report.accuracy(gold), report.correct(gold), report.count(gold), report.found(gold));
  std::printf("male − female   %+5.1f points\n",
              100.0 * (report.accuracy("male") - report.accuracy("female")));
  std::printf("occupation found in %d of %d translations\n", report.found(), report.count());
  int listed = 0;
  for (const auto& i : report.items) {
    if (i.correct() || listed >= mistakes) continue;
    if (listed++ == 0) std::printf("\nmistakes (gold, found, word: sentence -> translation):\n");
    std::printf("%-6s %-9s %-16s %s -> %s\n", i.gold.c_str(), gender_name(i.found.gender),
                i.found.word.empty() ? "-" : i.found.word.c_str(), i.sentence.c_str(), i.translation.c_str());
  }
  return 0;
}

}  // namespace cli
