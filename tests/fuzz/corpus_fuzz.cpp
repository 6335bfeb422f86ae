// Corpus reader (plain or gzip text): any bytes give lines or an attn::Error, within small limits here so a
// decompression bomb is refused quickly. The reader takes a path, so each input goes through a file.
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <system_error>

#include "attention/corpus.h"
#include "attention/error.h"
#include "fuzz_target.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::filesystem::path file =
      std::filesystem::temp_directory_path() / ("attn_corpus_fuzz_" + std::to_string(::getpid()) + ".txt");
  {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), std::streamsize(size));
  }
  attn::CorpusLimits limits;
  limits.max_bytes = 1 << 20;
  limits.max_lines = 10000;
  try {
    (void)attn::read_corpus_lines(file, limits);
  } catch (const attn::Error&) {
  }
  try {
    (void)attn::read_tsv_corpus(file, limits);
  } catch (const attn::Error&) {
  }
  try {
    (void)attn::read_parallel_corpus(file, file, limits);
  } catch (const attn::Error&) {
  }
  // Tests leave nothing behind: the replay runs once per ctest run, the fuzzer's file is rewritten per input.
  std::error_code ignored;
  std::filesystem::remove(file, ignored);
  return 0;
}
