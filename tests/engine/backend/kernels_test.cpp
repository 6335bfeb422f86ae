// The CPU kernels (backend/cpu/kernels.h) against naive double-precision loops written here, on random data
// with odd sizes. Gradients are checked against central finite differences of those naive forward loops, so
// no expected value is computed by the code under test.
#include "backend/cpu/kernels.h"

#include <gtest/gtest.h>
#include <omp.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include "attention/float16.h"
#include "backend/cpu/small_batch_linear.h"
#include "naive_linear.h"
#include "test_support.h"

namespace attn::cpu {
namespace {

constexpr int kSizes[] = {1, 7, 33, 129};

using test::random_vector;

double max_abs(const std::vector<double>& v) {
  double m = 0;
  for (double x : v) m = std::max(m, std::abs(x));
  return m;
}

// max|a - b| <= tol * (1 + max|b|), reported with the worst index.
::testing::AssertionResult close(const std::vector<float>& a, const std::vector<double>& b,
                                 double tol = 1e-4) {
  if (a.size() != b.size()) return ::testing::AssertionFailure() << "size " << a.size() << " vs " << b.size();
  const double limit = tol * (1.0 + max_abs(b));
  double worst = 0;
  std::size_t at = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const double e = std::abs(double(a[i]) - b[i]);
    if (!(e <= worst) || std::isnan(e)) {
      worst = std::isnan(e) ? INFINITY : e;
      at = i;
    }
  }
  if (worst <= limit) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "max error " << worst << " > " << limit << " at index " << at
                                       << " (got " << a[at] << ", expected " << b[at] << ")";
}

// ---- linear
// ------------------------------------------------------------------------------------------------

using test::naive_linear;

TEST(KernelsTest, LinearForwardSmallAndLargePaths) {
  // n <= 8 takes the split-W path (and its OpenMP branch when out*in >= 65536); larger n goes to BLAS.
  const int shapes[][2] = {{33, 7}, {7, 129}, {129, 33}, {129, 601}, {1, 1}};
  std::uint32_t seed = 1;
  for (int n : kSizes) {
    for (const auto& [in, out] : shapes) {
      for (bool with_bias : {true, false}) {
        const auto x = random_vector(std::size_t(n) * in, seed++);
        const auto w = random_vector(std::size_t(out) * in, seed++, 0.3f);
        const auto b = random_vector(std::size_t(out), seed++);
        std::vector<float> y(std::size_t(n) * out, 12345.0f);  // must be overwritten, not accumulated
        linear_forward(x.data(), w.data(), with_bias ? b.data() : nullptr, y.data(), n, in, out);
        EXPECT_TRUE(close(y, naive_linear(x, w, with_bias ? b.data() : nullptr, n, in, out)))
            << "n=" << n << " in=" << in << " out=" << out << " bias=" << with_bias;
      }
    }
  }
}

TEST(KernelsTest, SmallBatchLinearWithHalfWeightsMatchesFloatWeights) {
  // Every row count the decoder uses (1..8: all register-block shapes and remainders) and odd sizes.
  std::uint32_t seed = 50;
  for (int n = 1; n <= kSmallBatchRows; ++n) {
    for (const auto& [in, out] :
         {std::pair{33, 7}, std::pair{7, 129}, std::pair{256, 1031}, std::pair{1, 1}}) {
      const auto x = random_vector(std::size_t(n) * in, seed++);
      const auto w = half_to_floats(floats_to_half(random_vector(std::size_t(out) * in, seed++, 0.3f)));
      const auto w16 = floats_to_half(w);
      const auto b = random_vector(std::size_t(out), seed++);
      std::vector<float> y32(std::size_t(n) * out, 12345.0f), y16(std::size_t(n) * out, 54321.0f);
      small_batch_linear(x.data(), w.data(), b.data(), y32.data(), n, in, out);
      small_batch_linear_f16(x.data(), w16.data(), b.data(), y16.data(), n, in, out);
      // The F16 weights are exactly the F32 ones: the same products (up to the compiler's choice of FMA
      // contraction in the remainder loop).
      for (std::size_t i = 0; i < y32.size(); ++i)
        ASSERT_NEAR(y32[i], y16[i], 1e-6f * (1.0f + std::abs(y32[i]))) << "n=" << n << " in=" << in;
      EXPECT_TRUE(close(y16, naive_linear(x, w, b.data(), n, in, out))) << "n=" << n << " in=" << in;
    }
  }
}

// Every variant of the small-batch kernel: small_batch_linear_test.cpp.

TEST(KernelsTest, LinearBackwardAssignsOrAccumulatesDxAndAccumulatesDwDb) {
  std::uint32_t seed = 100;
  for (int n : kSizes) {
    for (const auto& [in, out] : {std::pair{33, 7}, std::pair{7, 129}, std::pair{129, 33}}) {
      const auto x = random_vector(std::size_t(n) * in, seed++);
      const auto w = random_vector(std::size_t(out) * in, seed++);
      const auto dy = random_vector(std::size_t(n) * out, seed++);
      const auto dx0 = random_vector(std::size_t(n) * in, seed++);
      const auto dw0 = random_vector(std::size_t(out) * in, seed++);
      const auto db0 = random_vector(std::size_t(out), seed++);
      // Naive: dx = dy W, dW = dy^T x, db = colsum(dy).
      std::vector<double> dx(std::size_t(n) * in, 0.0), dw(std::size_t(out) * in),
          db(static_cast<std::size_t>(out));
      for (int r = 0; r < n; ++r)
        for (int i = 0; i < in; ++i)
          for (int o = 0; o < out; ++o)
            dx[std::size_t(r) * in + i] += double(dy[std::size_t(r) * out + o]) * w[std::size_t(o) * in + i];
      for (int o = 0; o < out; ++o) {
        db[std::size_t(o)] = db0[std::size_t(o)];
        for (int r = 0; r < n; ++r) db[std::size_t(o)] += dy[std::size_t(r) * out + o];
        for (int i = 0; i < in; ++i) {
          double s = dw0[std::size_t(o) * in + i];
          for (int r = 0; r < n; ++r) s += double(dy[std::size_t(r) * out + o]) * x[std::size_t(r) * in + i];
          dw[std::size_t(o) * in + i] = s;
        }
      }
      for (bool accumulate : {false, true}) {
        std::vector<float> gx = dx0, gw = dw0, gb = db0;
        linear_backward(x.data(), w.data(), dy.data(), gx.data(), gw.data(), gb.data(), n, in, out,
                        accumulate);
        std::vector<double> expect_dx = dx;
        if (accumulate)
          for (std::size_t i = 0; i < expect_dx.size(); ++i) expect_dx[i] += dx0[i];
        EXPECT_TRUE(close(gx, expect_dx))
            << "dx n=" << n << " in=" << in << " out=" << out << " acc=" << accumulate;
        EXPECT_TRUE(close(gw, dw)) << "dw n=" << n << " in=" << in << " out=" << out;
        EXPECT_TRUE(close(gb, db)) << "db n=" << n << " in=" << in << " out=" << out;
      }
      // dx and db may be null.
      std::vector<float> gw = dw0;
      linear_backward(x.data(), w.data(), dy.data(), nullptr, gw.data(), nullptr, n, in, out, false);
      EXPECT_TRUE(close(gw, dw)) << "dw without dx/db";
    }
  }
}

// ---- layer norm
// --------------------------------------------------------------------------------------------

std::vector<double> naive_layer_norm_row(const double* x, const double* g, const double* b, int d,
                                         double eps) {
  double mean = 0, var = 0;
  for (int i = 0; i < d; ++i) mean += x[i];
  mean /= d;
  for (int i = 0; i < d; ++i) var += (x[i] - mean) * (x[i] - mean);
  var /= d;
  std::vector<double> y(static_cast<std::size_t>(d));
  for (int i = 0; i < d; ++i) y[std::size_t(i)] = (x[i] - mean) / std::sqrt(var + eps) * g[i] + b[i];
  return y;
}

TEST(KernelsTest, LayerNormForwardMatchesNaive) {
  const float eps = 1e-5f;
  std::uint32_t seed = 200;
  for (int n : kSizes) {
    for (int d : {7, 33, 129}) {
      auto x = random_vector(std::size_t(n) * d, seed++, 3.0f);
      for (int r = 0; r < n; ++r)
        for (int i = 0; i < d; ++i) x[std::size_t(r) * d + i] += 5.0f;  // a non-zero mean
      const auto g = random_vector(std::size_t(d), seed++);
      const auto b = random_vector(std::size_t(d), seed++);
      std::vector<float> y(x.size()), xhat(x.size()), rstd(static_cast<std::size_t>(n));
      layer_norm_forward(x.data(), g.data(), b.data(), y.data(), xhat.data(), rstd.data(), n, d, eps);
      std::vector<double> ey, exhat, erstd;
      const std::vector<double> gd(g.begin(), g.end()), bd(b.begin(), b.end());
      const std::vector<double> ones(std::size_t(d), 1.0), zeros(std::size_t(d), 0.0);
      for (int r = 0; r < n; ++r) {
        const std::vector<double> xr(x.begin() + std::ptrdiff_t(r) * d,
                                     x.begin() + std::ptrdiff_t(r + 1) * d);
        const auto yr = naive_layer_norm_row(xr.data(), gd.data(), bd.data(), d, eps);
        const auto hr = naive_layer_norm_row(xr.data(), ones.data(), zeros.data(), d, eps);
        ey.insert(ey.end(), yr.begin(), yr.end());
        exhat.insert(exhat.end(), hr.begin(), hr.end());
        double mean = 0, var = 0;
        for (double v : xr) mean += v;
        mean /= d;
        for (double v : xr) var += (v - mean) * (v - mean);
        erstd.push_back(1.0 / std::sqrt(var / d + eps));
      }
      EXPECT_TRUE(close(y, ey)) << "y n=" << n << " d=" << d;
      EXPECT_TRUE(close(xhat, exhat)) << "xhat n=" << n << " d=" << d;
      EXPECT_TRUE(close(rstd, erstd)) << "rstd n=" << n << " d=" << d;
    }
  }
}

// Layer norm's backward on both cores (ctest runs one thread per test): rows in several chunks and a part,
// the same bits as on one thread, and dgamma, dbeta the column sums of dy * xhat and dy added to what was
// there.
TEST(KernelsTest, LayerNormBackwardIsTheSameOnOneOrTwoThreads) {
  const int n = 300, d = 70;
  const auto dy = random_vector(std::size_t(n) * d, 41), xhat = random_vector(std::size_t(n) * d, 42);
  const auto gamma = random_vector(std::size_t(d), 43), rstd = random_vector(std::size_t(n), 44);
  std::vector<std::vector<float>> results;
  for (int threads : {1, 2}) {
    omp_set_num_threads(threads);
    std::vector<float> dx(std::size_t(n) * d), dgamma(std::size_t(d), 1.0f), dbeta(std::size_t(d), -1.0f);
    layer_norm_backward(dy.data(), xhat.data(), rstd.data(), gamma.data(), dx.data(), dgamma.data(),
                        dbeta.data(), n, d, false, nullptr);
    dx.insert(dx.end(), dgamma.begin(), dgamma.end());
    dx.insert(dx.end(), dbeta.begin(), dbeta.end());
    results.push_back(dx);
  }
  omp_set_num_threads(1);
  EXPECT_EQ(results[0], results[1]);
  for (int c = 0; c < d; ++c) {
    double g = 1.0, b = -1.0;
    for (int r = 0; r < n; ++r) {
      g += double(dy[std::size_t(r) * d + c]) * xhat[std::size_t(r) * d + c];
      b += dy[std::size_t(r) * d + c];
    }
    EXPECT_NEAR(results[1][std::size_t(n) * d + c], g, 1e-3) << "dgamma " << c;
    EXPECT_NEAR(results[1][std::size_t(n) * d + d + c], b, 1e-3) << "dbeta " << c;
  }
}

TEST(KernelsTest, LayerNormBackwardMatchesFiniteDifferences) {
  // L = sum(dy * LN(x)), differentiated numerically in double.
  const float eps = 1e-5f;
  std::uint32_t seed = 300;
  for (int n : kSizes) {
    for (int d : {7, 33, 129}) {
      if (n == 129 && d == 129) continue;  // the finite differences are O(n d^2); 33x129 covers it
      const auto x = random_vector(std::size_t(n) * d, seed++, 2.0f);
      const auto g = random_vector(std::size_t(d), seed++);
      const auto b = random_vector(std::size_t(d), seed++);
      const auto dy = random_vector(std::size_t(n) * d, seed++);
      std::vector<double> xd(x.begin(), x.end()), gd(g.begin(), g.end()), bd(b.begin(), b.end());
      auto row_loss = [&](int r) {
        const auto y = naive_layer_norm_row(xd.data() + std::size_t(r) * d, gd.data(), bd.data(), d, eps);
        double s = 0;
        for (int i = 0; i < d; ++i) s += y[std::size_t(i)] * dy[std::size_t(r) * d + i];
        return s;
      };
      const double h = 1e-5;
      std::vector<double> ndx(x.size()), ndg(std::size_t(d), 0.0), ndb(std::size_t(d), 0.0);
      for (int r = 0; r < n; ++r)
        for (int i = 0; i < d; ++i) {
          double& xi = xd[std::size_t(r) * d + i];
          const double keep = xi;
          xi = keep + h;
          const double lp = row_loss(r);
          xi = keep - h;
          const double lm = row_loss(r);
          xi = keep;
          ndx[std::size_t(r) * d + i] = (lp - lm) / (2 * h);
        }
      for (int i = 0; i < d; ++i) {
        for (auto* param : {&gd, &bd}) {
          const double keep = (*param)[std::size_t(i)];
          double lp = 0, lm = 0;
          (*param)[std::size_t(i)] = keep + h;
          for (int r = 0; r < n; ++r) lp += row_loss(r);
          (*param)[std::size_t(i)] = keep - h;
          for (int r = 0; r < n; ++r) lm += row_loss(r);
          (*param)[std::size_t(i)] = keep;
          (param == &gd ? ndg : ndb)[std::size_t(i)] = (lp - lm) / (2 * h);
        }
      }
      std::vector<float> y(x.size()), xhat(x.size()), rstd(static_cast<std::size_t>(n));
      layer_norm_forward(x.data(), g.data(), b.data(), y.data(), xhat.data(), rstd.data(), n, d, eps);
      const auto dx0 = random_vector(x.size(), seed++);
      const auto dg0 = random_vector(std::size_t(d), seed++);
      const auto db0 = random_vector(std::size_t(d), seed++);
      for (bool accumulate : {false, true}) {
        std::vector<float> dx = dx0, dg = dg0, db = db0;
        layer_norm_backward(dy.data(), xhat.data(), rstd.data(), g.data(), dx.data(), dg.data(), db.data(), n,
                            d, accumulate);
        std::vector<double> edx = ndx, edg = ndg, edb = ndb;
        if (accumulate)
          for (std::size_t i = 0; i < edx.size(); ++i) edx[i] += dx0[i];
        for (int i = 0; i < d; ++i) {
          edg[std::size_t(i)] += dg0[std::size_t(i)];
          edb[std::size_t(i)] += db0[std::size_t(i)];
        }
        EXPECT_TRUE(close(dx, edx, 2e-4)) << "dx n=" << n << " d=" << d << " acc=" << accumulate;
        EXPECT_TRUE(close(dg, edg, 2e-4)) << "dgamma n=" << n << " d=" << d;
        EXPECT_TRUE(close(db, edb, 2e-4)) << "dbeta n=" << n << " d=" << d;
      }
    }
  }
}

// ---- activations
// -------------------------------------------------------------------------------------------

double act_value(Activation a, double u) {
  switch (a) {
    case Activation::kRelu:
      return u > 0 ? u : 0;
    case Activation::kSwish:
      return u / (1 + std::exp(-u));
    case Activation::kGelu:
      return 0.5 * u * (1 + std::erf(u / std::sqrt(2.0)));
  }
  return NAN;
}

TEST(KernelsTest, ActivationsForwardAndBackward) {
  std::uint32_t seed = 400;
  for (Activation act : {Activation::kRelu, Activation::kSwish, Activation::kGelu}) {
    for (int n : {1, 7, 33, 129, 70001}) {  // 70001 crosses the OpenMP threshold
      auto u = random_vector(std::size_t(n), seed++, 3.0f);
      for (auto& v : u)
        if (std::abs(v) < 1e-3f) v = 0.5f;  // keep ReLU's kink out of the finite differences
      const auto dy = random_vector(std::size_t(n), seed++);
      std::vector<double> ey(static_cast<std::size_t>(n)), edu(static_cast<std::size_t>(n));
      const double h = 1e-6;
      for (std::size_t i = 0; i < u.size(); ++i) {
        ey[i] = act_value(act, u[i]);
        edu[i] = dy[i] * (act_value(act, double(u[i]) + h) - act_value(act, double(u[i]) - h)) / (2 * h);
      }
      std::vector<float> y(u.size());
      activation_forward(act, u.data(), y.data(), u.size());
      EXPECT_TRUE(close(y, ey, 1e-5)) << to_string(act) << " forward n=" << n;
      // In place, as the model uses it.
      std::vector<float> inplace = u;
      activation_forward(act, inplace.data(), inplace.data(), inplace.size());
      EXPECT_TRUE(close(inplace, ey, 1e-5)) << to_string(act) << " forward in place n=" << n;
      std::vector<float> d = dy;
      activation_backward(act, u.data(), y.data(), d.data(), d.size());
      EXPECT_TRUE(close(d, edu, 1e-4)) << to_string(act) << " backward n=" << n;
    }
  }
}

// ---- dropout
// -----------------------------------------------------------------------------------------------

TEST(KernelsTest, DropoutKeepsTheRightFractionScalesAndIsDeterministic) {
  const std::size_t n = 200001;
  for (float p : {0.1f, 0.3f, 0.5f}) {
    const auto x = random_vector(n, 500);
    std::vector<float> y = x, y2 = x, y3 = x, y4 = x;
    std::vector<std::uint8_t> m(n), m2(n), m3(n), m4(n);
    dropout_forward(y.data(), m.data(), n, p, 77, 3);
    dropout_forward(y2.data(), m2.data(), n, p, 77, 3);
    dropout_forward(y3.data(), m3.data(), n, p, 77, 4);
    dropout_forward(y4.data(), m4.data(), n, p, 78, 3);
    std::size_t kept = 0, same_stream = 0, same_seed = 0;
    for (std::size_t i = 0; i < n; ++i) {
      ASSERT_TRUE(m[i] == 0 || m[i] == 1);
      kept += m[i];
      same_stream += m[i] == m3[i];
      same_seed += m[i] == m4[i];
      const double expect = m[i] ? double(x[i]) / (1.0 - p) : 0.0;
      ASSERT_NEAR(y[i], expect, 1e-6 * (1 + std::abs(expect))) << "p=" << p << " i=" << i;
    }
    const double frac = double(kept) / double(n);
    // Binomial standard deviation is ~0.001 here; 0.01 is 10 sigma.
    EXPECT_NEAR(frac, 1.0 - p, 0.01) << "p=" << p;
    EXPECT_EQ(m, m2) << "same seed and stream must give the same mask";
    EXPECT_EQ(y, y2);
    // Independent masks agree on a fraction p^2 + (1-p)^2 of the elements; identical ones on all of them.
    const double agree = double(p) * p + (1.0 - p) * (1.0 - p);
    EXPECT_NEAR(double(same_stream) / double(n), agree, 0.01) << "another stream must give another mask";
    EXPECT_NEAR(double(same_seed) / double(n), agree, 0.01) << "another seed must give another mask";

    // Backward: the same mask and scale.
    const auto d0 = random_vector(n, 501);
    std::vector<float> d = d0;
    dropout_backward(d.data(), m.data(), n, p);
    for (std::size_t i = 0; i < n; i += 97) {
      const double expect = m[i] ? double(d0[i]) / (1.0 - p) : 0.0;
      ASSERT_NEAR(d[i], expect, 1e-6 * (1 + std::abs(expect)));
    }
  }
}

// ---- attention
// ---------------------------------------------------------------------------------------------

struct NaiveAttention {
  std::vector<double> probs, out;  // probs: [tq, tk] (before dropout), out: [tq, dh]
};

// q/k/v are read with the shape's strides; `mask` (nullable) and p apply dropout to the probabilities.
NaiveAttention naive_attention(const AttentionShape& s, const std::vector<double>& q,
                               const std::vector<double>& k, const std::vector<double>& v,
                               const std::vector<std::uint8_t>* mask, double p) {
  NaiveAttention r;
  r.probs.assign(std::size_t(s.tq) * s.tk, 0.0);
  r.out.assign(std::size_t(s.tq) * s.dh, 0.0);
  for (int i = 0; i < s.tq; ++i) {
    // Queries are the last tq positions of the tk keys (decode case: tq = 1 sees every key).
    const int visible = s.causal ? std::min(s.tk, i + (s.tk - s.tq) + 1) : s.tk;
    std::vector<double> score(static_cast<std::size_t>(visible));
    double mx = -INFINITY;
    for (int j = 0; j < visible; ++j) {
      double dot = 0;
      for (int c = 0; c < s.dh; ++c)
        dot += q[std::size_t(i) * s.q_stride + c] * k[std::size_t(j) * s.k_stride + c];
      score[std::size_t(j)] = dot * s.scale;
      mx = std::max(mx, score[std::size_t(j)]);
    }
    double sum = 0;
    for (int j = 0; j < visible; ++j) sum += std::exp(score[std::size_t(j)] - mx);
    for (int j = 0; j < visible; ++j)
      r.probs[std::size_t(i) * s.tk + j] = std::exp(score[std::size_t(j)] - mx) / sum;
    for (int j = 0; j < s.tk; ++j) {
      double pj = r.probs[std::size_t(i) * s.tk + j];
      if (mask) pj = (*mask)[std::size_t(i) * s.tk + j] ? pj / (1.0 - p) : 0.0;
      for (int c = 0; c < s.dh; ++c)
        r.out[std::size_t(i) * s.dh + c] += pj * v[std::size_t(j) * s.v_stride + c];
    }
  }
  return r;
}

struct AttentionCase {
  int tq, tk, dh, pad_q, pad_k, pad_v, pad_out;
  bool causal;
};

std::vector<AttentionCase> attention_cases() {
  std::vector<AttentionCase> cases;
  for (bool causal : {false, true}) {
    cases.push_back({7, 7, 5, 3, 4, 1, 2, causal});    // self-attention with strided rows
    cases.push_back({33, 33, 8, 0, 0, 0, 0, causal});  // dense
    cases.push_back({1, 33, 7, 14, 7, 7, 0, causal});  // decoding: one query, many cached keys
    cases.push_back({1, 1, 3, 0, 2, 2, 5, causal});    // the very first decode step
    cases.push_back({1, 129, 16, 32, 16, 16, 16, causal});
  }
  cases.push_back({7, 33, 5, 2, 3, 4, 1, false});  // cross-attention: different query and key counts
  cases.push_back({129, 7, 9, 0, 9, 9, 3, false});
  return cases;
}

std::string describe(const AttentionCase& c) {
  return "tq=" + std::to_string(c.tq) + " tk=" + std::to_string(c.tk) + " dh=" + std::to_string(c.dh) +
         (c.causal ? " causal" : "");
}

AttentionShape shape_of(const AttentionCase& c) {
  return AttentionShape{c.tq,
                        c.tk,
                        c.dh,
                        c.dh + c.pad_q,
                        c.dh + c.pad_k,
                        c.dh + c.pad_v,
                        c.dh + c.pad_out,
                        c.causal,
                        1.0f / std::sqrt(float(c.dh))};
}

TEST(KernelsTest, AttentionForwardMatchesNaive) {
  std::uint32_t seed = 600;
  for (const AttentionCase& c : attention_cases()) {
    const AttentionShape s = shape_of(c);
    const auto q = random_vector(std::size_t(c.tq) * s.q_stride, seed++, 1.5f);
    const auto k = random_vector(std::size_t(c.tk) * s.k_stride, seed++, 1.5f);
    const auto v = random_vector(std::size_t(c.tk) * s.v_stride, seed++);
    std::vector<float> probs(std::size_t(c.tq) * c.tk, -7.0f), out(std::size_t(c.tq) * s.out_stride, 99.0f);
    attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(), nullptr, 0.0f);
    const auto ref =
        naive_attention(s, std::vector<double>(q.begin(), q.end()), std::vector<double>(k.begin(), k.end()),
                        std::vector<double>(v.begin(), v.end()), nullptr, 0.0);
    EXPECT_TRUE(close(probs, ref.probs, 1e-5)) << describe(c);
    std::vector<float> packed;  // out without the stride gaps
    for (int i = 0; i < c.tq; ++i)
      for (int j = 0; j < c.dh; ++j) packed.push_back(out[std::size_t(i) * s.out_stride + j]);
    EXPECT_TRUE(close(packed, ref.out)) << describe(c);
    // The gaps between output rows are not written, and masked probabilities are exactly zero.
    for (int i = 0; i < c.tq; ++i)
      for (int j = c.dh; j < s.out_stride; ++j) EXPECT_EQ(out[std::size_t(i) * s.out_stride + j], 99.0f);
    if (c.causal) {
      for (int i = 0; i < c.tq; ++i)
        for (int j = i + (c.tk - c.tq) + 1; j < c.tk; ++j)
          ASSERT_EQ(probs[std::size_t(i) * c.tk + j], 0.0f) << describe(c) << " i=" << i << " j=" << j;
    }
  }
}

