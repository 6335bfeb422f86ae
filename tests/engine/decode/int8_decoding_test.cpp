// int8 decoding (compute type int8): the quantisation rule and the int8-weight kernel against hand
// computations, which matrices int8 covers (not the output projection, which stays F16), a small random
// model's int8 decoding against F32 on the CPU, int8 model files (an export decodes as --compute-type int8
// does), what the Vulkan backend does with compute types, and batch mode giving the translations of one
// sentence at a time on every backend.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <random>
#include <vector>

#include "attention/backend.h"
#include "attention/compute_type.h"
#include "attention/decoding.h"
#include "attention/float16.h"
#include "attention/int8_quantization.h"
#include "attention/model.h"
#include "attention/safetensors.h"
#include "attention/tokenizer.h"
#include "attention/translator.h"
#include "backend/cpu/small_batch_linear.h"
#include "test_support.h"

namespace attn {
namespace {

using test::error_of;
using Tokens = std::vector<std::int32_t>;

TEST(Int8Quantization, PerRowScaleIsMaxOver127AndRoundsToNearest) {
  const std::vector<float> w = {0.5f, -1.0f, 0.25f, /* row of zeros */ 0.0f, 0.0f, 0.0f};
  const Int8Rows q = quantize_rows(w, 2, 3);
  EXPECT_FLOAT_EQ(q.scales[0], 1.0f / 127.0f);
  EXPECT_EQ(q.values[0], 64);  // 63.5 rounds to even
  EXPECT_EQ(q.values[1], -127);
  EXPECT_EQ(q.values[2], 32);  // 31.75
  EXPECT_EQ(q.scales[1], 0.0f);
  EXPECT_EQ(q.values[3], 0);
  // Quantising what dequantising gives back reproduces the same int8 values (a loaded int8 model).
  std::vector<float> back(w.size());
  dequantize_rows(q, back);
  EXPECT_EQ(quantize_rows(back, 2, 3).values, q.values);
}

// y = x W^T + b where every value is a small multiple of a power of two, so that quantisation is exact and
// the result is the hand computation.
TEST(Int8Kernel, MatchesHandComputation) {
  for (const int in : {40, 64, 96}) {  // 40: a tail after the 32-wide blocks
    for (const int n : {1, 2, 3, 5}) {
      const int out = 11;  // not a multiple of the kernel's 8 or 4 output rows
      std::vector<float> w(std::size_t(out) * in), x(std::size_t(n) * in), b(static_cast<std::size_t>(out));
      std::mt19937 gen(std::uint32_t(in * 10 + n));
      for (int o = 0; o < out; ++o) {
        for (int i = 0; i < in; ++i) w[std::size_t(o) * in + i] = float(int(gen() % 255) - 127) * 0.5f;
        w[std::size_t(o) * in + std::size_t(o % in)] = 127 * 0.5f;  // the row's maximum: scale 0.5
        b[std::size_t(o)] = float(o) - 3.0f;
      }
      for (int r = 0; r < n; ++r) {
        for (int i = 0; i < in; ++i) x[std::size_t(r) * in + i] = float(int(gen() % 255) - 127) * 0.25f;
        x[std::size_t(r) * in] = -127 * 0.25f;  // the row's maximum magnitude: scale 0.25
      }
      std::vector<float> y(std::size_t(n) * out);
      cpu::small_batch_linear_int8(x.data(), quantize_rows(w, out, in).values.data(),
                                   quantize_rows(w, out, in).scales.data(), b.data(), y.data(), n, in, out);
      for (int r = 0; r < n; ++r)
        for (int o = 0; o < out; ++o) {
          double expect = b[std::size_t(o)];
          for (int i = 0; i < in; ++i)
            expect += double(x[std::size_t(r) * in + i]) * w[std::size_t(o) * in + i];
          EXPECT_EQ(y[std::size_t(r) * out + o], float(expect)) << "in " << in << " n " << n << " row " << r;
        }
    }
  }
}

// A row's result does not depend on the other rows of the call.
TEST(Int8Kernel, RowsAreIndependent) {
  const int in = 72, out = 37, n = 7;
  std::mt19937 gen(3);
  std::normal_distribution<float> normal;
  std::vector<float> w(std::size_t(out) * in), x(std::size_t(n) * in);
  for (auto& v : w) v = normal(gen);
  for (auto& v : x) v = normal(gen);
  const Int8Rows q = quantize_rows(w, out, in);
  std::vector<float> all(std::size_t(n) * out), one(static_cast<std::size_t>(out));
  cpu::small_batch_linear_int8(x.data(), q.values.data(), q.scales.data(), nullptr, all.data(), n, in, out);
  for (int r = 0; r < n; ++r) {
    cpu::small_batch_linear_int8(x.data() + std::size_t(r) * in, q.values.data(), q.scales.data(), nullptr,
                                 one.data(), 1, in, out);
    for (int o = 0; o < out; ++o) EXPECT_EQ(all[std::size_t(r) * out + o], one[std::size_t(o)]);
  }
}

// The matrices each decoder layer multiplies at every decoding step, written out here.
std::vector<std::string> decoder_step_matrices(const ModelConfig& c) {
  std::vector<std::string> names;
  for (int l = 0; l < c.decoder_layers; ++l)
    for (const char* linear :
         {"self_attn.qkv", "self_attn.out", "cross_attn.q", "cross_attn.out", "ffn.fc1", "ffn.fc2"})
      names.push_back("decoder.layers." + std::to_string(l) + "." + linear + ".weight");
  return names;
}

// int8 covers each decoder layer's per-step matrices and nothing else: not the output projection, tied (the
// shared embedding) or not, and nothing of the encoder.
TEST(Int8Quantization, CoversTheDecoderLayersNotTheOutputProjection) {
  for (const bool tied : {true, false}) {
    ModelConfig c = test::small_model_config();
    c.tie_embeddings = tied;
    std::vector<std::string> names = int8_weight_names(c), expect = decoder_step_matrices(c);
    std::sort(names.begin(), names.end());
    std::sort(expect.begin(), expect.end());
    EXPECT_EQ(names, expect) << "tied " << tied;
  }
}

// w8a8 covers every linear of the encoder and the decoder layers, cross-attention's K|V of the source and the
// output projection (the shared embedding when tied).
TEST(Int8Quantization, W8A8CoversEveryLinearAndTheOutputProjection) {
  for (const bool tied : {true, false}) {
    ModelConfig c = test::small_model_config();
    c.tie_embeddings = tied;
    std::vector<std::string> names = w8a8_weight_names(c), expect = decoder_step_matrices(c);
    for (int l = 0; l < c.encoder_layers; ++l)
      for (const char* linear : {"self_attn.qkv", "self_attn.out", "ffn.fc1", "ffn.fc2"})
        expect.push_back("encoder.layers." + std::to_string(l) + "." + linear + ".weight");
    for (int l = 0; l < c.decoder_layers; ++l)
      expect.push_back("decoder.layers." + std::to_string(l) + ".cross_attn.kv.weight");
    expect.push_back(tied ? "embed.weight" : "output.weight");
    std::sort(names.begin(), names.end());
    std::sort(expect.begin(), expect.end());
    EXPECT_EQ(names, expect) << "tied " << tied;
    const ParameterLayout layout(c);
    for (const std::string& name : names) EXPECT_NE(layout.find(name), nullptr) << name;
  }
}

ModelConfig decode_config() {
  ModelConfig c = test::small_model_config();
  c.vocab_size = 50;
  c.output_bias = true;
  return c;
}

std::vector<float> decode_parameters(const ModelConfig& c) {
  std::vector<float> p = test::noisy_parameters(c, 5, 0.15f);
  p[ParameterLayout(c).output_bias + std::size_t(c.vocabulary().eos)] += 2.0f;  // varied lengths
  return p;
}

std::vector<Tokens> random_sources(int count, int vocab, std::uint32_t seed) {
  std::mt19937 gen(seed);
  std::vector<Tokens> out;
  for (int i = 0; i < count; ++i) {
    Tokens t(std::size_t(2 + gen() % 14));
    for (auto& x : t) x = std::int32_t(4 + gen() % std::uint32_t(vocab - 4));
    out.push_back(std::move(t));
  }
  return out;
}

// The log-probabilities of one decoding step, `tokens.size()` rows of the same source, each fed its token.
std::vector<float> step_log_probs(Backend& backend, const ModelConfig& c, const Tokens& source,
                                  const Tokens& tokens) {
  const std::vector<int> rows(tokens.size(), 0);
  auto session = backend.start_decoding({source}, rows, 4);
  std::vector<float> log_probs(tokens.size() * std::size_t(c.vocab_size));
  session->step(tokens, 0, log_probs);
  return log_probs;
}

// Greedy translations (at most 20 tokens) of `sources`.
std::vector<std::vector<Hypothesis>> greedy(Backend& backend, const ModelConfig& c,
                                            const std::vector<Tokens>& sources) {
  DecodeOptions o;
  o.beam_size = 1;
  o.max_length = 20;
  return decode(backend, c, sources, o);
}

int same_translations(const std::vector<std::vector<Hypothesis>>& a,
                      const std::vector<std::vector<Hypothesis>>& b) {
  int same = 0;
  for (std::size_t s = 0; s < a.size(); ++s) same += a[s][0].tokens == b[s][0].tokens;
  return same;
}

// Each step's log-probabilities with int8 weights stay close to F32's on the same prefix, and greedy search
// finds mostly the same tokens.
TEST(Int8Decoding, CloseToF32OnASmallRandomModel) {
  const ModelConfig c = decode_config();
  const auto params = decode_parameters(c);
  auto f32 = make_backend("cpu", c), int8 = make_backend("cpu", c);
  f32->set_parameters(params);
  int8->set_parameters(params);
  f32->set_compute_type(ComputeType::kF32);
  int8->set_compute_type(ComputeType::kInt8);
  EXPECT_EQ(int8->compute_type(), ComputeType::kInt8);

  const auto sources = random_sources(40, c.vocab_size, 9);
  const auto a = greedy(*f32, c, sources);
  EXPECT_GE(same_translations(a, greedy(*int8, c, sources)), 32) << "of " << sources.size() << " equal";

  // The same prefixes (F32's greedy tokens) fed to both: per-step log-probabilities.
  const std::vector<int> rows = {0};
  double worst = 0, total = 0;
  std::size_t count = 0;
  for (std::size_t s = 0; s < 10; ++s) {
    auto sa = f32->start_decoding({sources[s]}, rows, 21), sb = int8->start_decoding({sources[s]}, rows, 21);
    std::vector<float> la(std::size_t(c.vocab_size)), lb(la.size());
    std::int32_t last = c.vocabulary().decoder_start;
    for (std::size_t t = 0; t <= a[s][0].tokens.size(); ++t) {
      sa->step({&last, 1}, int(t), la);
      sb->step({&last, 1}, int(t), lb);
      for (std::size_t v = 0; v < la.size(); ++v) {
        worst = std::max(worst, std::abs(double(la[v]) - lb[v]));
        total += std::abs(double(la[v]) - lb[v]);
        ++count;
      }
      if (t < a[s][0].tokens.size()) last = a[s][0].tokens[t];
    }
  }
  EXPECT_LT(total / double(count), 0.05) << "mean |log P difference|";
  EXPECT_LT(worst, 0.5) << "largest |log P difference|";
}

// int8 x int8 (w8a8) stays close to F32 as well: greedy search finds mostly the same tokens, and its
// log-probabilities differ from weight-only int8's (the activations are quantised too) but not by much.
TEST(W8A8Decoding, CloseToF32AndActivationsAreQuantisedToo) {
  const ModelConfig c = decode_config();
  const auto params = decode_parameters(c);
  auto f32 = make_backend("cpu", c), int8 = make_backend("cpu", c), w8a8 = make_backend("cpu", c);
  for (Backend* b : {f32.get(), int8.get(), w8a8.get()}) b->set_parameters(params);
  f32->set_compute_type(ComputeType::kF32);
  int8->set_compute_type(ComputeType::kInt8);
  w8a8->set_compute_type(ComputeType::kW8A8);
  EXPECT_EQ(w8a8->compute_type(), ComputeType::kW8A8);

  const auto sources = random_sources(40, c.vocab_size, 9);
  EXPECT_GE(same_translations(greedy(*f32, c, sources), greedy(*w8a8, c, sources)), 30)
      << "of " << sources.size() << " equal";

  const Tokens source = sources[0], tokens = {c.vocabulary().decoder_start, 11, 23};
  const auto lf = step_log_probs(*f32, c, source, tokens), li = step_log_probs(*int8, c, source, tokens),
             lw = step_log_probs(*w8a8, c, source, tokens);
  double worst = 0, apart_from_int8 = 0;
  for (std::size_t v = 0; v < lf.size(); ++v) {
    worst = std::max(worst, std::abs(double(lw[v]) - lf[v]));
    apart_from_int8 = std::max(apart_from_int8, std::abs(double(lw[v]) - li[v]));
  }
  EXPECT_LT(worst, 0.5) << "largest |log P difference| from F32";
  EXPECT_GT(apart_from_int8, 0.0) << "w8a8 computed exactly what weight-only int8 computes";
}

TEST(Int8Decoding, F16ComputeTypeRoundsAnF32Model) {
  const ModelConfig c = decode_config();
  const auto params = decode_parameters(c);
  auto f16 = make_backend("cpu", c), rounded = make_backend("cpu", c);
  f16->set_parameters(params);
  f16->set_compute_type(ComputeType::kF16);
  rounded->set_parameters(half_to_floats(floats_to_half(params)));  // exactly F16: auto streams F16
  const auto sources = random_sources(10, c.vocab_size, 4);
  DecodeOptions o;
  o.beam_size = 1;
  o.max_length = 20;
  const auto a = decode(*f16, c, sources, o), b = decode(*rounded, c, sources, o);
  for (std::size_t s = 0; s < sources.size(); ++s) EXPECT_EQ(a[s][0].tokens, b[s][0].tokens);
}

// Under int8 the output projection stays F16 (int8_weight_names). With the decoder layers' matrices all zero
// (exact in int8 and in F16, so each decoder layer adds just its biases under any compute type), the
// decoder's output is the same under int8 and F16, and so must be the logits, bit for bit: through the F16
// kernel for a few rows and through the GEMM on the F16-rounded matrix for more. An int8 output projection
// changes them.
TEST(Int8Decoding, OutputProjectionStaysF16) {
  for (const bool tied : {true, false}) {
    ModelConfig c = decode_config();
    c.tie_embeddings = tied;
    const ParameterLayout layout(c);
    auto params = decode_parameters(c);
    for (const std::string& name : decoder_step_matrices(c)) {
      const ParameterInfo* p = layout.find(name);
      ASSERT_NE(p, nullptr) << name;
      std::fill_n(params.begin() + std::ptrdiff_t(p->offset), p->size, 0.0f);
    }
    const std::size_t projection = layout.output_projection,
                      projection_size = std::size_t(c.vocab_size) * std::size_t(c.d_model);
    const Tokens source = {5, 9, 14, 7};
    const Tokens few = {c.vocabulary().decoder_start, 11, 23},
                 many = {4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28};
    ASSERT_LE(few.size(), std::size_t(cpu::kSmallBatchRows));
    ASSERT_GT(many.size(), std::size_t(cpu::kSmallBatchRows));

    // A few rows: what F16 weights give (the F16 kernel on the rounded matrix, for any number of rows).
    auto int8 = make_backend("cpu", c), f16 = make_backend("cpu", c), f32 = make_backend("cpu", c);
    int8->set_parameters(params);
    int8->set_compute_type(ComputeType::kInt8);
    f16->set_parameters(params);
    f16->set_compute_type(ComputeType::kF16);
    const auto int8_few = step_log_probs(*int8, c, source, few);
    EXPECT_EQ(int8_few, step_log_probs(*f16, c, source, few)) << "tied " << tied;
    f32->set_parameters(params);
    f32->set_compute_type(ComputeType::kF32);
    EXPECT_NE(int8_few, step_log_probs(*f32, c, source, few)) << "the output projection is rounded";

    // Many rows: what F32 weights give with the output projection rounded to F16 (the same GEMM). Tied, the
    // rounded matrix is the embedding too, so both backends hold the rounded one.
    auto rounded = params;
    const std::vector<float> projection_f16 = half_to_floats(
        floats_to_half(std::vector<float>(params.begin() + std::ptrdiff_t(projection),
                                          params.begin() + std::ptrdiff_t(projection + projection_size))));
    std::copy(projection_f16.begin(), projection_f16.end(), rounded.begin() + std::ptrdiff_t(projection));
    if (tied) int8->set_parameters(rounded);
    f32->set_parameters(rounded);
    EXPECT_EQ(step_log_probs(*int8, c, source, many), step_log_probs(*f32, c, source, many))
        << "tied " << tied;
  }
}

TEST(ComputeType, ParsesCTranslate2NamesAndResolvesAutoByStorage) {
  EXPECT_EQ(parse_compute_type("int8"), ComputeType::kInt8);
  EXPECT_EQ(parse_compute_type("float16"), ComputeType::kF16);
  EXPECT_EQ(parse_compute_type("w8a8"), ComputeType::kW8A8);
  EXPECT_EQ(compute_type_name(ComputeType::kW8A8), "w8a8");
  EXPECT_NE(error_of([] { parse_compute_type("int4"); }).find("auto, f32, f16, int8 or w8a8"),
            std::string::npos);
  EXPECT_EQ(resolve_compute_type(ComputeType::kAuto, WeightPrecision::kInt8), ComputeType::kInt8);
  EXPECT_EQ(resolve_compute_type(ComputeType::kAuto, WeightPrecision::kF16), ComputeType::kAuto);
  EXPECT_EQ(resolve_compute_type(ComputeType::kF32, WeightPrecision::kInt8), ComputeType::kF32);
}

// Vulkan decodes F32 weights: an explicit int8 or f16 is a clear error that leaves the setting alone, and an
// int8 model under auto decodes its widened weights.
TEST(ComputeType, VulkanRejectsNarrowTypesAndAutoFallsBack) {
  for (const std::string& name : test::test_backends()) {
    if (name != "vulkan") continue;
    const ModelConfig c = decode_config();
    auto backend = make_backend(name, c);
    EXPECT_NE(error_of([&] { backend->set_compute_type(ComputeType::kInt8); }).find("--backend cpu"),
              std::string::npos);
    EXPECT_EQ(backend->compute_type(), ComputeType::kAuto);
    EXPECT_EQ(apply_compute_type(*backend, ComputeType::kAuto, WeightPrecision::kInt8), ComputeType::kAuto);
    EXPECT_NE(error_of([&] { apply_compute_type(*backend, ComputeType::kF16, WeightPrecision::kF32); }),
              "<no error>");
  }
}

// Batch mode gives every sentence the translation it gets alone, in the given order, on every backend and
// (on the CPU) every compute type.
TEST(BatchMode, SameAsOneSentenceAtATime) {
  const ModelConfig c = decode_config();
  const auto params = decode_parameters(c);
  auto sources = random_sources(30, c.vocab_size, 21);
  sources.insert(sources.begin() + 7, Tokens{});  // an empty source gets no hypothesis
  for (const std::string& name : test::test_backends()) {
    for (const ComputeType type :
         {ComputeType::kAuto, ComputeType::kF32, ComputeType::kF16, ComputeType::kInt8, ComputeType::kW8A8}) {
      if (name != "cpu" && type != ComputeType::kAuto) continue;
      auto backend = make_backend(name, c);
      backend->set_parameters(params);
      backend->set_compute_type(type);
      for (const int beam : {1, 3}) {
        DecodeOptions o;
        o.beam_size = beam;
        o.max_length = 20;
        // 64 tokens a batch: several batches of several sentences.
        const auto batched = decode_in_batches(*backend, c, sources, o, 64);
        ASSERT_EQ(batched.size(), sources.size());
        EXPECT_TRUE(batched[7].empty());
        for (std::size_t s = 0; s < sources.size(); ++s) {
          if (sources[s].empty()) continue;
          const auto alone = decode(*backend, c, {sources[s]}, o).front();
          ASSERT_EQ(batched[s].size(), alone.size());
          EXPECT_EQ(batched[s][0].tokens, alone[0].tokens)
              << name << " " << compute_type_name(type) << " beam " << beam << " sentence " << s;
          // The encoder's batched products sum in another order, and so may the attention's (where the
          // rows lie in memory); under w8a8 a last-bit difference can move an activation across an int8 step.
          const double tolerance = 1e-3 * std::max(1.0, std::abs(double(alone[0].log_prob)));
          EXPECT_NEAR(batched[s][0].log_prob, alone[0].log_prob, tolerance)
              << name << " " << compute_type_name(type) << " beam " << beam << " sentence " << s;
        }
      }
    }
  }
}

class Int8ModelFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("attn-int8-" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  std::filesystem::path dir_;
};

TEST_F(Int8ModelFiles, DecoderMatricesAreStoredInInt8AndTheOutputProjectionInF16) {
  for (const bool tied : {true, false}) {
    ModelConfig c = decode_config();
    c.tie_embeddings = tied;
    const auto params = decode_parameters(c);
    const std::string bytes = serialize_parameters(c, params, WeightPrecision::kInt8);
    const SafetensorsFile st = parse_safetensors(bytes, "int8");
    const ParameterLayout layout(c);
    for (const std::string& name : decoder_step_matrices(c)) {
      EXPECT_EQ(st.get(name).dtype, DType::kI8) << name;
      EXPECT_EQ(st.get(name + "_scale").dtype, DType::kF32) << name;
    }
    const std::string projection = tied ? "embed.weight" : "output.weight";
    EXPECT_EQ(st.get(projection).dtype, DType::kF16);
    EXPECT_EQ(st.find(projection + "_scale"), nullptr);
    EXPECT_EQ(st.get("encoder.layers.0.ffn.fc1.weight").dtype, DType::kF16);
    std::filesystem::create_directories(dir_);
    test::spit(dir_ / "p.safetensors", bytes);
    WeightPrecision stored = WeightPrecision::kF32;
    const auto loaded = load_parameters(dir_ / "p.safetensors", c, &stored);
    EXPECT_EQ(stored, WeightPrecision::kInt8);
    // The int8 matrices come back as q * scale; everything else as F16.
    const ParameterInfo* fc1 = layout.find("decoder.layers.1.ffn.fc1.weight");
    ASSERT_NE(fc1, nullptr);
    const Int8Rows q =
        quantize_rows({params.data() + fc1->offset, fc1->size}, int(fc1->shape[0]), int(fc1->shape[1]));
    std::vector<float> expect(fc1->size);
    dequantize_rows(q, expect);
    for (std::size_t i = 0; i < fc1->size; ++i) ASSERT_EQ(loaded[fc1->offset + i], expect[i]) << i;
    const std::size_t out = layout.output_projection;
    for (std::size_t i = 0; i < std::size_t(c.vocab_size) * std::size_t(c.d_model); ++i)
      ASSERT_EQ(loaded[out + i], half_to_float(float_to_half(params[out + i]))) << projection << " " << i;
  }
}

// A model written with int8 storage decodes (auto) exactly as the same F16 model under --compute-type int8:
// the same int8 matrices and scales, the output projection in F16 in both.
TEST_F(Int8ModelFiles, AnInt8ExportDecodesAsTheInt8ComputeType) {
  const ModelConfig c = decode_config();
  const auto params = half_to_floats(floats_to_half(decode_parameters(c)));  // a model stored in F16
  std::filesystem::create_directories(dir_);
  save_parameters(dir_ / "p.safetensors", c, params, WeightPrecision::kInt8);
  WeightPrecision stored = WeightPrecision::kF32;
  const auto loaded = load_parameters(dir_ / "p.safetensors", c, &stored);
  auto exported = make_backend("cpu", c), computed = make_backend("cpu", c);
  exported->set_parameters(loaded);
  EXPECT_EQ(apply_compute_type(*exported, ComputeType::kAuto, stored), ComputeType::kInt8);
  computed->set_parameters(params);
  computed->set_compute_type(ComputeType::kInt8);
  const auto sources = random_sources(20, c.vocab_size, 17);
  for (const int beam : {1, 3}) {
    DecodeOptions o;
    o.beam_size = beam;
    o.max_length = 20;
    const auto a = decode(*exported, c, sources, o), b = decode(*computed, c, sources, o);
    for (std::size_t s = 0; s < sources.size(); ++s) {
      EXPECT_EQ(a[s][0].tokens, b[s][0].tokens) << "beam " << beam << " sentence " << s;
      EXPECT_EQ(a[s][0].log_prob, b[s][0].log_prob) << "beam " << beam << " sentence " << s;
    }
  }
}

// Files from before the output projection stayed F16 hold it in int8 too: they still load (q * scale).
TEST_F(Int8ModelFiles, AnOlderFileWithAnInt8OutputProjectionStillLoads) {
  const ModelConfig c = decode_config();
  const auto params = decode_parameters(c);
  const ParameterLayout layout(c);
  const Int8Rows q = quantize_rows(
      {params.data() + layout.output_projection, std::size_t(c.vocab_size) * std::size_t(c.d_model)},
      c.vocab_size, c.d_model);
  std::vector<Tensor> tensors;
  for (Tensor& t :
       parse_safetensors(serialize_parameters(c, params, WeightPrecision::kInt8), "int8").tensors) {
    if (t.name == "embed.weight") {
      t.dtype = DType::kI8;
      t.bytes.assign(reinterpret_cast<const char*>(q.values.data()), q.values.size());
      tensors.push_back(t);
      tensors.push_back(make_f32_tensor("embed.weight_scale", {c.vocab_size}, q.scales));
    } else {
      tensors.push_back(t);
    }
  }
  std::filesystem::create_directories(dir_);
  write_safetensors(dir_ / "p.safetensors", tensors);
  WeightPrecision stored = WeightPrecision::kF32;
  const auto loaded = load_parameters(dir_ / "p.safetensors", c, &stored);
  EXPECT_EQ(stored, WeightPrecision::kInt8);
  std::vector<float> expect(q.values.size());
  dequantize_rows(q, expect);
  for (std::size_t i = 0; i < expect.size(); ++i)
    ASSERT_EQ(loaded[layout.output_projection + i], expect[i]) << i;
}

TEST_F(Int8ModelFiles, AnInt8MatrixWithoutScalesIsAClearError) {
  const ModelConfig c = decode_config();
  SafetensorsFile st =
      parse_safetensors(serialize_parameters(c, decode_parameters(c), WeightPrecision::kInt8), "int8");
  std::vector<Tensor> tensors;
  for (const Tensor& t : st.tensors)
    if (t.name != "decoder.layers.0.ffn.fc2.weight_scale") tensors.push_back(t);
  std::filesystem::create_directories(dir_);
  write_safetensors(dir_ / "p.safetensors", tensors);
  EXPECT_NE(error_of([&] {
              load_parameters(dir_ / "p.safetensors", c);
            }).find("'decoder.layers.0.ffn.fc2.weight_scale' of shape [32] (one scale per row)"),
            std::string::npos);
}

}  // namespace
}  // namespace attn
