// Safetensors reader/writer and F16/BF16 conversions. The reader faces files from anywhere, so most tests
// feed it hand-built broken files and check it answers with a clear attn::Error instead of crashing.
#include "attention/safetensors.h"

#include <gtest/gtest.h>
#include <sys/resource.h>

#include <bit>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <random>

#include "attention/error.h"
#include "attention/float16.h"

namespace attn {
namespace {

std::string le64(std::uint64_t n) {
  std::string out(8, '\0');
  for (int i = 0; i < 8; ++i) out[i] = static_cast<char>((n >> (8 * i)) & 0xFF);
  return out;
}

// Bytes of address space this process maps now (VmSize), for a limit just above it.
rlim_t current_address_space() {
  std::ifstream status("/proc/self/status");
  std::string key;
  rlim_t kilobytes = 0;
  while (status >> key) {
    if (key == "VmSize:") {
      status >> kilobytes;
      break;
    }
  }
  return kilobytes * 1024;
}

// A file with the given header text and data bytes, header length set to match.
std::string make_file(const std::string& header, const std::string& data = "") {
  return le64(header.size()) + header + data;
}

template <typename T>
std::string raw_bytes(const std::vector<T>& values) {
  std::string out(values.size() * sizeof(T), '\0');
  if (!values.empty()) std::memcpy(out.data(), values.data(), out.size());
  return out;
}

Tensor bits_tensor(std::string name, DType dtype, std::vector<std::int64_t> shape, std::string bytes) {
  return Tensor{std::move(name), dtype, std::move(shape), std::move(bytes)};
}

// Parsing must fail with an attn::Error naming the file and containing `needle`.
void expect_parse_error(const std::string& bytes, const std::string& needle) {
  try {
    parse_safetensors(bytes, "bad.safetensors");
    ADD_FAILURE() << "parsed without error; expected an error containing: " << needle;
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find(needle), std::string::npos) << "message: " << what << "\nexpected: " << needle;
    EXPECT_NE(what.find("bad.safetensors"), std::string::npos) << "message lacks the file name: " << what;
  }
}

// A valid header entry for tensor `name`.
std::string entry(const std::string& name, const std::string& dtype, const std::string& shape,
                  const std::string& offsets) {
  return "\"" + name + "\":{\"dtype\":\"" + dtype + "\",\"shape\":" + shape + ",\"data_offsets\":" + offsets +
         "}";
}

// A small valid file used by the truncation and fuzz tests.
std::string sample_file() {
  const std::vector<float> w = {1.0f, -2.5f, 0.0f, 3.25f, 1e-3f, -7.0f};
  const std::vector<float> b = {0.5f, -0.5f};
  const std::vector<std::int32_t> ids = {1, -2, 3};
  return serialize_safetensors({make_f32_tensor("enc.w", {2, 3}, w), make_f16_tensor("enc.b", {2}, b),
                                bits_tensor("ids", DType::kI32, {3}, raw_bytes(ids))},
                               {{"format", "pt"}, {"step", "42"}});
}

// --- F16 / BF16 ---------------------------------------------------------------------------------------

TEST(Float16, KnownBitPatterns) {
  EXPECT_EQ(float_to_half(1.0f), 0x3C00);
  EXPECT_EQ(float_to_half(-2.0f), 0xC000);
  EXPECT_EQ(float_to_half(0.0f), 0x0000);
  EXPECT_EQ(float_to_half(-0.0f), 0x8000);
  EXPECT_EQ(float_to_half(65504.0f), 0x7BFF);
  EXPECT_EQ(float_to_half(65519.99f), 0x7BFF);
  EXPECT_EQ(float_to_half(65520.0f), 0x7C00);  // ties to even: rounds up to infinity
  EXPECT_EQ(float_to_half(1e6f), 0x7C00);
  EXPECT_EQ(float_to_half(-1e6f), 0xFC00);
  EXPECT_EQ(float_to_half(std::numeric_limits<float>::infinity()), 0x7C00);
  EXPECT_EQ(float_to_half(-std::numeric_limits<float>::infinity()), 0xFC00);
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -14)), 0x0400);     // smallest normal
  EXPECT_EQ(float_to_half(std::ldexp(1023.0f, -24)), 0x03FF);  // largest subnormal
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -24)), 0x0001);     // smallest subnormal
  EXPECT_EQ(float_to_half(-std::ldexp(1.0f, -24)), 0x8001);
  EXPECT_EQ(float_to_half(std::ldexp(1.0f, -25)), 0x0000);  // tie between 0 and 1: even is 0
  EXPECT_EQ(float_to_half(std::nextafter(std::ldexp(1.0f, -25), 1.0f)), 0x0001);
  EXPECT_EQ(float_to_half(std::ldexp(3.0f, -25)), 0x0002);  // tie between 1 and 2: even is 2
  EXPECT_EQ(float_to_half(std::ldexp(5.0f, -25)), 0x0002);  // tie between 2 and 3: even is 2
  EXPECT_EQ(float_to_half(1e-8f), 0x0000);
  EXPECT_EQ(float_to_half(std::numeric_limits<float>::denorm_min()), 0x0000);
  // Normal round-to-even: 1 + 2^-11 lies halfway between 0x3C00 and 0x3C01.
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(1.0f, -11)), 0x3C00);
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(3.0f, -11)), 0x3C02);
  EXPECT_EQ(float_to_half(1.0f + std::ldexp(1.0f, -11) + std::ldexp(1.0f, -20)), 0x3C01);
  // Rounding up from the largest subnormal carries into the smallest normal.
  EXPECT_EQ(float_to_half(std::ldexp(2047.0f, -25)), 0x0400);
}

