// Model folders on disk: exact round trips (F32 bit for bit, F16 within its rounding), optimizer state, and
// clear attn::Error messages for every kind of broken or mismatched folder.
#include <gtest/gtest.h>
#include <sys/resource.h>
#include <unistd.h>

#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <vector>

#include "attention/atomic_file.h"
#include "attention/error.h"
#include "attention/model.h"
#include "attention/parameters.h"
#include "attention/safetensors.h"
#include "attention/toy_tasks.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

ModelConfig files_config(bool variant) {
  ModelConfig c;
  c.vocab_size = 50;
  c.encoder_layers = 2;
  c.decoder_layers = 1;
  c.d_model = 32;
  c.n_heads = 4;
  c.d_ff = 48;
  c.max_positions = 40;
  if (variant) {  // every optional tensor
    c.tie_embeddings = false;
    c.output_bias = true;
    c.positional_encoding = PositionalEncoding::kLearned;
    c.norm_position = NormPosition::kPre;
  }
  return c;
}

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}
// save_parameters refuses non-finite values; a hostile file is written tensor by tensor instead.
void write_unchecked_parameters(const fs::path& file, const ModelConfig& config,
                                const std::vector<float>& p) {
  const ParameterLayout layout(config);
  std::vector<Tensor> tensors;
  for (const auto& info : layout.parameters())
    tensors.push_back(
        make_f32_tensor(info.name, info.shape, std::span<const float>(p.data() + info.offset, info.size)));
  write_safetensors(file, tensors);
}

void spit(const fs::path& p, const std::string& data) {
  std::ofstream out(p, std::ios::binary | std::ios::trunc);
  out << data;
}

class ModelFilesTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    ToyTaskOptions toy;
    toy.alphabet_size = 46;
    tokenizer50_ = new Tokenizer(make_toy_tokenizer(toy));
    toy.alphabet_size = 20;
    tokenizer24_ = new Tokenizer(make_toy_tokenizer(toy));
  }
  static void TearDownTestSuite() {
    delete tokenizer50_;
    delete tokenizer24_;
  }
  void SetUp() override {
    const auto now = std::chrono::steady_clock::now().time_since_epoch().count();
    root_ =
        fs::temp_directory_path() /
        ("attn_model_files_test_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" +
         std::to_string(now) + "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::create_directories(root_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(root_, ec);
  }

  // A model whose parameters are random over a wide range of magnitudes (the layout's alignment padding stays
  // zero, as a saved file cannot hold it).
  Model random_model(bool variant, std::uint32_t seed, float max_magnitude = 1e3f) {
    const ModelConfig c = files_config(variant);
    Model m = make_model(c, *tokenizer50_, seed);
    const ParameterLayout layout(c);
    std::mt19937 gen(seed);
    std::uniform_real_distribution<float> exponent(-20.0f, std::log2(max_magnitude) - 1.0f);  // times [1, 2)
    for (const auto& p : layout.parameters())
      for (std::size_t i = 0; i < p.size; ++i) {
        const float sign = gen() % 2 ? -1.0f : 1.0f;
        m.parameters[p.offset + i] = sign * std::exp2(exponent(gen)) * (1.0f + float(gen() % 1000) / 1000.0f);
      }
    return m;
  }
  fs::path saved(const Model& m, const std::string& name) {
    const fs::path dir = root_ / name;
    save_model(dir, m);
    return dir;
  }
  static std::string load_error(const fs::path& dir) {
    try {
      load_model(dir);
    } catch (const Error& e) {
      return e.what();
    }
    return "<no error>";
  }

  fs::path root_;
  static Tokenizer* tokenizer50_;
  static Tokenizer* tokenizer24_;
};
Tokenizer* ModelFilesTest::tokenizer50_ = nullptr;
Tokenizer* ModelFilesTest::tokenizer24_ = nullptr;

