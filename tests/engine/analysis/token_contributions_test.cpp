// Value-weighted attention and ALTI / ALTI+ (token_contributions.h): the building blocks against hand
// computations, a one-layer model against a straightforward recomputation from its parameters (post- and
// pre-LN), identity values reducing value-weighted attention to raw attention, and the bundled model's rows.
#include "attention/token_contributions.h"

#include <gtest/gtest.h>

#include <cmath>
#include <numeric>

#include "attention/forward_trace.h"
#include "attention/model.h"
#include "attention/toy_tasks.h"
#include "attention/translator.h"
#include "bundled_model_checks.h"
#include "test_support.h"

namespace attn {
namespace {

void expect_near(const std::vector<float>& got, const std::vector<float>& want, double tolerance = 1e-6) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], tolerance) << "at " << i;
}

TEST(TokenContributions, TransformedValuesTakeEachHeadsSliceOfWo) {
  // d = 2, two heads of size 1; W^O = (1 2; 3 4) stored [out, in]. Head 0 reads column 0, head 1 column 1.
  const std::vector<float> values = {1, 2}, w_out = {1, 2, 3, 4};
  expect_near(transformed_values(values, 2, 1, w_out, 2, 2), {1, 3, 4, 8});
}

TEST(TokenContributions, ValueWeightedLayerByHand) {
  // α = (.5 .5), ‖f(x_0)‖ = ‖(3, 4)‖ = 5, ‖f(x_1)‖ = 1: (2.5, 0.5) / 3.
  const std::vector<float> probs = {0.5f, 0.5f}, transformed = {3, 4, 0, 1};
  expect_near(value_weighted_layer(probs, transformed, 1, 1, 2, 2), {5.0f / 6, 1.0f / 6});
}

TEST(TokenContributions, IdentityValuesOfEqualNormGiveRawAttention) {
  // W_V = W^O = I and no bias: f(x_j) = x_j; with rows of equal norm, ‖α f‖ normalised is α itself.
  const std::vector<float> x = {1, 0, 0.6f, 0.8f, 0, -1};
  const std::vector<float> identity = {1, 0, 0, 1};
  const std::vector<float> probs = {0.7f, 0.2f, 0.1f, 0.3f, 0.3f, 0.4f};
  const auto f = transformed_values(x, 2, 3, identity, 2, 1);
  expect_near(value_weighted_layer(probs, f, 1, 2, 3, 2), probs, 1e-6);
}

TEST(TokenContributions, AltiSelfBlockByHand) {
  // Pre-LN (no norm after the residual), one head, d = 2. f(x_0) = (1, 0), f(x_1) = (0, 2); x_0 = (1, 1),
  // x_1 = (0, 1). Row 0 attends to x_0 only: y_0 = (2, 1) is all T_0(x_0), so (1, 0). Row 1: α = (.5 .5),
  // y_1 = (0, 1) + (.5, 1) = (.5, 2), ‖y_1‖ = 2.5; T_1(x_0) = (.5, 0) is 2 away (c = .5), T_1(x_1) = (0, 2)
  // is .5 away (c = 2): (.2, .8).
  const std::vector<float> probs = {1, 0, 0.5f, 0.5f}, transformed = {1, 0, 0, 2};
  const std::vector<float> x = {1, 1, 0, 1}, output = {1, 0, 0.5f, 1}, y = {2, 1, 0.5f, 2};
  AltiBlock b;
  b.heads = 1, b.queries = 2, b.keys = 2, b.d = 2;
  b.probs = probs, b.transformed = transformed, b.residual = x, b.output = output, b.y = y;
  expect_near(alti_block(b), {1, 0, 0.2f, 0.8f});
}

TEST(TokenContributions, AltiCrossBlockGivesTheResidualTheLastColumn) {
  // One query, two encoder outputs f = (2, 0), (0, 2), α = (.5 .5), residual (1, 1): y = (2, 2), ‖y‖ = 4.
  // T(e_0) = (1, 0) is 3 away (c = 1), T(e_1) likewise, the residual (1, 1) is 2 away (c = 2).
  const std::vector<float> probs = {0.5f, 0.5f}, transformed = {2, 0, 0, 2};
  const std::vector<float> x = {1, 1}, output = {1, 1}, y = {2, 2};
  AltiBlock b;
  b.heads = 1, b.queries = 1, b.keys = 2, b.d = 2;
  b.probs = probs, b.transformed = transformed, b.residual = x, b.output = output, b.y = y;
  b.residual_is_key = false;
  expect_near(alti_block(b), {0.25f, 0.25f, 0.5f});
}

