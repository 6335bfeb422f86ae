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
// kRows on either core; each chunk's sums go to its own row of `partial`, added up in chunk order
// (add_chunk_sums), so the sums do not depend on the number of threads.
template <typename Out, typename Round>
void round_with_column_sums(const float* dy, Out* out, float* db, int n, int cols,
                            AlignedVector<float>& partial, Round round) {
  constexpr int kRows = 64;
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
    add_chunk_sums(partial.data(), chunks, std::size_t(cols), cols, db);
  }
}

}  // namespace

// ---- oneDNN ----------------------------------------------------------------------------------------------

struct Bf16Matmul::Dnnl {
  using dt = dnnl::memory::data_type;
  using tag = dnnl::memory::format_tag;
  using dims = dnnl::memory::dims;
  enum Kind { kForward, kForwardBias, kForwardBiasRelu, kDx, kDxAccumulate, kDw };

  // The token count n as a dimension given at run time: oneDNN then takes its gemm kernels (gemm:jit), which
  // on AVX512_BF16 CPUs without AMX run these products faster than the brgemm ones it builds for a fixed n
  // (README, "bf16 mixed-precision training"), and one primitive serves every batch instead of a dozen new
  // ones per batch size. On AMX only brgemm uses the tiles, so there n stays fixed.
  explicit Dnnl(bool runtime_rows) : runtime_rows(runtime_rows) {}
  const bool runtime_rows;
  dnnl::engine engine{dnnl::engine::kind::cpu, 0};
  dnnl::stream stream{engine};
  // Primitives by kind and shape (n is 0 when it is given at run time); oneDNN's own cache also holds them,
  // but a lookup here skips building descriptors.
  struct Primitive {
    dnnl::matmul::primitive_desc pd;
    dnnl::matmul matmul;
  };
  std::map<std::tuple<int, int, int, int>, Primitive> primitives;
  std::vector<std::uint8_t> scratch;  // every primitive's scratchpad, one at a time

  // The operands of a product of this kind for n rows (DNNL_RUNTIME_DIM_VAL: given at run time): src[M,K]
  // times wei[K,N] into dst[M,N] fp32.
  struct Descs {
    dnnl::memory::desc src, wei, dst;
  };
  static Descs descs(Kind kind, dnnl::memory::dim n, int in, int out) {
    switch (kind) {
      case kForward:
      case kForwardBias:
      case kForwardBiasRelu:  // x[n,in] W^T: W[out,in] read as [in,out] column-major
        return {{dims{n, in}, dt::bf16, tag::ab},
                {dims{in, out}, dt::bf16, tag::ba},
                {dims{n, out}, dt::f32, tag::ab}};
      case kDx:
      case kDxAccumulate:  // dy[n,out] W[out,in]
        return {{dims{n, out}, dt::bf16, tag::ab},
                {dims{out, in}, dt::bf16, tag::ab},
                {dims{n, in}, dt::f32, tag::ab}};
      case kDw:  // dy^T[out,n] (dy read column-major) x[n,in], added to dW
        break;
    }
    return {{dims{out, n}, dt::bf16, tag::ba},
            {dims{n, in}, dt::bf16, tag::ab},
            {dims{out, in}, dt::f32, tag::ab}};
  }

  const Primitive& get(Kind kind, int n, int in, int out) {
    const int rows = runtime_rows ? 0 : n;
    const auto key = std::make_tuple(int(kind), rows, in, out);
    auto it = primitives.find(key);
    if (it != primitives.end()) return it->second;
    if (primitives.size() > 512) primitives.clear();  // token counts vary from batch to batch
    const Descs d = descs(kind, runtime_rows ? DNNL_RUNTIME_DIM_VAL : n, in, out);
    dnnl::primitive_attr attr;
    // The scratchpad is ours (scratch below): oneDNN's own is allocated and freed on every execution, which
    // for these sizes means fresh pages from the kernel each time.
    attr.set_scratchpad_mode(dnnl::scratchpad_mode::user);
    dnnl::post_ops ops;
    if (kind == kDxAccumulate || kind == kDw) ops.append_sum(1.0f);
    if (kind == kForwardBiasRelu) ops.append_eltwise(1.0f, dnnl::algorithm::eltwise_relu, 0.0f, 0.0f);
    attr.set_post_ops(ops);
    const bool bias = kind == kForwardBias || kind == kForwardBiasRelu;
    const dnnl::matmul::primitive_desc pd =
        bias ? dnnl::matmul::primitive_desc(
                   dnnl::matmul::desc(d.src, d.wei, dnnl::memory::desc({1, out}, dt::f32, tag::ab), d.dst),
                   attr, engine)
             : dnnl::matmul::primitive_desc(dnnl::matmul::desc(d.src, d.wei, d.dst), attr, engine);
    return primitives.emplace(key, Primitive{pd, dnnl::matmul(pd)}).first->second;
  }

