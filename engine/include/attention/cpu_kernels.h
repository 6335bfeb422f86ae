// Which CPU features the engine found and which kernel serves each CPU path, in words (attention-cli
// devices, the app's Model view). The same translation gives the same numbers on every variant of the
// engine's own small-batch kernel; the GEMM libraries choose their own variants and agree within rounding.
#pragma once

#include <string>
#include <vector>

namespace attn {

// One line each: the CPU's features, then GEMM, small batch, int8 weights and bf16 training.
std::vector<std::string> describe_cpu_kernels();

}  // namespace attn