TEST(Float16, NanStaysNan) {
  for (std::uint32_t bits : {0x7FC00000u, 0xFFC00000u, 0x7F800001u, 0x7FA00000u, 0xFF800001u}) {
    const std::uint16_t h = float_to_half(std::bit_cast<float>(bits));
    EXPECT_EQ(h & 0x7C00, 0x7C00) << std::hex << bits;
    EXPECT_NE(h & 0x03FF, 0) << std::hex << bits;
    EXPECT_EQ(h >> 15, bits >> 31) << "sign kept";
    EXPECT_TRUE(std::isnan(half_to_float(h)));
  }
}

TEST(Float16, HalfToFloatKnownValues) {
  EXPECT_EQ(half_to_float(0x3C00), 1.0f);
  EXPECT_EQ(half_to_float(0x7BFF), 65504.0f);
  EXPECT_EQ(half_to_float(0x0001), std::ldexp(1.0f, -24));
  EXPECT_EQ(half_to_float(0x03FF), std::ldexp(1023.0f, -24));
  EXPECT_EQ(half_to_float(0x0400), std::ldexp(1.0f, -14));
  EXPECT_EQ(half_to_float(0xC000), -2.0f);
  EXPECT_EQ(half_to_float(0x7C00), std::numeric_limits<float>::infinity());
  EXPECT_EQ(half_to_float(0xFC00), -std::numeric_limits<float>::infinity());
  EXPECT_TRUE(std::isnan(half_to_float(0x7E00)));
  EXPECT_TRUE(std::isnan(half_to_float(0x7C01)));
  EXPECT_TRUE(std::signbit(half_to_float(0x8000)));
  EXPECT_EQ(half_to_float(0x8000), 0.0f);
}

TEST(Float16, EveryHalfRoundTrips) {
  for (std::uint32_t h = 0; h <= 0xFFFF; ++h) {
    const float f = half_to_float(static_cast<std::uint16_t>(h));
    const bool nan = (h & 0x7C00) == 0x7C00 && (h & 0x03FF) != 0;
    if (nan) {
      ASSERT_TRUE(std::isnan(f)) << std::hex << h;
      ASSERT_TRUE(std::isnan(half_to_float(float_to_half(f)))) << std::hex << h;
    } else {
      ASSERT_EQ(float_to_half(f), h) << std::hex << h;
    }
  }
}

TEST(Float16, MatchesDoubleRoundingOnNeighbours) {
  // Between two adjacent halves, conversion must pick the nearer one (the even one on a tie).
  for (std::uint32_t h = 0; h < 0x7BFF; h += 7) {
    const double lo = half_to_float(static_cast<std::uint16_t>(h));
    const double hi = half_to_float(static_cast<std::uint16_t>(h + 1));
    const float mid = static_cast<float>((lo + hi) / 2);  // exact: halves have few mantissa bits
    const std::uint16_t even = (h & 1) ? static_cast<std::uint16_t>(h + 1) : static_cast<std::uint16_t>(h);
    ASSERT_EQ(float_to_half(mid), even) << std::hex << h;
    ASSERT_EQ(float_to_half(std::nextafter(mid, 0.0f)), h) << std::hex << h;
    ASSERT_EQ(float_to_half(std::nextafter(mid, 1e9f)), h + 1) << std::hex << h;
  }
}

