// Gradient attribution for the decoding step that chooses a word, as inseq names the methods (Sarti et al.
// 2023), and contrastive attribution (Yin & Neubig 2022, "Interpreting Language Models with Contrastive
// Explanations").
//
// The attributed function is f = log P(y_t | y_<t, x) at one step t of a forced decoding, or with a contrast
// word f = log P(y_t) − log P(contrast) at that step (the softmax's normaliser cancels: it is the difference
// of the two logits). The inputs are the input embeddings of the source x_1..x_n </s> and of the target
// prefix <s> y_1..y_{t-1} (the decoder's inputs up to the step): the token part x_j = scale · E[token_j], to
// which the model adds the positional encoding. g_j = ∂f/∂x_j (= ∂f/∂e_j for the whole embedding e_j, since
// the position is added) is read where the gradient arrives at the embedding lookup, in an inference pass (no
// dropout; a head mask applies). One number per position:
//   * saliency:            ‖g_j‖₂ (never negative; a contrast gives ‖g_a − g_b‖₂, not a difference of norms);
//   * input × gradient:    Σ_k x_jk g_jk, the SIGNED sum over the embedding dimension (positive: the token
//                          pushes f up); its sum over positions is f's first-order change from x = 0;
//   * integrated gradients (Sundararajan et al. 2017): Σ_k x_jk ∫_0^1 g_jk(α x) dα, SIGNED, from the
//                          baseline where every token embedding is zero and the positional encodings stay
//                          (as inseq's default zero baseline over inputs_embeds). Completeness: the sum over
//                          all positions, source and prefix, equals f(input) − f(baseline) up to the
//                          quadrature's error, which the result reports.
// Every method also gives each position's L2 norm of its per-dimension vector (g_j, x_j ⊙ g_j or the
// integrated x_j ⊙ ḡ_j), the aggregation inseq applies by default.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "attention/config.h"
#include "attention/head_importance.h"
#include "attention/input_gradients.h"

namespace attn {

class Backend;
class Translator;

enum class AttributionMethod { kSaliency, kInputXGradient, kIntegratedGradients };
// The quadrature of integrated gradients over α ∈ [0, 1] with `steps` intervals or nodes:
//   trapezoid: α = k/steps, k = 0..steps (steps + 1 passes, the two ends are f(baseline) and f(input));
//   gauss-legendre: the Gauss–Legendre nodes on [0, 1] (captum's default; exact for polynomials of degree
//   2·steps − 1), plus two passes for f(baseline) and f(input).
enum class IntegrationRule { kTrapezoid, kGaussLegendre };

// "saliency", "input-x-gradient", "integrated-gradients"; "trapezoid", "gauss-legendre".
std::string method_name(AttributionMethod method);
std::string rule_name(IntegrationRule rule);
AttributionMethod parse_attribution_method(const std::string& name);  // attn::Error naming the choices
IntegrationRule parse_integration_rule(const std::string& name);

struct AttributionOptions {
  AttributionMethod method = AttributionMethod::kSaliency;
  int steps = 32;  // integrated gradients: intervals (trapezoid) or nodes (Gauss–Legendre), 1..4096
  IntegrationRule rule = IntegrationRule::kTrapezoid;
};

// The attribution of one step's f over the positions of one forced decoding, per position and per dimension.
struct StepAttribution {
  AttributionMethod method = AttributionMethod::kSaliency;
  int steps = 0;  // integrated gradients' steps (0 for the other methods)
  IntegrationRule rule = IntegrationRule::kTrapezoid;
  int d_model = 0;
  std::vector<double> source, prefix;                 // one number per position (see the methods above)
  std::vector<double> source_l2, prefix_l2;           // the L2 norm of each position's per-dimension vector
  std::vector<float> source_vectors, prefix_vectors;  // [positions, d_model]
  double f_input = 0;                                 // f at the input
  double f_baseline = 0;  // f at the zero baseline (integrated gradients only; NaN otherwise)
  double sum = 0;         // Σ over every position, source and prefix, of the signed numbers (not saliency)
  std::vector<float> log_probs;  // [vocab] at the step, at the input
  int passes = 0;                // forward + backward passes run
};

// The attribution of f = Σ terms' weight · log P(token) at the step that follows `prefix` (the decoder's
// row prefix.size()), for the source ids (without EOS) and the target prefix ids (without BOS).
// `parameters` are the backend's (for the token embeddings x_j). `control` hears the points of gradient done
// (of the total) after each batch and is asked before each whether to stop (attn::Error("cancelled")).
// Throws attn::Error on bad options.
StepAttribution attribute_step(Backend& backend, const ModelConfig& config, std::span<const float> parameters,
                               const std::vector<std::int32_t>& source,
                               const std::vector<std::int32_t>& prefix, const std::vector<LogProbTerm>& terms,
                               const AttributionOptions& options, const AnalysisControl& control = {});

// What a user asks of a sentence: which step, which token and which contrast.
struct AttributionRequest {
  std::string source;
  std::optional<std::string> target;  // the forced target; none: the greedy translation
  std::optional<int> step;            // the step (0 = the one that chooses the first target piece), or
  std::string word;                   // the first step that chooses this word's first piece
  std::string contrast;               // a word whose first piece is the contrast (empty: none)
  AttributionOptions options;
};

struct AttributionResult {
  StepAttribution attribution;
  std::vector<std::string> source_pieces;  // x_1..x_n </s>
  std::vector<std::string> prefix_pieces;  // <s> y_1..y_{t-1}: the decoder's inputs up to the step
  std::vector<std::string> output_pieces;  // the whole target y_1..y_m </s>
  std::string target_text;
  bool target_from_greedy = false;
  int step = 0;
  std::string token_piece, contrast_piece;  // contrast_piece empty without a contrast
  std::int32_t token_id = 0, contrast_id = -1;
  double log_p_token = 0, log_p_contrast = 0;
  std::string top_piece;  // what the model would choose at the step
  double log_p_top = 0;
  double seconds = 0;              // all of it, the greedy translation included
  double attribution_seconds = 0;  // the gradient passes alone
};

// Resolves the request (greedy translation, step, first pieces) and runs attribute_step on the translator's
// backend. Throws attn::Error naming what is wrong: no such step, the word is not in the target, the
// contrast begins with the same piece as the token, a piece outside the vocabulary.
AttributionResult attribute(Translator& translator, const AttributionRequest& request,
                            const AnalysisControl& control = {});

}  // namespace attn
