// The integer form of dropout's keep test (keyed_keep_threshold) decides exactly as keyed_uniform does,
// including for rates on and next to the 2^-24 grid the uniform numbers lie on.
#include "util/random.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <vector>

namespace attn {
namespace {

TEST(KeyedKeepThreshold, DecidesAsKeyedUniform) {
  std::vector<float> rates = {1e-7f, 0.05f, 0.1f, 0.2f, 1.0f / 3.0f, 0.5f, 0.9f, 0.999f};
  for (const float on_grid : {1.0f / 16777216.0f, 3.0f / 16777216.0f, 0.25f, 12345.0f / 16777216.0f}) {
    rates.push_back(on_grid);
    rates.push_back(std::nextafter(on_grid, 0.0f));
    rates.push_back(std::nextafter(on_grid, 1.0f));
  }
  for (const float p : rates) {
    const std::int64_t threshold = keyed_keep_threshold(p);
    for (std::uint64_t key : {std::uint64_t(0), dropout_key(7, 3), ~std::uint64_t(0)}) {
      for (std::uint32_t i = 0; i < 20000; ++i) {
        const std::uint32_t index = i * 2654435761u;  // spread over the whole index range
        const bool by_float = keyed_uniform(key, index) >= p;
        const bool by_integer = std::int64_t(splitmix64(key + index) >> 40) >= threshold;
        ASSERT_EQ(by_float, by_integer) << "p " << p << " key " << key << " index " << index;
      }
    }
  }
}

TEST(KeyedKeepThreshold, HandComputedValues) {
  EXPECT_EQ(keyed_keep_threshold(0.5f), 8388608);  // 2^23: exactly half the 2^24 values are dropped
  EXPECT_EQ(keyed_keep_threshold(0.25f), 4194304);
  EXPECT_EQ(keyed_keep_threshold(std::nextafter(0.25f, 1.0f)), 4194305);  // just above 2^22 rounds up
  EXPECT_EQ(keyed_keep_threshold(0.0f), 0);                               // p = 0 keeps everything
}

}  // namespace
}  // namespace attn
