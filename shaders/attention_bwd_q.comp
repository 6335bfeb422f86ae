// Attention backward, query side, one (query row, head) per invocation: dP = dO V^T (with dropout),
// softmax backward dS = P (dP - rowsum(dP P)) * scale written to `ds`, and dQ = dS K (written, not added).
// This version reads every operand through device addresses; attention_bwd_q_texel.comp (CPU devices) reads
// the rows it streams through RGBA32F texel buffers, as llvmpipe reads device addresses one lane
// at a time.
#version 460
#include "attention_bwd_q.glsl"
