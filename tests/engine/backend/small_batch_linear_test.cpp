// The small-batch kernel (backend/cpu/small_batch_linear.h) in every variant this CPU runs: each one against
// naive double-precision loops, against the portable C++ variant bit for bit (the same numbers whatever
// kernel the CPU picked), and each row's result against the same row computed alone (batch translation
// equals one sentence at a time). F32, F16 and int8 weights; every row count 1-8; sizes that leave
// remainders after the 16-wide blocks and after each block of output rows.
#include "backend/cpu/small_batch_linear.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "attention/float16.h"
#include "attention/int8_quantization.h"
#include "naive_linear.h"
#include "test_support.h"

namespace attn::cpu {
namespace {

using test::random_vector;

// The weights of one test case in each storage type, with F32 values equal to what F16 and int8 represent,
// so that every type's result is checked against the same naive loops.
struct Weights {
  std::vector<float> f32_of_f16, f32_of_int8;
  std::vector<std::uint16_t> f16;
  Int8Rows int8;
};

Weights make_weights(int out, int in, std::uint32_t seed) {
  Weights w;
  const auto raw = random_vector(std::size_t(out) * in, seed, 0.3f);
  w.f16 = floats_to_half(raw);
  w.f32_of_f16 = half_to_floats(w.f16);
  w.int8 = quantize_rows(raw, out, in);
  w.f32_of_int8.resize(raw.size());
  dequantize_rows(w.int8, w.f32_of_int8);
  return w;
}

using test::naive_linear;

::testing::AssertionResult close(const std::vector<float>& a, const std::vector<double>& b,
                                 double tol = 1e-4) {
  double scale = 1.0;
  for (double v : b) scale = std::max(scale, 1.0 + std::abs(v));
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(std::abs(double(a[i]) - b[i]) <= tol * scale))
      return ::testing::AssertionFailure() << "index " << i << ": " << a[i] << " vs " << b[i];
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return ::testing::AssertionFailure() << "sizes " << a.size() << ", " << b.size();
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::memcmp(&a[i], &b[i], sizeof(float)) != 0)
      return ::testing::AssertionFailure() << "index " << i << ": " << a[i] << " vs " << b[i]
                                           << " (differ by " << double(a[i]) - double(b[i]) << ")";
  return ::testing::AssertionSuccess();
}

// The three weight types through one variant: y32, y16, y8.
struct Outputs {
  std::vector<float> f32, f16, int8;
};

Outputs run(SmallBatchIsa isa, const std::vector<float>& x, const Weights& w, const std::vector<float>& b,
            int n, int in, int out) {
  Outputs y{std::vector<float>(std::size_t(n) * out, 12345.0f),
            std::vector<float>(std::size_t(n) * out, 0.5f), std::vector<float>(std::size_t(n) * out, -7.0f)};
  small_batch_linear(isa, x.data(), w.f32_of_f16.data(), b.data(), y.f32.data(), n, in, out);
  small_batch_linear_f16(isa, x.data(), w.f16.data(), b.data(), y.f16.data(), n, in, out);
  small_batch_linear_int8(isa, x.data(), w.int8.values.data(), w.int8.scales.data(), b.data(), y.int8.data(),
                          n, in, out);
  return y;
}

struct Shape {
  int in, out;
};
// 47: a remainder of 15 past the 16-wide blocks; 512 x 37: long rows, outputs not a multiple of any block;
// 16 x 300: exactly one block per row, many outputs; 40 x 11 and 72 x 37: the sizes of older tests.
constexpr Shape kShapes[] = {{47, 9}, {512, 37}, {16, 300}, {40, 11}, {72, 37}, {1, 5}};

class SmallBatchVariant : public ::testing::TestWithParam<SmallBatchIsa> {};

