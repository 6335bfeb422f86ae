// attention_fwd.comp for CPU devices (llvmpipe): the rows streamed past each invocation come from RGBA32F
// texel buffers (bindings 5 and 6, views of whole buffers; first0 and first1 in the push constants
// are the rows' element offsets there), 4 elements per fetch. Needs 16-byte-aligned rows and DB % 4 == 0.
#version 460
#define ATTENTION_TEXELS
#include "attention_fwd.glsl"
