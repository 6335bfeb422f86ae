// Divergence-check mode. Before a kernel runs, pending work is submitted and every view it reads or writes
// is copied to the host; the kernel then runs alone, and a host reference (the CPU kernels where their
// shape fits, else a plain C++ port of the shader's arithmetic) recomputes its outputs from the copies. The
// first output that differs (NaN where the reference has none, or NMSE above the tolerance) throws
// attn::Error naming the kernel.
#include "backend/vulkan/vulkan_check.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <string>
#include <vector>

#include "attention/error.h"
#include "backend/cpu/kernels.h"
#include "backend/vulkan/vulkan_backend.h"
#include "backend/vulkan/vulkan_push_constants.h"
#include "util/random.h"

namespace attn::vk {

namespace {

bool keep(std::uint64_t key, std::uint32_t index, float p) {
  return float(splitmix64(key + index) >> 40) * (1.0f / 16777216.0f) >= p;
}

Activation activation_of(std::uint32_t bits) {
  return bits == 1 ? Activation::kSwish : bits == 2 ? Activation::kGelu : Activation::kRelu;
}

// Host copies of the device memory a kernel touches, looked up by device address.
class HostMemory {
 public:
  struct Region {
    VkDeviceAddress begin, end;
    DSpan span;
    std::vector<float> data;
  };
  std::vector<Region> regions;

  float* f(VkDeviceAddress a) {
    for (auto& r : regions)
      if (a >= r.begin && a < r.end) return r.data.data() + (a - r.begin) / 4;
    throw Error("Vulkan divergence check: a kernel used memory it did not declare");
  }
  std::int32_t* i(VkDeviceAddress a) { return reinterpret_cast<std::int32_t*>(f(a)); }
};

class Checker final : public DispatchObserver {
 public:
  explicit Checker(VulkanBackend& b) : b_(b) {}

  void before(const char*, std::initializer_list<DSpan> reads, std::initializer_list<DSpan> writes) override {
    Recorder& rec = b_.recorder();
    rec.submit_and_wait();
    // Merge overlapping views (q|k|v of one buffer, in-place outputs) into disjoint regions.
    std::vector<DSpan> spans;
    for (const auto& s : reads)
      if (s) spans.push_back(s);
    for (const auto& s : writes)
      if (s) spans.push_back(s);
    std::sort(spans.begin(), spans.end(), [](const DSpan& a, const DSpan& b) { return a.addr < b.addr; });
    mem_.regions.clear();
    for (const auto& s : spans) {
      if (!mem_.regions.empty() && s.addr < mem_.regions.back().end &&
          s.buffer == mem_.regions.back().span.buffer) {
        auto& r = mem_.regions.back();
        if (s.addr + s.bytes > r.end) {
          r.end = s.addr + s.bytes;
          r.span.bytes = r.end - r.begin;
        }
        continue;
      }
      mem_.regions.push_back({s.addr, s.addr + s.bytes, s, {}});
    }
    for (auto& r : mem_.regions) r.data = read(r.span);
    writes_.assign(writes.begin(), writes.end());
  }

  void after(const char* shader, const void* push, std::initializer_list<DSpan>) override {
    b_.recorder().submit_and_wait();
    const std::string name = shader;
    double tolerance = 1e-6;
    if (name == "matmul") {
      matmul(*static_cast<const MatmulPC*>(push));
      tolerance = 1e-5;
    } else if (name == "attention_fwd") {
      attention_fwd(*static_cast<const AttentionPC*>(push));
    } else if (name == "attention_bwd_q") {
      attention_bwd_q(*static_cast<const AttentionQPC*>(push));
    } else if (name == "attention_bwd_kv") {
      attention_bwd_kv(*static_cast<const AttentionKVPC*>(push));
    } else if (name == "layer_norm_fwd") {
      layer_norm_fwd(*static_cast<const LayerNormPC*>(push));
    } else if (name == "layer_norm_bwd") {
      layer_norm_bwd(*static_cast<const LayerNormBwdPC*>(push));
    } else if (name == "elementwise") {
      elementwise(*static_cast<const ElementwisePC*>(push));
    } else if (name == "embed_fwd") {
      embed_fwd(*static_cast<const EmbedPC*>(push));
    } else if (name == "embed_bwd") {
      embed_bwd(*static_cast<const EmbedBwdPC*>(push));
    } else if (name == "cross_entropy") {
      cross_entropy(*static_cast<const CrossEntropyPC*>(push));
    } else if (name == "adam") {
      adam(*static_cast<const AdamPC*>(push));
    } else if (name == "sum_squares") {
      sum_squares(*static_cast<const SumSquaresPC*>(push));
      tolerance = 1e-5;
    } else if (name == "column_sum") {
      column_sum(*static_cast<const ColumnSumPC*>(push));
      tolerance = 1e-5;
    } else {
      throw Error("Vulkan divergence check: no reference for kernel " + name);
    }
    ++checked_;
    for (std::size_t w = 0; w < writes_.size(); ++w) {
      if (!writes_[w]) continue;
      const std::vector<float> device = read(writes_[w]);
      const float* ref = mem_.f(writes_[w].addr);
      double num = 0, den = 0;
      for (std::size_t i = 0; i < device.size(); ++i) {
        if (std::isfinite(ref[i]) != std::isfinite(device[i]))
          throw Error("Vulkan divergence check: kernel '" + name + "' (op " + std::to_string(checked_) +
                      ") output " + std::to_string(w) + " element " + std::to_string(i) + " is " +
                      std::to_string(device[i]) + ", the CPU reference gives " + std::to_string(ref[i]));
        if (!std::isfinite(ref[i])) continue;
        num += (double(ref[i]) - device[i]) * (double(ref[i]) - device[i]);
        den += double(ref[i]) * ref[i];
      }
      const double nmse = den > 0 ? num / den : num;
      if (nmse > tolerance)
        throw Error("Vulkan divergence check: kernel '" + name + "' (op " + std::to_string(checked_) +
                    ") output " + std::to_string(w) + " differs from the CPU reference: NMSE " +
                    std::to_string(nmse));
    }
  }

