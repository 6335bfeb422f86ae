#include "backend/cpu/cpu_device.h"

#include <omp.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <new>
#include <utility>

#include "attention/error.h"
#include "attention/float16.h"
#include "attention/int8_quantization.h"
#include "attention/positional_encoding.h"
#include "backend/cpu/dropout_keep.h"
#include "backend/cpu/int8_linear.h"
#include "backend/cpu/kernels.h"
#include "backend/cpu/small_batch_linear.h"
#include "util/profile.h"

namespace attn::cpu {

namespace {

const float* maybe(const CpuSpan& s) { return s ? s.f32() : nullptr; }
float* maybe_mut(const CpuSpan& s) { return s ? s.f32() : nullptr; }

// Dropout's keep words (dropout_keep.h) for elements [first, first + count) of a call site.
void keep_words(std::uint32_t* keep, std::size_t count, const graph::Dropout& drop, std::size_t first) {
  cpu::keep_words(keep, count, drop.key, drop.p, first);
}

constexpr std::size_t kDropoutBlock = 1024;

// Calls visit(begin, m, keep) for each block of a call site's elements [first, first + count), in blocks of
// kDropoutBlock from `first`: keep holds the m keep words (all ones or zero) of elements begin.. of the
// block. Both cores for large counts.
template <typename Visit>
void for_dropout_blocks(std::size_t count, const graph::Dropout& drop, std::size_t first, Visit&& visit) {
  const std::ptrdiff_t blocks = std::ptrdiff_t((count + kDropoutBlock - 1) / kDropoutBlock);
#pragma omp parallel for if (count >= 65536)
  for (std::ptrdiff_t b = 0; b < blocks; ++b) {
    const std::size_t begin = std::size_t(b) * kDropoutBlock, m = std::min(kDropoutBlock, count - begin);
    alignas(64) std::uint32_t keep[kDropoutBlock] = {};
    keep_words(keep, m, drop, first + begin);
    visit(begin, m, keep);
  }
}

// x scaled by `scale` = 1 / (1 - p) where its keep word is all ones, +0 where it is zero (whatever x is).
inline float dropped(float x, float scale, std::uint32_t keep) {
  return std::bit_cast<float>(std::bit_cast<std::uint32_t>(x * scale) & keep);
}

// Dropout recomputed from its key: y[i] = keep(i) ? x[i] / (1 - p) : 0, element indices from `first` (a
// dropped element is +0 whatever x is).
void apply_dropout(const float* x, float* y, std::size_t count, const graph::Dropout& drop,
                   std::size_t first = 0) {
  const float scale = 1.0f / (1.0f - drop.p);
  for_dropout_blocks(count, drop, first, [&](std::size_t begin, std::size_t m, const std::uint32_t* keep) {
    for (std::size_t i = 0; i < m; ++i) y[begin + i] = dropped(x[begin + i], scale, keep[i]);
  });
}

// out = dropout(s) + x in one pass (dropout off: s + x): a residual connection's sum.
void add_dropped(const float* s, const float* x, float* out, std::size_t count, const graph::Dropout& drop) {
  if (!drop.on()) {
#pragma omp parallel for simd if (count >= 65536)
    for (std::size_t i = 0; i < count; ++i) out[i] = s[i] + x[i];
    return;
  }
  const float scale = 1.0f / (1.0f - drop.p);
  for_dropout_blocks(count, drop, 0, [&](std::size_t begin, std::size_t m, const std::uint32_t* keep) {
    for (std::size_t i = 0; i < m; ++i) out[begin + i] = dropped(s[begin + i], scale, keep[i]) + x[begin + i];
  });
}

// The keep mask of elements [first, first + count) of a call site, for the kernels that take a mask.
void dropout_mask(std::uint8_t* mask, std::size_t count, const graph::Dropout& drop, std::size_t first) {
  alignas(64) std::uint32_t keep[kDropoutBlock] = {};
  for (std::size_t begin = 0; begin < count; begin += kDropoutBlock) {
    const std::size_t m = std::min(kDropoutBlock, count - begin);
    keep_words(keep, m, drop, first + begin);
    for (std::size_t i = 0; i < m; ++i) mask[begin + i] = std::uint8_t(keep[i] & 1u);
  }
}

// Asks for the cache lines of `rows` rows of `width` floats, `stride` apart: the next head's rows while this
// head computes. A head's rows are a 256-byte slice of each token's row, so the hardware's prefetchers, which
// follow streams, leave every one of them a miss.
void prefetch_rows(const float* first, int rows, std::size_t stride, int width) {
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < width; c += 16) __builtin_prefetch(first + std::size_t(r) * stride + c);
}

// The next head's query, key and value rows of block b (prefetch_rows), `offset` floats into each row.
void prefetch_head(const CpuSpan& q, const CpuSpan& k, const CpuSpan& v, const graph::AttentionBlock& b,
                   const graph::AttentionStrides& st, int offset, int dh) {
  prefetch_rows(q.f32() + std::size_t(b.q0) * st.q + offset, b.tq, st.q, dh);
  prefetch_rows(k.f32() + std::size_t(b.k0) * st.k + offset, b.tk, st.k, dh);
  prefetch_rows(v.f32() + std::size_t(b.k0) * st.v + offset, b.tk, st.v, dh);
}

// Work items run in parallel only when they are worth waking the other cores for: one sentence's decoding
// step takes microseconds, less than a wake-up costs on busy cores, but a batch's step (tens of hypotheses,
// 2^15 or more probabilities times head width) is worth them: below 2^20, a batch's decoding attention ran
// on one core while the other waited (a sixth of beam search's time on a file).
bool worth_parallel(int items, std::size_t work) {
  return items > 1 && (items >= 256 || work >= (std::size_t(1) << 15));
}

}  // namespace

