// Expected numbers come from sacreBLEU 2.x's scoring code (mjpost/sacrebleu: metrics/bleu.py, chrf.py,
// helpers.py, tokenizers/tokenizer_13a.py, tokenizer_re.py, utils.my_log), run under Python 3.11.7. The
// package could not be installed offline, so those functions were transcribed unchanged into a standalone
// script; the script reproduces sacreBLEU's own published values (README corpus 48.530827 and, with
// tokenize='none', 49.1919566; compute_bleu 0.8375922397; chrF 61.576379378113785 from the Hugging Face
// chrf metric card), which are also checked below where the API allows.
#include "attention/metrics.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "attention/corpus.h"
#include "attention/error.h"

namespace attn {
namespace {

constexpr double kTol = 1e-9;

void expect_bleu(const BleuScore& s, double score, std::array<double, 4> precisions, double bp,
                 std::int64_t hyp_len, std::int64_t ref_len) {
  EXPECT_NEAR(s.score, score, kTol);
  for (int n = 0; n < 4; ++n) EXPECT_NEAR(s.precisions[n], precisions[n], kTol) << "order " << n + 1;
  EXPECT_NEAR(s.brevity_penalty, bp, kTol);
  EXPECT_EQ(s.hyp_len, hyp_len);
  EXPECT_EQ(s.ref_len, ref_len);
}

// German with umlauts, ß, typographic quotes, an en dash, times, decimals with commas and an entity.
const std::vector<std::string> kGermanHyp = {
    "Der Mann läuft über die Straße, um 15:30 Uhr.", "Zwei Hunde spielen im Schnee!",
    "Ein Mädchen mit 3,5 Äpfeln – sie lächelt.", "„Schön“, sagte die Frau (42 Jahre alt).",
    "Die Kinder 2-3 Jahre spielen &amp; lachen."};
const std::vector<std::string> kGermanRef = {
    "Ein Mann geht um 15:30 Uhr über die Straße.", "Zwei Hunde spielen im tiefen Schnee.",
    "Ein Mädchen mit 3,5 Äpfeln lächelt.", "„Schön“, sagte die ältere Frau.",
    "Die Kinder (2-3 Jahre) spielen und lachen."};

TEST(Tokenize13a, MatchesSacreBleu) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"Hello, world!", "Hello , world !"},
      {"It costs $3.50, or 3,50 EUR.", "It costs $ 3.50 , or 3,50 EUR ."},
      {"1-2-3 go-kart 2- x -4", "1 - 2 - 3 go-kart 2 - x -4"},
      {"&quot;Quoted&quot; &amp;amp; &lt;tag&gt; <skipped>gone", "\" Quoted \" & amp ; < tag > gone"},
      {"He said: \"don't\" (no).", "He said : \" don't \" ( no ) ."},
      {"Der Mann läuft über die Straße, um 15:30 Uhr.", "Der Mann läuft über die Straße , um 15 : 30 Uhr ."},
      {"end.", "end ."},
      {".start ,comma", ". start , comma"},
      {"a.b,c 1.5,2 x.5 5.x", "a . b , c 1.5,2 x . 5 5 . x"},
      {"multi-\nline\nbreak", "multiline break"},
      {"tab\tand\u00a0nbsp\u2003em", "tab and nbsp em"},  // Python splits on NBSP and EM SPACE too
      {"Ä.Ö,Ü.", "Ä . Ö , Ü ."},
      {"x.,y", "x . , y"},
      {"[brackets]{braces}~`^_|\\", "[ brackets ] { braces } ~ ` ^ _ | \\"},
      {"", ""},
      {"   ", ""},
  };
  for (const auto& [in, out] : cases) EXPECT_EQ(tokenize_13a(in), out) << "input: " << in;
}

TEST(CorpusBleu, GermanSentences) {
  const BleuScore s = corpus_bleu(kGermanHyp, kGermanRef);
  expect_bleu(s, 40.12068867897156, {75.51020408163265, 50.0, 33.333333333333336, 20.58823529411765}, 1.0, 49,
              45);
  EXPECT_EQ(s.signature(), "BLEU|nrefs:1|case:mixed|eff:no|tok:13a|smooth:exp");
  EXPECT_EQ(s.to_string(),
            "BLEU = 40.12 75.5/50.0/33.3/20.6 (BP = 1.000 ratio = 1.089 hyp_len = 49 ref_len = 45)");
}

