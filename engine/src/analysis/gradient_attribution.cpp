#include <algorithm>
#include <chrono>
#include <cmath>
#include <functional>
#include <limits>

#include "attention/attribution.h"
#include "attention/backend.h"
#include "attention/batch.h"
#include "attention/contention_governor.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/translator.h"

namespace attn {

namespace {

// Nodes and weights of the Gauss–Legendre rule with n nodes, mapped from [−1, 1] to [0, 1] (Newton's method
// on the Legendre polynomial from the usual cosine guesses, as Numerical Recipes' gauleg).
void gauss_legendre(int n, std::vector<double>& nodes, std::vector<double>& weights) {
  nodes.assign(std::size_t(n), 0.0);
  weights.assign(std::size_t(n), 0.0);
  const double pi = std::acos(-1.0);
  for (int i = 0; i < (n + 1) / 2; ++i) {
    double z = std::cos(pi * (i + 0.75) / (n + 0.5)), derivative = 1;
    for (int iteration = 0; iteration < 100; ++iteration) {
      double p1 = 1, p2 = 0;
      for (int j = 1; j <= n; ++j) {
        const double p3 = p2;
        p2 = p1;
        p1 = ((2.0 * j - 1) * z * p2 - (j - 1.0) * p3) / j;
      }
      derivative = n * (z * p1 - p2) / (z * z - 1);
      const double previous = z;
      z = previous - p1 / derivative;
      if (std::abs(z - previous) < 1e-15) break;
    }
    const double w = 2 / ((1 - z * z) * derivative * derivative);
    nodes[std::size_t(i)] = 0.5 * (1 - z);
    nodes[std::size_t(n - 1 - i)] = 0.5 * (1 + z);
    weights[std::size_t(i)] = weights[std::size_t(n - 1 - i)] = 0.5 * w;
  }
}

// x_j = scale · E[token_j] for each position's token, [tokens, d].
std::vector<float> token_embeddings(const ModelConfig& c, std::span<const float> parameters,
                                    std::size_t table, const std::vector<std::int32_t>& tokens) {
  const int d = c.d_model;
  const float scale = c.scale_embeddings ? std::sqrt(float(d)) : 1.0f;
  std::vector<float> x(tokens.size() * std::size_t(d));
  for (std::size_t j = 0; j < tokens.size(); ++j)
    for (int k = 0; k < d; ++k)
      x[j * d + std::size_t(k)] = scale * parameters[table + std::size_t(tokens[j]) * d + std::size_t(k)];
  return x;
}

// One number and one L2 norm per position from the per-dimension vectors [n, d].
void per_position(const std::vector<float>& vectors, int d, bool norm_only, std::vector<double>& value,
                  std::vector<double>& l2) {
  const std::size_t n = vectors.size() / std::size_t(d);
  value.assign(n, 0.0);
  l2.assign(n, 0.0);
  for (std::size_t j = 0; j < n; ++j) {
    double sum = 0, squares = 0;
    for (int k = 0; k < d; ++k) {
      const double v = vectors[j * d + std::size_t(k)];
      sum += v;
      squares += v * v;
    }
    l2[j] = std::sqrt(squares);
    value[j] = norm_only ? l2[j] : sum;
  }
}

std::int32_t first_piece(const Model& model, const std::string& word, const char* which) {
  const auto ids = model.tokenizer.encode_target(word);
  if (ids.empty()) throw Error(std::string("attribution: the ") + which + " word is empty");
  if (ids.front() == model.config.unk_id)
    throw Error(std::string("attribution: the ") + which + " word '" + word +
                "' starts with a piece the model's vocabulary lacks");
  return ids.front();
}

std::string piece_of(const Model& model, std::int32_t id) {
  return model.tokenizer.pieces(std::vector<std::int32_t>{id}).front();
}

std::string joined(const std::vector<std::string>& pieces) {
  std::string out;
  for (const auto& p : pieces) out += (out.empty() ? "" : " ") + p;
  return out;
}

}  // namespace

std::string method_name(AttributionMethod method) {
  switch (method) {
    case AttributionMethod::kSaliency:
      return "saliency";
    case AttributionMethod::kInputXGradient:
      return "input-x-gradient";
    case AttributionMethod::kIntegratedGradients:
      break;
  }
  return "integrated-gradients";
}

std::string rule_name(IntegrationRule rule) {
  return rule == IntegrationRule::kTrapezoid ? "trapezoid" : "gauss-legendre";
}

AttributionMethod parse_attribution_method(const std::string& name) {
  for (auto m : {AttributionMethod::kSaliency, AttributionMethod::kInputXGradient,
                 AttributionMethod::kIntegratedGradients})
    if (name == method_name(m)) return m;
  throw Error("unknown attribution method '" + name +
              "' (choose saliency, input-x-gradient or integrated-gradients)");
}

IntegrationRule parse_integration_rule(const std::string& name) {
  for (auto r : {IntegrationRule::kTrapezoid, IntegrationRule::kGaussLegendre})
    if (name == rule_name(r)) return r;
  throw Error("unknown integration rule '" + name + "' (choose trapezoid or gauss-legendre)");
}

StepAttribution attribute_step(Backend& backend, const ModelConfig& config, std::span<const float> parameters,
                               const std::vector<std::int32_t>& source,
                               const std::vector<std::int32_t>& prefix, const std::vector<LogProbTerm>& terms,
                               const AttributionOptions& options, const AnalysisControl& control) {
  const bool integrated = options.method == AttributionMethod::kIntegratedGradients;
  if (integrated && (options.steps < 1 || options.steps > 4096))
    throw Error("integrated gradients: --steps must be between 1 and 4096 (got " +
                std::to_string(options.steps) + ")");
  const ParameterLayout layout(config);
  if (parameters.size() != layout.total_size()) throw Error("attribution: parameter count mismatch");
  Batch batch(config.vocabulary());
  batch.add(source, prefix);
  const int row = int(prefix.size());
  // The batch's own token ids (EOS and the decoder start included) are the positions' tokens.
  const std::vector<std::int32_t> source_tokens = batch.source;
  const std::vector<std::int32_t> prefix_tokens(batch.target_in.begin(), batch.target_in.end());
  for (std::int32_t id : source_tokens)
    if (id < 0 || id >= config.vocab_size)
      throw Error("attribution: a source token is outside the vocabulary");
  for (std::int32_t id : prefix_tokens)
    if (id < 0 || id >= config.vocab_size)
      throw Error("attribution: a target token is outside the vocabulary");
  const std::vector<float> xs = token_embeddings(config, parameters, layout.src_embedding, source_tokens);
  const std::vector<float> xt = token_embeddings(config, parameters, layout.tgt_embedding, prefix_tokens);

  StepAttribution out;
  out.method = options.method;
  out.d_model = config.d_model;
  out.f_baseline = std::numeric_limits<double>::quiet_NaN();
  // One point of the path per sentence copy, as many copies in a batch (at most kMostCopies) as keep it near
  // kBatchTokens tokens, so that the matrix products run on many rows at once; several batches bound the
  // memory and let the governor drop to one thread between them while other processes want the cores.
  constexpr int kBatchTokens = 256;
  ContentionGovernor governor;
  const int per_copy = batch.source_tokens() + batch.target_tokens();
  constexpr int kMostCopies = 8;
  const std::size_t copies_per_batch = std::size_t(std::clamp(kBatchTokens / per_copy, 1, kMostCopies));
  // Calls on_point(k, gradients at alphas[k]) for every point, one batch at a time: a long path's gradients
  // are never all held at once.
  auto passes = [&](const std::vector<float>& alphas,
                    const std::function<void(std::size_t, InputGradients&)>& on_point) {
    std::size_t done = 0;
    for (std::size_t first = 0; first < alphas.size(); first += copies_per_batch) {
      if (control.cancel && control.cancel->load()) throw Error("cancelled");
      const std::vector<float> chunk(
          alphas.begin() + std::ptrdiff_t(first),
          alphas.begin() + std::ptrdiff_t(std::min(alphas.size(), first + copies_per_batch)));
      governor.between_units();
      Batch copies(config.vocabulary());
      for (std::size_t k = 0; k < chunk.size(); ++k) copies.add(source, prefix);
      for (InputGradients& g : backend.input_gradients(copies, row, terms, chunk)) on_point(done++, g);
      if (control.progress) control.progress(done, alphas.size());
    }
    out.passes += int(alphas.size());
  };
  auto pass = [&](float alpha) {
    InputGradients one;
    passes({alpha}, [&](std::size_t, InputGradients& g) { one = std::move(g); });
    return one;
  };

  if (!integrated) {
    InputGradients g = pass(1.0f);
    out.f_input = g.value;
    out.log_probs = std::move(g.log_probs);
    const bool saliency = options.method == AttributionMethod::kSaliency;
    out.source_vectors = std::move(g.source);
    out.prefix_vectors = std::move(g.target);
    if (!saliency) {
      for (std::size_t i = 0; i < xs.size(); ++i) out.source_vectors[i] *= xs[i];
      for (std::size_t i = 0; i < xt.size(); ++i) out.prefix_vectors[i] *= xt[i];
    }
    per_position(out.source_vectors, config.d_model, saliency, out.source, out.source_l2);
    per_position(out.prefix_vectors, config.d_model, saliency, out.prefix, out.prefix_l2);
  } else {
    out.steps = options.steps;
    out.rule = options.rule;
    std::vector<double> nodes, weights;
    if (options.rule == IntegrationRule::kTrapezoid) {
      for (int k = 0; k <= options.steps; ++k) {
        nodes.push_back(double(k) / options.steps);
        weights.push_back((k == 0 || k == options.steps ? 0.5 : 1.0) / options.steps);
      }
    } else {
      gauss_legendre(options.steps, nodes, weights);
    }
    // The average gradient along the path, in double: Σ_k w_k g(α_k x).
    std::vector<double> mean_s(xs.size(), 0.0), mean_t(xt.size(), 0.0);
    std::vector<float> alphas(nodes.begin(), nodes.end());
    if (options.rule == IntegrationRule::kGaussLegendre) {  // its nodes are inside (0, 1): the ends apart
      alphas.push_back(0.0f);
      alphas.push_back(1.0f);
    }
    passes(alphas, [&](std::size_t k, InputGradients& g) {
      if (alphas[k] == 0.0f) out.f_baseline = g.value;
      if (alphas[k] == 1.0f) {
        out.f_input = g.value;
        out.log_probs = g.log_probs;
      }
      if (k >= nodes.size()) return;  // Gauss–Legendre's two ends: values only
      for (std::size_t i = 0; i < mean_s.size(); ++i) mean_s[i] += weights[k] * g.source[i];
      for (std::size_t i = 0; i < mean_t.size(); ++i) mean_t[i] += weights[k] * g.target[i];
    });
    out.source_vectors.resize(xs.size());
    out.prefix_vectors.resize(xt.size());
    for (std::size_t i = 0; i < xs.size(); ++i) out.source_vectors[i] = float(xs[i] * mean_s[i]);
    for (std::size_t i = 0; i < xt.size(); ++i) out.prefix_vectors[i] = float(xt[i] * mean_t[i]);
    // The positions' numbers from the double products, so that completeness is not lost to float sums.
    auto signed_sums = [&](const std::vector<float>& x, const std::vector<double>& mean,
                           std::vector<double>& v) {
      for (std::size_t j = 0; j < v.size(); ++j) {
        double sum = 0;
        for (int k = 0; k < config.d_model; ++k)
          sum += double(x[j * config.d_model + k]) * mean[j * config.d_model + k];
        v[j] = sum;
      }
    };
    per_position(out.source_vectors, config.d_model, false, out.source, out.source_l2);
    per_position(out.prefix_vectors, config.d_model, false, out.prefix, out.prefix_l2);
    signed_sums(xs, mean_s, out.source);
    signed_sums(xt, mean_t, out.prefix);
  }
  if (options.method != AttributionMethod::kSaliency) {
    for (double v : out.source) out.sum += v;
    for (double v : out.prefix) out.sum += v;
  }
  return out;
}

AttributionResult attribute(Translator& translator, const AttributionRequest& request,
                            const AnalysisControl& control) {
  const auto start = std::chrono::steady_clock::now();
  const Model& model = translator.model();
  if (request.step && !request.word.empty())
    throw Error("attribution: give either a step or a word, not both");
  // inspect() checks the texts (UTF-8, length) and gives the greedy translation when there is no target.
  const Inspection inspection = request.target ? translator.inspect(request.source, *request.target)
                                               : translator.inspect(request.source, std::nullopt);
  AttributionResult r;
  r.source_pieces = inspection.source_pieces;
  r.output_pieces = inspection.output_pieces;
  r.target_text = inspection.target_text;
  r.target_from_greedy = !request.target;
  const std::vector<std::int32_t>& output = inspection.output_ids;  // y_1..y_m </s>
  const int steps = int(output.size());

  if (request.step) {
    if (*request.step < 0 || *request.step >= steps)
      throw Error("attribution: step " + std::to_string(*request.step) + " does not exist: the target has " +
                  std::to_string(steps) + " steps, 0 to " + std::to_string(steps - 1) + " (" +
                  joined(r.output_pieces) + ")");
    r.step = *request.step;
  } else if (!request.word.empty()) {
    const std::int32_t id = first_piece(model, request.word, "chosen");
    const auto at = std::find(output.begin(), output.end(), id);
    if (at == output.end())
      throw Error("attribution: the target (" + joined(r.output_pieces) + ") has no step that chooses '" +
                  piece_of(model, id) + "', the first piece of '" + request.word +
                  "'; give the target with --tgt or the step with --step");
    r.step = int(at - output.begin());
  } else {
    r.step = 0;
  }
  r.token_id = output[std::size_t(r.step)];
  r.token_piece = piece_of(model, r.token_id);
  std::vector<LogProbTerm> terms{{r.token_id, 1.0}};
  if (!request.contrast.empty()) {
    r.contrast_id = first_piece(model, request.contrast, "contrast");
    r.contrast_piece = piece_of(model, r.contrast_id);
    if (r.contrast_id == r.token_id)
      throw Error("attribution: the contrast '" + request.contrast + "' begins with the chosen piece '" +
                  r.token_piece + "' itself, so there is nothing to contrast");
    terms.push_back({r.contrast_id, -1.0});
  }
  const std::vector<std::int32_t> source = model.tokenizer.encode_source(request.source);
  const std::vector<std::int32_t> prefix(output.begin(), output.begin() + r.step);
  r.prefix_pieces = inspection.target_pieces;  // <s> y_1..y_m: the decoder's inputs
  r.prefix_pieces.resize(std::size_t(r.step) + 1);

  const auto passes_start = std::chrono::steady_clock::now();
  r.attribution = attribute_step(translator.backend(), model.config, model.parameters, source, prefix, terms,
                                 request.options, control);
  r.attribution_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - passes_start).count();
  const auto& lp = r.attribution.log_probs;
  r.log_p_token = lp[std::size_t(r.token_id)];
  if (r.contrast_id >= 0) r.log_p_contrast = lp[std::size_t(r.contrast_id)];
  const auto top = std::max_element(lp.begin(), lp.end()) - lp.begin();
  r.top_piece = piece_of(model, std::int32_t(top));
  r.log_p_top = lp[std::size_t(top)];
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace attn