CpuDevice::CpuDevice(const ModelConfig& config) : head_dim_(config.head_dim()) {
  const ParameterLayout layout(config);
  params_.assign(layout.total_size(), 0.0f);
  for (const std::string& name : int8_weight_names(config)) {
    const ParameterInfo* p = layout.find(name);
    if (!p) throw Error("int8 weights: the model has no tensor '" + name + "'");
    int8_offsets_.push_back(p->offset);
  }
  std::sort(int8_offsets_.begin(), int8_offsets_.end());
  for (const std::string& name : w8a8_weight_names(config)) {
    const ParameterInfo* p = layout.find(name);
    if (!p) throw Error("int8 weights: the model has no tensor '" + name + "'");
    w8a8_offsets_.push_back(p->offset);
  }
  std::sort(w8a8_offsets_.begin(), w8a8_offsets_.end());
  const std::vector<float> pe = positional_encoding_table(config.positional_encoding, config.max_positions,
                                                          config.d_model, config.positional_base);
  pe_table_.assign(pe.begin(), pe.end());
}

std::string cpu_backend_description() {
  const int threads = omp_get_max_threads();
  return "CPU (Eigen + OpenBLAS, " + std::to_string(threads) + (threads == 1 ? " thread)" : " threads)");
}

std::string CpuDevice::description() const { return cpu_backend_description(); }

// ---- memory ----------------------------------------------------------------------------------------------

CpuStorage CpuDevice::allocate(std::size_t count) {
  const std::size_t n = std::max<std::size_t>(count, 1);
  return {std::unique_ptr<float[], CpuStorage::Free>(
              static_cast<float*>(::operator new[](n * sizeof(float), std::align_val_t(64)))),
          count};
}