TEST(KernelsTest, AttentionForwardWithDropoutMask) {
  const AttentionCase c{7, 33, 5, 2, 3, 4, 1, false};
  const AttentionShape s = shape_of(c);
  const auto q = random_vector(std::size_t(c.tq) * s.q_stride, 650);
  const auto k = random_vector(std::size_t(c.tk) * s.k_stride, 651);
  const auto v = random_vector(std::size_t(c.tk) * s.v_stride, 652);
  std::mt19937 gen(653);
  std::vector<std::uint8_t> mask(std::size_t(c.tq) * c.tk);
  for (auto& m : mask) m = std::uint8_t(gen() % 4 != 0);
  const float p = 0.25f;
  std::vector<float> probs(mask.size()), out(std::size_t(c.tq) * s.out_stride);
  attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(), mask.data(), p);
  const auto ref =
      naive_attention(s, std::vector<double>(q.begin(), q.end()), std::vector<double>(k.begin(), k.end()),
                      std::vector<double>(v.begin(), v.end()), &mask, p);
  EXPECT_TRUE(close(probs, ref.probs, 1e-5)) << "probabilities are saved before dropout";
  std::vector<float> packed;
  for (int i = 0; i < c.tq; ++i)
    for (int j = 0; j < c.dh; ++j) packed.push_back(out[std::size_t(i) * s.out_stride + j]);
  EXPECT_TRUE(close(packed, ref.out));
}

