// Gradient attribution (attention/attribution.h) on tiny models: the input gradients against finite
// differences, integrated gradients' completeness, contrastive attribution as the difference of the two
// single attributions, and the per-position numbers against their definitions.
#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <random>

#include "attention/attribution.h"
#include "attention/backend.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "test_support.h"

namespace attn {
namespace {

ModelConfig tiny_config() {
  ModelConfig c;
  c.vocab_size = 13;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.d_model = 8;
  c.n_heads = 2;
  c.d_ff = 12;
  c.dropout = 0.0f;
  c.max_positions = 32;
  return c;
}

// A tiny model with noisy norms and biases, so that no gradient is at a symmetric point.
struct TinyModel {
  ModelConfig config;
  ParameterLayout layout;
  std::vector<float> params;
  std::unique_ptr<Backend> backend;
  explicit TinyModel(const ModelConfig& c) : config(c), layout(config) {
    initialize_parameters(config, layout, 11, params);
    std::mt19937 gen(5);
    std::normal_distribution<float> noise(0.0f, 0.1f);
    for (auto& p : params) p += noise(gen);
    backend = make_cpu_backend(config);
    backend->set_parameters(params);
  }
};

// Source and prefix tokens that appear once each (untied tables: a table row is one position's x_j).
const std::vector<std::int32_t> kSource{4, 5, 6, 7, 8};
const std::vector<std::int32_t> kPrefix{9, 10, 11};
constexpr std::int32_t kToken = 12, kContrast = 5;

Batch batch_of(const ModelConfig& c) {
  Batch b(c.vocabulary());
  b.add(kSource, kPrefix);
  return b;
}

// One sentence's gradients at one point α of the path.
InputGradients one(Backend& backend, const Batch& batch, int row, const std::vector<LogProbTerm>& terms,
                   float alpha) {
  return backend.input_gradients(batch, row, terms, {alpha}).front();
}

double scale_of(const ModelConfig& c) { return c.scale_embeddings ? std::sqrt(double(c.d_model)) : 1.0; }

TEST(InputGradients, ValueIsTheForcedDecodingsLogProbability) {
  ModelConfig c = tiny_config();
  c.dropout = 0.3f;  // inference: dropout must stay off
  c.attention_dropout = 0.3f;
  TinyModel m(c);
  Batch forced(c.vocabulary());
  forced.add(kSource, {9, 10, 11, kToken});
  const float expected = m.backend->forced_decode(forced, false)[0].token_log_probs[3];
  const InputGradients g = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f);
  EXPECT_NEAR(g.value, expected, 1e-5);
  EXPECT_NEAR(g.log_probs[std::size_t(kToken)], expected, 1e-5);
  ASSERT_EQ(g.source.size(), (kSource.size() + 1) * 8);  // with EOS
  ASSERT_EQ(g.target.size(), (kPrefix.size() + 1) * 8);  // with the decoder start
  const InputGradients again = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f);
  EXPECT_EQ(g.source, again.source);  // no dropout mask drawn
}

// ∂f/∂E[token][k] = scale · ∂f/∂x_jk for the one position j holding the token (untied tables), checked by
// central differences on the embedding table, coordinate by coordinate.
TEST(InputGradients, MatchFiniteDifferencesPerCoordinate) {
  for (const bool pre : {false, true}) {
    ModelConfig c = tiny_config();
    c.tie_embeddings = false;
    if (pre) c.norm_position = NormPosition::kPre;
    TinyModel m(c);
    const Batch batch = batch_of(c);
    const InputGradients g = one(*m.backend, batch, 3, {{kToken, 1.0}}, 1.0f);
    auto f_at = [&](std::size_t offset, float delta) {
      std::vector<float> p = m.params;
      p[offset] += delta;
      m.backend->set_parameters(p);
      return one(*m.backend, batch, 3, {{kToken, 1.0}}, 1.0f).value;
    };
    const float h = 1e-2f;
    int checked = 0;
    double largest = 0;
    for (const bool target : {false, true}) {
      const std::size_t table = target ? m.layout.tgt_embedding : m.layout.src_embedding;
      const std::vector<std::int32_t>& tokens = target ? kPrefix : kSource;
      for (std::size_t j = 0; j < tokens.size(); j += 2) {
        for (int k : {0, 3, 7}) {
          const std::size_t offset = table + std::size_t(tokens[j]) * 8 + std::size_t(k);
          const double numeric = (f_at(offset, h) - f_at(offset, -h)) / (2.0 * h);
          // Position j of the source is token j; the target's position 0 is the decoder start.
          const std::size_t row = target ? j + 1 : j;
          const double analytic = scale_of(c) * (target ? g.target : g.source)[row * 8 + std::size_t(k)];
          EXPECT_NEAR(analytic, numeric, 2e-3 + 2e-2 * std::abs(numeric))
              << (pre ? "pre-LN " : "post-LN ") << (target ? "target" : "source") << " position " << row
              << " dim " << k;
          largest = std::max(largest, std::abs(numeric));
          ++checked;
        }
      }
    }
    m.backend->set_parameters(m.params);
    EXPECT_EQ(checked, 15);
    EXPECT_GT(largest, 1e-2);  // the check compared gradients that are not all zero
  }
}