CpuSpan CpuDevice::alloc(std::size_t count) {
  count = std::max<std::size_t>(count, 1);
  const std::size_t padded = (count + 15) & ~std::size_t(15);  // 64-byte aligned views
  const std::size_t place = place_++;
  if (padded >= kLargeAllocation) {
    // Large tensors get buffers of their own, by their place in the pass: the tensor allocated k-th in a
    // pass gets buffer k, grown in place when too small. A pass allocates its tensors in the same order each
    // time, so buffer k keeps serving the same tensor as batches vary in size (a choice by size alone moved
    // tensors between buffers from one batch to the next, and each move to a smaller buffer faulted in and
    // zeroed its pages again, in the middle of a product). Places count small tensors too: a tensor near the
    // threshold, large in one batch and small in the next, then moves no other tensor. A grown buffer keeps
    // its touched pages and gets a quarter more than asked, so that a slowly growing batch does not grow it
    // every step.
    if (place >= large_.size()) large_.resize(place + 1);
    MappedBuffer* best = &large_[place];
    if (best->size() < padded) best->grow((padded + padded / 4 + 15) & ~std::size_t(15));
    MappedBuffer& b = *best;
    // Under AddressSanitizer the headroom past this tensor's padded size is poisoned, so that a kernel
    // writing past it is reported as when every buffer came from malloc (no-ops in other builds).
    b.limit_access_to(padded);
    return {b.data(), count};
  }
  while (chunk_ < chunks_.size() && chunks_[chunk_]->size() - used_ < padded) {
    ++chunk_;
    used_ = 0;
  }
  if (chunk_ == chunks_.size()) {
    chunks_.push_back(std::make_unique<AlignedVector<float>>(kChunk));
    used_ = 0;
  }
  CpuSpan s{chunks_[chunk_]->data() + used_, count};
  used_ += padded;
  return s;
}

CpuSpan CpuDevice::upload_ints(const std::vector<std::int32_t>& values) {
  CpuSpan s = alloc(values.size());
  if (!values.empty()) std::memcpy(s.data, values.data(), values.size() * sizeof(std::int32_t));
  s.count = values.size();
  return s;
}

void CpuDevice::reset_pass() {
  chunk_ = 0;
  used_ = 0;
  place_ = 0;
}

void CpuDevice::upload(const CpuSpan& dst, const float* src, std::size_t count) {
  decode_weights_.invalidate();  // the parameters may have changed
  if (bf16_) bf16_->weights_changed();
  std::memcpy(dst.data, src, count * sizeof(float));
}
void CpuDevice::download(const CpuSpan& src, float* dst, std::size_t count) {
  std::memcpy(dst, src.data, count * sizeof(float));
}
void CpuDevice::fill_zero(const CpuSpan& dst) {
  // A step's gradients (hundreds of MB for `base`) are cleared on both cores.
  constexpr std::size_t kBlock = std::size_t(1) << 18;
  const std::ptrdiff_t blocks = std::ptrdiff_t((dst.count + kBlock - 1) / kBlock);
#pragma omp parallel for if (blocks > 1)
  for (std::ptrdiff_t b = 0; b < blocks; ++b) {
    const std::size_t first = std::size_t(b) * kBlock;
    std::fill_n(dst.f32() + first, std::min(kBlock, dst.count - first), 0.0f);
  }
}

void CpuDevice::copy_regions(const CpuSpan& src, const CpuSpan& dst,
                             const std::vector<graph::CopyRegion>& regions) {
  // Beam search's cache reorders copy every layer's rows each step: both cores once they are large.
  std::size_t total = 0;
  for (const auto& r : regions) total += r.count;
  const std::ptrdiff_t n = std::ptrdiff_t(regions.size());
#pragma omp parallel for if (n > 1 && total >= (std::size_t(1) << 16))
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    const auto& r = regions[std::size_t(i)];
    std::memmove(dst.f32() + r.dst, src.f32() + r.src, r.count * sizeof(float));
  }
}

CpuSite CpuDevice::attention_site(std::span<const graph::AttentionBlock> blocks, int heads, bool causal,
                                  bool /*backward*/) {
  return {std::vector<graph::AttentionBlock>(blocks.begin(), blocks.end()),
          graph::probability_offsets(blocks, heads), heads, causal};
}

// ---- compute ---------------------------------------------------------------------------------------------

void CpuDevice::set_training_precision(TrainingPrecision precision) {
  const bool native = cpu_has_native_bf16();
  if (precision == TrainingPrecision::kAuto)
    precision = native ? TrainingPrecision::kBf16 : TrainingPrecision::kFp32;
  if (precision == TrainingPrecision::kFp32) {
    bf16_.reset();
    return;
  }
  if (!bf16_) {
    bf16_ = std::make_unique<Bf16Matmul>(native);
    bf16_->set_parameters(params_.data(), params_.size());
  }
}

