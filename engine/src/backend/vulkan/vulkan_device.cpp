#include "backend/vulkan/vulkan_device.h"

#include <algorithm>
#include <cstring>
#include <map>

#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/positional_encoding.h"

namespace attn::vk {

namespace {

// Rows grouped by destination row (token id or position) for the deterministic embedding gradient.
struct GatherGroups {
  DSpan groups, rows;
  int count = 0;
};

GatherGroups gather_groups(Arena& host, const std::int32_t* keys, int n) {
  std::map<std::int32_t, std::vector<int>> by_key;
  for (int r = 0; r < n; ++r) by_key[keys[r]].push_back(r);
  GatherGroups g;
  g.count = int(by_key.size());
  g.groups = host.alloc(by_key.size() * 3);
  g.rows = host.alloc(std::size_t(n));
  std::int32_t* gp = g.groups.i32();
  std::int32_t* rp = g.rows.i32();
  int next = 0, i = 0;
  for (const auto& [key, rows] : by_key) {
    gp[3 * i] = key;
    gp[3 * i + 1] = next;
    for (int r : rows) rp[next++] = r;
    gp[3 * i + 2] = next;
    ++i;
  }
  return g;
}

}  // namespace

VulkanDevice::VulkanDevice(const ModelConfig& config, int device_index, bool validation)
    : head_dim_(config.head_dim()), parameter_count_(ParameterLayout(config).total_size()) {
  ctx_ = std::make_unique<Context>(device_index, validation);
  pipelines_ = std::make_unique<Pipelines>(*ctx_);
  profiler_ = std::make_unique<Profiler>(*ctx_);
  rec_ = std::make_unique<Recorder>(*ctx_, *pipelines_, *profiler_);
  choose_kernel_shapes();
  const std::size_t n = parameter_count_;
  params_ = std::make_unique<Buffer>(*ctx_, n * 4, false, "parameters");
  arena_ = std::make_unique<Arena>(*ctx_, false, "activations");
  host_ = std::make_unique<Arena>(*ctx_, true, "staging");
  const std::vector<float> pe = positional_encoding_table(config.positional_encoding, config.max_positions,
                                                          config.d_model, config.positional_base);
  pe_table_ =
      std::make_unique<Buffer>(*ctx_, std::max<std::size_t>(pe.size(), 1) * 4, false, "positional table");
  rec_->fill_zero(params_->span());
  if (!pe.empty()) upload(pe_table_->span().at(0, std::ptrdiff_t(pe.size())), pe.data(), pe.size());
  rec_->submit_and_wait();
  reset_pass();
}

VulkanDevice::~VulkanDevice() {
  if (ctx_) vkDeviceWaitIdle(ctx_->device());
}

std::string VulkanDevice::description() const {
  const auto& i = ctx_->info();
  return i.name + " (Vulkan " + i.type + ", " + i.driver + ")";
}

void VulkanDevice::set_compute_type(ComputeType type) {
  if (type == ComputeType::kAuto || type == ComputeType::kF32) return;
  throw Error("the Vulkan backend decodes with F32 weights; compute type " + compute_type_name(type) +
              " needs the CPU backend (--backend cpu)");
}

DSpan VulkanDevice::training_state(std::unique_ptr<Buffer>& buffer, const char* what) {
  if (!buffer) {
    buffer = std::make_unique<Buffer>(*ctx_, parameter_count_ * 4, false, what);
    rec_->fill_zero(buffer->span());
  }
  return buffer->span();
}

DSpan VulkanDevice::upload_ints(const std::vector<std::int32_t>& values) {
  DSpan s = host_->alloc(values.size());
  if (!values.empty()) std::memcpy(s.host, values.data(), values.size() * sizeof(std::int32_t));
  return s;
}

void VulkanDevice::reset_pass() {
  arena_->reset();
  host_->reset();
}

VulkanStorage VulkanDevice::allocate(std::size_t count) {
  return {std::make_unique<Buffer>(*ctx_, std::max<std::size_t>(count, 1) * 4, false, "decoding cache")};
}

void VulkanDevice::upload(const DSpan& dst, const float* src, std::size_t count) {
  DSpan staging = host_->alloc(count);
  std::memcpy(staging.host, src, count * 4);
  rec_->copy(staging, dst.at(0, std::ptrdiff_t(count)));
}

void VulkanDevice::download(const DSpan& src, float* dst, std::size_t count) {
  // Small read-backs (losses, log-probabilities) ride in the pass's staging arena and its one submit; large
  // ones (parameters) get a buffer of their own, so that reading the model does not grow the arena.
  std::unique_ptr<Buffer> own;
  DSpan staging;
  if (count > (std::size_t(1) << 20)) {
    own = std::make_unique<Buffer>(*ctx_, count * 4, true, "read-back staging");
    staging = own->span();
  } else {
    staging = host_->alloc(count);
  }
  rec_->copy(src.at(0, std::ptrdiff_t(count)), staging);
  rec_->submit_and_wait();
  std::memcpy(dst, staging.host, count * 4);
}

void VulkanDevice::copy_regions(const DSpan& src, const DSpan& dst,
                                const std::vector<graph::CopyRegion>& regions) {
  if (regions.empty()) return;
  std::vector<VkBufferCopy> copies;
  copies.reserve(regions.size());
  for (const auto& r : regions)
    copies.push_back({src.offset + VkDeviceSize(r.src) * 4, dst.offset + VkDeviceSize(r.dst) * 4,
                      VkDeviceSize(r.count) * 4});
  rec_->copy_regions(src, dst, copies);
}

VulkanSite VulkanDevice::attention_site(std::span<const graph::AttentionBlock> blocks, int heads, bool causal,
                                        bool backward) {
  VulkanSite t;
  t.prob_offsets = graph::probability_offsets(blocks, heads);
  t.heads = heads;
  for (const auto& b : blocks) {
    t.query_rows = std::max(t.query_rows, b.q0 + b.tq);
    t.key_rows = std::max(t.key_rows, b.k0 + b.tk);
  }
  t.query_table = host_->alloc(std::size_t(t.query_rows) * 5);
  std::int32_t* q = t.query_table.i32();
  if (backward) t.key_table = host_->alloc(std::size_t(t.key_rows) * 6);
  for (std::size_t s = 0; s < blocks.size(); ++s) {
    const auto& b = blocks[s];
    const int key_offset = b.tk - b.tq, po = t.prob_offsets[s];
    for (int i = 0; i < b.tq; ++i) {
      std::int32_t* row = q + std::size_t(b.q0 + i) * 5;
      row[0] = b.k0;
      row[1] = b.tk;
      row[2] = causal ? std::min(b.tk, i + key_offset + 1) : b.tk;
      row[3] = po + i * b.tk;
      row[4] = b.tq * b.tk;
    }
    if (!backward) continue;
    for (int j = 0; j < b.tk; ++j) {
      std::int32_t* row = t.key_table.i32() + std::size_t(b.k0 + j) * 6;
      row[0] = b.q0;
      row[1] = b.tq;
      row[2] = po + j;
      row[3] = b.tk;
      row[4] = b.tq * b.tk;
      row[5] = causal ? std::max(0, j - key_offset) : 0;
    }
  }
  return t;
}

void VulkanDevice::ffn_down_backward(const DSpan& dy, const DSpan& w, const DSpan& u, const DSpan& a,
                                     const DSpan& du, const DSpan& dw, const DSpan& db, int n, int in,
                                     int out, Activation act, const graph::Dropout& drop) {
  ffn_down_backward(dy, w, u, du, n, in, out, act, drop);
  linear_backward(a, w, dy, {}, dw, db, n, in, out, false);
}

void VulkanDevice::attention_forward(const VulkanSite& site, const DSpan& q, const DSpan& k, const DSpan& v,
                                     const DSpan& out, const DSpan& probs, graph::AttentionStrides st,
                                     float scale, const graph::Dropout& drop) {
  AttentionArgs a;
  a.q = q, a.k = k, a.v = v, a.out = out, a.probs = probs, a.table = site.query_table;
  a.rows = site.query_rows, a.heads = site.heads, a.dh = head_dim_;
  a.q_stride = st.q, a.k_stride = st.k, a.v_stride = st.v, a.out_stride = st.out;
  a.scale = scale;
  a.dropout = drop;
  attention_forward(a);
}

void VulkanDevice::attention_backward(const VulkanSite& site, const DSpan& q, const DSpan& k, const DSpan& v,
                                      const DSpan& probs, const DSpan& dout, const DSpan& dq, const DSpan& dk,
                                      const DSpan& dv, graph::AttentionStrides st, graph::AttentionStrides gs,
                                      float scale, const graph::Dropout& drop) {
  AttentionBackwardArgs a;
  a.q = q, a.k = k, a.v = v, a.probs = probs, a.dout = dout;
  a.ds = arena_->alloc(probs.size());  // d(scores) scratch
  a.dq = dq, a.dk = dk, a.dv = dv;
  a.query_table = site.query_table, a.key_table = site.key_table;
  a.query_rows = site.query_rows, a.key_rows = site.key_rows, a.heads = site.heads, a.dh = head_dim_;
  a.q_stride = st.q, a.k_stride = st.k, a.v_stride = st.v, a.out_stride = st.out;
  a.dq_stride = gs.q, a.dk_stride = gs.k, a.dv_stride = gs.v;
  a.scale = scale;
  a.dropout = drop;
  attention_backward(a);
}

void VulkanDevice::embed_backward(const DSpan& d_emb, const DSpan& d_table, const DSpan& ids, int n, int d,
                                  float scale, const graph::Dropout& drop) {
  // Grouping rows by destination keeps the sum deterministic; the ids are host-visible (upload_ints).
  const GatherGroups g = gather_groups(*host_, ids.i32(), n);
  embed_backward(d_emb, d_table, g.groups, g.rows, g.count, d, scale, drop);
}

double VulkanDevice::sum_squares(const DSpan& x) {
  DSpan partial = host_->alloc(16384);
  sum_squares(x, partial);
  rec_->submit_and_wait();
  double sum = 0;
  for (std::size_t i = 0; i < partial.size(); ++i) sum += double(partial.f32()[i]);
  return sum;
}

}  // namespace attn::vk
