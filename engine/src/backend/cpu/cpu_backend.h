// The CPU backend: the one Transformer graph (graph/transformer_graph.h) on the CPU device. It is the
// numerical reference every other backend is checked against.
#pragma once

#include <memory>
#include <string>

#include "backend/cpu/cpu_device.h"
#include "graph/graph_backend.h"

namespace attn::cpu {

class CpuBackend final : public graph::GraphBackend<CpuDevice> {
 public:
  explicit CpuBackend(const ModelConfig& config)
      : GraphBackend(config, std::make_unique<CpuDevice>(config)) {}
  std::string name() const override { return "cpu"; }
};

}  // namespace attn::cpu