TEST_P(SmallBatchVariant, MatchesNaiveLoopsAndThePortableCodeBitForBit) {
  std::uint32_t seed = 70;
  for (int n = 1; n <= kSmallBatchRows; ++n)
    for (const Shape& s : kShapes) {
      SCOPED_TRACE(testing::Message()
                   << to_string(GetParam()) << " n=" << n << " in=" << s.in << " out=" << s.out);
      const auto x = random_vector(std::size_t(n) * s.in, seed++);
      const Weights w = make_weights(s.out, s.in, seed++);
      const auto b = random_vector(std::size_t(s.out), seed++);
      const Outputs got = run(GetParam(), x, w, b, n, s.in, s.out);
      EXPECT_TRUE(close(got.f32, naive_linear(x, w.f32_of_f16, b.data(), n, s.in, s.out)));
      EXPECT_TRUE(close(got.f16, naive_linear(x, w.f32_of_f16, b.data(), n, s.in, s.out)));
      EXPECT_TRUE(close(got.int8, naive_linear(x, w.f32_of_int8, b.data(), n, s.in, s.out)));
      const Outputs reference = run(SmallBatchIsa::kPortable, x, w, b, n, s.in, s.out);
      EXPECT_TRUE(same_bits(got.f32, reference.f32)) << "F32 weights";
      EXPECT_TRUE(same_bits(got.f16, reference.f16)) << "F16 weights";
      EXPECT_TRUE(same_bits(got.int8, reference.int8)) << "int8 weights";
    }
}

// Each row of an n-row call equals the same row computed alone, whatever blocks n selects.
TEST_P(SmallBatchVariant, ARowsResultDoesNotDependOnTheOtherRows) {
  std::uint32_t seed = 900;
  for (const Shape& s : kShapes) {
    const int n = kSmallBatchRows;
    const auto x = random_vector(std::size_t(n) * s.in, seed++);
    const Weights w = make_weights(s.out, s.in, seed++);
    const auto b = random_vector(std::size_t(s.out), seed++);
    const Outputs all = run(GetParam(), x, w, b, n, s.in, s.out);
    for (int first = 0; first < n; ++first)
      for (int rows = 1; first + rows <= n; ++rows) {
        SCOPED_TRACE(testing::Message()
                     << to_string(GetParam()) << " rows " << first << ".." << first + rows - 1 << " of " << n
                     << ", in=" << s.in << " out=" << s.out);
        const std::vector<float> part(x.begin() + std::ptrdiff_t(first) * s.in,
                                      x.begin() + std::ptrdiff_t(first + rows) * s.in);
        const Outputs some = run(GetParam(), part, w, b, rows, s.in, s.out);
        const auto slice = [&](const std::vector<float>& y) {
          return std::vector<float>(y.begin() + std::ptrdiff_t(first) * s.out,
                                    y.begin() + std::ptrdiff_t(first + rows) * s.out);
        };
        EXPECT_TRUE(same_bits(some.f32, slice(all.f32)));
        EXPECT_TRUE(same_bits(some.f16, slice(all.f16)));
        EXPECT_TRUE(same_bits(some.int8, slice(all.int8)));
      }
  }
}

INSTANTIATE_TEST_SUITE_P(EveryVariantThisCpuRuns, SmallBatchVariant,
                         ::testing::ValuesIn(small_batch_isas_on_this_cpu()),
                         [](const auto& info) { return std::string(to_string(info.param)); });

TEST(SmallBatchChoice, TheChosenVariantIsTheWidestThisCpuRunsUnlessNarrowed) {
  const auto isas = small_batch_isas_on_this_cpu();
  ASSERT_FALSE(isas.empty());
  EXPECT_EQ(isas.front(), SmallBatchIsa::kPortable);
  EXPECT_NE(std::find(isas.begin(), isas.end(), small_batch_isa()), isas.end());
  if (!std::getenv("ATTN_CPU_KERNELS") && !std::getenv("ATTN_NO_AVX512")) {
    EXPECT_EQ(small_batch_isa(), isas.back());
  }
}

}  // namespace
}  // namespace attn::cpu
