#include <omp.h>

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

std::unique_ptr<Backend> make_backend(std::string_view spec, const ModelConfig& config) {
  if (spec == "auto" || spec == "cpu" || spec.empty()) return make_cpu_backend(config);
  if (spec.substr(0, 6) == "vulkan")
    throw Error("the Vulkan backend is not part of this build yet; use --backend cpu or auto");
  throw Error("unknown backend '" + std::string(spec) + "' (expected auto, cpu, vulkan or vulkan:N)");
}

std::vector<std::string> list_backends() {
  return {"cpu: CPU (Eigen + OpenBLAS, " + std::to_string(omp_get_max_threads()) + " threads)"};
}

}  // namespace attn
