// Every Vulkan kernel against the CPU reference kernel on random data, including odd sizes (1, 7, 33, 129),
// with NaN checks and guard regions around every device buffer to catch out-of-bounds writes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "backend/cpu/kernels.h"
#include "util/random.h"
#include "vulkan_test_util.h"

namespace attn {
namespace {

using vktest::DeviceScratch;
using vktest::nmse;
using vktest::random_vector;

class VulkanKernels : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    backend_ = new vk::VulkanBackend(vktest::small_config(), vktest::vulkan_device_index());
  }
  static void TearDownTestSuite() {
    delete backend_;
    backend_ = nullptr;
  }
  void SetUp() override { s_ = std::make_unique<DeviceScratch>(*backend_); }
  void TearDown() override { EXPECT_TRUE(s_->guards_intact()) << "a kernel wrote outside its buffer"; }

  static vk::VulkanBackend* backend_;
  std::unique_ptr<DeviceScratch> s_;
};
vk::VulkanBackend* VulkanKernels::backend_ = nullptr;

struct LinearShape {
  int n, in, out;
};
const LinearShape kShapes[] = {{1, 7, 33},   {7, 33, 129},  {33, 129, 7},
                               {129, 1, 65}, {40, 512, 96}, {3, 64, 129}};

TEST_F(VulkanKernels, LinearForwardAndBackwardMatchCpu) {
  for (const auto& sh : kShapes) {
    SCOPED_TRACE(testing::Message() << "n=" << sh.n << " in=" << sh.in << " out=" << sh.out);
    const auto x = random_vector(std::size_t(sh.n) * sh.in, 1);
    const auto w = random_vector(std::size_t(sh.out) * sh.in, 2);
    const auto b = random_vector(std::size_t(sh.out), 3);
    const auto dy = random_vector(std::size_t(sh.n) * sh.out, 4);
    const auto dx0 = random_vector(std::size_t(sh.n) * sh.in, 5);
    const auto dw0 = random_vector(w.size(), 6);
    const auto db0 = random_vector(b.size(), 7);
    std::vector<float> y(std::size_t(sh.n) * sh.out), dx = dx0, dw = dw0, db = db0;
    cpu::linear_forward(x.data(), w.data(), b.data(), y.data(), sh.n, sh.in, sh.out);
    cpu::linear_backward(x.data(), w.data(), dy.data(), dx.data(), dw.data(), db.data(), sh.n, sh.in, sh.out,
                         true);

    auto X = s_->upload(x), Wt = s_->upload(w), B = s_->upload(b), DY = s_->upload(dy);
    auto Y = s_->zeros(y.size()), DX = s_->upload(dx0), DW = s_->upload(dw0), DB = s_->upload(db0);
    s_->ops().linear_forward(X, Wt, B, Y, sh.n, sh.in, sh.out);
    s_->ops().linear_backward(X, Wt, DY, DX, DW, DB, sh.n, sh.in, sh.out, true);
    s_->run();
    const auto gy = s_->download(Y), gdx = s_->download(DX), gdw = s_->download(DW), gdb = s_->download(DB);
    ASSERT_TRUE(vktest::all_finite(gy) && vktest::all_finite(gdx) && vktest::all_finite(gdw));
    EXPECT_LE(nmse(y, gy), 5e-6);
    EXPECT_LE(nmse(dx, gdx), 5e-6);
    EXPECT_LE(nmse(dw, gdw), 5e-6);
    EXPECT_LE(nmse(db, gdb), 1e-6);
  }
}