bool CpuDevice::w8a8_matrix(const CpuSpan& w, std::size_t* offset) const {
  if (compute_type_ != ComputeType::kW8A8) return false;
  if (w.f32() < params_.data() || w.f32() >= params_.data() + params_.size()) return false;
  *offset = std::size_t(w.f32() - params_.data());
  return std::binary_search(w8a8_offsets_.begin(), w8a8_offsets_.end(), *offset);
}

void CpuDevice::linear_forward(const CpuSpan& x, const CpuSpan& w, const CpuSpan& b, const CpuSpan& y, int n,
                               int in, int out) {
  std::size_t offset = 0;
  if (w8a8_matrix(w, &offset)) {
    const std::span<const float> params(params_.data(), params_.size());
    int8_linear(x.f32(), decode_weights_.int8_linear(params, offset, out, in), maybe(b), y.f32(), n);
    return;
  }
  if (bf16_)
    bf16_->forward(x.f32(), w.f32(), maybe(b), y.f32(), n, in, out);
  else
    cpu::linear_forward(x.f32(), w.f32(), maybe(b), y.f32(), n, in, out);
}

void CpuDevice::linear_rows(const CpuSpan& x, const CpuSpan& w, const CpuSpan& b, const CpuSpan& y, int n,
                            int in, int out) {
  const bool in_params = w.f32() >= params_.data() && w.f32() < params_.data() + params_.size();
  const std::size_t offset = in_params ? std::size_t(w.f32() - params_.data()) : 0;
  const std::span<const float> params(params_.data(), params_.size());
  std::size_t w8a8_offset = 0;
  if (w8a8_matrix(w, &w8a8_offset)) {
    int8_linear(x.f32(), decode_weights_.int8_linear(params, w8a8_offset, out, in), maybe(b), y.f32(), n);
    return;
  }
  if ((compute_type_ == ComputeType::kInt8 || compute_type_ == ComputeType::kW8A8) && in_params) {
    if (std::binary_search(int8_offsets_.begin(), int8_offsets_.end(), offset)) {
      const Int8Rows& q = decode_weights_.int8(params, offset, out, in);
      if (n <= kSmallBatchRows || small_batch_serves_many_rows()) {
        small_batch_linear_int8(x.f32(), q.values.data(), q.scales.data(), maybe(b), y.f32(), n, in, out);
      } else {
        // Batch mode's many rows are bound by arithmetic, not bytes: with AVX2 the GEMM multiplies the same
        // weights (q * scale, widened once per call) faster than the int8 kernel.
        thread_local std::vector<float> widened;
        widened.resize(q.values.size());
        dequantize_rows(q, widened);
        cpu::linear_forward(x.f32(), widened.data(), maybe(b), y.f32(), n, in, out);
      }
      return;
    }
    // A matrix int8 leaves out (the output projection, int8_weight_names) is F16: the F16 kernel for a few
    // rows and the GEMM on the same rounded values beyond, as kAuto does for a model stored in F16.
    const DecodeWeights::HalfMatrix& m =
        decode_weights_.half_matrix(params, offset, std::size_t(out) * std::size_t(in));
    if (n <= kSmallBatchRows || small_batch_serves_many_rows())
      small_batch_linear_f16(x.f32(), m.half.data(), maybe(b), y.f32(), n, in, out);
    else
      cpu::linear_forward(x.f32(), m.rounded.empty() ? w.f32() : m.rounded.data(), maybe(b), y.f32(), n, in,
                          out);
    return;
  }
  // F16 weights: under kAuto only when the model's weights are exactly F16 values (models stored as F16,
  // like the bundled ones), the same products with half the memory traffic, which bounds decoding speed;
  // beyond a few rows the GEMM computes the same products faster, except where the kernel is AVX-512's.
  // Under kF16 the rounded weights serve every row count, so that a batch decodes with the weights one
  // sentence gets.
  const bool half_for_any_rows = compute_type_ == ComputeType::kF16;
  const bool want_half = half_for_any_rows || (compute_type_ == ComputeType::kAuto &&
                                               (n <= kSmallBatchRows || small_batch_serves_many_rows()));
  const std::uint16_t* half =
      want_half && in_params ? decode_weights_.half(params, !half_for_any_rows) : nullptr;
  if (half)
    small_batch_linear_f16(x.f32(), half + offset, maybe(b), y.f32(), n, in, out);
  else
    cpu::linear_forward(x.f32(), w.f32(), maybe(b), y.f32(), n, in, out);
}

