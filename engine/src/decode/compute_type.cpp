#include "attention/compute_type.h"

#include "attention/backend.h"
#include "attention/error.h"

namespace attn {

ComputeType parse_compute_type(std::string_view name) {
  if (name == "auto") return ComputeType::kAuto;
  if (name == "f32" || name == "float32") return ComputeType::kF32;
  if (name == "f16" || name == "float16") return ComputeType::kF16;
  if (name == "int8") return ComputeType::kInt8;
  if (name == "w8a8") return ComputeType::kW8A8;
  throw Error("unknown compute type '" + std::string(name) + "' (expected auto, f32, f16, int8 or w8a8)");
}

std::string compute_type_name(ComputeType type) {
  switch (type) {
    case ComputeType::kAuto:
      return "auto";
    case ComputeType::kF32:
      return "f32";
    case ComputeType::kF16:
      return "f16";
    case ComputeType::kInt8:
      return "int8";
    case ComputeType::kW8A8:
      return "w8a8";
  }
  return "?";
}

ComputeType resolve_compute_type(ComputeType requested, WeightPrecision stored) {
  if (requested == ComputeType::kAuto && stored == WeightPrecision::kInt8) return ComputeType::kInt8;
  return requested;
}

ComputeType apply_compute_type(Backend& backend, ComputeType requested, WeightPrecision stored) {
  const ComputeType resolved = resolve_compute_type(requested, stored);
  try {
    backend.set_compute_type(resolved);
  } catch (const Error&) {
    if (requested != ComputeType::kAuto) throw;
    backend.set_compute_type(ComputeType::kAuto);
  }
  return backend.compute_type();
}

void Backend::set_compute_type(ComputeType type) {
  if (type != ComputeType::kAuto)
    throw Error("the " + name() + " backend has no compute type " + compute_type_name(type));
}

}  // namespace attn
