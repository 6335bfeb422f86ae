// tokenizer.model loader (a SentencePiece protobuf): any bytes give a tokenizer or an attn::Error; a loaded
// tokenizer encodes and decodes.
#include <string>

#include "attention/error.h"
#include "attention/tokenizer.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const attn::Tokenizer t =
        attn::Tokenizer::from_serialized(std::string(reinterpret_cast<const char*>(data), size));
    (void)t.decode(t.encode("A dog runs. Ein Hund läuft."));
  } catch (const attn::Error&) {
  }
  return 0;
}
