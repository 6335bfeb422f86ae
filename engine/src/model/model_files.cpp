#include <algorithm>
#include <cmath>
#include <cstring>
#include <set>
#include <span>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/int8_quantization.h"
#include "attention/model.h"
#include "attention/safetensors.h"

namespace attn {

namespace fs = std::filesystem;

std::size_t Model::parameter_count() const {
  const ParameterLayout layout(config);
  std::size_t n = 0;
  for (const auto& p : layout.parameters()) n += p.size;
  return n;
}

Model make_model(const ModelConfig& config, Tokenizer tokenizer, std::uint64_t seed) {
  if (config.vocab_size != tokenizer.vocab_size())
    throw Error("config vocab_size (" + std::to_string(config.vocab_size) +
                ") differs from the tokenizer's (" + std::to_string(tokenizer.vocab_size()) + ")");
  if (config.vocabulary() != tokenizer.specials())
    throw Error(
        "the config's special ids (pad_id, unk_id, bos_id, eos_id, decoder_start_id) differ from "
        "the tokenizer's");
  ParameterLayout layout(config);
  Model m{config, {}, std::move(tokenizer)};
  initialize_parameters(config, layout, seed, m.parameters);
  return m;
}

namespace {

// Nothing non-finite is ever written: a NaN saved over a good file would make the folder unloadable.
void require_finite(std::span<const float> values, const fs::path& file, const std::string& tensor) {
  for (float x : values)
    if (!std::isfinite(x))
      throw Error("refusing to write " + file.string() + ": tensor '" + tensor +
                  "' holds NaN or infinity (the file on disk is left as it was)");
}

}  // namespace

std::string serialize_parameters(const ModelConfig& config, const std::vector<float>& params,
                                 WeightPrecision precision, const fs::path& file) {
  ParameterLayout layout(config);
  if (params.size() != layout.total_size()) throw Error("parameter buffer does not match the config");
  std::vector<Tensor> tensors;
  const std::vector<std::string> int8_names =
      precision == WeightPrecision::kInt8 ? int8_weight_names(config) : std::vector<std::string>{};
  for (const auto& p : layout.parameters()) {
    std::span<const float> values(params.data() + p.offset, p.size);
    require_finite(values, file, p.name);
    if (std::find(int8_names.begin(), int8_names.end(), p.name) != int8_names.end()) {
      const int rows = int(p.shape[0]), cols = int(p.shape[1]);
      const Int8Rows q = quantize_rows(values, rows, cols);
      Tensor t{p.name, DType::kI8, p.shape,
               std::string(reinterpret_cast<const char*>(q.values.data()), q.values.size())};
      tensors.push_back(std::move(t));
      tensors.push_back(make_f32_tensor(p.name + "_scale", {rows}, q.scales));
    } else {
      tensors.push_back(precision == WeightPrecision::kF32 ? make_f32_tensor(p.name, p.shape, values)
                                                           : make_f16_tensor(p.name, p.shape, values));
    }
  }
  return serialize_safetensors(tensors, {{"format", "attention-studio"}});
}

void save_parameters(const fs::path& file, const ModelConfig& config, const std::vector<float>& params,
                     WeightPrecision precision) {
  write_file_atomic(file, serialize_parameters(config, params, precision, file));
}

std::vector<float> load_parameters(const fs::path& file, const ModelConfig& config, WeightPrecision* stored) {
  const ParameterLayout layout(config);  // names and shapes only: nothing is allocated from the config yet
  const SafetensorsFile st = read_safetensors(file);
  // Every tensor is checked against the config before the parameter buffer is sized from it: a config that
  // does not describe this file (d_ff = 65536, say) fails here, having allocated nothing.
  std::set<std::string> expected;
  std::uint64_t stored_values = 0;
  bool has_int8 = false, has_f16 = false;
  for (const auto& p : layout.parameters()) {
    expected.insert(p.name);
    const Tensor& t = st.get(p.name);
    if (t.shape != p.shape) {
      auto shape_text = [](const std::vector<std::int64_t>& s) {
        std::string r = "[";
        for (std::size_t i = 0; i < s.size(); ++i) r += (i ? ", " : "") + std::to_string(s[i]);
        return r + "]";
      };
      throw Error(file.string() + ": tensor '" + p.name + "' has shape " + shape_text(t.shape) +
                  " but the config needs " + shape_text(p.shape));
    }
    if (t.dtype == DType::kI8) {
      // int8 rows with their scales: a matrix only, and the scales must match its rows.
      const std::string scale_name = p.name + "_scale";
      const Tensor* scale = st.find(scale_name);
      if (p.shape.size() != 2 || !scale || scale->dtype != DType::kF32 ||
          scale->shape != std::vector<std::int64_t>{p.shape[0]})
        throw Error(file.string() + ": int8 tensor '" + p.name + "' needs an F32 tensor '" + scale_name +
                    "' of shape [" + std::to_string(p.shape[0]) + "] (one scale per row)");
      expected.insert(scale_name);
      has_int8 = true;
    } else if (t.dtype != DType::kF32 && t.dtype != DType::kF16 && t.dtype != DType::kBF16) {
      throw Error(file.string() + ": tensor '" + p.name + "' has dtype " + std::string(dtype_name(t.dtype)) +
                  ", expected F32, F16, BF16 or I8");
    }
    has_f16 = has_f16 || t.dtype == DType::kF16;
    stored_values += t.bytes.size() / dtype_size(t.dtype);
  }
  for (const auto& t : st.tensors)
    if (!expected.count(t.name))
      throw Error(file.string() + ": unexpected tensor '" + t.name +
                  "' (does config.json belong to this file?)");
  // The buffer is bounded by what the file holds (plus the layout's alignment padding, a few floats per
  // tensor), never by the config alone.
  const std::uint64_t padding_bound = 64 * std::uint64_t(layout.parameters().size());
  if (layout.total_size() > stored_values + padding_bound)
    throw Error(file.string() + ": the config needs " + std::to_string(layout.total_size()) +
                " parameters but the file holds " + std::to_string(stored_values));
  std::vector<float> params(layout.total_size(), 0.0f);
  for (const auto& p : layout.parameters()) {
    const Tensor& t = st.get(p.name);
    std::vector<float> values;
    if (t.dtype == DType::kI8) {
      Int8Rows q{int(p.shape[0]), int(p.shape[1]), std::vector<std::int8_t>(t.bytes.size()),
                 st.get(p.name + "_scale").to_f32()};
      std::memcpy(q.values.data(), t.bytes.data(), t.bytes.size());
      values.resize(t.bytes.size());
      dequantize_rows(q, values);
    } else {
      values = t.to_f32();
    }
    for (float v : values)
      if (!std::isfinite(v))
        throw Error(file.string() + ": tensor '" + p.name + "' contains NaN or infinity");
    std::copy(values.begin(), values.end(), params.begin() + std::ptrdiff_t(p.offset));
  }
  if (stored)
    *stored = has_int8 ? WeightPrecision::kInt8 : has_f16 ? WeightPrecision::kF16 : WeightPrecision::kF32;
  return params;
}

void save_model(const fs::path& dir, const Model& model, WeightPrecision precision) {
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec) throw Error("cannot create model folder " + dir.string() + ": " + ec.message());
  write_file_atomic(dir / "config.json", to_json(model.config));
  save_parameters(dir / "model.safetensors", model.config, model.parameters, precision);
  model.tokenizer.save_folder(dir);
  // A folder that held the other tokenizer form would otherwise load with it (tokenizer.model wins).
  const std::vector<std::string> written = model.tokenizer.file_names();
  for (const char* name : {"tokenizer.model", "source.spm", "target.spm", "vocab.json"}) {
    if (std::find(written.begin(), written.end(), name) != written.end()) continue;
    if (fs::remove(dir / name, ec); ec)
      throw Error("cannot remove the stale " + (dir / name).string() + ": " + ec.message());
  }
}

