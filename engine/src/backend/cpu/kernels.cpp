#include "backend/cpu/kernels.h"

#include <cblas.h>
#include <omp.h>

#include <Eigen/Core>
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "backend/cpu/head64_products.h"
#include "backend/cpu/small_batch_linear.h"
#include "util/aligned_vector.h"
#include "util/profile.h"
#include "util/random.h"

namespace attn::cpu {

namespace {

using MatRM = Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
using MapM = Eigen::Map<MatRM>;
using MapCM = Eigen::Map<const MatRM>;
using StridedM = Eigen::Map<MatRM, 0, Eigen::OuterStride<>>;
using StridedCM = Eigen::Map<const MatRM, 0, Eigen::OuterStride<>>;
using VecMap = Eigen::Map<Eigen::VectorXf>;
using VecCMap = Eigen::Map<const Eigen::VectorXf>;

// Rows below this are not worth waking the second core for.
constexpr int kParallelRows = 64;

// Up to this many rows the small-batch kernel beats OpenBLAS's GEMM: summed over the encoder's and decoder's
// weight shapes of tiny and base, 9-24 rows took about half the time (n=16: 1.5 against 2.5 ms), 32 rows the
// same. That covers encoding a typical sentence before decoding it.
constexpr int kSmallLinearRows = 24;

}  // namespace

// Large GEMMs go to OpenBLAS (runtime CPU dispatch: the best kernel on AVX2 and AVX-512 machines alike,
// measured about 2x Eigen's on this project's CI machines); small ones stay in Eigen.
void linear_forward(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  ProfileScope profile("linear_fwd");
  if (n <= kSmallLinearRows) {
    small_batch_linear(x, w, b, y, n, in, out);
    return;
  }
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, out, in, 1.0f, x, in, w, in, 0.0f, y, out);
  if (b) {
    MapM Y(y, n, out);
    Eigen::Map<const Eigen::RowVectorXf> B(b, out);
#pragma omp parallel for if (n >= kParallelRows)
    for (int r = 0; r < n; ++r) Y.row(r) += B;
  }
}

void linear_backward(const float* x, const float* w, const float* dy, float* dx, float* dw, float* db, int n,
                     int in, int out, bool accumulate_dx) {
  ProfileScope profile("linear_bwd");
  if (dx)
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, in, out, 1.0f, dy, out, w, in,
                accumulate_dx ? 1.0f : 0.0f, dx, in);
  cblas_sgemm(CblasRowMajor, CblasTrans, CblasNoTrans, out, in, n, 1.0f, dy, out, x, in, 1.0f, dw, in);
  if (db) {
    MapCM dY(dy, n, out);
    Eigen::Map<Eigen::RowVectorXf> dB(db, out);
    dB += dY.colwise().sum();
  }
}

