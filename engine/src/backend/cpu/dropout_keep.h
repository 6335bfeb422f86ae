// Dropout's keep test on the CPU, recomputed from the call site's key: one all-ones (kept) or zero word per
// element, the same test as keyed_uniform(key, i) >= p, in integers so that it vectorises.
//
// The hash (splitmix64) needs 64-bit multiplies, which AVX2 lacks and AVX-512 has, and a training step draws
// a keep word for every element of every dropout site twice (forward, and again in the backward), so on a CPU
// with AVX-512 the same loop is also compiled for it (README, "bf16 mixed-precision training"). The words are
// integers, the same whichever copy runs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace attn::cpu {

enum class KeepWordsIsa { kDefault, kAvx512 };  // the engine's own flags; AVX-512 F/DQ/VL/BW
std::string to_string(KeepWordsIsa isa);
std::vector<KeepWordsIsa> keep_words_isas_on_this_cpu();
// The copy keep_words() below runs: the widest this CPU has (ATTN_NO_AVX512=1: the default one).
KeepWordsIsa keep_words_isa();

// keep[i] for elements [first, first + count) of the site with `key` and drop probability `p`.
void keep_words(std::uint32_t* keep, std::size_t count, std::uint64_t key, float p, std::size_t first);
// The same in the given copy (tests: every copy gives the same words).
void keep_words(KeepWordsIsa isa, std::uint32_t* keep, std::size_t count, std::uint64_t key, float p,
                std::size_t first);

}  // namespace attn::cpu
