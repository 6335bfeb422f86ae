// The CPU's bf16 mixed-precision Linear products: inputs rounded to bf16 (round to nearest even), products
// accumulated and written in fp32. On a CPU with bf16 instructions they run in oneDNN's matmul (the library
// PyTorch's CPU autocast uses); elsewhere the same rounded inputs go through the fp32 GEMM, which gives the
// same numbers up to summation order, so bf16 runs are reproducible and testable on any machine.
//
// The weights' bf16 copy is made once per parameter update (weights_changed()), not once per product.
#pragma once

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <tuple>
#include <vector>

#include "util/aligned_vector.h"

namespace attn::cpu {

// Whether Bf16Matmul's kAuto gives oneDNN the token count at run time: where oneDNN does not run AMX.
bool bf16_rows_at_run_time_by_default();

class Bf16Matmul {
 public:
  // How oneDNN is given the token count of the native products: at run time (one primitive for every batch;
  // oneDNN's gemm kernels) or fixed (a primitive per batch size; its brgemm kernels, the ones that use AMX).
  // kAuto: fixed where oneDNN runs AMX, at run time elsewhere. Tests take each.
  enum class Rows { kAuto, kRuntime, kFixed };
  // `native`: use oneDNN's bf16 kernels (only where cpu_has_native_bf16()).
  explicit Bf16Matmul(bool native, Rows rows = Rows::kAuto);
  ~Bf16Matmul();
  Bf16Matmul(const Bf16Matmul&) = delete;
  Bf16Matmul& operator=(const Bf16Matmul&) = delete;

  bool native() const { return native_; }
  bool runtime_rows() const;  // native, with the token count given at run time
  // The parameters the weight pointers below may point into; their bf16 copy is remade after a change.
  void set_parameters(const float* params, std::size_t count);
  void weights_changed() { weights_stale_ = true; }

  // y[n,out] = x[n,in] W[out,in]^T (+ b).
  void forward(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
  // y = max(0, x W^T + b), the ReLU applied as the product writes y (native) or in a pass after it; a
  // negative sum may come out as -0 where it is +0 in a separate ReLU (no reader tells them apart: ReLU's
  // derivative reads y > 0).
  void forward_relu(const float* x, const float* w, const float* b, float* y, int n, int in, int out);
  // dx[n,in] (+)= dy[n,out] W (when dx), dW[out,in] += dy^T x, db[out] += column sums of dy (when db).
  void backward(const float* x, const float* w, const float* dy, float* dx, float* dw, float* db, int n,
                int in, int out, bool accumulate_dx);

 private:
  struct Dnnl;  // oneDNN's engine, stream and primitives, kept out of this header

  // The bf16 bits (native) or bf16-rounded floats (emulated) of a weight matrix of `count` elements.
  const void* weight(const float* w, std::size_t count);
  const void* activations(const float* x, std::size_t count, int slot);
  // dy[n,out] converted as activations() does, with db += its column sums in the same pass (when db).
  const void* gradient(const float* dy, float* db, int n, int out);

  bool native_;
  std::unique_ptr<Dnnl> dnnl_;
  const float* params_ = nullptr;
  std::size_t param_count_ = 0;
  bool weights_stale_ = true;
  // Native: bf16 bits. Emulated: floats with their low 16 bits cleared.
  std::vector<std::uint16_t> weights_bf16_;
  AlignedVector<float> weights_rounded_;
  std::vector<std::uint16_t> scratch_bf16_[3];
  AlignedVector<float> scratch_rounded_[3];
  AlignedVector<float> column_partials_;  // gradient(): each chunk of rows' column sums
};

}  // namespace attn::cpu
