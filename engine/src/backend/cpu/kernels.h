// The CPU reference kernels: explicit forward/backward pairs (llm.c style). Every matrix is row-major.
// Backward functions accumulate (+=) into parameter gradients and either assign or accumulate input
// gradients as their names say, so the model code reads as the chain rule.
#pragma once

#include <cstddef>
#include <cstdint>

#include "attention/config.h"

namespace attn::cpu {

// y[n,out] = x[n,in] W[out,in]^T + b
void linear_forward(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
// dx[n,in] (= or +=) dy W; dW += dy^T x; db += colsum(dy). dx may be null.
void linear_backward(const float* x, const float* w, const float* dy, float* dx, float* dw, float* db, int n,
                     int in, int out, bool accumulate_dx);

// Layer norms over this many elements or more run on both cores: the rows of a batch's decoding step (16 or
// more of 512) are worth waking the other core for, which at 64 rows and up only waited on this one.
inline constexpr std::size_t kParallelLayerNormElements = 8192;
// Column sums that do not depend on the thread count: a pass over chunks of rows writes each chunk's sums to
// its own row of `partials` (`stride` apart), and this adds them up in chunk order: out[c] += partials[k *
// stride + c] for each chunk k, c < cols. Called inside a parallel region, it shares the columns among its
// threads.
void add_chunk_sums(const float* partials, int chunks, std::size_t stride, int cols, float* out);

// y = gamma * (x - mean) * rstd + beta per row; saves xhat (normalised x) and rstd for backward.
void layer_norm_forward(const float* x, const float* gamma, const float* beta, float* y, float* xhat,
                        float* rstd, int n, int d, float eps);
// The same for rows of x on the calling thread alone, for callers that make x a few rows at a time.
void layer_norm_rows(const float* x, const float* gamma, const float* beta, float* y, float* xhat,
                     float* rstd, int n, int d, float eps);
// dx (= or +=) LayerNorm'(dy) + res (res may be null: the residual path's gradient, added in the same pass);
// dgamma += sum(dy*xhat); dbeta += sum(dy).
void layer_norm_backward(const float* dy, const float* xhat, const float* rstd, const float* gamma, float* dx,
                         float* dgamma, float* dbeta, int n, int d, bool accumulate_dx,
                         const float* res = nullptr);

// In place: u (pre-activation) -> act(u). `pre` keeps u when the activation's derivative needs it.
void activation_forward(Activation act, const float* u, float* y, std::size_t n);
// dy -> du in place, using u (pre-activation) or y (for ReLU).
void activation_backward(Activation act, const float* u, const float* y, float* d, std::size_t n);

// Dropout with a counter-based mask: y = x * keep / (1 - p). Writes the mask (1 = kept) for backward.
void dropout_forward(float* x, std::uint8_t* mask, std::size_t n, float p, std::uint64_t seed,
                     std::uint32_t stream);
void dropout_backward(float* d, const std::uint8_t* mask, std::size_t n, float p);

// Scaled dot-product attention for one (sentence, head), through head64_products.h for 64-wide heads without
// dropout: q[tq, dh], k/v[tk, dh] with row strides;
// probs[tq, tk] saved (after softmax, before dropout); out[tq, dh] written with stride out_stride.
// causal: query i sees keys 0..i (+ key_offset, for incremental decoding).
struct AttentionShape {
  int tq, tk, dh;
  int q_stride, k_stride, v_stride, out_stride;
  bool causal;
  float scale;
};
void attention_forward(const AttentionShape& s, const float* q, const float* k, const float* v, float* probs,
                       float* out, const std::uint8_t* dropout_mask, float dropout_p);
// Adds (+=) into dq, dk, dv (strides as in the shape), or writes them (accumulate false: their head's columns
// of the shape's rows; 64-wide heads skip the zeroing this takes). `scratch` holds tq*tk floats.
void attention_backward(const AttentionShape& s, const float* q, const float* k, const float* v,
                        const float* probs, const float* dout, float* dq, float* dk, float* dv,
                        float* scratch, const std::uint8_t* dropout_mask, float dropout_p,
                        bool accumulate = true);

// Label-smoothed cross entropy over rows of logits[n, V] (overwritten with d loss / d logits, scaled by
// grad_scale). Smoothing mass eps is spread over all classes but padding (`pad_id`: 0 in this project's
// vocabularies, another id in an imported Marian model's), as in the paper's setup.
// Returns the sums of the smoothed loss and of the NLL.
void softmax_cross_entropy(float* logits, const std::int32_t* targets, int n, int vocab, int pad_id,
                           float eps, float grad_scale, double* loss_sum, double* nll_sum, bool want_grad);

// The same, per row: row_losses[2r] = smoothed loss, row_losses[2r + 1] = NLL (what a device returns).
void softmax_cross_entropy_rows(float* logits, const std::int32_t* targets, int n, int vocab, int pad_id,
                                float eps, float grad_scale, float* row_losses, bool want_grad);

// In place log-softmax of each row of x[n, V].
void log_softmax_rows(float* x, int n, int vocab);

}  // namespace attn::cpu
