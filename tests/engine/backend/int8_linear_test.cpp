// The int8 x int8 kernel (backend/cpu/int8_linear.h) in every variant this CPU runs: against a hand
// computation where quantisation is exact, against exact integer loops on random data, against the portable
// variant bit for bit (the same numbers whatever kernel the CPU picked), and each row against the same row
// alone (a batch translates as one sentence at a time). Sizes leave remainders after every block: inputs not
// a multiple of 4 or 16, outputs not a multiple of 16 or of a block of groups, row counts past 8.
#include "backend/cpu/int8_linear.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "attention/error.h"
#include "attention/int8_quantization.h"
#include "test_support.h"

namespace attn::cpu {
namespace {

using test::random_vector;

bool same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0;
}

std::vector<float> run(Int8LinearIsa isa, const std::vector<float>& x, const Int8LinearWeights& w,
                       const std::vector<float>& b, int n) {
  std::vector<float> y(std::size_t(n) * w.rows.rows, -1.0f);
  int8_linear(isa, x.data(), w, b.empty() ? nullptr : b.data(), y.data(), n);
  return y;
}

class Int8LinearVariant : public ::testing::TestWithParam<Int8LinearIsa> {};

// Every weight row and input row holds its own maximum at 127 * a power of two, and every value is a multiple
// of that power: quantisation is exact, so y is the hand computation x W^T + b.
TEST_P(Int8LinearVariant, MatchesHandComputationWhereQuantisationIsExact) {
  for (const int in : {5, 16, 64, 100}) {
    for (const int n : {1, 2, 5, 9}) {
      const int out = 19;
      std::mt19937 gen(std::uint32_t(in * 31 + n));
      std::vector<float> w(std::size_t(out) * in), x(std::size_t(n) * in), b(static_cast<std::size_t>(out));
      for (int o = 0; o < out; ++o) {
        for (int k = 0; k < in; ++k) w[std::size_t(o) * in + k] = float(int(gen() % 255) - 127) * 0.25f;
        w[std::size_t(o) * in + std::size_t(o % in)] = -127 * 0.25f;
        b[std::size_t(o)] = float(o) * 0.5f - 4.0f;
      }
      for (int r = 0; r < n; ++r) {
        for (int k = 0; k < in; ++k) x[std::size_t(r) * in + k] = float(int(gen() % 255) - 127) * 0.125f;
        x[std::size_t(r) * in + std::size_t(r % in)] = 127 * 0.125f;
      }
      const Int8LinearWeights q = prepare_int8_linear(w.data(), out, in);
      const std::vector<float> y = run(GetParam(), x, q, b, n);
      for (int r = 0; r < n; ++r)
        for (int o = 0; o < out; ++o) {
          double expected = b[std::size_t(o)];
          for (int k = 0; k < in; ++k)
            expected += double(x[std::size_t(r) * in + k]) * double(w[std::size_t(o) * in + k]);
          // The exact sum times 2^-5, rounded once to F32.
          ASSERT_EQ(y[std::size_t(r) * out + o], float(expected))
              << "in=" << in << " n=" << n << " r=" << r << " o=" << o;
        }
    }
  }
}

// Random data: the result is the exact integer sum of the quantised operands, scaled and biased in one
// rounding, and the same bits as the portable variant's.
TEST_P(Int8LinearVariant, EqualsExactIntegerSumsAndThePortableVariantBitForBit) {
  struct Shape {
    int n, in, out;
  };
  for (const Shape s : {Shape{1, 256, 768}, Shape{1, 3, 1}, Shape{2, 17, 15}, Shape{3, 64, 16},
                        Shape{4, 250, 17}, Shape{5, 1030, 33}, Shape{8, 256, 100}, Shape{9, 1024, 256},
                        Shape{33, 63, 130}, Shape{1, 512, 8000}}) {
    SCOPED_TRACE("n=" + std::to_string(s.n) + " in=" + std::to_string(s.in) +
                 " out=" + std::to_string(s.out));
    const auto w = random_vector(std::size_t(s.out) * s.in, std::uint32_t(s.in * 7 + s.out), 0.3f);
    auto x = random_vector(std::size_t(s.n) * s.in, std::uint32_t(s.n * 13 + s.in), 2.0f);
    std::fill_n(x.begin(), std::min(s.in, 7), 0.0f);  // a row may start with zeros
    const auto b = random_vector(std::size_t(s.out), 5, 1.0f);
    const Int8LinearWeights q = prepare_int8_linear(w.data(), s.out, s.in);
    const std::vector<float> y = run(GetParam(), x, q, b, s.n);
    EXPECT_TRUE(same_bits(y, run(Int8LinearIsa::kPortable, x, q, b, s.n)));
    std::vector<std::int8_t> xq(std::size_t(s.in));
    for (int r = 0; r < s.n; ++r) {
      const float sx = quantize_int8_row(
          std::span<const float>(x.data() + std::size_t(r) * s.in, std::size_t(s.in)), xq.data());
      for (int o = 0; o < s.out; o += 7) {
        std::int64_t sum = 0;
        for (int k = 0; k < s.in; ++k)
          sum += std::int64_t(xq[std::size_t(k)]) * q.rows.values[std::size_t(o) * s.in + k];
        const float expected = std::fma(float(sum), sx * q.rows.scales[std::size_t(o)], b[std::size_t(o)]);
        ASSERT_EQ(y[std::size_t(r) * s.out + o], expected) << "r=" << r << " o=" << o;
      }
    }
  }
}

// The largest sums a row can reach (every product 127 * 127, of either sign) stay exact.
TEST_P(Int8LinearVariant, ExtremeSumsStayExact) {
  const int in = 4096, out = 20, n = 3;
  std::vector<float> w(std::size_t(out) * in), x(std::size_t(n) * in);
  for (int o = 0; o < out; ++o)
    for (int k = 0; k < in; ++k) w[std::size_t(o) * in + k] = (o % 2 == 0 || k % 3 == 0) ? 1.0f : -1.0f;
  for (int r = 0; r < n; ++r)
    for (int k = 0; k < in; ++k) x[std::size_t(r) * in + k] = r == 1 ? -1.0f : 1.0f;
  const Int8LinearWeights q = prepare_int8_linear(w.data(), out, in);
  const std::vector<float> y = run(GetParam(), x, q, {}, n);
  EXPECT_TRUE(same_bits(y, run(Int8LinearIsa::kPortable, x, q, {}, n)));
  // Row 0 . weight row 0: 4096 products of 127 * 127, scaled by the two scales of 1/127 (each rounded to
  // F32).
  EXPECT_NEAR(y[0], 4096.0f, 4096 * 1e-6);
  EXPECT_NEAR(y[std::size_t(out)], -4096.0f, 4096 * 1e-6);
}

TEST_P(Int8LinearVariant, ARowOfZerosGivesTheBias) {
  const int in = 40, out = 18;
  const auto w = random_vector(std::size_t(out) * in, 3, 0.3f);
  const auto b = random_vector(std::size_t(out), 4, 1.0f);
  const std::vector<float> x(std::size_t(in), 0.0f);
  EXPECT_TRUE(same_bits(run(GetParam(), x, prepare_int8_linear(w.data(), out, in), b, 1), b));
}

// Each row's result is the one it gets alone, whatever rows share the call.
TEST_P(Int8LinearVariant, EachRowIsTheRowComputedAlone) {
  const int n = 37, in = 256, out = 150;
  const auto w = random_vector(std::size_t(out) * in, 11, 0.3f);
  const auto x = random_vector(std::size_t(n) * in, 12, 1.0f);
  const auto b = random_vector(std::size_t(out), 13, 1.0f);
  const Int8LinearWeights q = prepare_int8_linear(w.data(), out, in);
  const std::vector<float> all = run(GetParam(), x, q, b, n);
  for (const int first : {0, 1, 5, 8, 20, 36})
    for (const int rows : {1, 2, 3, 4, 8, 9}) {
      if (first + rows > n) continue;
      const std::vector<float> part(x.begin() + std::ptrdiff_t(first) * in,
                                    x.begin() + std::ptrdiff_t(first + rows) * in);
      const std::vector<float> some = run(GetParam(), part, q, b, rows);
      EXPECT_TRUE(same_bits(some, std::vector<float>(all.begin() + std::ptrdiff_t(first) * out,
                                                     all.begin() + std::ptrdiff_t(first + rows) * out)))
          << "rows " << first << ".." << first + rows - 1;
    }
}

// Quotients that fall exactly halfway between two integers round to the even one, as quantize_int8_row's
// nearbyint does, in every variant's vector code: a row's maximum 127 makes its scale exactly 1.
TEST_P(Int8LinearVariant, QuantisesTiesToEvenAsTheRuleDoes) {
  const int in = 37, out = 16, n = 3;
  std::vector<float> x(std::size_t(n) * in), w(std::size_t(out) * in, 0.0f);
  for (int r = 0; r < n; ++r)
    for (int k = 0; k < in; ++k) x[std::size_t(r) * in + k] = float((k * 7 + r * 3) % 41 - 20) + 0.5f;
  for (int r = 0; r < n; ++r) x[std::size_t(r) * in + std::size_t(5 + r)] = r == 1 ? -127.0f : 127.0f;
  for (int o = 0; o < out; ++o) w[std::size_t(o) * in + std::size_t(o * 2)] = 127.0f;  // y = 127 * xq[2o]
  const Int8LinearWeights q = prepare_int8_linear(w.data(), out, in);
  const std::vector<float> y = run(GetParam(), x, q, {}, n);
  for (int r = 0; r < n; ++r)
    for (int o = 0; o < out; ++o) {
      const float v = x[std::size_t(r) * in + std::size_t(o * 2)];
      ASSERT_EQ(y[std::size_t(r) * out + o], 127.0f * std::nearbyint(v)) << "r=" << r << " x=" << v;
    }
}

// FFN up with ReLU fused: max(y, 0) of the unfused result, bit for bit, with the values before the max kept
// when asked for.
TEST_P(Int8LinearVariant, ReluVersionIsTheMaxOfThePlainOneWithItsPreActivation) {
  for (const int n : {1, 3, 9}) {
    const int in = 70, out = 45;
    const auto w = random_vector(std::size_t(out) * in, 31, 0.3f);
    const auto x = random_vector(std::size_t(n) * in, 32, 1.0f);
    const auto b = random_vector(std::size_t(out), 33, 1.0f);
    const Int8LinearWeights q = prepare_int8_linear(w.data(), out, in);
    const std::vector<float> plain = run(GetParam(), x, q, b, n);
    std::vector<float> pre(plain.size(), -1.0f), y(plain.size(), -1.0f), alone(plain.size(), -1.0f);
    int8_linear_relu(GetParam(), x.data(), q, b.data(), pre.data(), y.data(), n);
    int8_linear_relu(GetParam(), x.data(), q, b.data(), nullptr, alone.data(), n);
    std::vector<float> want(plain.size());
    int negatives = 0;
    for (std::size_t i = 0; i < plain.size(); ++i) {
      want[i] = plain[i] > 0 ? plain[i] : 0.0f;
      negatives += plain[i] < 0;
    }
    EXPECT_GT(negatives, 0);
    EXPECT_TRUE(same_bits(pre, plain)) << "n=" << n;
    EXPECT_TRUE(same_bits(y, want)) << "n=" << n;
    EXPECT_TRUE(same_bits(alone, want)) << "n=" << n;
  }
}

INSTANTIATE_TEST_SUITE_P(EveryVariantThisCpuRuns, Int8LinearVariant,
                         ::testing::ValuesIn(int8_linear_isas_on_this_cpu()), [](const auto& info) {
                           std::string name(to_string(info.param));
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

TEST(Int8LinearChoice, TheChosenVariantIsOneThisCpuRuns) {
  const auto isas = int8_linear_isas_on_this_cpu();
  ASSERT_FALSE(isas.empty());
  EXPECT_EQ(isas.front(), Int8LinearIsa::kPortable);
  EXPECT_NE(std::find(isas.begin(), isas.end(), int8_linear_isa()), isas.end());
  if (!std::getenv("ATTN_CPU_KERNELS") && !std::getenv("ATTN_NO_AVX512")) {
    EXPECT_EQ(int8_linear_isa(), isas.back());
  }
}

TEST(Int8LinearWeightsCheck, MismatchedValuesAndScalesAreRefused) {
  Int8Rows rows;
  rows.rows = 2;
  rows.cols = 3;
  rows.values.assign(6, 1);
  rows.scales.assign(1, 1.0f);
  EXPECT_THROW(prepare_int8_linear(rows), Error);
}

}  // namespace
}  // namespace attn::cpu
