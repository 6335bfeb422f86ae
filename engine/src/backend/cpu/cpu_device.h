// The CPU device: the graph's ops (graph/device.h) over host memory, on the reference kernels (kernels.h)
// with Eigen GEMMs and OpenMP across blocks and heads. It is the numerical reference for every other device.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <span>
#include <utility>
#include <vector>

#include "attention/compute_type.h"
#include "attention/config.h"
#include "attention/parameters.h"
#include "attention/training_precision.h"
#include "backend/cpu/bf16_matmul.h"
#include "backend/cpu/decode_weights.h"
#include "backend/cpu/mapped_buffer.h"
#include "graph/device.h"
#include "util/aligned_vector.h"

namespace attn::cpu {

// A view of 4-byte elements (float or int32) in host memory.
struct CpuSpan {
  void* data = nullptr;
  std::size_t count = 0;

  explicit operator bool() const { return data != nullptr; }
  std::size_t size() const { return count; }
  float* f32() const { return static_cast<float*>(data); }
  std::int32_t* i32() const { return static_cast<std::int32_t*>(data); }
  // Elements [first, first + n) of this view; n = -1: to the end.
  CpuSpan at(std::size_t first, std::ptrdiff_t n = -1) const {
    return {f32() + first, n < 0 ? count - first : std::size_t(n)};
  }
};

// An attention call site: its blocks and where each block's probabilities start.
struct CpuSite {
  std::vector<graph::AttentionBlock> blocks;
  std::vector<int> prob_offsets;
  int heads = 0;
  bool causal = false;
};

// Memory that outlives a pass (decoding caches): owned here, viewed through span().
// Uninitialised: value-initialising touched every page of a cache sized for the longest possible
// translation; left alone, the allocator's large blocks (mapped) are backed only where decoding writes.
struct CpuStorage {
  struct Free {
    void operator()(float* p) const { ::operator delete[](p, std::align_val_t(64)); }
  };
  std::unique_ptr<float[], Free> data;
  std::size_t count = 0;
  CpuSpan span() const { return data ? CpuSpan{data.get(), count} : CpuSpan{}; }
};

// "CPU (Eigen + OpenBLAS, 2 threads)": how the CPU backend names itself in lists and status lines.
std::string cpu_backend_description();

class CpuDevice {
 public:
  using Span = CpuSpan;
  using Site = CpuSite;
  using Storage = CpuStorage;

  explicit CpuDevice(const ModelConfig& config);
  std::string description() const;

  // Memory.
  Span alloc(std::size_t count);
  Span upload_ints(const std::vector<std::int32_t>& values);
  void reset_pass();
  Storage allocate(std::size_t count);
  Span params() { return {params_.data(), params_.size()}; }
  // Training state is allocated (zeroed) on first use: a backend that only translates never holds it.
  Span grads() { return training_state(grads_); }
  Span adam_m() { return training_state(adam_m_); }
  Span adam_v() { return training_state(adam_v_); }
  Span positional_table() { return {pe_table_.data(), pe_table_.size()}; }
  void upload(const Span& dst, const float* src, std::size_t count);
  void download(const Span& src, float* dst, std::size_t count);
  void fill_zero(const Span& dst);
  void copy_regions(const Span& src, const Span& dst, const std::vector<graph::CopyRegion>& regions);
  void sync() {}

  // The weights linear_rows streams (attention/compute_type.h); every type is supported. Under kW8A8
  // linear_forward too multiplies the w8a8_weight_names matrices in int8 x int8 (the encoder). Under kInt8
  // only the matrices int8_weight_names lists are int8; any other (the output projection) is F16.
  void set_compute_type(ComputeType type) { compute_type_ = type; }

  // bf16 mixed precision for the large Linear products (attention/training_precision.h); kAuto resolves to
  // bf16 where this CPU has bf16 instructions. Decoding's few-row products keep their compute type.
  void set_training_precision(TrainingPrecision precision);
  TrainingPrecision training_precision() const {
    return bf16_ ? TrainingPrecision::kBf16 : TrainingPrecision::kFp32;
  }

  Site attention_site(std::span<const graph::AttentionBlock> blocks, int heads, bool causal, bool backward);

