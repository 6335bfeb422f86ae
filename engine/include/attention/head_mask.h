// Switching attention heads off (Michel et al. 2019, "Are Sixteen Heads Really Better than One?"): a masked
// head's output is multiplied by 0 before the output projection W^O; the other heads are not re-normalised.
// A backend applies the mask in decoding, forced decoding, scoring and evaluation.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "attention/attention_kind.h"
#include "attention/config.h"

namespace attn {

class HeadMask {
 public:
  HeadMask() = default;
  explicit HeadMask(const ModelConfig& config);

  bool empty() const;  // no head is masked
  bool masked(AttentionKind kind, int layer, int head) const;
  void set(AttentionKind kind, int layer, int head, bool masked);  // throws attn::Error when out of range
  // The masked heads of one layer, in increasing order.
  std::vector<int> masked_heads(AttentionKind kind, int layer) const;

  // "enc:L.H,dec:L.H,cross:L.H" with layers and heads counted from 1, as the app and `heads` print them;
  // "enc:L.*" masks a whole layer. Throws attn::Error naming the bad item.
  static HeadMask parse(std::string_view spec, const ModelConfig& config);
  std::string to_string() const;  // the same syntax; "" when empty

 private:
  int heads_ = 0;
  std::vector<std::vector<bool>> layers_[3];  // [kind][layer][head]
};

}  // namespace attn
