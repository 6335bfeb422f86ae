#include "backend/cpu/bf16_matmul.h"

#include <algorithm>
#include <cstring>
#include <oneapi/dnnl/dnnl.hpp>
#include <vector>

#include "attention/error.h"
#include "backend/cpu/bf16_rounding.h"
#include "backend/cpu/kernels.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

void to_bf16_bits(const float* x, std::uint16_t* out, std::size_t count) {
  const std::ptrdiff_t n = std::ptrdiff_t(count);
#pragma omp parallel for simd if (n >= 65536)
  for (std::ptrdiff_t i = 0; i < n; ++i) out[i] = bf16_bits(x[i]);
}

void to_bf16_floats(const float* x, float* out, std::size_t count) {
  const std::ptrdiff_t n = std::ptrdiff_t(count);
#pragma omp parallel for simd if (n >= 65536)
  for (std::ptrdiff_t i = 0; i < n; ++i) out[i] = round_to_bf16(x[i]);
}

// out = dy rounded to bf16 and db += dy's column sums, in one pass over the row-major [n, cols] dy (the bias
// gradient comes from the fp32 gradient, as the bias itself is fp32). Rows are read in order, in chunks of
// kRows on either core; each chunk's sums go to its own row of `partial`, which are added up in chunk order,
// so the sums do not depend on the number of threads.
template <typename Out, typename Round>
void round_with_column_sums(const float* dy, Out* out, float* db, int n, int cols,
                            AlignedVector<float>& partial, Round round) {
  constexpr int kRows = 64, kColumns = 64;
  const int chunks = (n + kRows - 1) / kRows;
  partial.assign(std::size_t(chunks) * std::size_t(cols), 0.0f);
#pragma omp parallel if (std::size_t(n) * std::size_t(cols) >= 65536)
  {
#pragma omp for
    for (int chunk = 0; chunk < chunks; ++chunk) {
      float* sums = partial.data() + std::size_t(chunk) * std::size_t(cols);
      for (int r = chunk * kRows; r < std::min(n, (chunk + 1) * kRows); ++r) {
        const float* row = dy + std::size_t(r) * std::size_t(cols);
        Out* rounded = out + std::size_t(r) * std::size_t(cols);
#pragma omp simd
        for (int c = 0; c < cols; ++c) {
          sums[c] += row[c];
          rounded[c] = round(row[c]);
        }
      }
    }
#pragma omp for
    for (int first = 0; first < cols; first += kColumns) {
      const int width = std::min(kColumns, cols - first);
      for (int chunk = 0; chunk < chunks; ++chunk) {
        const float* sums = partial.data() + std::size_t(chunk) * std::size_t(cols) + first;
#pragma omp simd
        for (int c = 0; c < width; ++c) db[first + c] += sums[c];
      }
    }
  }
}

}  // namespace

// ---- oneDNN ----------------------------------------------------------------------------------------------

struct Bf16Matmul::Dnnl {
  using dt = dnnl::memory::data_type;
  using tag = dnnl::memory::format_tag;
  enum Kind { kForward, kForwardBias, kForwardBiasRelu, kDx, kDxAccumulate, kDw };

  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  // Primitives by shape; oneDNN's own cache also holds them, but a lookup here skips building descriptors.
  struct Primitive {
    dnnl::matmul::primitive_desc pd;
    dnnl::matmul matmul;
  };
  std::map<std::tuple<int, int, int, int>, Primitive> primitives;
  std::vector<std::uint8_t> scratch;  // every primitive's scratchpad, one at a time

