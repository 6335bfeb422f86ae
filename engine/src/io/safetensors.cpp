#include "attention/safetensors.h"

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_set>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/float16.h"

namespace attn {

// Tensor bytes are copied to and from memory as they are; the format is little-endian.
static_assert(std::endian::native == std::endian::little, "safetensors I/O assumes a little-endian host");

namespace {

using Json = nlohmann::json;

constexpr std::uint64_t kMaxHeaderBytes = 100'000'000;  // the reference implementation's limit
constexpr std::size_t kMaxRank = 64;                    // real tensors have a handful of dimensions
constexpr std::string_view kMetadataKey = "__metadata__";

// Names in messages come from untrusted files: escape control bytes and cap the length.
std::string printable(std::string_view s) {
  constexpr std::size_t kLimit = 80;
  std::string out = "'";
  for (std::size_t i = 0; i < s.size() && i < kLimit; ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c < 0x20 || c == 0x7F) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  if (s.size() > kLimit) out += "...";
  return out + "'";
}

std::string shape_text(const std::vector<std::int64_t>& shape) {
  std::string out = "[";
  for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + "]";
}

std::optional<DType> parse_dtype(std::string_view s) {
  for (DType d : {DType::kF32, DType::kF16, DType::kBF16, DType::kI8, DType::kI32, DType::kI64}) {
    if (dtype_name(d) == s) return d;
  }
  return std::nullopt;
}

// Product of the dimensions, or nullopt when it leaves the int64 range. Dimensions must be >= 0.
std::optional<std::int64_t> checked_product(const std::vector<std::int64_t>& shape, std::int64_t factor) {
  // An empty dimension makes the product 0, however large the others are.
  if (std::find(shape.begin(), shape.end(), 0) != shape.end()) return 0;
  std::int64_t n = factor;
  for (std::int64_t d : shape) {
    if (d != 0 && n > std::numeric_limits<std::int64_t>::max() / d) return std::nullopt;
    n *= d;
  }
  return n;
}

// One tensor's header entry as read, before cross-checks against the data section.
struct Entry {
  std::string name;
  std::optional<DType> dtype;
  std::vector<std::int64_t> shape;
  std::vector<std::uint64_t> offsets;
  bool has_dtype = false;
  bool has_shape = false;
  bool has_offsets = false;
};

// A SAX handler instead of a DOM: the header's fixed shape (object of objects of short arrays) is
// enforced while parsing, so hostile nesting or wrong types stop the parse at once, and duplicate keys,
// which a DOM would silently merge, are caught. On failure it records a message and returns false.
class HeaderReader {
 public:
  std::vector<Entry> entries;
  std::map<std::string, std::string> metadata;
  std::string error;

  bool null() { return bad_value("null"); }
  bool boolean(bool) { return bad_value("a boolean"); }
  bool number_integer(Json::number_integer_t v) {
    return v < 0 ? negative(v) : integer(static_cast<std::uint64_t>(v));
  }
  bool number_unsigned(Json::number_unsigned_t v) { return integer(v); }
  bool number_float(Json::number_float_t, const Json::string_t& text) {
    return bad_value("the number " + text.substr(0, 40));
  }
  bool binary(Json::binary_t&) { return bad_value("binary data"); }

  bool string(Json::string_t& s) {
    if (where_ == Where::kMetadata) {
      metadata.emplace(key_, s);
      return true;
    }
    if (where_ == Where::kTensor && field_ == "dtype") {
      entries.back().dtype = parse_dtype(s);
      if (!entries.back().dtype) {
        return fail(tensor() + "unknown or unsupported dtype " + printable(s) +
                    " (expected F32, F16, BF16, I8, I32 or I64)");
      }
      return true;
    }
    return bad_value("the string " + printable(s));
  }

