// Activations written over a forward pass's own, for causal tests of heads (activation patching: Vig et al.
// 2020, Meng et al. 2022, TransformerLens's hooks). It generalises the head mask (head_mask.h), which writes
// zeros over a head's output, to writing values recorded in another run:
//   * a head's context: its slice [h·d_k, (h+1)·d_k) of the attention context of every query row (the heads
//     concatenated, before W^O), as the forward trace records it in "….context";
//   * the residual stream at one position where it enters a layer (TransformerLens's resid_pre): the stack's
//     input (embedding + positional encoding) for layer 0, the previous layer's output otherwise.
// A backend applies a patch in one inference pass (Backend::patched_logits) and to a one-sentence batch only;
// the head mask still applies after it, so a masked head stays off whatever is written into it.
#pragma once

#include <vector>

#include "attention/config.h"
#include "attention/head_mask.h"

namespace attn {

struct ActivationPatch {
  struct Head {
    AttentionKind kind = AttentionKind::kEncoderSelf;
    int layer = 0, head = 0;    // from 0
    std::vector<float> values;  // [query rows, head_dim]: every row of the sentence's stack
  };
  struct Residual {
    bool decoder = false;       // which stack's stream
    int layer = 0;              // where it enters this layer (from 0)
    int position = 0;           // the token's row (from 0)
    std::vector<float> values;  // [d_model]
  };
  std::vector<Head> heads;
  std::vector<Residual> residuals;

  bool empty() const { return heads.empty() && residuals.empty(); }
  // Throws attn::Error unless every item names a layer, head and position of `config` for a sentence of
  // `source_rows` and `target_rows` tokens and carries exactly the values that slot holds.
  void check(const ModelConfig& config, int source_rows, int target_rows) const;
};

}  // namespace attn
