// The kernel in plain C++: the reference the other variants are tested against, and the code for CPUs
// without AVX2.
#include <omp.h>

#include <cstddef>
#include <span>

#include "backend/cpu/int8_linear/int8_linear_isa.h"

namespace attn::cpu {

void int8_linear_portable(const float* x, int n, const Int8LinearWeights& w, const Int8Output& y) {
  const int out = w.rows.rows, in = w.rows.cols;
  const QuantisedRows<std::int8_t> xq =
      quantise_rows<std::int8_t>(x, n, in, in, [in](const float* row, std::int8_t* q) {
        return quantize_int8_row(std::span<const float>(row, std::size_t(in)), q);
      });
  const bool parallel = std::int64_t(n) * out * in >= kInt8ParallelMultiplyAdds && omp_get_max_threads() > 1;
  const std::int8_t* q = xq.q;
  const float* scales = xq.scales;
#pragma omp parallel for schedule(static) if (parallel)
  for (int o = 0; o < out; ++o) {
    const std::int8_t* wr = w.rows.values.data() + std::size_t(o) * in;
    for (int r = 0; r < n; ++r) {
      const std::int8_t* xr = q + std::size_t(r) * in;
      std::int32_t s = 0;
      for (int k = 0; k < in; ++k) s += std::int32_t(wr[k]) * std::int32_t(xr[k]);
      int8_store(y, std::size_t(r) * out + o,
                 int8_output(s, scales[r], w.rows.scales[std::size_t(o)], y.bias, o));
    }
  }
}

}  // namespace attn::cpu
