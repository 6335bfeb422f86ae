// Special token ids. Every model names its own (ModelConfig's pad_id ... decoder_start_id, read from
// config.json); the constants below are the defaults, which every model this project trains uses (its
// SentencePiece models are trained with these ids). An imported model may differ: OPUS-MT has eos 0,
// pad = vocab - 1, no BOS at all, and starts decoding from pad.
#pragma once

#include <cstdint>

namespace attn {

inline constexpr std::int32_t kPadId = 0;
inline constexpr std::int32_t kUnkId = 1;
inline constexpr std::int32_t kBosId = 2;
inline constexpr std::int32_t kEosId = 3;
inline constexpr std::int32_t kNoBosId = -1;  // bos_id of a model whose vocabulary has no BOS piece

// A model's special ids, together (as CTranslate2's VocabularyInfo). The defaults are this project's.
struct VocabularyInfo {
  std::int32_t pad = kPadId;
  std::int32_t unk = kUnkId;
  std::int32_t bos = kBosId;  // kNoBosId when there is none
  std::int32_t eos = kEosId;
  std::int32_t decoder_start = kBosId;  // the first decoder input (OPUS-MT: pad)

  bool has_bos() const { return bos >= 0; }
  // What a decoder may emit: never padding, and never BOS when the vocabulary has one (a BOS that is also
  // the EOS, as in some models, stays producible).
  bool producible(std::int32_t id) const { return id != pad && (!has_bos() || id != bos || id == eos); }
  // Pieces that carry no text: skipped when ids are turned back into text.
  bool is_control(std::int32_t id) const {
    return id == pad || id == eos || id == decoder_start || (has_bos() && id == bos);
  }
  bool operator==(const VocabularyInfo&) const = default;
};

}  // namespace attn
