// Attention rollout (Abnar & Zuidema 2020, "Quantifying Attention Flow in Transformers"): how much each input
// token flows into each position through the stack, not just through one layer.
//
// Encoder: R_1 = Â_1, R_l = Â_l · R_{l-1}, with Â_l = rownorm(0.5 · A_l + 0.5 · I) and A_l layer l's
// self-attention averaged over heads (the identity stands for the residual connection). R_l is S x S: row i
// says how much of source token j has reached token i after layer l.
//
// Decoder: the same product over the decoder's self-attention gives D_l (T x T, causal). The decoder reaches
// the source only through cross-attention, so this engine uses a simpler variant than ALTI+: the source
// rollout after decoder layer l is
//     X_l = D_l · C_l · R_enc,
// with C_l layer l's cross-attention averaged over heads (T x S) and R_enc the encoder's final rollout
// (cross- attention reads the encoder's output). In words: a target position takes the source mixture of the
// positions it has mixed with (D_l includes layer l's self-attention, which precedes its cross-attention),
// read through the encoder's own mixing. Every row of R, D and X sums to 1. X of the last layer is the
// decoder's headline rollout; earlier layers' X ignore what later cross-attention adds.
#pragma once

#include <span>
#include <vector>

#include "attention/backend.h"

namespace attn {

// The rollout as one more set of maps, with one "head": encoder_self[l] = R_l, decoder_self[l] = D_l,
// cross[l] = X_l. `residual` is the identity's share (0.5 in the paper). Throws attn::Error on a shape
// mismatch or a residual outside [0, 1].
AttentionMaps attention_rollout(const AttentionMaps& maps, double residual = 0.5);

// Building blocks, exposed for tests. Row-major matrices.
std::vector<float> mean_over_heads(std::span<const float> layer, int heads, int rows, int cols);
// rownorm((1 - residual) · A + residual · I) for a square n x n A.
std::vector<float> with_residual(std::span<const float> attention, int n, double residual);
// [rows x inner] · [inner x cols]
std::vector<float> matmul(std::span<const float> a, std::span<const float> b, int rows, int inner, int cols);

}  // namespace attn