TEST(TokenContributions, ShapeMismatchIsAClearError) {
  const std::vector<float> probs = {1}, transformed = {1, 0};
  EXPECT_NE(test::error_of([&] { value_weighted_layer(probs, transformed, 1, 1, 2, 2); }).find("weights"),
            std::string::npos);
}

// A one-layer model with noisy weights (biases, gains and all), recomputed here from its parameters.
class OneLayerModelTest : public ::testing::TestWithParam<NormPosition> {
 protected:
  void SetUp() override {
    ToyTaskOptions toy;
    const Tokenizer tokenizer = make_toy_tokenizer(toy);
    ModelConfig c = test::small_model_config();
    c.vocab_size = tokenizer.vocab_size();
    c.encoder_layers = 1;
    c.decoder_layers = 1;
    c.d_model = 8;
    c.n_heads = 2;
    c.d_ff = 16;
    c.norm_position = GetParam();
    Model model = make_model(c, tokenizer, 3);
    model.parameters = test::noisy_parameters(c, 11, 0.3f);
    translator_ = std::make_unique<Translator>(std::move(model), make_cpu_backend(c));
    trace_ = trace_forward(*translator_, "s1 s2 s3 s4", "s4 s3 s2");
  }
  const std::vector<float>& traced(const std::string& name) const {
    const TracedTensor* t = trace_.find(name);
    EXPECT_TRUE(t) << name;
    static const std::vector<float> none;
    return t ? t->values : none;
  }
  std::unique_ptr<Translator> translator_;
  ForwardTrace trace_;
};

std::vector<double> layer_norm(const std::vector<double>& z, const float* gamma, const float* beta,
                               float eps) {
  const double n = double(z.size());
  const double mean = std::accumulate(z.begin(), z.end(), 0.0) / n;
  double var = 0;
  for (double v : z) var += (v - mean) * (v - mean);
  const double sd = std::sqrt(var / n + eps);
  std::vector<double> out(z.size());
  for (std::size_t k = 0; k < z.size(); ++k) out[k] = gamma[k] * (z[k] - mean) / sd + (beta ? beta[k] : 0.0);
  return out;
}

