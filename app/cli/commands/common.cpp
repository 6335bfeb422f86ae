#include "common.h"

#include <iostream>
#include <system_error>

#include "attention/backend.h"
#include "attention/compute_type.h"
#include "attention/corpus.h"
#include "attention/error.h"
#include "attention/head_mask.h"
#include "attention/model.h"
#include "attention/model_shelf.h"

namespace cli {

namespace fs = std::filesystem;

std::vector<fs::path> bundled_model_roots() {
  std::vector<fs::path> roots;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  if (!ec) roots.push_back(exe.parent_path().parent_path() / "share/attention-studio/models");
  // A build tree's own models come before an install prefix that may hold an older copy.
  roots.emplace_back(ATTN_SOURCE_MODELS_DIR);
  roots.emplace_back(ATTN_INSTALLED_MODELS_DIR);
  return roots;
}

fs::path model_path(const std::string& spec) { return attn::resolve_model_path(spec, bundled_model_roots()); }

void note_defaulted_config_fields(const fs::path& dir, const std::vector<std::string>& defaulted) {
  if (defaulted.empty()) return;
  std::string list;
  for (const std::string& f : defaulted) list += (list.empty() ? "" : ", ") + f;
  std::cerr << "note: " << (dir / "config.json").string() << " does not set " << list
            << "; using the defaults (they only matter for training)\n";
}

std::unique_ptr<attn::Translator> load_translator(Args& args) {
  const fs::path dir = model_path(args.required("--model"));
  const std::string backend = args.value("--backend").value_or("auto");
  const attn::ComputeType compute = attn::parse_compute_type(args.value("--compute-type").value_or("auto"));
  std::vector<std::string> defaulted;
  attn::Model model = attn::load_model(dir, &defaulted);
  note_defaulted_config_fields(dir, defaulted);
  auto b = attn::make_backend(backend, model.config);
  if (const auto spec = args.value("--mask-heads")) {
    const attn::HeadMask mask = attn::HeadMask::parse(*spec, model.config);
    b->set_head_mask(mask);
    std::cerr << "note: heads switched off: " << mask.to_string() << "\n";
  }
  auto translator = std::make_unique<attn::Translator>(std::move(model), std::move(b));
  translator->set_compute_type(compute);
  return translator;
}

SentencePairs read_sentence_pairs(const std::string& src_file, const std::string& ref_file, int max_pairs) {
  const auto sources = attn::read_corpus_lines(src_file);
  const auto refs = attn::read_corpus_lines(ref_file);
  if (sources.size() != refs.size())
    throw attn::Error(src_file + " has " + std::to_string(sources.size()) + " lines but " + ref_file +
                      " has " + std::to_string(refs.size()));
  SentencePairs pairs;
  for (std::size_t i = 0; i < sources.size() && int(pairs.sources.size()) < max_pairs; ++i)
    if (!sources[i].empty() && !refs[i].empty()) {
      pairs.sources.push_back(sources[i]);
      pairs.references.push_back(refs[i]);
    }
  if (pairs.sources.empty()) throw attn::Error("no sentence pair with both sides non-empty in " + src_file);
  return pairs;
}

attn::DecodeOptions decode_options(Args& args) {
  attn::DecodeOptions o;
  o.beam_size = args.integer("--beam", 4, 1, attn::kMaxBeamSize);
  o.length_penalty = float(args.number("--alpha", 0.6, 0.0, 10.0));
  o.n_best = args.integer("--n-best", 1, 1, o.beam_size);
  o.max_length_offset = args.integer("--max-length-offset", 50, 0, attn::kMaxLengthOffset);
  return o;
}

attn::CorpusLimits corpus_limits(Args& args) {
  attn::CorpusLimits limits;
  limits.max_bytes = std::uint64_t(args.integer64("--max-corpus-mb", std::int64_t(limits.max_bytes >> 20), 1,
                                                  std::int64_t(1) << 20))
                     << 20;
  limits.max_lines = std::uint64_t(
      args.integer64("--max-corpus-lines", std::int64_t(limits.max_lines), 1, std::int64_t(1'000'000'000)));
  return limits;
}

}  // namespace cli
