// Every op of the device contract (graph/device.h) on every device, as ggml's test-backend-ops runs every
// op on every backend: random inputs, the device's result against a reference computed here in double from
// the contract's one-line definition (not against the CPU device, which is under test too). A new device is
// one more type in `Devices` and gets all of these tests. The Vulkan device runs wherever one exists (Mesa's
// lavapipe in CI) and is skipped, with the reason, where none does.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <memory>
#include <numbers>
#include <sstream>
#include <string>
#include <vector>

#include "attention/error.h"
#include "attention/float16.h"
#include "attention/int8_quantization.h"
#include "attention/parameters.h"
#include "backend/device_factory.h"
#include "graph/device.h"
#include "test_support.h"
#include "util/random.h"

namespace attn {
namespace {

using graph::AttentionBlock;
using graph::AttentionStrides;
using graph::CopyRegion;
using graph::Dropout;
using Vec = std::vector<float>;
using Ref = std::vector<double>;

// The devices' model: d_model 32 in 4 heads of 8 (the attention ops take the head width from it).
ModelConfig device_config() {
  ModelConfig c;
  c.vocab_size = 37;
  c.encoder_layers = c.decoder_layers = 1;
  c.d_model = 32;
  c.n_heads = 4;
  c.d_ff = 48;
  c.dropout = 0.0f;
  c.max_positions = 64;
  return c;
}
constexpr int kHeadDim = 8;

Vec random_vec(std::size_t n, std::uint64_t seed, float lo = -1.0f, float hi = 1.0f) {
  Rng rng(seed);
  Vec v(n);
  for (auto& x : v) x = lo + (hi - lo) * rng.uniform();
  return v;
}

Ref to_double(const Vec& v) { return Ref(v.begin(), v.end()); }

// The contract's dropout: element i kept when keyed_uniform(key, i) >= p, and scaled by 1 / (1 - p).
double dropped(const Dropout& drop, std::size_t i, double value) {
  if (!drop.on()) return value;
  return keyed_uniform(drop.key, std::uint32_t(i)) >= drop.p ? value / (1.0 - double(drop.p)) : 0.0;
}

double activation(Activation act, double u) {
  switch (act) {
    case Activation::kRelu:
      return u > 0 ? u : 0;
    case Activation::kSwish:
      return u / (1 + std::exp(-u));
    case Activation::kGelu:
      return 0.5 * u * (1 + std::erf(u / std::sqrt(2.0)));
  }
  return 0;
}

double activation_grad(Activation act, double u) {
  switch (act) {
    case Activation::kRelu:
      return u > 0 ? 1 : 0;
    case Activation::kSwish: {
      const double s = 1 / (1 + std::exp(-u));
      return s * (1 + u * (1 - s));
    }
    case Activation::kGelu:
      return 0.5 * (1 + std::erf(u / std::sqrt(2.0))) +
             u * std::exp(-0.5 * u * u) / std::sqrt(2 * std::numbers::pi);
  }
  return 0;
}

// y[n, out] = x[n, in] w[out, in]^T + b, in double.
Ref linear_ref(const Vec& x, const Vec& w, const Vec* b, int n, int in, int out) {
  Ref y(std::size_t(n) * out);
  for (int r = 0; r < n; ++r)
    for (int o = 0; o < out; ++o) {
      double s = b ? double((*b)[std::size_t(o)]) : 0.0;
      for (int i = 0; i < in; ++i) s += double(x[std::size_t(r) * in + i]) * w[std::size_t(o) * in + i];
      y[std::size_t(r) * out + o] = s;
    }
  return y;
}

// got against want: the largest |got - want| over the largest |want| (at least 1) is within `tol`.
::testing::AssertionResult close(const Vec& got, const Ref& want, double tol) {
  if (got.size() != want.size())
    return ::testing::AssertionFailure() << "size " << got.size() << ", expected " << want.size();
  double scale = 1, worst = 0;
  std::size_t at = 0;
  for (double w : want) scale = std::max(scale, std::abs(w));
  for (std::size_t i = 0; i < got.size(); ++i) {
    if (!std::isfinite(got[i])) return ::testing::AssertionFailure() << "element " << i << " is " << got[i];
    const double e = std::abs(double(got[i]) - want[i]);
    if (e > worst) worst = e, at = i;
  }
  if (worst <= tol * scale) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "element " << at << ": " << got[at] << ", expected " << want[at] << " (error " << worst / scale
         << " of scale " << scale << ", tolerance " << tol << ")";
}

// Tolerances, relative to the largest expected magnitude: fp32 element-wise ops and short sums (rounding
// of a few ulps), and products and reductions over up to a few hundred terms.
constexpr double kElementwise = 2e-6;
constexpr double kSum = 2e-5;

// Each device is built once per suite; a device that cannot be built here is skipped with the reason.
template <typename D>
struct DeviceFactory;
template <>
struct DeviceFactory<cpu::CpuDevice> {
  static constexpr const char* kName = "Cpu";
  static std::unique_ptr<cpu::CpuDevice> make(std::string&) { return make_cpu_device(device_config()); }
};
template <>
struct DeviceFactory<vk::VulkanDevice> {
  static constexpr const char* kName = "Vulkan";
  static std::unique_ptr<vk::VulkanDevice> make(std::string& why_not) {
    try {
      return make_vulkan_device(device_config(), choose_device("vulkan").vulkan_index);
    } catch (const Error& e) {
      why_not = std::string("no Vulkan device here: ") + e.what();
      return nullptr;
    }
  }
};

template <typename D>
class DeviceOps : public ::testing::Test {
 protected:
  using Span = typename D::Span;

  static void SetUpTestSuite() { device_ = DeviceFactory<D>::make(why_not_); }
  static void TearDownTestSuite() { device_.reset(); }
  void SetUp() override {
    if (!device_) GTEST_SKIP() << why_not_;
    dev().reset_pass();
  }

