// Helpers shared by the subcommands that load a model.
#pragma once

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "args.h"
#include "attention/corpus.h"
#include "attention/decoding.h"
#include "attention/translator.h"

namespace cli {

// Where bundled models are looked for, first match winning: beside the binary (an installed or relocated
// copy), then this build's source tree, then the configured install prefix.
std::vector<std::filesystem::path> bundled_model_roots();
// A --model value: a model folder, or a bundled model's short name (attn::resolve_model_path).
std::filesystem::path model_path(const std::string& spec);
// The --help line shared by every command that takes --model.
inline constexpr const char* kModelOptionHelp =
    "  --model DIR|NAME     a model folder, or a bundled model's name (en-de, multi30k-en-de;\n"
    "                       attention-cli models lists them)\n";

// The --help line shared by every command that decodes through load_translator.
inline constexpr const char* kComputeTypeHelp =
    "  --compute-type auto|f32|f16|int8|w8a8 (auto)   weights decoding streams: auto follows how the model "
    "is\n"
    "                       stored (an int8 export decodes in int8); w8a8 is int8 x int8 (CTranslate2's "
    "int8);\n"
    "                       f16, int8 and w8a8 need --backend cpu\n";
// The stderr note for config.json fields that were absent and took their defaults (attn::load_model).
void note_defaulted_config_fields(const std::filesystem::path& dir,
                                  const std::vector<std::string>& defaulted);
// --model DIR|NAME, --backend SPEC, --compute-type TYPE and --mask-heads enc:L.H,dec:L.H,cross:L.H (heads
// switched off, from 1).
std::unique_ptr<attn::Translator> load_translator(Args& args);

// Line-aligned source and reference files for the head analyses: the first `max_pairs` pairs with both sides
// non-empty (a pair with an empty side says nothing about the heads). Throws attn::Error when the files
// differ in length or no pair is left.
struct SentencePairs {
  std::vector<std::string> sources, references;
};
SentencePairs read_sentence_pairs(const std::string& src_file, const std::string& ref_file, int max_pairs);
// --max-corpus-mb N and --max-corpus-lines N: the limits per corpus file of the commands that read corpora.
attn::CorpusLimits corpus_limits(Args& args);
// --beam K, --alpha A, --n-best N, --max-length-offset N.
attn::DecodeOptions decode_options(Args& args);

}  // namespace cli
