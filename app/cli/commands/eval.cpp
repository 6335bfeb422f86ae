#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>

#include "attention/atomic_file.h"
#include "attention/compute_type.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/metrics.h"
#include "commands.h"
#include "common.h"

namespace cli {

namespace {
constexpr const char* kHelp =
    R"(usage: attention-cli eval --model DIR|NAME --src F --ref F [--beam K] [--out HYP]
       attention-cli eval --hyp F --ref F

Corpus BLEU exactly as sacreBLEU's default (13a tokenization, exp smoothing, cased, detokenized text), the
lowercased BLEU, and chrF.
  --beam K (4) --alpha A (0.6)   decoding, with --model
  --out F        also write the translations to F
  --json         print one JSON object
  --backend auto|cpu|vulkan[:N]
Decoding runs in the engine's batch mode (sorted by length, batched by token count); the decoding speed in
sentences/s goes to stderr (and into --json).
)";
}  // namespace

int run_eval(Args& args) {
  if (args.help()) {
    std::cout << kHelp << kComputeTypeHelp << kModelOptionHelp;
    return 0;
  }
  const bool json = args.flag("--json");
  const auto hyp_file = args.value("--hyp");
  const auto out_file = args.value("--out");
  const std::string ref_file = args.required("--ref");
  std::vector<std::string> hyps;
  double sentences_per_second = 0;  // when decoding
  const std::vector<std::string> refs = attn::read_corpus_lines(ref_file);
  if (hyp_file) {
    args.finish();
    hyps = attn::read_corpus_lines(*hyp_file);
  } else {
    const std::string src_file = args.required("--src");
    const attn::DecodeOptions options = decode_options(args);  // before the load: a bad option fails fast
    auto translator = load_translator(args);
    args.finish();
    const auto sources = attn::read_corpus_lines(src_file);
    if (sources.size() != refs.size())
      throw attn::Error(src_file + " has " + std::to_string(sources.size()) + " lines but " + ref_file +
                        " has " + std::to_string(refs.size()));
    const auto t0 = std::chrono::steady_clock::now();
    for (const auto& t : translator->translate(sources, options)) hyps.push_back(t.text());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    sentences_per_second = double(sources.size()) / std::max(seconds, 1e-9);
    std::fprintf(stderr, "decoded %zu sentences in %.2f s: %.1f sentences/s (compute type %s)\n",
                 sources.size(), seconds, sentences_per_second,
                 attn::compute_type_name(translator->compute_type()).c_str());
    if (out_file) {
      std::string text;
      for (const auto& h : hyps) text += h + "\n";
      attn::write_file_atomic(*out_file, text);
    }
  }
  if (hyps.size() != refs.size())
    throw attn::Error("hypotheses have " + std::to_string(hyps.size()) + " lines but references have " +
                      std::to_string(refs.size()));
  const auto bleu = attn::corpus_bleu(hyps, refs);
  attn::BleuOptions lower;
  lower.lowercase = true;
  const auto bleu_lc = attn::corpus_bleu(hyps, refs, lower);
  const auto chrf = attn::corpus_chrf(hyps, refs);
  if (json) {
    nlohmann::json j = {{"bleu", bleu.score},
                        {"bleu_signature", bleu.signature()},
                        {"bleu_lowercase", bleu_lc.score},
                        {"chrf", chrf.score},
                        {"chrf_signature", chrf.signature()},
                        {"precisions", bleu.precisions},
                        {"brevity_penalty", bleu.brevity_penalty},
                        {"hyp_len", bleu.hyp_len},
                        {"ref_len", bleu.ref_len},
                        {"sentences", hyps.size()}};
    if (sentences_per_second > 0) j["sentences_per_second"] = sentences_per_second;
    std::printf("%s\n", j.dump().c_str());
  } else {
    std::printf(
        "BLEU = %.2f %.1f/%.1f/%.1f/%.1f (BP = %.3f ratio = %.3f hyp_len = %lld ref_len = %lld)  %s\n",
        bleu.score, bleu.precisions[0], bleu.precisions[1], bleu.precisions[2], bleu.precisions[3],
        bleu.brevity_penalty, double(bleu.hyp_len) / double(std::max<std::int64_t>(1, bleu.ref_len)),
        static_cast<long long>(bleu.hyp_len), static_cast<long long>(bleu.ref_len), bleu.signature().c_str());
    std::printf("BLEU (lowercased) = %.2f  %s\n", bleu_lc.score, bleu_lc.signature().c_str());
    std::printf("chrF = %.2f  %s\n", chrf.score, chrf.signature().c_str());
  }
  return 0;
}

}  // namespace cli
