// Token-to-token contributions that account for what attention weights leave out: the value vectors, W^O,
// the residual connection and the layer norm. Both are read off one forced-decoding pass (forward_trace.h)
// and the model's parameters, and returned as attn::AttentionMaps so that every attention grid shows them.
//
// Value-weighted attention (Kobayashi et al. 2020, "Attention is Not Only a Weight"): per layer and head,
// ‖α_ij · f_h(x_j)‖_2 with f_h(x_j) = (x_j W_V^h + b_V^h) W_O^h, token j's value vector (its bias included,
// as the paper does) through that head's slice of W^O. W^O's bias belongs to no token and is left out. Rows
// are divided by their sum, so they compare with attention's rows; a head switched off by a head mask
// contributes nothing and its rows are zero.
//
// ALTI (Ferrando, Gállego & Costa-jussà 2022, "Measuring the Mixing of Contextual Information in the
// Transformer") for one attention block: the block's output y_i (after the residual and, post-LN, the layer
// norm) is decomposed into one vector per input token,
//     T_i(x_j) = LN_i( Σ_h α^h_ij f_h(x_j) + [j = i] x_i ),
// where LN_i is the layer norm made linear for row i: centre the vector, divide by the standard deviation of
// the whole pre-norm row z_i = x_i + attention output_i (variance + eps, as the model computes it), times γ.
// β and W^O's bias belong to no token. The contribution is
//     c_ij = max(0, ‖y_i‖_1 − ‖y_i − T_i(x_j)‖_1),   rows divided by their sum,
// with y_i the block's actual output. Pre-LN blocks have no norm after the residual: T_i(x_j) is the sum
// itself, and the norm before the attention is inside f (it is per token: x_j's value is computed from
// LN(x_j)). A pre-LN stack's final norm is per token too and is left out.
//
// The feed-forward block is per token: it mixes no tokens, so (as in the paper) the layers' contribution
// matrices are those of the attention blocks alone, aggregated over layers by matrix products (as rollout):
//     encoder: R_1 = C_1, R_l = C_l · R_{l-1}  (S x S)
//
// ALTI+ (Ferrando et al. 2022, "Towards Opening the Black Box of Neural Machine Translation: Source and
// Target Contributions to the Model Predictions") for the decoder: each decoder position's state is a mixture
// of the S source tokens and the T target-prefix tokens, M_l = [source part (T x S) | target part (T x T)],
// from M_0 = [0 | I]. Layer l's self-attention block mixes the rows (M' = C^self_l · M_{l-1}); its
// cross-attention block's ALTI gives each row one weight for its own residual stream and one per encoder
// output, and an encoder output j carries the encoder's final R_enc row j:
//     M_l[i] = c^res_i · M'[i] + Σ_j c^cross_ij · [R_enc[j] | 0].
// Every row of M_l sums to 1 (the source part's row sum is the source's share of that position).
#pragma once

#include <span>
#include <vector>

#include "attention/backend.h"

namespace attn {

struct ForwardTrace;
struct Model;

enum class ContributionKind { kValueWeighted, kAlti };

// Per layer, per head (heads x queries x keys, like the raw maps): encoder self-attention, decoder self-
// attention and cross-attention. Throws attn::Error when the trace does not belong to the model.
AttentionMaps value_weighted_attention(const ForwardTrace& trace, const Model& model);

// One "head" per layer: encoder_self[l] = R_l (S x S); decoder_self[l] = M_l's target part (T x T) and
// cross[l] = M_l's source part (T x S), so that a decoder row sums to 1 over both maps together.
AttentionMaps alti_contributions(const ForwardTrace& trace, const Model& model);

AttentionMaps token_contributions(const ForwardTrace& trace, const Model& model, ContributionKind kind);

// ---- building blocks, exposed for tests. Row-major; W^O stored [out, in] (parameters.h).

// f_h(x_j) for every head and key: heads x keys x d. `values`: keys rows of `stride` floats whose first d are
// the heads' value vectors side by side (bias included).
std::vector<float> transformed_values(std::span<const float> values, int stride, int keys,
                                      std::span<const float> w_out, int d, int heads);

// ‖α^h_ij f_h(x_j)‖_2, rows divided by their sum (a row of zeros stays zero): heads x queries x keys.
// `probs`: heads x queries x keys; `transformed`: transformed_values().
std::vector<float> value_weighted_layer(std::span<const float> probs, std::span<const float> transformed,
                                        int heads, int queries, int keys, int d);

// What one attention block needs for ALTI. Spans are row-major; gamma is empty for a pre-LN block.
struct AltiBlock {
  int heads = 0, queries = 0, keys = 0, d = 0;
  std::span<const float> probs;        // heads x queries x keys
  std::span<const float> transformed;  // heads x keys x d (transformed_values)
  std::span<const float> residual;     // queries x d: the block's input stream x_i
  std::span<const float> output;       // queries x d: the attention output after W^O (its bias included)
  std::span<const float> y;            // queries x d: the block's output
  std::span<const float> gamma;        // d (post-LN), or empty (pre-LN)
  float eps = 1e-5f;
  // Self-attention: query i's residual is key i's (queries == keys). Cross-attention: the residual is one
  // more input, the last column of the result.
  bool residual_is_key = true;
};
// c_ij rows divided by their sum: queries x keys (self) or queries x (keys + 1) (cross, the residual last).
// A row whose contributions are all zero gives the residual everything.
std::vector<float> alti_block(const AltiBlock& block);

}  // namespace attn