  D& dev() { return *device_; }
  Span put(const Vec& v) {
    Span s = dev().alloc(v.size());
    dev().upload(s, v.data(), v.size());
    return s;
  }
  Span put_ints(const std::vector<std::int32_t>& v) { return dev().upload_ints(v); }
  Span zeros(std::size_t n) {
    Span s = dev().alloc(n);
    dev().fill_zero(s);
    return s;
  }
  Vec get(const Span& s, std::size_t n) {
    Vec v(n);
    dev().download(s, v.data(), n);
    return v;
  }
  Vec get(const Span& s) { return get(s, s.size()); }

  static inline std::unique_ptr<D> device_;
  static inline std::string why_not_;
};

struct DeviceNames {
  template <typename D>
  static std::string GetName(int) {
    return DeviceFactory<D>::kName;
  }
};
using Devices = ::testing::Types<cpu::CpuDevice, vk::VulkanDevice>;
TYPED_TEST_SUITE(DeviceOps, Devices, DeviceNames);

// ---- memory
// ------------------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, UploadDownloadRoundTripAndRunInCallOrder) {
  const Vec a = random_vec(1000, 1), b = random_vec(1000, 2);
  EXPECT_EQ(this->get(this->put(a)), a);
  // An upload lands between the ops around it: the first product sees a, the second b.
  const Vec w = random_vec(3 * 10, 3);
  auto x = this->put(Vec(a.begin(), a.begin() + 40)), W = this->put(w);
  auto y1 = this->dev().alloc(12), y2 = this->dev().alloc(12);
  this->dev().linear_forward(x, W, {}, y1, 4, 10, 3);
  this->dev().upload(x, b.data(), 40);
  this->dev().linear_forward(x, W, {}, y2, 4, 10, 3);
  EXPECT_TRUE(close(this->get(y1), linear_ref(Vec(a.begin(), a.begin() + 40), w, nullptr, 4, 10, 3), kSum));
  EXPECT_TRUE(close(this->get(y2), linear_ref(Vec(b.begin(), b.begin() + 40), w, nullptr, 4, 10, 3), kSum));
}

TYPED_TEST(DeviceOps, UploadIntsKeepsTheIntegers) {
  const std::vector<std::int32_t> ids{0, 7, -3, 36, 1 << 20};
  auto s = this->put_ints(ids);
  ASSERT_EQ(s.size(), ids.size());
  const Vec raw = this->get(s);
  std::vector<std::int32_t> back(ids.size());
  std::memcpy(back.data(), raw.data(), raw.size() * 4);
  EXPECT_EQ(back, ids);
}

TYPED_TEST(DeviceOps, FillZeroClearsExactlyItsView) {
  const Vec v = random_vec(100, 4);
  auto s = this->put(v);
  this->dev().fill_zero(s.at(10, 30));
  Vec want = v;
  std::fill(want.begin() + 10, want.begin() + 40, 0.0f);
  EXPECT_EQ(this->get(s), want);
}

TYPED_TEST(DeviceOps, CopyRegionsCopiesEachRegion) {
  const Vec src = random_vec(64, 5), dst0 = random_vec(64, 6);
  auto s = this->put(src), d = this->put(dst0);
  const std::vector<CopyRegion> regions{{0, 10, 5}, {20, 0, 3}, {40, 50, 14}, {63, 30, 1}};
  this->dev().copy_regions(s, d, regions);
  Vec want = dst0;
  for (const auto& r : regions) std::copy_n(src.begin() + long(r.src), r.count, want.begin() + long(r.dst));
  EXPECT_EQ(this->get(d), want);
}

// Large enough that the CPU device splits the regions across cores (a beam reorder of every layer's cache).
TYPED_TEST(DeviceOps, CopyRegionsCopiesManyLargeRegions) {
  const std::size_t row = 4096, rows = 24;
  const Vec src = random_vec(row * rows, 7), dst0 = random_vec(row * rows, 8);
  auto s = this->put(src), d = this->put(dst0);
  std::vector<CopyRegion> regions;
  for (std::size_t i = 0; i + 1 < rows; ++i) regions.push_back({((i * 7) % rows) * row, i * row, row - i});
  this->dev().copy_regions(s, d, regions);
  Vec want = dst0;
  for (const auto& r : regions) std::copy_n(src.begin() + long(r.src), r.count, want.begin() + long(r.dst));
  EXPECT_EQ(this->get(d), want);
}

TYPED_TEST(DeviceOps, StateBuffersHaveOneElementPerParameterAndStartAtZero) {
  const std::size_t n = ParameterLayout(device_config()).total_size();
  EXPECT_EQ(this->dev().params().size(), n);
  for (auto s : {this->dev().grads(), this->dev().adam_m(), this->dev().adam_v()}) {
    ASSERT_EQ(s.size(), n);
    const Vec v = this->get(s);
    EXPECT_EQ(std::count(v.begin(), v.end(), 0.0f), long(n));
  }
  const auto storage = this->dev().allocate(100);
  EXPECT_GE(storage.span().size(), 100u);
  EXPECT_EQ(this->dev().positional_table().size(), std::size_t(64 * 32));
  EXPECT_FALSE(this->dev().description().empty());
  EXPECT_GT(this->dev().logits_chunk_rows(37), 0);
}

// ---- linear layers
// -----------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, LinearForward) {
  for (const auto [n, in, out] : {std::array{1, 7, 33}, std::array{7, 33, 129}, std::array{40, 96, 20}}) {
    SCOPED_TRACE(testing::Message() << n << "x" << in << " -> " << out);
    const Vec x = random_vec(std::size_t(n) * in, 10), w = random_vec(std::size_t(out) * in, 11),
              b = random_vec(std::size_t(out), 12);
    auto y = this->dev().alloc(std::size_t(n) * out), y0 = this->dev().alloc(std::size_t(n) * out);
    this->dev().linear_forward(this->put(x), this->put(w), this->put(b), y, n, in, out);
    this->dev().linear_forward(this->put(x), this->put(w), {}, y0, n, in, out);
    EXPECT_TRUE(close(this->get(y), linear_ref(x, w, &b, n, in, out), kSum));
    EXPECT_TRUE(close(this->get(y0), linear_ref(x, w, nullptr, n, in, out), kSum));
  }
}

