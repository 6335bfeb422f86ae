#include "attention/int8_quantization.h"

#include <algorithm>
#include <cmath>
#if defined(__AVX2__)
#include <immintrin.h>
#endif
#include <utility>

#include "attention/error.h"
#include "attention/parameters.h"

namespace attn {

namespace {

// max |x[i]| (NaNs ignored). The compiler does not vectorise a float max by itself; the order of a max does
// not change its result, so eight lanes at a time give the scalar loop's value.
float max_abs_of(const float* x, int n) {
  float max_abs = 0.0f;
  int i = 0;
#if defined(__AVX2__)
  const __m256 sign = _mm256_set1_ps(-0.0f);
  __m256 m = _mm256_setzero_ps();
  for (; i + 8 <= n; i += 8) m = _mm256_max_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(x + i)), m);
  alignas(32) float lanes[8];
  _mm256_store_ps(lanes, m);
  for (const float v : lanes) max_abs = std::max(max_abs, v);
#endif
  for (; i < n; ++i) max_abs = std::max(max_abs, std::fabs(x[i]));
  return max_abs;
}

}  // namespace

float quantize_int8_row(std::span<const float> values, std::int8_t* q) {
  const float* x = values.data();
  const int cols = int(values.size());
  const float max_abs = max_abs_of(x, cols);
  if (max_abs == 0.0f) {
    std::fill_n(q, cols, std::int8_t(0));
    return 0.0f;
  }
  const float scale = max_abs / 127.0f;
  // Round to nearest, ties to even (nearbyint, which vectorises, where lrint is a call per value).
  for (int i = 0; i < cols; ++i)
    q[i] = std::int8_t(int(std::clamp(std::nearbyint(x[i] / scale), -127.0f, 127.0f)));
  return scale;
}

Int8Rows quantize_rows(std::span<const float> values, int rows, int cols) {
  if (rows < 0 || cols < 0 || values.size() != std::size_t(rows) * std::size_t(cols))
    throw Error("quantize_rows: " + std::to_string(values.size()) + " values do not fill " +
                std::to_string(rows) + " x " + std::to_string(cols));
  Int8Rows q;
  q.rows = rows;
  q.cols = cols;
  q.values.resize(values.size());
  q.scales.resize(std::size_t(rows));
  for (int r = 0; r < rows; ++r)
    q.scales[std::size_t(r)] = quantize_int8_row(values.subspan(std::size_t(r) * cols, std::size_t(cols)),
                                                 q.values.data() + std::size_t(r) * cols);
  return q;
}

void dequantize_rows(const Int8Rows& q, std::span<float> out) {
  if (out.size() != q.values.size()) throw Error("dequantize_rows: output size does not match");
  for (int r = 0; r < q.rows; ++r)
    for (int c = 0; c < q.cols; ++c) {
      const std::size_t i = std::size_t(r) * q.cols + c;
      out[i] = float(q.values[i]) * q.scales[std::size_t(r)];
    }
}

std::vector<std::string> int8_weight_names(const ModelConfig& config) {
  std::vector<std::string> names;  // not the output projection: see the header
  for (int i = 0; i < config.decoder_layers; ++i) {
    const std::string p = "decoder.layers." + std::to_string(i) + ".";
    for (const char* linear :
         {"self_attn.qkv", "self_attn.out", "cross_attn.q", "cross_attn.out", "ffn.fc1", "ffn.fc2"})
      names.push_back(p + linear + ".weight");
  }
  return names;
}

std::vector<std::string> w8a8_weight_names(const ModelConfig& config) {
  std::vector<std::string> names;
  for (int i = 0; i < config.encoder_layers; ++i) {
    const std::string p = "encoder.layers." + std::to_string(i) + ".";
    for (const char* linear : {"self_attn.qkv", "self_attn.out", "ffn.fc1", "ffn.fc2"})
      names.push_back(p + linear + ".weight");
  }
  for (std::string& name : int8_weight_names(config)) names.push_back(std::move(name));
  for (int i = 0; i < config.decoder_layers; ++i)
    names.push_back("decoder.layers." + std::to_string(i) + ".cross_attn.kv.weight");
  names.push_back(config.tie_embeddings ? "embed.weight" : "output.weight");
  return names;
}

}  // namespace attn