// df(α)/dα at α = 1 along the token embeddings is Σ_j x_j · g_j: the sum of input × gradient.
TEST(InputGradients, TokenEmbeddingFactorMatchesInputTimesGradientSum) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  AttributionOptions options;
  options.method = AttributionMethod::kInputXGradient;
  const StepAttribution a =
      attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options);
  const float h = 1e-2f;
  const double up = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f + h).value;
  const double down = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f - h).value;
  const double numeric = (up - down) / (2.0 * h);
  EXPECT_NEAR(a.sum, numeric, 2e-3 + 2e-2 * std::abs(numeric));
  EXPECT_GT(std::abs(numeric), 1e-2);
}

// Several points of the path in one batch (one sentence copy each) give what one pass per point gives.
TEST(InputGradients, ABatchOfPathPointsEqualsOnePassEach) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  const std::vector<float> alphas{0.0f, 0.25f, 1.0f, 0.7f};
  Batch copies(c.vocabulary());
  for (std::size_t k = 0; k < alphas.size(); ++k) copies.add(kSource, kPrefix);
  const std::vector<InputGradients> batched = m.backend->input_gradients(copies, 3, {{kToken, 1.0}}, alphas);
  ASSERT_EQ(batched.size(), alphas.size());
  for (std::size_t k = 0; k < alphas.size(); ++k) {
    const InputGradients single = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, alphas[k]);
    EXPECT_NEAR(batched[k].value, single.value, 1e-5) << alphas[k];
    ASSERT_EQ(batched[k].source.size(), single.source.size());
    ASSERT_EQ(batched[k].target.size(), single.target.size());
    for (std::size_t i = 0; i < single.source.size(); ++i)
      EXPECT_NEAR(batched[k].source[i], single.source[i], 1e-5 + 1e-4 * std::abs(single.source[i]));
    for (std::size_t i = 0; i < single.target.size(); ++i)
      EXPECT_NEAR(batched[k].target[i], single.target[i], 1e-5 + 1e-4 * std::abs(single.target[i]));
  }
  EXPECT_NE(batched[0].value, batched[2].value);  // the points differ
  EXPECT_THROW(m.backend->input_gradients(copies, 3, {{kToken, 1.0}}, {1.0f}),
               Error);  // one factor, 4 copies
}

TEST(Attribution, PerPositionNumbersFollowTheirDefinitions) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  const InputGradients g = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f);
  AttributionOptions options;
  const StepAttribution saliency =
      attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options);
  options.method = AttributionMethod::kInputXGradient;
  const StepAttribution ixg =
      attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options);
  ASSERT_EQ(saliency.source.size(), kSource.size() + 1);
  ASSERT_EQ(saliency.prefix.size(), kPrefix.size() + 1);
  std::vector<std::int32_t> tokens = kSource;
  tokens.push_back(c.eos_id);
  for (std::size_t j = 0; j < tokens.size(); ++j) {
    double norm = 0, dot = 0;
    for (std::size_t k = 0; k < 8; ++k) {
      const double gk = g.source[j * 8 + k];
      const double x = scale_of(c) * m.params[m.layout.src_embedding + std::size_t(tokens[j]) * 8 + k];
      norm += gk * gk;
      dot += x * gk;
    }
    EXPECT_NEAR(saliency.source[j], std::sqrt(norm), 1e-6);
    EXPECT_GE(saliency.source[j], 0.0);
    EXPECT_NEAR(ixg.source[j], dot, 1e-5);  // the signed sum, not its absolute value
  }
  EXPECT_TRUE(std::isnan(ixg.f_baseline));
  EXPECT_EQ(saliency.passes, 1);
}

