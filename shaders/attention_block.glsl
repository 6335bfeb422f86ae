// The head dimension in blocks of DB (a specialization constant that divides d_head, at most MAX_DB):
// one block of a query, output gradient or accumulator stays in registers while the keys stream past,
// instead of being reloaded per key. With DB known when the pipeline is built, the block loops unroll;
// with a runtime bound llvmpipe would run all MAX_DB iterations under a mask.
layout(constant_id = 1) const int DB = 64;
#define MAX_DB 64