 private:
  std::vector<float> read(const DSpan& s) {
    Buffer staging(b_.context(), s.bytes, true, "divergence-check staging");
    b_.recorder().copy(s, staging.span());
    b_.recorder().submit_and_wait();
    std::vector<float> out(s.size());
    std::memcpy(out.data(), staging.span().host, s.bytes);
    return out;
  }
  float* F(VkDeviceAddress a) { return mem_.f(a); }
  std::int32_t* I(VkDeviceAddress a) { return mem_.i(a); }

  void matmul(const MatmulPC& pc) {
    const int epilogue = int((pc.flags >> 4) & 3u);
    const Activation act = activation_of((pc.flags >> 6) & 3u);
    const float keep_scale = 1.0f / (1.0f - pc.p);
    float *A = F(pc.a), *B = F(pc.b), *C = F(pc.c);
    // The batch count is not in the push constants: it is the grid's z; infer it from the output view.
    const std::size_t c_elems = writes_.empty() ? 0 : writes_[0].size();
    int Z = 1;
    while (pc.bsc > 0 &&
           std::size_t(Z) * pc.bsc + std::size_t(pc.M - 1) * pc.ldc + std::size_t(pc.N) <= c_elems)
      ++Z;
    for (int z = 0; z < Z; ++z)
      for (int m = 0; m < pc.M; ++m)
        for (int n = 0; n < pc.N; ++n) {
          float acc = 0;
          for (int k = 0; k < pc.K; ++k)
            acc = std::fma(A[z * pc.bsa + m * pc.sam + k * pc.sak], B[z * pc.bsb + k * pc.sbk + n * pc.sbn],
                           acc);
          const int local = m * pc.ldc + n, idx = z * pc.bsc + local;
          float v = acc;
          if (pc.flags & 2u) v += F(pc.bias)[n];
          if (epilogue == 1) {
            F(pc.aux)[idx] = v;
            cpu::activation_forward(act, &v, &v, 1);
            if (pc.flags & 4u) v = keep(pc.key, std::uint32_t(local), pc.p) ? v * keep_scale : 0.0f;
          } else if (epilogue == 2) {
            if (pc.flags & 4u) v = keep(pc.key, std::uint32_t(local), pc.p) ? v * keep_scale : 0.0f;
            float u = F(pc.aux)[idx], y = u > 0 ? 1.0f : 0.0f;
            cpu::activation_backward(act, &u, &y, &v, 1);
          }
          if (pc.flags & 1u) v += C[idx];
          C[idx] = v;
        }
  }

  void attention_fwd(const AttentionPC& pc) {
    for (int r = 0; r < pc.n; ++r)
      for (int h = 0; h < pc.heads; ++h) {
        const std::int32_t* t = I(pc.t) + 5 * r;
        const int k0 = t[0], tk = t[1], vis = t[2], pb = t[3] + h * t[4];
        float* probs = F(pc.p) + pb;
        std::vector<std::uint8_t> mask(std::size_t(std::max(vis, 1)), 1);
        if (pc.flags & 1u)
          for (int j = 0; j < vis; ++j) mask[std::size_t(j)] = keep(pc.key, std::uint32_t(pb + j), pc.drop);
        cpu::AttentionShape shape{1, vis, pc.dh, pc.qs, pc.ks, pc.vs, pc.os, false, pc.scale};
        cpu::attention_forward(shape, F(pc.q) + r * pc.qs + h * pc.dh, F(pc.k) + k0 * pc.ks + h * pc.dh,
                               F(pc.v) + k0 * pc.vs + h * pc.dh, probs, F(pc.o) + r * pc.os + h * pc.dh,
                               (pc.flags & 1u) ? mask.data() : nullptr, pc.drop);
        for (int j = vis; j < tk; ++j) probs[j] = 0.0f;
      }
  }