TEST_P(OneLayerModelTest, EncoderContributionsMatchARecomputationFromTheParameters) {
  const Model& model = translator_->model();
  const ModelConfig& c = model.config;
  const ParameterLayout layout(c);
  const auto& L = layout.encoder[0];
  const float* p = model.parameters.data();
  const int d = c.d_model, H = c.n_heads, dh = d / H, S = int(trace_.source_pieces.size());
  const bool post = c.norm_position == NormPosition::kPost;
  const auto& x = traced("encoder.input");
  const auto& probs = traced("encoder.0.self.probs");
  const auto& block = traced("encoder.0.self.block");
  ASSERT_EQ(x.size(), std::size_t(S) * d);

  // v_j = W_V · (x_j, or LN(x_j) before a pre-LN block) + b_V; f_h(x_j) = W^O[:, head h] · v_j[head h].
  std::vector<std::vector<double>> v(static_cast<std::size_t>(S),
                                     std::vector<double>(static_cast<std::size_t>(d)));
  for (int j = 0; j < S; ++j) {
    std::vector<double> in(x.begin() + j * d, x.begin() + (j + 1) * d);
    if (!post) in = layer_norm(in, p + L.attn_norm.gamma, p + L.attn_norm.beta, c.layer_norm_eps);
    for (int r = 0; r < d; ++r) {
      double sum = p[L.qkv.bias + std::size_t(2 * d + r)];
      for (int k = 0; k < d; ++k)
        sum += p[L.qkv.weight + std::size_t(2 * d + r) * d + k] * in[std::size_t(k)];
      v[std::size_t(j)][std::size_t(r)] = sum;
    }
  }
  auto f = [&](int h, int j) {
    std::vector<double> out(static_cast<std::size_t>(d));
    for (int k = 0; k < d; ++k)
      for (int cc = 0; cc < dh; ++cc)
        out[std::size_t(k)] += p[L.attn_out.weight + std::size_t(k) * d + h * dh + cc] *
                               v[std::size_t(j)][std::size_t(h * dh + cc)];
    return out;
  };
  auto alpha = [&](int h, int i, int j) { return double(probs[(std::size_t(h) * S + i) * S + j]); };

  const AttentionMaps vw = value_weighted_attention(trace_, model);
  const AttentionMaps alti = alti_contributions(trace_, model);
  ASSERT_EQ(vw.encoder_self.size(), 1u);
  ASSERT_EQ(alti.encoder_self.size(), 1u);
  for (int i = 0; i < S; ++i) {
    // The block's output rebuilt from the pieces: the recomputation is the model's.
    std::vector<double> z(static_cast<std::size_t>(d)), contributions(static_cast<std::size_t>(S));
    std::vector<std::vector<double>> t(static_cast<std::size_t>(S),
                                       std::vector<double>(static_cast<std::size_t>(d)));
    for (int j = 0; j < S; ++j) {
      for (int h = 0; h < H; ++h) {
        const auto fj = f(h, j);
        for (int k = 0; k < d; ++k) t[std::size_t(j)][std::size_t(k)] += alpha(h, i, j) * fj[std::size_t(k)];
      }
      if (j == i)
        for (int k = 0; k < d; ++k) t[std::size_t(j)][std::size_t(k)] += x[std::size_t(i * d + k)];
      for (int k = 0; k < d; ++k) z[std::size_t(k)] += t[std::size_t(j)][std::size_t(k)];
    }
    for (int k = 0; k < d; ++k) z[std::size_t(k)] += p[L.attn_out.bias + std::size_t(k)];
    const std::vector<double> y =
        post ? layer_norm(z, p + L.attn_norm.gamma, p + L.attn_norm.beta, c.layer_norm_eps) : z;
    for (int k = 0; k < d; ++k) ASSERT_NEAR(y[std::size_t(k)], block[std::size_t(i * d + k)], 1e-4);

    // ALTI: LN made linear with row i's deviation, c = max(0, ‖y‖ − ‖y − T‖), divided by the row's sum.
    double mean_z = std::accumulate(z.begin(), z.end(), 0.0) / d, var = 0;
    for (double zk : z) var += (zk - mean_z) * (zk - mean_z);
    const double sd = std::sqrt(var / d + c.layer_norm_eps);
    double y_norm = 0, total = 0;
    for (double yk : y) y_norm += std::abs(yk);
    for (int j = 0; j < S; ++j) {
      auto tj = t[std::size_t(j)];
      if (post) {
        const double m = std::accumulate(tj.begin(), tj.end(), 0.0) / d;
        for (int k = 0; k < d; ++k)
          tj[std::size_t(k)] = p[L.attn_norm.gamma + std::size_t(k)] * (tj[std::size_t(k)] - m) / sd;
      }
      double distance = 0;
      for (int k = 0; k < d; ++k) distance += std::abs(y[std::size_t(k)] - tj[std::size_t(k)]);
      contributions[std::size_t(j)] = std::max(0.0, y_norm - distance);
      total += contributions[std::size_t(j)];
    }
    for (int j = 0; j < S; ++j)
      EXPECT_NEAR(alti.encoder_self[0][std::size_t(i * S + j)], contributions[std::size_t(j)] / total, 1e-4)
          << "ALTI row " << i << " key " << j;

    // Value-weighted: α ‖f_h(x_j)‖ per head, divided by the row's sum.
    for (int h = 0; h < H; ++h) {
      double sum = 0;
      std::vector<double> w(static_cast<std::size_t>(S));
      for (int j = 0; j < S; ++j) {
        double norm = 0;
        for (double fk : f(h, j)) norm += fk * fk;
        w[std::size_t(j)] = alpha(h, i, j) * std::sqrt(norm);
        sum += w[std::size_t(j)];
      }
      for (int j = 0; j < S; ++j)
        EXPECT_NEAR(vw.encoder_self[0][(std::size_t(h) * S + i) * S + j], w[std::size_t(j)] / sum, 1e-4)
            << "value-weighted head " << h << " row " << i << " key " << j;
    }
  }
}

TEST_P(OneLayerModelTest, DecoderRowsShareOneUnitBetweenSourceAndTargetPrefix) {
  const AttentionMaps alti = alti_contributions(trace_, translator_->model());
  const int S = alti.source_length, T = alti.target_length;
  ASSERT_EQ(alti.cross.size(), 1u);
  for (int i = 0; i < T; ++i) {
    double source = 0, target = 0;
    for (int j = 0; j < S; ++j) source += alti.cross[0][std::size_t(i * S + j)];
    for (int j = 0; j < T; ++j) {
      const float c = alti.decoder_self[0][std::size_t(i * T + j)];
      EXPECT_GE(c, 0.0f);
      if (j > i) {
        EXPECT_EQ(c, 0.0f) << "position " << i << " cannot draw on the later token " << j;
      }
      target += c;
    }
    EXPECT_NEAR(source + target, 1.0, 1e-5) << "row " << i;
  }
}

INSTANTIATE_TEST_SUITE_P(NormPositions, OneLayerModelTest,
                         ::testing::Values(NormPosition::kPost, NormPosition::kPre),
                         [](const auto& info) { return info.param == NormPosition::kPost ? "post" : "pre"; });

