// One recording function per kernel, with typed parameters; each fills the shader's push constants,
// declares what it reads and writes (for barriers), and its work (for the profiler). Semantics follow the
// CPU kernels in backend/cpu/kernels.h; dropout masks come from (key, element index) as there.
#pragma once

#include <cstdint>
#include <utility>
#include <vector>

#include "attention/config.h"
#include "backend/vulkan/vulkan_buffer.h"
#include "backend/vulkan/vulkan_commands.h"
#include "backend/vulkan/vulkan_push_constants.h"
#include "graph/device.h"

namespace attn::vk {

using attn::dropout_key;
using graph::Dropout;

enum class Epilogue { kNone = 0, kActivation = 1, kActivationBackward = 2 };

// C = epilogue(op(A) op(B) + bias); element (m, k) of A is a[m * sam + k * sak], (k, n) of B is
// b[k * sbk + n * sbn], (m, n) of C is c[m * ldc + n]; `batch` such products with strides bsa/bsb/bsc.
struct MatmulArgs {
  DSpan a, b, c, bias, aux;
  int M = 0, N = 0, K = 0;
  int sam = 0, sak = 0, sbk = 0, sbn = 0, ldc = 0;
  int batch = 1, bsa = 0, bsb = 0, bsc = 0;
  bool accumulate = false;
  Epilogue epilogue = Epilogue::kNone;
  Activation activation = Activation::kRelu;
  Dropout dropout;
};

struct AttentionArgs {
  DSpan q, k, v, out, probs, table;  // table: 5 ints per query row (see attention_fwd.comp)
  int rows = 0, heads = 0, dh = 0;
  int q_stride = 0, k_stride = 0, v_stride = 0, out_stride = 0;
  float scale = 1;
  Dropout dropout;
};

struct AttentionBackwardArgs {
  DSpan q, k, v, probs, dout, ds, dq, dk, dv;
  DSpan query_table, key_table;  // 5 ints per query row, 6 per key row (see the shaders)
  int query_rows = 0, key_rows = 0, heads = 0, dh = 0;
  int q_stride = 0, k_stride = 0, v_stride = 0, out_stride = 0;
  int dq_stride = 0, dk_stride = 0, dv_stride = 0;
  float scale = 1;
  Dropout dropout;
};

class Ops {
 public:
  explicit Ops(Recorder& rec);
  Recorder& recorder() { return rec_; }
  // Descriptor-bound matmul where the device has push descriptors (the divergence checker turns it off).
  void use_descriptors(bool on) { descriptors_ = on; }
  // The shared-memory tiled matmul (GPUs; on by default there). Tests force it on lavapipe to check it.
  void use_tiled_matmul(bool on) { tiled_ = on; }
  // Its workgroup size and K-slice (normally chosen from the device's limits), for tests.
  std::pair<std::int32_t, std::int32_t> tiled_matmul_shape() const { return {tiled_wg_, tiled_bk_}; }
  void set_tiled_matmul_shape(std::int32_t workgroup, std::int32_t k_slice) {
    tiled_wg_ = workgroup;
    tiled_bk_ = k_slice;
  }

  void matmul(const MatmulArgs& m);
  // y[n,out] = x[n,in] W[out,in]^T + b
  void linear_forward(const DSpan& x, const DSpan& w, const DSpan& b, const DSpan& y, int n, int in, int out);
  // dx (= or +=) dy W; dW += dy^T x; db += colsum(dy). dx may be empty.
  void linear_backward(const DSpan& x, const DSpan& w, const DSpan& dy, const DSpan& dx, const DSpan& dw,
                       const DSpan& db, int n, int in, int out, bool accumulate_dx);
  // FFN up-projection with the activation (and its dropout) fused into the epilogue; u keeps x W^T + b.
  void ffn_up(const DSpan& x, const DSpan& w, const DSpan& b, const DSpan& u, const DSpan& a, int n, int in,
              int out, Activation act, const Dropout& drop);
  // d_u = act'(u) * dropout_backward(dy W) for the FFN's down-projection W[out, in].
  void ffn_down_backward(const DSpan& dy, const DSpan& w, const DSpan& u, const DSpan& du, int n, int in,
                         int out, Activation act, const Dropout& drop);

