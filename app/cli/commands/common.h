// Helpers shared by the subcommands that load a model.
#pragma once

#include <memory>
#include <string>

#include "args.h"
#include "attention/decoding.h"
#include "attention/translator.h"

namespace cli {

// --model DIR and --backend SPEC.
std::unique_ptr<attn::Translator> load_translator(Args& args);
// --beam K, --alpha A, --n-best N, --max-length-offset N.
attn::DecodeOptions decode_options(Args& args);

}  // namespace cli