// The weights as a compute type rounds them: F16 values, or int8 with one scale per row (max |row| / 127,
// q = round(w / scale)).
Vec rounded_to_half(const Vec& w) {
  Vec out(w.size());
  for (std::size_t i = 0; i < w.size(); ++i) out[i] = half_to_float(float_to_half(w[i]));
  return out;
}
Vec rounded_to_int8(const Vec& w, int rows, int cols) {
  Vec out(w.size());
  for (int r = 0; r < rows; ++r) {
    float mx = 0;
    for (int c = 0; c < cols; ++c) mx = std::max(mx, std::abs(w[std::size_t(r) * cols + c]));
    const float scale = mx / 127.0f;
    for (int c = 0; c < cols; ++c) {
      const std::size_t e = std::size_t(r) * cols + c;
      out[e] = scale > 0 ? std::round(w[e] / scale) * scale : 0.0f;
    }
  }
  return out;
}

TYPED_TEST(DeviceOps, LinearRowsInEachComputeTypeTheDeviceHas) {
  const int in = 32, out = 48;
  const Vec w = random_vec(std::size_t(out) * in, 13), b = random_vec(std::size_t(out), 14);
  // The weights are a view of the parameters, as decoding's are: at offset 0 (a matrix int8 leaves out, so
  // F16 under int8) and where the first matrix int8 covers starts.
  const ParameterLayout layout(device_config());
  const ParameterInfo* int8_matrix = layout.find(int8_weight_names(device_config()).front());
  ASSERT_NE(int8_matrix, nullptr);
  auto params = this->dev().params();
  for (const ComputeType type : {ComputeType::kF32, ComputeType::kF16, ComputeType::kInt8}) {
    std::string refused;
    try {
      this->dev().set_compute_type(type);
    } catch (const Error& e) {
      refused = e.what();
    }
    if (!refused.empty()) {
      EXPECT_NE(type, ComputeType::kF32) << "every device computes in F32";
      EXPECT_NE(refused.find("F32"), std::string::npos) << refused;  // names what it supports
      continue;
    }
    for (const std::size_t offset : {std::size_t(0), int8_matrix->offset}) {
      this->dev().fill_zero(params);
      this->dev().upload(params.at(offset, long(w.size())), w.data(), w.size());
      const auto W = params.at(offset, long(w.size()));
      const Vec& rounded = type == ComputeType::kF32 ? w
                           : type == ComputeType::kInt8 && offset == int8_matrix->offset
                               ? rounded_to_int8(w, out, in)
                               : rounded_to_half(w);
      for (const int n : {1, 3, 8, 13}) {
        SCOPED_TRACE(testing::Message()
                     << compute_type_name(type) << ", weights at " << offset << ", " << n << " rows");
        const Vec x = random_vec(std::size_t(n) * in, 15 + std::uint64_t(n));
        auto y = this->dev().alloc(std::size_t(n) * out), a = this->dev().alloc(std::size_t(n) * out),
             u = this->dev().alloc(std::size_t(n) * out);
        this->dev().linear_rows(this->put(x), W, this->put(b), y, n, in, out);
        this->dev().ffn_up_rows(this->put(x), W, this->put(b), u, a, n, in, out, Activation::kGelu);
        const Ref want = linear_ref(x, rounded, &b, n, in, out);
        EXPECT_TRUE(close(this->get(y), want, kSum));
        EXPECT_TRUE(close(this->get(u), want, kSum));
        Ref act(want.size());
        for (std::size_t i = 0; i < want.size(); ++i) act[i] = activation(Activation::kGelu, want[i]);
        EXPECT_TRUE(close(this->get(a), act, kSum));
      }
    }
  }
  this->dev().set_compute_type(ComputeType::kAuto);
  this->dev().fill_zero(params);
}

TYPED_TEST(DeviceOps, LinearBackwardAssignsOrAccumulatesDxAndAccumulatesDwDb) {
  const int n = 13, in = 24, out = 17;
  const Vec x = random_vec(std::size_t(n) * in, 20), w = random_vec(std::size_t(out) * in, 21),
            dy = random_vec(std::size_t(n) * out, 22), dx0 = random_vec(x.size(), 23),
            dw0 = random_vec(w.size(), 24), db0 = random_vec(std::size_t(out), 25);
  for (const bool accumulate : {false, true}) {
    SCOPED_TRACE(accumulate ? "accumulate dx" : "assign dx");
    auto dx = this->put(dx0), dw = this->put(dw0), db = this->put(db0);
    this->dev().linear_backward(this->put(x), this->put(w), this->put(dy), dx, dw, db, n, in, out,
                                accumulate);
    Ref want_dx(x.size()), want_dw(w.size()), want_db(db0.size());
    for (int r = 0; r < n; ++r)
      for (int i = 0; i < in; ++i) {
        double s = accumulate ? dx0[std::size_t(r) * in + i] : 0.0;
        for (int o = 0; o < out; ++o) s += double(dy[std::size_t(r) * out + o]) * w[std::size_t(o) * in + i];
        want_dx[std::size_t(r) * in + i] = s;
      }
    for (int o = 0; o < out; ++o) {
      want_db[std::size_t(o)] = db0[std::size_t(o)];
      for (int r = 0; r < n; ++r) want_db[std::size_t(o)] += dy[std::size_t(r) * out + o];
      for (int i = 0; i < in; ++i) {
        double s = dw0[std::size_t(o) * in + i];
        for (int r = 0; r < n; ++r) s += double(dy[std::size_t(r) * out + o]) * x[std::size_t(r) * in + i];
        want_dw[std::size_t(o) * in + i] = s;
      }
    }
    EXPECT_TRUE(close(this->get(dx), want_dx, kSum));
    EXPECT_TRUE(close(this->get(dw), want_dw, kSum));
    EXPECT_TRUE(close(this->get(db), want_db, kSum));
  }
  // dx and db may be left out.
  auto dw = this->put(dw0);
  this->dev().linear_backward(this->put(x), this->put(w), this->put(dy), {}, dw, {}, n, in, out, false);
  Ref want_dw = to_double(dw0);
  for (int o = 0; o < out; ++o)
    for (int i = 0; i < in; ++i)
      for (int r = 0; r < n; ++r)
        want_dw[std::size_t(o) * in + i] += double(dy[std::size_t(r) * out + o]) * x[std::size_t(r) * in + i];
  EXPECT_TRUE(close(this->get(dw), want_dw, kSum));
}