TEST(CorpusBleu, LowercaseGerman) {
  // Python's str.upper() of kGermanHyp ("ß" -> "SS"); lowercasing does not bring back the "ß".
  const std::vector<std::string> upper = {
      "DER MANN LÄUFT ÜBER DIE STRASSE, UM 15:30 UHR.", "ZWEI HUNDE SPIELEN IM SCHNEE!",
      "EIN MÄDCHEN MIT 3,5 ÄPFELN – SIE LÄCHELT.", "„SCHÖN“, SAGTE DIE FRAU (42 JAHRE ALT).",
      "DIE KINDER 2-3 JAHRE SPIELEN &AMP; LACHEN."};
  const BleuScore s = corpus_bleu(upper, kGermanRef, {.lowercase = true});
  expect_bleu(s, 38.60576833552614,
              {73.46938775510205, 47.72727272727273, 30.76923076923077, 20.58823529411765}, 1.0, 49, 45);
  EXPECT_EQ(s.signature(), "BLEU|nrefs:1|case:lc|eff:no|tok:13a|smooth:exp");
}

TEST(CorpusBleu, LowercaseFollowsPythonAcrossScripts) {
  // The reference is Python's str.lower() of the hypothesis (Latin-1, Latin Extended-A/B, Greek,
  // Cyrillic, U+0130 -> "i" + U+0307, Roman numerals, fullwidth, Deseret); sacreBLEU scores it 100.
  const std::string hyp = "ÄÖÜẞ ÀÉÎÕÇ ŁŚŻŹĆŃ ČŘŠŽĚŮ ΑΒΓΔ ΣΟΦΙΑ АБВГДЁ İstanbul Œuvre Ǆ Ⅻ Ａ 𐐀";
  const std::string ref = "äöüß àéîõç łśżźćń čřšžěů αβγδ σοφια абвгдё i\u0307stanbul œuvre ǆ ⅻ ａ 𐐨";
  expect_bleu(corpus_bleu({hyp}, {ref}, {.lowercase = true}), 100.00000000000004, {100, 100, 100, 100}, 1.0,
              13, 13);
  expect_bleu(corpus_bleu({hyp}, {ref}), 0.0, {0, 0, 0, 0}, 1.0, 13, 13);
}

TEST(CorpusBleu, TokenizeNone) {
  const BleuScore s = corpus_bleu(kGermanHyp, kGermanRef, {.tokenize = BleuOptions::Tokenize::kNone});
  expect_bleu(s, 29.716995511221523,
              {61.111111111111114, 38.70967741935484, 23.076923076923077, 14.285714285714286}, 1.0, 36, 33);
  EXPECT_EQ(s.signature(), "BLEU|nrefs:1|case:mixed|eff:no|tok:none|smooth:exp");
}

TEST(CorpusBleu, ExpSmoothingOfOneZeroOrder) {
  // No 4-gram matches: precision 100 / (2 * 8 four-grams) = 6.25.
  expect_bleu(corpus_bleu({"the cat sat on a mat today", "dogs bark loudly"},
                          {"the cat is on the mat", "a dog barks loudly"}),
              13.432124147794278, {50.0, 12.5, 8.333333333333334, 6.25}, 1.0, 10, 10);
}

TEST(CorpusBleu, ExpSmoothingDoublesPerZeroOrder) {
  // No 3-gram and no 4-gram matches: 100 / (2 * 3) and 100 / (4 * 2); short hypothesis, so BP < 1.
  expect_bleu(corpus_bleu({"a b c d e"}, {"a b x c d y"}), 24.736929544091932,
              {80.0, 50.0, 16.666666666666668, 12.5}, 0.8187307530779819, 5, 6);
}

TEST(CorpusBleu, NoFourGramsScoresZero) {
  // Sentences shorter than 4 tokens have no 4-grams; without effective order sacreBLEU scores 0 even for a
  // perfect match (log(0) is floored to -9999999999).
  expect_bleu(corpus_bleu({"a b c", "x y"}, {"a b c", "x y"}), 0.0, {100.0, 100.0, 100.0, 0.0}, 1.0, 5, 5);
}

TEST(CorpusBleu, NoMatchesAtAll) {
  expect_bleu(corpus_bleu({"foo bar baz"}, {"completely different words here"}), 0.0, {0, 0, 0, 0},
              0.7165313105737893, 3, 4);
}

TEST(CorpusBleu, PythonWhitespaceAndEmptyHypothesis) {
  expect_bleu(
      corpus_bleu({"Ein  Hund\u00a0rennt\tim Park .", "Öl", ""}, {"Ein Hund rennt im Park.", "Öl!", "Leer"}),
      75.14772930752862, {100, 100, 100, 100}, 0.7514772930752859, 7, 9);
}

TEST(CorpusBleu, SacreBleuTestSuiteValue) {
  // sacreBLEU test_bleu.py: "this is a test" against itself scores 1.0 (x100 here).
  const BleuScore s = corpus_bleu({"this is a test"}, {"this is a test"});
  EXPECT_NEAR(s.score, 100.0, 1e-9);
}

