// Small helpers the engine tests share: the message of the attn::Error a call throws, files as bytes, and
// random test vectors.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "attention/config.h"
#include "attention/error.h"
#include "attention/parameters.h"
#include "attention/vulkan_devices.h"

namespace attn::test {

// n values drawn from N(0, scale^2) by the test's own generator, or by a fresh one seeded with `seed`.
inline std::vector<float> random_vector(std::size_t n, std::mt19937& gen, float scale = 1.0f) {
  std::normal_distribution<float> dist(0.0f, scale);
  std::vector<float> v(n);
  for (auto& x : v) x = dist(gen);
  return v;
}
inline std::vector<float> random_vector(std::size_t n, std::uint32_t seed, float scale = 1.0f) {
  std::mt19937 gen(seed);
  return random_vector(n, gen, scale);
}

// The attn::Error message `f()` throws, or "<no error>".
template <typename F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "<no error>";
}

// The backends every behaviour and trainer test runs on: the CPU reference, and Vulkan wherever a device
// exists (Mesa's lavapipe in CI, which the setup script installs).
inline std::vector<std::string> test_backends() {
  std::vector<std::string> names{"cpu"};
  try {
    if (!list_vulkan_devices().empty()) names.push_back("vulkan");
  } catch (const Error&) {
    // no Vulkan loader or driver: CPU only
  }
  return names;
}

// A small random model for whole-model tests: 2 + 2 layers, d_model 32, 4 heads, no dropout.
inline ModelConfig small_model_config() {
  ModelConfig c;
  c.vocab_size = 40;
  c.encoder_layers = 2;
  c.decoder_layers = 2;
  c.d_model = 32;
  c.n_heads = 4;
  c.d_ff = 64;
  c.dropout = 0.0f;
  c.max_positions = 64;
  return c;
}

// The paper's initialisation plus Gaussian noise on every parameter (norm gains and biases included), so that
// no two heads start alike.
inline std::vector<float> noisy_parameters(const ModelConfig& c, std::uint64_t seed, float stddev = 0.1f) {
  const ParameterLayout layout(c);
  std::vector<float> p;
  initialize_parameters(c, layout, seed, p);
  std::mt19937 gen{std::uint32_t(seed)};
  std::normal_distribution<float> noise(0.0f, stddev);
  for (auto& x : p) x += noise(gen);
  return p;
}

inline std::string slurp(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

inline void spit(const std::filesystem::path& p, const std::string& text) {
  std::ofstream(p, std::ios::binary) << text;
}

// Every file under `dir` with its bytes, by relative path: two snapshots are equal when no file changed.
inline std::map<std::string, std::string> snapshot(const std::filesystem::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file()) files[std::filesystem::relative(e.path(), dir).string()] = slurp(e.path());
  return files;
}

}  // namespace attn::test