::testing::AssertionResult same_bits(const std::vector<float>& a, const std::vector<float>& b) {
  if (a.size() != b.size()) return ::testing::AssertionFailure() << "size " << a.size() << " vs " << b.size();
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::bit_cast<std::uint32_t>(a[i]) != std::bit_cast<std::uint32_t>(b[i]))
      return ::testing::AssertionFailure() << "index " << i << ": " << a[i] << " vs " << b[i];
  return ::testing::AssertionSuccess();
}

TEST_F(ModelFilesTest, F32RoundTripIsBitExact) {
  for (bool variant : {false, true}) {
    const Model m = random_model(variant, 1 + variant);
    const fs::path dir = saved(m, variant ? "variant" : "plain");
    EXPECT_TRUE(fs::exists(dir / "config.json"));
    EXPECT_TRUE(fs::exists(dir / "model.safetensors"));
    EXPECT_TRUE(fs::exists(dir / "tokenizer.model"));
    const Model back = load_model(dir);
    EXPECT_EQ(to_json(back.config), to_json(m.config));
    EXPECT_TRUE(same_bits(back.parameters, m.parameters)) << "variant " << variant;
    EXPECT_EQ(back.tokenizer.serialized(), m.tokenizer.serialized());
    EXPECT_EQ(back.tokenizer.vocab_size(), 50);
    // The file holds exactly the layout's tensors, as F32, under their documented names.
    const SafetensorsFile st = read_safetensors(dir / "model.safetensors");
    const ParameterLayout layout(m.config);
    EXPECT_EQ(st.tensors.size(), layout.parameters().size());
    for (const auto& p : layout.parameters()) {
      const Tensor& t = st.get(p.name);
      EXPECT_EQ(t.dtype, DType::kF32) << p.name;
      EXPECT_EQ(t.shape, p.shape) << p.name;
    }
    // Saving again gives the same bytes (deterministic files).
    save_model(root_ / "again", back);
    EXPECT_EQ(slurp(root_ / "again" / "model.safetensors"), slurp(dir / "model.safetensors"));
    fs::remove_all(root_ / "again");
  }
}

TEST_F(ModelFilesTest, F16RoundTripIsWithinHalfPrecisionRounding) {
  const Model m = random_model(true, 3, 6e4f);  // below F16's largest finite value, 65504
  const fs::path dir = root_ / "f16";
  save_model(dir, m, WeightPrecision::kF16);
  const Model back = load_model(dir);
  ASSERT_EQ(back.parameters.size(), m.parameters.size());
  std::size_t inexact = 0;
  for (std::size_t i = 0; i < m.parameters.size(); ++i) {
    const double a = back.parameters[i], b = m.parameters[i];
    // Round to nearest: half a unit in the last place, i.e. 2^-11 relative for normal F16 numbers, and half
    // the subnormal spacing 2^-24 below 2^-14.
    const double bound = std::max(std::abs(b) * std::ldexp(1.0, -11), std::ldexp(1.0, -25));
    ASSERT_LE(std::abs(a - b), bound) << "index " << i << ": " << b << " -> " << a;
    ASSERT_EQ(std::signbit(a), std::signbit(b)) << "index " << i;
    inexact += a != b;
  }
  EXPECT_GT(inexact, m.parameters.size() / 2) << "F16 must actually round";
  const SafetensorsFile st = read_safetensors(dir / "model.safetensors");
  for (const auto& t : st.tensors) EXPECT_EQ(t.dtype, DType::kF16) << t.name;
  EXPECT_LT(fs::file_size(dir / "model.safetensors"), m.parameters.size() * 2 + 8192);
}

