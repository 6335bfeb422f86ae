#include "attention/corpus.h"

#include <unistd.h>
#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <utility>

#include "attention/error.h"

namespace attn {

namespace {

// Byte offset of the first byte that does not start a valid UTF-8 sequence, or npos.
std::size_t first_invalid_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    const auto b0 = static_cast<unsigned char>(s[i]);
    if (b0 < 0x80) {
      ++i;
      continue;
    }
    std::size_t n = 0;
    // The allowed range of the second byte excludes overlong forms (E0, F0), surrogates (ED) and code
    // points above U+10FFFF (F4); C0, C1 and F5..FF can only start overlong or out-of-range sequences.
    unsigned char lo = 0x80, hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
      n = 2;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
      n = 3;
      if (b0 == 0xE0) lo = 0xA0;
      if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
      n = 4;
      if (b0 == 0xF0) lo = 0x90;
      if (b0 == 0xF4) hi = 0x8F;
    } else {
      return i;
    }
    if (i + n > s.size()) return i;
    const auto b1 = static_cast<unsigned char>(s[i + 1]);
    if (b1 < lo || b1 > hi) return i;
    for (std::size_t k = 2; k < n; ++k) {
      if ((static_cast<unsigned char>(s[i + k]) & 0xC0) != 0x80) return i;
    }
    i += n;
  }
  return std::string_view::npos;
}

std::string where(const std::filesystem::path& path, std::size_t line) {
  return path.string() + ":" + std::to_string(line);
}

struct FileCloser {
  void operator()(std::FILE* f) const { std::fclose(f); }
};
using FilePtr = std::unique_ptr<std::FILE, FileCloser>;

// A corpus is a regular file or "-" (standard input). Anything else is refused before it is opened: a FIFO
// would block for ever, and a device may never end.
FilePtr open_corpus(const std::filesystem::path& path) {
  if (path == "-") {
    const int fd = ::dup(STDIN_FILENO);
    std::FILE* f = fd >= 0 ? ::fdopen(fd, "rb") : nullptr;
    if (!f) {
      if (fd >= 0) ::close(fd);
      throw Error("cannot read standard input: " + std::string(std::strerror(errno)));
    }
    return FilePtr(f);
  }
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (status.type() == std::filesystem::file_type::not_found) throw Error(path.string() + ": no such file");
  if (ec) throw Error(path.string() + ": cannot read: " + ec.message());
  if (std::filesystem::is_directory(status))
    throw Error(path.string() + ": is a directory, not a corpus file");
  if (!std::filesystem::is_regular_file(status))
    throw Error(path.string() + ": is not a regular file (a pipe or device could block for ever); use '-' " +
                "to read standard input");
  errno = 0;
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) throw Error(path.string() + ": cannot open: " + (errno ? std::strerror(errno) : "unknown error"));
  return FilePtr(f);
}

// Splits decompressed text into checked lines, enforcing the line-length, line-count and byte limits as
// the text arrives, so a hostile file fails early instead of filling memory.
class LineCollector {
 public:
  LineCollector(std::filesystem::path name, const CorpusLimits& limits)
      : name_(std::move(name)), limits_(limits) {}

  void feed(std::string_view data) {
    bytes_ += data.size();
    if (bytes_ > limits_.max_bytes)
      throw Error(name_.string() + ": more than " + std::to_string(limits_.max_bytes) +
                  " bytes of text (the corpus size limit)");
    while (!data.empty()) {
      const std::size_t nl = data.find('\n');
      line_.append(data.substr(0, nl));
      // +1 leaves room for a "\r" that add_line() will drop; bounds memory on files without newlines.
      if (line_.size() > kMaxCorpusLineBytes + 1) {
        throw Error(where(name_, lines_.size() + 1) + ": line is longer than " +
                    std::to_string(kMaxCorpusLineBytes) + " bytes");
      }
      if (nl == std::string_view::npos) break;
      add_line();
      data.remove_prefix(nl + 1);
    }
  }

  std::size_t line_number() const { return lines_.size() + 1; }