void CpuDevice::linear_backward(const CpuSpan& x, const CpuSpan& w, const CpuSpan& dy, const CpuSpan& dx,
                                const CpuSpan& dw, const CpuSpan& db, int n, int in, int out,
                                bool accumulate_dx) {
  if (bf16_)
    bf16_->backward(x.f32(), w.f32(), dy.f32(), maybe_mut(dx), dw.f32(), maybe_mut(db), n, in, out,
                    accumulate_dx);
  else
    cpu::linear_backward(x.f32(), w.f32(), dy.f32(), maybe_mut(dx), dw.f32(), maybe_mut(db), n, in, out,
                         accumulate_dx);
}

void CpuDevice::ffn_up(const CpuSpan& x, const CpuSpan& w, const CpuSpan& b, const CpuSpan& u,
                       const CpuSpan& a, int n, int in, int out, Activation act, const graph::Dropout& drop) {
  const std::size_t count = std::size_t(n) * out;
  std::size_t w8a8_offset = 0;
  if (bf16_ && act == Activation::kRelu && u.data == a.data && !w8a8_matrix(w, &w8a8_offset)) {
    bf16_->forward_relu(x.f32(), w.f32(), maybe(b), a.f32(), n, in, out);  // ReLU in the product's write
  } else {
    linear_forward(x, w, b, u, n, in, out);
    activation_forward(act, u.f32(), a.f32(), count);
  }
  if (drop.on()) apply_dropout(a.f32(), a.f32(), count, drop);
}

void CpuDevice::ffn_up_rows(const CpuSpan& x, const CpuSpan& w, const CpuSpan& b, const CpuSpan& u,
                            const CpuSpan& a, int n, int in, int out, Activation act) {
  std::size_t w8a8_offset = 0;
  if (act == Activation::kRelu && w8a8_matrix(w, &w8a8_offset)) {  // ReLU in the int8 kernel's write
    const std::span<const float> params(params_.data(), params_.size());
    int8_linear_relu(x.f32(), decode_weights_.int8_linear(params, w8a8_offset, out, in), maybe(b),
                     u.data == a.data ? nullptr : u.f32(), a.f32(), n);
    return;
  }
  linear_rows(x, w, b, u, n, in, out);
  activation_forward(act, u.f32(), a.f32(), std::size_t(n) * out);
}

void CpuDevice::ffn_down_backward(const CpuSpan& dy, const CpuSpan& w, const CpuSpan& u, const CpuSpan& a,
                                  const CpuSpan& du, const CpuSpan& dw, const CpuSpan& db, int n, int in,
                                  int out, Activation act, const graph::Dropout& drop) {
  const std::size_t count = std::size_t(n) * in;
  linear_backward(a, w, dy, du, dw, db, n, in, out, false);
  if (drop.on()) apply_dropout(du.f32(), du.f32(), count, drop);
  activation_backward(act, u.f32(), a.f32(), du.f32(), count);
}

