#include "attention/tokenizer.h"

#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <type_traits>
#include <vector>

#include "attention/error.h"
#include "attention/vocab.h"

namespace attn {
namespace {

static_assert(std::is_copy_constructible_v<Tokenizer> && std::is_nothrow_move_constructible_v<Tokenizer>);

const std::vector<std::string>& german_corpus() {
  static const std::vector<std::string> corpus = [] {
    const std::vector<std::string> base = {
        "Ein Hund läuft über die grüne Wiese.",
        "Zwei Männer spielen Fußball auf der Straße.",
        "Die Frau trägt einen schönen, weißen Hut.",
        "Ein Mädchen hört Musik und isst ein Brötchen.",
        "Kinder spielen im Schnee vor dem großen Gebäude.",
        "Der Hund schläft neben der Tür.",
        "Öffentliche Verkehrsmittel sind in Äquatornähe überfüllt.",
    };
    std::vector<std::string> out;
    for (int i = 0; i < 20; ++i) out.insert(out.end(), base.begin(), base.end());
    return out;
  }();
  return corpus;
}

// One small BPE model shared by the tests that only read it (training is the slow part).
const Tokenizer& german_tokenizer() {
  static const Tokenizer tokenizer = [] {
    TokenizerTrainOptions options;
    options.vocab_size = 150;
    return Tokenizer::train({&german_corpus()}, options);
  }();
  return tokenizer;
}

std::filesystem::path temp_path(const std::string& name) {
  return std::filesystem::temp_directory_path() /
         ("attn_tokenizer_test_" + std::to_string(::getpid()) + "_" + name);
}

// Test-only gzip line reader (the engine's corpus reader lives elsewhere).
std::vector<std::string> read_gz_lines(const std::string& path) {
  std::vector<std::string> lines;
  gzFile file = gzopen(path.c_str(), "rb");
  if (file == nullptr) return lines;
  char buffer[1 << 16];
  std::string line;
  while (gzgets(file, buffer, sizeof buffer) != nullptr) {
    line += buffer;
    if (!line.empty() && line.back() == '\n') {
      line.pop_back();
      if (!line.empty() && line.back() == '\r') line.pop_back();
      lines.push_back(std::move(line));
      line.clear();
    }
  }
  if (!line.empty()) lines.push_back(std::move(line));
  gzclose(file);
  return lines;
}

TEST(TokenizerTest, SpecialIdsAreFixed) {
  const Tokenizer& tok = german_tokenizer();
  EXPECT_EQ(tok.piece(kPadId), "<pad>");
  EXPECT_EQ(tok.piece(kUnkId), "<unk>");
  EXPECT_EQ(tok.piece(kBosId), "<s>");
  EXPECT_EQ(tok.piece(kEosId), "</s>");
  for (const std::string& s : german_corpus()) {
    for (const std::int32_t id : tok.encode(s)) {
      EXPECT_GT(id, kEosId) << s;  // no specials added, nothing unknown
    }
  }
}

TEST(TokenizerTest, GermanRoundTrip) {
  const Tokenizer& tok = german_tokenizer();
  for (const std::string& s : german_corpus()) EXPECT_EQ(tok.decode(tok.encode(s)), s);
  // Unseen words still round-trip as long as their characters are known.
  const std::string unseen = "Die Männer hören über Fußball.";
  EXPECT_EQ(tok.decode(tok.encode(unseen)), unseen);
}

TEST(TokenizerTest, DecodeSkipsPadBosEos) {
  const Tokenizer& tok = german_tokenizer();
  const std::string text = "Der Hund schläft.";
  std::vector<std::int32_t> ids = {kBosId};
  for (const std::int32_t id : tok.encode(text)) ids.push_back(id);
  ids.insert(ids.end(), {kEosId, kPadId, kPadId});
  EXPECT_EQ(tok.decode(ids), text);
}

TEST(TokenizerTest, PiecesAreDisplayLabels) {
  const Tokenizer& tok = german_tokenizer();
  const std::vector<std::int32_t> ids = {kBosId, kEosId, kPadId, kUnkId};
  EXPECT_EQ(tok.pieces(ids), (std::vector<std::string>{"<s>", "</s>", "<pad>", "<unk>"}));
  const auto hund = tok.pieces(tok.encode("Hund"));
  ASSERT_FALSE(hund.empty());
  EXPECT_EQ(hund.front().rfind("\u2581", 0), 0u) << hund.front();  // word start marker
}

TEST(TokenizerTest, BadIdsThrow) {
  const Tokenizer& tok = german_tokenizer();
  EXPECT_THROW(tok.piece(-1), Error);
  EXPECT_THROW(tok.piece(tok.vocab_size()), Error);
  const std::vector<std::int32_t> bad = {5, tok.vocab_size() + 7};
  EXPECT_THROW(tok.decode(bad), Error);
  EXPECT_THROW(tok.pieces(bad), Error);
}

TEST(TokenizerTest, SaveLoadRoundTrip) {
  const Tokenizer& tok = german_tokenizer();
  const auto path = temp_path("roundtrip.model");
  tok.save(path);
  const Tokenizer loaded = Tokenizer::load(path);
  std::filesystem::remove(path);
  EXPECT_EQ(loaded.serialized(), tok.serialized());
  EXPECT_EQ(loaded.vocab_size(), tok.vocab_size());
  for (const std::string& s : german_corpus()) EXPECT_EQ(loaded.encode(s), tok.encode(s));

  const Tokenizer copy = Tokenizer::from_serialized(tok.serialized());
  EXPECT_EQ(copy.encode("Ein Mädchen"), tok.encode("Ein Mädchen"));
}

TEST(TokenizerTest, MissingFileThrows) {
  EXPECT_THROW(Tokenizer::load(temp_path("does_not_exist.model")), Error);
}

TEST(TokenizerTest, CorruptModelThrows) {
  EXPECT_THROW(Tokenizer::from_serialized(""), Error);
  EXPECT_THROW(Tokenizer::from_serialized("this is not a sentencepiece model"), Error);
  EXPECT_THROW(Tokenizer::from_serialized(std::string(1000, '\xff')), Error);

  // Every cut, including cuts at field boundaries that protobuf alone would accept.
  const std::string& good = german_tokenizer().serialized();
  const std::size_t step = std::max<std::size_t>(1, good.size() / 300);
  for (std::size_t n = 1; n < good.size(); n += step) {
    EXPECT_THROW(Tokenizer::from_serialized(good.substr(0, n)), Error) << "prefix of " << n << " bytes";
  }
  EXPECT_THROW(Tokenizer::from_serialized(good.substr(0, good.size() - 1)), Error);

  // A truncated file on disk reports the file name.
  const auto path = temp_path("truncated.model");
  {
    std::ofstream out(path, std::ios::binary);
    out << good.substr(0, good.size() / 2);
  }
  try {
    Tokenizer::load(path);
    ADD_FAILURE() << "a truncated model loaded";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(path.string()), std::string::npos) << e.what();
  }
  std::filesystem::remove(path);
}

TEST(TokenizerTest, TinyRepetitiveCorpusShrinksVocabulary) {
  const std::vector<std::string> corpus(50, "a b a b");
  for (const auto type :
       {TokenizerModelType::kBpe, TokenizerModelType::kUnigram, TokenizerModelType::kWord}) {
    TokenizerTrainOptions options;
    options.type = type;
    options.vocab_size = 8000;
    TokenizerTrainReport report;
    const Tokenizer tok = Tokenizer::train({&corpus}, options, &report);
    EXPECT_EQ(report.requested_vocab_size, 8000);
    EXPECT_EQ(report.actual_vocab_size, tok.vocab_size());
    EXPECT_LT(tok.vocab_size(), 20);
    EXPECT_NE(report.note.find("shrunk from 8000"), std::string::npos) << report.note;
    EXPECT_EQ(tok.decode(tok.encode("a b a b")), "a b a b");
  }
}

TEST(TokenizerTest, NoteIsEmptyWhenNothingShrank) {
  TokenizerTrainReport report;
  report.note = "stale";
  TokenizerTrainOptions options;
  options.vocab_size = 80;
  Tokenizer::train({&german_corpus()}, options, &report);
  EXPECT_EQ(report.actual_vocab_size, 80);
  EXPECT_TRUE(report.note.empty()) << report.note;
}

TEST(TokenizerTest, VocabularySmallerThanAlphabetThrows) {
  TokenizerTrainOptions options;
  options.vocab_size = 20;  // the corpus has more distinct characters than that
  try {
    Tokenizer::train({&german_corpus()}, options);
    ADD_FAILURE() << "training succeeded";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("Vocabulary size"), std::string::npos) << what;
    EXPECT_EQ(what.find("./src/"), std::string::npos) << what;
  }
}

