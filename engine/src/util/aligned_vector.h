// Vectors whose data is aligned to the widest SIMD register Eigen uses. Eigen's vectorised reductions peel
// a different number of leading elements depending on the address, which changes rounding: with every
// buffer aligned the same way, results are bit-for-bit reproducible from run to run.
#pragma once

#include <Eigen/Core>
#include <vector>

namespace attn {

template <typename T>
using AlignedVector = std::vector<T, Eigen::aligned_allocator<T>>;

}  // namespace attn
