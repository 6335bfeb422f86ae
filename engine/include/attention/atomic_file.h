// Atomic writes: data goes to a temporary file in the same folder, is flushed, then renamed over the
// target, so a crash or a full disk never leaves a half-written model file behind.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>

namespace attn {

// Writes `data` to `path` atomically and durably (the file and its folder are synced). Throws attn::Error
// naming the path on failure. Temporary files are named "<file name>.tmp<random digits>".
void write_file_atomic(const std::filesystem::path& path, std::string_view data);

// Makes a file size limit (ulimit -f) an error rather than the end of the program: by default the kernel
// kills a process with SIGXFSZ when it writes past the limit, leaving its temporary files behind. Ignored,
// write() fails with EFBIG instead, which write_file_atomic reports (cleaning up) like a full disk. Call
// first in main().
void treat_file_size_limit_as_error();

// fsync of a folder: makes renames and removals in it durable. Throws attn::Error naming the folder.
void sync_directory(const std::filesystem::path& dir);

// Fills a folder that does not exist yet (or is empty), all or nothing: `fill` writes into a temporary
// sibling folder, which is then renamed to `dir`, so a failure leaves nothing half-written behind. `what`
// names the folder's content in the error when `dir` exists and holds files ("the model"). Throws
// attn::Error.
void write_new_folder(const std::filesystem::path& dir, const std::string& what,
                      const std::function<void(const std::filesystem::path& staging)>& fill);

// Reads a whole file. `max_bytes` guards against hostile or mistaken inputs. Throws attn::Error.
std::string read_file(const std::filesystem::path& path, std::uintmax_t max_bytes = std::uintmax_t(1) << 32);

}  // namespace attn
