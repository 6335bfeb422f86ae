// Attention backward, key side, one (key row, head) per invocation: dK = dS^T Q and dV = P'^T dO summed
// over the queries that see this key, in query order, so the result is deterministic (no atomics).
// Key table per row: query row start, queries, probability column, keys per row, head stride, first query.
// This version reads every operand through device addresses; attention_bwd_kv_texel.comp (CPU devices) reads
// the rows it streams through RGBA32F texel buffers, as llvmpipe reads device addresses one lane
// at a time.
#version 460
#include "attention_bwd_kv.glsl"
