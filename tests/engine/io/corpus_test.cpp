#include "attention/corpus.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "attention/error.h"

namespace attn {
namespace {

namespace fs = std::filesystem;

// Each test gets its own folder so runs in parallel (ctest -j) cannot collide.
class CorpusTest : public ::testing::Test {
 protected:
  void SetUp() override {
    std::random_device rd;
    dir_ = fs::temp_directory_path() /
           ("attn_corpus_test_" + std::to_string(::getpid()) + "_" + std::to_string(rd()));
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }

  fs::path write_plain(const std::string& name, const std::string& data) {
    const fs::path p = dir_ / name;
    std::ofstream out(p, std::ios::binary);
    out.write(data.data(), static_cast<std::streamsize>(data.size()));
    EXPECT_TRUE(out.good());
    return p;
  }

  fs::path write_gzip(const std::string& name, const std::string& data) {
    const fs::path p = dir_ / name;
    gzFile f = gzopen(p.c_str(), "wb");
    EXPECT_NE(f, nullptr);
    if (!data.empty()) {
      EXPECT_EQ(gzwrite(f, data.data(), static_cast<unsigned>(data.size())), static_cast<int>(data.size()));
    }
    EXPECT_EQ(gzclose(f), Z_OK);
    return p;
  }

  // Runs `fn`, expects an attn::Error and returns its message.
  template <typename Fn>
  std::string error_of(Fn fn) {
    try {
      fn();
    } catch (const Error& e) {
      return e.what();
    }
    ADD_FAILURE() << "expected attn::Error";
    return "";
  }