TEST(BFloat16, KnownBitPatterns) {
  EXPECT_EQ(float_to_bfloat16(1.0f), 0x3F80);
  EXPECT_EQ(float_to_bfloat16(-2.0f), 0xC000);
  EXPECT_EQ(float_to_bfloat16(-0.0f), 0x8000);
  EXPECT_EQ(float_to_bfloat16(1.0f + std::ldexp(1.0f, -8)), 0x3F80);  // tie: even
  EXPECT_EQ(float_to_bfloat16(1.0f + std::ldexp(3.0f, -8)), 0x3F82);  // tie: even
  EXPECT_EQ(float_to_bfloat16(std::numeric_limits<float>::max()), 0x7F80);
  EXPECT_EQ(float_to_bfloat16(std::numeric_limits<float>::infinity()), 0x7F80);
  EXPECT_EQ(float_to_bfloat16(std::numeric_limits<float>::denorm_min()), 0x0000);
  EXPECT_EQ(float_to_bfloat16(std::bit_cast<float>(0x00010000u)), 0x0001);  // subnormal kept
  for (std::uint32_t bits : {0x7FC00000u, 0x7F800001u, 0xFF800001u}) {
    EXPECT_TRUE(std::isnan(bfloat16_to_float(float_to_bfloat16(std::bit_cast<float>(bits)))));
  }
  EXPECT_EQ(bfloat16_to_float(0x3F80), 1.0f);
  EXPECT_EQ(bfloat16_to_float(0x7F7F), std::bit_cast<float>(0x7F7F0000u));
}

TEST(BFloat16, EveryBFloat16RoundTrips) {
  for (std::uint32_t h = 0; h <= 0xFFFF; ++h) {
    const float f = bfloat16_to_float(static_cast<std::uint16_t>(h));
    if (std::isnan(f)) {
      ASSERT_TRUE(std::isnan(bfloat16_to_float(float_to_bfloat16(f))));
    } else {
      ASSERT_EQ(float_to_bfloat16(f), h) << std::hex << h;
    }
  }
}

TEST(Float16, VectorHelpers) {
  const std::vector<float> values = {1.0f, 65504.0f, -0.5f};
  const auto h = floats_to_half(values);
  EXPECT_EQ(h, (std::vector<std::uint16_t>{0x3C00, 0x7BFF, 0xB800}));
  EXPECT_EQ(half_to_floats(h), values);
  const auto b = floats_to_bfloat16(values);
  EXPECT_EQ(b.size(), 3u);
  EXPECT_EQ(bfloat16_to_floats(b)[0], 1.0f);
  EXPECT_EQ(bfloat16_to_floats(b)[2], -0.5f);
}

// --- Writing and round trips --------------------------------------------------------------------------

TEST(Safetensors, DtypeNamesAndSizes) {
  EXPECT_EQ(dtype_name(DType::kF32), "F32");
  EXPECT_EQ(dtype_name(DType::kBF16), "BF16");
  EXPECT_EQ(dtype_size(DType::kF16), 2u);
  EXPECT_EQ(dtype_size(DType::kI64), 8u);
}

TEST(Safetensors, F32RoundTripIsBitExact) {
  const std::vector<std::uint32_t> bits = {
      0x3F800000u,  // 1
      0x80000000u,  // -0
      0x00000001u,  // smallest denormal
      0x807FFFFFu,  // largest negative denormal
      0x7FC00001u,  // quiet NaN with payload
      0x7F800123u,  // signalling NaN with payload
      0xFFC0BEEFu,  // negative NaN
      0x7F800000u,  // inf
      0x7F7FFFFFu,  // FLT_MAX
  };
  const Tensor t = bits_tensor("w", DType::kF32, {3, 3}, raw_bytes(bits));
  const SafetensorsFile f = parse_safetensors(serialize_safetensors({t}), "mem");
  ASSERT_EQ(f.tensors.size(), 1u);
  EXPECT_EQ(f.tensors[0].name, "w");
  EXPECT_EQ(f.tensors[0].dtype, DType::kF32);
  EXPECT_EQ(f.tensors[0].shape, (std::vector<std::int64_t>{3, 3}));
  EXPECT_EQ(f.tensors[0].bytes, t.bytes);
  const std::vector<float> values = f.get("w").to_f32();
  ASSERT_EQ(values.size(), bits.size());
  for (std::size_t i = 0; i < bits.size(); ++i) {
    std::uint32_t got;
    std::memcpy(&got, &values[i], 4);
    EXPECT_EQ(got, bits[i]) << i;
  }
}