// The sum of x[i] - center, or with `squares` of (x[i] - center)^2, in double over 8 independent partial
// sums: one chain of dependent double additions made decoding's layer norms (4 rows of 512) latency-bound.
static double row_sum(const float* x, int d, double center, bool squares) {
  double part[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  int i = 0;
  for (; i + 8 <= d; i += 8)
    for (int j = 0; j < 8; ++j) {
      const double v = double(x[i + j]) - center;
      part[j] += squares ? v * v : v;
    }
  double s = 0;
  for (; i < d; ++i) {
    const double v = double(x[i]) - center;
    s += squares ? v * v : v;
  }
  for (double p : part) s += p;
  return s;
}

namespace {

void layer_norm_row(const float* xr, const float* gamma, const float* beta, float* yr, float* hr, float* rstd,
                    int d, float eps) {
  const double mean = row_sum(xr, d, 0.0, false) / d;
  const double var = row_sum(xr, d, mean, true) / d;
  const float rs = float(1.0 / std::sqrt(var + eps));
  const float m = float(mean);
  for (int i = 0; i < d; ++i) {
    const float h = (xr[i] - m) * rs;
    hr[i] = h;
    yr[i] = h * gamma[i] + beta[i];
  }
  *rstd = rs;
}

}  // namespace

void layer_norm_forward(const float* x, const float* gamma, const float* beta, float* y, float* xhat,
                        float* rstd, int n, int d, float eps) {
  ProfileScope profile("ln_fwd");
#pragma omp parallel for if (std::size_t(n) * std::size_t(d) >= kParallelLayerNormElements)
  for (int r = 0; r < n; ++r) {
    const std::size_t at = std::size_t(r) * d;
    layer_norm_row(x + at, gamma, beta, y + at, xhat + at, rstd + r, d, eps);
  }
}

void layer_norm_rows(const float* x, const float* gamma, const float* beta, float* y, float* xhat,
                     float* rstd, int n, int d, float eps) {
  for (int r = 0; r < n; ++r) {
    const std::size_t at = std::size_t(r) * d;
    layer_norm_row(x + at, gamma, beta, y + at, xhat + at, rstd + r, d, eps);
  }
}

void add_chunk_sums(const float* partials, int chunks, std::size_t stride, int cols, float* out) {
  constexpr int kColumns = 64;
#pragma omp for
  for (int first = 0; first < cols; first += kColumns) {
    const int width = std::min(kColumns, cols - first);
    for (int chunk = 0; chunk < chunks; ++chunk) {
      const float* sums = partials + std::size_t(chunk) * stride + std::size_t(first);
#pragma omp simd
      for (int c = 0; c < width; ++c) out[first + c] += sums[c];
    }
  }
}

// dx from dy through the normalisation, and dgamma += sum over rows of dy * xhat, dbeta += sum of dy in the
// same pass over each row. Rows go in chunks of kRows on either core; a chunk's parameter sums go to its own
// row of `partials`, added up in chunk order, so they do not depend on the number of threads.
void layer_norm_backward(const float* dy, const float* xhat, const float* rstd, const float* gamma, float* dx,
                         float* dgamma, float* dbeta, int n, int d, bool accumulate_dx, const float* res) {
  ProfileScope profile("ln_bwd");
  constexpr int kRows = 64;
  const int chunks = (n + kRows - 1) / kRows;
  thread_local AlignedVector<float> buffer;  // per chunk: d gamma sums, then d beta sums
  buffer.assign(std::size_t(chunks) * 2 * std::size_t(d), 0.0f);
  float* const partials = buffer.data();  // named inside the region, `buffer` would be the worker's own
#pragma omp parallel if (n >= kParallelRows)
  {
#pragma omp for
    for (int chunk = 0; chunk < chunks; ++chunk) {
      float* __restrict sum_gamma = partials + std::size_t(chunk) * 2 * std::size_t(d);
      float* __restrict sum_beta = sum_gamma + d;
      for (int r = chunk * kRows; r < std::min(n, (chunk + 1) * kRows); ++r) {
        const float* dyr = dy + std::size_t(r) * d;
        const float* hr = xhat + std::size_t(r) * d;
        float* dxr = dx + std::size_t(r) * d;
        // The row's two means over 16 partial sums, which vectorise (one chain of float additions does not).
        constexpr int kLanes = 16;
        float part_g[kLanes] = {}, part_gh[kLanes] = {};
        int i = 0;
        for (; i + kLanes <= d; i += kLanes)
          for (int j = 0; j < kLanes; ++j) {
            const float g = dyr[i + j] * gamma[i + j];
            part_g[j] += g;
            part_gh[j] += g * hr[i + j];
          }
        float mean_g = 0, mean_gh = 0;
        for (; i < d; ++i) {
          const float g = dyr[i] * gamma[i];
          mean_g += g;
          mean_gh += g * hr[i];
        }
        for (int j = 0; j < kLanes; ++j) {
          mean_g += part_g[j];
          mean_gh += part_gh[j];
        }
        mean_g /= float(d);
        mean_gh /= float(d);
        const float rs = rstd[r];
        const float* resr = res ? res + std::size_t(r) * d : nullptr;
#pragma omp simd
        for (int k = 0; k < d; ++k) {
          float v = rs * (dyr[k] * gamma[k] - mean_g - hr[k] * mean_gh);
          if (resr) v += resr[k];
          dxr[k] = accumulate_dx ? dxr[k] + v : v;
          sum_gamma[k] += dyr[k] * hr[k];
          sum_beta[k] += dyr[k];
        }
      }
    }
    add_chunk_sums(partials, chunks, 2 * std::size_t(d), d, dgamma);
    add_chunk_sums(partials + d, chunks, 2 * std::size_t(d), d, dbeta);
  }
}

void activation_forward(Activation act, const float* u, float* y, std::size_t n) {
  ProfileScope profile("act_fwd");
  const std::ptrdiff_t count = std::ptrdiff_t(n);
  switch (act) {
    case Activation::kRelu:
#pragma omp parallel for simd if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) y[i] = u[i] > 0 ? u[i] : 0.0f;
      break;
    case Activation::kSwish:
#pragma omp parallel for if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) y[i] = u[i] / (1.0f + std::exp(-u[i]));
      break;
    case Activation::kGelu:
#pragma omp parallel for if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) y[i] = 0.5f * u[i] * (1.0f + std::erf(u[i] * 0.70710678f));
      break;
  }
}

void activation_backward(Activation act, const float* u, const float* y, float* d, std::size_t n) {
  ProfileScope profile("act_bwd");
  const std::ptrdiff_t count = std::ptrdiff_t(n);
  switch (act) {
    case Activation::kRelu:
#pragma omp parallel for simd if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) d[i] = y[i] > 0 ? d[i] : 0.0f;
      break;
    case Activation::kSwish:
#pragma omp parallel for if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) {
        const float s = 1.0f / (1.0f + std::exp(-u[i]));
        d[i] *= s * (1.0f + u[i] * (1.0f - s));
      }
      break;
    case Activation::kGelu:
#pragma omp parallel for if (count >= 65536)
      for (std::ptrdiff_t i = 0; i < count; ++i) {
        const float cdf = 0.5f * (1.0f + std::erf(u[i] * 0.70710678f));
        const float pdf = 0.39894228f * std::exp(-0.5f * u[i] * u[i]);
        d[i] *= cdf + u[i] * pdf;
      }
      break;
  }
}

