#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "attention/compute_type.h"
#include "attention/contention_governor.h"
#include "attention/error.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli translate --model DIR|NAME [options] < input.txt > output.txt

Translates one sentence per line from stdin. At a terminal it is interactive.
  --batch              read stdin in windows of 4096 lines and translate each in batches (sorted by
                       length, batched by token count, printed in input order), then report sentences/s on
                       stderr; the same translations as line by line, faster on a file
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

// --batch reads stdin a window at a time: all of a large file at once once held 1.3 GB where line by line
// held 150 MB. A window is large enough for full batches after sorting by length (decode_in_batches), and
// the translations do not depend on which sentences share a batch.
constexpr std::size_t kWindowLines = 4096;
constexpr std::size_t kWindowBytes = std::size_t(4) << 20;

// Up to one window of lines from stdin; empty at the end of the input.
std::vector<std::string> read_window() {
  std::vector<std::string> lines;
  std::size_t bytes = 0;
  for (std::string line;
       lines.size() < kWindowLines && bytes < kWindowBytes && std::getline(std::cin, line);) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    bytes += line.size();
    lines.push_back(std::move(line));
  }
  return lines;
}

// One window through the engine's batch mode. A line the engine refuses (invalid UTF-8, too long) fails the
// whole batch, so then each line is translated alone, reported and left empty as line by line.
std::vector<attn::Translation> translate_window(attn::Translator& translator,
                                                const std::vector<std::string>& lines,
                                                const attn::DecodeOptions& options, std::size_t first_line,
                                                int& exit_code) {
  try {
    return translator.translate(lines, options);
  } catch (const attn::Error&) {
  }
  std::vector<attn::Translation> results;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    try {
      results.push_back(translator.translate({lines[i]}, options).front());
    } catch (const attn::Error& e) {
      std::fprintf(stderr, "attention-cli translate: line %zu: %s\n", first_line + i + 1, e.what());
      results.emplace_back();
      results.back().candidates.push_back({});
      exit_code = 1;
    }
  }
  return results;
}

int translate_batch(attn::Translator& translator, const attn::DecodeOptions& options) {
  const auto t0 = std::chrono::steady_clock::now();
  int exit_code = 0;
  std::size_t done = 0;
  attn::ContentionGovernor governor;  // other processes on these cores: one thread meanwhile
  for (std::vector<std::string> lines = read_window(); !lines.empty(); lines = read_window()) {
    governor.between_units();
    const auto results = translate_window(translator, lines, options, done, exit_code);
    for (std::size_t i = 0; i < results.size(); ++i)
      print_translation(results[i], (long long)(done + i), options);
    std::fflush(stdout);
    done += lines.size();
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  std::fprintf(stderr, "translated %zu sentences in %.2f s: %.1f sentences/s (%s, compute type %s)\n", done,
               seconds, double(done) / std::max(seconds, 1e-9), translator.backend().device().c_str(),
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
  // Several runs side by side (or one beside the app or a training) would spin on each other's cores:
  // while this one waits for a core, it decodes with one thread.
  attn::ContentionGovernor governor;
  // Line by line, so that an interactive user and a pipe both see each translation at once.
  while (std::getline(std::cin, line)) {
    governor.between_units();
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