TEST_F(VulkanKernels, SharedMemoryTiledMatmulMatchesCpu) {
  // The GPU kernel, forced on this device: forward, backward and the fused FFN epilogue, in the shapes Ops
  // chooses from device limits (256 or 128 invocations, K-slices of 32, 16 or 8).
  backend_->device().use_tiled_matmul(true);
  const auto chosen = backend_->device().tiled_matmul_shape();
  for (const auto& [wg, bk] : {std::pair{256, 32}, std::pair{128, 16}, std::pair{256, 8}})
    for (const auto& sh : kShapes) {
      backend_->device().set_tiled_matmul_shape(wg, bk);
      SCOPED_TRACE(testing::Message() << "workgroup " << wg << " BK " << bk << " n=" << sh.n
                                      << " in=" << sh.in << " out=" << sh.out);
      const auto x = random_vector(std::size_t(sh.n) * sh.in, 101),
                 w = random_vector(std::size_t(sh.out) * sh.in, 102);
      const auto b = random_vector(std::size_t(sh.out), 103),
                 dy = random_vector(std::size_t(sh.n) * sh.out, 104);
      std::vector<float> u(std::size_t(sh.n) * sh.out), a(u.size()), dx(x.size()), dw(w.size(), 0.0f);
      cpu::linear_forward(x.data(), w.data(), b.data(), u.data(), sh.n, sh.in, sh.out);
      cpu::activation_forward(Activation::kGelu, u.data(), a.data(), u.size());
      cpu::linear_backward(x.data(), w.data(), dy.data(), dx.data(), dw.data(), nullptr, sh.n, sh.in, sh.out,
                           false);
      auto X = s_->upload(x), Wt = s_->upload(w), U = s_->zeros(u.size()), A = s_->zeros(a.size());
      auto DX = s_->zeros(dx.size()), DW = s_->zeros(dw.size()), DY = s_->upload(dy);
      s_->ops().ffn_up(X, Wt, s_->upload(b), U, A, sh.n, sh.in, sh.out, Activation::kGelu, {});
      s_->ops().linear_backward(X, Wt, DY, DX, DW, {}, sh.n, sh.in, sh.out, false);
      s_->run();
      EXPECT_LE(nmse(u, s_->download(U)), 5e-6);
      EXPECT_LE(nmse(a, s_->download(A)), 5e-6);
      EXPECT_LE(nmse(dx, s_->download(DX)), 5e-6);
      EXPECT_LE(nmse(dw, s_->download(DW)), 5e-6);
    }
  backend_->device().use_tiled_matmul(false);
  backend_->device().set_tiled_matmul_shape(chosen.first, chosen.second);
}

TEST_F(VulkanKernels, TexelMatmulEveryLayoutMatchesCpu) {
  // matmul_texel.comp (CPU devices; elsewhere the same products take the other kernels): forward, dx and dW
  // are its layouts 0, 1 and 2 when operands are 16-byte aligned with sizes in multiples of 4, and layout 3
  // (one element per fetch) when a view starts one element in or a size is odd. Up to 8 rows, the forward
  // product is linear_rows_texel.comp (one pipeline per row count).
  const LinearShape shapes[] = {{64, 128, 96}, {37, 36, 20}, {9, 68, 132},
                                {5, 7, 3},     {8, 132, 20}, {1, 256, 37}};
  for (const auto& sh : shapes)
    for (int shift : {0, 1}) {
      SCOPED_TRACE(testing::Message()
                   << "n=" << sh.n << " in=" << sh.in << " out=" << sh.out << " shift=" << shift);
      const auto x = random_vector(std::size_t(sh.n) * sh.in, 31),
                 w = random_vector(std::size_t(sh.out) * sh.in, 32);
      const auto dy = random_vector(std::size_t(sh.n) * sh.out, 33);
      std::vector<float> y(std::size_t(sh.n) * sh.out), dx(x.size()), dw(w.size(), 0.0f);
      cpu::linear_forward(x.data(), w.data(), nullptr, y.data(), sh.n, sh.in, sh.out);
      cpu::linear_backward(x.data(), w.data(), dy.data(), dx.data(), dw.data(), nullptr, sh.n, sh.in, sh.out,
                           false);
      // A view `shift` elements into its upload.
      const auto shifted = [&](const std::vector<float>& v) {
        std::vector<float> padded(std::size_t(shift), 0.0f);
        padded.insert(padded.end(), v.begin(), v.end());
        return s_->upload(padded).at(std::size_t(shift));
      };
      auto X = shifted(x), Wt = shifted(w), DY = shifted(dy);
      auto Y = s_->zeros(y.size()), DX = s_->zeros(dx.size()), DW = s_->zeros(dw.size());
      s_->ops().linear_forward(X, Wt, {}, Y, sh.n, sh.in, sh.out);
      s_->ops().linear_backward(X, Wt, DY, DX, DW, {}, sh.n, sh.in, sh.out, false);
      s_->run();
      EXPECT_LE(nmse(y, s_->download(Y)), 5e-6);
      EXPECT_LE(nmse(dx, s_->download(DX)), 5e-6);
      EXPECT_LE(nmse(dw, s_->download(DW)), 5e-6);
    }
}