TEST(Safetensors, MakeF32TensorKeepsBits) {
  const std::vector<float> values = {-0.0f, std::numeric_limits<float>::denorm_min(), 1.5f};
  const Tensor t = make_f32_tensor("x", {3}, values);
  EXPECT_EQ(t.bytes, raw_bytes(values));
  EXPECT_EQ(t.numel(), 3);
  EXPECT_TRUE(std::signbit(t.to_f32()[0]));
}

TEST(Safetensors, F16RoundTrip) {
  const std::vector<float> values = {1.0f, -2.0f, 65504.0f, std::ldexp(1.0f, -24), 0.1f, -0.0f};
  const Tensor t = make_f16_tensor("h", {2, 3}, values);
  EXPECT_EQ(t.bytes.size(), 12u);
  const SafetensorsFile f = parse_safetensors(serialize_safetensors({t}), "mem");
  EXPECT_EQ(f.get("h").dtype, DType::kF16);
  EXPECT_EQ(f.get("h").bytes, t.bytes);
  const std::vector<float> back = f.get("h").to_f32();
  for (std::size_t i = 0; i < values.size(); ++i) EXPECT_EQ(back[i], half_to_float(float_to_half(values[i])));
  EXPECT_EQ(back[0], 1.0f);
  EXPECT_EQ(back[2], 65504.0f);
}

TEST(Safetensors, IntegerAndBFloat16RoundTrip) {
  const std::vector<std::int32_t> i32 = {0, -1, std::numeric_limits<std::int32_t>::min(), 7};
  const std::vector<std::int64_t> i64 = {std::numeric_limits<std::int64_t>::max(), -3};
  const std::vector<std::uint16_t> bf = floats_to_bfloat16(std::vector<float>{1.0f, -3.5f});
  const std::vector<Tensor> in = {bits_tensor("a", DType::kI32, {2, 2}, raw_bytes(i32)),
                                  bits_tensor("b", DType::kI64, {2}, raw_bytes(i64)),
                                  bits_tensor("c", DType::kBF16, {2}, raw_bytes(bf))};
  const SafetensorsFile f = parse_safetensors(serialize_safetensors(in), "mem");
  ASSERT_EQ(f.tensors.size(), 3u);
  for (std::size_t i = 0; i < in.size(); ++i) {
    EXPECT_EQ(f.tensors[i].name, in[i].name);
    EXPECT_EQ(f.tensors[i].dtype, in[i].dtype);
    EXPECT_EQ(f.tensors[i].shape, in[i].shape);
    EXPECT_EQ(f.tensors[i].bytes, in[i].bytes);
  }
  EXPECT_EQ(f.get("c").to_f32(), (std::vector<float>{1.0f, -3.5f}));
  try {
    f.get("a").to_f32();
    ADD_FAILURE() << "I32 to_f32 should throw";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("I32"), std::string::npos) << e.what();
  }
}

TEST(Safetensors, MetadataRoundTrip) {
  const std::map<std::string, std::string> meta = {{"format", "pt"},
                                                   {"quote\"and\\slash", "line\nbreak\ttab"},
                                                   {"unicode", "Grüße, 世界"},
                                                   {"", "empty key"}};
  const SafetensorsFile f = parse_safetensors(serialize_safetensors({}, meta), "mem");
  EXPECT_EQ(f.metadata, meta);
  EXPECT_TRUE(f.tensors.empty());
}

TEST(Safetensors, MatchesReferenceBytes) {
  // Byte layouts produced by the reference implementation's own tests.
  const std::vector<float> v = {0, 1, 2, 3, 4, 5};
  const std::string header = R"({"attn.0":{"dtype":"F32","shape":[1,2,3],"data_offsets":[0,24]}})";
  EXPECT_EQ(serialize_safetensors({make_f32_tensor("attn.0", {1, 2, 3}, v)}),
            make_file(header, raw_bytes(v)));
  EXPECT_EQ(serialize_safetensors({}), make_file("{}      "));
  EXPECT_EQ(serialize_safetensors({}, {{"framework", "pt"}}),
            make_file(R"({"__metadata__":{"framework":"pt"}})" + std::string(5, ' ')));
}

TEST(Safetensors, WritingIsDeterministicOrderedAndPadded) {
  const std::vector<float> one = {1.0f};
  const std::vector<Tensor> in = {make_f32_tensor("z", {1}, one), make_f32_tensor("a", {1}, one),
                                  make_f16_tensor("m", {1}, one)};
  const std::string first = serialize_safetensors(in, {{"b", "2"}, {"a", "1"}});
  EXPECT_EQ(first, serialize_safetensors(in, {{"a", "1"}, {"b", "2"}}));
  std::uint64_t n;
  std::memcpy(&n, first.data(), 8);
  EXPECT_EQ(n % 8, 0u);
  const SafetensorsFile f = parse_safetensors(first, "mem");
  ASSERT_EQ(f.tensors.size(), 3u);
  EXPECT_EQ(f.tensors[0].name, "z");
  EXPECT_EQ(f.tensors[1].name, "a");
  EXPECT_EQ(f.tensors[2].name, "m");
}

