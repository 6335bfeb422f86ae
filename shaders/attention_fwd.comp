// Fused scaled dot-product attention for one (query row, head) per invocation: scores, scale, causal
// mask, softmax (written to `p`, which backward and attention capture need), dropout, weighted sum of V.
// Sentences of different lengths share one dispatch through a per-row table: key row start, keys, visible
// keys, probability offset, probability stride between heads.
// This version reads every operand through device addresses; attention_fwd_texel.comp (CPU devices) reads
// the rows it streams through RGBA32F texel buffers, as llvmpipe reads device addresses one lane
// at a time.
#version 460
#include "attention_fwd.glsl"
