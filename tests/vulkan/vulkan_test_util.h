// Shared helpers of the Vulkan tests: a backend on the machine's Vulkan device (lavapipe in CI), device
// buffers with guard regions around them, and the normalised error used to compare with the CPU.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "attention/backend.h"
#include "attention/vulkan_devices.h"
#include "backend/vulkan/vulkan_backend.h"
#include "util/random.h"

namespace attn::vktest {

// NMSE = mse(a, b) / mse(a, 0); 0 when both are all zero.
inline double nmse(const std::vector<float>& a, const std::vector<float>& b) {
  EXPECT_EQ(a.size(), b.size());
  double num = 0, den = 0;
  for (std::size_t i = 0; i < a.size() && i < b.size(); ++i) {
    num += (double(a[i]) - b[i]) * (double(a[i]) - b[i]);
    den += double(a[i]) * a[i];
  }
  if (den == 0) return num == 0 ? 0 : 1e30;
  return num / den;
}

inline bool all_finite(const std::vector<float>& v) {
  for (float x : v)
    if (!std::isfinite(x)) return false;
  return true;
}

inline std::vector<float> random_vector(std::size_t n, std::uint64_t seed, float scale = 1.0f) {
  Rng rng(seed);
  std::vector<float> v(n);
  for (auto& x : v) x = (rng.uniform() * 2.0f - 1.0f) * scale;
  return v;
}

inline ModelConfig small_config() {
  ModelConfig c;
  c.vocab_size = 37;
  c.encoder_layers = c.decoder_layers = 2;
  c.d_model = 32;
  c.n_heads = 4;
  c.d_ff = 48;
  c.dropout = 0.0f;
  c.max_positions = 64;
  return c;
}

inline int vulkan_device_index() {
  const auto devices = list_vulkan_devices();
  if (devices.empty()) throw std::runtime_error("no Vulkan device");
  for (const auto& d : devices)
    if (d.real_gpu) return d.index;
  return 0;
}

// Device memory for kernel tests: each buffer sits between two guard regions filled with a sentinel, so a
// kernel writing out of bounds is caught when the guards are checked.
class DeviceScratch {
 public:
  static constexpr std::size_t kGuard = 64;
  static constexpr float kSentinel = -7777.0f;

  explicit DeviceScratch(vk::VulkanBackend& b)
      : b_(b), dev_(b.context(), false, "test buffers"), host_(b.context(), true, "test staging") {}

  vk::DSpan upload(const std::vector<float>& data) {
    vk::DSpan whole = dev_.alloc(data.size() + 2 * kGuard);
    std::vector<float> padded(data.size() + 2 * kGuard, kSentinel);
    std::copy(data.begin(), data.end(), padded.begin() + kGuard);
    vk::DSpan staging = host_.alloc(padded.size());
    std::memcpy(staging.host, padded.data(), padded.size() * 4);
    b_.recorder().copy(staging, whole);
    b_.recorder().submit_and_wait();
    guarded_.push_back(whole);
    return whole.at(kGuard, std::ptrdiff_t(data.size()));
  }
  vk::DSpan upload_ints(const std::vector<std::int32_t>& data) {
    std::vector<float> f(data.size());
    std::memcpy(f.data(), data.data(), data.size() * 4);
    return upload(f);
  }
  vk::DSpan zeros(std::size_t n) { return upload(std::vector<float>(n, 0.0f)); }

  std::vector<float> download(const vk::DSpan& s) {
    vk::DSpan staging = host_.alloc(s.size());
    b_.recorder().copy(s, staging);
    b_.recorder().submit_and_wait();
    return std::vector<float>(staging.f32(), staging.f32() + s.size());
  }
  // True when every guard region still holds the sentinel.
  bool guards_intact() {
    for (const auto& w : guarded_) {
      const auto all = download(w);
      for (std::size_t i = 0; i < kGuard; ++i)
        if (all[i] != kSentinel || all[all.size() - 1 - i] != kSentinel) return false;
    }
    return true;
  }
  vk::VulkanDevice& ops() { return b_.device(); }
  void run() { b_.recorder().submit_and_wait(); }

 private:
  vk::VulkanBackend& b_;
  vk::Arena dev_, host_;
  std::vector<vk::DSpan> guarded_;
};

}  // namespace attn::vktest