TEST(Safetensors, ReadsTensorsListedOutOfOffsetOrder) {
  // Other writers may list tensors in any order; the data order is what counts.
  const std::string header =
      "{" + entry("b", "F32", "[1]", "[4,8]") + "," + entry("a", "F32", "[1]", "[0,4]") + "}";
  const std::vector<float> v = {1.0f, 2.0f};
  const SafetensorsFile f = parse_safetensors(make_file(header, raw_bytes(v)), "mem");
  ASSERT_EQ(f.tensors.size(), 2u);
  EXPECT_EQ(f.tensors[0].name, "a");
  EXPECT_EQ(f.get("a").to_f32(), std::vector<float>{1.0f});
  EXPECT_EQ(f.get("b").to_f32(), std::vector<float>{2.0f});
}

TEST(Safetensors, ScalarsAndEmptyTensors) {
  const std::vector<float> one = {4.0f};
  const std::vector<Tensor> in = {make_f32_tensor("scalar", {}, one), make_f32_tensor("empty", {0, 5}, {}),
                                  make_f16_tensor("empty2", {3, 0}, {})};
  const SafetensorsFile f = parse_safetensors(serialize_safetensors(in), "mem");
  EXPECT_EQ(f.get("scalar").numel(), 1);
  EXPECT_EQ(f.get("scalar").to_f32(), std::vector<float>{4.0f});
  EXPECT_EQ(f.get("empty").numel(), 0);
  EXPECT_TRUE(f.get("empty2").to_f32().empty());
}

TEST(Safetensors, FileRoundTripAndLookup) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("attn_safetensors_test_" + std::to_string(std::random_device{}()) + ".safetensors");
  const std::vector<float> v = {1, 2, 3};
  write_safetensors(path, {make_f32_tensor("w", {3}, v)}, {{"k", "v"}});
  const SafetensorsFile f = read_safetensors(path);
  std::filesystem::remove(path);
  EXPECT_EQ(f.get("w").to_f32(), v);
  EXPECT_EQ(f.metadata.at("k"), "v");
  EXPECT_EQ(f.find("nope"), nullptr);
  EXPECT_NE(f.find("w"), nullptr);
  try {
    f.get("decoder.missing");
    ADD_FAILURE() << "get of a missing tensor should throw";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("decoder.missing"), std::string::npos) << what;
    EXPECT_NE(what.find(path.filename().string()), std::string::npos) << what;
  }
  EXPECT_THROW(read_safetensors(path), Error);  // removed by now
}

// Issue 26: a model.safetensors with a 2 GB sparse tail cost 2.1 GB of memory before it was rejected. The
// header and the data length are checked against the file size before any data is read, so the reader
// refuses it within an address space far smaller than the file (a child process, limited by setrlimit).
// In a child process: reads `path` with room for what the process already maps but not for `tail` bytes.
// Exit status 0: refused for its trailing bytes; 1: another error; 2: out of memory; 3: no limit; 4: read.
[[noreturn]] void read_with_less_memory_than(const std::filesystem::path& path, std::uintmax_t tail) {
  const rlimit limit{current_address_space() + tail / 2, RLIM_INFINITY};
  if (::setrlimit(RLIMIT_AS, &limit) != 0) std::_Exit(3);
  try {
    read_safetensors(path);
  } catch (const Error& e) {
    std::fprintf(stderr, "%s\n", e.what());
    const bool named =
        std::string(e.what()).find(std::to_string(tail) + " bytes of trailing garbage") != std::string::npos;
    std::_Exit(named ? 0 : 1);
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "out of memory\n");
    std::_Exit(2);
  }
  std::_Exit(4);
}

TEST(SafetensorsLimits, AHugeTailIsRefusedBeforeTheDataIsRead) {
  const auto path = std::filesystem::temp_directory_path() /
                    ("attn_safetensors_tail_" + std::to_string(std::random_device{}()) + ".safetensors");
  const std::vector<float> v = {1, 2, 3};
  write_safetensors(path, {make_f32_tensor("w", {3}, v)});
  const std::uintmax_t tail = std::uintmax_t(1) << 30;
  std::filesystem::resize_file(path, std::filesystem::file_size(path) + tail);  // sparse: costs no disk
  EXPECT_EXIT(read_with_less_memory_than(path, tail), ::testing::ExitedWithCode(0), "");
  std::filesystem::remove(path);
}