  // src[M,K] (row-major, or column-major when src_transposed) times wei[K,N] (row-major, or column-major when
  // wei_transposed) into dst[M,N] fp32, added to dst when `accumulate`.
  static Primitive make(int M, int K, int N, bool src_transposed, bool wei_transposed, bool bias,
                        bool accumulate, bool relu, const dnnl::engine& engine) {
    const dnnl::memory::dims sd{M, K}, wd{K, N}, dd{M, N};
    const dnnl::memory::desc src(sd, dt::bf16, src_transposed ? tag::ba : tag::ab);
    const dnnl::memory::desc wei(wd, dt::bf16, wei_transposed ? tag::ba : tag::ab);
    const dnnl::memory::desc dst(dd, dt::f32, tag::ab);
    dnnl::primitive_attr attr;
    // The scratchpad is ours (scratch below): oneDNN's own is allocated and freed on every execution, which
    // for these sizes means fresh pages from the kernel each time.
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    dnnl::post_ops ops;
    if (accumulate) ops.append_sum(1.0f);
    if (relu) ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
    if (accumulate || relu) attr.set_post_ops(ops);
    const dnnl::matmul::primitive_desc pd =
        bias ? dnnl::matmul::primitive_desc(
                   dnnl::matmul::desc(src, wei, dnnl::memory::desc({1, N}, dt::f32, tag::ab), dst), attr,
                   engine)
             : dnnl::matmul::primitive_desc(dnnl::matmul::desc(src, wei, dst), attr, engine);
    return {pd, dnnl::matmul(pd)};
  }

  const Primitive& get(Kind kind, int n, int in, int out) {
    const auto key = std::make_tuple(int(kind), n, in, out);
    auto it = primitives.find(key);
    if (it != primitives.end()) return it->second;
    if (primitives.size() > 512) primitives.clear();  // token counts vary from batch to batch
    Primitive m;
    switch (kind) {
      case kForward:
      case kForwardBias:
      case kForwardBiasRelu:  // x[n,in] W^T: W[out,in] read as [in,out] column-major
        m = make(n, in, out, false, true, kind != kForward, false, kind == kForwardBiasRelu, engine);
        break;
      case kDx:
      case kDxAccumulate:  // dy[n,out] W[out,in]
        m = make(n, out, in, false, false, false, kind == kDxAccumulate, false, engine);
        break;
      case kDw:  // dy^T[out,n] x[n,in], added to dW
        m = make(out, n, in, true, false, false, true, false, engine);
        break;
    }
    return primitives.emplace(key, std::move(m)).first->second;
  }

  void run(const Primitive& m, const void* src, const void* wei, const float* bias, float* dst) {
    const auto& pd = m.pd;
    std::unordered_map<int, dnnl::memory> args{
        {DNNL_ARG_SRC, dnnl::memory(pd.src_desc(), engine, const_cast<void*>(src))},
        {DNNL_ARG_WEIGHTS, dnnl::memory(pd.weights_desc(), engine, const_cast<void*>(wei))},
        {DNNL_ARG_DST, dnnl::memory(pd.dst_desc(), engine, dst)}};
    if (bias) args.emplace(DNNL_ARG_BIAS, dnnl::memory(pd.bias_desc(), engine, const_cast<float*>(bias)));
    const dnnl::memory::desc scratchpad = pd.scratchpad_desc();
    if (const std::size_t bytes = scratchpad.get_size()) {
      if (scratch.size() < bytes) scratch = std::vector<std::uint8_t>(bytes + bytes / 4);
      args.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(scratchpad, engine, scratch.data()));
    }
    m.matmul.execute(stream, args);
    stream.wait();
  }
};

// ---- Bf16Matmul ------------------------------------------------------------------------------------------

Bf16Matmul::Bf16Matmul(bool native) : native_(native) {
  if (native_) {
    try {
      dnnl_ = std::make_unique<Dnnl>();
      // Fails here, rather than mid-training, on a CPU where oneDNN has no bf16 matmul.
      dnnl_->get(Dnnl::kForward, 16, 16, 16);
    } catch (const dnnl::error& e) {
      throw Error(std::string("bf16 matmul is not available on this CPU (oneDNN: ") + e.what() + ")");
    }
  }
}

Bf16Matmul::~Bf16Matmul() = default;

void Bf16Matmul::set_parameters(const float* params, std::size_t count) {
  params_ = params;
  param_count_ = count;
  weights_stale_ = true;
}

