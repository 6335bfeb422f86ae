// The contract between the one Transformer graph (transformer_graph.h) and a compute device. A device offers
// about twenty ops over views of its own memory; the graph decides everything a model is made of:
// pre/post-LN, the positional encoding, the order of dropout streams, the loss, forced and incremental
// decoding. Adding a device means implementing these ops (backend/cpu/cpu_device.h and
// backend/vulkan/vulkan_device.h are the two today) and passing tests/engine/device_ops_test.cpp; adding a
// model feature means editing the graph once.
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

// What the graph needs of a device. `Span` is a view of 4-byte elements (float or int32) in device memory
// with `at(first, count)` and `size()`; `Site` is a prepared attention call site with a `prob_offsets`
// member.
template <typename D>
concept Device = requires(D& d, const D& cd, typename D::Span s, const typename D::Site& site, int n,
                          std::size_t count, float f, bool b, Dropout drop, Activation act,
                          const std::vector<std::int32_t>& ints, std::span<const AttentionBlock> blocks,
                          const std::vector<CopyRegion>& regions, float* out, const float* in,
                          ComputeType type) {
  // Memory: a pass's scratch comes from an arena that reset_pass() empties; the model's state buffers
  // (parameters, gradients, Adam moments) are allocated once.
  { d.alloc(count) } -> std::same_as<typename D::Span>;
  { d.upload_ints(ints) } -> std::same_as<typename D::Span>;
  d.reset_pass();
  { d.allocate(count).span() } -> std::same_as<typename D::Span>;  // outlives passes (decoding caches)
  { d.params() } -> std::same_as<typename D::Span>;
  { d.grads() } -> std::same_as<typename D::Span>;
  { d.adam_m() } -> std::same_as<typename D::Span>;
  { d.adam_v() } -> std::same_as<typename D::Span>;
  { cd.description() } -> std::same_as<std::string>;
  { d.positional_table() } -> std::same_as<typename D::Span>;
  d.upload(s, in, count);
  d.download(s, out, count);  // waits for the device
  d.fill_zero(s);
  d.copy_regions(s, s, regions);
  d.sync();  // runs everything recorded so far and waits
  { d.attention_site(blocks, n, b, b) } -> std::same_as<typename D::Site>;
  // Compute.
  d.linear_forward(s, s, s, s, n, n, n);
  d.linear_rows(s, s, s, s, n, n, n);  // decoding's few rows: a device may use a faster, exact path
  // The weights linear_rows streams; a type the device lacks is an attn::Error naming what it supports.
  d.set_compute_type(type);
  d.linear_backward(s, s, s, s, s, s, n, n, n, b);
  // u = x W^T + b, a = dropout(act(u)); u may be a itself (ReLU), and ffn_down_backward then reads ReLU's
  // derivative from a.
  d.ffn_up(s, s, s, s, s, n, n, n, act, drop);
  d.ffn_up_rows(s, s, s, s, s, n, n, n, act);  // decoding's FFN up, with linear_rows' weights, no dropout
  d.ffn_down_backward(s, s, s, s, s, s, s, n, n, n, act, drop);
  d.layer_norm_forward(s, s, s, s, s, s, s, n, n, f, drop);
  d.layer_norm_backward(s, s, s, s, s, s, s, n, n, b, s, s, drop);
  d.residual_add(s, s, s, count, drop);
  d.dropout_backward(s, s, count, drop);
  d.attention_forward(site, s, s, s, s, s, AttentionStrides{}, f, drop);
  d.attention_backward(site, s, s, s, s, s, s, s, s, AttentionStrides{}, AttentionStrides{}, f, drop);
  d.embed_forward(s, s, s, s, s, n, n, f, drop);
  d.embed_backward(s, s, s, n, n, f, drop);
  d.cross_entropy(s, s, s, n, n, n, f, f, b);
  d.log_softmax(s, n, n);
  d.adam(s, s, s, s, count, f, f, f, f, f, f, f, f);
  { d.sum_squares(s) } -> std::same_as<double>;
  // How many rows of logits the loss computes at once (a device's memory/launch trade-off).
  { cd.logits_chunk_rows(n) } -> std::same_as<int>;
};

}  // namespace attn::graph