TEST(KernelsTest, AttentionBackwardMatchesFiniteDifferences) {
  // L = sum(dout * out), differentiated numerically through the naive double forward.
  std::uint32_t seed = 700;
  for (bool with_dropout : {false, true}) {
    for (const AttentionCase& c : attention_cases()) {
      if (c.tq * c.tk > 1200) continue;  // the finite differences are cubic; smaller cases cover the code
      const AttentionShape s = shape_of(c);
      const auto q = random_vector(std::size_t(c.tq) * s.q_stride, seed++);
      const auto k = random_vector(std::size_t(c.tk) * s.k_stride, seed++);
      const auto v = random_vector(std::size_t(c.tk) * s.v_stride, seed++);
      const auto dout = random_vector(std::size_t(c.tq) * s.out_stride, seed++);
      std::vector<std::uint8_t> mask(std::size_t(c.tq) * c.tk, 1);
      const float p = with_dropout ? 0.3f : 0.0f;
      if (with_dropout) {
        std::mt19937 gen(seed++);
        for (auto& m : mask) m = std::uint8_t(gen() % 10 >= 3);
      }
      std::vector<double> qd(q.begin(), q.end()), kd(k.begin(), k.end()), vd(v.begin(), v.end());
      auto loss = [&] {
        const auto r = naive_attention(s, qd, kd, vd, with_dropout ? &mask : nullptr, p);
        double sum = 0;
        for (int i = 0; i < c.tq; ++i)
          for (int j = 0; j < c.dh; ++j)
            sum += r.out[std::size_t(i) * c.dh + j] * dout[std::size_t(i) * s.out_stride + j];
        return sum;
      };
      auto numeric = [&](std::vector<double>& t, int rows, int stride) {
        std::vector<double> g(t.size(), 0.0);  // gaps stay 0: the kernel must not touch them
        const double h = 1e-6;
        for (int r = 0; r < rows; ++r)
          for (int j = 0; j < c.dh; ++j) {
            double& x = t[std::size_t(r) * stride + j];
            const double keep = x;
            x = keep + h;
            const double lp = loss();
            x = keep - h;
            const double lm = loss();
            x = keep;
            g[std::size_t(r) * stride + j] = (lp - lm) / (2 * h);
          }
        return g;
      };
      const auto ndq = numeric(qd, c.tq, s.q_stride);
      const auto ndk = numeric(kd, c.tk, s.k_stride);
      const auto ndv = numeric(vd, c.tk, s.v_stride);

      std::vector<float> probs(std::size_t(c.tq) * c.tk), out(std::size_t(c.tq) * s.out_stride);
      attention_forward(s, q.data(), k.data(), v.data(), probs.data(), out.data(),
                        with_dropout ? mask.data() : nullptr, p);
      // Gradients accumulate: start from random values (including in the stride gaps, which must survive).
      const auto dq0 = random_vector(q.size(), seed++), dk0 = random_vector(k.size(), seed++),
                 dv0 = random_vector(v.size(), seed++);
      std::vector<float> dq = dq0, dk = dk0, dv = dv0, scratch(std::size_t(c.tq) * c.tk);
      attention_backward(s, q.data(), k.data(), v.data(), probs.data(), dout.data(), dq.data(), dk.data(),
                         dv.data(), scratch.data(), with_dropout ? mask.data() : nullptr, p);
      auto plus = [](std::vector<double> g, const std::vector<float>& g0) {
        for (std::size_t i = 0; i < g.size(); ++i) g[i] += g0[i];
        return g;
      };
      const std::string what = describe(c) + (with_dropout ? " dropout" : "");
      EXPECT_TRUE(close(dq, plus(ndq, dq0), 2e-4)) << "dq " << what;
      EXPECT_TRUE(close(dk, plus(ndk, dk0), 2e-4)) << "dk " << what;
      EXPECT_TRUE(close(dv, plus(ndv, dv0), 2e-4)) << "dv " << what;
    }
  }
}