TEST_F(ModelFilesTest, Bf16TensorsLoadExactly) {
  // A file written by another tool in BF16: values with 8-bit mantissas are represented exactly.
  const ModelConfig c = files_config(false);
  const ParameterLayout layout(c);
  std::mt19937 gen(4);
  std::vector<float> expect(layout.total_size(), 0.0f);
  std::vector<Tensor> tensors;
  for (const auto& p : layout.parameters()) {
    Tensor t;
    t.name = p.name;
    t.dtype = DType::kBF16;
    t.shape = p.shape;
    for (std::size_t i = 0; i < p.size; ++i) {
      const std::uint16_t bits =
          std::uint16_t(gen() & 0x3fff) | std::uint16_t(gen() % 2 ? 0x8000 : 0);  // |x| < 2
      const float value = std::bit_cast<float>(std::uint32_t(bits) << 16);
      expect[p.offset + i] = value;
      t.bytes.push_back(char(bits & 0xff));  // little-endian
      t.bytes.push_back(char(bits >> 8));
    }
    tensors.push_back(std::move(t));
  }
  write_safetensors(root_ / "bf16.safetensors", tensors);
  EXPECT_TRUE(same_bits(load_parameters(root_ / "bf16.safetensors", c), expect));
}

TEST_F(ModelFilesTest, OptimizerStateRoundTrip) {
  std::mt19937 gen(5);
  std::normal_distribution<float> dist(0.0f, 1.0f);
  std::vector<float> m(1001), v(1001);
  for (auto& x : m) x = dist(gen) * 1e-3f;
  for (auto& x : v) x = std::abs(dist(gen) * dist(gen)) * 1e-6f;  // a second moment is never negative
  const fs::path file = root_ / "optimizer.safetensors";
  save_optimizer_state(file, m, v);
  std::vector<float> m2, v2;
  load_optimizer_state(file, m.size(), m2, v2);
  EXPECT_TRUE(same_bits(m2, m));
  EXPECT_TRUE(same_bits(v2, v));
  try {
    load_optimizer_state(file, 1000, m2, v2);
    FAIL() << "size mismatch accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("optimizer.safetensors"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("1000"), std::string::npos) << e.what();
  }
  EXPECT_THROW(load_optimizer_state(root_ / "missing.safetensors", 1001, m2, v2), Error);
}