TEST_F(VulkanKernels, LongReductionMatmul) {
  // A long K (the gradient of a weight over many rows) within the looser 5e-4 bound for long reductions.
  const int n = 2049, in = 33, out = 17;
  const auto x = random_vector(std::size_t(n) * in, 11), dy = random_vector(std::size_t(n) * out, 12);
  const auto w = random_vector(std::size_t(out) * in, 13);
  std::vector<float> dw(w.size(), 0.0f), dx(x.size());
  cpu::linear_backward(x.data(), w.data(), dy.data(), dx.data(), dw.data(), nullptr, n, in, out, false);
  auto X = s_->upload(x), DY = s_->upload(dy), Wt = s_->upload(w), DW = s_->zeros(dw.size());
  s_->ops().linear_backward(X, Wt, DY, {}, DW, {}, n, in, out, false);
  s_->run();
  EXPECT_LE(nmse(dw, s_->download(DW)), 5e-4);
}

TEST_F(VulkanKernels, BatchedStridedMatmul) {
  // Per-head products A_h[M,K] B_h^T with heads interleaved in the rows (the multi-head layout).
  const int heads = 3, M = 7, N = 9, K = 5, ld = heads * K;
  const auto a = random_vector(std::size_t(M) * ld, 21), b = random_vector(std::size_t(N) * ld, 22);
  std::vector<float> c(std::size_t(heads) * M * N);
  for (int h = 0; h < heads; ++h)
    for (int m = 0; m < M; ++m)
      for (int n = 0; n < N; ++n) {
        float acc = 0;
        for (int k = 0; k < K; ++k)
          acc += a[std::size_t(m) * ld + h * K + k] * b[std::size_t(n) * ld + h * K + k];
        c[std::size_t(h) * M * N + std::size_t(m) * N + n] = acc;
      }
  vk::MatmulArgs m;
  m.a = s_->upload(a), m.b = s_->upload(b), m.c = s_->zeros(c.size());
  m.M = M, m.N = N, m.K = K, m.sam = ld, m.sak = 1, m.sbk = 1, m.sbn = ld, m.ldc = N;
  m.batch = heads, m.bsa = K, m.bsb = K, m.bsc = M * N;
  s_->ops().matmul(m);
  s_->run();
  EXPECT_LE(nmse(c, s_->download(m.c)), 1e-6);
}