  // Compute (contracts in graph/device.h and kernels.h).
  void linear_forward(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out);
  void linear_rows(const Span& x, const Span& w, const Span& b, const Span& y, int n, int in, int out);
  void linear_backward(const Span& x, const Span& w, const Span& dy, const Span& dx, const Span& dw,
                       const Span& db, int n, int in, int out, bool accumulate_dx);
  void ffn_up(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
              int out, Activation act, const graph::Dropout& drop);
  void ffn_up_rows(const Span& x, const Span& w, const Span& b, const Span& u, const Span& a, int n, int in,
                   int out, Activation act);
  void ffn_down_backward(const Span& dy, const Span& w, const Span& u, const Span& a, const Span& du,
                         const Span& dw, const Span& db, int n, int in, int out, Activation act,
                         const graph::Dropout& drop);
  void layer_norm_forward(const Span& x, const Span& s, const Span& gamma, const Span& beta, const Span& y,
                          const Span& xhat, const Span& rstd, int n, int d, float eps,
                          const graph::Dropout& drop);
  void layer_norm_backward(const Span& dy, const Span& xhat, const Span& rstd, const Span& gamma,
                           const Span& dx, const Span& dgamma, const Span& dbeta, int n, int d,
                           bool accumulate, const Span& res, const Span& ds, const graph::Dropout& drop);
  void residual_add(const Span& x, const Span& s, const Span& out, std::size_t count,
                    const graph::Dropout& drop);
  void dropout_backward(const Span& in, const Span& out, std::size_t count, const graph::Dropout& drop);
  void attention_forward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& out,
                         const Span& probs, graph::AttentionStrides strides, float scale,
                         const graph::Dropout& drop);
  void attention_backward(const Site& site, const Span& q, const Span& k, const Span& v, const Span& probs,
                          const Span& dout, const Span& dq, const Span& dk, const Span& dv,
                          graph::AttentionStrides strides, graph::AttentionStrides grad_strides, float scale,
                          const graph::Dropout& drop);
  void embed_forward(const Span& table, const Span& positions_table, const Span& tokens,
                     const Span& positions, const Span& out, int n, int d, float scale,
                     const graph::Dropout& drop);
  void embed_backward(const Span& d_emb, const Span& d_table, const Span& ids, int n, int d, float scale,
                      const graph::Dropout& drop);
  void cross_entropy(const Span& logits, const Span& targets, const Span& loss, int n, int vocab, int pad_id,
                     float eps, float grad_scale, bool want_grad);
  void log_softmax(const Span& logits, int n, int vocab);
  void adam(const Span& p, const Span& g, const Span& m, const Span& v, std::size_t count, float b1, float b2,
            float eps, float wd, float lr, float grad_scale, float c1, float c2);
  double sum_squares(const Span& x);
  // Chunks of rows keep the logits cache-resident.
  int logits_chunk_rows(int vocab) const { return std::max(64, std::min(512, (1 << 22) / vocab)); }

 private:
  Span training_state(AlignedVector<float>& buffer) {
    if (buffer.empty()) buffer.assign(params_.size(), 0.0f);
    return {buffer.data(), buffer.size()};
  }

  int head_dim_ = 0;
  AlignedVector<float> params_, grads_, adam_m_, adam_v_, pe_table_;
  std::unique_ptr<Bf16Matmul> bf16_;  // null: fp32 products
  ComputeType compute_type_ = ComputeType::kAuto;
  DecodeWeights decode_weights_;           // the parameters as linear_rows streams them
  std::vector<std::size_t> int8_offsets_;  // where the int8_weight_names matrices start, sorted
  std::vector<std::size_t> w8a8_offsets_;  // where the w8a8_weight_names matrices start, sorted
  // Under kW8A8, whether `w` is a matrix w8a8 multiplies in int8; its offset in the parameters if so.
  bool w8a8_matrix(const Span& w, std::size_t* offset) const;
  // The pass arena, kept across reset_pass() so that a pass of a shape seen before allocates nothing: small
  // tensors share chunks; large ones have buffers of their own.
  static constexpr std::size_t kChunk = std::size_t(1) << 20, kLargeAllocation = kChunk / 4;
  std::vector<std::unique_ptr<AlignedVector<float>>> chunks_;
  std::vector<MappedBuffer> large_;  // by place in the pass; empty where that place's tensor was small
  std::size_t place_ = 0;            // how many tensors this pass has allocated
  std::size_t chunk_ = 0, used_ = 0;
};

static_assert(graph::Device<CpuDevice>);

}  // namespace attn::cpu
