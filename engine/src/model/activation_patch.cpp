#include "attention/activation_patch.h"

#include <string>

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

namespace {
constexpr const char* kKindNames[3] = {"encoder self-attention", "decoder self-attention", "cross-attention"};
}

void ActivationPatch::check(const ModelConfig& config, int source_rows, int target_rows) const {
  const int dh = config.head_dim();
  for (const Head& h : heads) {
    const int layers = h.kind == AttentionKind::kEncoderSelf ? config.encoder_layers : config.decoder_layers;
    const std::string where =
        std::string("activation patch: ") + kKindNames[int(h.kind)] + " layer " + std::to_string(h.layer + 1);
    if (h.layer < 0 || h.layer >= layers)
      throw Error(where + " does not exist (the model has " + std::to_string(layers) + ")");
    if (h.head < 0 || h.head >= config.n_heads)
      throw Error(where + " head " + std::to_string(h.head + 1) + " does not exist (the model has " +
                  std::to_string(config.n_heads) + " per layer)");
    const int rows = h.kind == AttentionKind::kEncoderSelf ? source_rows : target_rows;
    if (h.values.size() != std::size_t(rows) * std::size_t(dh))
      throw Error(where + " head " + std::to_string(h.head + 1) + ": " + std::to_string(h.values.size()) +
                  " values for " + std::to_string(rows) + " rows of " + std::to_string(dh) +
                  " (a recording of a sentence of another length?)");
  }
  for (const Residual& r : residuals) {
    const int layers = r.decoder ? config.decoder_layers : config.encoder_layers;
    const int rows = r.decoder ? target_rows : source_rows;
    const std::string where = std::string("activation patch: ") + (r.decoder ? "decoder" : "encoder") +
                              " residual at layer " + std::to_string(r.layer + 1);
    if (r.layer < 0 || r.layer >= layers)
      throw Error(where + " does not exist (the model has " + std::to_string(layers) + ")");
    if (r.position < 0 || r.position >= rows)
      throw Error(where + ": position " + std::to_string(r.position) + " is outside the sentence's " +
                  std::to_string(rows) + " tokens");
    if (r.values.size() != std::size_t(config.d_model))
      throw Error(where + ": " + std::to_string(r.values.size()) + " values, d_model is " +
                  std::to_string(config.d_model));
  }
}

std::vector<float> Backend::patched_logits(const Batch&, int, const ActivationPatch&) {
  throw Error("activation patching is not available on the " + name() +
              " backend: it needs the Transformer graph's forward pass (use --backend cpu)");
}

}  // namespace attn
