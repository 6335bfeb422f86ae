#include "attention/atomic_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <random>

#include "attention/error.h"
#include "util/kill_point.h"

namespace attn {

namespace {
// EFBIG's own text, "File too large", does not say which limit: name the one that is usually meant.
std::string errno_text() {
  if (errno == EFBIG)
    return std::string(std::strerror(errno)) + " (the file size limit, ulimit -f, is reached)";
  return std::strerror(errno);
}
}  // namespace

void treat_file_size_limit_as_error() { std::signal(SIGXFSZ, SIG_IGN); }

void write_file_atomic(const std::filesystem::path& path, std::string_view data) {
  std::random_device rd;
  const auto tmp = path.parent_path() / (path.filename().string() + ".tmp" + std::to_string(rd()));
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) throw Error("cannot create " + tmp.string() + ": " + errno_text());
  const char* p = data.data();
  std::size_t left = data.size();
  while (left > 0) {
    const ssize_t n = ::write(fd, p, left);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = errno_text();
      ::close(fd);
      ::unlink(tmp.c_str());
      throw Error("cannot write " + path.string() + ": " + why);
    }
    p += n;
    left -= static_cast<std::size_t>(n);
  }
  // fsync before rename: otherwise a power loss can leave an empty file under the final name.
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    const std::string why = errno_text();
    ::unlink(tmp.c_str());
    throw Error("cannot write " + path.string() + ": " + why);
  }
  kill_point("atomic-write:before-rename");
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = errno_text();
    ::unlink(tmp.c_str());
    throw Error("cannot rename " + tmp.string() + " to " + path.string() + ": " + why);
  }
  // The rename itself is durable only once the folder is synced: a checkpoint that names this file must
  // not become visible before it.
  sync_directory(path.parent_path().empty() ? std::filesystem::path(".") : path.parent_path());
}

void sync_directory(const std::filesystem::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) throw Error("cannot open folder " + dir.string() + " to sync it: " + errno_text());
  const int status = ::fsync(fd);
  const int error = errno;
  ::close(fd);
  // EINVAL: the file system cannot sync a folder (some network and FUSE ones); its renames are as durable as
  // it makes them.
  if (status != 0 && error != EINVAL)
    throw Error("cannot sync folder " + dir.string() + ": " + std::strerror(error));
}

void write_new_folder(const std::filesystem::path& dir, const std::string& what,
                      const std::function<void(const std::filesystem::path& staging)>& fill) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(dir, ec) && !(fs::is_directory(dir, ec) && fs::is_empty(dir, ec)))
    throw Error(dir.string() + " already exists and is not an empty folder: choose a new folder for " + what);
  const fs::path parent = dir.parent_path().empty() ? fs::path(".") : dir.parent_path();
  fs::create_directories(parent, ec);
  if (ec) throw Error("cannot create " + parent.string() + ": " + ec.message());
  fs::path staging;
  for (int attempt = 0;; ++attempt) {
    staging = parent / ("." + dir.filename().string() + ".partial" + std::to_string(attempt));
    if (fs::create_directory(staging, ec)) break;
    if (ec || attempt > 1000) throw Error("cannot create a temporary folder next to " + dir.string());
  }
  try {
    fill(staging);
    if (fs::exists(dir, ec)) fs::remove(dir, ec);  // the empty folder the check above allowed
    fs::rename(staging, dir, ec);
    if (ec) throw Error("cannot move the new folder into " + dir.string() + ": " + ec.message());
    sync_directory(parent);
  } catch (...) {
    fs::remove_all(staging, ec);
    throw;
  }
}

std::string read_file(const std::filesystem::path& path, std::uintmax_t max_bytes) {
  std::error_code ec;
  const auto size = std::filesystem::file_size(path, ec);
  if (ec) throw Error("cannot read " + path.string() + ": " + ec.message());
  if (size > max_bytes) {
    throw Error(path.string() + " is too large (" + std::to_string(size) + " bytes, limit " +
                std::to_string(max_bytes) + ")");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Error("cannot open " + path.string());
  std::string data(static_cast<std::size_t>(size), '\0');
  in.read(data.data(), static_cast<std::streamsize>(size));
  if (static_cast<std::uintmax_t>(in.gcount()) != size) throw Error("short read on " + path.string());
  return data;
}

}  // namespace attn