// ---- loss
// --------------------------------------------------------------------------------------------------

TEST(KernelsTest, SoftmaxCrossEntropyMatchesLabelSmoothingClosedForm) {
  std::uint32_t seed = 800;
  for (int vocab : {7, 33, 129, 1001}) {
    // This project's pad is 0; an imported Marian model's is its last id.
    const int pad = vocab == 33 || vocab == 1001 ? vocab - 1 : 0;
    for (int n : kSizes) {
      for (float eps : {0.0f, 0.1f, 0.3f}) {
        const auto logits0 = random_vector(std::size_t(n) * vocab, seed++, 2.0f);
        std::mt19937 gen(seed++);
        std::vector<std::int32_t> targets(static_cast<std::size_t>(n));
        for (auto& t : targets) {  // never padding
          t = std::int32_t(gen() % std::uint32_t(vocab - 1));
          if (t >= pad) ++t;
        }
        const float grad_scale = 1.0f / 3.0f;
        double loss = 0, nll = 0;
        std::vector<double> egrad(logits0.size());
        for (int r = 0; r < n; ++r) {
          const float* z = logits0.data() + std::size_t(r) * vocab;
          double mx = -INFINITY;
          for (int c = 0; c < vocab; ++c) mx = std::max(mx, double(z[c]));
          double sum = 0;
          for (int c = 0; c < vocab; ++c) sum += std::exp(z[c] - mx);
          const double lse = mx + std::log(sum);
          const int t = targets[std::size_t(r)];
          const double off = eps / double(vocab - 1);
          double sum_logp = 0;
          for (int c = 0; c < vocab; ++c)
            if (c != pad) sum_logp += z[c] - lse;
          nll += -(z[t] - lse);
          loss += (1.0 - eps) * -(z[t] - lse) - off * sum_logp;
          for (int c = 0; c < vocab; ++c) {
            const double target_mass = c == pad ? 0.0 : (c == t ? 1.0 - eps + off : off);
            egrad[std::size_t(r) * vocab + c] = (std::exp(z[c] - lse) - target_mass) * grad_scale;
          }
        }
        // The sums accumulate into what is already there.
        double loss_sum = 10.0, nll_sum = 20.0;
        std::vector<float> logits = logits0;
        softmax_cross_entropy(logits.data(), targets.data(), n, vocab, pad, eps, grad_scale, &loss_sum,
                              &nll_sum, true);
        EXPECT_NEAR(loss_sum - 10.0, loss, 1e-4 * (1 + std::abs(loss)))
            << "V=" << vocab << " n=" << n << " eps=" << eps;
        EXPECT_NEAR(nll_sum - 20.0, nll, 1e-4 * (1 + std::abs(nll))) << "V=" << vocab << " n=" << n;
        EXPECT_TRUE(close(logits, egrad, 1e-5)) << "gradient V=" << vocab << " n=" << n << " eps=" << eps;
        // Without the gradient, the same sums.
        double loss2 = 0, nll2 = 0;
        std::vector<float> logits2 = logits0;
        softmax_cross_entropy(logits2.data(), targets.data(), n, vocab, pad, eps, grad_scale, &loss2, &nll2,
                              false);
        EXPECT_NEAR(loss2, loss, 1e-4 * (1 + std::abs(loss)));
        EXPECT_NEAR(nll2, nll, 1e-4 * (1 + std::abs(nll)));
      }
    }
  }
}

