// Special token ids shared by every tokenizer, model and decoder in the project (SentencePiece is trained
// with these ids, so they never move).
#pragma once

#include <cstdint>

namespace attn {

inline constexpr std::int32_t kPadId = 0;
inline constexpr std::int32_t kUnkId = 1;
inline constexpr std::int32_t kBosId = 2;
inline constexpr std::int32_t kEosId = 3;

}  // namespace attn