  bool start_object(std::size_t) {
    if (where_ == Where::kTop) {
      where_ = Where::kRoot;
      return true;
    }
    if (where_ != Where::kRoot) return bad_value("an object");
    if (key_ == kMetadataKey) {
      where_ = Where::kMetadata;
    } else {
      entries.push_back(Entry{});
      entries.back().name = key_;
      where_ = Where::kTensor;
    }
    return true;
  }

  bool key(Json::string_t& k) {
    switch (where_) {
      case Where::kRoot:
        if (!names_.insert(k).second) {
          return fail(k == kMetadataKey ? "duplicate \"__metadata__\" entry"
                                        : "duplicate tensor name " + printable(k));
        }
        key_ = k;
        return true;
      case Where::kTensor: {
        Entry& e = entries.back();
        bool* seen = k == "dtype"          ? &e.has_dtype
                     : k == "shape"        ? &e.has_shape
                     : k == "data_offsets" ? &e.has_offsets
                                           : nullptr;
        if (seen == nullptr) return fail(tensor() + "unknown field " + printable(k));
        if (*seen) return fail(tensor() + "duplicate field " + printable(k));
        *seen = true;
        field_ = k;
        return true;
      }
      case Where::kMetadata:
        if (metadata.count(k) != 0) return fail("duplicate \"__metadata__\" key " + printable(k));
        key_ = k;
        return true;
      default:
        return fail("unexpected key " + printable(k));
    }
  }

  bool end_object() {
    if (where_ == Where::kRoot) {
      where_ = Where::kDone;
    } else if (where_ == Where::kMetadata) {
      where_ = Where::kRoot;
    } else {  // kTensor: start_object/start_array admit no other object
      const Entry& e = entries.back();
      const char* missing = !e.has_dtype     ? "dtype"
                            : !e.has_shape   ? "shape"
                            : !e.has_offsets ? "data_offsets"
                                             : nullptr;
      if (missing != nullptr) return fail(tensor() + "missing field \"" + missing + "\"");
      where_ = Where::kRoot;
    }
    return true;
  }

  bool start_array(std::size_t) {
    if (where_ == Where::kTensor && field_ == "shape") {
      where_ = Where::kShape;
      return true;
    }
    if (where_ == Where::kTensor && field_ == "data_offsets") {
      where_ = Where::kOffsets;
      return true;
    }
    return bad_value("an array");
  }

  bool end_array() {
    if (where_ == Where::kOffsets && entries.back().offsets.size() != 2) {
      return fail(tensor() + "data_offsets must be two integers [begin, end], got " +
                  std::to_string(entries.back().offsets.size()));
    }
    where_ = Where::kTensor;  // only shape and data_offsets arrays are ever opened
    return true;
  }

  bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception& ex) {
    // Drop nlohmann's "[json.exception.parse_error.101] " tag; keep the position and reason.
    std::string what = ex.what();
    if (const auto p = what.find("] "); p != std::string::npos) what.erase(0, p + 2);
    if (what.size() > 300) what = what.substr(0, 300) + "...";
    return fail("header is not valid JSON: " + what);
  }

 private:
  enum class Where { kTop, kRoot, kTensor, kShape, kOffsets, kMetadata, kDone };

  bool fail(std::string message) {
    error = std::move(message);
    return false;
  }

  std::string tensor() const { return "tensor " + printable(entries.back().name) + ": "; }

  bool integer(std::uint64_t v) {
    if (where_ == Where::kShape) {
      auto& shape = entries.back().shape;
      if (shape.size() == kMaxRank) return fail(tensor() + "shape has more than 64 dimensions");
      if (v > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
        return fail(tensor() + "shape dimension " + std::to_string(v) + " is too large");
      }
      shape.push_back(static_cast<std::int64_t>(v));
      return true;
    }
    if (where_ == Where::kOffsets) {
      auto& offsets = entries.back().offsets;
      if (offsets.size() == 2) return fail(tensor() + "data_offsets must be two integers [begin, end]");
      offsets.push_back(v);
      return true;
    }
    return bad_value("the number " + std::to_string(v));
  }