void dropout_forward(float* x, std::uint8_t* mask, std::size_t n, float p, std::uint64_t seed,
                     std::uint32_t stream) {
  ProfileScope profile("dropout_fwd");
  const float scale = 1.0f / (1.0f - p);
  const std::ptrdiff_t count = std::ptrdiff_t(n);
#pragma omp parallel for if (count >= 65536)
  for (std::ptrdiff_t i = 0; i < count; ++i) {
    const bool keep = counter_uniform(seed, stream, std::uint32_t(i)) >= p;
    mask[i] = keep;
    x[i] = keep ? x[i] * scale : 0.0f;
  }
}

void dropout_backward(float* d, const std::uint8_t* mask, std::size_t n, float p) {
  const float scale = 1.0f / (1.0f - p);
  for (std::size_t i = 0; i < n; ++i) d[i] = mask[i] ? d[i] * scale : 0.0f;
}

namespace {

// attention_forward without dropout for 64-wide heads, query rows in pairs (head64_products.h). A causal
// pair's second row sees one key more: the first row's score for it is computed too and zeroed by its
// softmax; the second row's last product term comes after the pair's, the order its own call would take.
void attention_forward_rows64(const AttentionShape& s, const float* q, const float* k, const float* v,
                              float* probs, float* out) {
  const int key_offset = s.tk - s.tq;
  const auto visible_keys = [&](int i) { return s.causal ? std::min(s.tk, i + key_offset + 1) : s.tk; };
  int i = 0;
  for (; i + 2 <= s.tq; i += 2) {
    float *row0 = probs + std::size_t(i) * s.tk, *row1 = row0 + s.tk;
    const float *q0 = q + std::size_t(i) * s.q_stride, *q1 = q0 + s.q_stride;
    float *out0 = out + std::size_t(i) * s.out_stride, *out1 = out0 + s.out_stride;
    const int visible0 = visible_keys(i), visible1 = visible_keys(i + 1);
    dot_rows64_pair(q0, q1, k, s.k_stride, visible1, row0, row1);  // row0's extra score: zeroed below
    softmax_row(row0, visible0, s.tk, s.scale);
    softmax_row(row1, visible1, s.tk, s.scale);
    weighted_sum64_pair(row0, row1, 1, v, s.v_stride, visible0, out0, out1, false);
    if (visible1 > visible0)
      weighted_sum64(row1 + visible0, 1, v + std::size_t(visible0) * s.v_stride, s.v_stride,
                     visible1 - visible0, out1, true);
  }
  for (; i < s.tq; ++i) {
    float* row = probs + std::size_t(i) * s.tk;
    const int visible = visible_keys(i);
    dot_rows64(q + std::size_t(i) * s.q_stride, k, s.k_stride, visible, row);
    softmax_row(row, visible, s.tk, s.scale);
    weighted_sum64(row, 1, v, s.v_stride, visible, out + std::size_t(i) * s.out_stride, false);
  }
}

}  // namespace