// ---- FFN
// ---------------------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, FfnUpAppliesActivationAndDropout) {
  const int n = 9, in = 32, out = 48;
  const Vec x = random_vec(std::size_t(n) * in, 30), w = random_vec(std::size_t(out) * in, 31),
            b = random_vec(std::size_t(out), 32);
  const Ref lin = linear_ref(x, w, &b, n, in, out);
  for (const Activation act : {Activation::kRelu, Activation::kGelu, Activation::kSwish})
    for (const Dropout drop : {Dropout{}, Dropout{0.3f, 0xABCDEFull}}) {
      SCOPED_TRACE(testing::Message() << "activation " << int(act) << ", dropout " << drop.p);
      auto u = this->dev().alloc(lin.size()), a = this->dev().alloc(lin.size());
      this->dev().ffn_up(this->put(x), this->put(w), this->put(b), u, a, n, in, out, act, drop);
      Ref want_a(lin.size());
      for (std::size_t i = 0; i < lin.size(); ++i) want_a[i] = dropped(drop, i, activation(act, lin[i]));
      EXPECT_TRUE(close(this->get(u), lin, kSum));
      EXPECT_TRUE(close(this->get(a), want_a, kSum));
    }
  // ReLU in place: u is a.
  const Dropout drop{0.25f, 77};
  auto ua = this->dev().alloc(lin.size());
  this->dev().ffn_up(this->put(x), this->put(w), this->put(b), ua, ua, n, in, out, Activation::kRelu, drop);
  Ref want(lin.size());
  for (std::size_t i = 0; i < lin.size(); ++i)
    want[i] = dropped(drop, i, activation(Activation::kRelu, lin[i]));
  EXPECT_TRUE(close(this->get(ua), want, kSum));
}

TYPED_TEST(DeviceOps, FfnDownBackward) {
  // y = a w^T + b with w[out, in]: `in` is d_ff, `out` d_model.
  const int n = 11, in = 48, out = 32;
  const Vec dy = random_vec(std::size_t(n) * out, 40), w = random_vec(std::size_t(out) * in, 41),
            u = random_vec(std::size_t(n) * in, 42, -2, 2), dw0 = random_vec(w.size(), 43),
            db0 = random_vec(std::size_t(out), 44);
  for (const Activation act : {Activation::kRelu, Activation::kGelu, Activation::kSwish})
    for (const Dropout drop : {Dropout{}, Dropout{0.4f, 0x5EEDull}}) {
      SCOPED_TRACE(testing::Message() << "activation " << int(act) << ", dropout " << drop.p);
      Vec a(u.size());
      for (std::size_t i = 0; i < u.size(); ++i) a[i] = float(dropped(drop, i, activation(act, u[i])));
      // ReLU's derivative may come from a: pass u = a as the graph does.
      const Vec& u_arg = act == Activation::kRelu ? a : u;
      auto du = this->dev().alloc(u.size()), dw = this->put(dw0), db = this->put(db0);
      this->dev().ffn_down_backward(this->put(dy), this->put(w), this->put(u_arg), this->put(a), du, dw, db,
                                    n, in, out, act, drop);
      Ref want_du(u.size()), want_dw = to_double(dw0), want_db = to_double(db0);
      for (int r = 0; r < n; ++r)
        for (int i = 0; i < in; ++i) {
          double s = 0;
          for (int o = 0; o < out; ++o)
            s += double(dy[std::size_t(r) * out + o]) * w[std::size_t(o) * in + i];
          const std::size_t e = std::size_t(r) * in + i;
          want_du[e] = dropped(drop, e, s) * activation_grad(act, u[e]);
        }
      for (int o = 0; o < out; ++o)
        for (int r = 0; r < n; ++r) {
          want_db[std::size_t(o)] += dy[std::size_t(r) * out + o];
          for (int i = 0; i < in; ++i)
            want_dw[std::size_t(o) * in + i] +=
                double(dy[std::size_t(r) * out + o]) * a[std::size_t(r) * in + i];
        }
      EXPECT_TRUE(close(this->get(du), want_du, kSum));
      EXPECT_TRUE(close(this->get(dw), want_dw, kSum));
      EXPECT_TRUE(close(this->get(db), want_db, kSum));
    }
}

// ---- residuals, LayerNorm, dropout
// -------------------------------------------------------------------------

struct LayerNormRef {
  Ref y, xhat, rstd;
};
LayerNormRef layer_norm_ref(const Ref& z, const Vec& gamma, const Vec& beta, int n, int d, double eps) {
  LayerNormRef o{Ref(z.size()), Ref(z.size()), Ref(std::size_t(n))};
  for (int r = 0; r < n; ++r) {
    double mean = 0, var = 0;
    for (int i = 0; i < d; ++i) mean += z[std::size_t(r) * d + i];
    mean /= d;
    for (int i = 0; i < d; ++i)
      var += (z[std::size_t(r) * d + i] - mean) * (z[std::size_t(r) * d + i] - mean);
    const double rs = 1 / std::sqrt(var / d + eps);
    o.rstd[std::size_t(r)] = rs;
    for (int i = 0; i < d; ++i) {
      const std::size_t e = std::size_t(r) * d + i;
      o.xhat[e] = (z[e] - mean) * rs;
      o.y[e] = o.xhat[e] * gamma[std::size_t(i)] + beta[std::size_t(i)];
    }
  }
  return o;
}