  bool negative(std::int64_t v) {
    if (where_ == Where::kShape) {
      return fail(tensor() + "shape has a negative dimension (" + std::to_string(v) + ")");
    }
    if (where_ == Where::kOffsets) {
      return fail(tensor() + "data_offsets has a negative value (" + std::to_string(v) + ")");
    }
    return bad_value("the number " + std::to_string(v));
  }

  // A value of the wrong kind; the message says what was expected at this place.
  bool bad_value(const std::string& got) {
    switch (where_) {
      case Where::kTop:
      case Where::kDone:
        return fail("header is not a JSON object");
      case Where::kRoot:
        if (key_ == kMetadataKey) return fail("\"__metadata__\" must be an object of strings, got " + got);
        return fail("tensor " + printable(key_) + ": entry must be an object, got " + got);
      case Where::kTensor:
        if (field_ == "dtype") return fail(tensor() + "dtype must be a string, got " + got);
        if (field_ == "shape") return fail(tensor() + "shape must be a list of integers, got " + got);
        return fail(tensor() + "data_offsets must be two integers [begin, end], got " + got);
      case Where::kShape:
        return fail(tensor() + "shape must contain only non-negative integers, got " + got);
      case Where::kOffsets:
        return fail(tensor() + "data_offsets must contain only non-negative integers, got " + got);
      case Where::kMetadata:
        return fail("\"__metadata__\" value for " + printable(key_) + " must be a string, got " + got);
    }
    return fail("unexpected " + got);
  }

  Where where_ = Where::kTop;
  std::string key_;    // current key of the root or metadata object
  std::string field_;  // current field of a tensor entry
  std::unordered_set<std::string> names_;
};

// JSON string literal; throws attn::Error naming `what` if `s` is not valid UTF-8.
std::string json_string(const std::string& s, const std::string& what) {
  try {
    return Json(s).dump(-1, ' ', false, Json::error_handler_t::strict);
  } catch (const Json::exception&) {
    throw Error("cannot write safetensors: " + what + " is not valid UTF-8");
  }
}

}  // namespace

std::string_view dtype_name(DType dtype) {
  switch (dtype) {
    case DType::kF32:
      return "F32";
    case DType::kF16:
      return "F16";
    case DType::kBF16:
      return "BF16";
    case DType::kI32:
      return "I32";
    case DType::kI8:
      return "I8";
    case DType::kI64:
      return "I64";
  }
  return "?";
}

std::size_t dtype_size(DType dtype) {
  switch (dtype) {
    case DType::kF32:
      return 4;
    case DType::kF16:
      return 2;
    case DType::kBF16:
      return 2;
    case DType::kI32:
      return 4;
    case DType::kI8:
      return 1;
    case DType::kI64:
      return 8;
  }
  // Only reachable through a cast from a bad integer; 0 would turn into a division by zero later.
  throw Error("invalid DType value " + std::to_string(static_cast<int>(dtype)));
}

std::int64_t Tensor::numel() const {
  for (std::int64_t d : shape) {
    if (d < 0) {
      throw Error("tensor " + printable(name) + ": negative dimension in shape " + shape_text(shape));
    }
  }
  const auto n = checked_product(shape, 1);
  if (!n) {
    throw Error("tensor " + printable(name) + ": shape " + shape_text(shape) + " has too many elements");
  }
  return *n;
}

