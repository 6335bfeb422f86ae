// The kernel in plain C++: the reference the other variants are tested against, and the code for CPUs
// without AVX2.
#include <omp.h>

#include <cstddef>

#include "backend/cpu/int8_linear/int8_linear_isa.h"

namespace attn::cpu {

void int8_linear_portable(const std::int8_t* xq, int x_stride, int n, const Int8LinearWeights& w,
                          const Int8Output& y) {
  const int out = w.rows.rows, in = w.rows.cols;
  const bool parallel = std::int64_t(n) * out * in >= kInt8ParallelMultiplyAdds && omp_get_max_threads() > 1;
#pragma omp parallel for schedule(static) if (parallel)
  for (int o = 0; o < out; ++o) {
    const std::int8_t* wr = w.rows.values.data() + std::size_t(o) * in;
    for (int r = 0; r < n; ++r) {
      const std::int8_t* xr = xq + std::size_t(r) * x_stride;
      std::int32_t s = 0;
      for (int k = 0; k < in; ++k) s += std::int32_t(wr[k]) * std::int32_t(xr[k]);
      y.y[std::size_t(r) * out + o] = int8_output(s, y.x_scales[r], w.rows.scales[std::size_t(o)], y.bias, o);
    }
  }
}

}  // namespace attn::cpu