// Completeness (Sundararajan et al. 2017): Σ attributions = f(input) − f(zero token embeddings), within 1 %.
// ReLU's kinks make the path's integrand piecewise smooth, so the quadrature converges as 1/steps there (the
// pre-LN model needs more steps); with GELU it is smooth and Gauss–Legendre needs few nodes.
TEST(IntegratedGradients, CompletenessWithinOnePercent) {
  struct Variant {
    const char* name;
    NormPosition norm;
    Activation activation;
    IntegrationRule rule;
    int steps;
  };
  for (const Variant v : {Variant{"post-LN ReLU trapezoid", NormPosition::kPost, Activation::kRelu,
                                  IntegrationRule::kTrapezoid, 64},
                          Variant{"pre-LN ReLU trapezoid", NormPosition::kPre, Activation::kRelu,
                                  IntegrationRule::kTrapezoid, 256},
                          Variant{"post-LN GELU gauss-legendre", NormPosition::kPost, Activation::kGelu,
                                  IntegrationRule::kGaussLegendre, 16}}) {
    ModelConfig c = tiny_config();
    c.norm_position = v.norm;
    c.activation = v.activation;
    TinyModel m(c);
    AttributionOptions options;
    options.method = AttributionMethod::kIntegratedGradients;
    options.rule = v.rule;
    options.steps = v.steps;
    const StepAttribution a =
        attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options);
    const double change = a.f_input - a.f_baseline;
    EXPECT_GT(std::abs(change), 0.05) << v.name;  // a change that completeness can be measured on
    EXPECT_NEAR(a.sum, change, 0.01 * std::abs(change)) << v.name;
    // f(input) is the model's own log-probability; the baseline keeps only the positions.
    EXPECT_NEAR(a.f_input, one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 1.0f).value, 1e-6);
    EXPECT_NEAR(a.f_baseline, one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 0.0f).value, 1e-6);
    EXPECT_EQ(a.passes, v.rule == IntegrationRule::kTrapezoid ? v.steps + 1 : v.steps + 2) << v.name;
  }
}

// f = log P(a) − log P(b) is linear in the two log-probabilities: its gradients, input × gradient and
// integrated gradients are the differences of the single ones (up to float rounding).
TEST(ContrastiveAttribution, EqualsTheDifferenceOfTheTwoSingleAttributions) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  const Batch batch = batch_of(c);
  const InputGradients a = one(*m.backend, batch, 3, {{kToken, 1.0}}, 1.0f);
  const InputGradients b = one(*m.backend, batch, 3, {{kContrast, 1.0}}, 1.0f);
  const InputGradients ab = one(*m.backend, batch, 3, {{kToken, 1.0}, {kContrast, -1.0}}, 1.0f);
  EXPECT_NEAR(ab.value, a.value - b.value, 1e-6);
  double largest = 0;
  for (std::size_t i = 0; i < ab.source.size(); ++i) {
    EXPECT_NEAR(ab.source[i], a.source[i] - b.source[i], 1e-6 + 1e-4 * std::abs(ab.source[i]));
    largest = std::max(largest, double(std::abs(ab.source[i])));
  }
  for (std::size_t i = 0; i < ab.target.size(); ++i)
    EXPECT_NEAR(ab.target[i], a.target[i] - b.target[i], 1e-6 + 1e-4 * std::abs(ab.target[i]));
  EXPECT_GT(largest, 1e-3);

  for (const AttributionMethod method :
       {AttributionMethod::kInputXGradient, AttributionMethod::kIntegratedGradients}) {
    AttributionOptions options;
    options.method = method;
    options.steps = 8;
    auto run = [&](const std::vector<LogProbTerm>& terms) {
      return attribute_step(*m.backend, c, m.params, kSource, kPrefix, terms, options);
    };
    const StepAttribution single_a = run({{kToken, 1.0}}), single_b = run({{kContrast, 1.0}});
    const StepAttribution contrast = run({{kToken, 1.0}, {kContrast, -1.0}});
    for (std::size_t j = 0; j < contrast.source.size(); ++j)
      EXPECT_NEAR(contrast.source[j], single_a.source[j] - single_b.source[j], 1e-5) << method_name(method);
    for (std::size_t j = 0; j < contrast.prefix.size(); ++j)
      EXPECT_NEAR(contrast.prefix[j], single_a.prefix[j] - single_b.prefix[j], 1e-5) << method_name(method);
    EXPECT_NEAR(contrast.sum, single_a.sum - single_b.sum, 1e-5);
  }
}

