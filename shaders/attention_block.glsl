// The head dimension in blocks of DB (a specialization constant that divides d_head, at most MAX_DB):
// one block of a query, output gradient or accumulator stays in registers while the keys stream past,
// instead of being reloaded per key. With DB known when the pipeline is built, the block loops unroll;
// with a runtime bound llvmpipe would run all MAX_DB iterations under a mask.
layout(constant_id = 1) const int DB = 64;
#define MAX_DB 64

// The rows each kernel streams past its invocations (keys and values; queries and output gradients) come
// through device addresses or, in the *_texel versions (CPU devices), through RGBA32F texel buffers T0 and
// T1, 4 elements per fetch. `first` is where the rows start in the texel view's buffer; `rows` is their
// device address. Row blocks are DB elements starting at element `o`.
#ifdef ATTENTION_TEXELS
layout(binding = 5) uniform samplerBuffer T0;
layout(binding = 6) uniform samplerBuffer T1;
#define ROW_TEXEL(t, first, o, d4) ((t) == 0 ? texelFetch(T0, ((first) + (o)) / 4 + (d4)) \
                                             : texelFetch(T1, ((first) + (o)) / 4 + (d4)))
#endif

// s + x . row block, summed in element order.
float row_dot(const float x[MAX_DB], F32 rows, int t, int first, int o, float s) {
#ifdef ATTENTION_TEXELS
  [[unroll]] for (int d4 = 0; d4 < DB / 4; ++d4) {
    const vec4 r = ROW_TEXEL(t, first, o, d4);
    s = fma(x[4 * d4 + 3], r.w, fma(x[4 * d4 + 2], r.z, fma(x[4 * d4 + 1], r.y, fma(x[4 * d4], r.x, s))));
  }
#else
  [[unroll]] for (int d = 0; d < DB; ++d) s = fma(x[d], rows.v[o + d], s);
#endif
  return s;
}

// acc += a * row block.
void row_axpy(float a, F32 rows, int t, int first, int o, inout float acc[MAX_DB]) {
#ifdef ATTENTION_TEXELS
  [[unroll]] for (int d4 = 0; d4 < DB / 4; ++d4) {
    const vec4 r = ROW_TEXEL(t, first, o, d4);
    [[unroll]] for (int e = 0; e < 4; ++e) acc[4 * d4 + e] = fma(a, r[e], acc[4 * d4 + e]);
  }
#else
  [[unroll]] for (int d = 0; d < DB; ++d) acc[d] = fma(a, rows.v[o + d], acc[d]);
#endif
}
