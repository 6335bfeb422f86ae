#include "backend/cpu/dropout_keep.h"

#include "backend/cpu/cpu_features.h"
#include "util/random.h"

namespace attn::cpu {

namespace {

// Indices wrap at 2^32, as keyed_uniform's argument does.
[[gnu::always_inline]] inline void keep_loop(std::uint32_t* keep, std::size_t count, std::uint64_t key,
                                             float p, std::size_t first) {
  const std::int64_t threshold = keyed_keep_threshold(p);
  const std::uint32_t first32 = std::uint32_t(first);
  const std::uint32_t n = std::uint32_t(count);
  for (std::uint32_t i = 0; i < n; ++i) {
    const std::int64_t top = std::int64_t(splitmix64(key + std::uint32_t(first32 + i)) >> 40);
    keep[i] = top >= threshold ? 0xFFFFFFFFu : 0u;
  }
}

void keep_default(std::uint32_t* keep, std::size_t count, std::uint64_t key, float p, std::size_t first) {
  keep_loop(keep, count, key, p, first);
}

#if defined(__x86_64__)
// The same loop, inlined into a function the compiler may give AVX-512 instructions (vpmullq).
__attribute__((target("avx512f,avx512dq,avx512vl,avx512bw"))) void keep_avx512(std::uint32_t* keep,
                                                                               std::size_t count,
                                                                               std::uint64_t key, float p,
                                                                               std::size_t first) {
  keep_loop(keep, count, key, p, first);
}
#endif

bool runs_on_this_cpu(KeepWordsIsa isa) {
  if (isa == KeepWordsIsa::kDefault) return true;
  const CpuFeatures& f = cpu_features();
  return f.avx512f && f.avx512dq && f.avx512vl && f.avx512bw;
}

}  // namespace

std::string to_string(KeepWordsIsa isa) { return isa == KeepWordsIsa::kAvx512 ? "avx512" : "default"; }

std::vector<KeepWordsIsa> keep_words_isas_on_this_cpu() {
  std::vector<KeepWordsIsa> isas{KeepWordsIsa::kDefault};
#if defined(__x86_64__)
  if (runs_on_this_cpu(KeepWordsIsa::kAvx512)) isas.push_back(KeepWordsIsa::kAvx512);
#endif
  return isas;
}

KeepWordsIsa keep_words_isa() {
  static const KeepWordsIsa chosen = widest_allowed(keep_words_isas_on_this_cpu());
  return chosen;
}

void keep_words(KeepWordsIsa isa, std::uint32_t* keep, std::size_t count, std::uint64_t key, float p,
                std::size_t first) {
#if defined(__x86_64__)
  if (isa == KeepWordsIsa::kAvx512) return keep_avx512(keep, count, key, p, first);
#endif
  keep_default(keep, count, key, p, first);
}

void keep_words(std::uint32_t* keep, std::size_t count, std::uint64_t key, float p, std::size_t first) {
  keep_words(keep_words_isa(), keep, count, key, p, first);
}

}  // namespace attn::cpu