  void attention_bwd_q(const AttentionQPC& pc) {
    const float keep_scale = 1.0f / (1.0f - pc.drop);
    for (int r = 0; r < pc.n; ++r)
      for (int h = 0; h < pc.heads; ++h) {
        const std::int32_t* t = I(pc.t) + 5 * r;
        const int k0 = t[0], vis = t[2], pb = t[3] + h * t[4];
        const float* dout = F(pc.dout) + r * pc.os + h * pc.dh;
        float* ds = F(pc.ds) + pb;
        const float* p = F(pc.p) + pb;
        float dot = 0;
        for (int j = 0; j < vis; ++j) {
          const float* v = F(pc.v) + (k0 + j) * pc.vs + h * pc.dh;
          float g = 0;
          for (int d = 0; d < pc.dh; ++d) g = std::fma(dout[d], v[d], g);
          if (pc.flags & 1u) g = keep(pc.key, std::uint32_t(pb + j), pc.drop) ? g * keep_scale : 0.0f;
          ds[j] = g;
          dot += g * p[j];
        }
        for (int j = 0; j < vis; ++j) ds[j] = p[j] * (ds[j] - dot) * pc.scale;
        for (int d = 0; d < pc.dh; ++d) {
          float acc = 0;
          for (int j = 0; j < vis; ++j) acc = std::fma(ds[j], F(pc.k)[(k0 + j) * pc.ks + h * pc.dh + d], acc);
          F(pc.dq)[r * pc.dqs + h * pc.dh + d] = acc;
        }
      }
  }

  void attention_bwd_kv(const AttentionKVPC& pc) {
    const float keep_scale = 1.0f / (1.0f - pc.drop);
    for (int j = 0; j < pc.n; ++j)
      for (int h = 0; h < pc.heads; ++h) {
        const std::int32_t* t = I(pc.t) + 6 * j;
        const int q0 = t[0], tq = t[1], tk = t[3], first = t[5], pc0 = t[2] + h * t[4];
        for (int d = 0; d < pc.dh; ++d) {
          float gk = 0, gv = 0;
          for (int i = first; i < tq; ++i) {
            const int pi = pc0 + i * tk;
            gk = std::fma(F(pc.ds)[pi], F(pc.q)[(q0 + i) * pc.qs + h * pc.dh + d], gk);
            float pj = F(pc.p)[pi];
            if (pc.flags & 1u) pj = keep(pc.key, std::uint32_t(pi), pc.drop) ? pj * keep_scale : 0.0f;
            gv = std::fma(pj, F(pc.dout)[(q0 + i) * pc.os + h * pc.dh + d], gv);
          }
          F(pc.dk)[j * pc.dks + h * pc.dh + d] = gk;
          F(pc.dv)[j * pc.dvs + h * pc.dh + d] = gv;
        }
      }
  }

  void layer_norm_fwd(const LayerNormPC& pc) {
    std::vector<float> in(std::size_t(pc.n) * pc.d);
    const float keep_scale = 1.0f / (1.0f - pc.drop);
    for (std::size_t i = 0; i < in.size(); ++i) {
      float v = F(pc.x)[i];
      if (pc.flags & 1u) {
        float s = F(pc.s)[i];
        if (pc.flags & 2u) s = keep(pc.key, std::uint32_t(i), pc.drop) ? s * keep_scale : 0.0f;
        v = s + v;
      }
      in[i] = v;
    }
    cpu::layer_norm_forward(in.data(), F(pc.gamma), F(pc.beta), F(pc.y), F(pc.xhat), F(pc.rstd), pc.n, pc.d,
                            pc.eps);
  }

  void layer_norm_bwd(const LayerNormBwdPC& pc) {
    const std::size_t count = std::size_t(pc.n) * pc.d;
    std::vector<float> dx(count);
    cpu::layer_norm_backward(F(pc.dy), F(pc.xhat), F(pc.rstd), F(pc.gamma), dx.data(), F(pc.dgamma),
                             F(pc.dbeta), pc.n, pc.d, false);
    const float keep_scale = 1.0f / (1.0f - pc.drop);
    for (std::size_t i = 0; i < count; ++i) {
      float v = dx[i];
      if (pc.flags & 1u) v += F(pc.dx)[i];
      if (pc.flags & 2u) v += F(pc.res)[i];
      F(pc.dx)[i] = v;
      if (pc.flags & 4u) {
        if (pc.flags & 8u) v = keep(pc.key, std::uint32_t(i), pc.drop) ? v * keep_scale : 0.0f;
        F(pc.ds)[i] = v;
      }
    }
  }

