#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "attention/compute_type.h"
#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli translate --model DIR|NAME [options] < input.txt > output.txt

Translates one sentence per line from stdin. At a terminal it is interactive.
  --batch              read all of stdin first and translate it in batches (sorted by length, batched by
                       token count, printed in input order), then report sentences/s on stderr; the same
                       translations as line by line, faster on a file
  --beam K (4)         beam size; 1 = greedy
  --alpha A (0.6)      GNMT length penalty
  --n-best N (1)       print N candidates per line: "i ||| text ||| score"
  --max-length-offset N (50)   output length limit = input length + N
  --backend auto|cpu|vulkan[:N] (auto)
)";
void print_translation(const attn::Translation& t, long long index, const attn::DecodeOptions& options) {
  if (options.n_best > 1) {
    for (const auto& c : t.candidates) std::printf("%lld ||| %s ||| %.4f\n", index, c.text.c_str(), c.score);
  } else {
    std::printf("%s\n", t.text().c_str());
  }
}

// --batch: every line at once through the engine's batch mode. A line the engine refuses (invalid UTF-8, too
// long) fails the whole batch, so then each line is translated alone, reported and left empty as line by
// line.
int translate_batch(attn::Translator& translator, const attn::DecodeOptions& options) {
  std::vector<std::string> lines;
  for (std::string line; std::getline(std::cin, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
  }
  const auto t0 = std::chrono::steady_clock::now();
  int exit_code = 0;
  std::vector<attn::Translation> results;
  try {
    results = translator.translate(lines, options);
  } catch (const attn::Error&) {
    results.clear();
    for (std::size_t i = 0; i < lines.size(); ++i) {
      try {
        results.push_back(translator.translate({lines[i]}, options).front());
      } catch (const attn::Error& e) {
        std::fprintf(stderr, "attention-cli translate: line %zu: %s\n", i + 1, e.what());
        results.emplace_back();
        results.back().candidates.push_back({});
        exit_code = 1;
      }
    }
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  for (std::size_t i = 0; i < results.size(); ++i) print_translation(results[i], (long long)i, options);
  std::fflush(stdout);
  std::fprintf(stderr, "translated %zu sentences in %.2f s: %.1f sentences/s (%s, compute type %s)\n",
               lines.size(), seconds, double(lines.size()) / std::max(seconds, 1e-9),
               translator.backend().device().c_str(),
               attn::compute_type_name(translator.compute_type()).c_str());
  return exit_code;
}

}  // namespace

int run_translate(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kComputeTypeHelp << kModelOptionHelp;
    return 0;
  }
  const attn::DecodeOptions options = decode_options(args);  // before the load: a bad option fails fast
  const bool batch = args.flag("--batch");
  auto translator = load_translator(args);
  args.finish();
  if (batch) return translate_batch(*translator, options);
  const bool interactive = isatty(STDIN_FILENO);
  if (interactive)
    std::fprintf(stderr, "Model loaded (%s). Type a sentence and press Enter; Ctrl-D ends.\n",
                 translator->backend().device().c_str());
  std::string line;
  long long index = 0;
  int exit_code = 0;
  auto prompt = [&] {
    if (interactive) std::fprintf(stderr, "> "), std::fflush(stderr);
  };
  prompt();
  // Line by line, so that an interactive user and a pipe both see each translation at once.
  while (std::getline(std::cin, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    try {
      const auto t0 = std::chrono::steady_clock::now();
      const auto result = translator->translate({line}, options).front();
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      print_translation(result, index, options);
      if (interactive) std::fprintf(stderr, "   (%.0f ms)\n", ms);
    } catch (const attn::Error& e) {
      // A bad line must not lose the rest of the file: report it, print an empty line to keep alignment.
      std::fprintf(stderr, "attention-cli translate: line %lld: %s\n", index + 1, e.what());
      std::printf("\n");
      exit_code = 1;
    }
    std::fflush(stdout);
    ++index;
    prompt();
  }
  return exit_code;
}

}  // namespace cli