  // y = LN(x) or, with s, LN(x + dropout(s)); saves xhat and rstd.
  void layer_norm_forward(const DSpan& x, const DSpan& s, const DSpan& gamma, const DSpan& beta,
                          const DSpan& y, const DSpan& xhat, const DSpan& rstd, int n, int d, float eps,
                          const Dropout& drop);
  // dx (= or +=) LN'(dy) (+ res); dgamma, dbeta +=; with ds: ds = dropout_backward(dx).
  void layer_norm_backward(const DSpan& dy, const DSpan& xhat, const DSpan& rstd, const DSpan& gamma,
                           const DSpan& dx, const DSpan& dgamma, const DSpan& dbeta, int n, int d,
                           bool accumulate, const DSpan& res, const DSpan& ds, const Dropout& drop);
  void residual_add(const DSpan& a, const DSpan& b, const DSpan& out, std::size_t n, const Dropout& drop);
  void dropout_backward(const DSpan& in, const DSpan& out, std::size_t n, const Dropout& drop);

  void attention_forward(const AttentionArgs& a);
  void attention_backward(const AttentionBackwardArgs& a);

  void embed_forward(const DSpan& table, const DSpan& pos_table, const DSpan& tokens, const DSpan& positions,
                     const DSpan& out, int n, int d, float scale, const Dropout& drop);
  // dst[groups[g].row] += scale * sum of dropout_backward(src[rows[begin..end)]).
  void embed_backward(const DSpan& src, const DSpan& dst, const DSpan& groups, const DSpan& rows,
                      int n_groups, int d, float scale, const Dropout& drop);

  // Per row: loss[2r] = smoothed loss, loss[2r+1] = nll; with want_grad, logits become the gradient.
  // `pad_id` gets no smoothing mass.
  void cross_entropy(const DSpan& logits, const DSpan& targets, const DSpan& loss, int n, int vocab,
                     int pad_id, float eps, float grad_scale, bool want_grad);
  void log_softmax(const DSpan& logits, int n, int vocab);

  void adam(const DSpan& p, const DSpan& g, const DSpan& m, const DSpan& v, std::size_t n, float b1, float b2,
            float eps, float wd, float lr, float grad_scale, float c1, float c2);
  // partial[t] = sum of x[i]^2 over i = t mod partial.size().
  void sum_squares(const DSpan& x, const DSpan& partial);
  void column_sum(const DSpan& src, const DSpan& dst, int n, int m, int ld);

 private:
  std::uint32_t groups(std::size_t invocations) const;
  // matmul_texel.comp (CPU devices); false when the operands have no texel views.
  bool matmul_texel(const MatmulArgs& m, MatmulSsboPC pc, const std::vector<VkDescriptorBufferInfo>& infos,
                    double flops, double bytes);
  // linear_rows_texel.comp (CPU devices, decoding's few rows); false when the operands do not fit it.
  bool linear_rows_texel(const MatmulArgs& m, MatmulSsboPC pc,
                         const std::vector<VkDescriptorBufferInfo>& infos, double flops, double bytes);
  // Texel views of an attention kernel's two streamed row operands, when its *_texel version can read them.
  struct TexelRows {
    std::int32_t first0 = 0, first1 = 0;  // element offsets of the rows in their buffers (views start at 0)
    std::vector<VkBufferView> views;      // empty: the device-address version
    bool on() const { return !views.empty(); }
  };
  TexelRows attention_texels(const DSpan& a, int a_stride, const DSpan& b, int b_stride, int dh) const;
  Recorder& rec_;
  bool descriptors_ = false;
  bool tiled_ = false;
  bool texel_ = false;
  std::int32_t tiled_wg_ = 256,
               tiled_bk_ = 16;  // matmul_tiled_ssbo.comp's specialization constants  // CPU devices: operands
                                // through texel buffers (see matmul_texel.comp)
  std::int32_t wg_ = 64;
  std::vector<std::int32_t> matmul_spec_;
  int tile_m_ = 32, tile_n_ = 32;
};

}  // namespace attn::vk
