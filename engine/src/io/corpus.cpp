#include "attention/corpus.h"

#include <zlib.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fstream>
#include <memory>
#include <type_traits>

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

struct GzFileCloser {
  void operator()(gzFile f) const { gzclose(f); }
};
using GzFilePtr = std::unique_ptr<std::remove_pointer_t<gzFile>, GzFileCloser>;

bool has_gzip_magic(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  unsigned char magic[2] = {0, 0};
  in.read(reinterpret_cast<char*>(magic), 2);
  return in.gcount() == 2 && magic[0] == 0x1F && magic[1] == 0x8B;
}

// Checks and stores one finished line.
void add_line(const std::filesystem::path& path, std::string& line, std::vector<std::string>& lines) {
  const std::size_t number = lines.size() + 1;
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (number == 1 && line.starts_with("\xEF\xBB\xBF")) line.erase(0, 3);  // byte-order mark
  if (line.size() > kMaxCorpusLineBytes) {
    throw Error(where(path, number) + ": line is longer than " + std::to_string(kMaxCorpusLineBytes) +
                " bytes");
  }
  if (const std::size_t bad = first_invalid_utf8(line); bad != std::string_view::npos) {
    throw Error(where(path, number) + ": invalid UTF-8 (byte offset " + std::to_string(bad) + ")");
  }
  lines.push_back(std::move(line));
  line.clear();
}

}  // namespace

bool is_valid_utf8(std::string_view s) { return first_invalid_utf8(s) == std::string_view::npos; }

std::vector<std::string> read_corpus_lines(const std::filesystem::path& path) {
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (!std::filesystem::exists(status)) throw Error(path.string() + ": no such file");
  if (std::filesystem::is_directory(status))
    throw Error(path.string() + ": is a directory, not a corpus file");

  const bool gzip = has_gzip_magic(path);
  // zlib reads a plain file unchanged ("transparent" mode), so one reader serves both kinds.
  errno = 0;
  GzFilePtr file(gzopen(path.c_str(), "rb"));
  if (!file) {
    throw Error(path.string() + ": cannot open: " + (errno ? std::strerror(errno) : "out of memory"));
  }
  gzbuffer(file.get(), 1 << 17);

  std::vector<std::string> lines;
  std::string line;
  std::string chunk(1 << 16, '\0');
  for (;;) {
    const int n = gzread(file.get(), chunk.data(), static_cast<unsigned>(chunk.size()));
    if (n < 0) {
      int code = Z_OK;
      const char* msg = gzerror(file.get(), &code);
      const std::string why = code == Z_ERRNO ? std::strerror(errno) : msg;
      throw Error(where(path, lines.size() + 1) + ": " + (gzip ? "corrupt gzip data: " : "read error: ") +
                  why);
    }
    if (n == 0) {
      // zlib signals a stream cut off mid-way only through the error state at end of input.
      int code = Z_OK;
      gzerror(file.get(), &code);
      if (code == Z_BUF_ERROR) {
        throw Error(where(path, lines.size() + 1) +
                    ": corrupt gzip data: file ends in the middle of the stream");
      }
      break;
    }
    std::string_view data(chunk.data(), static_cast<std::size_t>(n));
    while (!data.empty()) {
      const std::size_t nl = data.find('\n');
      line.append(data.substr(0, nl));
      // +1 leaves room for a "\r" that add_line() will drop; bounds memory on files without newlines.
      if (line.size() > kMaxCorpusLineBytes + 1) {
        throw Error(where(path, lines.size() + 1) + ": line is longer than " +
                    std::to_string(kMaxCorpusLineBytes) + " bytes");
      }
      if (nl == std::string_view::npos) break;
      add_line(path, line, lines);
      data.remove_prefix(nl + 1);
    }
  }
  if (!line.empty()) add_line(path, line, lines);  // last line without a final newline
  if (lines.empty()) throw Error(path.string() + ": file is empty (no lines)");
  return lines;
}

namespace {

// Drops pairs that are empty on both sides and rejects pairs empty on one side only.
ParallelCorpus pair_up(std::vector<std::string> source, std::vector<std::string> target,
                       const std::filesystem::path& src, const std::filesystem::path& tgt,
                       const std::string& origin) {
  ParallelCorpus corpus;
  corpus.source.reserve(source.size());
  corpus.target.reserve(target.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    const bool src_empty = source[i].empty(), tgt_empty = target[i].empty();
    if (src_empty && tgt_empty) continue;
    if (src_empty || tgt_empty) {
      const auto& empty_file = src_empty ? src : tgt;
      throw Error(where(empty_file, i + 1) + ": " + (src_empty ? "source" : "target") +
                  " sentence is empty but its " + (src_empty ? "target" : "source") + " is not");
    }
    corpus.source.push_back(std::move(source[i]));
    corpus.target.push_back(std::move(target[i]));
  }
  if (corpus.source.empty()) throw Error(origin + ": no sentence pairs (every line is empty)");
  return corpus;
}

}  // namespace

ParallelCorpus read_parallel_corpus(const std::filesystem::path& src, const std::filesystem::path& tgt) {
  std::vector<std::string> source = read_corpus_lines(src);
  std::vector<std::string> target = read_corpus_lines(tgt);
  if (source.size() != target.size()) {
    throw Error("line counts differ: " + src.string() + " has " + std::to_string(source.size()) +
                " lines but " + tgt.string() + " has " + std::to_string(target.size()));
  }
  return pair_up(std::move(source), std::move(target), src, tgt, src.string() + " and " + tgt.string());
}

ParallelCorpus read_tsv_corpus(const std::filesystem::path& tsv) {
  std::vector<std::string> lines = read_corpus_lines(tsv);
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
