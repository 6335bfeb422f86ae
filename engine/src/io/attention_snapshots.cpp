#include "attention/attention_snapshots.h"

#include <cmath>
#include <cstring>
#include <map>
#include <nlohmann/json.hpp>
#include <span>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/safetensors.h"

namespace attn {

namespace {

using Json = nlohmann::json;
namespace fs = std::filesystem;

constexpr int kMaxDimension = 1 << 16;
constexpr std::uint64_t kMaxFileBytes = std::uint64_t(1) << 32;

template <typename Int>
Tensor make_integer_tensor(std::string name, DType dtype, std::span<const Int> values) {
  Tensor t;
  t.name = std::move(name);
  t.dtype = dtype;
  t.shape = {std::int64_t(values.size())};
  t.bytes.resize(values.size() * sizeof(Int));
  if (!values.empty()) std::memcpy(t.bytes.data(), values.data(), t.bytes.size());
  return t;
}

template <typename Int>
std::vector<Int> integer_values(const Tensor& t, DType dtype, const std::string& source) {
  if (t.dtype != dtype || t.shape.size() != 1 || t.bytes.size() != std::size_t(t.shape[0]) * sizeof(Int))
    throw Error(source + ": tensor '" + t.name + "' must be a " + std::string(dtype_name(dtype)) + " vector");
  std::vector<Int> out(std::size_t(t.shape[0]));
  if (!out.empty()) std::memcpy(out.data(), t.bytes.data(), t.bytes.size());
  return out;
}

// One kind of map over all snapshots, flattened [snapshot][layer][head][rows][cols].
std::vector<float> gather(const AttentionSnapshotSeries& series,
                          const std::vector<std::vector<float>> AttentionMaps::*kind, int layers,
                          std::size_t per_layer, const char* name) {
  std::vector<float> out;
  out.reserve(series.snapshots.size() * std::size_t(layers) * per_layer);
  for (const AttentionSnapshot& s : series.snapshots) {
    const auto& maps = s.attention.*kind;
    if (int(maps.size()) != layers)
      throw Error(std::string("attention snapshot of step ") + std::to_string(s.step) + ": " + name +
                  " has " + std::to_string(maps.size()) + " layers, expected " + std::to_string(layers));
    for (const auto& layer : maps) {
      if (layer.size() != per_layer)
        throw Error(std::string("attention snapshot of step ") + std::to_string(s.step) + ": " + name +
                    " has the wrong size");
      out.insert(out.end(), layer.begin(), layer.end());
    }
  }
  return out;
}

// Splits a [n, layers, heads, rows, cols] tensor back into the snapshots' maps.
void scatter(const SafetensorsFile& file, const char* name, std::vector<std::int64_t> shape,
             std::vector<std::vector<float>> AttentionMaps::*kind, AttentionSnapshotSeries& series) {
  const Tensor& t = file.get(name);
  if (t.dtype != DType::kF16 || t.shape != shape)
    throw Error(file.source_name + ": tensor '" + std::string(name) + "' must be F16 of the series' shape");
  const std::vector<float> values = t.to_f32();
  for (float v : values)
    if (!(v >= 0.0f && v <= 1.0f))
      throw Error(file.source_name + ": tensor '" + std::string(name) + "' holds a value outside [0, 1]");
  const std::size_t per_layer = std::size_t(shape[2] * shape[3] * shape[4]);
  std::size_t at = 0;
  for (AttentionSnapshot& s : series.snapshots) {
    auto& maps = s.attention.*kind;
    maps.assign(std::size_t(shape[1]), {});
    for (auto& layer : maps) {
      layer.assign(values.begin() + std::ptrdiff_t(at), values.begin() + std::ptrdiff_t(at + per_layer));
      at += per_layer;
    }
  }
}

const std::string& metadata(const SafetensorsFile& file, const std::string& key) {
  const auto it = file.metadata.find(key);
  if (it == file.metadata.end()) throw Error(file.source_name + ": metadata '" + key + "' is missing");
  return it->second;
}

template <typename T>
std::vector<T> json_array(const SafetensorsFile& file, const std::string& key) {
  try {
    return Json::parse(metadata(file, key)).get<std::vector<T>>();
  } catch (const Json::exception&) {
    throw Error(file.source_name + ": metadata '" + key + "' is not a JSON array of the expected kind");
  }
}

}  // namespace

std::string serialize_attention_snapshots(const AttentionSnapshotSeries& series) {
  const int S = int(series.probe.source.size()) + 1, T = int(series.probe.target.size()) + 1;
  const int H = series.heads, Le = series.encoder_layers, Ld = series.decoder_layers;
  const std::int64_t n = std::int64_t(series.snapshots.size());
  std::vector<std::int64_t> steps;
  for (const AttentionSnapshot& s : series.snapshots) {
    if (s.attention.heads != H || s.attention.source_length != S || s.attention.target_length != T)
      throw Error("attention snapshot of step " + std::to_string(s.step) + " is not of the probe's shape");
    steps.push_back(s.step);
  }
  std::vector<Tensor> tensors;
  tensors.push_back(make_integer_tensor<std::int64_t>("steps", DType::kI64, steps));
  tensors.push_back(make_f16_tensor(
      "encoder_self", {n, Le, H, S, S},
      gather(series, &AttentionMaps::encoder_self, Le, std::size_t(H * S * S), "encoder_self")));
  tensors.push_back(make_f16_tensor(
      "decoder_self", {n, Ld, H, T, T},
      gather(series, &AttentionMaps::decoder_self, Ld, std::size_t(H * T * T), "decoder_self")));
  tensors.push_back(make_f16_tensor(
      "cross", {n, Ld, H, T, S}, gather(series, &AttentionMaps::cross, Ld, std::size_t(H * T * S), "cross")));
  tensors.push_back(make_integer_tensor<std::int32_t>("probe_source", DType::kI32, series.probe.source));
  tensors.push_back(make_integer_tensor<std::int32_t>("probe_target", DType::kI32, series.probe.target));
  const std::map<std::string, std::string> meta = {
      {"format", kAttentionSnapshotsFormat},
      {"every", std::to_string(series.every)},
      {"source_pieces", Json(series.probe.source_pieces).dump()},
      {"target_pieces", Json(series.probe.target_pieces).dump()},
      {"expected_alignment", Json(series.probe.expected_alignment).dump()},
  };
  return serialize_safetensors(tensors, meta);
}

AttentionSnapshotSeries parse_attention_snapshots(std::string_view bytes, const std::string& source_name) {
  const SafetensorsFile file = parse_safetensors(bytes, source_name);
  if (metadata(file, "format") != kAttentionSnapshotsFormat)
    throw Error(source_name + ": not an attention snapshot file of a format this version reads");
  AttentionSnapshotSeries series;
  series.probe.source = integer_values<std::int32_t>(file.get("probe_source"), DType::kI32, source_name);
  series.probe.target = integer_values<std::int32_t>(file.get("probe_target"), DType::kI32, source_name);
  series.probe.source_pieces = json_array<std::string>(file, "source_pieces");
  series.probe.target_pieces = json_array<std::string>(file, "target_pieces");
  series.probe.expected_alignment = json_array<int>(file, "expected_alignment");
  const std::int64_t S = std::int64_t(series.probe.source.size()) + 1,
                     T = std::int64_t(series.probe.target.size()) + 1;
  if (series.probe.source_pieces.size() != series.probe.source.size() ||
      series.probe.target_pieces.size() != series.probe.target.size() || S > kMaxDimension ||
      T > kMaxDimension)
    throw Error(source_name + ": the probe's pieces do not match its tokens");
  for (int a : series.probe.expected_alignment)
    if (a < 0 || a >= S || series.probe.expected_alignment.size() > series.probe.target.size())
      throw Error(source_name + ": the expected alignment points outside the probe's source");
  try {
    series.every = std::stoi(metadata(file, "every"));
  } catch (const std::logic_error&) {
    throw Error(source_name + ": metadata 'every' is not a number");
  }
  const std::vector<std::int64_t> steps =
      integer_values<std::int64_t>(file.get("steps"), DType::kI64, source_name);
  for (std::size_t i = 0; i < steps.size(); ++i)
    if (steps[i] < 0 || (i > 0 && steps[i] <= steps[i - 1]))
      throw Error(source_name + ": the snapshot steps must be increasing");
  const std::int64_t n = std::int64_t(steps.size());
  const Tensor& encoder = file.get("encoder_self");
  const Tensor& decoder = file.get("decoder_self");
  if (encoder.shape.size() != 5 || decoder.shape.size() != 5 || encoder.shape[2] != decoder.shape[2] ||
      encoder.shape[1] < 1 || decoder.shape[1] < 1 || encoder.shape[2] < 1 ||
      encoder.shape[1] > kMaxDimension || decoder.shape[1] > kMaxDimension ||
      encoder.shape[2] > kMaxDimension)
    throw Error(source_name + ": the attention tensors are not [snapshots, layers, heads, queries, keys]");
  series.encoder_layers = int(encoder.shape[1]);
  series.decoder_layers = int(decoder.shape[1]);
  series.heads = int(encoder.shape[2]);
  series.snapshots.resize(steps.size());
  for (std::size_t i = 0; i < steps.size(); ++i) {
    AttentionSnapshot& s = series.snapshots[i];
    s.step = steps[i];
    s.attention.heads = series.heads;
    s.attention.source_length = int(S);
    s.attention.target_length = int(T);
  }
  const std::int64_t H = series.heads, Le = series.encoder_layers, Ld = series.decoder_layers;
  scatter(file, "encoder_self", {n, Le, H, S, S}, &AttentionMaps::encoder_self, series);
  scatter(file, "decoder_self", {n, Ld, H, T, T}, &AttentionMaps::decoder_self, series);
  scatter(file, "cross", {n, Ld, H, T, S}, &AttentionMaps::cross, series);
  return series;
}

void save_attention_snapshots(const fs::path& run_dir, const AttentionSnapshotSeries& series) {
  write_file_atomic(run_dir / kAttentionSnapshotsFile, serialize_attention_snapshots(series));
}

AttentionSnapshotSeries load_attention_snapshots(const fs::path& run_dir_or_file) {
  std::error_code ec;
  const fs::path file =
      fs::is_directory(run_dir_or_file, ec) ? run_dir_or_file / kAttentionSnapshotsFile : run_dir_or_file;
  if (!fs::is_regular_file(file, ec))
    throw Error(file.string() + " does not exist: the run recorded no attention snapshots");
  return parse_attention_snapshots(read_file(file, kMaxFileBytes), file.string());
}

bool has_attention_snapshots(const fs::path& run_dir) {
  std::error_code ec;
  return fs::is_regular_file(run_dir / kAttentionSnapshotsFile, ec);
}

}  // namespace attn