std::vector<float> Tensor::to_f32() const {
  const auto n = static_cast<std::size_t>(numel());
  if (bytes.size() / dtype_size(dtype) != n || bytes.size() % dtype_size(dtype) != 0) {
    throw Error("tensor " + printable(name) + ": " + std::to_string(bytes.size()) +
                " bytes do not match shape " + shape_text(shape) + " of " + std::string(dtype_name(dtype)));
  }
  std::vector<float> out(n);
  if (dtype == DType::kF32) {
    if (n != 0) std::memcpy(out.data(), bytes.data(), n * sizeof(float));
    return out;
  }
  if (dtype != DType::kF16 && dtype != DType::kBF16) {
    throw Error("tensor " + printable(name) + " has dtype " + std::string(dtype_name(dtype)) +
                "; expected F32, F16 or BF16");
  }
  for (std::size_t i = 0; i < n; ++i) {
    std::uint16_t bits;
    std::memcpy(&bits, bytes.data() + 2 * i, 2);
    out[i] = dtype == DType::kF16 ? half_to_float(bits) : bfloat16_to_float(bits);
  }
  return out;
}

namespace {

Tensor make_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape, std::size_t count) {
  Tensor t{std::move(name), dtype, std::move(shape), {}};
  if (static_cast<std::uint64_t>(t.numel()) != count) {
    throw Error("tensor " + printable(t.name) + ": " + std::to_string(count) + " values do not fill shape " +
                shape_text(t.shape));
  }
  t.bytes.resize(count * dtype_size(dtype));
  return t;
}

}  // namespace

Tensor make_f32_tensor(std::string name, std::vector<std::int64_t> shape, std::span<const float> values) {
  Tensor t = make_tensor(std::move(name), DType::kF32, std::move(shape), values.size());
  if (!values.empty()) std::memcpy(t.bytes.data(), values.data(), t.bytes.size());
  return t;
}

Tensor make_f16_tensor(std::string name, std::vector<std::int64_t> shape, std::span<const float> values) {
  Tensor t = make_tensor(std::move(name), DType::kF16, std::move(shape), values.size());
  for (std::size_t i = 0; i < values.size(); ++i) {
    const std::uint16_t bits = float_to_half(values[i]);
    std::memcpy(t.bytes.data() + 2 * i, &bits, 2);
  }
  return t;
}

