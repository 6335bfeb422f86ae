// The English->German model shipped in resources/models/multi30k-en-de loads, translates a few fixed sentences into
// German that carries their content words, and keeps its measured quality on Multi30k's test set.
#include <gtest/gtest.h>

#include <filesystem>

#include "attention/backend.h"
#include "attention/corpus.h"
#include "attention/metrics.h"
#include "attention/model.h"
#include "attention/translator.h"

namespace attn {
namespace {

const std::filesystem::path kModelDir = std::filesystem::path(ATTN_SOURCE_DIR) / "resources/models/multi30k-en-de";

Translator& translator() {
  static Translator t = [] {
    Model model = load_model(kModelDir);
    auto backend = make_cpu_backend(model.config);
    return Translator(std::move(model), std::move(backend));
  }();
  return t;
}

struct Example {
  const char* english;
  std::vector<const char*> german_words;  // each must appear in the translation
};

TEST(BundledModel, TranslatesContentWords) {
  const std::vector<Example> examples = {
      {"A man is riding a bicycle.", {"Mann", "Fahrrad"}},
      {"Two dogs are playing in the snow.", {"Hunde", "Schnee"}},
      {"A woman is sitting on a bench.", {"Frau", "Bank"}},
      {"A little girl is eating an apple.", {"Mädchen"}},
      {"A group of people are standing in front of a building.", {"Gebäude"}},
  };
  DecodeOptions beam;
  beam.beam_size = 4;
  std::vector<std::string> sources;
  for (const auto& e : examples) sources.push_back(e.english);
  const auto out = translator().translate(sources, beam);
  for (std::size_t i = 0; i < examples.size(); ++i) {
    for (const char* word : examples[i].german_words)
      EXPECT_NE(out[i].text().find(word), std::string::npos)
          << examples[i].english << " -> " << out[i].text() << " (missing '" << word << "')";
  }
}

TEST(BundledModel, KeepsItsQualityOnMulti30kTest) {
  const std::filesystem::path data = std::filesystem::path(ATTN_SHARED_DIR) / "data/multi30k";
  if (!std::filesystem::exists(data / "test_2016_flickr.en.gz")) GTEST_SKIP() << "Multi30k not found at " << data;
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