TEST(Safetensors, WriterRejectsBadInput) {
  const std::vector<float> one = {1.0f};
  EXPECT_THROW(serialize_safetensors({make_f32_tensor("a", {1}, one), make_f32_tensor("a", {1}, one)}),
               Error);
  EXPECT_THROW(serialize_safetensors({make_f32_tensor("__metadata__", {1}, one)}), Error);
  EXPECT_THROW(serialize_safetensors({bits_tensor("a", DType::kF32, {2}, "abcd")}), Error);
  EXPECT_THROW(serialize_safetensors({bits_tensor("a", DType::kF32, {-1}, "")}), Error);
  EXPECT_THROW(serialize_safetensors({make_f32_tensor("bad\xFFname", {1}, one)}), Error);
  EXPECT_THROW(serialize_safetensors({}, {{"k", "bad\xC3"}}), Error);
  EXPECT_THROW(make_f32_tensor("a", {2, 2}, one), Error);
  EXPECT_THROW(make_f16_tensor("a", {-1}, one), Error);
  EXPECT_THROW((bits_tensor("a", DType::kF32, {3}, "abcd").to_f32()), Error);
}

// --- Corrupt and hostile files --------------------------------------------------------------------------

TEST(SafetensorsCorrupt, TooShort) {
  expect_parse_error("", "too short");
  expect_parse_error(std::string(7, '\0'), "too short");
}

TEST(SafetensorsCorrupt, HeaderLengthBeyondFile) {
  expect_parse_error(le64(1000) + "{}", "header length 1000 is larger than");
  expect_parse_error(le64(3) + "{}", "larger than");
}

TEST(SafetensorsCorrupt, HeaderLengthOverLimit) {
  expect_parse_error(le64(200'000'000) + "{}", "100 MB");
  expect_parse_error(le64(std::numeric_limits<std::uint64_t>::max()) + "{}", "100 MB");
}

TEST(SafetensorsCorrupt, HeaderNotJson) {
  expect_parse_error(make_file("{not json}      "), "not valid JSON");
  expect_parse_error(make_file("{\"a\":"), "not valid JSON");
  expect_parse_error(make_file("{} trailing"), "not valid JSON");
  expect_parse_error(make_file(std::string("{\"a\xFF\":1}")), "not valid JSON");  // invalid UTF-8
  expect_parse_error(make_file(""), "not a JSON object");
}

TEST(SafetensorsCorrupt, HeaderNotObject) {
  expect_parse_error(make_file("[1,2,3] "), "not a JSON object");
  expect_parse_error(make_file("42"), "not a JSON object");
  expect_parse_error(make_file(" {}"), "not a JSON object");
}

TEST(SafetensorsCorrupt, EntryNotObject) {
  expect_parse_error(make_file("{\"a\":5}"), "tensor 'a': entry must be an object");
  expect_parse_error(make_file("{\"a\":[1]}"), "tensor 'a': entry must be an object");
}

TEST(SafetensorsCorrupt, UnknownDtype) {
  expect_parse_error(make_file("{" + entry("w", "F64", "[1]", "[0,8]") + "}", std::string(8, 'x')),
                     "tensor 'w': unknown or unsupported dtype 'F64'");
  expect_parse_error(make_file("{" + entry("w", "Q8", "[1]", "[0,1]") + "}", "x"), "unsupported dtype 'Q8'");
  expect_parse_error(make_file(R"({"w":{"dtype":4,"shape":[1],"data_offsets":[0,4]}})", "xxxx"),
                     "tensor 'w': dtype must be a string");
}

TEST(SafetensorsCorrupt, MissingUnknownAndDuplicateFields) {
  expect_parse_error(make_file(R"({"w":{"dtype":"F32","shape":[1]}})", "xxxx"),
                     "tensor 'w': missing field \"data_offsets\"");
  expect_parse_error(make_file(R"({"w":{"shape":[1],"data_offsets":[0,4]}})", "xxxx"),
                     "missing field \"dtype\"");
  expect_parse_error(make_file(R"({"w":{"dtype":"F32","shape":[1],"data_offsets":[0,4],"x":1}})", "xxxx"),
                     "tensor 'w': unknown field 'x'");
  expect_parse_error(
      make_file(R"({"w":{"dtype":"F32","dtype":"F32","shape":[1],"data_offsets":[0,4]}})", "xxxx"),
      "tensor 'w': duplicate field 'dtype'");
}