  fs::path dir_;
};

using Lines = std::vector<std::string>;

TEST_F(CorpusTest, ReadsPlainFile) {
  EXPECT_EQ(read_corpus_lines(write_plain("a.txt", "Ein Hund.\nZwei Männer\n")),
            (Lines{"Ein Hund.", "Zwei Männer"}));
}

TEST_F(CorpusTest, StripsCarriageReturnsAndKeepsLastLineWithoutNewline) {
  EXPECT_EQ(read_corpus_lines(write_plain("a.txt", "eins\r\nzwei\r\ndrei")), (Lines{"eins", "zwei", "drei"}));
  // Only one trailing "\r" goes; a "\r" inside a line stays.
  EXPECT_EQ(read_corpus_lines(write_plain("b.txt", "a\rb\r\r\n")), (Lines{"a\rb\r"}));
}

TEST_F(CorpusTest, KeepsEmptyLinesAndDropsByteOrderMark) {
  EXPECT_EQ(read_corpus_lines(write_plain("a.txt",
                                          "\xEF\xBB\xBF"
                                          "erste\n\nletzte\n")),
            (Lines{"erste", "", "letzte"}));
  EXPECT_EQ(read_corpus_lines(write_plain("b.txt", "\n")), (Lines{""}));
}

TEST_F(CorpusTest, ReadsGzipByMagicBytesNotExtension) {
  const std::string text = "Ein Mann schläft.\r\nZwei Hunde.\n";
  const Lines expected = {"Ein Mann schläft.", "Zwei Hunde."};
  EXPECT_EQ(read_corpus_lines(write_gzip("a.de.gz", text)), expected);
  EXPECT_EQ(read_corpus_lines(write_gzip("compressed.txt", text)), expected);
  EXPECT_EQ(read_corpus_lines(write_plain("plain.gz", text)), expected);
}

TEST_F(CorpusTest, ReadsLargeGzipAcrossBufferBoundaries) {
  std::string text;
  Lines expected;
  for (int i = 0; i < 20000; ++i) {
    expected.push_back("Satz " + std::to_string(i) + " mit Umlauten äöü");
    text += expected.back() + (i % 2 ? "\r\n" : "\n");
  }
  EXPECT_EQ(read_corpus_lines(write_gzip("big.gz", text)), expected);
}

TEST_F(CorpusTest, MissingFile) {
  const fs::path p = dir_ / "nope.txt";
  EXPECT_EQ(error_of([&] { read_corpus_lines(p); }), p.string() + ": no such file");
  EXPECT_NE(error_of([&] { read_corpus_lines(dir_); }).find("is a directory"), std::string::npos);
}

TEST_F(CorpusTest, EmptyFiles) {
  const fs::path plain = write_plain("empty.txt", "");
  EXPECT_EQ(error_of([&] { read_corpus_lines(plain); }), plain.string() + ": file is empty (no lines)");
  const fs::path gz = write_gzip("empty.gz", "");
  EXPECT_EQ(error_of([&] { read_corpus_lines(gz); }), gz.string() + ": file is empty (no lines)");
}

TEST_F(CorpusTest, InvalidUtf8NamesLineAndByteOffset) {
  const fs::path p = write_plain("bad.txt",
                                 "gut\nauch gut\nGr\xFC\xDF"
                                 "e\n");  // Latin-1 "Grüße"
  EXPECT_EQ(error_of([&] { read_corpus_lines(p); }), p.string() + ":3: invalid UTF-8 (byte offset 2)");
  const fs::path gz = write_gzip("bad.gz", "ok\nx\xED\xA0\x80y\n");  // encoded surrogate
  EXPECT_EQ(error_of([&] { read_corpus_lines(gz); }), gz.string() + ":2: invalid UTF-8 (byte offset 1)");
}

TEST_F(CorpusTest, LineLengthLimit) {
  const std::string max_line(kMaxCorpusLineBytes, 'a');
  EXPECT_EQ(read_corpus_lines(write_plain("max.txt", "x\n" + max_line + "\r\n")), (Lines{"x", max_line}));
  const fs::path p = write_plain("long.txt", "x\ny\n" + max_line + "b\nz\n");
  EXPECT_EQ(error_of([&] { read_corpus_lines(p); }), p.string() + ":3: line is longer than 65536 bytes");
  // A huge file without newlines fails early instead of being read into memory.
  const fs::path gz = write_gzip("long.gz", std::string(10 * kMaxCorpusLineBytes, 'c'));
  EXPECT_EQ(error_of([&] { read_corpus_lines(gz); }), gz.string() + ":1: line is longer than 65536 bytes");
}

TEST_F(CorpusTest, CorruptGzip) {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += "Zeile " + std::to_string(i) + "\n";
  const fs::path good = write_gzip("good.gz", text);
  std::ifstream in(good, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const fs::path truncated = write_plain("truncated.gz", bytes.substr(0, bytes.size() / 2));
  const std::string msg = error_of([&] { read_corpus_lines(truncated); });
  EXPECT_EQ(msg.rfind(truncated.string() + ":", 0), 0u) << msg;
  EXPECT_NE(msg.find("corrupt gzip data"), std::string::npos) << msg;

  std::string garbled = bytes;
  for (std::size_t i = 20; i < 60; ++i) garbled[i] = static_cast<char>(garbled[i] ^ 0x5A);
  const fs::path bad = write_plain("garbled.gz", garbled);
  EXPECT_NE(error_of([&] { read_corpus_lines(bad); }).find("corrupt gzip data"), std::string::npos);
}

TEST_F(CorpusTest, ParallelCorpus) {
  const ParallelCorpus c = read_parallel_corpus(write_plain("s.en", "A dog.\n\nTwo men.\r\n"),
                                                write_gzip("t.de.gz", "Ein Hund.\n\nZwei Männer.\n"));
  EXPECT_EQ(c.source, (Lines{"A dog.", "Two men."}));
  EXPECT_EQ(c.target, (Lines{"Ein Hund.", "Zwei Männer."}));
}

TEST_F(CorpusTest, ParallelLineCountMismatch) {
  const fs::path s = write_plain("s.en", "a\nb\nc\n"), t = write_plain("t.de", "a\nb\n");
  EXPECT_EQ(error_of([&] { read_parallel_corpus(s, t); }),
            "line counts differ: " + s.string() + " has 3 lines but " + t.string() + " has 2");
}

TEST_F(CorpusTest, ParallelOneSideEmpty) {
  const fs::path s = write_plain("s.en", "a\nb\n\n"), t = write_plain("t.de", "a\nb\nc\n");
  EXPECT_EQ(error_of([&] { read_parallel_corpus(s, t); }),
            s.string() + ":3: source sentence is empty (or only whitespace) but its target is not");
  EXPECT_EQ(error_of([&] { read_parallel_corpus(t, s); }),
            s.string() + ":3: target sentence is empty (or only whitespace) but its source is not");
}

TEST_F(CorpusTest, ParallelAllEmpty) {
  const fs::path s = write_plain("s.en", "\n\n"), t = write_plain("t.de", "\n\n");
  EXPECT_NE(error_of([&] { read_parallel_corpus(s, t); }).find("no sentence pairs"), std::string::npos);
}

// Regression (issue 15, finding 5): a corpus whose every source line was whitespace passed and trained on
// empty sources. Whitespace-only lines now count as empty.
TEST_F(CorpusTest, ParallelWhitespaceOnlySources) {
  const fs::path s = write_plain("s.en", " \n\t\n  \n"), t = write_plain("t.de", "a\nb\nc\n");
  EXPECT_EQ(error_of([&] { read_parallel_corpus(s, t); }),
            s.string() + ":1: source sentence is empty (or only whitespace) but its target is not");
  const fs::path both = write_plain("both.en", " \n\t\n  \n");
  EXPECT_NE(error_of([&] { read_parallel_corpus(s, both); }).find("no sentence pairs"), std::string::npos);
  const ParallelCorpus kept =
      read_parallel_corpus(write_plain("k.en", "a\n \nc\n"), write_plain("k.de", "A\n\t\nC\n"));
  EXPECT_EQ(kept.source, (Lines{"a", "c"}));
}

// Regression: a FIFO given as a corpus blocked for ever. Only regular files (or "-") are read.
TEST_F(CorpusTest, RefusesWhatIsNotARegularFile) {
  const fs::path fifo = dir_ / "corpus.fifo";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string msg = error_of([&] { read_corpus_lines(fifo); });
  EXPECT_NE(msg.find(fifo.string()), std::string::npos) << msg;
  EXPECT_NE(msg.find("not a regular file"), std::string::npos) << msg;
  EXPECT_NE(error_of([&] { read_corpus_lines("/dev/zero"); }).find("not a regular file"), std::string::npos);
}

TEST_F(CorpusTest, DashReadsStandardInput) {
  const fs::path p = write_gzip("stdin.gz", "from\nstdin\n");
  const int saved = ::dup(STDIN_FILENO);
  const int fd = ::open(p.c_str(), O_RDONLY);
  ASSERT_GE(fd, 0);
  ::dup2(fd, STDIN_FILENO);
  ::close(fd);
  const Lines lines = read_corpus_lines("-");
  ::dup2(saved, STDIN_FILENO);
  ::close(saved);
  EXPECT_EQ(lines, (Lines{"from", "stdin"}));
}

// Regression: bytes after the gzip data were accepted without a word.
TEST_F(CorpusTest, TrailingGarbageAfterGzipIsAnError) {
  auto bytes_of = [](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  const std::string gz = bytes_of(write_gzip("a.gz", "eins\nzwei\n"));
  const fs::path garbage = write_plain("garbage.gz", gz + "not gzip");
  const std::string msg = error_of([&] { read_corpus_lines(garbage); });
  EXPECT_NE(msg.find(garbage.string()), std::string::npos) << msg;
  EXPECT_NE(msg.find("trailing garbage"), std::string::npos) << msg;
  // Zero padding, as some tools write, and members joined with cat are fine.
  EXPECT_EQ(read_corpus_lines(write_plain("padded.gz", gz + std::string(100, '\0'))),
            (Lines{"eins", "zwei"}));
  const std::string gz2 = bytes_of(write_gzip("b.gz", "drei\n"));
  EXPECT_EQ(read_corpus_lines(write_plain("joined.gz", gz + gz2)), (Lines{"eins", "zwei", "drei"}));
}

// Regression: a 98 KB gzip bomb of 50 million short lines trained at 10 GB of memory. The decompressed size
// and the line count are bounded while reading.
TEST_F(CorpusTest, LimitsBoundLinesAndBytes) {
  std::string text;
  for (int i = 0; i < 100000; ++i) text += "x\n";
  const fs::path bomb = write_gzip("bomb.gz", text);
  CorpusLimits limits;
  limits.max_lines = 99999;
  std::string msg = error_of([&] { read_corpus_lines(bomb, limits); });
  EXPECT_NE(msg.find("more than 99999 lines"), std::string::npos) << msg;
  limits = CorpusLimits{};
  limits.max_bytes = 1000;
  msg = error_of([&] { read_corpus_lines(bomb, limits); });
  EXPECT_NE(msg.find("more than 1000 bytes"), std::string::npos) << msg;
  limits.max_bytes = text.size();
  limits.max_lines = 100000;
  EXPECT_EQ(read_corpus_lines(bomb, limits).size(), 100000u);
  // The defaults fit a desktop, and hold a real corpus (WMT14 en-de: 4.5 million lines).
  EXPECT_LE(CorpusLimits{}.max_bytes, std::uint64_t(4) << 30);
  EXPECT_GE(CorpusLimits{}.max_lines, 5'000'000u);
  EXPECT_LE(CorpusLimits{}.max_lines, 20'000'000u);
}

TEST_F(CorpusTest, ParallelPropagatesFileErrors) {
  const fs::path s = write_plain("s.en", "a\n"), missing = dir_ / "missing.de";
  EXPECT_EQ(error_of([&] { read_parallel_corpus(s, missing); }), missing.string() + ": no such file");
  const fs::path bad = write_plain("bad.de", "\xC0\x80\n");  // overlong NUL
  EXPECT_EQ(error_of([&] { read_parallel_corpus(s, bad); }),
            bad.string() + ":1: invalid UTF-8 (byte offset 0)");
}

TEST_F(CorpusTest, TsvCorpus) {
  const ParallelCorpus c =
      read_tsv_corpus(write_gzip("c.tsv.gz", "A dog.\tEin Hund.\r\n\n\t\nTwo men.\tZwei Männer.\n"));
  EXPECT_EQ(c.source, (Lines{"A dog.", "Two men."}));
  EXPECT_EQ(c.target, (Lines{"Ein Hund.", "Zwei Männer."}));
}

TEST_F(CorpusTest, TsvTabErrors) {
  const fs::path none = write_plain("none.tsv", "a\tb\nno tab here\n");
  EXPECT_EQ(error_of([&] { read_tsv_corpus(none); }),
            none.string() + ":2: expected exactly one tab (source<TAB>target), found 0");
  const fs::path two = write_plain("two.tsv", "a\tb\tc\n");
  EXPECT_EQ(error_of([&] { read_tsv_corpus(two); }),
            two.string() + ":1: expected exactly one tab (source<TAB>target), found 2");
}

TEST_F(CorpusTest, TsvOneSideEmpty) {
  const fs::path p = write_plain("c.tsv", "a\tb\n\tnur Ziel\n");
  EXPECT_EQ(error_of([&] { read_tsv_corpus(p); }),
            p.string() + ":2: source sentence is empty (or only whitespace) but its target is not");
  const fs::path q = write_plain("d.tsv", "a\tb\nc\td\nnur Quelle\t\n");
  EXPECT_EQ(error_of([&] { read_tsv_corpus(q); }),
            q.string() + ":3: target sentence is empty (or only whitespace) but its source is not");
}

TEST(Utf8, AcceptsValidSequences) {
  EXPECT_TRUE(is_valid_utf8(""));
  EXPECT_TRUE(is_valid_utf8("plain ASCII \t~"));
  EXPECT_TRUE(is_valid_utf8(std::string_view("nul\0byte", 8)));
  EXPECT_TRUE(is_valid_utf8("\xC2\x80"));  // U+0080, smallest 2-byte
  EXPECT_TRUE(is_valid_utf8("Grüße, Straße"));
  EXPECT_TRUE(is_valid_utf8("\xE0\xA0\x80"));      // U+0800, smallest 3-byte
  EXPECT_TRUE(is_valid_utf8("\xED\x9F\xBF"));      // U+D7FF, just below the surrogates
  EXPECT_TRUE(is_valid_utf8("\xEE\x80\x80"));      // U+E000, just above them
  EXPECT_TRUE(is_valid_utf8("\xEF\xBF\xBF"));      // U+FFFF
  EXPECT_TRUE(is_valid_utf8("\xF0\x90\x80\x80"));  // U+10000, smallest 4-byte
  EXPECT_TRUE(is_valid_utf8("\xF4\x8F\xBF\xBF"));  // U+10FFFF, the largest code point
  EXPECT_TRUE(is_valid_utf8("€ 𐐀 😀"));
}

TEST(Utf8, RejectsInvalidSequences) {
  const std::vector<std::string> bad = {
      "\x80",                     // stray continuation byte
      "a\xBF",                    // stray continuation byte after ASCII
      "\xC0\x80",                 // overlong NUL
      "\xC1\xBF",                 // overlong U+007F
      "\xE0\x80\x80",             // overlong 3-byte
      "\xE0\x9F\xBF",             // overlong U+07FF
      "\xF0\x80\x80\x80",         // overlong 4-byte
      "\xF0\x8F\xBF\xBF",         // overlong U+FFFF
      "\xED\xA0\x80",             // U+D800, high surrogate
      "\xED\xBF\xBF",             // U+DFFF, low surrogate
      "\xF4\x90\x80\x80",         // U+110000
      "\xF5\x80\x80\x80",         // lead byte past U+10FFFF
      "\xFF",                     // never valid
      "\xFE",                     // never valid
      "\xC3",                     // truncated 2-byte
      "\xE2\x82",                 // truncated 3-byte
      "\xF0\x9F\x98",             // truncated 4-byte
      "\xC3\x28",                 // lead byte followed by ASCII
      "\xE2\x28\xA1",             // bad second byte
      "\xE2\x82\x28",             // bad third byte
      "\xF0\x9F\x98\x28",         // bad fourth byte
      "ok \xF8\x88\x80\x80\x80",  // 5-byte form
  };
  for (const std::string& s : bad) EXPECT_FALSE(is_valid_utf8(s)) << ::testing::PrintToString(s);
}

}  // namespace
}  // namespace attn