TEST_F(VulkanKernels, FusedActivationEpiloguesMatchCpu) {
  for (Activation act : {Activation::kRelu, Activation::kSwish, Activation::kGelu}) {
    SCOPED_TRACE(std::string(to_string(act)));
    const int n = 33, in = 7, out = 129;
    const auto x = random_vector(std::size_t(n) * in, 31), w = random_vector(std::size_t(out) * in, 32);
    const auto b = random_vector(std::size_t(out), 33);
    std::vector<float> u(std::size_t(n) * out), a(u.size());
    cpu::linear_forward(x.data(), w.data(), b.data(), u.data(), n, in, out);
    cpu::activation_forward(act, u.data(), a.data(), u.size());
    auto U = s_->zeros(u.size()), A = s_->zeros(a.size());
    s_->ops().ffn_up(s_->upload(x), s_->upload(w), s_->upload(b), U, A, n, in, out, act, {});
    // Backward through a down-projection W2[in2, out]: d_u = act'(u) * (dy W2).
    const int in2 = 7;
    const auto w2 = random_vector(std::size_t(in2) * out, 34), dy = random_vector(std::size_t(n) * in2, 35);
    std::vector<float> du(u.size());
    cpu::linear_backward(a.data(), w2.data(), dy.data(), du.data(), std::vector<float>(w2.size()).data(),
                         nullptr, n, out, in2, false);
    cpu::activation_backward(act, u.data(), a.data(), du.data(), du.size());
    auto DU = s_->zeros(du.size());
    s_->ops().ffn_down_backward(s_->upload(dy), s_->upload(w2), s_->upload(u), DU, n, out, in2, act, {});
    s_->run();
    EXPECT_LE(nmse(u, s_->download(U)), 1e-6);
    EXPECT_LE(nmse(a, s_->download(A)), 1e-6);
    EXPECT_LE(nmse(du, s_->download(DU)), 1e-6);
  }
}

TEST_F(VulkanKernels, LayerNormForwardAndBackwardMatchCpu) {
  for (int d : {1, 7, 33, 129}) {
    for (int n : {1, 7, 33}) {
      SCOPED_TRACE(testing::Message() << "n=" << n << " d=" << d);
      const auto x = random_vector(std::size_t(n) * d, 41, 3.0f), s = random_vector(x.size(), 42);
      const auto g = random_vector(std::size_t(d), 43), be = random_vector(std::size_t(d), 44);
      // Post-LN fused residual: LN(x + s).
      std::vector<float> sum(x.size());
      for (std::size_t i = 0; i < x.size(); ++i) sum[i] = s[i] + x[i];
      std::vector<float> y(x.size()), xhat(x.size()), rstd(static_cast<std::size_t>(n));
      cpu::layer_norm_forward(sum.data(), g.data(), be.data(), y.data(), xhat.data(), rstd.data(), n, d,
                              1e-5f);
      auto Y = s_->zeros(y.size()), XH = s_->zeros(xhat.size()), RS = s_->zeros(rstd.size());
      auto G = s_->upload(g);
      s_->ops().layer_norm_forward(s_->upload(x), s_->upload(s), G, s_->upload(be), Y, XH, RS, n, d, 1e-5f,
                                   {});
      const auto dy = random_vector(x.size(), 45), dx0 = random_vector(x.size(), 46);
      const auto dg0 = random_vector(std::size_t(d), 47), db0 = random_vector(std::size_t(d), 48);
      std::vector<float> dx = dx0, dg = dg0, db = db0;
      cpu::layer_norm_backward(dy.data(), xhat.data(), rstd.data(), g.data(), dx.data(), dg.data(), db.data(),
                               n, d, true);
      auto DX = s_->upload(dx0), DG = s_->upload(dg0), DB = s_->upload(db0);
      s_->ops().layer_norm_backward(s_->upload(dy), s_->upload(xhat), s_->upload(rstd), G, DX, DG, DB, n, d,
                                    true, {}, {}, {});
      s_->run();
      const auto gy = s_->download(Y);
      ASSERT_TRUE(vktest::all_finite(gy));
      EXPECT_LE(nmse(y, gy), 1e-6);
      EXPECT_LE(nmse(rstd, s_->download(RS)), 1e-6);
      EXPECT_LE(nmse(dx, s_->download(DX)), 1e-6);
      EXPECT_LE(nmse(dg, s_->download(DG)), 1e-6);
      EXPECT_LE(nmse(db, s_->download(DB)), 1e-6);
    }
  }
}

