// The input checks every backend applies before running a batch (one place, so CPU and Vulkan reject the
// same batches with the same messages).
#include <algorithm>
#include <string>

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

void check_batch_fits(const Batch& batch, const ModelConfig& config) {
  if (batch.size() <= 0) throw Error("empty batch");
  auto check_tokens = [&](const std::vector<std::int32_t>& t) {
    for (auto id : t)
      if (id < 0 || id >= config.vocab_size)
        throw Error("token id " + std::to_string(id) + " outside the vocabulary (size " +
                    std::to_string(config.vocab_size) + ")");
  };
  check_tokens(batch.source);
  check_tokens(batch.target_in);
  check_tokens(batch.target_out);
  for (int i = 0; i < batch.size(); ++i) {
    if (batch.source_length(i) < 1 || batch.target_length(i) < 1) throw Error("empty sentence in batch");
    if (batch.source_length(i) > config.max_positions || batch.target_length(i) > config.max_positions)
      throw Error("sentence of " + std::to_string(std::max(batch.source_length(i), batch.target_length(i))) +
                  " tokens is longer than the model's max_positions (" +
                  std::to_string(config.max_positions) + ")");
  }
}

}  // namespace attn
