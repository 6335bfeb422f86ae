#include "common.h"

#include "attention/backend.h"
#include "attention/model.h"

namespace cli {

std::unique_ptr<attn::Translator> load_translator(Args& args) {
  const std::string dir = args.required("--model");
  const std::string backend = args.value("--backend").value_or("auto");
  attn::Model model = attn::load_model(dir);
  auto b = attn::make_backend(backend, model.config);
  return std::make_unique<attn::Translator>(std::move(model), std::move(b));
}

attn::DecodeOptions decode_options(Args& args) {
  attn::DecodeOptions o;
  o.beam_size = args.integer("--beam", 4);
  o.length_penalty = float(args.number("--alpha", 0.6));
  o.n_best = args.integer("--n-best", 1);
  o.max_length_offset = args.integer("--max-length-offset", 50);
  return o;
}

}  // namespace cli
