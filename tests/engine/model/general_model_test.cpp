// The default model shipped in resources/models/en-de (general-domain English->German) loads, translates
// everyday sentences into German that carries their content words, and keeps its measured quality on the
// Tatoeba development set.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>

#include "attention/backend.h"
#include "attention/corpus.h"
#include "attention/metrics.h"
#include "attention/model.h"
#include "attention/translator.h"
#include "bundled_model_checks.h"

namespace attn {
namespace {

Translator& translator() {
  static Translator t = bundled::load_bundled_translator("en-de");
  return t;
}

TEST(GeneralModel, TranslatesEverydayContentWords) {
  const std::vector<bundled::ContentWordsExample> examples = {
      {"I am very tired.", {"müde"}},
      {"Can you help me, please?", {"helfen"}},
      {"My brother lives in Berlin.", {"Bruder", "Berlin"}},
      {"Tom doesn't like coffee.", {"Tom", "Kaffee"}},
      {"We have to go home now.", {"nach Hause"}},
      {"Where is the train station?", {"Bahnhof"}},
      {"The weather will be better tomorrow.", {"Wetter", "morgen"}},
      // The negation was lost at 3,946 steps ("Das Tier überquerte die Straße …"); it is kept now.
      {"The animal didn't cross the street because it was too tired.", {"nicht", "Straße", "müde"}},
  };
  bundled::expect_content_words(translator(), examples);
}

TEST(GeneralModel, KeepsItsQualityOnTatoebaDev) {
  const std::filesystem::path data = std::filesystem::path(ATTN_SHARED_DIR) / "data/general";
  if (!std::filesystem::exists(data / "tatoeba.dev.en.gz"))
    GTEST_SKIP() << "general data not found at " << data;
  auto corpus = read_parallel_corpus(data / "tatoeba.dev.en.gz", data / "tatoeba.dev.de.gz");
  corpus.source.resize(300);
  corpus.target.resize(300);
  DecodeOptions greedy;
  std::vector<std::string> hyps;
  for (const auto& t : translator().translate(corpus.source, greedy)) hyps.push_back(t.text());
  // The model card reports the whole set with beam 4; this subset with greedy search measured 28.2 when the
  // model was shipped. Raise the floor with the model.
  const double bleu = corpus_bleu(hyps, corpus.target).score;
  std::printf("greedy BLEU on the first 300 sentences: %.2f\n", bleu);
  EXPECT_GT(bleu, 25.0);
}

}  // namespace
}  // namespace attn