void save_new_model_folder(const fs::path& dir, const Model& model, WeightPrecision precision) {
  write_new_folder(dir, "the model", [&](const fs::path& staging) { save_model(staging, model, precision); });
}

namespace {

// The error_code overloads throughout: a symlink loop or an unreadable folder is a message naming the
// path, never a std::filesystem::filesystem_error escaping to the caller.
void require_model_folder(const fs::path& dir) {
  std::error_code ec;
  const fs::file_status status = fs::status(dir, ec);
  if (status.type() == fs::file_type::not_found)
    throw Error("model folder " + dir.string() + " does not exist");
  if (ec) throw Error("cannot open model folder " + dir.string() + ": " + ec.message());
  if (!fs::is_directory(status)) throw Error("model folder " + dir.string() + " is not a folder");
}

// Regular files only: a FIFO or device would block or never end when read.
void require_model_file(const fs::path& dir, const char* name) {
  std::error_code ec;
  const fs::file_status status = fs::status(dir / name, ec);
  if (status.type() == fs::file_type::not_found)
    throw Error("model folder " + dir.string() + " has no " + name);
  if (ec) throw Error("cannot read " + (dir / name).string() + ": " + ec.message());
  if (!fs::is_regular_file(status)) throw Error((dir / name).string() + " is not a regular file");
}

}  // namespace