  std::vector<std::string> finish() {
    if (!line_.empty()) add_line();  // last line without a final newline
    if (lines_.empty()) throw Error(name_.string() + ": file is empty (no lines)");
    return std::move(lines_);
  }

 private:
  // Checks and stores one finished line.
  void add_line() {
    const std::size_t number = lines_.size() + 1;
    if (number > limits_.max_lines)
      throw Error(name_.string() + ": more than " + std::to_string(limits_.max_lines) +
                  " lines (the corpus line limit)");
    if (!line_.empty() && line_.back() == '\r') line_.pop_back();
    if (number == 1 && line_.starts_with("\xEF\xBB\xBF")) line_.erase(0, 3);  // byte-order mark
    if (line_.size() > kMaxCorpusLineBytes) {
      throw Error(where(name_, number) + ": line is longer than " + std::to_string(kMaxCorpusLineBytes) +
                  " bytes");
    }
    if (const std::size_t bad = first_invalid_utf8(line_); bad != std::string_view::npos) {
      throw Error(where(name_, number) + ": invalid UTF-8 (byte offset " + std::to_string(bad) + ")");
    }
    lines_.push_back(std::move(line_));
    line_.clear();
  }

  std::filesystem::path name_;
  CorpusLimits limits_;
  std::uint64_t bytes_ = 0;
  std::string line_;
  std::vector<std::string> lines_;
};

// Frees zlib's state however the read ends.
struct InflateEnd {
  z_stream* stream;
  ~InflateEnd() { inflateEnd(stream); }
};

// Decompresses gzip members, one after another (as gzip -d does), into `out`. What follows the last member
// must be nothing or zero padding: anything else is an error rather than silently ignored bytes.
void inflate_members(std::FILE* file, const std::filesystem::path& name, std::vector<unsigned char>& in,
                     std::size_t have, LineCollector& out) {
  z_stream zs{};
  if (inflateInit2(&zs, 15 + 16) != Z_OK) throw Error(name.string() + ": cannot start gzip decompression");
  const InflateEnd end{&zs};
  std::string text(std::size_t(1) << 16, '\0');
  std::uint64_t consumed = 0;  // compressed bytes before zs.next_in, for the error message
  bool in_member = true;
  zs.next_in = in.data();
  zs.avail_in = static_cast<uInt>(have);
  for (;;) {
    if (zs.avail_in == 0) {
      consumed += static_cast<std::uint64_t>(zs.next_in - in.data());
      const std::size_t n = std::fread(in.data(), 1, in.size(), file);
      if (n == 0) {
        if (std::ferror(file))
          throw Error(where(name, out.line_number()) + ": read error: " + std::strerror(errno));
        break;
      }
      zs.next_in = in.data();
      zs.avail_in = static_cast<uInt>(n);
    }
    if (!in_member) {
      while (zs.avail_in > 0 && *zs.next_in == 0) ++zs.next_in, --zs.avail_in;  // zero padding
      if (zs.avail_in == 0) continue;
      if (*zs.next_in != 0x1F) {
        const std::uint64_t offset = consumed + static_cast<std::uint64_t>(zs.next_in - in.data());
        throw Error(name.string() + ": trailing garbage after the gzip data (at byte " +
                    std::to_string(offset) + "): the file is damaged or not one gzip file");
      }
      inflateReset(&zs);  // another member follows, as in files joined with cat
      in_member = true;
    }
    do {
      zs.next_out = reinterpret_cast<Bytef*>(text.data());
      zs.avail_out = static_cast<uInt>(text.size());
      const int rc = inflate(&zs, Z_NO_FLUSH);
      if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR) {
        throw Error(where(name, out.line_number()) +
                    ": corrupt gzip data: " + (zs.msg ? zs.msg : "error " + std::to_string(rc)));
      }
      out.feed(std::string_view(text.data(), text.size() - zs.avail_out));
      if (rc == Z_STREAM_END) {
        in_member = false;
        break;
      }
    } while (zs.avail_out == 0);
  }
  if (in_member)
    throw Error(where(name, out.line_number()) +
                ": corrupt gzip data: file ends in the middle of the stream");
}

}  // namespace