TEST(CorpusBleu, EmptyCorpusScoresZero) {
  const BleuScore s = corpus_bleu({}, {});
  EXPECT_EQ(s.score, 0.0);
  EXPECT_EQ(s.hyp_len, 0);
  EXPECT_EQ(s.ref_len, 0);
  EXPECT_EQ(corpus_chrf({}, {}).score, 0.0);
  // All-empty hypotheses are kept, not removed (sacreBLEU test_bleu.py expects 0).
  EXPECT_EQ(corpus_bleu({"", ""}, {"a b c d", "e f g h"}).score, 0.0);
}

TEST(CorpusBleu, MismatchedSizesThrow) {
  try {
    corpus_bleu({"a", "b"}, {"a"});
    FAIL() << "expected attn::Error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "corpus_bleu: 2 hypotheses but 1 references");
  }
  EXPECT_THROW(corpus_chrf({"a"}, {"a", "b"}), Error);
}

TEST(CorpusBleu, EmptyReferenceThrows) {
  try {
    corpus_bleu({"a", "b"}, {"a", ""});
    FAIL() << "expected attn::Error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("reference 2 is empty"), std::string::npos) << e.what();
  }
  EXPECT_THROW(corpus_chrf({"a"}, {""}), Error);
}

TEST(CorpusChrf, GermanSentences) {
  const ChrfScore s = corpus_chrf(kGermanHyp, kGermanRef);
  EXPECT_NEAR(s.score, 68.46435080724252, kTol);
  EXPECT_EQ(s.signature(), "chrF2|nrefs:1|case:mixed|eff:yes|nc:6|nw:0|space:no");
}

TEST(CorpusChrf, PublishedValue) {
  // Hugging Face's chrf metric card, computed with sacreBLEU's CHRF defaults.
  EXPECT_NEAR(corpus_chrf({"The relationship between Obama and Netanyahu is not exactly friendly."},
                          {"The ties between Obama and Netanyahu are not particularly friendly."})
                  .score,
              61.576379378113785, kTol);
}

TEST(CorpusChrf, EdgeCases) {
  EXPECT_NEAR(corpus_chrf({"the cat sat on a mat today", "dogs bark loudly"},
                          {"the cat is on the mat", "a dog barks loudly"})
                  .score,
              40.54820158691313, kTol);
  EXPECT_NEAR(corpus_chrf({"a b c", "x y"}, {"a b c", "x y"}).score, 100.0, kTol);
  EXPECT_NEAR(corpus_chrf({"foo bar baz"}, {"completely different words here"}).score, 2.7548209366391183,
              kTol);
  // Whitespace of every Python kind is removed; "" hypothesis contributes only reference n-grams.
  EXPECT_NEAR(
      corpus_chrf({"Ein  Hund\u00a0rennt\tim Park .", "Öl", ""}, {"Ein Hund rennt im Park.", "Öl!", "Leer"})
          .score,
      92.18290392168596, kTol);
  // References too short for the higher orders: those hypothesis n-grams are not counted. "ß" is one code
  // point, so counting bytes would give a different number.
  EXPECT_NEAR(corpus_chrf({"abcdefgh", "Straße"}, {"abc", "Strasse"}).score, 33.93298969072165, kTol);
}

TEST(Metrics, Multi30kValidationAgainstPerturbation) {
  const std::filesystem::path file = std::filesystem::path(ATTN_SHARED_DIR) / "data/multi30k/val.de.gz";
  if (!std::filesystem::exists(file)) GTEST_SKIP() << file << " not found";
  std::vector<std::string> ref = read_corpus_lines(file);
  ASSERT_GE(ref.size(), 200u);
  ref.resize(200);
  // Deterministic damage, word-split on ' ': drop a word, swap the first two, or replace the last.
  std::vector<std::string> hyp;
  for (std::size_t i = 0; i < ref.size(); ++i) {
    std::vector<std::string> w;
    std::stringstream in(ref[i]);
    for (std::string piece; std::getline(in, piece, ' ');) w.push_back(piece);
    if (i % 4 == 0 && w.size() > 1) {
      w.erase(w.begin() + static_cast<std::ptrdiff_t>((i / 4) % w.size()));
    } else if (i % 4 == 1 && w.size() >= 2) {
      std::swap(w[0], w[1]);
    } else if (i % 4 == 2) {
      w.back() = "Hund";
    }
    std::string joined;
    for (std::size_t k = 0; k < w.size(); ++k) joined += (k ? " " : "") + w[k];
    hyp.push_back(joined);
  }
  expect_bleu(corpus_bleu(hyp, ref), 87.17391981546575,
              {97.87775891341256, 91.23376623376623, 88.8036809815951, 86.44646924829158}, 0.9580366260577196,
              2356, 2457);
  EXPECT_NEAR(corpus_chrf(hyp, ref).score, 92.58379488272081, kTol);
}

}  // namespace
}  // namespace attn