Model load_model(const fs::path& dir, std::vector<std::string>* defaulted_config_fields) {
  require_model_folder(dir);
  for (const char* f : {"config.json", "model.safetensors"}) require_model_file(dir, f);
  if (Tokenizer::folder_has_joint(dir)) require_model_file(dir, "tokenizer.model");
  ModelConfig config;
  try {
    ConfigFile file = read_config_json(read_file(dir / "config.json", 1 << 20));
    config = file.config;
    if (defaulted_config_fields) *defaulted_config_fields = std::move(file.defaulted_fields);
  } catch (const Error& e) {
    throw Error((dir / "config.json").string() + ": " + e.what());
  }
  Tokenizer tokenizer = Tokenizer::load_folder(dir, config.vocabulary());
  if (tokenizer.vocab_size() != config.vocab_size)
    throw Error(dir.string() + ": " + (tokenizer.is_joint() ? "tokenizer.model" : "vocab.json") + " has " +
                std::to_string(tokenizer.vocab_size()) + " pieces but config.json says vocab_size " +
                std::to_string(config.vocab_size));
  WeightPrecision stored = WeightPrecision::kF32;
  std::vector<float> params = load_parameters(dir / "model.safetensors", config, &stored);
  return Model{config, std::move(params), std::move(tokenizer), stored};
}

std::string serialize_optimizer_state(const std::vector<float>& m, const std::vector<float>& v,
                                      const fs::path& file) {
  if (m.size() != v.size()) throw Error("the Adam moments differ in size");
  require_finite(m, file, "adam.m");
  require_finite(v, file, "adam.v");
  const auto n = std::int64_t(m.size());
  return serialize_safetensors({make_f32_tensor("adam.m", {n}, m), make_f32_tensor("adam.v", {n}, v)},
                               {{"format", "attention-studio"}});
}

void save_optimizer_state(const fs::path& file, const std::vector<float>& m, const std::vector<float>& v) {
  write_file_atomic(file, serialize_optimizer_state(m, v, file));
}

void load_optimizer_state(const fs::path& file, std::size_t expected_size, std::vector<float>& m,
                          std::vector<float>& v) {
  // As strict as a model load: exactly these two tensors, F32, shape [parameters], finite; and a second
  // moment is a mean of squares, so never negative.
  const SafetensorsFile st = read_safetensors(file);
  for (const auto& t : st.tensors)
    if (t.name != "adam.m" && t.name != "adam.v")
      throw Error(file.string() + ": unexpected tensor '" + t.name +
                  "' (an optimizer file holds adam.m and adam.v)");
  for (const char* name : {"adam.m", "adam.v"}) {
    const Tensor& t = st.get(name);
    if (t.dtype != DType::kF32 || t.shape != std::vector<std::int64_t>{std::int64_t(expected_size)})
      throw Error(file.string() + ": tensor '" + name + "' must be F32 of shape [" +
                  std::to_string(expected_size) + "] to match the model's parameters");
  }
  m = st.get("adam.m").to_f32();
  v = st.get("adam.v").to_f32();
  for (float x : m)
    if (!std::isfinite(x)) throw Error(file.string() + ": tensor 'adam.m' contains NaN or infinity");
  for (float x : v)
    if (!std::isfinite(x) || x < 0)
      throw Error(file.string() + ": tensor 'adam.v' contains NaN, infinity or a negative value");
}

std::vector<float> average_parameters(const std::vector<fs::path>& files, const ModelConfig& config) {
  if (files.empty()) throw Error("no checkpoints to average");
  std::vector<double> sum;
  for (const auto& f : files) {
    const std::vector<float> p = load_parameters(f, config);
    if (sum.empty()) sum.assign(p.size(), 0.0);
    for (std::size_t i = 0; i < p.size(); ++i) sum[i] += p[i];
  }
  std::vector<float> avg(sum.size());
  for (std::size_t i = 0; i < sum.size(); ++i) avg[i] = float(sum[i] / double(files.size()));
  return avg;
}

}  // namespace attn
