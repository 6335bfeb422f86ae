#include "attention/int8_quantization.h"

#include <algorithm>
#include <cmath>

#include "attention/error.h"
#include "attention/parameters.h"

namespace attn {

namespace {

// One row by the rule; returns its scale.
float quantize_row(const float* x, int cols, std::int8_t* q) {
  float max_abs = 0.0f;
  for (int i = 0; i < cols; ++i) max_abs = std::max(max_abs, std::fabs(x[i]));
  if (max_abs == 0.0f) {
    std::fill_n(q, cols, std::int8_t(0));
    return 0.0f;
  }
  const float scale = max_abs / 127.0f;
  for (int i = 0; i < cols; ++i) q[i] = std::int8_t(std::clamp(std::lrint(x[i] / scale), -127L, 127L));
  return scale;
}

}  // namespace

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
    q.scales[std::size_t(r)] =
        quantize_row(values.data() + std::size_t(r) * cols, cols, q.values.data() + std::size_t(r) * cols);
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

}  // namespace attn
