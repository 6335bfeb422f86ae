// The 64-wide head kernels (backend/cpu/head64_products.h), through the CPU attention kernels that take them
// for 64-wide heads without dropout (cpu::attention_forward / attention_backward), against attention computed
// in double by hand: a decoding step's one query for every key count from 1 past two groups of eight, and
// causal and full blocks forward and backward, inside wider rows (the caches' and the packed Q|K|V strides).
#include "backend/cpu/head64_products.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <vector>

#include "backend/cpu/kernels.h"
#include "test_support.h"

namespace attn::cpu {
namespace {

constexpr int kDh = kHead64;

using test::random_vector;

// Attention in double: probs[tq][tk] and out[tq][dh] for rows at the given strides.
struct Reference {
  std::vector<double> probs, out;
};
Reference reference_forward(const AttentionShape& s, const float* q, const float* k, const float* v) {
  Reference r{std::vector<double>(std::size_t(s.tq) * s.tk, 0.0),
              std::vector<double>(std::size_t(s.tq) * kDh)};
  for (int i = 0; i < s.tq; ++i) {
    const int visible = s.causal ? std::min(s.tk, i + s.tk - s.tq + 1) : s.tk;
    double mx = -1e300, sum = 0;
    std::vector<double> z(static_cast<std::size_t>(visible));
    for (int j = 0; j < visible; ++j) {
      double d = 0;
      for (int c = 0; c < kDh; ++c) d += double(q[i * s.q_stride + c]) * double(k[j * s.k_stride + c]);
      z[std::size_t(j)] = d * s.scale;
      mx = std::max(mx, z[std::size_t(j)]);
    }
    for (auto& x : z) sum += (x = std::exp(x - mx));
    for (int j = 0; j < visible; ++j) r.probs[std::size_t(i) * s.tk + j] = z[std::size_t(j)] / sum;
    for (int c = 0; c < kDh; ++c) {
      double o = 0;
      for (int j = 0; j < visible; ++j)
        o += r.probs[std::size_t(i) * s.tk + j] * double(v[j * s.v_stride + c]);
      r.out[std::size_t(i) * kDh + c] = o;
    }
  }
  return r;
}

TEST(Head64Products, OneQueryMatchesDoubleForEveryKeyCount) {
  std::mt19937 gen(7);
  const int k_stride = 3 * kDh + 5, v_stride = 2 * kDh + 3;
  for (int tk = 1; tk <= 19; ++tk)
    for (const float spread : {0.1f, 4.0f}) {  // flat and peaked softmax
      const auto q = random_vector(kDh, gen, spread);
      const auto k = random_vector(std::size_t(tk) * k_stride, gen, 1.0f);
      const auto v = random_vector(std::size_t(tk) * v_stride, gen, 1.0f);
      const AttentionShape s{1, tk, kDh, kDh, k_stride, v_stride, kDh, false, 0.125f};
      std::vector<float> probs(static_cast<std::size_t>(tk)), out(kDh, -1.0f);
      attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(), nullptr, 0.0f);
      const Reference want = reference_forward(s, q.data(), k.data(), v.data());
      for (int j = 0; j < tk; ++j) ASSERT_NEAR(probs[std::size_t(j)], want.probs[std::size_t(j)], 2e-6) << tk;
      for (int c = 0; c < kDh; ++c) ASSERT_NEAR(out[std::size_t(c)], want.out[std::size_t(c)], 2e-5) << tk;
    }
}

// dot_rows64 scores a row the same way in a full group of eight as in the remainder.
TEST(Head64Products, ARowsDotDoesNotDependOnItsGroup) {
  std::mt19937 gen(11);
  const auto x = random_vector(kDh, gen, 1.0f);
  const auto rows = random_vector(std::size_t(11) * kDh, gen, 1.0f);
  std::vector<float> all(11), last(1);
  dot_rows64(x.data(), rows.data(), kDh, 11, all.data());
  for (int j = 0; j < 11; ++j) {
    dot_rows64(x.data(), rows.data() + std::size_t(j) * kDh, kDh, 1, last.data());
    EXPECT_EQ(all[std::size_t(j)], last[0]) << "row " << j;
  }
}

// Two rows at once give two single-row calls' results bit for bit, in every copy this CPU runs (the AVX-512
// one holds both rows in one register): for every row count through two groups of eight and a remainder.
TEST(Head64Products, PairsAreTwoSingleCallsBitForBitInEveryCopy) {
  std::mt19937 gen(13);
  const int stride = 3 * kDh + 8, weight_stride = 5;
  const auto x0 = random_vector(kDh, gen, 1.0f), x1 = random_vector(kDh, gen, 1.0f);
  const auto rows = random_vector(std::size_t(19) * stride, gen, 1.0f);
  const auto w0 = random_vector(std::size_t(19) * weight_stride, gen, 1.0f);
  const auto w1 = random_vector(std::size_t(19) * weight_stride, gen, 1.0f);
  const auto start = random_vector(2 * kDh, gen, 1.0f);
  for (const Head64Isa isa : head64_isas_on_this_cpu()) {
    SCOPED_TRACE(to_string(isa));
    for (int count = 1; count <= 19; ++count) {
      const std::size_t n = static_cast<std::size_t>(count);
      std::vector<float> pair0(n), pair1(n), one0(n), one1(n);
      dot_rows64_pair(isa, x0.data(), x1.data(), rows.data(), stride, count, pair0.data(), pair1.data());
      dot_rows64(x0.data(), rows.data(), stride, count, one0.data());
      dot_rows64(x1.data(), rows.data(), stride, count, one1.data());
      ASSERT_EQ(pair0, one0) << count << " rows";
      ASSERT_EQ(pair1, one1) << count << " rows";
      for (const bool accumulate : {false, true}) {
        std::vector<float> sums(start), singles(start);
        weighted_sum64_pair(isa, w0.data(), w1.data(), weight_stride, rows.data(), stride, count, sums.data(),
                            sums.data() + kDh, accumulate);
        weighted_sum64(w0.data(), weight_stride, rows.data(), stride, count, singles.data(), accumulate);
        weighted_sum64(w1.data(), weight_stride, rows.data(), stride, count, singles.data() + kDh,
                       accumulate);
        ASSERT_EQ(sums, singles) << count << " rows, accumulate " << accumulate;
      }
    }
  }
}

// The backward that writes its gradients (the device op's) gives the bits of the one that adds them to zeros,
// whatever was there before, and leaves the columns outside the head alone: for 64-wide heads (in pairs) and
// other widths (Eigen, after zeroing).
TEST(Head64Products, BackwardWritesWhatItWouldAddToZeros) {
  std::mt19937 gen(17);
  for (const int dh : {kDh, 32})
    for (const bool causal : {false, true}) {
      const int tq = 7, tk = causal ? 7 : 9, stride = 3 * kDh + 8;
      const auto q = random_vector(std::size_t(tq) * stride, gen, 1.0f);
      const auto k = random_vector(std::size_t(tk) * stride, gen, 1.0f);
      const auto v = random_vector(std::size_t(tk) * stride, gen, 1.0f);
      const auto dout = random_vector(std::size_t(tq) * kDh, gen, 1.0f);
      const AttentionShape s{tq, tk, dh, stride, stride, stride, kDh, causal, 0.125f};
      std::vector<float> probs(std::size_t(tq) * tk), out(std::size_t(tq) * kDh),
          scratch(std::size_t(tq) * tk);
      attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(), nullptr, 0.0f);
      std::vector<float> added_q(q.size(), 0.0f), added_k(k.size(), 0.0f), added_v(v.size(), 0.0f);
      attention_backward(s, q.data(), k.data(), v.data(), probs.data(), dout.data(), added_q.data(),
                         added_k.data(), added_v.data(), scratch.data(), nullptr, 0.0f, true);
      std::vector<float> written_q(q.size(), 7.0f), written_k(k.size(), 7.0f), written_v(v.size(), 7.0f);
      attention_backward(s, q.data(), k.data(), v.data(), probs.data(), dout.data(), written_q.data(),
                         written_k.data(), written_v.data(), scratch.data(), nullptr, 0.0f, false);
      for (std::size_t i = 0; i < q.size(); ++i) {
        const bool in_head = int(i % std::size_t(stride)) < dh;
        ASSERT_EQ(written_q[i], in_head ? added_q[i] : 7.0f) << "dh " << dh << " dq " << i;
      }
      for (std::size_t i = 0; i < k.size(); ++i) {
        const bool in_head = int(i % std::size_t(stride)) < dh;
        ASSERT_EQ(written_k[i], in_head ? added_k[i] : 7.0f) << "dh " << dh << " dk " << i;
        ASSERT_EQ(written_v[i], in_head ? added_v[i] : 7.0f) << "dh " << dh << " dv " << i;
      }
    }
}

