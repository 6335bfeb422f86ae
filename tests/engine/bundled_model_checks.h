// Checks shared by the tests of the bundled models (resources/models/<name>): the model loaded once on the
// CPU backend, and "each translation carries these content words".
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "attention/backend.h"
#include "attention/model.h"
#include "attention/translator.h"

namespace attn::bundled {

inline Translator load_bundled_translator(const std::string& name) {
  Model model = load_model(std::filesystem::path(ATTN_SOURCE_DIR) / "resources/models" / name);
  auto backend = make_cpu_backend(model.config);
  return Translator(std::move(model), std::move(backend));
}

struct ContentWordsExample {
  const char* english;
  std::vector<const char*> german_words;  // each must appear in the translation
};

// Beam 4, as the app's users and the model cards translate.
inline void expect_content_words(Translator& translator, const std::vector<ContentWordsExample>& examples) {
  DecodeOptions beam;
  beam.beam_size = 4;
  std::vector<std::string> sources;
  for (const auto& e : examples) sources.push_back(e.english);
  const auto out = translator.translate(sources, beam);
  for (std::size_t i = 0; i < examples.size(); ++i) {
    for (const char* word : examples[i].german_words)
      EXPECT_NE(out[i].text().find(word), std::string::npos)
          << examples[i].english << " -> " << out[i].text() << " (missing '" << word << "')";
  }
}

}  // namespace attn::bundled
