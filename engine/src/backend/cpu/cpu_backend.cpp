#include "backend/cpu/cpu_backend.h"

#include <cmath>

namespace attn {

bool LossStats::finite() const { return std::isfinite(loss_sum) && std::isfinite(nll_sum); }

std::unique_ptr<Backend> make_cpu_backend(const ModelConfig& config) {
  return std::make_unique<cpu::CpuBackend>(config);
}

}  // namespace attn