TEST(TokenizerTest, EmptyCorpusThrows) {
  const std::vector<std::string> empty;
  const std::vector<std::string> blank = {"", "  ", "\t"};
  EXPECT_THROW(Tokenizer::train({}, {}), Error);
  EXPECT_THROW(Tokenizer::train({&empty}, {}), Error);
  EXPECT_THROW(Tokenizer::train({&empty, &blank}, {}), Error);
}

TEST(TokenizerTest, BadOptionsThrow) {
  TokenizerTrainOptions options;
  options.vocab_size = 4;
  EXPECT_THROW(Tokenizer::train({&german_corpus()}, options), Error);
  options = {};
  options.character_coverage = 0.0;
  EXPECT_THROW(Tokenizer::train({&german_corpus()}, options), Error);
  options = {};
  options.max_sentences = 0;
  EXPECT_THROW(Tokenizer::train({&german_corpus()}, options), Error);
}

TEST(TokenizerTest, JointTrainingSeesAllCorpora) {
  const std::vector<std::string> english(30, "the dog runs");
  const std::vector<std::string> german(30, "der Hund läuft");
  TokenizerTrainOptions options;
  options.type = TokenizerModelType::kWord;
  options.vocab_size = 100;
  const Tokenizer tok = Tokenizer::train({&english, &german}, options);
  EXPECT_EQ(tok.vocab_size(), 4 + 6);
  for (const std::int32_t id : tok.encode("the Hund runs läuft")) EXPECT_NE(id, kUnkId);
}

