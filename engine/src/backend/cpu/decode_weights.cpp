#include "backend/cpu/decode_weights.h"

#include <utility>

#include "attention/error.h"
#include "attention/float16.h"

namespace attn::cpu {

void DecodeWeights::invalidate() {
  half_state_ = HalfState::kStale;
  std::vector<std::uint16_t>().swap(half_);
  int8_.clear();
  int8_linear_.clear();
  half_matrices_.clear();
}

const std::uint16_t* DecodeWeights::half(std::span<const float> params, bool exact_only) {
  const bool need_scan =
      half_state_ == HalfState::kStale || (!exact_only && half_state_ == HalfState::kInexact);
  if (need_scan) {
    half_.resize(params.size());
    bool exact = true;
    for (std::size_t i = 0; i < params.size(); ++i) {
      half_[i] = float_to_half(params[i]);
      if (exact && half_to_float(half_[i]) != params[i]) {
        exact = false;
        if (exact_only) break;  // not wanted: no need to round the rest
      }
    }
    half_state_ = exact ? HalfState::kExact : exact_only ? HalfState::kInexact : HalfState::kRounded;
    if (half_state_ == HalfState::kInexact) std::vector<std::uint16_t>().swap(half_);
  }
  if (half_state_ == HalfState::kExact || (!exact_only && half_state_ == HalfState::kRounded))
    return half_.data();
  return nullptr;
}

const Int8Rows& DecodeWeights::int8(std::span<const float> params, std::size_t offset, int rows, int cols) {
  auto it = int8_.find(offset);
  if (it == int8_.end()) {
    const std::size_t count = std::size_t(rows) * std::size_t(cols);
    if (offset + count > params.size()) throw Error("int8 weights: matrix outside the parameters");
    it = int8_.emplace(offset, quantize_rows(params.subspan(offset, count), rows, cols)).first;
  }
  if (it->second.rows != rows || it->second.cols != cols)
    throw Error("int8 weights: one offset used with two shapes");
  return it->second;
}

const Int8LinearWeights& DecodeWeights::int8_linear(std::span<const float> params, std::size_t offset,
                                                    int rows, int cols) {
  auto it = int8_linear_.find(offset);
  if (it == int8_linear_.end()) {
    const std::size_t count = std::size_t(rows) * std::size_t(cols);
    if (offset + count > params.size()) throw Error("int8 weights: matrix outside the parameters");
    it = int8_linear_.emplace(offset, prepare_int8_linear(params.data() + offset, rows, cols)).first;
  }
  if (it->second.rows.rows != rows || it->second.rows.cols != cols)
    throw Error("int8 weights: one offset used with two shapes");
  return it->second;
}

const DecodeWeights::HalfMatrix& DecodeWeights::half_matrix(std::span<const float> params, std::size_t offset,
                                                            std::size_t count) {
  auto it = half_matrices_.find(offset);
  if (it == half_matrices_.end()) {
    if (offset + count > params.size()) throw Error("F16 weights: matrix outside the parameters");
    HalfMatrix m;
    m.half.resize(count);
    bool exact = true;
    for (std::size_t i = 0; i < count; ++i) {
      m.half[i] = float_to_half(params[offset + i]);
      exact = exact && half_to_float(m.half[i]) == params[offset + i];
    }
    if (!exact) {
      m.rounded.resize(count);
      for (std::size_t i = 0; i < count; ++i) m.rounded[i] = half_to_float(m.half[i]);
    }
    it = half_matrices_.emplace(offset, std::move(m)).first;
  }
  if (it->second.half.size() != count) throw Error("F16 weights: one offset used with two sizes");
  return it->second;
}

}  // namespace attn::cpu