TEST(KernelsTest, SoftmaxCrossEntropyIsStableForHugeLogits) {
  const int vocab = 7;
  std::vector<float> logits = {0, 1000, -1000, 500, 999, 3, 2};
  const std::int32_t target = 1;
  double loss = 0, nll = 0;
  softmax_cross_entropy(logits.data(), &target, 1, vocab, 0, 0.0f, 1.0f, &loss, &nll, true);
  // log p_1 = -log(1 + e^-1 + ...): dominated by the logit 999.
  const double expect = std::log(1.0 + std::exp(-1.0));
  EXPECT_NEAR(nll, expect, 1e-4);
  for (float g : logits) EXPECT_TRUE(std::isfinite(g));
}

TEST(KernelsTest, LogSoftmaxRowsMatchesNaive) {
  std::uint32_t seed = 900;
  for (int n : kSizes)
    for (int vocab : {1, 7, 33, 129}) {
      const auto x0 = random_vector(std::size_t(n) * vocab, seed++, 4.0f);
      std::vector<double> expect(x0.size());
      for (int r = 0; r < n; ++r) {
        double sum = 0;
        for (int c = 0; c < vocab; ++c) sum += std::exp(double(x0[std::size_t(r) * vocab + c]));
        for (int c = 0; c < vocab; ++c)
          expect[std::size_t(r) * vocab + c] = x0[std::size_t(r) * vocab + c] - std::log(sum);
      }
      std::vector<float> x = x0;
      log_softmax_rows(x.data(), n, vocab);
      EXPECT_TRUE(close(x, expect, 1e-5)) << "n=" << n << " V=" << vocab;
    }
}

// Beam search's rows over a large vocabulary run on several cores: each row must come out as it does alone.
TEST(KernelsTest, LogSoftmaxRowsOfALargeBatchEqualEachRowAlone) {
  const int n = 4, vocab = 9000;
  std::vector<float> x = random_vector(std::size_t(n) * vocab, 17, 4.0f), alone = x;
  for (int r = 0; r < n; ++r) log_softmax_rows(alone.data() + std::size_t(r) * vocab, 1, vocab);
  log_softmax_rows(x.data(), n, vocab);
  EXPECT_EQ(x, alone);
}

}  // namespace
}  // namespace attn::cpu
