// train_state.json reader: any text gives a state or an attn::Error; a state it accepts writes and reads
// back.
#include <string_view>

#include "attention/error.h"
#include "attention/train_state.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  attn::TrainState state;
  try {
    state = attn::parse_train_state(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.json");
  } catch (const attn::Error&) {
    return 0;
  }
  if (state.format == attn::kTrainStateFormat)  // format 1 is read, never written
    (void)attn::parse_train_state(attn::train_state_to_json(state), "round-trip");
  return 0;
}
