// The CPU device's pass arena for large tensors (CpuDevice::alloc, MappedBuffer::grow): the k-th large tensor
// of a pass keeps its buffer from pass to pass as batch sizes vary, so that a batch does not fault in fresh
// pages in the middle of its products; a pass's tensors never overlap; a buffer grown in place keeps what it
// held.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "attention/config.h"
#include "backend/cpu/cpu_device.h"
#include "backend/cpu/mapped_buffer.h"

namespace attn::cpu {
namespace {

constexpr std::size_t kLarge = std::size_t(1) << 18;  // floats: at or above the device's large-tensor size

// Allocates one pass of tensors of these sizes and fills each with its index, after checking that no two
// overlap.
std::vector<float*> allocate_pass(CpuDevice& dev, const std::vector<std::size_t>& sizes) {
  dev.reset_pass();
  std::vector<float*> data;
  std::vector<CpuSpan> spans;
  for (std::size_t size : sizes) {
    CpuSpan s = dev.alloc(size);
    EXPECT_EQ(s.size(), size);
    for (const CpuSpan& other : spans) {
      const bool disjoint = s.f32() + size <= other.f32() || other.f32() + other.size() <= s.f32();
      EXPECT_TRUE(disjoint) << "tensors of one pass overlap";
    }
    spans.push_back(s);
    data.push_back(s.f32());
  }
  for (std::size_t k = 0; k < spans.size(); ++k) std::fill_n(spans[k].f32(), spans[k].size(), float(k));
  return data;
}

TEST(PassArena, EachLargeTensorKeepsItsBufferAsBatchesVaryWithinTheHeadroom) {
  CpuDevice dev(preset_config("toy"));
  // A pass of a large batch, then smaller and slightly larger ones: the order of sizes is the same each pass
  // (as a graph allocates), the sizes change with the batch. A choice by size alone gave the first tensor
  // the second's buffer once the batch shrank, and the second a fresh one.
  const std::vector<std::size_t> base{4 * kLarge, 16 * kLarge, 4 * kLarge, 2 * kLarge};
  const std::vector<float*> first = allocate_pass(dev, base);
  for (double scale : {0.5, 0.8, 1.1, 1.2, 0.9}) {
    std::vector<std::size_t> sizes;
    for (std::size_t s : base) sizes.push_back(std::size_t(double(s) * scale));
    EXPECT_EQ(allocate_pass(dev, sizes), first) << "batch scaled by " << scale;
  }
}

TEST(PassArena, ABufferGrownForALargerBatchServesItWhole) {
  CpuDevice dev(preset_config("toy"));
  allocate_pass(dev, {kLarge, 2 * kLarge});
  // Three times the batch: past the headroom, so both buffers grow; every element is written and read back
  // (under AddressSanitizer a buffer smaller than its tensor is reported here).
  const std::vector<std::size_t> sizes{3 * kLarge + 5, 6 * kLarge + 7, kLarge};
  const std::vector<float*> data = allocate_pass(dev, sizes);
  for (std::size_t k = 0; k < data.size(); ++k)
    for (std::size_t i = 0; i < sizes[k]; i += 4093) ASSERT_EQ(data[k][i], float(k));
  EXPECT_EQ(allocate_pass(dev, sizes), data);
}

TEST(MappedBuffer, GrowKeepsTheContentsAndNeverShrinks) {
  MappedBuffer b(1000);
  for (std::size_t i = 0; i < 1000; ++i) b.data()[i] = float(i);
  b.grow(500);
  EXPECT_EQ(b.size(), 1000u);
  b.grow(1 << 20);
  ASSERT_GE(b.size(), std::size_t(1) << 20);
  for (std::size_t i = 0; i < 1000; ++i) ASSERT_EQ(b.data()[i], float(i));
  b.data()[(1 << 20) - 1] = 1.0f;  // the new tail is mapped
  MappedBuffer empty;
  empty.grow(10);
  ASSERT_GE(empty.size(), 10u);
  empty.data()[9] = 2.0f;
}

}  // namespace
}  // namespace attn::cpu