const Tensor* SafetensorsFile::find(std::string_view name) const {
  for (const Tensor& t : tensors) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

const Tensor& SafetensorsFile::get(std::string_view name) const {
  if (const Tensor* t = find(name)) return *t;
  throw Error((source_name.empty() ? std::string("safetensors file") : source_name) + ": no tensor named " +
              printable(name));
}

std::string serialize_safetensors(const std::vector<Tensor>& tensors,
                                  const std::map<std::string, std::string>& metadata) {
  // The header is written by hand rather than through a JSON object so that the key order is exactly
  // metadata first, then tensors in the order given: byte-for-byte reproducible files.
  std::string header = "{";
  if (!metadata.empty()) {
    header += "\"__metadata__\":{";
    bool first = true;
    for (const auto& [k, v] : metadata) {
      if (!first) header += ',';
      first = false;
      header += json_string(k, "metadata key " + printable(k)) + ':' +
                json_string(v, "metadata value for " + printable(k));
    }
    header += '}';
  }
  std::unordered_set<std::string_view> names;
  std::uint64_t offset = 0;
  for (const Tensor& t : tensors) {
    if (t.name == kMetadataKey) {
      throw Error("cannot write safetensors: \"__metadata__\" is not a tensor name");
    }
    if (!names.insert(t.name).second) {
      throw Error("cannot write safetensors: duplicate tensor " + printable(t.name));
    }
    t.numel();  // throws, naming the tensor, on a negative dimension
    const auto n = checked_product(t.shape, static_cast<std::int64_t>(dtype_size(t.dtype)));
    if (!n) throw Error("tensor " + printable(t.name) + ": shape " + shape_text(t.shape) + " is too large");
    if (t.bytes.size() != static_cast<std::uint64_t>(*n)) {
      throw Error("cannot write safetensors: tensor " + printable(t.name) + " has " +
                  std::to_string(t.bytes.size()) + " bytes but shape " + shape_text(t.shape) + " of " +
                  std::string(dtype_name(t.dtype)) + " needs " + std::to_string(*n));
    }
    if (header.size() > 1) header += ',';
    header += json_string(t.name, "tensor name " + printable(t.name));
    header += ":{\"dtype\":\"" + std::string(dtype_name(t.dtype)) + "\",\"shape\":[";
    for (std::size_t i = 0; i < t.shape.size(); ++i) header += (i ? "," : "") + std::to_string(t.shape[i]);
    header += "],\"data_offsets\":[" + std::to_string(offset) + ',' +
              std::to_string(offset + t.bytes.size()) + "]}";
    offset += t.bytes.size();
  }
  header += '}';
  // Padding keeps the data 8-byte aligned in memory-mapped files, as the reference writer does.
  header.append((8 - header.size() % 8) % 8, ' ');
  if (header.size() > kMaxHeaderBytes) throw Error("cannot write safetensors: header exceeds 100 MB");

  std::string out;
  out.reserve(8 + header.size() + offset);
  const std::uint64_t n = header.size();
  out.append(reinterpret_cast<const char*>(&n), 8);
  out += header;
  for (const Tensor& t : tensors) out += t.bytes;
  return out;
}

void write_safetensors(const std::filesystem::path& path, const std::vector<Tensor>& tensors,
                       const std::map<std::string, std::string>& metadata) {
  write_file_atomic(path, serialize_safetensors(tensors, metadata));
}

namespace {

// Errors that name the file (or "safetensors data" for bytes without one).
struct ErrorIn {
  std::string where;
  Error operator()(const std::string& message) const { return Error(where + ": " + message); }
};

ErrorIn error_in(const std::string& source_name) {
  return {source_name.empty() ? std::string("safetensors data") : source_name};
}

// The header's length from the first 8 bytes, checked against the limit and the `size` of the whole file.
std::uint64_t header_length(std::string_view first_bytes, std::uint64_t size, const ErrorIn& fail) {
  if (size < 8)
    throw fail("file is too short (" + std::to_string(size) + " bytes) to hold a safetensors header");
  std::uint64_t header_size;
  std::memcpy(&header_size, first_bytes.data(), 8);
  if (header_size > kMaxHeaderBytes) {
    throw fail("header length " + std::to_string(header_size) + " exceeds the 100 MB limit");
  }
  if (header_size > size - 8) {
    throw fail("header length " + std::to_string(header_size) + " is larger than the " +
               std::to_string(size - 8) + " bytes that follow it");
  }
  return header_size;
}

// What the header says, checked against a data section of `data_size` bytes.
struct Layout {
  std::vector<Entry> entries;  // in data order
  std::map<std::string, std::string> metadata;
};

// Parses the header and cross-checks every entry against the data section's size: nothing of the data is
// needed, so a file can be refused before its data is read.
Layout parse_layout(std::string_view header, std::uint64_t data_size, const ErrorIn& fail) {
  if (header.empty() || header.front() != '{') {
    throw fail("header is not a JSON object (must start with '{')");
  }
  HeaderReader reader;
  bool ok = false;
  try {
    ok = Json::sax_parse(header.begin(), header.end(), &reader);
  } catch (const Json::exception& e) {
    throw fail(std::string("header is not valid JSON: ") + e.what());
  }
  if (!ok) throw fail(reader.error.empty() ? "header is not valid JSON" : reader.error);

  // Sizes first, then the layout as a whole.
  auto& entries = reader.entries;
  for (const Entry& e : entries) {
    const std::string t = "tensor " + printable(e.name) + ": ";
    const auto nbytes = checked_product(e.shape, static_cast<std::int64_t>(dtype_size(*e.dtype)));
    if (!nbytes) throw fail(t + "shape " + shape_text(e.shape) + " overflows (too many elements)");
    const std::uint64_t begin = e.offsets[0], end = e.offsets[1];
    if (begin > end) {
      throw fail(t + "data_offsets begin " + std::to_string(begin) + " is after end " + std::to_string(end));
    }
    if (end > data_size) {
      throw fail(t + "data_offsets end " + std::to_string(end) + " lies beyond the data section (" +
                 std::to_string(data_size) + " bytes)");
    }
    if (end - begin != static_cast<std::uint64_t>(*nbytes)) {
      throw fail(t + "data_offsets span " + std::to_string(end - begin) + " bytes but shape " +
                 shape_text(e.shape) + " of " + std::string(dtype_name(*e.dtype)) + " needs " +
                 std::to_string(*nbytes));
    }
  }
  // The spec requires the tensors to tile the data section exactly: no overlaps, no holes, no tail.
  std::stable_sort(entries.begin(), entries.end(),
                   [](const Entry& a, const Entry& b) { return a.offsets < b.offsets; });
  std::uint64_t expected = 0;
  const Entry* previous = nullptr;
  for (const Entry& e : entries) {
    if (e.offsets[0] < expected) {
      throw fail("tensor " + printable(e.name) + " overlaps tensor " + printable(previous->name) +
                 " in the data section");
    }
    if (e.offsets[0] > expected) {
      throw fail("gap of " + std::to_string(e.offsets[0] - expected) + " bytes before tensor " +
                 printable(e.name) + " in the data section (holes are not allowed)");
    }
    expected = e.offsets[1];
    previous = &e;
  }
  if (expected != data_size) {
    throw fail(std::to_string(data_size - expected) + " bytes of trailing garbage after the last tensor");
  }
  return Layout{std::move(entries), std::move(reader.metadata)};
}

// The tensors of a checked layout, copied out of its data section.
SafetensorsFile assemble(Layout layout, std::string_view data, const std::string& source_name) {
  SafetensorsFile file;
  file.source_name = source_name;
  file.metadata = std::move(layout.metadata);
  file.tensors.reserve(layout.entries.size());
  for (Entry& e : layout.entries) {
    const std::uint64_t begin = e.offsets[0], end = e.offsets[1];
    file.tensors.push_back(Tensor{std::move(e.name), *e.dtype, std::move(e.shape),
                                  std::string(data.substr(begin, end - begin))});
  }
  return file;
}

}  // namespace

SafetensorsFile parse_safetensors(std::string_view bytes, const std::string& source_name) {
  const ErrorIn fail = error_in(source_name);
  const std::uint64_t header_size = header_length(bytes, bytes.size(), fail);
  const std::string_view data = bytes.substr(8 + header_size);
  Layout layout = parse_layout(bytes.substr(8, header_size), data.size(), fail);
  return assemble(std::move(layout), data, source_name);
}

SafetensorsFile read_safetensors(const std::filesystem::path& path) {
  // The header and the layout are checked against the file's size before the data is read: a file with a
  // 2 GB sparse tail once cost 2.1 GB of memory before it was refused.
  constexpr std::uintmax_t kMaxFileBytes = std::uintmax_t(1) << 32;
  const ErrorIn fail = error_in(path.string());
  std::error_code ec;
  const std::uintmax_t size = std::filesystem::file_size(path, ec);
  if (ec) throw Error("cannot read " + path.string() + ": " + ec.message());
  if (size > kMaxFileBytes)
    throw fail("too large (" + std::to_string(size) + " bytes, limit " + std::to_string(kMaxFileBytes) + ")");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + path.string());
  const auto read = [&](std::size_t n) {
    std::string bytes(n, '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(n));
    if (static_cast<std::size_t>(in.gcount()) != n) throw Error("short read on " + path.string());
    return bytes;
  };
  const std::string first = read(std::min<std::uintmax_t>(size, 8));
  const std::uint64_t header_size = header_length(first, size, fail);
  const std::string header = read(header_size);
  Layout layout = parse_layout(header, size - 8 - header_size, fail);
  return assemble(std::move(layout), read(size - 8 - header_size), path.string());
}

}  // namespace attn
