#include <algorithm>
#include <charconv>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

#include "attention/error.h"
#include "attention/hf_marian_export.h"
#include "attention/model.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli export --model DIR|NAME --out DIR [--fp16|--int8] [--average K]
       attention-cli export --model DIR|NAME --to hf-marian DIR [--average K]

Writes a model folder for shipping: config.json, model.safetensors and tokenizer.model (and train_log.csv when
there is one) — no optimizer state.
  --to hf-marian DIR
               write a new folder that Hugging Face's MarianMTModel and MarianTokenizer load (config.json,
               model.safetensors in float32, vocab.json, source.spm, target.spm, tokenizer_config.json), to
               train on with Hugging Face's trainers or serve with CTranslate2; it decodes as this model does.
               Refused, with the reason, for models MarianMT cannot express (pre-LN, learned positions,
               separate source and target embeddings)
  --fp16       store weights as float16 (half the size; translations are practically unchanged)
  --int8       store the decoder layers' per-step matrices (attention and FFN) in int8 with one scale per
               row, the rest (the output projection too) as float16; such a model decodes in int8 by default
               (--compute-type auto), as the model does with --compute-type int8. Readers older than int8
               support refuse the file (unknown dtype I8)
  --average K  average the last K checkpoints in DIR/checkpoints instead of using model.safetensors
)";
}  // namespace

int run_export(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  namespace fs = std::filesystem;
  const fs::path in = model_path(args.required("--model"));
  const std::vector<std::string> to = args.values_of("--to", 2);
  if (!to.empty() && to[0] != "hf-marian")
    throw attn::Error("--to " + to[0] + " is not a format this tool writes (only hf-marian)");
  const fs::path out = to.empty() ? fs::path(args.required("--out")) : fs::path(to[1]);
  const bool fp16 = args.flag("--fp16");
  const bool int8 = args.flag("--int8");
  const int average = args.integer("--average", 0, 0, 1000);
  args.finish();
  if (!to.empty() && (fp16 || int8))
    throw attn::Error("--to hf-marian writes float32 weights; --fp16 and --int8 are for model folders");
  attn::Model model = attn::load_model(in);
  if (average > 1) {
    // Checkpoints are checkpoints/step-N.safetensors; other names are not ours and are skipped.
    std::vector<std::pair<long long, fs::path>> checkpoints;
    std::error_code ec;
    for (fs::directory_iterator it(in / "checkpoints", ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path& p = it->path();
      const std::string stem = p.stem().string();
      long long step = 0;
      const char* digits = stem.data() + std::min<std::size_t>(stem.size(), 5);
      const auto [rest, status] = std::from_chars(digits, stem.data() + stem.size(), step);
      if (p.extension() == ".safetensors" && stem.starts_with("step-") && status == std::errc() &&
          rest == stem.data() + stem.size())
        checkpoints.emplace_back(step, p);
    }
    if (ec) throw attn::Error("cannot list " + (in / "checkpoints").string() + ": " + ec.message());
    std::sort(checkpoints.begin(), checkpoints.end());
    if (checkpoints.size() > std::size_t(average))
      checkpoints.erase(checkpoints.begin(), checkpoints.end() - average);
    std::vector<fs::path> files;
    for (const auto& [step, p] : checkpoints) files.push_back(p);
    model.parameters = attn::average_parameters(files, model.config);
    std::printf("averaged %zu checkpoints\n", files.size());
  }
  if (!to.empty()) {
    std::vector<std::string> notes;
    attn::export_hf_marian(model, out, &notes);
    for (const std::string& line : notes) std::printf("  %s\n", line.c_str());
    std::printf("exported %s -> %s (Hugging Face MarianMT)\n", in.c_str(), out.c_str());
    return 0;
  }
  const attn::WeightPrecision precision = int8   ? attn::WeightPrecision::kInt8
                                          : fp16 ? attn::WeightPrecision::kF16
                                                 : attn::WeightPrecision::kF32;
  attn::save_model(out, model, precision);
  std::error_code ec;
  if (fs::is_regular_file(in / "train_log.csv", ec) && !fs::equivalent(in, out, ec)) {
    fs::copy_file(in / "train_log.csv", out / "train_log.csv", fs::copy_options::overwrite_existing, ec);
    if (ec) throw attn::Error("cannot copy " + (in / "train_log.csv").string() + ": " + ec.message());
  }
  std::printf("exported %s -> %s (%s)\n", in.c_str(), out.c_str(),
              int8   ? "int8 decoder layers, float16 rest"
              : fp16 ? "float16"
                     : "float32");
  return 0;
}

}  // namespace cli
