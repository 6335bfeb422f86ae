// config.json reader: any text gives a config or an attn::Error; a config it accepts writes and reads back.
#include <string_view>

#include "attention/config.h"
#include "attention/error.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  attn::ModelConfig config;
  try {
    config = attn::read_config_json(std::string_view(reinterpret_cast<const char*>(data), size)).config;
  } catch (const attn::Error&) {
    return 0;
  }
  // Not caught: an accepted config that does not read back is a bug.
  (void)attn::read_config_json(attn::to_json(config));
  return 0;
}