TEST(SafetensorsCorrupt, NegativeDimension) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[2,-3]", "[0,24]") + "}", std::string(24, 'x')),
                     "tensor 'w': shape has a negative dimension (-3)");
}

TEST(SafetensorsCorrupt, ShapeNotIntegers) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[1.5]", "[0,4]") + "}", "xxxx"),
                     "tensor 'w': shape must contain only non-negative integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[\"2\"]", "[0,4]") + "}", "xxxx"),
                     "shape must contain only non-negative integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "4", "[0,16]") + "}", std::string(16, 'x')),
                     "tensor 'w': shape must be a list of integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[18446744073709551615]", "[0,4]") + "}", "xxxx"),
                     "is too large");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1e3]", "[0,4]") + "}", "xxxx"),
                     "non-negative integers, got the number 1e3");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1e400]", "[0,4]") + "}", "xxxx"), "not valid JSON");
}

TEST(SafetensorsCorrupt, ShapeProductOverflows) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[4294967296,4294967296]", "[0,4]") + "}", "xxxx"),
                     "tensor 'w': shape [4294967296, 4294967296] overflows");
  // The element count fits in 64 bits, the byte count does not.
  expect_parse_error(make_file("{" + entry("w", "F32", "[2305843009213693952]", "[0,4]") + "}", "xxxx"),
                     "overflows");
  // A zero dimension makes the product 0 whatever the others are: valid, not an overflow.
  const SafetensorsFile f =
      parse_safetensors(make_file("{" + entry("w", "F32", "[9223372036854775807,0,9]", "[0,0]") + "}"), "ok");
  EXPECT_EQ(f.get("w").numel(), 0);
}

TEST(SafetensorsCorrupt, TooManyDimensions) {
  std::string shape = "[1";
  for (int i = 0; i < 70; ++i) shape += ",1";
  shape += "]";
  expect_parse_error(make_file("{" + entry("w", "F32", shape, "[0,4]") + "}", "xxxx"),
                     "more than 64 dimensions");
}

TEST(SafetensorsCorrupt, OffsetsNotTwoIntegers) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "[0]") + "}", "xxxx"),
                     "tensor 'w': data_offsets must be two integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "[0,4,8]") + "}", "xxxx"),
                     "data_offsets must be two integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "\"0-4\"") + "}", "xxxx"),
                     "data_offsets must be two integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "[0,\"4\"]") + "}", "xxxx"),
                     "data_offsets must contain only non-negative integers");
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "[-4,0]") + "}", "xxxx"),
                     "data_offsets has a negative value");
}

TEST(SafetensorsCorrupt, BeginAfterEnd) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[1]", "[8,4]") + "}", std::string(8, 'x')),
                     "tensor 'w': data_offsets begin 8 is after end 4");
}

TEST(SafetensorsCorrupt, EndBeyondData) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[2]", "[0,8]") + "}", "xxxx"),
                     "tensor 'w': data_offsets end 8 lies beyond the data section (4 bytes)");
  expect_parse_error(
      make_file("{" + entry("w", "F32", "[0]", "[18446744073709551615,18446744073709551615]") + "}"),
      "beyond the data section");
}

TEST(SafetensorsCorrupt, SizeDoesNotMatchShape) {
  expect_parse_error(make_file("{" + entry("w", "F32", "[2]", "[0,4]") + "}", "xxxx"),
                     "tensor 'w': data_offsets span 4 bytes but shape [2] of F32 needs 8");
}

TEST(SafetensorsCorrupt, OverlappingTensors) {
  const std::string header =
      "{" + entry("a", "F32", "[2]", "[0,8]") + "," + entry("b", "F32", "[2]", "[4,12]") + "}";
  expect_parse_error(make_file(header, std::string(12, 'x')), "tensor 'b' overlaps tensor 'a'");
  const std::string same =
      "{" + entry("a", "F32", "[1]", "[0,4]") + "," + entry("b", "F32", "[1]", "[0,4]") + "}";
  expect_parse_error(make_file(same, std::string(4, 'x')), "overlaps");
}

TEST(SafetensorsCorrupt, GapsBetweenTensors) {
  const std::string header =
      "{" + entry("a", "F32", "[1]", "[0,4]") + "," + entry("b", "F32", "[1]", "[8,12]") + "}";
  expect_parse_error(make_file(header, std::string(12, 'x')), "gap of 4 bytes before tensor 'b'");
  expect_parse_error(make_file("{" + entry("a", "F32", "[1]", "[4,8]") + "}", std::string(8, 'x')),
                     "gap of 4 bytes before tensor 'a'");
}

