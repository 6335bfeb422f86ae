// y[n,out] = x[n,in] W[out,in]^T + b in double precision, written out as loops: the reference the CPU
// kernels' linear products are checked against (kernels_test, small_batch_linear_test).
#pragma once

#include <cstddef>
#include <vector>

namespace attn::test {

inline std::vector<double> naive_linear(const std::vector<float>& x, const std::vector<float>& w,
                                        const float* b, int n, int in, int out) {
  std::vector<double> y(std::size_t(n) * out);
  for (int r = 0; r < n; ++r)
    for (int o = 0; o < out; ++o) {
      double s = b ? b[o] : 0.0;
      for (int i = 0; i < in; ++i) s += double(x[std::size_t(r) * in + i]) * w[std::size_t(o) * in + i];
      y[std::size_t(r) * out + o] = s;
    }
  return y;
}

}  // namespace attn::test