TYPED_TEST(DeviceOps, LayerNormForwardOfXOrOfXPlusDroppedS) {
  const int n = 7, d = 32;
  const float eps = 1e-5f;
  const Vec x = random_vec(std::size_t(n) * d, 50, -2, 3), s = random_vec(x.size(), 51),
            gamma = random_vec(std::size_t(d), 52, 0.5f, 1.5f), beta = random_vec(std::size_t(d), 53);
  for (const bool with_s : {false, true})
    for (const Dropout drop : {Dropout{}, Dropout{0.2f, 0x1234ull}}) {
      if (!with_s && drop.on()) continue;
      SCOPED_TRACE(testing::Message() << (with_s ? "x + dropout(s)" : "x") << ", dropout " << drop.p);
      Ref z = to_double(x);
      if (with_s)
        for (std::size_t i = 0; i < z.size(); ++i) z[i] += dropped(drop, i, s[i]);
      const LayerNormRef want = layer_norm_ref(z, gamma, beta, n, d, eps);
      auto y = this->dev().alloc(x.size()), xhat = this->dev().alloc(x.size()),
           rstd = this->dev().alloc(std::size_t(n));
      this->dev().layer_norm_forward(this->put(x), with_s ? this->put(s) : typename TestFixture::Span{},
                                     this->put(gamma), this->put(beta), y, xhat, rstd, n, d, eps, drop);
      EXPECT_TRUE(close(this->get(y), want.y, kSum));
      EXPECT_TRUE(close(this->get(xhat), want.xhat, kSum));
      EXPECT_TRUE(close(this->get(rstd), want.rstd, kSum));
    }
}

TYPED_TEST(DeviceOps, LayerNormBackward) {
  const int n = 6, d = 32;
  const Vec z = random_vec(std::size_t(n) * d, 60, -2, 2), gamma = random_vec(std::size_t(d), 61, 0.5f, 1.5f),
            dy = random_vec(z.size(), 62), dx0 = random_vec(z.size(), 63), res = random_vec(z.size(), 64),
            dg0 = random_vec(std::size_t(d), 65), db0 = random_vec(std::size_t(d), 66);
  const LayerNormRef f = layer_norm_ref(to_double(z), gamma, Vec(std::size_t(d), 0.0f), n, d, 1e-5);
  Vec xhat(f.xhat.begin(), f.xhat.end()), rstd(f.rstd.begin(), f.rstd.end());
  struct Case {
    bool accumulate, with_res, with_ds;
    Dropout drop;
  };
  for (const Case c :
       {Case{false, false, false, {}}, Case{true, false, false, {}}, Case{false, true, false, {}},
        Case{false, false, true, {0.3f, 99}}, Case{false, true, true, {0.3f, 98}},
        Case{true, true, false, {}}, Case{true, false, true, {}}}) {
    SCOPED_TRACE(testing::Message() << "accumulate " << c.accumulate << ", res " << c.with_res << ", ds "
                                    << c.with_ds << ", dropout " << c.drop.p);
    Ref want_dx(z.size()), want_dg = to_double(dg0), want_db = to_double(db0), want_ds(z.size());
    for (int r = 0; r < n; ++r) {
      double mg = 0, mgh = 0;
      for (int i = 0; i < d; ++i) {
        const std::size_t e = std::size_t(r) * d + i;
        const double g = double(dy[e]) * gamma[std::size_t(i)];
        mg += g / d;
        mgh += g * xhat[e] / d;
        want_dg[std::size_t(i)] += double(dy[e]) * xhat[e];
        want_db[std::size_t(i)] += dy[e];
      }
      for (int i = 0; i < d; ++i) {
        const std::size_t e = std::size_t(r) * d + i;
        double v = rstd[std::size_t(r)] * (double(dy[e]) * gamma[std::size_t(i)] - mg - xhat[e] * mgh);
        if (c.accumulate) v += dx0[e];
        if (c.with_res) v += res[e];
        want_dx[e] = v;
        want_ds[e] = dropped(c.drop, e, v);
      }
    }
    auto dx = this->put(dx0), dg = this->put(dg0), db = this->put(db0), ds = this->dev().alloc(z.size());
    using Span = typename TestFixture::Span;
    this->dev().layer_norm_backward(this->put(dy), this->put(xhat), this->put(rstd), this->put(gamma), dx, dg,
                                    db, n, d, c.accumulate, c.with_res ? this->put(res) : Span{},
                                    c.with_ds ? ds : Span{}, c.drop);
    EXPECT_TRUE(close(this->get(dx), want_dx, kSum));
    EXPECT_TRUE(close(this->get(dg), want_dg, kSum));
    EXPECT_TRUE(close(this->get(db), want_db, kSum));
    if (c.with_ds) {
      EXPECT_TRUE(close(this->get(ds), want_ds, kSum));
    }
  }
}

TYPED_TEST(DeviceOps, ResidualAddAddsDroppedS) {
  const std::size_t count = 1000;
  const Vec x = random_vec(count, 70), s = random_vec(count, 71);
  for (const Dropout drop : {Dropout{}, Dropout{0.5f, 4242}}) {
    auto out = this->dev().alloc(count);
    this->dev().residual_add(this->put(x), this->put(s), out, count, drop);
    Ref want(count);
    for (std::size_t i = 0; i < count; ++i) want[i] = x[i] + dropped(drop, i, s[i]);
    EXPECT_TRUE(close(this->get(out), want, kElementwise)) << "dropout " << drop.p;
  }
}