void attention_forward(const AttentionShape& s, const float* q, const float* k, const float* v, float* probs,
                       float* out, const std::uint8_t* dropout_mask, float dropout_p) {
  if (s.dh == kHead64 && !(dropout_mask && dropout_p > 0)) {
    attention_forward_rows64(s, q, k, v, probs, out);
    return;
  }
  StridedCM Q(q, s.tq, s.dh, Eigen::OuterStride<>(s.q_stride));
  StridedCM K(k, s.tk, s.dh, Eigen::OuterStride<>(s.k_stride));
  StridedCM V(v, s.tk, s.dh, Eigen::OuterStride<>(s.v_stride));
  MapM P(probs, s.tq, s.tk);
  P.noalias() = Q * K.transpose();
  // Fused scale + causal mask + softmax over each row (Eigen's vectorised exp).
  const int key_offset = s.tk - s.tq;  // > 0 when queries are the last tq positions (incremental decoding)
  for (int i = 0; i < s.tq; ++i) {
    float* row = probs + std::size_t(i) * s.tk;
    const int visible = s.causal ? std::min(s.tk, i + key_offset + 1) : s.tk;
    Eigen::Map<Eigen::ArrayXf> r(row, visible);
    r = ((r - r.maxCoeff()) * s.scale).exp();
    r *= 1.0f / r.sum();
    for (int j = visible; j < s.tk; ++j) row[j] = 0.0f;
  }
  StridedM O(out, s.tq, s.dh, Eigen::OuterStride<>(s.out_stride));
  if (dropout_mask && dropout_p > 0) {
    const float scale = 1.0f / (1.0f - dropout_p);
    thread_local AlignedVector<float> dropped;
    dropped.resize(std::size_t(s.tq) * s.tk);
    for (std::size_t i = 0; i < dropped.size(); ++i) dropped[i] = dropout_mask[i] ? probs[i] * scale : 0.0f;
    O.noalias() = MapCM(dropped.data(), s.tq, s.tk) * V;
  } else {
    O.noalias() = P * V;
  }
}