void CpuDevice::layer_norm_forward(const CpuSpan& x, const CpuSpan& s, const CpuSpan& gamma,
                                   const CpuSpan& beta, const CpuSpan& y, const CpuSpan& xhat,
                                   const CpuSpan& rstd, int n, int d, float eps, const graph::Dropout& drop) {
  if (!s) {
    cpu::layer_norm_forward(x.f32(), gamma.f32(), beta.f32(), y.f32(), xhat.f32(), rstd.f32(), n, d, eps);
    return;
  }
  // LN(x + dropout(s)) a few rows at a time: the sum stays in this thread's cache instead of going out to
  // memory and back between two passes (the same sums, element for element, as add_dropped's).
  ProfileScope profile("ln_fwd");
  constexpr int kRows = 4;
  const int blocks = (n + kRows - 1) / kRows;
  const float scale = drop.on() ? 1.0f / (1.0f - drop.p) : 1.0f;
#pragma omp parallel for if (std::size_t(n) * std::size_t(d) >= kParallelLayerNormElements)
  for (int b = 0; b < blocks; ++b) {
    const int r0 = b * kRows, rows = std::min(kRows, n - r0);
    const std::size_t first = std::size_t(r0) * d, m = std::size_t(rows) * d;
    thread_local AlignedVector<float> sum;
    thread_local std::vector<std::uint32_t> keep;
    sum.resize(m);
    const float *sub = s.f32() + first, *res = x.f32() + first;
    if (drop.on()) {
      keep.resize(m);
      keep_words(keep.data(), m, drop, first);
      for (std::size_t i = 0; i < m; ++i) sum[i] = dropped(sub[i], scale, keep[i]) + res[i];
    } else {
      for (std::size_t i = 0; i < m; ++i) sum[i] = sub[i] + res[i];
    }
    cpu::layer_norm_rows(sum.data(), gamma.f32(), beta.f32(), y.f32() + first, xhat.f32() + first,
                         rstd.f32() + r0, rows, d, eps);
  }
}

void CpuDevice::layer_norm_backward(const CpuSpan& dy, const CpuSpan& xhat, const CpuSpan& rstd,
                                    const CpuSpan& gamma, const CpuSpan& dx, const CpuSpan& dgamma,
                                    const CpuSpan& dbeta, int n, int d, bool accumulate, const CpuSpan& res,
                                    const CpuSpan& ds, const graph::Dropout& drop) {
  const std::size_t count = std::size_t(n) * d;
  cpu::layer_norm_backward(dy.f32(), xhat.f32(), rstd.f32(), gamma.f32(), dx.f32(), dgamma.f32(), dbeta.f32(),
                           n, d, accumulate, res ? res.f32() : nullptr);
  if (ds) {
    if (drop.on())
      apply_dropout(dx.f32(), ds.f32(), count, drop);
    else
      std::memcpy(ds.data, dx.data, count * sizeof(float));
  }
}

void CpuDevice::residual_add(const CpuSpan& x, const CpuSpan& s, const CpuSpan& out, std::size_t count,
                             const graph::Dropout& drop) {
  add_dropped(s.f32(), x.f32(), out.f32(), count, drop);
}

void CpuDevice::dropout_backward(const CpuSpan& in, const CpuSpan& out, std::size_t count,
                                 const graph::Dropout& drop) {
  if (drop.on())
    apply_dropout(in.f32(), out.f32(), count, drop);
  else if (in.data != out.data)
    std::memcpy(out.data, in.data, count * sizeof(float));
}

void CpuDevice::attention_forward(const CpuSite& site, const CpuSpan& q, const CpuSpan& k, const CpuSpan& v,
                                  const CpuSpan& out, const CpuSpan& probs, graph::AttentionStrides st,
                                  float scale, const graph::Dropout& drop) {
  ProfileScope profile("attention_fwd");
  const int H = site.heads, dh = head_dim_, items = int(site.blocks.size()) * H;
  // A block's heads run in order on one thread (chunks of H items), each fetching the next one's rows.
#pragma omp parallel for schedule(dynamic, \
                                  H) if (worth_parallel(items, std::size_t(site.prob_offsets.back()) * dh))
  for (int item = 0; item < items; ++item) {
    const std::size_t blk = std::size_t(item / H);
    const auto& b = site.blocks[blk];
    const int h = item % H;
    if (h + 1 < H) prefetch_head(q, k, v, b, st, (h + 1) * dh, dh);
    const std::size_t p0 = std::size_t(site.prob_offsets[blk]) + std::size_t(h) * b.tq * b.tk;
    thread_local std::vector<std::uint8_t> mask;
    if (drop.on()) {
      mask.resize(std::size_t(b.tq) * b.tk);
      dropout_mask(mask.data(), mask.size(), drop, p0);
    }
    AttentionShape shape{b.tq, b.tk, dh, st.q, st.k, st.v, st.out, site.causal, scale};
    cpu::attention_forward(
        shape, q.f32() + std::size_t(b.q0) * st.q + h * dh, k.f32() + std::size_t(b.k0) * st.k + h * dh,
        v.f32() + std::size_t(b.k0) * st.v + h * dh, probs.f32() + p0,
        out.f32() + std::size_t(b.q0) * st.out + h * dh, drop.on() ? mask.data() : nullptr, drop.p);
  }
}