TEST(Head64Products, AttentionForwardAndBackwardMatchDouble) {
  std::mt19937 gen(9);
  const int stride = 3 * kDh + 8;  // q, k, v inside packed rows, as the graph's Q|K|V
  for (const bool causal : {false, true})
    for (const int t : {1, 2, 5, 9, 16, 17}) {  // query rows in pairs, and one left over
      const int tq = t, tk = causal ? t : t + 3;
      const auto q = random_vector(std::size_t(tq) * stride, gen, 1.0f);
      const auto k = random_vector(std::size_t(tk) * stride, gen, 1.0f);
      const auto v = random_vector(std::size_t(tk) * stride, gen, 1.0f);
      const auto dout = random_vector(std::size_t(tq) * kDh, gen, 1.0f);
      const AttentionShape s{tq, tk, kDh, stride, stride, stride, kDh, causal, 0.125f};
      std::vector<float> probs(std::size_t(tq) * tk), out(std::size_t(tq) * kDh);
      attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(), nullptr, 0.0f);
      const Reference want = reference_forward(s, q.data(), k.data(), v.data());
      for (std::size_t i = 0; i < probs.size(); ++i) ASSERT_NEAR(probs[i], want.probs[i], 2e-6);
      for (std::size_t i = 0; i < out.size(); ++i) ASSERT_NEAR(out[i], want.out[i], 2e-5);

      // Backward, accumulated onto gradients that start at 1: against the chain rule in double.
      std::vector<float> dq(q.size(), 1.0f), dk(k.size(), 1.0f), dv(v.size(), 1.0f),
          scratch(std::size_t(tq) * tk);
      attention_backward(s, q.data(), k.data(), v.data(), probs.data(), dout.data(), dq.data(), dk.data(),
                         dv.data(), scratch.data(), nullptr, 0.0f);
      std::vector<double> ds(std::size_t(tq) * tk);
      for (int i = 0; i < tq; ++i) {
        double dot = 0;
        std::vector<double> dp(static_cast<std::size_t>(tk));
        for (int j = 0; j < tk; ++j) {
          for (int c = 0; c < kDh; ++c) dp[std::size_t(j)] += double(dout[i * kDh + c]) * v[j * stride + c];
          dot += dp[std::size_t(j)] * want.probs[std::size_t(i) * tk + j];
        }
        for (int j = 0; j < tk; ++j)
          ds[std::size_t(i) * tk + j] =
              want.probs[std::size_t(i) * tk + j] * (dp[std::size_t(j)] - dot) * s.scale;
      }
      for (int c = 0; c < kDh; ++c) {
        for (int i = 0; i < tq; ++i) {
          double g = 1.0;
          for (int j = 0; j < tk; ++j) g += ds[std::size_t(i) * tk + j] * k[j * stride + c];
          ASSERT_NEAR(dq[std::size_t(i) * stride + c], g, 1e-4) << "dq " << i << "," << c;
        }
        for (int j = 0; j < tk; ++j) {
          double gk = 1.0, gv = 1.0;
          for (int i = 0; i < tq; ++i) {
            gk += ds[std::size_t(i) * tk + j] * q[i * stride + c];
            gv += want.probs[std::size_t(i) * tk + j] * dout[i * kDh + c];
          }
          ASSERT_NEAR(dk[std::size_t(j) * stride + c], gk, 1e-4) << "dk " << j << "," << c;
          ASSERT_NEAR(dv[std::size_t(j) * stride + c], gv, 1e-4) << "dv " << j << "," << c;
        }
      }
      // Columns past the head's 64 are not touched.
      EXPECT_EQ(dq[kDh], 1.0f);
    }
}