// Packed sentences of odd lengths, self (causal or not) and cross attention, forward and backward. A head
// size of 5 takes the device-address kernels everywhere; 8 (rows of whole texels) takes the *_texel
// kernels on CPU devices.
void check_attention(DeviceScratch& s, bool causal, bool cross, float dropout, int dh = 5) {
  const int H = 3, d = H * dh;
  const std::vector<int> qlen = {1, 7, 33}, klen = cross ? std::vector<int>{4, 1, 9} : qlen;
  std::vector<int> qoff{0}, koff{0};
  for (std::size_t i = 0; i < qlen.size(); ++i) {
    qoff.push_back(qoff.back() + qlen[i]);
    koff.push_back(koff.back() + klen[i]);
  }
  const int nq = qoff.back(), nk = koff.back();
  const auto q = random_vector(std::size_t(nq) * d, 51, 2.0f),
             k = random_vector(std::size_t(nk) * d, 52, 2.0f);
  const auto v = random_vector(std::size_t(nk) * d, 53), dout = random_vector(std::size_t(nq) * d, 54);
  std::vector<int> poff{0};
  for (std::size_t i = 0; i < qlen.size(); ++i) poff.push_back(poff.back() + H * qlen[i] * klen[i]);
  const std::size_t nprobs = std::size_t(poff.back());
  const std::uint64_t seed = 99;
  const std::uint32_t stream = 5;
  std::vector<std::uint8_t> mask(nprobs, 1);
  if (dropout > 0) {
    std::vector<float> ones(nprobs, 1.0f);
    cpu::dropout_forward(ones.data(), mask.data(), nprobs, dropout, seed, stream);
  }
  std::vector<float> probs(nprobs), out(std::size_t(nq) * d), dq(q.size(), 0.0f), dk(k.size(), 0.0f),
      dv(v.size(), 0.0f);
  const float scale = 1.0f / std::sqrt(float(dh));
  for (std::size_t sent = 0; sent < qlen.size(); ++sent)
    for (int h = 0; h < H; ++h) {
      const int tq = qlen[sent], tk = klen[sent];
      const std::size_t p0 = std::size_t(poff[sent]) + std::size_t(h) * tq * tk;
      cpu::AttentionShape shape{tq, tk, dh, d, d, d, d, causal, scale};
      const std::size_t qo = std::size_t(qoff[sent]) * d + h * dh, ko = std::size_t(koff[sent]) * d + h * dh;
      cpu::attention_forward(shape, q.data() + qo, k.data() + ko, v.data() + ko, probs.data() + p0,
                             out.data() + qo, dropout > 0 ? mask.data() + p0 : nullptr, dropout);
      std::vector<float> tmp(std::size_t(tq) * tk);
      cpu::attention_backward(shape, q.data() + qo, k.data() + ko, v.data() + ko, probs.data() + p0,
                              dout.data() + qo, dq.data() + qo, dk.data() + ko, dv.data() + ko, tmp.data(),
                              dropout > 0 ? mask.data() + p0 : nullptr, dropout);
    }
  // Device tables, built as the backend builds them.
  std::vector<std::int32_t> qt, kt;
  for (std::size_t sent = 0; sent < qlen.size(); ++sent) {
    const int tq = qlen[sent], tk = klen[sent], off = tk - tq;
    for (int i = 0; i < tq; ++i)
      qt.insert(qt.end(),
                {koff[sent], tk, causal ? std::min(tk, i + off + 1) : tk, poff[sent] + i * tk, tq * tk});
    for (int j = 0; j < tk; ++j)
      kt.insert(kt.end(), {qoff[sent], tq, poff[sent] + j, tk, tq * tk, causal ? std::max(0, j - off) : 0});
  }
  vk::Dropout drop{dropout, dropout > 0 ? vk::dropout_key(seed, stream) : 0};
  vk::AttentionArgs a;
  a.q = s.upload(q), a.k = s.upload(k), a.v = s.upload(v), a.out = s.zeros(out.size()),
  a.probs = s.zeros(nprobs);
  a.table = s.upload_ints(qt);
  a.rows = nq, a.heads = H, a.dh = dh, a.q_stride = a.k_stride = a.v_stride = a.out_stride = d;
  a.scale = scale;
  a.dropout = drop;
  s.ops().attention_forward(a);
  vk::AttentionBackwardArgs b;
  b.q = a.q, b.k = a.k, b.v = a.v, b.probs = a.probs, b.dout = s.upload(dout), b.ds = s.zeros(nprobs);
  b.dq = s.zeros(dq.size()), b.dk = s.zeros(dk.size()), b.dv = s.zeros(dv.size());
  b.query_table = a.table, b.key_table = s.upload_ints(kt);
  b.query_rows = nq, b.key_rows = nk, b.heads = H, b.dh = dh;
  b.q_stride = b.k_stride = b.v_stride = b.out_stride = b.dq_stride = b.dk_stride = b.dv_stride = d;
  b.scale = scale;
  b.dropout = drop;
  s.ops().attention_backward(b);
  s.run();
  const auto gp = s.download(a.probs), go = s.download(a.out);
  ASSERT_TRUE(vktest::all_finite(gp) && vktest::all_finite(go));
  EXPECT_LE(nmse(probs, gp), 1e-6);
  EXPECT_LE(nmse(out, go), 1e-6);
  EXPECT_LE(nmse(dq, s.download(b.dq)), 1e-6);
  EXPECT_LE(nmse(dk, s.download(b.dk)), 1e-6);
  EXPECT_LE(nmse(dv, s.download(b.dv)), 1e-6);
}