  void run(Kind kind, int n, int in, int out, const void* src, const void* wei, const float* bias,
           float* dst) {
    const Primitive& m = get(kind, n, in, out);
    const Descs d = descs(kind, n, in, out);  // the actual n
    std::unordered_map<int, dnnl::memory> args{
        {DNNL_ARG_SRC, dnnl::memory(d.src, engine, const_cast<void*>(src))},
        {DNNL_ARG_WEIGHTS, dnnl::memory(d.wei, engine, const_cast<void*>(wei))},
        {DNNL_ARG_DST, dnnl::memory(d.dst, engine, dst)}};
    if (bias) args.emplace(DNNL_ARG_BIAS, dnnl::memory(m.pd.bias_desc(), engine, const_cast<float*>(bias)));
    const dnnl::memory::desc scratchpad = m.pd.scratchpad_desc();
    if (const std::size_t bytes = scratchpad.get_size()) {
      if (scratch.size() < bytes) scratch = std::vector<std::uint8_t>(bytes + bytes / 4);
      args.emplace(DNNL_ARG_SCRATCHPAD, dnnl::memory(scratchpad, engine, scratch.data()));
    }
    m.matmul.execute(stream, args);
    stream.wait();
  }
};

bool bf16_rows_at_run_time_by_default() {
  return dnnl::get_effective_cpu_isa() != dnnl::cpu_isa::avx512_core_amx;
}

// ---- Bf16Matmul ------------------------------------------------------------------------------------------

Bf16Matmul::Bf16Matmul(bool native, Rows rows) : native_(native) {
  if (native_) {
    try {
      dnnl_ = std::make_unique<Dnnl>(rows == Rows::kAuto ? bf16_rows_at_run_time_by_default()
                                                         : rows == Rows::kRuntime);
      // Fails here, rather than mid-training, on a CPU where oneDNN has no bf16 matmul.
      dnnl_->get(Dnnl::kForward, 16, 16, 16);
    } catch (const dnnl::error& e) {
      throw Error(std::string("bf16 matmul is not available on this CPU (oneDNN: ") + e.what() + ")");
    }
  }
}

Bf16Matmul::~Bf16Matmul() = default;

bool Bf16Matmul::runtime_rows() const { return dnnl_ && dnnl_->runtime_rows; }

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
    dnnl_->run(b ? Dnnl::kForwardBias : Dnnl::kForward, n, in, out, xq, wq, b, y);
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
  dnnl_->run(Dnnl::kForwardBiasRelu, n, in, out, xq, wq, b, y);
}

void Bf16Matmul::backward(const float* x, const float* w, const float* dy, float* dx, float* dw, float* db,
                          int n, int in, int out, bool accumulate_dx) {
  ProfileScope profile("linear_bwd_bf16");
  const void* dyq = gradient(dy, db, n, out);
  const void* xq = activations(x, std::size_t(n) * in, 1);
  const void* wq = dx ? weight(w, std::size_t(out) * in) : nullptr;
  if (native_) {
    if (dx) dnnl_->run(accumulate_dx ? Dnnl::kDxAccumulate : Dnnl::kDx, n, in, out, dyq, wq, nullptr, dx);
    dnnl_->run(Dnnl::kDw, n, in, out, dyq, xq, nullptr, dw);
  } else {
    linear_backward(static_cast<const float*>(xq), static_cast<const float*>(wq),
                    static_cast<const float*>(dyq), dx, dw, nullptr, n, in, out, accumulate_dx);
  }
}

}  // namespace attn::cpu