const void* Bf16Matmul::weight(const float* w, std::size_t count) {
  if (params_ && w >= params_ && w + count <= params_ + param_count_) {
    if (weights_stale_) {
      ProfileScope profile("bf16_weights");
      if (native_) {
        weights_bf16_.resize(param_count_);
        to_bf16_bits(params_, weights_bf16_.data(), param_count_);
      } else {
        weights_rounded_.resize(param_count_);
        to_bf16_floats(params_, weights_rounded_.data(), param_count_);
      }
      weights_stale_ = false;
    }
    const std::size_t offset = std::size_t(w - params_);
    return native_ ? static_cast<const void*>(weights_bf16_.data() + offset)
                   : static_cast<const void*>(weights_rounded_.data() + offset);
  }
  return activations(w, count, 2);  // not a parameter: converted for this product only
}

const void* Bf16Matmul::activations(const float* x, std::size_t count, int slot) {
  if (native_) {
    auto& buffer = scratch_bf16_[slot];
    if (buffer.size() < count) buffer.resize(count);
    to_bf16_bits(x, buffer.data(), count);
    return buffer.data();
  }
  auto& buffer = scratch_rounded_[slot];
  if (buffer.size() < count) buffer.resize(count);
  to_bf16_floats(x, buffer.data(), count);
  return buffer.data();
}

const void* Bf16Matmul::gradient(const float* dy, float* db, int n, int out) {
  const std::size_t count = std::size_t(n) * std::size_t(out);
  if (!db) return activations(dy, count, 0);
  if (native_) {
    auto& buffer = scratch_bf16_[0];
    if (buffer.size() < count) buffer.resize(count);
    round_with_column_sums(dy, buffer.data(), db, n, out, column_partials_,
                           [](float v) { return bf16_bits(v); });
    return buffer.data();
  }
  auto& buffer = scratch_rounded_[0];
  if (buffer.size() < count) buffer.resize(count);
  round_with_column_sums(dy, buffer.data(), db, n, out, column_partials_,
                         [](float v) { return round_to_bf16(v); });
  return buffer.data();
}

void Bf16Matmul::forward(const float* x, const float* w, const float* b, float* y, int n, int in, int out) {
  ProfileScope profile("linear_fwd_bf16");
  const void* wq = weight(w, std::size_t(out) * in);
  const void* xq = activations(x, std::size_t(n) * in, 0);
  if (native_) {
    dnnl_->run(dnnl_->get(b ? Dnnl::kForwardBias : Dnnl::kForward, n, in, out), xq, wq, b, y);
    return;
  }
  linear_forward(static_cast<const float*>(xq), static_cast<const float*>(wq), b, y, n, in, out);
}

void Bf16Matmul::forward_relu(const float* x, const float* w, const float* b, float* y, int n, int in,
                              int out) {
  if (!native_ || !b) {
    forward(x, w, b, y, n, in, out);
    activation_forward(Activation::kRelu, y, y, std::size_t(n) * std::size_t(out));
    return;
  }
  ProfileScope profile("linear_fwd_bf16");
  const void* wq = weight(w, std::size_t(out) * in);
  const void* xq = activations(x, std::size_t(n) * in, 0);
  dnnl_->run(dnnl_->get(Dnnl::kForwardBiasRelu, n, in, out), xq, wq, b, y);
}

void Bf16Matmul::backward(const float* x, const float* w, const float* dy, float* dx, float* dw, float* db,
                          int n, int in, int out, bool accumulate_dx) {
  ProfileScope profile("linear_bwd_bf16");
  const void* dyq = gradient(dy, db, n, out);
  const void* xq = activations(x, std::size_t(n) * in, 1);
  const void* wq = dx ? weight(w, std::size_t(out) * in) : nullptr;
  if (native_) {
    if (dx)
      dnnl_->run(dnnl_->get(accumulate_dx ? Dnnl::kDxAccumulate : Dnnl::kDx, n, in, out), dyq, wq, nullptr,
                 dx);
    dnnl_->run(dnnl_->get(Dnnl::kDw, n, in, out), dyq, xq, nullptr, dw);
  } else {
    linear_backward(static_cast<const float*>(xq), static_cast<const float*>(wq),
                    static_cast<const float*>(dyq), dx, dw, nullptr, n, in, out, accumulate_dx);
  }
}

}  // namespace attn::cpu