  void elementwise(const ElementwisePC& pc) {
    const float keep_scale = 1.0f / (1.0f - pc.drop);
    for (int i = 0; i < pc.n; ++i) {
      float v = pc.mode == 0 ? F(pc.b)[i] : F(pc.a)[i];
      if (pc.flags & 1u) v = keep(pc.key, std::uint32_t(i), pc.drop) ? v * keep_scale : 0.0f;
      F(pc.o)[i] = pc.mode == 0 ? F(pc.a)[i] + v : v;
    }
  }

  void embed_fwd(const EmbedPC& pc) {
    for (int r = 0; r < pc.n; ++r)
      for (int i = 0; i < pc.d; ++i) {
        const int id = r * pc.d + i;
        float v =
            F(pc.table)[I(pc.tokens)[r] * pc.d + i] * pc.scale + F(pc.pos)[I(pc.positions)[r] * pc.d + i];
        if (pc.flags & 1u)
          v = keep(pc.key, std::uint32_t(id), pc.drop) ? v * (1.0f / (1.0f - pc.drop)) : 0.0f;
        F(pc.o)[id] = v;
      }
  }

  void embed_bwd(const EmbedBwdPC& pc) {
    for (int g = 0; g < pc.n_groups; ++g) {
      const std::int32_t* grp = I(pc.groups) + 3 * g;
      for (int i = 0; i < pc.d; ++i) {
        float acc = F(pc.dst)[grp[0] * pc.d + i];
        for (int k = grp[1]; k < grp[2]; ++k) {
          const int si = I(pc.rows)[k] * pc.d + i;
          float v = F(pc.src)[si];
          if (pc.flags & 1u)
            v = keep(pc.key, std::uint32_t(si), pc.drop) ? v * (1.0f / (1.0f - pc.drop)) : 0.0f;
          acc += v * pc.scale;
        }
        F(pc.dst)[grp[0] * pc.d + i] = acc;
      }
    }
  }

  void cross_entropy(const CrossEntropyPC& pc) {
    if (pc.flags & 2u) {
      cpu::log_softmax_rows(F(pc.z), pc.n, pc.vocab);
      return;
    }
    for (int r = 0; r < pc.n; ++r) {
      double loss = 0, nll = 0;
      cpu::softmax_cross_entropy(F(pc.z) + std::size_t(r) * pc.vocab, I(pc.targets) + r, 1, pc.vocab,
                                 pc.pad_id, pc.eps, pc.grad_scale, &loss, &nll, (pc.flags & 1u) != 0);
      F(pc.loss)[2 * r] = float(loss);
      F(pc.loss)[2 * r + 1] = float(nll);
    }
  }

  void adam(const AdamPC& pc) {
    float *p = F(pc.p), *g = F(pc.g), *m = F(pc.m), *v = F(pc.v);
    for (std::uint32_t i = 0; i < pc.n; ++i) {
      const float gi = g[i] * pc.gscale;
      m[i] = pc.b1 * m[i] + (1.0f - pc.b1) * gi;
      v[i] = pc.b2 * v[i] + (1.0f - pc.b2) * gi * gi;
      p[i] -= pc.lr * ((m[i] * pc.c1) / (std::sqrt(v[i] * pc.c2) + pc.eps) + pc.wd * p[i]);
    }
  }

  void sum_squares(const SumSquaresPC& pc) {
    for (std::uint32_t t = 0; t < pc.total; ++t) {
      float s = 0;
      for (std::uint32_t i = t; i < pc.n; i += pc.total) s = std::fma(F(pc.x)[i], F(pc.x)[i], s);
      F(pc.partial)[t] = s;
    }
  }

  void column_sum(const ColumnSumPC& pc) {
    for (int j = 0; j < pc.m; ++j) {
      float s = 0;
      for (int r = 0; r < pc.n; ++r) s += F(pc.src)[r * pc.ld + j];
      F(pc.dst)[j] += s;
    }
  }

  VulkanBackend& b_;
  HostMemory mem_;
  std::vector<DSpan> writes_;
  std::int64_t checked_ = 0;
};

}  // namespace

void enable_divergence_check(VulkanBackend& backend) {
  backend.device().use_descriptors(false);  // the checker's references read the device-address push constants
  backend.recorder().set_observer(std::make_unique<Checker>(backend));
}

}  // namespace attn::vk