TEST(TokenContributions, IdentityValuesInAModelGiveRawAttention) {
  // One head, post-LN with the encoder's first block ending in a plain LayerNorm (gain 1, bias 0): the
  // second layer's inputs all have norm sqrt(d) (up to eps). With W_V = W^O = I and no biases there,
  // ‖α_ij f(x_j)‖ = α_ij ‖x_j‖ is α_ij times a constant, so the normalised rows are the raw weights.
  ToyTaskOptions toy;
  const Tokenizer tokenizer = make_toy_tokenizer(toy);
  ModelConfig c = test::small_model_config();
  c.vocab_size = tokenizer.vocab_size();
  c.encoder_layers = 2;
  c.decoder_layers = 1;
  c.d_model = 8;
  c.n_heads = 1;
  c.d_ff = 16;
  Model model = make_model(c, tokenizer, 3);
  model.parameters = test::noisy_parameters(c, 5, 0.3f);
  const ParameterLayout layout(c);
  const int d = c.d_model;
  float* p = model.parameters.data();
  for (int k = 0; k < d; ++k) {
    p[layout.encoder[0].ffn_norm.gamma + std::size_t(k)] = 1;
    p[layout.encoder[0].ffn_norm.beta + std::size_t(k)] = 0;
  }
  const auto& L = layout.encoder[1];
  for (int r = 0; r < d; ++r) {
    p[L.qkv.bias + std::size_t(2 * d + r)] = 0;
    for (int k = 0; k < d; ++k) {
      p[L.qkv.weight + std::size_t(2 * d + r) * d + k] = r == k ? 1.0f : 0.0f;
      p[L.attn_out.weight + std::size_t(r) * d + k] = r == k ? 1.0f : 0.0f;
    }
  }
  Translator translator(std::move(model), make_cpu_backend(c));
  const ForwardTrace trace = trace_forward(translator, "s1 s2 s3 s4 s5", "s5 s4");
  const AttentionMaps vw = value_weighted_attention(trace, translator.model());
  const AttentionMaps raw = translator.inspect("s1 s2 s3 s4 s5", std::string("s5 s4")).attention;
  expect_near(vw.encoder_self[1], raw.encoder_self[1], 1e-4);
  // The first layer's inputs (embedding + position) differ in norm: there the two differ.
  double difference = 0;
  for (std::size_t i = 0; i < raw.encoder_self[0].size(); ++i)
    difference += std::abs(vw.encoder_self[0][i] - raw.encoder_self[0][i]);
  EXPECT_GT(difference, 1e-3);
}

TEST(TokenContributions, BundledModelRowsAreDistributions) {
  static Translator translator = bundled::load_bundled_translator("en-de");
  const ForwardTrace trace =
      trace_forward(translator, "The animal didn't cross the street because it was too tired.");
  const int S = int(trace.source_pieces.size()), T = int(trace.target_pieces.size());
  auto expect_rows = [](const std::vector<float>& m, int rows, int cols, const char* what) {
    ASSERT_EQ(m.size(), std::size_t(rows) * cols) << what;
    for (int i = 0; i < rows; ++i) {
      double sum = 0;
      for (int j = 0; j < cols; ++j) {
        const float x = m[std::size_t(i) * cols + j];
        ASSERT_TRUE(std::isfinite(x) && x >= 0) << what << " row " << i;
        sum += x;
      }
      EXPECT_NEAR(sum, 1.0, 1e-4) << what << " row " << i;
    }
  };
  const AttentionMaps vw = value_weighted_attention(trace, translator.model());
  const int H = vw.heads;
  for (const auto& layer : vw.encoder_self) expect_rows(layer, H * S, S, "value-weighted encoder");
  for (const auto& layer : vw.decoder_self) expect_rows(layer, H * T, T, "value-weighted decoder");
  for (const auto& layer : vw.cross) expect_rows(layer, H * T, S, "value-weighted cross");
  const AttentionMaps alti = alti_contributions(trace, translator.model());
  ASSERT_EQ(alti.heads, 1);
  for (const auto& layer : alti.encoder_self) expect_rows(layer, S, S, "ALTI encoder");
  for (std::size_t l = 0; l < alti.cross.size(); ++l) {
    // Source and target prefix together: [cross | decoder_self] row by row.
    std::vector<float> both;
    for (int i = 0; i < T; ++i) {
      both.insert(both.end(), alti.cross[l].begin() + i * S, alti.cross[l].begin() + (i + 1) * S);
      both.insert(both.end(), alti.decoder_self[l].begin() + i * T,
                  alti.decoder_self[l].begin() + (i + 1) * T);
    }
    expect_rows(both, T, S + T, "ALTI+ decoder");
  }
}

}  // namespace
}  // namespace attn
