// Floats in pages mapped for this buffer alone (the pass arena's large tensors): uninitialised (zero when
// first touched), page-aligned.
//
// Mapped rather than taken from malloc: freed, the buffer goes back to the system at once (malloc kept the
// freed buffers of grown ones resident), and pages nothing writes, such as a grown buffer's headroom, are
// never backed.
#pragma once

#include <cstddef>
#include <utility>

namespace attn::cpu {

class MappedBuffer {
 public:
  MappedBuffer() = default;
  explicit MappedBuffer(std::size_t count);  // throws std::bad_alloc when the mapping fails
  MappedBuffer(MappedBuffer&& other) noexcept { *this = std::move(other); }
  MappedBuffer& operator=(MappedBuffer&& other) noexcept;
  MappedBuffer(const MappedBuffer&) = delete;
  MappedBuffer& operator=(const MappedBuffer&) = delete;
  ~MappedBuffer() { release(); }

  float* data() const { return data_; }
  std::size_t size() const { return size_; }
  // Under AddressSanitizer, elements [used, size()) are reported when touched, as past the end of a malloc'd
  // block would be (no-op in other builds).
  void limit_access_to(std::size_t used) const;
  // At least `count` floats, keeping the pages already touched (mremap): only the added tail is new, where
  // a fresh mapping would fault in and zero every page again. Contents are kept. Throws std::bad_alloc.
  void grow(std::size_t count);

 private:
  void release();
  float* data_ = nullptr;
  std::size_t size_ = 0;
};

}  // namespace attn::cpu
