// An exclusive lock on a training run's folder, so that two trainers never write the same run: a resume
// started while the run is still training would remove that process's half-written files. The lock is an
// flock() on "<folder>/.train.lock", which the kernel releases when the process ends, even by kill -9, so a
// crash never leaves a stale lock behind.
#pragma once

#include <filesystem>

namespace attn {

class FolderLock {
 public:
  // Creates the folder if needed. Throws attn::Error naming the folder when another process holds the lock.
  explicit FolderLock(const std::filesystem::path& dir);
  ~FolderLock();
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace attn
