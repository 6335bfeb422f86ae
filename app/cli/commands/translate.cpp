#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli translate --model DIR|NAME [options] < input.txt > output.txt

Translates one sentence per line from stdin. At a terminal it is interactive.
  --beam K (4)         beam size; 1 = greedy
  --alpha A (0.6)      GNMT length penalty
  --n-best N (1)       print N candidates per line: "i ||| text ||| score"
  --max-length-offset N (50)   output length limit = input length + N
  --backend auto|cpu|vulkan[:N] (auto)
)";
}  // namespace

int run_translate(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kModelOptionHelp;
    return 0;
  }
  const attn::DecodeOptions options = decode_options(args);  // before the load: a bad option fails fast
  auto translator = load_translator(args);
  args.finish();
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
      if (options.n_best > 1) {
        for (const auto& c : result.candidates)
          std::printf("%lld ||| %s ||| %.4f\n", index, c.text.c_str(), c.score);
      } else {
        std::printf("%s\n", result.text().c_str());
      }
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