void CpuDevice::attention_backward(const CpuSite& site, const CpuSpan& q, const CpuSpan& k, const CpuSpan& v,
                                   const CpuSpan& probs, const CpuSpan& dout, const CpuSpan& dq,
                                   const CpuSpan& dk, const CpuSpan& dv, graph::AttentionStrides st,
                                   graph::AttentionStrides gs, float scale, const graph::Dropout& drop) {
  ProfileScope profile("attention_bwd");
  const int H = site.heads, dh = head_dim_, items = int(site.blocks.size()) * H;
  // As in the forward: a block's heads in order on one thread, each fetching the next one's rows.
#pragma omp parallel for schedule(dynamic, \
                                  H) if (worth_parallel(items, std::size_t(site.prob_offsets.back()) * dh))
  for (int item = 0; item < items; ++item) {
    const std::size_t blk = std::size_t(item / H);
    const auto& b = site.blocks[blk];
    const int h = item % H;
    if (h + 1 < H) {  // the next head's inputs, and the gradient rows it writes
      const int next = (h + 1) * dh;
      prefetch_head(q, k, v, b, st, next, dh);
      prefetch_head(dq, dk, dv, b, gs, next, dh);
      prefetch_rows(dout.f32() + std::size_t(b.q0) * st.out + next, b.tq, st.out, dh);
    }
    const std::size_t p0 = std::size_t(site.prob_offsets[blk]) + std::size_t(h) * b.tq * b.tk;
    float* dq0 = dq.f32() + std::size_t(b.q0) * gs.q + h * dh;
    float* dk0 = dk.f32() + std::size_t(b.k0) * gs.k + h * dh;
    float* dv0 = dv.f32() + std::size_t(b.k0) * gs.v + h * dh;
    thread_local std::vector<std::uint8_t> mask;
    thread_local AlignedVector<float> scratch;
    scratch.resize(std::size_t(b.tq) * b.tk);
    if (drop.on()) {
      mask.resize(std::size_t(b.tq) * b.tk);
      dropout_mask(mask.data(), mask.size(), drop, p0);
    }
    // The gradient views share the forward views' strides in the kernel's shape; both must agree.
    AttentionShape shape{b.tq, b.tk, dh, st.q, st.k, st.v, st.out, site.causal, scale};
    cpu::attention_backward(shape, q.f32() + std::size_t(b.q0) * st.q + h * dh,
                            k.f32() + std::size_t(b.k0) * st.k + h * dh,
                            v.f32() + std::size_t(b.k0) * st.v + h * dh, probs.f32() + p0,
                            dout.f32() + std::size_t(b.q0) * st.out + h * dh, dq0, dk0, dv0, scratch.data(),
                            drop.on() ? mask.data() : nullptr, drop.p, false);  // this item's rows, written
  }
}

void CpuDevice::embed_forward(const CpuSpan& table, const CpuSpan& positions_table, const CpuSpan& tokens,
                              const CpuSpan& positions, const CpuSpan& out, int n, int d, float scale,
                              const graph::Dropout& drop) {
  ProfileScope profile("embed_fwd");
  const float *E = table.f32(), *P = positions_table.f32();
  const std::int32_t *tok = tokens.i32(), *pos = positions.i32();
#pragma omp parallel for if (n >= 512)
  for (int r = 0; r < n; ++r) {
    const float* e = E + std::size_t(tok[r]) * d;
    const float* p = P + std::size_t(pos[r]) * d;
    float* o = out.f32() + std::size_t(r) * d;
    for (int i = 0; i < d; ++i) o[i] = e[i] * scale + p[i];
  }
  if (drop.on()) apply_dropout(out.f32(), out.f32(), std::size_t(n) * d, drop);
}