TEST_F(ModelFilesTest, BrokenFoldersGiveClearErrors) {
  const Model m = random_model(false, 6);
  auto fresh = [&](const std::string& name) { return saved(m, name); };
  auto expect_words = [](const std::string& message, std::vector<std::string> words) {
    for (const auto& w : words)
      EXPECT_NE(message.find(w), std::string::npos) << "'" << w << "' not in: " << message;
  };

  expect_words(load_error(root_ / "no_such_folder"), {"no_such_folder", "does not exist"});

  fs::path dir = fresh("no_config");
  fs::remove(dir / "config.json");
  expect_words(load_error(dir), {"config.json"});

  dir = fresh("no_tokenizer");
  fs::remove(dir / "tokenizer.model");
  expect_words(load_error(dir), {"tokenizer.model"});

  dir = fresh("no_weights");
  fs::remove(dir / "model.safetensors");
  expect_words(load_error(dir), {"model.safetensors"});

  // Regression: std::filesystem::exists threw filesystem_error on a symlink loop, and the CLI aborted.
  dir = fresh("symlink_loop");
  fs::remove(dir / "model.safetensors");
  fs::create_symlink("model.safetensors", dir / "model.safetensors");  // a link to itself
  expect_words(load_error(dir), {"model.safetensors", "symbolic links"});
  const fs::path folder_loop = root_ / "folder_loop";
  fs::create_symlink("folder_loop", folder_loop);
  expect_words(load_error(folder_loop), {"folder_loop", "symbolic links"});

  dir = fresh("garbage_config");
  spit(dir / "config.json", "this is { not json");
  expect_words(load_error(dir), {"config.json", "JSON"});

  // Regression: a missing n_heads was read as 8 for a model trained with 4 (the shapes still match).
  dir = fresh("config_without_n_heads");
  {
    std::string json = to_json(m.config);
    const std::size_t line = json.find("  \"n_heads\"");
    ASSERT_NE(line, std::string::npos) << json;
    json.erase(line, json.find('\n', line) + 1 - line);
    spit(dir / "config.json", json);
  }
  expect_words(load_error(dir), {"config.json", "n_heads", "required"});

  dir = fresh("config_duplicate_key");
  spit(dir / "config.json", "{\"n_heads\": 8," + to_json(m.config).substr(1));
  expect_words(load_error(dir), {"config.json", "duplicate key", "n_heads"});

  dir = fresh("bad_field");
  spit(dir / "config.json", "{\"vocab_size\": 50, \"dmodel\": 32}");
  expect_words(load_error(dir), {"config.json", "dmodel"});

  // A config that does not describe these weights: the first tensor with a different shape is named.
  dir = fresh("wrong_d_model");
  {
    ModelConfig other = m.config;
    other.d_model = 64;
    spit(dir / "config.json", to_json(other));
  }
  expect_words(load_error(dir), {"embed.weight", "shape", "[50, 32]", "[50, 64]"});

  dir = fresh("wrong_layers");
  {
    ModelConfig other = m.config;
    other.decoder_layers = 2;  // the file lacks decoder layer 1
    spit(dir / "config.json", to_json(other));
  }
  expect_words(load_error(dir), {"decoder.layers.1"});

  dir = fresh("truncated");
  {
    const std::string bytes = slurp(dir / "model.safetensors");
    spit(dir / "model.safetensors", bytes.substr(0, bytes.size() - 100));
  }
  expect_words(load_error(dir), {"model.safetensors"});

  dir = fresh("truncated_header");
  spit(dir / "model.safetensors", slurp(dir / "model.safetensors").substr(0, 5));
  expect_words(load_error(dir), {"model.safetensors"});

  dir = fresh("nan");
  {
    std::vector<float> p = m.parameters;
    const ParameterLayout layout(m.config);
    const ParameterInfo* info = layout.find("decoder.layers.0.ffn.fc1.weight");
    ASSERT_NE(info, nullptr);
    p[info->offset + 17] = NAN;
    write_unchecked_parameters(dir / "model.safetensors", m.config, p);
    EXPECT_THROW(save_parameters(dir / "model.safetensors", m.config, p), Error) << "NaN is never written";
  }
  expect_words(load_error(dir), {"decoder.layers.0.ffn.fc1.weight", "NaN"});

  dir = fresh("infinity");
  {
    std::vector<float> p = m.parameters;
    const ParameterLayout layout(m.config);
    p[layout.find("encoder.layers.1.self_attn.qkv.bias")->offset] = -INFINITY;
    write_unchecked_parameters(dir / "model.safetensors", m.config, p);
  }
  expect_words(load_error(dir), {"encoder.layers.1.self_attn.qkv.bias"});

  dir = fresh("extra_tensor");
  {
    SafetensorsFile st = read_safetensors(dir / "model.safetensors");
    const std::vector<float> extra(6, 1.0f);
    st.tensors.push_back(make_f32_tensor("extra.weight", {2, 3}, extra));
    write_safetensors(dir / "model.safetensors", st.tensors);
  }
  expect_words(load_error(dir), {"extra.weight"});

  dir = fresh("missing_tensor");
  {
    SafetensorsFile st = read_safetensors(dir / "model.safetensors");
    std::erase_if(st.tensors, [](const Tensor& t) { return t.name == "encoder.layers.0.ffn_norm.bias"; });
    write_safetensors(dir / "model.safetensors", st.tensors);
  }
  expect_words(load_error(dir), {"encoder.layers.0.ffn_norm.bias"});

  dir = fresh("integer_tensor");
  {
    SafetensorsFile st = read_safetensors(dir / "model.safetensors");
    for (auto& t : st.tensors)
      if (t.name == "encoder.layers.0.ffn.fc2.bias") t.dtype = DType::kI32;  // same byte count as F32
    write_safetensors(dir / "model.safetensors", st.tensors);
  }
  expect_words(load_error(dir), {"encoder.layers.0.ffn.fc2.bias", "I32"});

  dir = fresh("other_tokenizer");
  tokenizer24_->save(dir / "tokenizer.model");
  expect_words(load_error(dir), {"tokenizer.model", "24", "50", "vocab_size"});

  dir = fresh("garbage_tokenizer");
  spit(dir / "tokenizer.model", "not a sentencepiece model");
  expect_words(load_error(dir), {"tokenizer.model"});

  // The intact folder still loads: none of the above was a false alarm on a valid model.
  EXPECT_NO_THROW(load_model(fresh("intact")));
}

