// The base classes' answers for sessions and backends that do not record attention while decoding.
#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

std::vector<std::vector<float>> DecodeSession::encoder_attention(int) const {
  throw Error(
      "this decoding session does not record attention (start it with start_decoding_with_attention)");
}

std::vector<StepAttention> DecodeSession::step_attention() const {
  throw Error(
      "this decoding session does not record attention (start it with start_decoding_with_attention)");
}

std::unique_ptr<DecodeSession> Backend::start_decoding_with_attention(
    const std::vector<std::vector<std::int32_t>>&, std::span<const int>, int) {
  throw Error("the " + name() + " backend cannot record attention while decoding");
}

}  // namespace attn
