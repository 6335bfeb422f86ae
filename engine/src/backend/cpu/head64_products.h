// Products of one attention head's rows when a head is 64 values wide (every preset's width): a query row
// against tens of key rows (a decoding step's query against its cache, a sentence's queries in training), or
// a weighted sum of tens of value rows. Eigen's general products pack their operands on every call, which at
// these sizes costs more than the arithmetic; here the 64 values of a row stay in AVX2 registers and eight
// rows are dotted at a time.
//
// Results equal Eigen's within float rounding (the sums run in another order), are the same on every x86-64
// CPU (one AVX2 code path, the engine's baseline, and an AVX-512 copy of the pair functions below that does
// each lane's arithmetic in the same order; plain C++ elsewhere), and each output depends only on the rows it
// is computed from.
#pragma once

#include <string>
#include <vector>

namespace attn::cpu {

inline constexpr int kHead64 = 64;

// out[j] = x . rows[j] for j < count (rows of kHead64 values, `stride` apart).
void dot_rows64(const float* x, const float* rows, int stride, int count, float* out);
// out (= or += by accumulate) sum over j < count of weights[j * weight_stride] * rows[j].
void weighted_sum64(const float* weights, int weight_stride, const float* rows, int stride, int count,
                    float* out, bool accumulate);
// A row of scores in place: row[j] = exp((row[j] - max) * scale) / sum over j < visible, 0 for visible <= j <
// width. Eight values per step with Eigen's vectorised exp, the tail under a mask (Eigen's array exp took
// libm's scalar expf for these short rows, and a row's softmax cost as much as its two products).
void softmax_row(float* row, int visible, int width, float scale);

// Two rows at once, against the same rows: the results of two calls of the functions above, bit for bit. With
// AVX-512 a register holds both rows' lanes, so each row loaded serves both and a multiply-add does twice the
// work (attention's forward and backward take their query and key rows in pairs).
void dot_rows64_pair(const float* x0, const float* x1, const float* rows, int stride, int count, float* out0,
                     float* out1);
void weighted_sum64_pair(const float* weights0, const float* weights1, int weight_stride, const float* rows,
                         int stride, int count, float* out0, float* out1, bool accumulate);

// The pair functions' copies: the engine's baseline (two single-row calls) and AVX-512; the functions above
// run the widest this CPU has (ATTN_NO_AVX512=1: the baseline). Tests call each copy.
enum class Head64Isa { kBaseline, kAvx512 };
std::string to_string(Head64Isa isa);
std::vector<Head64Isa> head64_isas_on_this_cpu();
Head64Isa head64_isa();
void dot_rows64_pair(Head64Isa isa, const float* x0, const float* x1, const float* rows, int stride,
                     int count, float* out0, float* out1);
void weighted_sum64_pair(Head64Isa isa, const float* weights0, const float* weights1, int weight_stride,
                         const float* rows, int stride, int count, float* out0, float* out1, bool accumulate);

}  // namespace attn::cpu