bool is_valid_utf8(std::string_view s) { return first_invalid_utf8(s) == std::string_view::npos; }

std::vector<std::string> read_corpus_lines(const std::filesystem::path& path, const CorpusLimits& limits) {
  FilePtr file = open_corpus(path);
  const std::filesystem::path name = path == "-" ? std::filesystem::path("<stdin>") : path;
  LineCollector lines(name, limits);
  std::vector<unsigned char> buffer(std::size_t(1) << 17);
  std::size_t have = std::fread(buffer.data(), 1, buffer.size(), file.get());
  // gzip or plain is decided by the magic bytes, not the name (stdin has none).
  if (have >= 2 && buffer[0] == 0x1F && buffer[1] == 0x8B) {
    inflate_members(file.get(), name, buffer, have, lines);
    return lines.finish();
  }
  while (have > 0) {
    lines.feed(std::string_view(reinterpret_cast<const char*>(buffer.data()), have));
    have = std::fread(buffer.data(), 1, buffer.size(), file.get());
  }
  if (std::ferror(file.get()))
    throw Error(where(name, lines.line_number()) + ": read error: " + std::strerror(errno));
  return lines.finish();
}

namespace {

// Only spaces, tabs and the like: such a line says nothing, exactly like an empty one.
bool is_blank(std::string_view line) { return line.find_first_not_of(" \t\v\f\r") == std::string_view::npos; }

// Drops pairs that are blank (empty or whitespace only) on both sides and rejects pairs blank on one side
// only, so a corpus of whitespace sources cannot train on empty sentences.
ParallelCorpus pair_up(std::vector<std::string> source, std::vector<std::string> target,
                       const std::filesystem::path& src, const std::filesystem::path& tgt,
                       const std::string& origin) {
  ParallelCorpus corpus;
  corpus.source.reserve(source.size());
  corpus.target.reserve(target.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    const bool src_empty = is_blank(source[i]), tgt_empty = is_blank(target[i]);
    if (src_empty && tgt_empty) continue;
    if (src_empty || tgt_empty) {
      const auto& empty_file = src_empty ? src : tgt;
      throw Error(where(empty_file, i + 1) + ": " + (src_empty ? "source" : "target") +
                  " sentence is empty (or only whitespace) but its " + (src_empty ? "target" : "source") +
                  " is not");
    }
    corpus.source.push_back(std::move(source[i]));
    corpus.target.push_back(std::move(target[i]));
  }
  if (corpus.source.empty()) throw Error(origin + ": no sentence pairs (every line is empty or whitespace)");
  return corpus;
}

}  // namespace

ParallelCorpus read_parallel_corpus(const std::filesystem::path& src, const std::filesystem::path& tgt,
                                    const CorpusLimits& limits) {
  std::vector<std::string> source = read_corpus_lines(src, limits);
  std::vector<std::string> target = read_corpus_lines(tgt, limits);
  if (source.size() != target.size()) {
    throw Error("line counts differ: " + src.string() + " has " + std::to_string(source.size()) +
                " lines but " + tgt.string() + " has " + std::to_string(target.size()));
  }
  return pair_up(std::move(source), std::move(target), src, tgt, src.string() + " and " + tgt.string());
}

ParallelCorpus read_tsv_corpus(const std::filesystem::path& tsv, const CorpusLimits& limits) {
  std::vector<std::string> lines = read_corpus_lines(tsv, limits);
  std::vector<std::string> source, target;
  source.reserve(lines.size());
  target.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (line.empty()) {
      source.emplace_back();
      target.emplace_back();
      continue;
    }
    const std::size_t tabs = static_cast<std::size_t>(std::count(line.begin(), line.end(), '\t'));
    if (tabs != 1) {
      throw Error(where(tsv, i + 1) + ": expected exactly one tab (source<TAB>target), found " +
                  std::to_string(tabs));
    }
    const std::size_t tab = line.find('\t');
    source.push_back(line.substr(0, tab));
    target.push_back(line.substr(tab + 1));
  }
  return pair_up(std::move(source), std::move(target), tsv, tsv, tsv.string());
}

}  // namespace attn