// Lowers this process's address-space limit to what it uses now plus `headroom` bytes.
void limit_address_space_growth(std::uint64_t headroom) {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t pages = 0;
  statm >> pages;
  rlimit limit{};
  getrlimit(RLIMIT_AS, &limit);
  limit.rlim_cur = rlim_t(pages * std::uint64_t(sysconf(_SC_PAGESIZE)) + headroom);
  setrlimit(RLIMIT_AS, &limit);
}

// Regression (issue 15, finding 8): a config with d_ff = 65536 made a load allocate hundreds of MB, sized
// from the config, before the tensors were checked. The header's shapes are now checked first: under an
// address-space limit far below what the config alone would need, the load still ends in a clear error.
TEST_F(ModelFilesTest, ConfigIsCheckedAgainstTheTensorsBeforeAllocating) {
  const fs::path dir = saved(random_model(false, 10), "huge_d_ff");
  ModelConfig huge = files_config(false);
  huge.d_ff = 65536;
  huge.encoder_layers = huge.decoder_layers = 8;  // 16 FFNs of 2 x 32 x 65536 floats: 268 MB as F32
  spit(dir / "config.json", to_json(huge));
  EXPECT_EXIT(
      {
        limit_address_space_growth(std::uint64_t(64) << 20);
        const std::string message = load_error(dir);
        std::fprintf(stderr, "%s\n", message.c_str());
        std::_Exit(message.find("shape") != std::string::npos ? 0 : 1);
      },
      ::testing::ExitedWithCode(0), "encoder.layers.0.ffn.fc1.weight");
}

TEST_F(ModelFilesTest, AverageParametersIsTheMean) {
  const Model a = random_model(true, 7, 10.0f), b = random_model(true, 8, 10.0f),
              c = random_model(true, 9, 10.0f);
  const fs::path fa = root_ / "a.safetensors", fb = root_ / "b.safetensors", fc = root_ / "c.safetensors";
  save_parameters(fa, a.config, a.parameters);
  save_parameters(fb, b.config, b.parameters);
  save_parameters(fc, c.config, c.parameters, WeightPrecision::kF16);
  const auto avg2 = average_parameters({fa, fb}, a.config);
  ASSERT_EQ(avg2.size(), a.parameters.size());
  for (std::size_t i = 0; i < avg2.size(); ++i) {
    const double expect = (double(a.parameters[i]) + double(b.parameters[i])) / 2.0;
    ASSERT_NEAR(avg2[i], expect, 1e-7 * (1.0 + std::abs(expect))) << "index " << i;
  }
  // Three files, one of them F16: the mean of what each file holds.
  const auto cf16 = load_parameters(fc, c.config);
  const auto avg3 = average_parameters({fa, fb, fc}, a.config);
  for (std::size_t i = 0; i < avg3.size(); ++i) {
    const double expect = (double(a.parameters[i]) + double(b.parameters[i]) + double(cf16[i])) / 3.0;
    ASSERT_NEAR(avg3[i], expect, 1e-7 * (1.0 + std::abs(expect))) << "index " << i;
  }
  EXPECT_TRUE(same_bits(average_parameters({fa}, a.config), a.parameters));
  EXPECT_THROW(average_parameters({}, a.config), Error);
  // A file of another configuration is rejected, not silently averaged.
  EXPECT_THROW(average_parameters({fa, fb}, files_config(false)), Error);
}

}  // namespace
}  // namespace attn
