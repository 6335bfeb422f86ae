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
  // 512 against 4096: on the AMD EPYC of 2026-11-29 (2 cores, 1 MB of L2 each), `en-de` over the 1,014
  // Multi30k val sentences went from 886 to 1,173 sentences/s greedy and 313 to 460 beam 4 under w8a8, and
  // 528 to 574 / 197 to 221 under auto; 256-1024 all beat 4096 (README, "int8 decoding and batch mode").
  int decode_batch_tokens() const override { return 512; }
};

}  // namespace attn::cpu
