// The arithmetic of training's large matrix products: fp32, or bf16 mixed precision as PyTorch's
// torch.autocast("cpu", dtype=torch.bfloat16) and Megatron do it: bf16 inputs to the big matmuls with fp32
// accumulation and output; master weights, Adam moments, layer norm, softmax and the loss stay in fp32.
#pragma once

#include <string>
#include <string_view>

namespace attn {

enum class TrainingPrecision {
  kAuto,  // bf16 where the device multiplies bf16 natively (AVX512_BF16 or AMX on a CPU), else fp32
  kFp32,
  kBf16,
};

// "auto", "fp32", "bf16"; anything else throws attn::Error naming the choices.
TrainingPrecision parse_training_precision(std::string_view name);
std::string to_string(TrainingPrecision precision);

// Whether this CPU has bf16 dot-product instructions (AVX512_BF16 or AMX-BF16): where bf16 GEMMs run at
// several times the fp32 rate. Without them a bf16 run still computes bf16 numerics, but more slowly.
bool cpu_has_native_bf16();

}  // namespace attn