TEST_F(VulkanKernels, SelfAttentionMatchesCpu) { check_attention(*s_, false, false, 0.0f); }
TEST_F(VulkanKernels, CausalAttentionMatchesCpu) { check_attention(*s_, true, false, 0.0f); }
TEST_F(VulkanKernels, CrossAttentionMatchesCpu) { check_attention(*s_, false, true, 0.0f); }
TEST_F(VulkanKernels, AttentionDropoutMasksMatchCpuBitForBit) { check_attention(*s_, true, false, 0.25f); }

TEST_F(VulkanKernels, AttentionThroughTexelsMatchesCpu) {
  auto& prof = backend_->profiler();
  prof.set_enabled(true);
  prof.clear();
  {
    SCOPED_TRACE("self");
    check_attention(*s_, false, false, 0.0f, 8);
  }
  {
    SCOPED_TRACE("causal, dropout");
    check_attention(*s_, true, false, 0.25f, 8);
  }
  {
    SCOPED_TRACE("cross");
    check_attention(*s_, false, true, 0.0f, 8);
  }
  const auto stats = prof.stats();
  prof.set_enabled(false);
  if (backend_->context().limits().cpu_device) {  // where the texel kernels are used
    for (const char* name : {"attention_fwd_texel", "attention_bwd_q_texel", "attention_bwd_kv_texel"})
      EXPECT_EQ(stats.count(name), 1u) << name << " did not run";
  }
}

TEST_F(VulkanKernels, CrossEntropyMatchesCpu) {
  for (int V : {7, 33, 129, 8000}) {
    const int n = 9;
    const int pad = V == 33 ? V - 1 : 0;  // Marian's pad is the last id
    SCOPED_TRACE(V);
    auto z = random_vector(std::size_t(n) * V, 61, 4.0f);
    std::vector<std::int32_t> t(static_cast<std::size_t>(n));
    Rng rng(62);
    for (auto& x : t) x = std::int32_t(rng.below(std::uint64_t(V)));
    auto Z = s_->upload(z), L = s_->zeros(std::size_t(n) * 2);
    s_->ops().cross_entropy(Z, s_->upload_ints(t), L, n, V, pad, 0.1f, 0.5f, true);
    s_->run();
    double loss = 0, nll = 0;
    cpu::softmax_cross_entropy(z.data(), t.data(), n, V, pad, 0.1f, 0.5f, &loss, &nll, true);
    const auto gl = s_->download(L);
    double gloss = 0, gnll = 0;
    for (int r = 0; r < n; ++r) gloss += gl[std::size_t(2 * r)], gnll += gl[std::size_t(2 * r + 1)];
    EXPECT_NEAR(gloss, loss, 1e-5 * std::abs(loss));
    EXPECT_NEAR(gnll, nll, 1e-5 * std::abs(nll));
    EXPECT_LE(nmse(z, s_->download(Z)), 1e-6);
  }
}

