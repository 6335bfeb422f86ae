#include "backend/cpu/mapped_buffer.h"

#include <sanitizer/asan_interface.h>
#include <sys/mman.h>

#include <new>
#include <utility>

namespace attn::cpu {

MappedBuffer::MappedBuffer(std::size_t count) : size_(count) {
  void* p = mmap(nullptr, count * sizeof(float), PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::bad_alloc();
  data_ = static_cast<float*>(p);
}

MappedBuffer& MappedBuffer::operator=(MappedBuffer&& other) noexcept {
  if (this != &other) {
    release();
    data_ = std::exchange(other.data_, nullptr);
    size_ = std::exchange(other.size_, 0);
  }
  return *this;
}

void MappedBuffer::limit_access_to(std::size_t used) const {
  if (!data_ || used > size_) return;
  ASAN_UNPOISON_MEMORY_REGION(data_, size_ * sizeof(float));
  ASAN_POISON_MEMORY_REGION(data_ + used, (size_ - used) * sizeof(float));
}

void MappedBuffer::grow(std::size_t count) {
  if (count <= size_) return;
  if (!data_) {
    *this = MappedBuffer(count);
    return;
  }
  ASAN_UNPOISON_MEMORY_REGION(data_, size_ * sizeof(float));
  void* p = mremap(data_, size_ * sizeof(float), count * sizeof(float), MREMAP_MAYMOVE);
  if (p == MAP_FAILED) throw std::bad_alloc();  // the old mapping is still there, unchanged
  data_ = static_cast<float*>(p);
  size_ = count;
}

// Unpoisoned before it is unmapped: a later mapping at the same address must not inherit the poison.
void MappedBuffer::release() {
  if (!data_) return;
  ASAN_UNPOISON_MEMORY_REGION(data_, size_ * sizeof(float));
  munmap(data_, size_ * sizeof(float));
  data_ = nullptr;
  size_ = 0;
}

}  // namespace attn::cpu
