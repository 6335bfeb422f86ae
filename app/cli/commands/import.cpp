// attention-cli import: a model from another toolkit's folder into this project's model folder format.
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "attention/error.h"
#include "attention/hf_marian_import.h"
#include "attention/model.h"
#include "commands.h"

namespace cli {

namespace {
constexpr const char* kHelp = R"(usage: attention-cli import --from hf-marian DIR --out MODEL

Imports a Hugging Face MarianMT model (Helsinki-NLP/opus-mt-* and its siblings) into a new model folder that
translate, attention, score, eval and the app open like any other:
  --from hf-marian DIR  a MarianMT folder: config.json, model.safetensors, source.spm, target.spm, vocab.json
                        (a pytorch_model.bin-only folder: convert it to model.safetensors first; the error
                        says how)
  --out MODEL           the new model folder; must not exist yet (or be empty). Written all or nothing.
Not supported: other model types, separate source/target vocabularies, pre-LN variants; the text is not
Moses-normalised as MarianTokenizer does when sacremoses is installed.
)";
}  // namespace

int run_import(Args& args) {
  if (args.help()) {
    std::cout << kHelp;
    return 0;
  }
  namespace fs = std::filesystem;
  const std::vector<std::string> from = args.values_of("--from", 2);
  if (from.empty()) throw attn::Error("missing --from hf-marian DIR (see --help)");
  const fs::path out = args.required("--out");
  args.finish();
  if (from[0] != "hf-marian") throw attn::Error("unknown --from '" + from[0] + "' (supported: hf-marian)");
  const fs::path in = from[1];
  std::vector<std::string> notes;
  const attn::Model model = attn::import_hf_marian(in, &notes);
  attn::save_new_model_folder(out, model);
  std::printf("imported Hugging Face MarianMT %s -> %s\n", in.c_str(), out.c_str());
  for (const std::string& note : notes) std::printf("  %s\n", note.c_str());
  std::printf("  wrote config.json, model.safetensors (%zu parameters)", model.parameter_count());
  for (const std::string& f : model.tokenizer.file_names()) std::printf(", %s", f.c_str());
  std::printf("\n");
  return 0;
}

}  // namespace cli