TYPED_TEST(DeviceOps, DropoutKeepsTheKeyedMaskScaled) {
  // The mask is a function of (key, element index): each device draws exactly keyed_uniform(key, i) >= p,
  // so every device draws the same mask. Over 20000 elements the kept share is 1 - p within 0.02 (about
  // seven standard deviations), and kept elements are scaled by 1 / (1 - p).
  const std::size_t count = 20000;
  const Vec ones(count, 1.0f);
  for (const float p : {0.1f, 0.5f}) {
    const Dropout drop{p, 0xC0FFEEull + std::uint64_t(p * 10)};
    auto in = this->put(ones), out = this->dev().alloc(count), inplace = this->put(ones);
    this->dev().dropout_backward(in, out, count, drop);
    this->dev().dropout_backward(inplace, inplace, count, drop);
    const Vec got = this->get(out);
    EXPECT_EQ(this->get(inplace), got) << "in place";
    std::size_t kept = 0, mismatched = 0;
    for (std::size_t i = 0; i < count; ++i) {
      const bool keep = keyed_uniform(drop.key, std::uint32_t(i)) >= p;
      kept += got[i] != 0;
      if (keep ? std::abs(got[i] - 1.0f / (1.0f - p)) > 1e-6f : got[i] != 0.0f) ++mismatched;
    }
    EXPECT_EQ(mismatched, 0u) << "p " << p;
    EXPECT_NEAR(double(kept) / count, 1.0 - p, 0.02) << "p " << p;
  }
  // Off: a copy.
  const Vec v = random_vec(100, 72);
  auto out = this->dev().alloc(100);
  this->dev().dropout_backward(this->put(v), out, 100, {});
  EXPECT_EQ(this->get(out), v);
}

// ---- attention
// ---------------------------------------------------------------------------------------------

struct AttentionCase {
  const char* name;
  std::vector<AttentionBlock> blocks;
  bool causal;
  bool self;  // q|k|v in one buffer [rows, 3d] (self-attention), else q [rows, d] and k|v [keys, 2d]
  Dropout drop;
};

std::vector<AttentionCase> attention_cases() {
  return {
      {"self, two packed sentences, causal", {{0, 5, 0, 5}, {5, 3, 5, 3}}, true, true, {}},
      {"self, non-causal, dropout", {{0, 4, 0, 4}, {4, 6, 4, 6}}, false, true, {0.2f, 0xA77ull}},
      {"cross, 3 queries over 6 keys and 2 over 1", {{0, 3, 0, 6}, {3, 2, 6, 1}}, false, false, {}},
      {"decoding step: one query over 5 cached keys, causal",
       {{0, 1, 0, 5}, {1, 1, 5, 3}},
       true,
       false,
       {0.1f, 0xD00Dull}},
  };
}

TYPED_TEST(DeviceOps, AttentionForwardAndBackward) {
  using Span = typename TestFixture::Span;
  const int heads = 4, dh = kHeadDim, d = heads * dh;
  const float scale = 1.0f / std::sqrt(float(dh));
  for (const auto& c : attention_cases()) {
    SCOPED_TRACE(c.name);
    int q_rows = 0, k_rows = 0;
    for (const auto& b : c.blocks)
      q_rows = std::max(q_rows, b.q0 + b.tq), k_rows = std::max(k_rows, b.k0 + b.tk);
    // Self-attention has one row set for queries and keys.
    const int kv_rows = c.self ? q_rows : k_rows;
    const AttentionStrides st =
        c.self ? AttentionStrides{3 * d, 3 * d, 3 * d, d} : AttentionStrides{d, 2 * d, 2 * d, d};
    const Vec qbuf = random_vec(std::size_t(q_rows) * st.q, 80, -2, 2);
    const Vec kvbuf = c.self ? Vec{} : random_vec(std::size_t(kv_rows) * st.k, 81, -2, 2);
    const Vec dctx = random_vec(std::size_t(q_rows) * d, 82);
    const float* qp = qbuf.data();
    const float* kp = c.self ? qbuf.data() + d : kvbuf.data();
    const float* vp = c.self ? qbuf.data() + 2 * d : kvbuf.data() + d;
    const auto Q = [&](int row, int h, int i) { return double(qp[std::size_t(row) * st.q + h * dh + i]); };
    const auto K = [&](int row, int h, int i) { return double(kp[std::size_t(row) * st.k + h * dh + i]); };
    const auto V = [&](int row, int h, int i) { return double(vp[std::size_t(row) * st.v + h * dh + i]); };

    // Reference: probabilities, context and the gradients, per block and head.
    const std::vector<int> offsets = graph::probability_offsets(c.blocks, heads);
    Ref probs(std::size_t(offsets.back())), ctx(std::size_t(q_rows) * d, 0.0);
    Ref dq(std::size_t(q_rows) * d, 0.0), dk(std::size_t(kv_rows) * d, 0.0),
        dv(std::size_t(kv_rows) * d, 0.0);
    for (std::size_t bi = 0; bi < c.blocks.size(); ++bi) {
      const auto& b = c.blocks[bi];
      for (int h = 0; h < heads; ++h) {
        const std::size_t p0 = std::size_t(offsets[bi]) + std::size_t(h) * b.tq * b.tk;
        for (int i = 0; i < b.tq; ++i) {
          const int visible = c.causal ? std::min(b.tk, i + b.tk - b.tq + 1) : b.tk;
          std::vector<double> sc(std::size_t(b.tk), 0.0);
          double mx = -1e300, sum = 0;
          for (int j = 0; j < visible; ++j) {
            double s = 0;
            for (int e = 0; e < dh; ++e) s += Q(b.q0 + i, h, e) * K(b.k0 + j, h, e);
            sc[std::size_t(j)] = s * scale;
            mx = std::max(mx, sc[std::size_t(j)]);
          }
          for (int j = 0; j < visible; ++j) sum += std::exp(sc[std::size_t(j)] - mx);
          for (int j = 0; j < b.tk; ++j)
            probs[p0 + std::size_t(i) * b.tk + j] =
                j < visible ? std::exp(sc[std::size_t(j)] - mx) / sum : 0.0;
          // context = dropout(P) V; dV += dropout(P)^T dO; dP = dropout_backward(dO V^T); dS = P (dP - <dP,
          // P>).
          std::vector<double> dp(std::size_t(b.tk), 0.0);
          double dot = 0;
          for (int j = 0; j < b.tk; ++j) {
            const std::size_t pe = p0 + std::size_t(i) * b.tk + j;
            const double pd = dropped(c.drop, pe, probs[pe]);
            double g = 0;
            for (int e = 0; e < dh; ++e) {
              ctx[std::size_t(b.q0 + i) * d + h * dh + e] += pd * V(b.k0 + j, h, e);
              dv[std::size_t(b.k0 + j) * d + h * dh + e] += pd * dctx[std::size_t(b.q0 + i) * d + h * dh + e];
              g += dctx[std::size_t(b.q0 + i) * d + h * dh + e] * V(b.k0 + j, h, e);
            }
            dp[std::size_t(j)] = dropped(c.drop, pe, g);
            dot += dp[std::size_t(j)] * probs[pe];
          }
          for (int j = 0; j < b.tk; ++j) {
            const double ds = probs[p0 + std::size_t(i) * b.tk + j] * (dp[std::size_t(j)] - dot) * scale;
            for (int e = 0; e < dh; ++e) {
              dq[std::size_t(b.q0 + i) * d + h * dh + e] += ds * K(b.k0 + j, h, e);
              dk[std::size_t(b.k0 + j) * d + h * dh + e] += ds * Q(b.q0 + i, h, e);
            }
          }
        }
      }
    }

    auto site = this->dev().attention_site(c.blocks, heads, c.causal, true);
    ASSERT_EQ(site.prob_offsets, offsets);
    const Span q = this->put(qbuf);
    const Span kv = c.self ? q : this->put(kvbuf);
    const Span k = c.self ? q.at(std::size_t(d)) : kv,
               v = c.self ? q.at(std::size_t(2 * d)) : kv.at(std::size_t(d));
    auto context = this->dev().alloc(std::size_t(q_rows) * d), P = this->dev().alloc(probs.size());
    this->dev().attention_forward(site, q, k, v, context, P, st, scale, c.drop);
    // The gradients land in buffers of the forward layout, prefilled with garbage: the op assigns them.
    auto dqb = this->put(random_vec(std::size_t(q_rows) * st.q, 83, 50, 60));
    auto dkvb = c.self ? dqb : this->put(random_vec(std::size_t(kv_rows) * st.k, 84, 50, 60));
    const Span dQ = dqb, dK = c.self ? dqb.at(std::size_t(d)) : dkvb,
               dV = c.self ? dqb.at(std::size_t(2 * d)) : dkvb.at(std::size_t(d));
    this->dev().attention_backward(site, q, k, v, P, this->put(dctx), dQ, dK, dV, st, {st.q, st.k, st.v, 0},
                                   scale, c.drop);
    EXPECT_TRUE(close(this->get(P), probs, kSum)) << "probabilities";
    EXPECT_TRUE(close(this->get(context), ctx, kSum)) << "context";
    // Pick the gradients' columns out of their strided rows.
    const auto columns = [&](const Vec& buf, int stride, int first, int rows) {
      Vec out(std::size_t(rows) * d);
      for (int r = 0; r < rows; ++r)
        std::copy_n(buf.begin() + long(std::size_t(r) * stride + first), d,
                    out.begin() + long(std::size_t(r) * d));
      return out;
    };
    const Vec gq = this->get(dqb), gkv = c.self ? gq : this->get(dkvb);
    EXPECT_TRUE(close(columns(gq, st.q, 0, q_rows), dq, kSum)) << "dq";
    EXPECT_TRUE(close(columns(gkv, st.k, c.self ? d : 0, kv_rows), dk, kSum)) << "dk";
    EXPECT_TRUE(close(columns(gkv, st.v, c.self ? 2 * d : d, kv_rows), dv, kSum)) << "dv";
  }
}

