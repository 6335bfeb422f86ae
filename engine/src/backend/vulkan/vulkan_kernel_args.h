// The typed arguments of the Vulkan device's larger kernels (matmul and attention, vulkan_device.h).
// Semantics follow the CPU kernels in backend/cpu/kernels.h; dropout masks come from (key, element index) as
// there.
#pragma once

#include "attention/config.h"
#include "backend/vulkan/vulkan_buffer.h"
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

}  // namespace attn::vk
