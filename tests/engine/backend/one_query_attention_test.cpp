// Decoding's one-query attention (backend/cpu/one_query_attention.h) against the general kernel,
// cpu::attention_forward, which it replaces for one query per head: every key count from 1 past two groups of
// eight, keys and values inside wider rows (the caches' strides), and scores that make the softmax peaked.
#include "backend/cpu/one_query_attention.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "backend/cpu/kernels.h"

namespace attn::cpu {
namespace {

constexpr int kDh = kOneQueryHeadDim;

TEST(OneQueryAttention, MatchesTheGeneralKernelForEveryKeyCount) {
  std::mt19937 gen(7);
  std::normal_distribution<float> dist(0.0f, 1.0f);
  const int k_stride = 3 * kDh + 5, v_stride = 2 * kDh + 3;  // keys and values inside wider rows
  for (int tk = 1; tk <= 19; ++tk) {
    for (const float spread : {0.1f, 4.0f}) {  // flat and peaked softmax
      std::vector<float> q(kDh), k(std::size_t(tk) * k_stride), v(std::size_t(tk) * v_stride);
      for (auto& x : q) x = dist(gen) * spread;
      for (auto& x : k) x = dist(gen);
      for (auto& x : v) x = dist(gen);
      const float scale = 1.0f / std::sqrt(float(kDh));
      std::vector<float> probs(static_cast<std::size_t>(tk)), out(kDh, -1.0f);
      one_query_attention(q.data(), k.data(), k_stride, v.data(), v_stride, tk, scale, probs.data(),
                          out.data());
      std::vector<float> want_probs(static_cast<std::size_t>(tk)), want_out(kDh);
      const AttentionShape shape{1, tk, kDh, kDh, k_stride, v_stride, kDh, false, scale};
      attention_forward(shape, q.data(), k.data(), v.data(), want_probs.data(), want_out.data(), nullptr,
                        0.0f);
      for (int j = 0; j < tk; ++j)
        ASSERT_NEAR(probs[std::size_t(j)], want_probs[std::size_t(j)], 1e-6f) << "tk=" << tk << " key " << j;
      for (int c = 0; c < kDh; ++c)
        ASSERT_NEAR(out[std::size_t(c)], want_out[std::size_t(c)], 1e-5f) << "tk=" << tk << " column " << c;
    }
  }
}

// A key's score is computed the same way whether it falls in a full group of eight or in the remainder: the
// same key placed first (in the group of eight) and then last (in the remainder of three) gets the same
// probability relative to a key both runs share (to float rounding: the two normalisations differ).
TEST(OneQueryAttention, AKeysScoreDoesNotDependOnItsPosition) {
  std::mt19937 gen(11);
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::vector<float> q(kDh), key(kDh);
  for (auto& x : q) x = dist(gen);
  for (auto& x : key) x = dist(gen);
  const int tk = 11;
  std::vector<float> k(std::size_t(tk) * kDh), v(std::size_t(tk) * kDh, 0.0f);
  for (auto& x : k) x = dist(gen);
  std::vector<float> at_start = k, at_end = k;
  std::copy(key.begin(), key.end(), at_start.begin());
  std::copy(key.begin(), key.end(), at_end.begin() + std::ptrdiff_t(tk - 1) * kDh);
  std::vector<float> p_start(static_cast<std::size_t>(tk)), p_end(static_cast<std::size_t>(tk)), out(kDh);
  one_query_attention(q.data(), at_start.data(), kDh, v.data(), kDh, tk, 1.0f, p_start.data(), out.data());
  one_query_attention(q.data(), at_end.data(), kDh, v.data(), kDh, tk, 1.0f, p_end.data(), out.data());
  EXPECT_FLOAT_EQ(p_start[0] / p_start[5], p_end[std::size_t(tk - 1)] / p_end[5]);
}

}  // namespace
}  // namespace attn::cpu
