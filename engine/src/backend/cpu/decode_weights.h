// The parameters in the narrower forms that decoding's linears stream (CpuDevice::linear_rows, by compute
// type): F16 at the parameters' own offsets, int8 matrices with per-row scales, or single matrices in F16
// (the ones int8 leaves out). Each form is built on first use and dropped when the parameters change.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

#include "attention/int8_quantization.h"
#include "backend/cpu/int8_linear.h"

namespace attn::cpu {

class DecodeWeights {
 public:
  // The parameters changed (an upload or an optimizer step).
  void invalidate();

  // Every parameter in F16 at its own offset. With `exact_only`: null unless every parameter is exactly an
  // F16 value (a model stored in F16), so that the F16 path changes no product.
  const std::uint16_t* half(std::span<const float> params, bool exact_only);

  // The rows x cols weight matrix at `offset` of the parameters in int8.
  const Int8Rows& int8(std::span<const float> params, std::size_t offset, int rows, int cols);

  // The same matrix prepared for the int8 x int8 kernel (compute type w8a8).
  const Int8LinearWeights& int8_linear(std::span<const float> params, std::size_t offset, int rows, int cols);

  // The `count` parameters at `offset` rounded to F16 (`half`), and the same values in F32 (`rounded`; empty
  // when every parameter there already is an F16 value, so that the parameters themselves serve).
  struct HalfMatrix {
    std::vector<std::uint16_t> half;
    std::vector<float> rounded;
  };
  const HalfMatrix& half_matrix(std::span<const float> params, std::size_t offset, std::size_t count);

 private:
  enum class HalfState { kStale, kExact, kRounded, kInexact };  // kInexact: scanned, not kept
  HalfState half_state_ = HalfState::kStale;
  std::vector<std::uint16_t> half_;
  std::unordered_map<std::size_t, Int8Rows> int8_;                  // by offset
  std::unordered_map<std::size_t, HalfMatrix> half_matrices_;       // by offset
  std::unordered_map<std::size_t, Int8LinearWeights> int8_linear_;  // by offset
};

}  // namespace attn::cpu