// ---- embeddings
// --------------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, EmbedForwardAndBackward) {
  const int vocab = 11, n = 9, d = 32, max_pos = 16;
  const float scale = std::sqrt(float(d));
  const Vec table = random_vec(std::size_t(vocab) * d, 90),
            pos_table = random_vec(std::size_t(max_pos) * d, 91), dy = random_vec(std::size_t(n) * d, 92),
            dtable0 = random_vec(table.size(), 93);
  const std::vector<std::int32_t> tokens{3, 0, 10, 3, 7, 3, 1, 10, 2};  // repeats: summed rows
  const std::vector<std::int32_t> positions{0, 1, 2, 3, 0, 1, 15, 4, 5};
  for (const Dropout drop : {Dropout{}, Dropout{0.3f, 0xE111ull}}) {
    SCOPED_TRACE(testing::Message() << "dropout " << drop.p);
    auto out = this->dev().alloc(std::size_t(n) * d);
    this->dev().embed_forward(this->put(table), this->put(pos_table), this->put_ints(tokens),
                              this->put_ints(positions), out, n, d, scale, drop);
    Ref want(std::size_t(n) * d), want_dt = to_double(dtable0);
    for (int r = 0; r < n; ++r)
      for (int i = 0; i < d; ++i) {
        const std::size_t e = std::size_t(r) * d + i;
        want[e] = dropped(drop, e,
                          double(table[std::size_t(tokens[std::size_t(r)]) * d + i]) * scale +
                              pos_table[std::size_t(positions[std::size_t(r)]) * d + i]);
        want_dt[std::size_t(tokens[std::size_t(r)]) * d + i] += scale * dropped(drop, e, dy[e]);
      }
    EXPECT_TRUE(close(this->get(out), want, kElementwise));
    auto dtable = this->put(dtable0);
    this->dev().embed_backward(this->put(dy), dtable, this->put_ints(tokens), n, d, scale, drop);
    EXPECT_TRUE(close(this->get(dtable), want_dt, kElementwise));
  }
}