namespace {

// attention_backward without dropout for 64-wide heads, by rows and columns of P (head64_products.h), two at
// a time; each gradient row is one product's, added to the row or (accumulate false) written over it.
void attention_backward_rows64(const AttentionShape& s, const float* q, const float* k, const float* v,
                               const float* probs, const float* dout, float* dq, float* dk, float* dv,
                               float* scratch, bool accumulate) {
  // Columns j of a [tq, tk] matrix (stride tk) as weights over `rows`, into out's row j: by pairs.
  const auto columns_times = [&](const float* matrix, const float* rows, int rows_stride, float* out,
                                 int out_stride) {
    int j = 0;
    for (; j + 2 <= s.tk; j += 2)
      weighted_sum64_pair(matrix + j, matrix + j + 1, s.tk, rows, rows_stride, s.tq,
                          out + std::size_t(j) * out_stride, out + std::size_t(j + 1) * out_stride,
                          accumulate);
    if (j < s.tk)
      weighted_sum64(matrix + j, s.tk, rows, rows_stride, s.tq, out + std::size_t(j) * out_stride,
                     accumulate);
  };
  columns_times(probs, dout, s.out_stride, dv, s.v_stride);  // dV += P^T dO
  // dP = dO V^T, then softmax's backward: dS = P (dP - rowsum(dP P)) scale.
  const auto softmax_backward = [&](int i) {
    float* g = scratch + std::size_t(i) * s.tk;
    const float* p = probs + std::size_t(i) * s.tk;
    float dot = 0;
    for (int j = 0; j < s.tk; ++j) dot += g[j] * p[j];
    for (int j = 0; j < s.tk; ++j) g[j] = p[j] * (g[j] - dot) * s.scale;
  };
  int i = 0;
  for (; i + 2 <= s.tq; i += 2) {
    const float* d0 = dout + std::size_t(i) * s.out_stride;
    float* g0 = scratch + std::size_t(i) * s.tk;
    dot_rows64_pair(d0, d0 + s.out_stride, v, s.v_stride, s.tk, g0, g0 + s.tk);
    softmax_backward(i);
    softmax_backward(i + 1);
    const float* g1 = g0 + s.tk;
    weighted_sum64_pair(g0, g1, 1, k, s.k_stride, s.tk, dq + std::size_t(i) * s.q_stride,
                        dq + std::size_t(i + 1) * s.q_stride, accumulate);  // dQ += dS K
  }
  if (i < s.tq) {
    float* g = scratch + std::size_t(i) * s.tk;
    dot_rows64(dout + std::size_t(i) * s.out_stride, v, s.v_stride, s.tk, g);
    softmax_backward(i);
    weighted_sum64(g, 1, k, s.k_stride, s.tk, dq + std::size_t(i) * s.q_stride, accumulate);
  }
  columns_times(scratch, q, s.q_stride, dk, s.k_stride);  // dK += dS^T Q
}

}  // namespace

void attention_backward(const AttentionShape& s, const float* q, const float* k, const float* v,
                        const float* probs, const float* dout, float* dq, float* dk, float* dv,
                        float* scratch, const std::uint8_t* dropout_mask, float dropout_p, bool accumulate) {
  if (s.dh == kHead64 && !(dropout_mask && dropout_p > 0)) {
    attention_backward_rows64(s, q, k, v, probs, dout, dq, dk, dv, scratch, accumulate);
    return;
  }
  if (!accumulate) {
    for (int i = 0; i < s.tq; ++i) std::fill_n(dq + std::size_t(i) * s.q_stride, s.dh, 0.0f);
    for (int j = 0; j < s.tk; ++j) {
      std::fill_n(dk + std::size_t(j) * s.k_stride, s.dh, 0.0f);
      std::fill_n(dv + std::size_t(j) * s.v_stride, s.dh, 0.0f);
    }
  }
  StridedCM Q(q, s.tq, s.dh, Eigen::OuterStride<>(s.q_stride));
  StridedCM K(k, s.tk, s.dh, Eigen::OuterStride<>(s.k_stride));
  StridedCM V(v, s.tk, s.dh, Eigen::OuterStride<>(s.v_stride));
  StridedCM dO(dout, s.tq, s.dh, Eigen::OuterStride<>(s.out_stride));
  StridedM dQ(dq, s.tq, s.dh, Eigen::OuterStride<>(s.q_stride));
  StridedM dK(dk, s.tk, s.dh, Eigen::OuterStride<>(s.k_stride));
  StridedM dV(dv, s.tk, s.dh, Eigen::OuterStride<>(s.v_stride));
  MapCM P(probs, s.tq, s.tk);
  MapM dP(scratch, s.tq, s.tk);
  const bool dropped = dropout_mask && dropout_p > 0;
  const float keep_scale = dropped ? 1.0f / (1.0f - dropout_p) : 1.0f;
  if (dropped) {
    thread_local AlignedVector<float> pd;
    pd.resize(std::size_t(s.tq) * s.tk);
    for (std::size_t i = 0; i < pd.size(); ++i) pd[i] = dropout_mask[i] ? probs[i] * keep_scale : 0.0f;
    dV.noalias() += MapCM(pd.data(), s.tq, s.tk).transpose() * dO;
  } else {
    dV.noalias() += P.transpose() * dO;
  }
  dP.noalias() = dO * V.transpose();
  // Softmax backward: dS = P * (dP - rowsum(dP * P)), then the 1/sqrt(d_k) scale.
  for (int i = 0; i < s.tq; ++i) {
    float* g = scratch + std::size_t(i) * s.tk;
    const float* p = probs + std::size_t(i) * s.tk;
    if (dropped) {
      const std::uint8_t* m = dropout_mask + std::size_t(i) * s.tk;
      for (int j = 0; j < s.tk; ++j) g[j] = m[j] ? g[j] * keep_scale : 0.0f;
    }
    float dot = 0;
    for (int j = 0; j < s.tk; ++j) dot += g[j] * p[j];
    for (int j = 0; j < s.tk; ++j) g[j] = p[j] * (g[j] - dot) * s.scale;
  }
  dQ.noalias() += dP * K;
  dK.noalias() += dP.transpose() * Q;
}

