// The SPIR-V of every shaders/*.comp, compiled by glslc at build time (shaders/CMakeLists.txt generates the
// definition).
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace attn::vk {

struct ShaderBlob {
  const char* name;  // the file name without .comp
  const std::uint32_t* code;
  std::size_t bytes;
};

std::span<const ShaderBlob> embedded_shaders();

}  // namespace attn::vk
