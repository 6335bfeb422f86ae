// Reading text corpora for training and evaluation: one sentence per line, plain or gzip-compressed.
// Every problem is reported as an attn::Error naming the file and the 1-based line, so a user can fix
// the data instead of guessing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

// Longest accepted line in bytes (after dropping the line break); longer lines are almost always a
// binary or wrongly-split file.
inline constexpr std::size_t kMaxCorpusLineBytes = 64 * 1024;

// Bounds on one corpus file, checked while it is read (a 98 KB gzip bomb once expanded to 50 million lines
// and 10 GB of memory). The defaults fit a desktop and hold every corpus this project trains on (WMT14
// en-de has 4.5 million lines).
struct CorpusLimits {
  std::uint64_t max_bytes = std::uint64_t(2) << 30;  // decompressed text, in bytes
  std::uint64_t max_lines = 10'000'000;
};

// Reads a corpus file, gzip or plain (decided by the gzip magic bytes, not the file name), one sentence
// per line; "-" reads standard input. Drops a trailing "\r" on each line and a UTF-8 byte-order mark at the
// start of the file. Concatenated gzip members are read in turn; zero padding after the last one is
// ignored. Throws attn::Error for a missing or unreadable file, anything but a regular file or "-" (a FIFO
// would block), a file with no lines, corrupt gzip data or trailing garbage after it, more text or lines
// than `limits` allow, a line longer than kMaxCorpusLineBytes, or a line that is not valid UTF-8
// ("FILE:LINE: invalid UTF-8 (byte offset N)", N counted from the start of the line).
std::vector<std::string> read_corpus_lines(const std::filesystem::path& path,
                                           const CorpusLimits& limits = {});

struct ParallelCorpus {
  std::vector<std::string> source, target;
};

// Reads line-aligned source and target files (each as read_corpus_lines). Lines blank (empty or only
// whitespace) on both sides are dropped; a line blank on one side only, different line counts, or no pair
// left is an attn::Error.
ParallelCorpus read_parallel_corpus(const std::filesystem::path& src, const std::filesystem::path& tgt,
                                    const CorpusLimits& limits = {});

// Reads "source<TAB>target" lines (plain or gzip). A line must hold exactly one tab; an entirely empty
// line counts as empty on both sides and is dropped, like "\t". Otherwise as read_parallel_corpus.
ParallelCorpus read_tsv_corpus(const std::filesystem::path& tsv, const CorpusLimits& limits = {});

// Strict UTF-8: rejects overlong encodings, surrogates (U+D800..U+DFFF), code points above U+10FFFF,
// stray continuation bytes and truncated sequences.
bool is_valid_utf8(std::string_view s);

}  // namespace attn
