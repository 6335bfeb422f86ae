#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "attention/error.h"
#include "attention/model.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp = R"(usage: attention-cli export --model DIR|NAME --out DIR [--fp16] [--average K]

Writes a model folder for shipping: config.json, model.safetensors and tokenizer.model (and train_log.csv when
there is one) — no optimizer state.
  --fp16       store weights as float16 (half the size; translations are practically unchanged)
  --average K  average the last K checkpoints in DIR/checkpoints instead of using model.safetensors
)";
}  // namespace

int run_export(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  namespace fs = std::filesystem;
  const fs::path in = model_path(args.required("--model")), out = args.required("--out");
  const bool fp16 = args.flag("--fp16");
  const int average = args.integer("--average", 0);
  args.finish();
  attn::Model model = attn::load_model(in);
  if (average > 1) {
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(in / "checkpoints"))
      if (e.path().extension() == ".safetensors") files.push_back(e.path());
    auto step_of = [](const fs::path& p) {
      const std::string s = p.stem().string();  // step-N
      return std::stoll(s.substr(s.find('-') + 1));
    };
    std::sort(files.begin(), files.end(), [&](auto& a, auto& b) { return step_of(a) < step_of(b); });
    if (files.size() > std::size_t(average)) files.erase(files.begin(), files.end() - average);
    model.parameters = attn::average_parameters(files, model.config);
    std::printf("averaged %zu checkpoints\n", files.size());
  }
  attn::save_model(out, model, fp16 ? attn::WeightPrecision::kF16 : attn::WeightPrecision::kF32);
  if (fs::exists(in / "train_log.csv") && fs::absolute(in) != fs::absolute(out))
    fs::copy_file(in / "train_log.csv", out / "train_log.csv", fs::copy_options::overwrite_existing);
  std::printf("exported %s -> %s (%s)\n", in.c_str(), out.c_str(), fp16 ? "float16" : "float32");
  return 0;
}

}  // namespace cli