TEST(SafetensorsCorrupt, DuplicateNames) {
  const std::string header =
      "{" + entry("a", "F32", "[1]", "[0,4]") + "," + entry("a", "F32", "[1]", "[4,8]") + "}";
  expect_parse_error(make_file(header, std::string(8, 'x')), "duplicate tensor name 'a'");
  expect_parse_error(make_file(R"({"__metadata__":{},"__metadata__":{}})"), "duplicate \"__metadata__\"");
  expect_parse_error(make_file(R"({"__metadata__":{"k":"1","k":"2"}})"),
                     "duplicate \"__metadata__\" key 'k'");
}

TEST(SafetensorsCorrupt, MetadataNotStrings) {
  expect_parse_error(make_file(R"({"__metadata__":{"k":1}})"),
                     "\"__metadata__\" value for 'k' must be a string");
  expect_parse_error(make_file(R"({"__metadata__":{"k":{"x":"y"}}})"), "value for 'k' must be a string");
  expect_parse_error(make_file(R"({"__metadata__":{"k":null}})"), "must be a string, got null");
  expect_parse_error(make_file(R"({"__metadata__":"text"})"),
                     "\"__metadata__\" must be an object of strings");
}

TEST(SafetensorsCorrupt, TrailingGarbage) {
  expect_parse_error(sample_file() + "xyz", "3 bytes of trailing garbage");
  expect_parse_error(make_file("{}", "x"), "1 bytes of trailing garbage");
}

TEST(SafetensorsCorrupt, DeepNestingIsRejectedQuickly) {
  const int depth = 1'000'000;
  expect_parse_error(make_file("{\"a\":" + std::string(depth, '[') + std::string(depth, ']') + "}"),
                     "entry must be an object");
  expect_parse_error(make_file("{\"a\":{\"shape\":" + std::string(depth, '[') + "}}"),
                     "shape must contain only");
}

TEST(SafetensorsCorrupt, HostileNamesAreEscapedInMessages) {
  // JSON escapes decode to a terminal control sequence; messages must not pass it through.
  const std::string name = "evil\\u001b[2J" + std::string(500, 'n');
  try {
    parse_safetensors(make_file("{" + entry(name, "Q1", "[1]", "[0,1]") + "}", "x"), "bad.safetensors");
    ADD_FAILURE() << "should throw";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_EQ(what.find('\x1b'), std::string::npos);
    EXPECT_NE(what.find("\\x1B"), std::string::npos) << what;
    EXPECT_LT(what.size(), 300u) << what;
  }
}

TEST(SafetensorsCorrupt, EveryTruncationThrows) {
  const std::string file = sample_file();
  ASSERT_NO_THROW(parse_safetensors(file, "sample"));
  for (std::size_t len = 0; len < file.size(); ++len) {
    EXPECT_THROW(parse_safetensors(std::string_view(file).substr(0, len), "sample"), Error)
        << "length " << len;
  }
}

// Random byte flips: each parse either succeeds with consistent tensors or throws attn::Error.
void fuzz(std::size_t first, std::size_t last, unsigned seed, int rounds) {
  const std::string file = sample_file();
  std::mt19937 rng(seed);
  std::uniform_int_distribution<std::size_t> pos(first, std::min(last, file.size()) - 1);
  std::uniform_int_distribution<int> byte(1, 255), flips(1, 4);
  int ok = 0, rejected = 0;
  for (int round = 0; round < rounds; ++round) {
    std::string bad = file;
    for (int i = flips(rng); i > 0; --i) bad[pos(rng)] ^= static_cast<char>(byte(rng));
    try {
      const SafetensorsFile f = parse_safetensors(bad, "fuzz");
      for (const Tensor& t : f.tensors) {
        ASSERT_EQ(t.bytes.size(), static_cast<std::size_t>(t.numel()) * dtype_size(t.dtype));
      }
      ++ok;
    } catch (const Error&) {
      ++rejected;
    }
  }
  EXPECT_EQ(ok + rejected, rounds);
  EXPECT_GT(rejected, 0);
}

TEST(SafetensorsCorrupt, FuzzWholeFile) { fuzz(0, std::numeric_limits<std::size_t>::max(), 20240601u, 2000); }

TEST(SafetensorsCorrupt, FuzzHeaderOnly) {
  const std::string file = sample_file();
  std::uint64_t n;
  std::memcpy(&n, file.data(), 8);
  fuzz(8, 8 + n, 7u, 2000);
}

}  // namespace
}  // namespace attn
