// The three attention kinds of an encoder-decoder Transformer, and their two spellings: the key data files
// use (JSON, safetensors, CSV: "encoder_self") and the short one of head masks and head names ("enc:2.3").
#pragma once

#include <string_view>

namespace attn {

enum class AttentionKind { kEncoderSelf = 0, kDecoderSelf = 1, kCross = 2 };

inline constexpr AttentionKind kAttentionKinds[3] = {AttentionKind::kEncoderSelf, AttentionKind::kDecoderSelf,
                                                     AttentionKind::kCross};

constexpr std::string_view attention_kind_key(AttentionKind kind) {
  constexpr std::string_view kKeys[3] = {"encoder_self", "decoder_self", "cross"};
  return kKeys[int(kind)];
}

constexpr std::string_view attention_kind_short(AttentionKind kind) {
  constexpr std::string_view kShort[3] = {"enc", "dec", "cross"};
  return kShort[int(kind)];
}

}  // namespace attn