void CpuDevice::embed_backward(const CpuSpan& d_emb, const CpuSpan& d_table, const CpuSpan& ids, int n, int d,
                               float scale, const graph::Dropout& drop) {
  ProfileScope profile("embed_bwd");
  const float keep_scale = drop.on() ? 1.0f / (1.0f - drop.p) : 1.0f;
  std::vector<std::uint32_t> keep(drop.on() ? std::size_t(d) : 0);
  // Rows in order, so that each table row sums its gradients in a fixed order.
  for (int r = 0; r < n; ++r) {
    const float* g = d_emb.f32() + std::size_t(r) * d;
    float* t = d_table.f32() + std::size_t(ids.i32()[r]) * d;
    if (drop.on()) {
      keep_words(keep.data(), std::size_t(d), drop, std::size_t(r) * d);
      for (int i = 0; i < d; ++i) t[i] += dropped(g[i], keep_scale, keep[i]) * scale;
    } else {
      for (int i = 0; i < d; ++i) t[i] += g[i] * scale;
    }
  }
}

void CpuDevice::cross_entropy(const CpuSpan& logits, const CpuSpan& targets, const CpuSpan& loss, int n,
                              int vocab, int pad_id, float eps, float grad_scale, bool want_grad) {
  softmax_cross_entropy_rows(logits.f32(), targets.i32(), n, vocab, pad_id, eps, grad_scale, loss.f32(),
                             want_grad);
}

void CpuDevice::log_softmax(const CpuSpan& logits, int n, int vocab) {
  log_softmax_rows(logits.f32(), n, vocab);
}

void CpuDevice::adam(const CpuSpan& p, const CpuSpan& g, const CpuSpan& m, const CpuSpan& v,
                     std::size_t count, float b1, float b2, float eps, float wd, float lr, float grad_scale,
                     float c1, float c2) {
  ProfileScope profile("adam");
  if (bf16_) bf16_->weights_changed();
  decode_weights_.invalidate();
  const std::ptrdiff_t n = std::ptrdiff_t(count);
  float *P = p.f32(), *M = m.f32(), *V = v.f32();
  const float* G = g.f32();
#pragma omp parallel for simd
  for (std::ptrdiff_t i = 0; i < n; ++i) {
    const float gi = G[i] * grad_scale;
    M[i] = b1 * M[i] + (1.0f - b1) * gi;
    V[i] = b2 * V[i] + (1.0f - b2) * gi * gi;
    P[i] -= lr * ((M[i] * c1) / (std::sqrt(V[i] * c2) + eps) + wd * P[i]);
  }
}

// Over fixed blocks, each summed in 8 lanes (which vectorise, where one chain of double additions per thread
// waited on every add), then the blocks in order: the same sum whatever the number of threads.
double CpuDevice::sum_squares(const CpuSpan& x) {
  constexpr std::size_t kBlock = std::size_t(1) << 16;
  constexpr int kLanes = 8;
  const std::size_t count = x.size();
  const float* g = x.f32();
  const std::ptrdiff_t blocks = std::ptrdiff_t((count + kBlock - 1) / kBlock);
  std::vector<double> block_sums(static_cast<std::size_t>(blocks));
#pragma omp parallel for if (blocks > 1)
  for (std::ptrdiff_t b = 0; b < blocks; ++b) {
    const std::size_t begin = std::size_t(b) * kBlock, end = std::min(count, begin + kBlock);
    double lanes[kLanes] = {};
    std::size_t i = begin;
    for (; i + kLanes <= end; i += kLanes)
      for (int j = 0; j < kLanes; ++j) lanes[j] += double(g[i + j]) * double(g[i + j]);
    double sum = 0;
    for (; i < end; ++i) sum += double(g[i]) * double(g[i]);
    for (const double lane : lanes) sum += lane;
    block_sums[std::size_t(b)] = sum;
  }
  double sum = 0;
  for (const double s : block_sums) sum += s;
  return sum;
}

}  // namespace attn::cpu