TEST_F(VulkanKernels, LogSoftmaxMatchesCpu) {
  const int n = 3, V = 129;
  auto z = random_vector(std::size_t(n) * V, 63, 4.0f);
  auto Z = s_->upload(z);
  s_->ops().log_softmax(Z, n, V);
  s_->run();
  cpu::log_softmax_rows(z.data(), n, V);
  EXPECT_LE(nmse(z, s_->download(Z)), 1e-6);
}

TEST_F(VulkanKernels, AdamAndGradientNormMatchCpu) {
  const std::size_t n = 1029;
  auto p = random_vector(n, 71), g = random_vector(n, 72), m = random_vector(n, 73, 0.1f);
  auto v = random_vector(n, 74, 0.1f);
  for (auto& x : v) x = std::abs(x);
  auto P = s_->upload(p), G = s_->upload(g), M = s_->upload(m), Vv = s_->upload(v);
  const float b1 = 0.9f, b2 = 0.98f, eps = 1e-9f, wd = 0.01f, lr = 1e-3f, gs = 0.5f;
  const float c1 = 1.0f / (1.0f - std::pow(b1, 3.0f)), c2 = 1.0f / (1.0f - std::pow(b2, 3.0f));
  s_->ops().adam(P, G, M, Vv, n, b1, b2, eps, wd, lr, gs, c1, c2);
  auto partial = s_->zeros(256);
  s_->ops().sum_squares(G, partial);
  s_->run();
  double norm = 0;
  for (float x : g) norm += double(x) * x;
  double gnorm = 0;
  for (float x : s_->download(partial)) gnorm += x;
  EXPECT_NEAR(std::sqrt(gnorm), std::sqrt(norm), 1e-5 * std::sqrt(norm));
  for (std::size_t i = 0; i < n; ++i) {
    const float gi = g[i] * gs;
    m[i] = b1 * m[i] + (1.0f - b1) * gi;
    v[i] = b2 * v[i] + (1.0f - b2) * gi * gi;
    p[i] -= lr * ((m[i] * c1) / (std::sqrt(v[i] * c2) + eps) + wd * p[i]);
  }
  EXPECT_LE(nmse(p, s_->download(P)), 1e-10);
  EXPECT_LE(nmse(m, s_->download(M)), 1e-12);
  EXPECT_LE(nmse(v, s_->download(Vv)), 1e-12);
}

TEST_F(VulkanKernels, EmbeddingGatherAndScatterAddMatchCpuLoops) {
  const int V = 33, d = 7, n = 129;
  const auto table = random_vector(std::size_t(V) * d, 81), pos = random_vector(std::size_t(64) * d, 82);
  std::vector<std::int32_t> tokens(static_cast<std::size_t>(n)), positions(static_cast<std::size_t>(n));
  Rng rng(83);
  for (int r = 0; r < n; ++r)
    tokens[std::size_t(r)] = std::int32_t(rng.below(V)), positions[std::size_t(r)] = r % 64;
  std::vector<float> out(std::size_t(n) * d);
  const float scale = 2.5f;
  for (int r = 0; r < n; ++r)
    for (int i = 0; i < d; ++i)
      out[std::size_t(r) * d + i] = table[std::size_t(tokens[std::size_t(r)]) * d + i] * scale +
                                    pos[std::size_t(positions[std::size_t(r)]) * d + i];
  auto Out = s_->zeros(out.size());
  s_->ops().embed_forward(s_->upload(table), s_->upload(pos), s_->upload_ints(tokens),
                          s_->upload_ints(positions), Out, n, d, scale, {});
  // Scatter-add: rows grouped by token, as the backend groups them.
  const auto g = random_vector(out.size(), 84);
  auto dE = random_vector(table.size(), 85);
  auto DE = s_->upload(dE);
  std::vector<std::int32_t> groups, rows;
  for (int t = 0; t < V; ++t) {
    const int begin = int(rows.size());
    for (int r = 0; r < n; ++r)
      if (tokens[std::size_t(r)] == t) rows.push_back(r);
    if (int(rows.size()) > begin) groups.insert(groups.end(), {t, begin, int(rows.size())});
  }
  s_->ops().embed_backward(s_->upload(g), DE, s_->upload_ints(groups), s_->upload_ints(rows),
                           int(groups.size() / 3), d, scale, {});
  s_->run();
  for (int r = 0; r < n; ++r)
    for (int i = 0; i < d; ++i)
      dE[std::size_t(tokens[std::size_t(r)]) * d + i] += g[std::size_t(r) * d + i] * scale;
  EXPECT_LE(nmse(out, s_->download(Out)), 1e-12);
  EXPECT_LE(nmse(dE, s_->download(DE)), 1e-12);
}

