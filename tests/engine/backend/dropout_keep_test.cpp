// Dropout's keep words: every copy this CPU runs (the engine's default flags, AVX-512) gives the words of
// keyed_uniform(key, i) >= p, element for element, so a mask never depends on the CPU that drew it.

#include "backend/cpu/dropout_keep.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <vector>

#include "util/random.h"

namespace attn::cpu {
namespace {

TEST(DropoutKeepWords, EveryCopyDecidesAsKeyedUniform) {
  struct Case {
    std::uint64_t key;
    float p;
    std::size_t first, count;
  };
  // Counts around the vector widths, a first index that wraps past 2^32 (as keyed_uniform's argument does),
  // and the probabilities at the ends.
  const std::vector<Case> cases = {
      {0x1234'5678'9abc'def0ull, 0.1f, 0, 1000}, {dropout_key(7, 3), 0.3f, 12'345, 1},
      {dropout_key(7, 4), 0.5f, 99, 7},          {dropout_key(1, 1), 0.1f, 4'294'967'290ull, 37},
      {dropout_key(2, 9), 0.0f, 5, 64},          {dropout_key(2, 10), 0.999f, 5, 65}};
  for (const KeepWordsIsa isa : keep_words_isas_on_this_cpu()) {
    SCOPED_TRACE(to_string(isa));
    for (const Case& c : cases) {
      std::vector<std::uint32_t> keep(c.count + 1, 0xABCDu);
      keep_words(isa, keep.data(), c.count, c.key, c.p, c.first);
      int kept = 0;
      for (std::size_t i = 0; i < c.count; ++i) {
        const bool expected = keyed_uniform(c.key, std::uint32_t(c.first + i)) >= c.p;
        ASSERT_EQ(keep[i], expected ? 0xFFFFFFFFu : 0u) << "element " << i << " of " << c.count;
        kept += expected;
      }
      EXPECT_EQ(keep[c.count], 0xABCDu) << "wrote past the count";
      if (c.p == 0.0f) {
        EXPECT_EQ(kept, int(c.count));
      }
    }
  }
}

TEST(DropoutKeepWords, TheChosenCopyIsOneThisCpuRuns) {
  const auto isas = keep_words_isas_on_this_cpu();
  ASSERT_FALSE(isas.empty());
  EXPECT_EQ(isas.front(), KeepWordsIsa::kDefault);
  EXPECT_NE(std::find(isas.begin(), isas.end(), keep_words_isa()), isas.end());
}

}  // namespace
}  // namespace attn::cpu
