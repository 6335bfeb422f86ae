// The precision of the weights incremental decoding multiplies at every step (CTranslate2's compute_type):
// the decoder's per-step linears and the output projection. Training, forced decoding, scoring and the
// encoder always use the F32 parameters; decoding streams the decoder's weights once per step and is bound by
// how many bytes they take.
#pragma once

#include <string>
#include <string_view>

#include "attention/model.h"

namespace attn {

enum class ComputeType {
  kAuto,  // the device's choice: F16 weights where every parameter is exactly an F16 value (a model stored
          // in F16), else F32; a Translator maps a model stored in int8 to kInt8 (resolve_compute_type)
  kF32,   // the parameters as they are
  kF16,   // weights rounded to F16 (half the bytes of F32)
  kInt8,  // the decoder layers' weights in int8 with one scale per output row (a quarter of F32's bytes),
          // widened to F32 in registers, and the output projection in F16 (int8_weight_names,
          // attention/int8_quantization.h); activations stay F32
  kW8A8,  // int8 x int8 (CTranslate2's int8): every linear of the encoder and the decoder, and the output
          // projection, multiplies int8 weights by each activation row quantised to int8, summed exactly in
          // int32 (w8a8_weight_names). Gradients still use the F32 weights
};

// "auto", "f32", "f16", "int8", "w8a8" (CTranslate2's spellings where it has them; "float32", "float16" are
// accepted too). Throws
// attn::Error listing the choices otherwise.
ComputeType parse_compute_type(std::string_view name);
std::string compute_type_name(ComputeType type);

// What `requested` means for a model stored in `stored`: kAuto becomes kInt8 for an int8 model and stays
// kAuto otherwise (an F16 model already decodes with F16 weights); any other choice is kept.
ComputeType resolve_compute_type(ComputeType requested, WeightPrecision stored);

}  // namespace attn