// Every backend runs the same graph: a batch of path points (integrated gradients' inputs) gives the CPU's
// gradients on Vulkan too, where a device exists.
TEST(InputGradients, EveryBackendAgreesWithTheCpu) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  const std::vector<float> alphas{0.0f, 0.5f, 1.0f};
  Batch copies(c.vocabulary());
  for (std::size_t k = 0; k < alphas.size(); ++k) copies.add(kSource, kPrefix);
  const std::vector<LogProbTerm> terms{{kToken, 1.0}, {kContrast, -1.0}};
  const auto reference = m.backend->input_gradients(copies, 3, terms, alphas);
  for (const std::string& name : test::test_backends()) {
    auto backend = make_backend(name, c);
    backend->set_parameters(m.params);
    const auto got = backend->input_gradients(copies, 3, terms, alphas);
    ASSERT_EQ(got.size(), reference.size()) << name;
    for (std::size_t k = 0; k < got.size(); ++k) {
      EXPECT_NEAR(got[k].value, reference[k].value, 1e-4) << name;
      ASSERT_EQ(got[k].source.size(), reference[k].source.size()) << name;
      for (std::size_t i = 0; i < got[k].source.size(); ++i)
        EXPECT_NEAR(got[k].source[i], reference[k].source[i], 1e-4 + 1e-3 * std::abs(reference[k].source[i]))
            << name;
      for (std::size_t i = 0; i < got[k].target.size(); ++i)
        EXPECT_NEAR(got[k].target[i], reference[k].target[i], 1e-4 + 1e-3 * std::abs(reference[k].target[i]))
            << name;
    }
  }
}

// Progress counts the points of gradient batch by batch up to the total; a set cancel flag stops the run.
TEST(Attribution, ReportsProgressAndStopsWhenCancelled) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  AttributionOptions options;
  options.method = AttributionMethod::kIntegratedGradients;
  options.steps = 31;  // 32 points: several batches
  std::vector<std::size_t> done;
  AnalysisControl control;
  control.progress = [&](std::size_t d, std::size_t total) {
    EXPECT_EQ(total, 32u);
    done.push_back(d);
  };
  attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options, control);
  ASSERT_GE(done.size(), 2u);
  EXPECT_TRUE(std::is_sorted(done.begin(), done.end()));
  EXPECT_EQ(done.back(), 32u);
  std::atomic<bool> cancel{true};
  control.cancel = &cancel;
  EXPECT_EQ(test::error_of([&] {
              attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options, control);
            }),
            "cancelled");
}

TEST(Attribution, BadRequestsAreRefusedClearly) {
  const ModelConfig c = tiny_config();
  TinyModel m(c);
  EXPECT_THROW(one(*m.backend, batch_of(c), 4, {{kToken, 1.0}}, 1.0f), Error);  // no row 4
  EXPECT_THROW(one(*m.backend, batch_of(c), 3, {}, 1.0f), Error);
  EXPECT_THROW(one(*m.backend, batch_of(c), 3, {{13, 1.0}}, 1.0f), Error);
  AttributionOptions options;
  options.method = AttributionMethod::kIntegratedGradients;
  options.steps = 0;
  EXPECT_THROW(attribute_step(*m.backend, c, m.params, kSource, kPrefix, {{kToken, 1.0}}, options), Error);
  EXPECT_THROW(parse_attribution_method("gradient-shap"), Error);
  EXPECT_EQ(parse_attribution_method("integrated-gradients"), AttributionMethod::kIntegratedGradients);
  EXPECT_EQ(parse_integration_rule("gauss-legendre"), IntegrationRule::kGaussLegendre);
  // The backend is left as it was after a scaled pass: the token embedding factor is back to 1.
  Batch forced(c.vocabulary());
  forced.add(kSource, {9, 10, 11, kToken});
  const float before = m.backend->forced_decode(forced, false)[0].token_log_probs[3];
  const double scaled = one(*m.backend, batch_of(c), 3, {{kToken, 1.0}}, 0.5f).value;
  EXPECT_GT(std::abs(scaled - before), 1e-3);
  EXPECT_EQ(m.backend->forced_decode(forced, false)[0].token_log_probs[3], before);
}

}  // namespace
}  // namespace attn