// softmax_row for every row length through two groups of eight and a tail, against double: the largest
// score last, where it is in the tail (the max must count it, or exp overflows); the columns past `visible`
// are zeroed and a row's values do not depend on its width.
TEST(Head64Products, SoftmaxRowMatchesDoubleForEveryLength) {
  std::mt19937 gen(11);
  for (int visible = 1; visible <= 19; ++visible) {
    const int width = visible + 5;
    std::vector<float> row = random_vector(std::size_t(width), gen, 5.0f);
    row[std::size_t(visible - 1)] = 120.0f;  // exp(120) is past float's range
    const std::vector<float> scores = row;
    const float scale = visible % 2 ? 1.0f : 0.7f;
    softmax_row(row.data(), visible, width, scale);
    double mx = -1e30, sum = 0;
    for (int j = 0; j < visible; ++j) mx = std::max(mx, double(scores[std::size_t(j)]));
    for (int j = 0; j < visible; ++j) sum += std::exp((double(scores[std::size_t(j)]) - mx) * scale);
    for (int j = 0; j < visible; ++j) {
      const double want = std::exp((double(scores[std::size_t(j)]) - mx) * scale) / sum;
      EXPECT_NEAR(row[std::size_t(j)], want, 2e-7 + 1e-6 * want) << "visible " << visible << " column " << j;
    }
    for (int j = visible; j < width; ++j) EXPECT_EQ(row[std::size_t(j)], 0.0f) << "visible " << visible;
    std::vector<float> narrow(scores.begin(), scores.begin() + visible);
    softmax_row(narrow.data(), visible, visible, scale);
    for (int j = 0; j < visible; ++j) EXPECT_EQ(narrow[std::size_t(j)], row[std::size_t(j)]);
  }
}

}  // namespace
}  // namespace attn::cpu
