// The contract between the one Transformer graph (transformer_graph.h) and a compute device. A device offers
// about twenty ops over views of its own memory; the graph decides everything a model is made of:
// pre/post-LN, the positional encoding, the order of dropout streams, the loss, forced and incremental
// decoding. Adding a device means implementing these ops (backend/cpu/cpu_device.h and
// backend/vulkan/vulkan_device.h are the two today) and passing tests/engine/graph/device_ops_test.cpp;
// adding a model feature means editing the graph once.
//
// Conventions shared by every op: matrices are row-major; a Linear weight is W[out, in] (y = x W^T + b); ops
// named *_backward accumulate (+=) into parameter gradients and assign or accumulate input gradients as their
// `accumulate` flag says. Dropout masks are never stored: each op recomputes them from a key and the element
// index (util/random.h), so every device draws the same mask by construction.
#pragma once

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "attention/compute_type.h"
#include "attention/config.h"
#include "util/random.h"

namespace attn::graph {

// Dropout of one call site: element i is kept when keyed_uniform(key, i) >= p, and scaled by 1 / (1 - p).
struct Dropout {
  float p = 0;
  std::uint64_t key = 0;
  bool on() const { return p > 0; }
};

// One block of an attention call site: queries [q0, q0 + tq) attend to keys [k0, k0 + tk) (rows of their
// buffers). A packed training batch has one block per sentence; a decoding step has one per hypothesis.
// Causal blocks let query i see keys up to i + (tk - tq).
struct AttentionBlock {
  int q0 = 0, tq = 0, k0 = 0, tk = 0;
};

// Where each block's probabilities start in a site's probability buffer: heads x tq x tk per block.
std::vector<int> probability_offsets(std::span<const AttentionBlock> blocks, int heads);

// A region copy between two views, in elements (KV-cache appends and beam reorders).
struct CopyRegion {
  std::size_t src = 0, dst = 0, count = 0;
};

// Strides of one attention call: rows of q, k, v and out are this many elements apart.
struct AttentionStrides {
  int q = 0, k = 0, v = 0, out = 0;
};

// What the graph needs of a device, op by op: each call below names its arguments (the requires-parameters
// are the vocabulary) and says what it computes. `Span` is a view of 4-byte elements (float or int32) in
// device memory with `at(first, count)`, `size()` and a false state (an empty view: an optional argument
// left out); `Site` is a prepared attention call site with a `prob_offsets` member. Shapes are written
// [rows, cols]; "=" assigns, "+=" accumulates. Ops run in the order they are called; nothing is guaranteed
// to have run before sync(), download() or sum_squares(). tests/engine/graph/device_ops_test.cpp checks every
// op here on every device against a reference in double.
template <typename D>
concept Device = requires(
    D& d, const D& cd, typename D::Span x, typename D::Span w, typename D::Span b, typename D::Span y,
    typename D::Span dx, typename D::Span dw, typename D::Span db, typename D::Span dy, typename D::Span u,
    typename D::Span a, typename D::Span du, typename D::Span s, typename D::Span gamma,
    typename D::Span beta, typename D::Span xhat, typename D::Span rstd, typename D::Span dgamma,
    typename D::Span dbeta, typename D::Span res, typename D::Span ds, typename D::Span q, typename D::Span k,
    typename D::Span v, typename D::Span context, typename D::Span probs, typename D::Span d_context,
    typename D::Span dq, typename D::Span dk, typename D::Span dv, typename D::Span table,
    typename D::Span positions_table, typename D::Span tokens, typename D::Span positions,
    typename D::Span d_table, typename D::Span logits, typename D::Span targets, typename D::Span losses,
    typename D::Span p, typename D::Span g, typename D::Span m1, typename D::Span m2, typename D::Span src,
    typename D::Span dst, const typename D::Site& site, int rows, int in, int out, int width, int heads,
    int vocab, int pad_id, std::size_t count, float eps, float scale, float grad_scale, float beta1,
    float beta2, float weight_decay, float lr, float c1, float c2, bool accumulate, bool causal,
    bool backward, bool want_grad, Dropout drop, Activation act, AttentionStrides strides,
    AttentionStrides grad_strides, ComputeType type, const std::vector<std::int32_t>& ints,
    std::span<const AttentionBlock> blocks, const std::vector<CopyRegion>& regions, float* host_out,
    const float* host_in) {
  // ---- Memory ------------------------------------------------------------------------------------------
  // A pass's scratch: `count` elements, contents undefined, valid until reset_pass().
  { d.alloc(count) } -> std::same_as<typename D::Span>;
  // Pass scratch holding `ints`. Ids an op reads on the host (embed_backward's) must come from here.
  { d.upload_ints(ints) } -> std::same_as<typename D::Span>;
  // Ends a pass: every alloc() and upload_ints() view (and every Site) becomes invalid.
  d.reset_pass();
  // `count` elements that outlive passes (decoding caches), contents undefined, freed with the storage.
  { d.allocate(count).span() } -> std::same_as<typename D::Span>;
  // The model's state, one element per parameter (ParameterLayout's order), allocated once. The gradients
  // and Adam moments are zero when first asked for.
  { d.params() } -> std::same_as<typename D::Span>;
  { d.grads() } -> std::same_as<typename D::Span>;
  { d.adam_m() } -> std::same_as<typename D::Span>;
  { d.adam_v() } -> std::same_as<typename D::Span>;
  // The positional encoding table [max_positions, d_model] of the device's ModelConfig.
  { d.positional_table() } -> std::same_as<typename D::Span>;
  // "name (kind, driver)": how the device names itself in status lines.
  { cd.description() } -> std::same_as<std::string>;
  // dst[0, count) = host_in[0, count), in order with the ops around it.
  d.upload(dst, host_in, count);
  // host_out[0, count) = src[0, count), after everything called before has run (waits).
  d.download(src, host_out, count);
  // dst = 0, all of dst.
  d.fill_zero(dst);
  // dst[r.dst + i] = src[r.src + i] for i < r.count, for each region; no region writes what another reads or
  // writes.
  d.copy_regions(src, dst, regions);
  // Runs everything called so far and waits for it.
  d.sync();
  // An attention call site over `blocks` with `heads` heads (each head_dim() = d_model / n_heads of the
  // device's ModelConfig wide); causal blocks let query i see keys [0, i + tk - tq]. `backward`: the site
  // will also serve attention_backward. Valid until reset_pass().
  { d.attention_site(blocks, heads, causal, backward) } -> std::same_as<typename D::Site>;

  // ---- Linear layers -----------------------------------------------------------------------------------
  // y[rows, out] = x[rows, in] w[out, in]^T + b[out] (b may be empty).
  d.linear_forward(x, w, b, y, rows, in, out);
  // The same for decoding's few rows, with w (a view of params()) read in the compute type: exact in F32,
  // the weights rounded to F16 or int8 otherwise; a device may take a faster path for few rows.
  d.linear_rows(x, w, b, y, rows, in, out);
  // The weights linear_rows streams; a type the device lacks is an attn::Error naming what it supports.
  d.set_compute_type(type);
  // dx[rows, in] (= or += by accumulate) dy[rows, out] w[out, in]; dw[out, in] += dy^T x;
  // db[out] += the column sums of dy. dx and db may be empty.
  d.linear_backward(x, w, dy, dx, dw, db, rows, in, out, accumulate);

  // ---- Position-wise FFN -------------------------------------------------------------------------------
  // u[rows, out] = x w^T + b; a[rows, out] = dropout(act(u)), dropout over element index r * out + c.
  // u may be a itself (ReLU): a then holds the result, and ffn_down_backward reads ReLU's derivative from it.
  d.ffn_up(x, w, b, u, a, rows, in, out, act, drop);
  // Decoding's FFN up: ffn_up with linear_rows' weights and no dropout.
  d.ffn_up_rows(x, w, b, u, a, rows, in, out, act);
  // Backward of y = a w^T + b with w[out, in] (in = d_ff), a = dropout(act(u)) from ffn_up:
  // du[rows, in] = act'(u) * dropout_backward(dy w) (assigned); dw += dy^T a; db += colsum(dy) (db may be
  // empty).
  d.ffn_down_backward(dy, w, u, a, du, dw, db, rows, in, out, act, drop);

  // ---- Residuals, LayerNorm, dropout -------------------------------------------------------------------
  // Per row of z[rows, width] = x + dropout(s) (or x when s is empty): xhat = (z - mean) * rstd with
  // rstd[row] = 1 / sqrt(biased variance + eps), y = xhat * gamma + beta (gamma, beta [width]). Dropout
  // over element index r * width + c. s may be overwritten (a device may sum into it).
  d.layer_norm_forward(x, s, gamma, beta, y, xhat, rstd, rows, width, eps, drop);
  // dx[rows, width] (= or += by accumulate) LayerNorm'(dy) from xhat, rstd, gamma, plus res when given (the
  // residual's gradient); dgamma += colsum(dy * xhat), dbeta += colsum(dy); with ds: ds =
  // dropout_backward(dx) (the gradient of layer_norm_forward's s).
  d.layer_norm_backward(dy, xhat, rstd, gamma, dx, dgamma, dbeta, rows, width, accumulate, res, ds, drop);
  // y[count] = x + dropout(s), dropout over element index i. s may be overwritten with dropout(s).
  d.residual_add(x, s, y, count, drop);
  // y[count] = dropout(x): the mask of the forward op with the same key, kept elements scaled by 1/(1-p);
  // x may be y. With drop off: a copy.
  d.dropout_backward(x, y, count, drop);

  // ---- Attention ---------------------------------------------------------------------------------------
  // Per block and head h (columns [h * dh, (h + 1) * dh) of each row; rows of q, k, v, context are
  // strides.q, .k, .v, .out elements apart, block rows from q0 and k0): probs[tq, tk] = softmax(scale *
  // q_h k_h^T) with the causal mask (masked entries 0), stored at site.prob_offsets[block] + h * tq * tk
  // before dropout; context_h = dropout(probs) v_h, dropout over the probability element index. Assigns
  // context (the columns of the heads) and probs.
  d.attention_forward(site, q, k, v, context, probs, strides, scale, drop);
  // Its gradient from d_context (strides.out apart) and the saved probs: assigns dq, dk, dv (rows
  // grad_strides.q, .k, .v apart; .out unused) over the rows the blocks cover. The site needs `backward`;
  // blocks cover disjoint query rows and disjoint key rows. Every caller passes grad strides equal to the
  // forward ones, and the CPU device relies on it.
  d.attention_backward(site, q, k, v, probs, d_context, dq, dk, dv, strides, grad_strides, scale, drop);

  // ---- Embeddings --------------------------------------------------------------------------------------
  // y[rows, width] = dropout(table[tokens[r]] * scale + positions_table[positions[r]]) (int32 ids),
  // dropout over element index r * width + c.
  d.embed_forward(table, positions_table, tokens, positions, y, rows, width, scale, drop);
  // d_table[tokens[r]] += scale * dropout_backward(dy[r]) for each row r, rows summed in row order; tokens
  // from upload_ints.
  d.embed_backward(dy, d_table, tokens, rows, width, scale, drop);

  // ---- Loss and decoding -------------------------------------------------------------------------------
  // Per row of logits[rows, vocab] with int32 target t: log p = log_softmax(row); losses[2r] = -(1 - eps)
  // log p_t - eps / (vocab - 1) * sum of log p_c over every class c but pad_id (label smoothing that gives
  // padding no mass), losses[2r + 1] = -log p_t. With want_grad the row becomes grad_scale * d losses[2r] /
  // d logits; without, its contents are undefined afterwards.
  d.cross_entropy(logits, targets, losses, rows, vocab, pad_id, eps, grad_scale, want_grad);
  // logits[rows, vocab] = log_softmax of each row, in place.
  d.log_softmax(logits, rows, vocab);

  // ---- Optimiser ---------------------------------------------------------------------------------------
  // Adam with decoupled weight decay over [0, count): gi = g * grad_scale; m1 = beta1 m1 + (1 - beta1) gi;
  // m2 = beta2 m2 + (1 - beta2) gi^2; p -= lr * (m1 * c1 / (sqrt(m2 * c2) + eps) + weight_decay * p), with
  // c1, c2 the bias corrections 1 / (1 - beta^t).
  d.adam(p, g, m1, m2, count, beta1, beta2, eps, weight_decay, lr, grad_scale, c1, c2);
  // The sum of x[i]^2 over all of x (the gradient norm), waiting for the device.
  { d.sum_squares(x) } -> std::same_as<double>;
  // How many rows of logits the loss computes at once (a device's memory/launch trade-off).
  { cd.logits_chunk_rows(vocab) } -> std::same_as<int>;
};

}  // namespace attn::graph