void softmax_cross_entropy_rows(float* logits, const std::int32_t* targets, int n, int vocab, int pad_id,
                                float eps, float grad_scale, float* row_losses, bool want_grad) {
  ProfileScope profile("softmax_xent");
  const float off_target = eps / float(vocab - 1);  // smoothing mass per non-pad class
#pragma omp parallel for if (n >= 16)
  for (int r = 0; r < n; ++r) {
    float* z = logits + std::size_t(r) * vocab;
    Eigen::Map<Eigen::ArrayXf> Z(z, vocab);
    const float mx = Z.maxCoeff();
    const float zsum = Z.sum();
    const float z_target = z[targets[r]], z_pad = z[pad_id];
    Z = (Z - mx).exp();  // vectorised; Z now holds exp(z - max)
    const float sum = Z.sum();
    const float lse = mx + std::log(sum);
    const int t = targets[r];
    const float logp_t = z_target - lse;
    // sum over classes except padding of log p
    const float sum_logp = (zsum - z_pad) - float(vocab - 1) * lse;
    row_losses[2 * r] = -(1.0f - eps) * logp_t - off_target * sum_logp;
    row_losses[2 * r + 1] = -logp_t;
    if (want_grad) {
      Z = (Z * (1.0f / sum) - off_target) * grad_scale;
      z[pad_id] += off_target * grad_scale;  // padding got no smoothing mass
      z[t] -= (1.0f - eps) * grad_scale;
    }
  }
}

void softmax_cross_entropy(float* logits, const std::int32_t* targets, int n, int vocab, int pad_id,
                           float eps, float grad_scale, double* loss_sum, double* nll_sum, bool want_grad) {
  std::vector<float> rows(std::size_t(n) * 2);
  softmax_cross_entropy_rows(logits, targets, n, vocab, pad_id, eps, grad_scale, rows.data(), want_grad);
  for (int r = 0; r < n; ++r) {
    *loss_sum += rows[2 * std::size_t(r)];
    *nll_sum += rows[2 * std::size_t(r) + 1];
  }
}

void log_softmax_rows(float* x, int n, int vocab) {
  // Beam search's rows over a whole vocabulary are worth both cores; each row is computed alone either way.
#pragma omp parallel for if (n > 1 && std::size_t(n) * std::size_t(vocab) >= (std::size_t(1) << 14))
  for (int r = 0; r < n; ++r) {
    Eigen::Map<Eigen::ArrayXf> z(x + std::size_t(r) * vocab, vocab);
    const float mx = z.maxCoeff();
    const float lse = mx + std::log((z - mx).exp().sum());
    z -= lse;
  }
}

}  // namespace attn::cpu
