// The English->German model shipped in resources/models/multi30k-en-de loads, translates a few fixed
// sentences into German that carries their content words, and keeps its measured quality on Multi30k's test
// set.
#include <gtest/gtest.h>

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
  static Translator t = bundled::load_bundled_translator("multi30k-en-de");
  return t;
}

TEST(BundledModel, TranslatesContentWords) {
  const std::vector<bundled::ContentWordsExample> examples = {
      {"A man is riding a bicycle.", {"Mann", "Fahrrad"}},
      {"Two dogs are playing in the snow.", {"Hunde", "Schnee"}},
      {"A woman is sitting on a bench.", {"Frau", "Bank"}},
      {"A little girl is eating an apple.", {"Mädchen"}},
      {"A group of people are standing in front of a building.", {"Gebäude"}},
  };
  bundled::expect_content_words(translator(), examples);
}

TEST(BundledModel, KeepsItsQualityOnMulti30kTest) {
  const std::filesystem::path data = std::filesystem::path(ATTN_SHARED_DIR) / "data/multi30k";
  if (!std::filesystem::exists(data / "test_2016_flickr.en.gz"))
    GTEST_SKIP() << "Multi30k not found at " << data;
  auto corpus = read_parallel_corpus(data / "test_2016_flickr.en.gz", data / "test_2016_flickr.de.gz");
  corpus.source.resize(150);
  corpus.target.resize(150);
  DecodeOptions greedy;
  std::vector<std::string> hyps;
  for (const auto& t : translator().translate(corpus.source, greedy)) hyps.push_back(t.text());
  // The README reports the full-test-set figures; this subset with greedy search stays well above 25.
  EXPECT_GT(corpus_bleu(hyps, corpus.target).score, 25.0);
}

}  // namespace
}  // namespace attn
