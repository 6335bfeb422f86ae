// Reading text corpora for training and evaluation: one sentence per line, plain or gzip-compressed.
// Every problem is reported as an attn::Error naming the file and the 1-based line, so a user can fix
// the data instead of guessing.
#pragma once

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace attn {

// Longest accepted line in bytes (after dropping the line break); longer lines are almost always a
// binary or wrongly-split file.
inline constexpr std::size_t kMaxCorpusLineBytes = 64 * 1024;

// Reads a corpus file, gzip or plain (decided by the gzip magic bytes, not the file name), one sentence
// per line. Drops a trailing "\r" on each line and a UTF-8 byte-order mark at the start of the file.
// Throws attn::Error for a missing or unreadable file, a file with no lines, corrupt gzip data, a line
// longer than kMaxCorpusLineBytes, or a line that is not valid UTF-8 ("FILE:LINE: invalid UTF-8 (byte
// offset N)", N counted from the start of the line).
std::vector<std::string> read_corpus_lines(const std::filesystem::path& path);

struct ParallelCorpus {
  std::vector<std::string> source, target;
};

// Reads line-aligned source and target files (each as read_corpus_lines). Lines empty on both sides are
// dropped; a line empty on one side only, different line counts, or no pair left is an attn::Error.
ParallelCorpus read_parallel_corpus(const std::filesystem::path& src, const std::filesystem::path& tgt);

// Reads "source<TAB>target" lines (plain or gzip). A line must hold exactly one tab; an entirely empty
// line counts as empty on both sides and is dropped, like "\t". Otherwise as read_parallel_corpus.
ParallelCorpus read_tsv_corpus(const std::filesystem::path& tsv);

// Strict UTF-8: rejects overlong encodings, surrogates (U+D800..U+DFFF), code points above U+10FFFF,
// stray continuation bytes and truncated sequences.
bool is_valid_utf8(std::string_view s);

}  // namespace attn
