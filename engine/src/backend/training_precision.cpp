#include "attention/training_precision.h"

#include <cstdlib>

#include "attention/error.h"

namespace attn {

TrainingPrecision parse_training_precision(std::string_view name) {
  if (name == "auto") return TrainingPrecision::kAuto;
  if (name == "fp32") return TrainingPrecision::kFp32;
  if (name == "bf16") return TrainingPrecision::kBf16;
  throw Error("unknown precision '" + std::string(name) + "' (expected auto, fp32 or bf16)");
}

std::string to_string(TrainingPrecision precision) {
  switch (precision) {
    case TrainingPrecision::kAuto:
      return "auto";
    case TrainingPrecision::kFp32:
      return "fp32";
    case TrainingPrecision::kBf16:
      return "bf16";
  }
  return "?";
}

bool cpu_has_native_bf16() {
  // ATTN_NO_BF16=1 makes auto pick fp32 on a bf16 machine (to compare the two).
  static const bool native = [] {
    const char* off = std::getenv("ATTN_NO_BF16");
    if (off && *off == '1') return false;
#if defined(__x86_64__)
    return __builtin_cpu_supports("avx512bf16") || __builtin_cpu_supports("amx-bf16");
#else
    return false;
#endif
  }();
  return native;
}

}  // namespace attn