// ---- loss and decoding
// -------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, CrossEntropyGivesPaddingNoSmoothingMass) {
  const int n = 6, vocab = 37;
  const float eps = 0.1f, grad_scale = 0.25f;
  const Vec logits = random_vec(std::size_t(n) * vocab, 100, -4, 4);
  const std::vector<std::int32_t> targets{5, 0, 36, 3, 17, 3};
  for (const int pad_id : {0, 3})
    for (const bool want_grad : {false, true}) {
      SCOPED_TRACE(testing::Message() << "pad id " << pad_id << (want_grad ? ", gradient" : ""));
      Ref want_loss(std::size_t(2 * n)), want_grad_z(logits.size());
      const double off = double(eps) / (vocab - 1);
      for (int r = 0; r < n; ++r) {
        const float* z = logits.data() + std::size_t(r) * vocab;
        double mx = -1e300, sum = 0;
        for (int c = 0; c < vocab; ++c) mx = std::max(mx, double(z[c]));
        for (int c = 0; c < vocab; ++c) sum += std::exp(z[c] - mx);
        const double lse = mx + std::log(sum);
        const int t = targets[std::size_t(r)];
        double smooth = 0;
        for (int c = 0; c < vocab; ++c)
          if (c != pad_id) smooth += z[c] - lse;
        want_loss[std::size_t(2 * r)] = -(1 - double(eps)) * (z[t] - lse) - off * smooth;
        want_loss[std::size_t(2 * r + 1)] = -(z[t] - lse);
        for (int c = 0; c < vocab; ++c)
          want_grad_z[std::size_t(r) * vocab + c] =
              grad_scale *
              (std::exp(z[c] - lse) - (c == t ? 1 - double(eps) : 0.0) - (c != pad_id ? off : 0.0));
      }
      auto z = this->put(logits), losses = this->dev().alloc(std::size_t(2 * n));
      this->dev().cross_entropy(z, this->put_ints(targets), losses, n, vocab, pad_id, eps, grad_scale,
                                want_grad);
      EXPECT_TRUE(close(this->get(losses), want_loss, kSum));
      if (want_grad) {
        EXPECT_TRUE(close(this->get(z), want_grad_z, kSum));
      }
    }
}

TYPED_TEST(DeviceOps, LogSoftmaxInPlace) {
  const int n = 4, vocab = 301;
  const Vec logits = random_vec(std::size_t(n) * vocab, 110, -8, 8);
  Ref want(logits.size());
  for (int r = 0; r < n; ++r) {
    double mx = -1e300, sum = 0;
    for (int c = 0; c < vocab; ++c) mx = std::max(mx, double(logits[std::size_t(r) * vocab + c]));
    for (int c = 0; c < vocab; ++c) sum += std::exp(logits[std::size_t(r) * vocab + c] - mx);
    for (int c = 0; c < vocab; ++c)
      want[std::size_t(r) * vocab + c] = logits[std::size_t(r) * vocab + c] - mx - std::log(sum);
  }
  auto z = this->put(logits);
  this->dev().log_softmax(z, n, vocab);
  EXPECT_TRUE(close(this->get(z), want, kSum));
}

// ---- optimiser
// ---------------------------------------------------------------------------------------------

TYPED_TEST(DeviceOps, AdamUpdatesTheFirstCountElements) {
  const std::size_t n = 1000, count = 777;
  const Vec p0 = random_vec(n, 120), g = random_vec(n, 121), m0 = random_vec(n, 122, -0.1f, 0.1f),
            v0 = random_vec(n, 123, 0.0f, 0.01f);
  const float b1 = 0.9f, b2 = 0.98f, eps = 1e-9f, wd = 0.01f, lr = 1e-3f, gs = 0.5f,
              c1 = 1 / (1 - 0.9f * 0.9f), c2 = 1 / (1 - 0.98f * 0.98f);
  auto p = this->put(p0), m = this->put(m0), v = this->put(v0);
  this->dev().adam(p, this->put(g), m, v, count, b1, b2, eps, wd, lr, gs, c1, c2);
  Ref want_p = to_double(p0), want_m = to_double(m0), want_v = to_double(v0);
  for (std::size_t i = 0; i < count; ++i) {
    const double gi = double(g[i]) * gs;
    want_m[i] = b1 * double(m0[i]) + (1 - double(b1)) * gi;
    want_v[i] = b2 * double(v0[i]) + (1 - double(b2)) * gi * gi;
    want_p[i] = p0[i] - lr * (want_m[i] * c1 / (std::sqrt(want_v[i] * c2) + eps) + wd * double(p0[i]));
  }
  EXPECT_TRUE(close(this->get(m), want_m, kElementwise));
  EXPECT_TRUE(close(this->get(v), want_v, kElementwise));
  EXPECT_TRUE(close(this->get(p), want_p, kElementwise));
}

TYPED_TEST(DeviceOps, SumSquares) {
  for (const std::size_t n : {std::size_t(1), std::size_t(1000), std::size_t(100003)}) {
    const Vec x = random_vec(n, 130 + n);
    double want = 0;
    for (float v : x) want += double(v) * v;
    EXPECT_NEAR(this->dev().sum_squares(this->put(x)), want, 1e-5 * want) << n << " elements";
  }
}

// Decoding's caches are allocated for the longest possible translation; the CPU device must not touch (and
// so back) that memory before decoding writes it: 256 MB allocated leave the resident size nearly alone.
// (AddressSanitizer's allocator keeps its own books, so the figure means nothing there.)
std::size_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::size_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * 4096;
}

TEST(CpuDeviceMemory, StorageIsBackedOnlyWhereWritten) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer's allocator";
#else
  const auto dev = make_cpu_device(device_config());
  const std::size_t before = resident_bytes();
  auto storage = dev->allocate(std::size_t(64) << 20);
  ASSERT_EQ(storage.span().size(), std::size_t(64) << 20);
  float* p = storage.span().f32();
  for (std::size_t i = 0; i < 1000; ++i) p[i * 4096] = float(i);  // one page in sixteen
  const std::size_t grown = resident_bytes() - std::min(before, resident_bytes());
  EXPECT_LT(grown, std::size_t(64) << 20) << "allocate() wrote the storage's pages before use";
  EXPECT_EQ(p[999 * 4096], 999.0f);
#endif
}

}  // namespace
}  // namespace attn