TEST(TokenizerTest, WordModelKeepsEverySymbolWhole) {
  std::vector<std::string> corpus;
  for (int i = 0; i < 30; ++i) corpus.push_back("0 1 2 3 4 5 6 7 8 9 3 1 4 1 5 9 2 6");
  TokenizerTrainOptions options;
  options.type = TokenizerModelType::kWord;
  options.vocab_size = 14;
  TokenizerTrainReport report;
  const Tokenizer tok = Tokenizer::train({&corpus}, options, &report);
  EXPECT_EQ(tok.vocab_size(), 14);
  EXPECT_TRUE(report.note.empty());
  const auto ids = tok.encode("3 1 4");
  ASSERT_EQ(ids.size(), 3u);
  for (const std::int32_t id : ids) EXPECT_GT(id, kEosId);
  EXPECT_EQ(tok.decode(ids), "3 1 4");
  EXPECT_EQ(tok.pieces(ids), (std::vector<std::string>{"\u25813", "\u25811", "\u25814"}));
}

TEST(TokenizerTest, Multi30kJointBpe) {
  const std::string dir = std::string(ATTN_SHARED_DIR) + "/data/multi30k/";
  if (!std::filesystem::exists(dir + "train.en.gz") || !std::filesystem::exists(dir + "train.de.gz")) {
    GTEST_SKIP() << "Multi30k not found under " << dir;
  }
  const auto en = read_gz_lines(dir + "train.en.gz");
  const auto de = read_gz_lines(dir + "train.de.gz");
  ASSERT_GT(en.size(), 1000u);
  ASSERT_EQ(en.size(), de.size());

  const auto start = std::chrono::steady_clock::now();
  TokenizerTrainReport report;
  const Tokenizer tok = Tokenizer::train({&en, &de}, TokenizerTrainOptions{}, &report);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[ info     ] joint 8000 BPE on %zu+%zu sentences trained in %.2f s\n", en.size(), de.size(),
              seconds);
  RecordProperty("train_seconds", std::to_string(seconds));
  EXPECT_EQ(tok.vocab_size(), 8000);
  EXPECT_TRUE(report.note.empty()) << report.note;

  // A third of the sentences keeps the test short on busy machines. The stride must be odd: Multi30k's
  // train files alternate shorter and longer captions, so every 4th line would average 12 instead of 14.5.
  std::size_t total = 0, sentences = 0;
  for (const auto* side : {&en, &de}) {
    for (std::size_t i = 0; i < side->size(); i += 3, ++sentences) total += tok.encode((*side)[i]).size();
  }
  const double per_sentence = double(total) / double(sentences);
  std::printf("[ info     ] %.2f pieces per sentence\n", per_sentence);
  EXPECT_GT(per_sentence, 13.0);
  EXPECT_LT(per_sentence, 16.0);
  EXPECT_EQ(tok.decode(tok.encode(de[0])), de[0]);
}

}  // namespace
}  // namespace attn
