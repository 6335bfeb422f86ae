// safetensors reader: any bytes give a parsed file or an attn::Error, never a crash or a huge allocation.
#include <string_view>

#include "attention/error.h"
#include "attention/safetensors.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const attn::SafetensorsFile st = attn::parse_safetensors(
        std::string_view(reinterpret_cast<const char*>(data), size), "fuzz.safetensors");
    for (const attn::Tensor& t : st.tensors) {
      try {
        (void)t.numel();
        (void)t.to_f32();
      } catch (const attn::Error&) {
      }
    }
    (void)attn::serialize_safetensors(st.tensors, st.metadata);  // what was read can be written again
  } catch (const attn::Error&) {
  }
  return 0;
}