TEST_F(VulkanKernels, DropoutMatchesCpuMaskAndRate) {
  // The device recomputes the CPU's counter-based mask bit for bit; the drop rate is p.
  const std::size_t n = 100003;
  const float p = 0.3f;
  std::vector<float> x = random_vector(n, 91), cpu_x = x;
  std::vector<std::uint8_t> mask(n);
  cpu::dropout_forward(cpu_x.data(), mask.data(), n, p, 1234, 17);
  auto X = s_->upload(x), Y = s_->zeros(n);
  s_->ops().dropout_backward(X, Y, n, {p, vk::dropout_key(1234, 17)});  // the same y = keep ? x / (1-p) : 0
  s_->run();
  const auto y = s_->download(Y);
  EXPECT_EQ(y, cpu_x);
  std::size_t dropped = 0;
  for (float v : y) dropped += v == 0.0f;
  const double rate = double(dropped) / double(n);
  EXPECT_NEAR(rate, p, 4 * std::sqrt(p * (1 - p) / double(n)));
}

}  // namespace
}  // namespace attn

namespace attn {
namespace {

// Not a correctness test: reports the matmul kernel's throughput on this device (timestamp queries), so that
// CI logs show the figure. 256 x 512 x 512 takes well under a second on lavapipe.
TEST_F(VulkanKernels, MatmulThroughputReport) {
  const int n = 256, in = 512, out = 512;
  auto X = s_->upload(random_vector(std::size_t(n) * in, 1)),
       Wt = s_->upload(random_vector(std::size_t(out) * in, 2));
  auto Y = s_->zeros(std::size_t(n) * out);
  std::vector<float> dw(std::size_t(out) * in);
  auto DW = s_->zeros(dw.size());
  // Once untimed: llvmpipe compiles a pipeline at its first dispatch, inside the command buffer.
  s_->ops().linear_forward(X, Wt, {}, Y, n, in, out);
  s_->ops().linear_backward(X, Wt, Y, {}, DW, {}, n, in, out, false);
  s_->run();
  auto& prof = backend_->profiler();
  prof.set_enabled(true);
  prof.clear();
  for (int i = 0; i < 3; ++i) s_->ops().linear_forward(X, Wt, {}, Y, n, in, out);
  s_->run();
  s_->ops().linear_backward(X, Wt, Y, {}, DW, {}, n, in, out, false);
  s_->run();
  const auto stats = prof.stats();
  prof.set_enabled(false);
  // The matmul kernels (matmul, matmul_ssbo, matmul_vec4_ssbo: whichever the device and layout get).
  double flops = 0, ns = 0;
  for (const auto& [name, k] : stats)
    if (name.rfind("matmul", 0) == 0) {
      std::printf("%s: %lld calls, %.2f ms, %.2f GFLOP/s\n", name.c_str(), static_cast<long long>(k.calls),
                  k.ns * 1e-6, k.flops / k.ns);
      flops += k.flops, ns += k.ns;
    }
  ASSERT_GT(ns, 0.0);
  const double gflops = flops / ns;
  RecordProperty("matmul_gflops", std::to_string(gflops));
  EXPECT_GT(gflops, 0.0);
}

}  // namespace
}  // namespace attn
