// Reading and writing model weights in the Hugging Face safetensors format:
//   8 bytes  little-endian uint64 N, the header length
//   N bytes  UTF-8 JSON object: name -> {"dtype", "shape", "data_offsets": [begin, end]}, plus an optional
//            "__metadata__" object of string -> string; padded with spaces to a multiple of 8 bytes
//   rest     the tensors' raw little-endian bytes, contiguous, offsets relative to the end of the header
// Files may come from anywhere, so the reader validates everything and reports a corrupt or hostile
// file as an attn::Error naming the file and the tensor, never by crashing or allocating wildly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <map>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

enum class DType { kF32, kF16, kBF16, kI8, kI32, kI64 };

// The header spelling: "F32", "F16", "BF16", "I8", "I32", "I64".
std::string_view dtype_name(DType dtype);
// Bytes per element.
std::size_t dtype_size(DType dtype);

struct Tensor {
  std::string name;
  DType dtype = DType::kF32;
  std::vector<std::int64_t> shape;  // empty = scalar
  std::string bytes;                // raw little-endian data, numel() * dtype_size(dtype) bytes

  // Product of the dimensions. Throws attn::Error on a negative dimension or overflow.
  std::int64_t numel() const;
  // F32/F16/BF16 data widened to float. Throws attn::Error for integer dtypes or a size mismatch.
  std::vector<float> to_f32() const;
};

// Build tensors from floats; values.size() must equal the shape's product (attn::Error otherwise).
Tensor make_f32_tensor(std::string name, std::vector<std::int64_t> shape, std::span<const float> values);
// Rounds to F16 (nearest even).
Tensor make_f16_tensor(std::string name, std::vector<std::int64_t> shape, std::span<const float> values);

struct SafetensorsFile {
  std::vector<Tensor> tensors;  // in data order (which is the order they were written in)
  std::map<std::string, std::string> metadata;
  std::string source_name;  // file name used in error messages

  // Throws attn::Error naming the missing tensor and the file.
  const Tensor& get(std::string_view name) const;
  // nullptr when absent.
  const Tensor* find(std::string_view name) const;
};

// Deterministic: the same tensors and metadata always give the same bytes. Tensors are laid out in the
// order given. Throws attn::Error on duplicate or reserved names, invalid UTF-8, or a byte count that does
// not match shape and dtype.
std::string serialize_safetensors(const std::vector<Tensor>& tensors,
                                  const std::map<std::string, std::string>& metadata = {});
// serialize_safetensors + an atomic write.
void write_safetensors(const std::filesystem::path& path, const std::vector<Tensor>& tensors,
                       const std::map<std::string, std::string>& metadata = {});

// Parses a whole file held in memory. `source_name` only appears in error messages.
SafetensorsFile parse_safetensors(std::string_view bytes, const std::string& source_name);
SafetensorsFile read_safetensors(const std::filesystem::path& path);

}  // namespace attn
