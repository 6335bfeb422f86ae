// A random model of the toy tasks' shape and vocabulary: the smallest thing a translator can run, for tests
// of the app's machinery rather than of translations.
#pragma once

#include <cstdint>
#include <memory>

#include "attention/model.h"
#include "attention/toy_tasks.h"

namespace gui_test {

inline std::shared_ptr<const attn::Model> toyModel(std::uint64_t seed) {
  attn::ToyTaskOptions toy;
  const attn::Tokenizer tokenizer = attn::make_toy_tokenizer(toy);
  attn::ModelConfig config = attn::preset_config("toy");
  config.vocab_size = tokenizer.vocab_size();
  return std::make_shared<const attn::Model>(attn::make_model(config, tokenizer, seed));
}

}  // namespace gui_test
